"""生息 (蒋琬＆费祎): at the end of your play phase (出牌阶段结束时), if you dealt no damage in
this phase, you may draw two cards."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.history import dealt_damage
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill


class Shengxi(Skill):
    """生息: a play phase without damage is worth two cards."""

    id = "shengxi"
    timings = (T.PHASE_END,)
    phases = ("play",)
    invoke = Invoke(ai=ALWAYS)
    #: the damage that counts: this phase's (the old rules) or the whole turn's (the new)
    this_phase_only = True

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and owner.alive
                and not dealt_damage(g, owner.seat, phase=self.this_phase_only))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, owner.seat, 2, reason=self.id)


SKILLS = (Shengxi(),)
