"""闭月 (貂蝉): at the start of your finish phase, you may draw a card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill


class Biyue(Skill):
    id = "biyue"
    own_phases_only = True
    timings = (T.PHASE_START,)
    phases = ("finish",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "finish" and owner.alive

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Biyue(),)
