"""克己 (吕蒙, new rules): 锁定技, one colour (or none) in the play phase: hand limit +4 this turn.
谋断: four suits or three types in the play phase: move one card on the table at the finish phase."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals

OTHERS = [{"generals": ["xiahouyuan", "zhanghe"]}, {"generals": ["lvbu", "diaochan"]},
          {"generals": ["mateng", "kongrong"]}]


def table(hand, others=None, top=()):
    return NewRulesTable([{"generals": ["lvmeng", "ganning"], "hand": list(hand)}, *(others or OTHERS)],
                         top=list(top))


NINE = ["杀 ♠7", "杀 ♣2", "闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6", "桃 ♥4", "桃 ♥6", "酒 ♠9"]


def test_lvmeng_has_the_new_skills_under_the_new_rules():
    assert hegemony_generals(rules="new")["lvmeng"].skills == ("keji_v2", "mouduan")
    assert hegemony_generals()["lvmeng"].skills == ("keji",)


def test_one_colour_in_the_play_phase_keeps_eight_cards():
    t = table(NINE)
    t.play(0, "杀 ♠7", [1])                 # black only
    t.end_play(0)
    t.finish()                              # 8 cards kept: no discard asked (limit 4 + 4)
    assert len(t.hand(0)) == 8
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "keji_v2")]


def test_no_card_used_counts_as_one_colour():
    t = table(NINE[:8])
    t.end_play(0)
    t.finish()
    assert len(t.hand(0)) == 8


def test_red_and_black_used_means_a_discard_down_to_hp():
    t = table(["杀 ♠7", "闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6", "桃 ♥4", "桃 ♥6", "无中生有 ♥7"],
              top=["闪 ♦7", "闪 ♦8"])
    t.play(0, "杀 ♠7", [1])
    t.play(0, "无中生有 ♥7")                # red: two colours now
    t.end_play(0)
    req = t.expect(0, "cards")
    assert req.prompt.key == "discard_phase" and req.min == 4   # 8 cards, limit 4
    t.cards(0, "闪 ♥2", "闪 ♦2", "闪 ♦3", "闪 ♦6")
    t.finish()
    assert t.log("skill") == []


def test_mouduan_moves_a_card_after_three_types():
    others = [{"generals": ["xiahouyuan", "zhanghe"], "equip": ["赤兔 ♥5"]}, *OTHERS[1:]]
    t = table(["八卦阵 ♠2", "无中生有 ♥7", "杀 ♣2"], others, top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "八卦阵 ♠2")                  # 装备
    t.play(0, "无中生有 ♥7")                # 锦囊
    t.play(0, "杀 ♣2", [1])                 # 基本
    t.end_play(0)                           # (two colours: no 克己)
    req = t.expect(0, "cards")
    assert req.prompt.key == "mouduan_move" and req.min == 0
    assert set(req.cards) == set(t.ids("赤兔 ♥5", "八卦阵 ♠2"))
    t.cards(0, "赤兔 ♥5")
    req = t.expect(0, "seats")
    assert set(req.seats) == {0, 2, 3}
    t.seats(0, 0)
    t.finish()
    assert t.p(0).equips.get("offensive_horse") == t.id("赤兔 ♥5") and not t.p(1).equips
    assert [e["skill"] for e in t.log("skill")] == ["mouduan"]


def test_mouduan_declined_or_not_earned():
    others = [{"generals": ["xiahouyuan", "zhanghe"], "equip": ["赤兔 ♥5"]}, *OTHERS[1:]]
    t = table(["八卦阵 ♠2", "无中生有 ♥7", "杀 ♣2"], others, top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "八卦阵 ♠2")
    t.play(0, "无中生有 ♥7")
    t.play(0, "杀 ♣2", [1])
    t.end_play(0)
    t.cards(0)                              # none chosen: nothing moves
    t.finish()
    assert t.p(1).equips and t.log("skill") == []
    t = table(["八卦阵 ♠2", "杀 ♣2"], others)
    t.play(0, "八卦阵 ♠2")
    t.play(0, "杀 ♣2", [1])                 # two types, two suits
    t.end_play(0)
    t.finish()                              # 谋断 is not offered (克己: one colour)
    assert [e["skill"] for e in t.log("skill")] == ["keji_v2"]
