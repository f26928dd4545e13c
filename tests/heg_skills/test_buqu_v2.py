"""不屈 (周泰, new rules): 锁定技; dying, a 创 from the draw pile: a new number brings him back
to 1 HP, a repeated one is discarded and he is dying as usual. 奋激: an empty hand at its finish
phase draws two, for 1 of 周泰's HP."""

from heg_new_rules import NewRulesTable

from sgs_desktop.packs.generals import hegemony_generals


def table(zhoutai=None, hand=("杀 ♠7", "决斗 ♠A", "桃 ♥4"), top=()):
    zt = {"generals": ["zhoutai", "sunquan"], "hp": 1}
    zt.update(zhoutai or {})
    return NewRulesTable([{"generals": ["caocao", "dianwei"], "hand": list(hand)}, zt,
                          {"generals": ["lvbu", "diaochan"]}, {"generals": ["xiahouyuan", "zhanghe"]}],
                         top=list(top))


def pile(t, seat=1):
    return t.p(seat).piles.get("buqu", [])


def test_the_new_rules_give_zhoutai_the_new_skills_and_the_old_keep_the_old():
    assert hegemony_generals(rules="new")["zhoutai"].skills == ("buqu_v2", "fenji")
    assert hegemony_generals()["zhoutai"].skills == ("buqu",)
    t = table()
    assert {"buqu_v2", "fenji"} <= set(t.skills(1))
    assert "buqu" not in t.skills(1)


def test_a_new_number_brings_him_back_to_one_hp_without_asking():
    t = table(top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", [1])                 # nothing asked: 不屈 is 锁定技
    assert t.p(1).hp == 1 and t.p(1).alive and not t.p(1).dying and pile(t) == [t.id("闪 ♦2")]
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "buqu_v2")]
    moves = [(m["cards"], m["src"], m["dst"]) for m in t.log("move", seat=None) if m["reason"] == "buqu_v2"]
    assert moves == [([t.id("闪 ♦2")], "draw", "pile")]                 # face up, for every seat
    assert [e["amount"] for e in t.log("recover")] == [1]
    t.play(0, "决斗 ♠A", [1])
    assert t.p(1).hp == 1 and pile(t) == t.ids("闪 ♦2", "闪 ♦3")      # 创 stay on the general
    t.end_play(0)
    t.finish()
    assert t.hand(0) == {t.id("桃 ♥4")}     # nobody was asked for a 桃


def test_two_below_zero_still_back_to_one():
    t = table(hand=("酒 ♠9", "杀 ♠7"), top=["闪 ♦2"])
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠7", [1])                 # 2 damage: from 1 HP to -1
    t.end_play(0)
    t.no(1)                                 # (奋激: seat 0's hand is empty)
    t.finish()
    assert t.p(1).hp == 1 and pile(t) == [t.id("闪 ♦2")]


def test_a_repeated_number_is_discarded_and_he_is_dying_as_usual():
    t = table(top=["闪 ♦2", "闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.play(0, "决斗 ♠A", [1])               # 闪 ♥2 repeats the 2: discarded
    assert t.id("闪 ♥2") in t.g.discard_pile and [e["seat"] for e in t.log("buqu_fail")] == [1]
    assert t.p(1).dying and t.p(1).hp == 0
    t.respond(0, "桃 ♥4")                   # 桃 as usual
    t.end_play(0)
    t.no(1)                                 # (奋激)
    t.finish()
    assert t.p(1).hp == 1 and pile(t) == [t.id("闪 ♦2")]


def test_unsaved_after_a_repeat_he_dies_and_his_wounds_are_discarded():
    t = table(top=["闪 ♦2", "闪 ♥2"])
    t.play(0, "杀 ♠7", [1])
    t.play(0, "决斗 ♠A", [1])
    t.respond(0)                            # keeps the 桃 (nobody else has a card to save with)
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and pile(t) == []
    assert set(t.ids("闪 ♦2", "闪 ♥2")) <= set(t.g.discard_pile)


def test_fenji_refills_an_empty_hand_at_its_finish_phase_for_one_hp():
    t = table(zhoutai={"hp": 3}, hand=("杀 ♠7",), top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    assert t.expect(1, "option").prompt.args == ("fenji", 0)
    t.yes(1)
    t.finish()
    assert t.hand(0) == set(t.ids("闪 ♦2", "闪 ♦3")) and t.p(1).hp == 1
    assert [e["skill"] for e in t.log("skill")] == ["fenji"]


def test_fenji_declined_or_not_empty_asks_nothing_more():
    t = table(zhoutai={"hp": 3}, hand=("杀 ♠7",))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.no(1)
    t.finish()
    assert t.hand(0) == set() and t.p(1).hp == 2
    t = table(zhoutai={"hp": 3}, hand=("杀 ♠7", "闪 ♥2"))
    t.play(0, "杀 ♠7", [1])
    t.end_play(0)
    t.finish()                              # a hand card left: 奋激 is not offered
    assert t.p(1).hp == 2
