"""再起 (孟获): wounded, in the draw phase reveal X (lost HP) cards instead of drawing: each ♥
heals 1 and is discarded, the others are his."""

from refusing import refused
from table import Table


def reasons(t):
    return [(e["src"], e["dst"], e["cards"]) for e in t.log("move") if e["reason"] == "zaiqi"]


def draw_phase(me: dict, top: list) -> Table:
    return Table([{"role": "lord", "general": "menghuo", **me}, {"role": "rebel"}], phase="draw", top=top)


def test_reveal_heal_per_heart_take_the_rest():
    t = draw_phase({"hp": 2}, ["桃 ♥3", "杀 ♠7", "闪 ♥2", "闪 ♦2"])     # 4 HP at most (a lord of two): X = 2
    assert t.expect(0, "option").prompt.args == ("zaiqi",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    # 桃 ♥3 heals, 杀 ♠7 is his; nothing drawn
    assert reasons(t) == [("draw", "processing", t.ids("桃 ♥3", "杀 ♠7")),
                          ("processing", "discard", [t.id("桃 ♥3")]),
                          ("processing", "hand", [t.id("杀 ♠7")])]
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 1)]
    assert t.p(0).hp == 3 and t.hand(0) == {t.id("杀 ♠7")}
    assert [e for e in t.log("move") if e["reason"] == "draw_phase"] == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "zaiqi")]


def test_all_hearts_heal_as_one_and_nothing_is_taken():
    t = draw_phase({"hp": 1}, ["桃 ♥3", "闪 ♥2", "桃 ♥4", "杀 ♠7"])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert [(e["target"], e["amount"]) for e in t.log("recover")] == [(0, 3)]
    assert t.p(0).hp == 4 and t.hand(0) == set()
    assert set(t.g.discard_pile) == set(t.ids("桃 ♥3", "闪 ♥2", "桃 ♥4"))


def test_no_heart_no_recovery():
    t = draw_phase({"hp": 3}, ["杀 ♠7", "闪 ♦2"])
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert t.log("recover") == [] and t.hand(0) == {t.id("杀 ♠7")}


def test_declined_he_draws_as_usual():
    t = draw_phase({"hp": 3}, ["杀 ♠7", "闪 ♦2"])
    refused(t, 0, "option", {"type": "option", "option": "reveal"}, "reveal")
    t.no(0)
    t.end_play(0)
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦2")) and reasons(t) == [] and t.log("skill") == []


def test_not_offered_unhurt_or_when_the_draw_phase_is_skipped():
    t = draw_phase({}, ["杀 ♠7", "闪 ♦2"])
    t.end_play(0)                               # full HP: not asked
    t.finish()
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♦2"))
    t = Table([{"role": "lord", "general": "menghuo", "hp": 2, "judge": ["兵粮寸断 ♣4"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7", "闪 ♦2"])
    t.end_play(0)                               # ♠7 judged: the draw phase is skipped, so is 再起
    t.finish()
    assert t.log("skill") == [] and t.hand(0) == set()
