"""结姻 (孙尚香): once per play phase, you may discard two hand cards and choose a wounded male
player: you and that player each recover 1 HP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Playing
from ....engine.health import recover
from ....engine.moves import move_cards
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import Zone
from ..common import ActiveSkill
from ..play_ai import heal_target, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Heal a hurt friend (and me) with two cheap cards."""
    t = heal_target(judge, opt)
    if t is None or t == judge.me or len(opt.cards) < 2:
        return None
    cards = judge.cheapest(opt.cards, opt.min_cards)
    if sum(judge.value(c) for c in cards) > 13:
        return None
    return 5.0, use_of(opt, cards, [t])


class Jieyin(ActiveSkill):
    """结姻: two hand cards for 1 HP each, you and a wounded man."""

    id = "jieyin"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if len(owner.hand) < 2:
            return None
        seats = tuple(s for s in g.others(owner.seat)
                      if g.players[s].gender == "male" and g.players[s].wounded)
        if not seats:
            return None
        return CardOption("", None, self.id, tuple(owner.hand), 2, 2, TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        target = answer.targets[0]
        await move_cards(g, list(answer.cards), Zone.DISCARD, reason=self.id, by=owner.seat)
        await recover(g, owner.seat, 1, source=owner.seat)
        await recover(g, target, 1, source=owner.seat)


SKILLS = (Jieyin(),)
