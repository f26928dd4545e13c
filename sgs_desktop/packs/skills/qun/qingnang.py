"""青囊 (华佗): once per play phase, you may discard a hand card to let a wounded player (you
included) recover 1 HP."""

from __future__ import annotations

from ....engine.health import recover
from ....engine.moves import DISCARD, move_cards
from ....engine.protocol import CardOption, TargetSpec
from ..common import ActiveSkill


class Qingnang(ActiveSkill):
    id = "qingnang"

    def option(self, g, owner) -> CardOption | None:
        if not owner.hand:
            return None
        wounded = tuple(s for s in g.alive_seats(owner.seat) if g.players[s].wounded)
        if not wounded:
            return None
        return CardOption("", None, self.id, tuple(owner.hand), 1, 1, TargetSpec(wounded, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        await move_cards(g, list(answer.cards), DISCARD, reason=self.id, by=owner.seat)
        await recover(g, answer.targets[0], 1, source=owner.seat)


SKILLS = (Qingnang(),)
