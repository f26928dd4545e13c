"""淑慎: each HP 甘夫人 recovers lets another player of her kingdom draw a card."""

from heg import HegTable

GFR = ["ganfuren", "liubei"]          # 3 HP; 仁德 stays unused
QUIET = ["sunquan", "ganning"]
WEI = ["zhangliao", "xuchu"]


def drawn(t) -> list[tuple]:
    return [(e["dst_owner"], e["count"]) for e in t.log("move") if e["reason"] == "shushen"]


def test_a_peach_lets_the_one_ally_draw():
    t = HegTable([{"generals": GFR, "hp": 1, "hand": ["桃 ♥4"]}, {"generals": QUIET},
                  {"generals": ["zhangfei", "zhaoyun"]}, {"generals": WEI}], top=["闪 ♥2"])
    t.play(0, "桃 ♥4")
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("shushen",)
    t.yes(0)                                 # only 张飞 is 蜀: no seat question
    t.end_play(0)
    t.finish()
    assert drawn(t) == [(2, 1)] and t.hand(2) == {t.id("闪 ♥2")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "shushen")]


def test_two_points_two_choices():
    """再起 heals 2 at once: two separate choices (the second may be someone else, or nobody)."""
    t = HegTable([{"generals": ["ganfuren", "menghuo"], "hp": 1}, {"generals": ["zhangfei", "zhaoyun"]},
                  {"generals": QUIET}, {"generals": ["guanyu", "machao"]}, {"generals": WEI},
                  {"generals": ["lvbu", "diaochan"]}],
                 phase="draw", top=["桃 ♥4", "闪 ♥2", "杀 ♠5", "杀 ♠7"])
    t.yes(0)                                 # 再起: X = 2, both ♥
    t.yes(0)                                 # 淑慎, first point
    req = t.expect(0, "seats")
    assert req.seats == (1, 3)               # the 蜀 players, not 孙权 or 张辽
    t.seats(0, 3)
    t.yes(0)                                 # second point
    t.seats(0, 1)
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and drawn(t) == [(3, 1), (1, 1)]
    assert t.hand(3) == {t.id("杀 ♠5")} and t.hand(1) == {t.id("杀 ♠7")}
    assert [e["skill"] for e in t.log("skill")] == ["zaiqi", "shushen", "shushen"]


def test_declined_and_stopping_after_the_first_point():
    t = HegTable([{"generals": ["ganfuren", "menghuo"], "hp": 1}, {"generals": ["zhangfei", "zhaoyun"]},
                  {"generals": QUIET}, {"generals": WEI}], phase="draw", top=["桃 ♥4", "闪 ♥2", "杀 ♠5"])
    t.yes(0)                                 # 再起
    t.yes(0)                                 # 淑慎, first point: 张飞 draws
    t.no(0)                                  # not for the second
    t.end_play(0)
    t.finish()
    assert drawn(t) == [(1, 1)] and [e["skill"] for e in t.log("skill")] == ["zaiqi", "shushen"]


def test_no_ally_no_question():
    """The other 蜀 is face down (no kingdom yet): nobody can draw, nothing is asked."""
    t = HegTable([{"generals": GFR, "hp": 1, "hand": ["桃 ♥4"]}, {"generals": QUIET},
                  {"generals": ["zhangfei", "zhaoyun"], "shown": [False, False]}, {"generals": WEI}])
    t.play(0, "桃 ♥4")
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 2 and drawn(t) == [] and t.log("skill") == []


def test_a_face_down_ganfuren_shows():
    t = HegTable([{"generals": GFR, "hp": 1, "hand": ["桃 ♥4"], "shown": [False, False]}, {"generals": QUIET},
                  {"generals": ["zhangfei", "zhaoyun"]}, {"generals": WEI}], top=["闪 ♥2"])
    t.play(0, "桃 ♥4")
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "shushen")]
    assert t.p(0).kingdom == "shu" and drawn(t) == [(2, 1)]
