"""武圣 (new rules, 关羽): a red card as 杀; a ♦ 杀 has no distance limit. 关羽 and 张飞 are a
珠联璧合 pair under the new rules."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Use
from sgs_desktop.packs.generals import companions, hegemony_generals


def table(hand, **kw):
    return HegTable([{"generals": ["guanyu", "pangtong"], "hand": hand}, {"generals": ["sunquan", "huanggai"]},
                     {"generals": ["lvbu", "huatuo"]}, {"generals": ["xuhuang", "dianwei"]},
                     {"generals": ["zhouyu", "luxun"]}, {"generals": ["zhangjiao", "jiaxu"]}],
                    rules="new", **kw)


def test_a_diamond_card_as_slash_reaches_everyone():
    t = table(["闪 ♦2", "闪 ♥2"])
    opts = {o.cards: o.targets.seats for o in t.expect(0, "play").options if o.skill == "wusheng_v2"}
    assert opts == {(t.id("闪 ♥2"),): (1, 5), (t.id("闪 ♦2"),): (1, 2, 3, 4, 5)}
    with pytest.raises(IllegalAnswer):
        t.play(0, skill="wusheng_v2", cards=["闪 ♥2"], targets=[3])     # ♥: within range only
    t.play(0, skill="wusheng_v2", cards=["闪 ♦2"], targets=[3])
    t.end_play(0)
    t.finish()
    assert t.damage_log() == [(0, 3, 1, None)]


def test_a_diamond_slash_card_too_and_the_old_rules_keep_the_range():
    t = table(["杀 ♦10", "杀 ♠5"])
    opts = {o.card: o.targets.seats for o in t.expect(0, "play").options if o.name == "slash" and o.card is not None}
    assert opts == {t.id("杀 ♦10"): (1, 2, 3, 4, 5), t.id("杀 ♠5"): (1, 5)}
    old = HegTable([{"generals": ["guanyu", "pangtong"], "hand": ["杀 ♦10"]}, {"generals": ["sunquan", "huanggai"]},
                    {"generals": ["lvbu", "huatuo"]}, {"generals": ["xuhuang", "dianwei"]}])
    (opt,) = [o for o in old.expect(0, "play").options if o.card == old.id("杀 ♦10")]
    assert opt.targets.seats == (1, 3)


def test_guanyu_and_zhangfei_are_companions_under_the_new_rules():
    new, old = hegemony_generals(rules="new"), hegemony_generals()
    assert companions(new["guanyu"], new["zhangfei"]) and not companions(old["guanyu"], old["zhangfei"])
    assert companions(new["guanyu"], new["liubei"]) and companions(old["guanyu"], old["liubei"])




def _armed(shown):
    return HegTable([{"generals": ["guanyu", "wolong"], "shown": shown, "hand": ["闪 ♦2", "南蛮入侵 ♣7"],
                      "equip": ["贯石斧 ♦5", "紫骍 ♦K"]},
                     {"generals": ["sunquan", "huanggai"]}, {"generals": ["lvbu", "huatuo"]},
                     {"generals": ["xuhuang", "dianwei"]}, {"generals": ["zhouyu", "luxun"]},
                     {"generals": ["zhangjiao", "jiaxu"]}], rules="new")


@pytest.mark.parametrize("shown", [[True, True], [False, True]], ids=["shown", "face_down"])
def test_an_equipped_diamond_card_is_offered_alone_with_the_targets_it_gives(shown):
    """An equipped ♦ weapon or −1 horse leaves with the 杀 it becomes: it is an option of its own,
    probed by itself, so every target listed is one the game takes (with 关羽 face down too: the
    arena found two refused answers when the axe shared the hand ♦'s option)."""
    t = _armed(shown)
    axe, horse, diamond = t.id("贯石斧 ♦5"), t.id("紫骍 ♦K"), t.id("闪 ♦2")
    opts = {o.cards: o.targets.seats for o in t.expect(0, "play").options if o.skill == "wusheng_v2"}
    assert set(opts) == {(diamond,), (axe,), (horse,)}
    for cards, seats in opts.items():
        for target in seats:
            trial = _armed(shown)
            trial.expect(0, "play")
            trial.g.answer(Use(card=None, skill="wusheng_v2", name="slash", cards=cards, targets=(target,)))
