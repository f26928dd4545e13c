"""鹤翼 (曹洪): 阵法技. The other players in one 队列 with you have 飞影 (锁定技: others' distance
to them is 1 more). 阵法技 work while four or more players live (engine.kingdoms)."""

from __future__ import annotations

from typing import Any

from ....engine.kingdoms import formation_skills_work, in_one_formation
from ....engine.skills.skill import DISTANCE, Skill


class Heyi(Skill):
    """鹤翼: your 队列's other members are one further away (飞影) from everyone else."""

    id = "heyi"
    compulsory = True
    modifies = (DISTANCE,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        source, target = args
        if (target is owner or source is target or not owner.alive
                or not formation_skills_work(g) or not in_one_formation(g, owner.seat, target.seat)):
            return value
        return value + 1


SKILLS = (Heyi(),)
