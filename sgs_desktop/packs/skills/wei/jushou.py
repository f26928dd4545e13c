"""据守 (曹仁, 风): at the start of your finish phase you may draw three cards; if you do, you then
turn your general over (翻面: face down, your next turn is skipped as it turns face up again).

Ruling (docs/rulings.md, 风): the general is turned over after the draw even if it was face down
already (a second 据守 in an extra turn turns it face up again)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import ALWAYS
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Lookahead, Skill


class Jushou(Skill):
    """据守: three cards now, the next turn given up."""

    id = "jushou"
    own_phases_only = True
    timings = (T.PHASE_START,)
    phases = ("finish",)
    invoke = Invoke(ai=ALWAYS)
    lookahead = (Lookahead("finish"),)  # 困难 looks ahead: three cards for the next turn

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "finish" and owner.alive

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, owner.seat, 3, reason=self.id)
        if owner.alive:
            await turn_over(g, owner.seat)


SKILLS = (Jushou(),)
