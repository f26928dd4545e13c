"""激昂 (孙策): when you use a 决斗 or a red 杀 (for each of its targets), or become the target of
one, you may draw one card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.cards import RED
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill


def stirring(card) -> bool:
    """A 决斗, or a red 杀."""
    return card.name == "duel" or (card.name == "slash" and card.color == RED)


class Jiang(Skill):
    """激昂: 决斗 and red 杀, given or taken, draw one."""

    id = "jiang"
    timings = (T.TARGETED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        return (owner.alive and owner.seat in (use.user, data.target) and stirring(use.card))

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Jiang(),)
