"""据守 (曹仁, 风): at the start of the finish phase, draw three cards, then turn the general over."""

import pytest
from table import Table

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Choose


def test_draws_three_then_turns_over_and_the_next_turn_is_skipped():
    t = Table([{"role": "lord", "general": "caoren"}, {"role": "rebel"}], phase="finish",
              stop="game_over", round_limit=2, top=["杀 ♠7", "闪 ♥2", "桃 ♥3", "杀 ♠8", "闪 ♦2"])
    req = t.expect(0, "option")
    assert req.prompt.args == ("jushou",) and req.options == ("yes", "no")
    t.yes(0)
    # seat 1's turn: it draws the next two
    t.end_play(1)
    # round 2: seat 0 only turns its general face up again (no phases); then seat 1
    t.end_play(1)
    t.finish("round_limit")
    assert t.hand(0) == set(t.ids("杀 ♠7", "闪 ♥2", "桃 ♥3"))
    assert [(e["seat"], e["face_up"]) for e in t.log("turn_over")] == [(0, False), (0, True)]
    assert [e["seat"] for e in t.log("turn")] == [0, 1, 0, 1]
    assert [e for e in t.log("phase") if e["seat"] == 0 and e["phase"] != "finish"] == []
    assert [(e["seat"], e["skill"]) for e in t.log("skill")] == [(0, "jushou")]
    seq = {e["kind"]: e["seq"] for e in reversed(t.log())}
    assert seq["skill"] < seq["move"] and next(m for m in t.log("move") if m["reason"] == "jushou")["seq"] \
        < seq["turn_over"]


def test_declined_nothing_happens():
    t = Table([{"role": "lord", "general": "caoren"}, {"role": "rebel"}], phase="finish", top=["杀 ♠7"])
    t.no(0)
    t.finish()
    assert t.hand(0) == set() and t.log("turn_over") == [] and t.p(0).face_up


def test_a_face_down_general_turns_face_up():
    """(An extra turn taken face down: 据守 still turns the general over, face up this time.)"""
    t = Table([{"role": "lord", "general": "caoren", "face_up": False}, {"role": "rebel"}], phase="finish",
              top=["杀 ♠7", "闪 ♥2", "桃 ♥3"])
    t.yes(0)
    t.finish()
    assert t.p(0).face_up and len(t.hand(0)) == 3


def test_refused_answer_changes_nothing():
    t = Table([{"role": "lord", "general": "caoren"}, {"role": "rebel"}], phase="finish", top=["杀 ♠7"])
    req = t.expect(0, "option")
    with pytest.raises(IllegalAnswer):
        t.g.answer(Choose("maybe"))
    assert t.g.pending == req and t.hand(0) == set()
    t.no(0)
    t.finish()
