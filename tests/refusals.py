"""A refused answer changes nothing: the same request stays open and no zone, HP, mark or log
line moved (for the strict scenario tests)."""

from __future__ import annotations

import pytest

from sgs_desktop.engine.errors import IllegalAnswer


def state(g) -> tuple:
    return (g.full_digest(), len(g.log.entries), [dict(p.marks) for p in g.players],
            [p.chained for p in g.players], [p.face_up for p in g.players], g.pending)


def refused(t, answer, match: str) -> None:
    """`answer` to the open request raises IllegalAnswer (its message matching `match`) and
    leaves the game as it was."""
    before = state(t.g)
    with pytest.raises(IllegalAnswer, match=match):
        t.g.answer(answer)
    assert state(t.g) == before
