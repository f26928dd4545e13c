"""糜夫人: 闺秀 — shown, draw two; removed, recover 1 HP. 存嗣 — remove this general: a player gains
勇决 (another also draws two). 勇决 — the first card of an ally's own turn, a 杀, comes back after
it is resolved."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

MOM = ["hegemony_standard", "heg_momentum"]
MF = ["mifuren", "zhaoyun"]


def test_guixiu_draws_two_when_shown():
    t = HegTable([{"generals": MF, "shown": [False, True]}, {"generals": ["caocao", "xuchu"]}],
                 phase="start", top=["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦6"], packs=MOM)
    t.show(0, "head")
    req = t.expect(0, "option")
    assert req.prompt.key == "guixiu_draw"
    t.yes(0)
    assert t.hand(0) == set(t.ids("杀 ♠7", "杀 ♠8"))
    assert [e["skill"] for e in t.log("skill")] == ["guixiu"]


def test_guixiu_declined_and_not_when_not_shown():
    t = HegTable([{"generals": MF, "shown": [False, True]}, {"generals": ["caocao", "xuchu"]}],
                 phase="start", top=["杀 ♠7", "杀 ♠8", "闪 ♦2", "闪 ♦6"], packs=MOM)
    t.show(0, "head")
    t.no(0)
    assert t.hand(0) == set() and t.log("skill") == []
    t = HegTable([{"generals": MF, "shown": [False, True]}, {"generals": ["caocao", "xuchu"]}],
                 phase="start", top=["杀 ♠7", "杀 ♠8"], packs=MOM)
    t.show(0, "none")
    t.end_play(0)
    t.finish()
    assert t.log("skill") == []


def table(hp=3, hand=()):
    return HegTable([{"generals": MF, "hp": hp, "hand": list(hand)},
                     {"generals": ["caocao", "xuchu"], "hand": ["闪 ♦2"]},
                     {"generals": ["liubei", "guanyu"]}, {"generals": ["sunquan", "ganning"]}],
                    top=["杀 ♠7", "杀 ♠8", "闪 ♦6", "桃 ♥4", "杀 ♠9", "杀 ♠10"], packs=MOM)


def test_cunsi_removes_mi_furen_gives_yongjue_and_two_cards_and_guixiu_heals():
    t = table(hp=2)
    opt = next(o for o in t.expect(0, "play").options if o.skill == "cunsi")
    assert opt.targets.seats == (0, 1, 2, 3)
    t.play(0, None, [2], skill="cunsi")
    req = t.expect(0, "option")
    assert req.prompt.key == "guixiu_recover"
    t.yes(0)
    assert t.p(0).generals[0].removed and not t.p(0).has_skill("cunsi") and not t.p(0).has_skill("guixiu")
    assert t.p(0).hp == 3 and t.p(0).has_skill("longdan")
    assert t.p(2).has_skill("yongjue") and t.hand(2) == set(t.ids("杀 ♠7", "杀 ♠8"))
    assert not any(o.skill == "cunsi" for o in t.expect(0, "play").options)
    t.end_play(0)


def test_cunsi_on_oneself_draws_nothing_and_unwounded_no_heal():
    t = table(hp=3)
    t.play(0, None, [0], skill="cunsi")
    assert t.p(0).has_skill("yongjue") and t.hand(0) == set()
    assert [e["skill"] for e in t.log("skill")] == ["cunsi"]       # (unwounded: 闺秀 not asked)
    t.end_play(0)


def test_yongjue_the_first_slash_of_the_turn_comes_back():
    t = table(hand=["杀 ♣2"])
    t.play(0, None, [0], skill="cunsi")
    t.play(0, "杀 ♣2", [1])
    t.respond(1, "闪 ♦2")
    req = t.expect(0, "option")
    assert req.prompt.key == "yongjue_take" and req.prompt.args == ("slash",)
    with pytest.raises(IllegalAnswer):
        t.choose(0, "maybe")
    t.yes(0)
    assert t.hand(0) == {t.id("杀 ♣2")}
    t.end_play(0)


def test_yongjue_not_when_the_first_card_was_not_a_slash():
    t = table(hand=["赤兔 ♥5", "杀 ♣2"])
    t.play(0, None, [0], skill="cunsi")
    t.play(0, "赤兔 ♥5")
    t.play(0, "杀 ♣2", [1])
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    assert t.id("杀 ♣2") in t.g.discard_pile


def test_yongjue_of_an_ally_serves_the_current_player():
    t = table(hand=["杀 ♣2"])
    t.play(0, None, [2], skill="cunsi")        # 刘备 (蜀, as 糜夫人) gains 勇决
    t.play(0, "杀 ♣2", [1])
    t.respond(1, "闪 ♦2")
    req = t.expect(0, "option")                # 糜夫人 is asked: hers is the 杀
    assert req.prompt.key == "yongjue_take"
    t.yes(0)
    assert t.id("杀 ♣2") in t.hand(0)
    t.end_play(0)


def test_yongjue_not_for_another_kingdom():
    t = table(hand=["杀 ♣2"])
    t.play(0, None, [3], skill="cunsi")        # 孙权 (吴) gains it
    t.play(0, "杀 ♣2", [1])
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    assert t.id("杀 ♣2") in t.g.discard_pile and t.p(3).has_skill("yongjue")
