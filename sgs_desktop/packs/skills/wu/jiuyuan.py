"""救援 (孙权, 主公技): 锁定技, while you are dying, a 桃 that another Wu player uses on you makes
you recover 1 more HP."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import Skill


class Jiuyuan(Skill):
    """救援: a Wu 桃 on the dying lord heals one more."""

    id = "jiuyuan"
    lord = True
    compulsory = True
    timings = (T.RECOVERING,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.RecoverData) -> bool:
        card, source = data.card, data.source
        return (data.target == owner.seat and owner.alive and owner.dying and card is not None
                and card.name == "peach" and source is not None and source != owner.seat
                and g.players[source].kingdom == "wu")

    async def effect(self, g, owner, timing: T.Timing, data: T.RecoverData, choice: Any) -> None:
        data.amount += 1


SKILLS = (Jiuyuan(),)
