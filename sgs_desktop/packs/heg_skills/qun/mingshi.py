"""名士 (孔融): 锁定技, damage you take from a source that still has a face-down general is reduced
by 1."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import Skill


class Mingshi(Skill):
    id = "mingshi"
    compulsory = True
    timings = (T.DAMAGE_INFLICTING,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        if data.target != owner.seat or not owner.alive or data.source is None or data.amount <= 0:
            return False
        return not g.players[data.source].all_shown

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        data.amount -= 1
        if data.amount <= 0:
            data.prevented = True


SKILLS = (Mingshi(),)
