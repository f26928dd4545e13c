"""仁德 (刘备): in your play phase, any number of times, you may give any number of your hand
cards to another player; when the cards you have given this phase reach two, you recover 1 HP
(once per phase)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.actions import give
from ....engine.advice import Playing
from ....engine.health import recover
from ....engine.history import moved_this_phase
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ..common import ActiveSkill
from ..play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

_THRESHOLD = 2


def given_this_phase(g, seat: int, skill_id: str = "rende") -> int:
    """How many cards `seat` has given with 仁德 (`skill_id`) since its current phase began (its
    history)."""
    return sum(len(m.cards) for m in moved_this_phase(g, seat) if m.reason == skill_id and m.src_owner == seat)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Give the cheapest cards to the friend with the fewest: what is over my HP, or two when hurt."""
    friends = [s for s in judge.friends(0.4) if s in (opt.targets.seats if opt.targets else ())]
    if not friends:
        return None
    friend = min(friends, key=lambda s: (judge.p(s).hand_count, s))
    excess = len(judge.view.hand) - judge.my.hp
    wounded = judge.my.hp < judge.my.max_hp
    n = max(excess, 2 if wounded and len(judge.view.hand) >= 2 else 0)
    n = min(n, len(opt.cards))
    if n <= 0:
        return None
    return 4.0, use_of(opt, judge.cheapest(opt.cards, n), [friend])


class Rende(ActiveSkill):
    id = "rende"
    play = Playing(_play)
    per_phase = None
    #: how many cards given in a phase bring the reward (once a phase)
    threshold = _THRESHOLD

    def option(self, g, owner) -> CardOption | None:
        others = g.others(owner.seat)
        if not owner.hand or not others:
            return None
        hand = tuple(owner.hand)
        return CardOption("", None, self.id, hand, 1, len(hand), TargetSpec(tuple(others), 1, 1))

    async def activate(self, g, owner, answer) -> None:
        before = given_this_phase(g, owner.seat, self.id)
        cards = list(answer.cards)
        await give(g, owner.seat, answer.targets[0], cards, reason=self.id)
        if before < self.threshold <= before + len(cards) and owner.alive:
            await self.reward(g, owner)

    async def reward(self, g, owner) -> None:
        """What the cards given reaching the threshold bring: 1 HP recovered."""
        await recover(g, owner.seat, 1, source=owner.seat)


SKILLS = (Rende(),)
