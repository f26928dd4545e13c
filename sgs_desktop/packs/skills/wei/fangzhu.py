"""放逐 (曹丕): after you take damage, you may choose another player: it draws X cards (X = the HP
you have lost) and turns its general over."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.moves import draw
from ....engine.protocol import Prompt
from ....engine.skills import Skill


class Fangzhu(Skill):
    id = "fangzhu"
    timings = (T.DAMAGED,)

    def can_trigger(self, g, owner, timing: str, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and bool(g.others(owner.seat))

    async def cost(self, g, owner, timing: str, data: T.DamageData) -> Any:
        if not await g.ask_yes_no(owner.seat, Prompt("invoke", (self.id,))):
            return None
        others = g.others(owner.seat)
        if len(others) == 1:
            return others
        return await g.choose_seats(owner.seat, others, 1, 1, Prompt("fangzhu_target", (owner.max_hp - owner.hp,)))

    async def effect(self, g, owner, timing: str, data: T.DamageData, choice: Any) -> None:
        (target,) = choice
        await draw(g, target, owner.max_hp - owner.hp, reason=self.id)
        if g.players[target].alive:
            await turn_over(g, target)


SKILLS = (Fangzhu(),)
