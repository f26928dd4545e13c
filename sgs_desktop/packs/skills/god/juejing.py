"""绝境 (神赵云): 锁定技, in your draw phase you draw as many cards as your lost HP plus two, instead
of two; your hand limit is increased by 2.

Rulings (docs/rulings.md G26): "改为" sets the number (X + 2, X read as the draw phase draws), so
at full HP it is the usual two; nothing is drawn when a skill drew instead (突袭's way)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import MAX_HAND, Skill


class Juejing(Skill):
    """绝境: draw lost HP + 2; hand limit + 2."""

    id = "juejing"
    own_phases_only = True
    compulsory = True
    modifies = (MAX_HAND,)
    timings = (T.DRAW_PHASE,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return (data.seat == owner.seat and owner.alive and not data.prevented
                and data.count != owner.max_hp - owner.hp + 2)

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.count = owner.max_hp - owner.hp + 2

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        (player,) = args
        return value + 2 if player is owner else value


SKILLS = (Juejing(),)
