"""The 君主's skills written so far: 悟心 (张角（君）: at the draw phase's start, look at the top X cards,
X = the 群 players, and put them back on top in any order) and 激诏 (刘备（君）: 限定技, when dying
draw up to the HP limit, recover to 2 HP, lose 授钺, gain 仁德). Seated as extra skills: the lords
themselves play once all their skills are written (HEG_LORDS)."""

import pytest
from heg import HegTable

from sgs_desktop.engine.errors import IllegalAnswer

QUN = ["zhangjiao", "yuanshao"]
TOP = ["杀 ♠7", "闪 ♥2", "桃 ♥6", "决斗 ♠A"]


def test_wuxin_looks_at_as_many_as_the_qun_players_and_orders_them_on_top():
    t = HegTable([{"generals": QUN, "skills": ["wuxin"]}, {"generals": ["huatuo", "lvbu"]},
                  {"generals": ["caocao", "xuchu"]}, {"generals": ["liubei", "guanyu"]}],
                 phase="draw", top=TOP)
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("wuxin",)
    t.yes(0)
    req = t.expect(0, "arrange")
    assert req.cards == tuple(t.ids("杀 ♠7", "闪 ♥2")) and not req.bottom_allowed     # 2 群 players
    t.answer(0, "arrange", {"type": "arrange", "top": t.ids("闪 ♥2", "杀 ♠7"), "bottom": []})
    (move,) = [e for e in t.log("move") if e["reason"] == "draw_phase"]
    assert move["cards"] == t.ids("闪 ♥2", "杀 ♠7")          # the draw phase drew them in that order
    assert t.log("look", seat=1)[0]["cards"] is None and t.log("look", seat=0)[0]["count"] == 2
    t.end_play(0)
    t.finish()


def test_wuxin_refuses_the_bottom_and_may_be_declined():
    t = HegTable([{"generals": QUN, "skills": ["wuxin"]}, {"generals": ["caocao", "xuchu"]}],
                 phase="draw", top=TOP)
    t.yes(0)
    req = t.expect(0, "arrange")
    assert req.cards == (t.id("杀 ♠7"),)                     # alone of 群: one card
    bad = {"type": "arrange", "top": [], "bottom": [t.id("杀 ♠7")]}
    with pytest.raises(IllegalAnswer, match="only go on top"):
        t.answer(0, "arrange", bad)
    assert t.g.pending is req                              # (nothing changed)
    t.answer(0, "arrange", {"type": "arrange", "top": [t.id("杀 ♠7")], "bottom": []})
    t.end_play(0)
    t.finish()
    t2 = HegTable([{"generals": QUN, "skills": ["wuxin"]}, {"generals": ["caocao", "xuchu"]}],
                  phase="draw", top=TOP)
    t2.no(0)
    (move,) = [e for e in t2.log("move") if e["reason"] == "draw_phase"]
    assert move["cards"] == t2.ids("杀 ♠7", "闪 ♥2") and not t2.log("look")
    t2.end_play(0)
    t2.finish()


def test_wuxin_is_not_offered_while_no_qun_player_is_shown():
    t = HegTable([{"generals": QUN, "skills": ["wuxin"], "shown": [False, False]},
                  {"generals": ["caocao", "xuchu"]}], phase="draw", top=TOP)
    t.expect(0, "play")
    assert not t.log("look")
    t.end_play(0)
    t.finish()


def test_jizhao_refills_the_hand_recovers_to_two_and_trades_shouyue_for_rende():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠5"]},
                  {"generals": ["liubei", "guanyu"], "skills": ["jizhao"], "hp": 1, "hand": ["闪 ♥2"]},
                  {"generals": ["sunquan", "zhoutai"]}],
                 top=["桃 ♥4", "杀 ♣3", "闪 ♦2", "杀 ♣4", "杀 ♣5"])
    assert t.p(1).marks == {"jizhao": 1}
    t.play(0, "杀 ♠5", [1])
    t.respond(1)                                          # keeps its 闪
    req = t.expect(1, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("jizhao",)
    t.yes(1)
    p = t.p(1)
    assert p.alive and p.hp == 2 and not p.dying and p.max_hp == 4
    assert t.hand(1) == set(t.ids("闪 ♥2", "桃 ♥4", "杀 ♣3", "闪 ♦2"))       # 4 = the HP limit
    assert p.marks == {} and not t.log("acquire_skill")                        # (刘备 has 仁德 already)
    assert sum(1 for sk in p.skills if sk.id == "rende") == 1
    t.end_play(0)
    t.finish()


def test_jizhao_gains_the_new_rules_rende_and_is_spent_once():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠5", "杀 ♠7"], "equip": ["诸葛连弩 ♦A"]},
                  {"generals": ["zhangfei", "guanyu"], "skills": ["jizhao"], "hp": 1, "hand": ["闪 ♥2", "杀 ♠9",
                                                                                             "杀 ♠10", "杀 ♠J"]},
                  {"generals": ["sunquan", "ganning"]}], rules="new", top=["桃 ♥4"])
    t.play(0, "杀 ♠5", [1])
    t.respond(1)
    t.yes(1)                                              # 激诏: 4 cards already: nothing drawn
    p = t.p(1)
    assert p.hp == 2 and not [e for e in t.log("move") if e["reason"] == "jizhao"]
    assert [e["skill"] for e in t.log("acquire_skill")] == ["rende_v2"] and p.marks == {}
    t.play(0, "杀 ♠7", [1])
    t.respond(1)
    assert t.p(1).hp == 1
    t.end_play(0)
    t.finish()


def test_jizhao_declined_the_player_dies():
    t = HegTable([{"generals": ["caocao", "xuchu"], "hand": ["杀 ♠5"]},
                  {"generals": ["zhangfei", "guanyu"], "skills": ["jizhao"], "hp": 1},
                  {"generals": ["sunquan", "ganning"]}, {"generals": ["zhangjiao", "yuanshao"]}])
    t.play(0, "杀 ♠5", [1])
    t.no(1)
    assert not t.p(1).alive and not t.log("acquire_skill")
    t.end_play(0)
    t.finish()
