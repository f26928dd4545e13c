"""鸟翔 (蒋钦): 阵法技. In a 围攻 where you are one of the two besiegers, after you or the other
besieger use a 杀 on the besieged player (指定目标后), it needs two 闪 in turn to cancel it."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.kingdoms import besiegers, formation_skills_work
from ....engine.skills.skill import Skill


class Niaoxiang(Skill):
    """鸟翔: the besieged need two 闪 for the besiegers' 杀."""

    id = "niaoxiang"
    compulsory = True
    timings = (T.TARGETED,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        if not owner.alive or use.card.name != "slash" or not formation_skills_work(g):
            return False
        pair = besiegers(g, data.target)
        return pair is not None and owner.seat in pair and use.user in pair

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        use = data.use
        use.jink_need[data.target] = max(2, use.jink_need.get(data.target, 1))


SKILLS = (Niaoxiang(),)
