"""英姿 (周瑜; 孙策 after 魂姿): in your draw phase you may draw one more card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.skills.skill import Invoke, Skill


class Yingzi(Skill):
    """英姿: one more card in the draw phase."""

    id = "yingzi"
    own_phases_only = True
    timings = (T.DRAW_PHASE,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not data.prevented

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.count += 1


SKILLS = (Yingzi(),)
