"""无双 (吕布): 锁定技. A 杀 you use needs two 闪 to be cancelled; in a 决斗 you use or are the
target of, your opponent must play two 杀 each time."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import Skill


class Wushuang(Skill):
    id = "wushuang"
    compulsory = True
    timings = (T.TARGETED,)

    @staticmethod
    def _opponent(owner, data: T.TargetData) -> int | None:
        """Whom 无双 makes answer twice in this use, or None."""
        use = data.use
        name = use.card.name
        if name == "slash":
            return data.target if use.user == owner.seat and data.target != owner.seat else None
        if name == "duel":
            if use.user == owner.seat and data.target != owner.seat:
                return data.target
            if data.target == owner.seat and use.user != owner.seat:
                return use.user
        return None

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        return owner.alive and self._opponent(owner, data) is not None

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        use = data.use
        opponent = self._opponent(owner, data)
        assert opponent is not None     # (can_trigger found one)
        if use.card.name == "slash":
            use.jink_need[opponent] = max(2, use.jink_need.get(opponent, 1))
        else:
            need = use.data.setdefault("duel_need", {})
            need[opponent] = max(2, need.get(opponent, 1))


SKILLS = (Wushuang(),)
