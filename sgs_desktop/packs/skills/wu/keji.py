"""克己 (吕蒙): if you neither used nor played a 杀 in your play phase this turn, you may skip
your discard phase."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.history import used_or_played
from ....engine.skills.skill import Invoke, Skill


class Keji(Skill):
    """克己: no 杀 in the play phase → the discard phase may be skipped."""

    id = "keji"
    own_phases_only = True
    timings = (T.PHASE_BEGINNING,)
    phases = ("discard",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        turn = g.turn
        return (data.seat == owner.seat and data.phase == "discard" and owner.alive and turn is not None
                and "discard" not in turn.skipped and not used_or_played(g, owner.seat, "slash", "play"))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        g.turn.skipped.add("discard")


SKILLS = (Keji(),)
