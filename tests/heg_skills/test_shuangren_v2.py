"""双刃 (纪灵, new rules): 拼点 at the start of the play phase: won, a 杀 on the rival or one of its
kingdom; not won, the play phase goes on but no other player is a target of his cards this turn."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table(rival_card):
    return NewRulesTable([{"generals": ["jiling", "lvbu"], "hand": ["杀 ♠5", "杀 ♠11", "过河拆桥 ♠3", "酒 ♠9"]},
                          {"generals": ["xiahouyuan", "zhanghe"], "hand": [rival_card]},
                          {"generals": ["sunquan", "ganning"], "hand": ["闪 ♦6"]},
                          {"generals": ["mateng", "kongrong"]}])


def offered(t):
    return {o.card for o in t.expect(0, "play").options if o.card is not None}


def test_jiling_has_the_new_shuangren():
    assert hegemony_generals(rules="new")["jiling"].skills == ("shuangren_v2",)


def test_not_won_no_other_player_is_a_target_this_turn():
    t = table("闪 ♦13")
    t.yes(0)
    t.seats(0, 1)
    t.cards(0, "杀 ♠5")
    assert offered(t) == {t.id("酒 ♠9")}    # 杀 and 过河拆桥 have no target left; the phase goes on
    t.end_play(0)
    t.finish()
    assert [(e["source"], e["target"], e["source_wins"]) for e in t.log("pindian")] == [(0, 1, False)]


def test_won_a_slash_and_the_turn_goes_on_as_usual():
    t = table("闪 ♦3")
    t.yes(0)
    t.seats(0, 1)
    t.cards(0, "杀 ♠11")                    # the 杀 goes to the rival, the only 魏 player
    assert t.damage_log() == [(0, 1, 1, None)]
    assert {t.id("杀 ♠5"), t.id("过河拆桥 ♠3")} <= offered(t)
