"""不屈 (周泰): dying at HP ≤ 0, put 创 from the draw pile on his general (one per point at or
below 0); all numbers different: the dying ends, he lives on at that HP; a repeated number is
discarded and he is dying as usual. Recovering at HP ≤ 0 removes one 创 per point."""

from heg import HegTable


def table(zhoutai=None, hand=("杀 ♠7", "杀 ♠9", "桃 ♥4"), top=()):
    zt = {"generals": ["zhoutai", "sunquan"], "hp": 1}
    zt.update(zhoutai or {})
    return HegTable([{"generals": ["liubei", "zhangfei"], "hand": list(hand)}, zt,
                     {"generals": ["caoren", "dianwei"]}], top=list(top))


def pile(t, seat=1):
    return t.p(seat).piles.get("buqu", [])


def test_different_numbers_keep_him_alive_below_zero_without_asking_for_peach():
    t = table(top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)                                # 不屈
    assert t.p(1).hp == 0 and t.p(1).alive and not t.p(1).dying and pile(t) == [t.id("闪 ♦2")]
    t.play(0, "杀 ♠9", [1])                 # 咆哮: a second 杀
    t.yes(1)
    t.end_play(0)                           # seat 0 kept its 桃: nobody was asked for one
    t.finish()
    assert t.p(1).hp == -1 and t.p(1).alive and pile(t) == t.ids("闪 ♦2", "闪 ♦3")
    assert t.hand(0) == {t.id("桃 ♥4")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(1, "buqu"), (1, "buqu")]
    moves = [(m["cards"], m["src"], m["dst"]) for m in t.log("move", seat=None) if m["reason"] == "buqu"]
    assert moves == [([t.id("闪 ♦2")], "draw", "pile"), ([t.id("闪 ♦3")], "draw", "pile")]   # face up


def test_a_repeated_number_is_discarded_and_he_is_dying_as_usual():
    t = table(hand=("杀 ♠7", "杀 ♠9", "桃 ♥4", "桃 ♥6"), top=["闪 ♦2", "桃 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.play(0, "杀 ♠9", [1])
    t.yes(1)                                # 桃 ♦2 repeats the 2: discarded
    assert t.id("桃 ♦2") in t.g.discard_pile and [e["seat"] for e in t.log("buqu_fail")] == [1]
    t.respond(0, "桃 ♥4")                   # HP 0: one 创 goes
    assert pile(t) == [] and t.p(1).hp == 0 and t.p(1).dying
    t.respond(0, "桃 ♥6")                   # HP 1: saved
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == 1 and not t.p(1).dying
    assert t.id("闪 ♦2") in t.g.discard_pile


def test_declined_or_unsaved_he_dies_and_his_wounds_are_discarded():
    t = table(top=["闪 ♦2", "闪 ♥2", "杀 ♣3"])
    t.play(0, "杀 ♠7", [1])
    t.yes(1)
    t.play(0, "杀 ♠9", [1])
    t.yes(1)                                # 闪 ♥2 repeats
    t.respond(0)                            # keeps the 桃
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and pile(t) == []
    assert set(t.ids("闪 ♦2", "闪 ♥2")) <= set(t.g.discard_pile)
    t = table(top=["闪 ♦2"])
    t.play(0, "杀 ♠7", [1])
    t.no(1)
    t.respond(0)
    t.end_play(0)
    t.finish()
    assert not t.p(1).alive and t.hand(0) == set(t.ids("杀 ♠9", "桃 ♥4", "闪 ♦2"))   # 1 reward card


def test_one_wound_per_point_below_one():
    t = table(hand=("酒 ♠9", "杀 ♠7"), top=["闪 ♦2", "闪 ♦3"])
    t.play(0, "酒 ♠9")
    t.play(0, "杀 ♠7", [1])                 # 2 damage: from 1 HP to -1
    t.yes(1)
    t.end_play(0)
    t.finish()
    assert t.p(1).hp == -1 and pile(t) == t.ids("闪 ♦2", "闪 ♦3")


def test_recovering_removes_wounds_and_a_face_down_zhoutai_shows():
    t = HegTable([{"generals": ["zhoutai", "sunquan"], "shown": [False, True], "hp": 1,
                   "hand": ["决斗 ♠A", "桃 ♥4"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["杀 ♣2"]}], top=["闪 ♦2"])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")
    t.yes(0)                                # 不屈 (shows 周泰)
    t.choose(0, "none")                     # 珠联璧合 with 孙权: nothing taken
    (show,) = t.log("show_general")
    assert (show["general"], show["reason"]) == ("zhoutai", "buqu")
    assert t.p(0).hp == 0 and pile(t, 0) == [t.id("闪 ♦2")]
    t.play(0, "桃 ♥4")
    assert t.p(0).hp == 1 and pile(t, 0) == [] and t.id("闪 ♦2") in t.g.discard_pile
    t.end_play(0)
    t.finish()
    assert [e["skill"] for e in t.log("skill")] == ["buqu", "buqu"]


def test_companions_recovery_on_showing_makes_the_wound_needless():
    t = HegTable([{"generals": ["zhoutai", "sunquan"], "shown": [False, True], "hp": 1,
                   "hand": ["决斗 ♠A"]},
                  {"generals": ["liubei", "zhangfei"], "hand": ["杀 ♣2"]}], top=["闪 ♦2"])
    t.play(0, "决斗 ♠A", [1])
    t.respond(1, "杀 ♣2")
    t.yes(0)
    t.choose(0, "recover")                  # 珠联璧合: back to 1 HP before the 创 is needed
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 1 and not t.p(0).dying and pile(t, 0) == []
    assert t.g.draw_pile[-1] == t.id("闪 ♦2")


def test_losing_buqu_to_duanchang_below_one_hp_is_dying_with_no_killer():
    """(As in identity, docs/rulings.md 风: the 创 go and 周泰 is dying at once; nobody saves him.)"""
    t = HegTable([{"generals": ["zhoutai", "sunquan"], "hp": 1, "hand": ["决斗 ♠A", "杀 ♠7"]},
                  {"generals": ["caiwenji", "huatuo"], "hp": 1},
                  {"generals": ["liubei", "zhangfei"], "hand": ["杀 ♣5"]},
                  {"generals": ["caoren", "dianwei"], "hand": ["桃 ♥4"]}], top=["闪 ♦2"])
    t.play(0, "决斗 ♠A", [2])
    t.respond(2, "杀 ♣5")
    t.respond(0)
    t.yes(0)                                # 不屈: one 创, alive at 0 HP
    assert t.p(0).hp == 0 and pile(t, 0) == [t.id("闪 ♦2")]
    t.play(0, "杀 ♠7", [1])
    t.respond(3)                            # nobody saves 蔡文姬
    t.choose(1, "head")                     # 断肠: 周泰's skills go
    assert not t.p(0).has_skill("buqu") and pile(t, 0) == [] and t.p(0).dying
    req = t.expect(3, "respond")
    assert req.prompt.key == "save" and req.prompt.args == (0, 1)
    t.respond(3)
    t.finish()
    assert not t.p(0).alive and t.id("闪 ♦2") in t.g.discard_pile
    assert [(e["seat"], e["killer"]) for e in t.log("death")] == [(1, 0), (0, None)]
