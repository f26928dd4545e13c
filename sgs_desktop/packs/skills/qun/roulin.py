"""肉林 (董卓): 锁定技. A 杀 you use on a female player, or one a female player uses on you,
needs two 闪 to be cancelled."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import Skill

FEMALE = "female"


class Roulin(Skill):
    id = "roulin"
    compulsory = True
    timings = (T.TARGETED,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        if not owner.alive or use.card.name != "slash" or use.user == data.target:
            return False
        if use.jink_need.get(data.target, 1) >= 2:
            return False
        if use.user == owner.seat:
            return g.players[data.target].gender == FEMALE
        if data.target == owner.seat:
            return g.players[use.user].gender == FEMALE
        return False

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        data.use.jink_need[data.target] = 2


SKILLS = (Roulin(),)
