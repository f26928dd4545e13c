"""A refused answer changes nothing: the same request stays open, nothing is logged, no card,
mark or HP moved (`refused`, for the skill tests' refused cases)."""

from __future__ import annotations

from typing import Any

import pytest

from sgs_desktop.ai.scripted import resolve_refs
from sgs_desktop.engine.errors import IllegalAnswer


def _state(t) -> tuple:
    g = t.g
    return (g.full_digest(), g.state_digest(), len(g.log.entries), [dict(p.marks) for p in g.players],
            g.pending.to_json() if g.pending is not None else None)


def refused(t, seat: int, kind: str, answer: dict[str, Any], match: str) -> None:
    """Answer seat's open `kind` request with `answer` (card references allowed): IllegalAnswer
    whose message matches `match`, and the table exactly as before."""
    req = t.expect(seat, kind)
    before = _state(t)
    with pytest.raises(IllegalAnswer, match=match):
        t.g.answer(resolve_refs(answer, req, t.rows))
    assert _state(t) == before
