"""巨象 (祝融): 锁定技, 南蛮入侵 has no effect on you; after another player's 南蛮入侵 (the physical
card used as itself, not a converted one) has resolved, you take it into your hand."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import obtain
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from .huoshou import SAVAGE, savage_immune


class Juxiang(Skill):
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
        # with 祸首 shown as well, 祸首 cancels it (no question of which goes first)
        return savage_immune(owner, timing, data) and not owner.has_skill("huoshou")

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.CARD_FINISHED:
            await obtain(g, owner.seat, [data.card.id], reason=self.id, by=owner.seat)
        else:
            data.cancelled = True


SKILLS = (Juxiang(),)
