"""英姿: one more card in the draw phase."""

from table import Table


def draws(t, seat=0):
    return [e["cards"] for e in t.log("move") if e["reason"] == "draw_phase" and e["dst_owner"] == seat]


def test_draws_three():
    t = Table([{"role": "lord", "general": "zhouyu"}, {"role": "rebel"}], phase="draw",
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "闪 ♦2"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("yingzi",)
    t.yes(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3")] and t.g.draw_pile[-1] == t.id("闪 ♦2")
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "yingzi")]


def test_declined_draws_two():
    t = Table([{"role": "lord", "general": "zhouyu"}, {"role": "rebel"}], phase="draw",
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3"])
    t.no(0)
    t.end_play(0)
    t.finish()
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2")] and t.log("skill") == []


def test_not_when_the_draw_phase_is_skipped():
    """兵粮寸断 took the draw phase: no draw phase, no 英姿."""
    t = Table([{"role": "lord", "general": "zhouyu", "judge": ["兵粮寸断 ♠10"]}, {"role": "rebel"}],
              phase="judge", top=["杀 ♠7"])
    t.end_play(0)
    t.finish()
    assert draws(t) == [] and t.log("skill") == []
    assert [(e["seat"], e["phase"]) for e in t.log("phase_skipped")] == [(0, "draw")]


def test_only_in_his_own_draw_phase():
    t = Table([{"role": "lord"}, {"role": "rebel", "general": "zhouyu"}], phase="draw",
              top=["杀 ♠7", "闪 ♥2"])
    t.end_play(0)
    t.finish()
    assert draws(t) == [t.ids("杀 ♠7", "闪 ♥2")] and t.log("skill") == []
