"""仁德 (刘备): in your play phase, any number of times, you may give any number of your hand
cards to another player; when the cards you have given this phase reach two, you recover 1 HP
(once per phase)."""

from __future__ import annotations

from ....engine.actions import give
from ....engine.health import recover
from ....engine.history import moved_this_phase
from ....engine.protocol import CardOption, TargetSpec
from ..common import ActiveSkill

_THRESHOLD = 2


def given_this_phase(g, seat: int) -> int:
    """How many cards `seat` has given with 仁德 since its current phase began (its history)."""
    return sum(len(m.cards) for m in moved_this_phase(g, seat) if m.reason == Rende.id and m.src_owner == seat)


class Rende(ActiveSkill):
    id = "rende"
    per_phase = None

    def option(self, g, owner) -> CardOption | None:
        others = g.others(owner.seat)
        if not owner.hand or not others:
            return None
        hand = tuple(owner.hand)
        return CardOption("", None, self.id, hand, 1, len(hand), TargetSpec(tuple(others), 1, 1))

    async def activate(self, g, owner, answer) -> None:
        before = given_this_phase(g, owner.seat)
        cards = list(answer.cards)
        await give(g, owner.seat, answer.targets[0], cards, reason=self.id)
        if before < _THRESHOLD <= before + len(cards) and owner.alive:
            await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Rende(),)
