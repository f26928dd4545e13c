"""新生 (左慈): after you take damage, for each point of it you may take one more 化身牌 (化身: a
random general not in play, face down)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.skills.skill import Invoke, Skill
from .huashen import take_generals


class Xinsheng(Skill):
    """新生: one more 化身牌 per point of damage taken."""

    id = "xinsheng"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and data.amount > 0

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        # each point is its own "may": declining one does not give up the next
        for point in range(data.amount):
            if await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return data.amount - point
        return None

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        take_generals(g, owner, 1)
        for _ in range(choice - 1):
            if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                continue
            g.note_skill(owner.seat, self.id)
            take_generals(g, owner, 1)


SKILLS = (Xinsheng(),)
