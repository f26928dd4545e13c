"""青囊 (华佗): once per play phase, you may discard a hand card to let a wounded player (you
included) recover 1 HP."""

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
    """Heal myself or the friend most in need, with the cheapest card."""
    t = heal_target(judge, opt)
    if t is None:
        return None
    return 6.0, use_of(opt, judge.cheapest(opt.cards, opt.min_cards), [t])


class Qingnang(ActiveSkill):
    id = "qingnang"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if not owner.hand:
            return None
        wounded = tuple(s for s in g.alive_seats(owner.seat) if g.players[s].wounded)
        if not wounded:
            return None
        return CardOption("", None, self.id, tuple(owner.hand), 1, 1, TargetSpec(wounded, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        await move_cards(g, list(answer.cards), Zone.DISCARD, reason=self.id, by=owner.seat)
        await recover(g, answer.targets[0], 1, source=owner.seat)


SKILLS = (Qingnang(),)
