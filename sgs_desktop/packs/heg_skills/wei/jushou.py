"""据守 (曹仁): at the start of your finish phase you may draw three cards; then you turn your
general face down (翻面: your next turn is skipped)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import ALWAYS
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill


class Jushou(Skill):
    id = "jushou"
    timings = (T.PHASE_START,)
    phases = ("finish",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and owner.alive

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, owner.seat, 3, reason=self.id)
        if owner.alive:
            await turn_over(g, owner.seat)


SKILLS = (Jushou(),)
