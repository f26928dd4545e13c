"""断绁 (陈武＆董袭): once per play phase chain another unchained player, then yourself; 新版: up to
X players (X: your lost HP, at least 1). 奋命: at the finish phase, chained, discard one card of
every chained player."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

MOM = ["hegemony_standard", "heg_momentum"]
CD = ["chenwudongxi", "sunquan"]


def table(rules="old", **me):
    return HegTable([{"generals": CD, **me},
                     {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2"]},
                     {"generals": ["liubei", "guanyu"], "equip": ["的卢 ♣5"]},
                     {"generals": ["lvbu", "huatuo"]}],
                    packs=MOM, rules=rules)


def offer(t):
    req = t.expect(0, "play")
    return next(o for o in req.options if o.skill in ("duanxie", "duanxie_v2"))


def test_chain_another_then_yourself_once_per_phase():
    t = table()
    opt = offer(t)
    assert opt.targets.seats == (1, 2, 3) and (opt.targets.min, opt.targets.max) == (1, 1)
    t.play(0, None, [2], skill="duanxie")
    assert t.p(2).chained and t.p(0).chained and not t.p(1).chained
    assert [e["seat"] for e in t.log("chain")] == [2, 0]
    assert not any(o.skill == "duanxie" for o in t.expect(0, "play").options)
    t.end_play(0)


def test_a_chained_player_is_not_offered_and_two_are_refused():
    t = HegTable([{"generals": CD}, {"generals": ["caocao", "xuchu"], "chained": True},
                  {"generals": ["liubei", "guanyu"]}], packs=MOM)
    assert offer(t).targets.seats == (2,)
    with pytest.raises(IllegalAnswer):
        t.play(0, None, [1], skill="duanxie")
    t.end_play(0)


def test_new_rules_as_many_as_lost_hp():
    t = table("new", hp=1)
    opt = offer(t)
    assert opt.skill == "duanxie_v2" and opt.targets.max == 3
    t.play(0, None, [3, 1], skill="duanxie_v2")
    assert [e["seat"] for e in t.log("chain")] == [1, 3, 0]


def test_new_rules_unwounded_one_player():
    t = table("new")
    assert offer(t).targets.max == 1
    with pytest.raises(IllegalAnswer):
        t.play(0, None, [1, 2], skill="duanxie_v2")
    t.end_play(0)


def test_fenming_discards_a_card_of_each_chained_player():
    t = HegTable([{"generals": CD, "chained": True, "hand": ["杀 ♠7"], "equip": ["青釭剑 ♠6"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2"], "chained": True},
                  {"generals": ["liubei", "guanyu"], "equip": ["的卢 ♣5"]},
                  {"generals": ["lvbu", "huatuo"], "equip": ["八卦阵 ♠2"], "chained": True}],
                 packs=MOM)
    t.end_play(0)
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("fenming",)
    t.yes(0)
    req = t.expect(0, "pick")
    assert req.prompt.key == "fenming_discard" and req.owner == 0
    t.pick(0, "杀 ♠7")                        # (one card each of the others: no choice to make)
    t.finish()
    assert t.p(0).equips
    assert t.p(3).equips == {} and t.hand(1) == set() and t.p(2).equips
    assert [m["src_owner"] for m in t.log("move") if m["reason"] == "fenming"] == [0, 1, 3]


def test_fenming_not_offered_unchained():
    t = HegTable([{"generals": CD, "hand": ["杀 ♠7"]},
                  {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2"], "chained": True}], packs=MOM)
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []
