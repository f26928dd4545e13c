"""集智 (黄月英): when you use a non-delayed trick card, you may draw a card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.cards import TRICK
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill


class Jizhi(Skill):
    id = "jizhi"
    timings = (T.CARD_USING,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        card = data.card
        return (data.user == owner.seat and owner.alive and card.type == TRICK
                and not card.behaviour.delayed)

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Jizhi(),)
