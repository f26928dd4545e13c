"""潜袭 (马岱): at the start phase judge, then a player at distance 1 cannot use or play hand cards
of that colour this turn; 新版: draw one, discard one, its colour. 马术 (马岱): distance -1."""

import pytest
from heg import HegTable

from sgs_desktop.engine.distance import distance
from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.packs.generals import heg_lookup

MOM = ["hegemony_standard", "heg_momentum"]
MD = ["madai", "wolong"]
MD_SKILLS = ("mashu_madai", "qianxi")


def table(top, rules="old", **kw):
    return HegTable([{"generals": MD, "hand": ["杀 ♠7"]},
                     {"generals": ["dianwei", "xuchu"], "hand": ["闪 ♦2"]},
                     {"generals": ["sunquan", "ganning"]}, {"generals": ["lvbu", "huatuo"]},
                     {"generals": ["liubei", "guanyu"]}],
                    phase="start", top=top, packs=MOM, rules=rules, **kw)


def test_mashu_madai_distance():
    assert heg_lookup()["madai"].skills == MD_SKILLS
    assert heg_lookup("new")["madai"].skills == ("mashu_madai", "qianxi_v2")
    t = table(["桃 ♥4"])
    assert distance(t.g, 0, 2) == 1 and distance(t.g, 2, 0) == 2 and distance(t.g, 0, 3) == 1


def test_red_judgement_locks_red_hand_cards_for_the_turn():
    t = table(["桃 ♥4", "杀 ♠8", "杀 ♠9"])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("qianxi",)
    t.yes(0)
    req = t.expect(0, "seats")
    assert req.prompt.key == "qianxi_target_red" and req.seats == (1, 2, 3, 4)   # 马术: all at distance 1
    t.seats(0, 1)
    assert t.p(1).marks == {"qianxi_red": 1}
    t.play(0, "杀 ♠7", [1])                     # 闪 ♦2 is red: no answer is asked
    assert t.p(1).hp == t.p(1).max_hp - 1
    t.end_play(0)
    t.finish()
    assert "qianxi_red" not in t.p(1).marks      # the lock ends with the turn
    assert [e["skill"] for e in t.log("skill")] == ["qianxi"]


def test_black_judgement_leaves_red_cards():
    t = table(["杀 ♠8", "杀 ♠9", "杀 ♠10"])
    t.yes(0)
    assert t.expect(0, "seats").prompt.key == "qianxi_target_black"
    t.seats(0, 1)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    assert t.p(1).hp == t.p(1).max_hp
    t.end_play(0)


def test_declined_nothing_judged():
    t = table(["桃 ♥4", "杀 ♠8", "杀 ♠9"])
    t.no(0)
    t.play(0, "杀 ♠7", [1])
    t.respond(1, "闪 ♦2")
    t.end_play(0)
    assert t.log("judge") == [] and t.p(1).marks == {}


def test_new_rules_draw_discard_and_lock_its_colour():
    t = table(["桃 ♥4", "杀 ♠8", "杀 ♠9"], rules="new")
    assert t.expect(0, "option").prompt.args == ("qianxi_v2",)
    t.yes(0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "qianxi_v2_discard" and set(req.cards) == set(t.ids("杀 ♠7", "桃 ♥4"))
    t.cards(0, "桃 ♥4")
    assert t.expect(0, "seats").prompt.key == "qianxi_target_red"
    t.seats(0, 1)
    t.play(0, "杀 ♠7", [1])
    assert t.p(1).hp == t.p(1).max_hp - 1 and t.log("judge") == []
    t.end_play(0)


def test_a_locked_hand_card_cannot_be_used_for_a_skill_either():
    t = HegTable([{"generals": MD, "hand": ["决斗 ♠A"]},
                  {"generals": ["guanyu", "zhangfei"], "hand": ["闪 ♦2", "杀 ♠8"], "equip": ["赤兔 ♥5"]},
                  {"generals": ["sunquan", "ganning"]}, {"generals": ["caoren", "xuchu"]}],
                 phase="start", top=["桃 ♥4"], packs=MOM)
    t.yes(0)
    t.seats(0, 1)
    t.play(0, "决斗 ♠A", [1])
    t.passes(0)                                 # (看破: no 无懈可击)
    req = t.expect(1, "respond")
    assert [o.card for o in req.options if o.card is not None] == [t.id("杀 ♠8")]
    (wusheng,) = [o for o in req.options if o.skill == "wusheng"]
    assert wusheng.cards == (t.id("赤兔 ♥5"),)    # its red equipment, not the red hand card
    with pytest.raises(IllegalAnswer):
        t.respond(1, skill="wusheng", cards=["闪 ♦2"])
    with pytest.raises(IllegalAnswer):
        t.respond(1, "闪 ♦2")
    t.respond(1, skill="wusheng", cards=["赤兔 ♥5"])
    assert t.p(1).equips == {}
