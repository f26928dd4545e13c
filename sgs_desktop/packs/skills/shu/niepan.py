"""涅槃 (庞统): 限定技, when you are dying you may discard every card you have (hand, equipment and
judge area), reset your general (unchained, face up), draw three cards and recover to 3 HP (no
more than your maximum).
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.moves import all_cards_of, draw, move_cards
from ....engine.state import Zone
from ..common import DyingLimitedSkill

HP_AFTER = 3


class Niepan(DyingLimitedSkill):
    """涅槃: a limited skill, remembered by its mark while it is unused."""

    id = "niepan"

    async def effect(self, g, owner, timing: T.Timing, data: T.DyingData, choice: Any) -> None:
        self.use_up(g, owner)
        seat = owner.seat
        cards = all_cards_of(g, seat)
        if cards:
            await move_cards(g, cards, Zone.DISCARD, reason=self.id, by=seat)
        if owner.chained:
            owner.chained = False
            g.emit(E.Chain(seat=seat, chained=False))
        if not owner.face_up:
            await turn_over(g, seat)
        await draw(g, seat, 3, reason=self.id)
        await self.recover_to(g, owner, HP_AFTER)


SKILLS = (Niepan(),)
