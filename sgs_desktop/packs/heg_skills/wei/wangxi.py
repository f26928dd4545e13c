"""忘隙 (李典): each time you deal 1 damage to another player, or take 1 damage from another
player, you may have both of you draw one card (once per point, while the other still lives)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import IfFriend
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg
from ....engine.skills.skill import Invoke, Skill


class Wangxi(Skill):
    """忘隙: per point of damage between you and another, you both draw one."""

    id = "wangxi"
    timings = (T.DAMAGE_DONE, T.DAMAGED)
    invoke = Invoke(Arg("other", SEAT), ai=IfFriend(0))

    @staticmethod
    def _other(owner, timing: T.Timing, data: T.DamageData) -> int | None:
        if timing == T.DAMAGE_DONE and data.source == owner.seat and data.target != owner.seat:
            return data.target
        if timing == T.DAMAGED and data.target == owner.seat and data.source not in (None, owner.seat):
            return data.source
        return None

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        other = self._other(owner, timing, data)
        return owner.alive and other is not None and g.players[other].alive and data.amount > 0

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        other = self._other(owner, timing, data)
        for point in range(data.amount):        # each point is its own "may"
            if await g.ask_yes_no(owner.seat, self.invoke_prompt(other)):
                return other, data.amount - point
        return None

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        other, points = choice
        for point in range(points):
            if not owner.alive or not g.players[other].alive:
                return
            if point > 0:
                if not await g.ask_yes_no(owner.seat, self.invoke_prompt(other)):
                    continue
                g.note_skill(owner.seat, self.id)
            await draw(g, owner.seat, 1, reason=self.id)
            await draw(g, other, 1, reason=self.id)


SKILLS = (Wangxi(),)
