"""不屈 (周泰, new rules): 锁定技, when you are dying you put the top card of the draw pile face up
on your general as a 创. If its number differs from every 创 already there, you recover to 1
HP (the dying is over); if it repeats one, it goes to the discard pile and you are dying as
usual (桃 and 酒 are asked for). The 创 stay on the general (nothing removes them)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.health import recover
from ....engine.skills.skill import Skill
from ..wu.buqu import put_wound  # the same 创 as the old 不屈 (shown and kept alike)


class BuquV2(Skill):
    """不屈: a 创 of a new number brings you back to 1 HP."""

    id = "buqu_v2"
    compulsory = True
    timings = (T.DYING,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DyingData) -> bool:
        return owner.alive and data.seat == owner.seat and owner.hp <= 0

    async def effect(self, g, owner, timing: T.Timing, data: T.DyingData, choice: Any) -> None:
        if owner.hp > 0:
            return               # showing 周泰 for it brought 珠联璧合's recovery: no longer needed
        if not await put_wound(g, owner, self.id):
            return               # dying as usual
        if owner.alive and owner.hp <= 0:
            await recover(g, owner.seat, 1 - owner.hp, source=owner.seat)


SKILLS = (BuquV2(),)
