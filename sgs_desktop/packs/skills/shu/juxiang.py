"""巨象 (祝融): 锁定技, 南蛮入侵 has no effect on you; after a 南蛮入侵 another player used has
resolved, you take it into your hand.

"获得之" is the card itself: a 南蛮入侵 card used as itself, still in the processing area once it
has resolved (a card a skill made into one would not be; no skill of these packages makes one)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import obtain
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from .huoshou import SAVAGE, savage_on


class Juxiang(Skill):
    """巨象: immune to 南蛮入侵, and every other player's comes to your hand."""

    id = "juxiang"
    compulsory = True
    timings = (T.EFFECT_BEFORE, T.CARD_FINISHED)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.CARD_FINISHED:
            card = data.card
            return (card.name == SAVAGE and not card.virtual and data.user != owner.seat
                    and g.zone_of[card.id] == Zone.PROCESSING)
        return savage_on(owner, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.CARD_FINISHED:
            await obtain(g, owner.seat, [data.card.id], reason=self.id, by=owner.seat)
        else:
            data.cancelled = True


SKILLS = (Juxiang(),)
