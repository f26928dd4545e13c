"""血裔 (袁绍, 主公技): 锁定技, your hand limit is increased by 2 for each other living 群 player."""

from __future__ import annotations

from typing import Any

from ....engine.skills.skill import MAX_HAND, Skill


class Xueyi(Skill):
    id = "xueyi"
    modifies_owner_only = True
    lord = True
    compulsory = True
    modifies = (MAX_HAND,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        (player,) = args
        if player is not owner or not owner.alive:
            return value
        qun = sum(1 for p in g.players if p is not owner and p.alive and p.kingdom == "qun")
        return value + 2 * qun


SKILLS = (Xueyi(),)
