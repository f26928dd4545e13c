"""闭月: at the start of your finish phase, you may draw a card."""

from table import Table


def test_draws_one_at_the_finish_phase():
    t = Table([{"role": "lord", "general": "diaochan"}, {"role": "rebel"}], phase="finish", top=["桃 ♥3"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("biyue",)
    t.yes(0)
    t.finish()
    assert t.hand(0) == {t.id("桃 ♥3")}
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "biyue")]
    assert [m["reason"] for m in t.log("move") if m["reason"] != "setup"] == ["biyue"]


def test_declined():
    t = Table([{"role": "lord", "general": "diaochan"}, {"role": "rebel"}], phase="finish", top=["桃 ♥3"])
    t.no(0)
    t.finish()
    assert t.hand(0) == set() and t.log("skill") == []


def test_not_in_another_players_finish_phase():
    t = Table([{"role": "lord"}, {"role": "rebel", "general": "diaochan"}], phase="finish", top=["桃 ♥3"])
    t.finish()            # seat 0's finish phase: 闭月 is not asked
    assert t.log("skill") == [] and t.hand(1) == set()


def test_asked_only_once_per_turn_at_the_finish_phase():
    """From the play phase on: nothing is asked before the finish phase."""
    t = Table([{"role": "lord", "general": "diaochan", "hand": ["闪 ♦2"]}, {"role": "rebel"}],
              top=["桃 ♥3"])
    t.end_play(0)
    t.yes(0)
    t.finish()
    assert t.hand(0) == {t.id("闪 ♦2"), t.id("桃 ♥3")}
    assert [e["phase"] for e in t.log("phase")] == ["play", "discard", "finish"]
