"""连营 (陆逊): when you lose your last hand card, you may draw one card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


class Lianying(Skill):
    """连营: an emptied hand draws one."""

    id = "lianying"
    own_moves_only = True
    timings = (T.CARDS_MOVED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        if not owner.alive or owner.hand:
            return False
        seat = owner.seat
        return any(src == Zone.HAND and src_owner == seat and not (dst == Zone.HAND and dst_owner == seat)
                   for _ids, src, src_owner, dst, dst_owner in data.moves)

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Lianying(),)
