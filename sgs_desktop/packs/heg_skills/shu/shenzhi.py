"""神智 (甘夫人): at the start of your start phase (准备阶段) you may discard all your hand cards;
if you discarded at least as many cards as your HP, you recover 1 HP."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.health import recover
from ....engine.moves import discard
from ....engine.skills.skill import Invoke, Skill


class Shenzhi(Skill):
    id = "shenzhi"
    timings = (T.PHASE_START,)
    phases = ("start",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "start" and owner.alive and bool(owner.hand)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        cards = list(owner.hand)
        await discard(g, owner.seat, cards, reason=self.id)
        if len(cards) >= owner.hp and owner.alive:
            await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Shenzhi(),)
