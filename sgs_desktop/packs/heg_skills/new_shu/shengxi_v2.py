"""生息 (蒋琬＆费祎, new rules): at the start of your finish phase (结束阶段), if you dealt no
damage this turn, you may draw two cards."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.history import dealt_damage
from ....engine.moves import draw
from ....engine.skills import Invoke, Skill


class ShengxiV2(Skill):
    """生息 (new rules): a turn without damage is worth two cards at its finish phase."""

    id = "shengxi_v2"
    timings = (T.PHASE_START,)
    phases = ("finish",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not dealt_damage(g, owner.seat, phase=False)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, owner.seat, 2, reason=self.id)


SKILLS = (ShengxiV2(),)
