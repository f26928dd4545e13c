"""仁德 (刘备, 国战): in your play phase, as often as you like, you may give any number of your
hand cards to another player; the first time in a play phase that the cards you have given in
that phase add up to three or more, you recover 1 HP."""

from __future__ import annotations

from ....engine.actions import give
from ....engine.health import recover
from ...skills.shu.rende import Rende as IdentityRende
from ...skills.shu.rende import given_this_phase

THRESHOLD = 3


class Rende(IdentityRende):
    """仁德 (国战): the heal comes with the third card given in a phase, not the second."""

    async def activate(self, g, owner, answer) -> None:
        before = given_this_phase(g, owner.seat)
        cards = list(answer.cards)
        await give(g, owner.seat, answer.targets[0], cards, reason=self.id)
        if before < THRESHOLD <= before + len(cards) and owner.alive:
            await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Rende(),)
