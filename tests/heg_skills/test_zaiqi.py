"""再起: instead of drawing, reveal X (lost HP) cards: each ♥ heals 1 and is discarded, the rest are taken."""

from heg import HegTable

MH = ["menghuo", "zhaoyun"]          # 4 HP
QUIET = ["sunquan", "ganning"]


def moves(t) -> list[tuple]:
    return [(e["src"], e["dst"], e["cards"]) for e in t.log("move") if e["reason"] == "zaiqi"]


def test_hearts_heal_the_rest_is_taken():
    t = HegTable([{"generals": MH, "hp": 1}, {"generals": QUIET}], phase="draw",
                 top=["桃 ♥4", "杀 ♠5", "闪 ♥2", "杀 ♣2"])
    req = t.expect(0, "option")
    assert req.prompt.key == "invoke" and req.prompt.args == ("zaiqi",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.hand(0) == {t.id("杀 ♠5")}
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 2)]
    assert moves(t) == [("draw", "processing", t.ids("桃 ♥4", "杀 ♠5", "闪 ♥2")),
                        ("processing", "discard", t.ids("桃 ♥4", "闪 ♥2")),
                        ("processing", "hand", [t.id("杀 ♠5")])]
    assert t.g.draw_pile[-1] == t.id("杀 ♣2")       # no normal draw


def test_no_heart_no_heal():
    t = HegTable([{"generals": MH, "hp": 3}, {"generals": QUIET}], phase="draw", top=["杀 ♠5", "闪 ♦2"])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.p(0).hp == 3 and t.hand(0) == {t.id("杀 ♠5")} and t.log("recover") == []


def test_declined_draws_as_usual():
    t = HegTable([{"generals": MH, "hp": 2}, {"generals": QUIET}], phase="draw", top=["桃 ♥4", "杀 ♠5"])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥4", "杀 ♠5")) and moves(t) == []


def test_not_offered_at_full_hp():
    t = HegTable([{"generals": MH}, {"generals": QUIET}], phase="draw", top=["桃 ♥4", "杀 ♠5"])
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("桃 ♥4", "杀 ♠5")) and t.log("skill") == []


def test_a_face_down_menghuo_shows():
    t = HegTable([{"generals": MH, "hp": 3, "shown": [False, False]}, {"generals": QUIET}], phase="draw",
                 top=["桃 ♥4"])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [(e["slot"], e["reason"]) for e in t.log("show_general")] == [("head", "zaiqi")]
    assert t.p(0).hp == 4 and t.hand(0) == set()
