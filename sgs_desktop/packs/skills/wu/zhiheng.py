"""制衡 (孙权): once per play phase, discard any number of your cards, then draw as many."""

from __future__ import annotations

from ....engine.moves import DISCARD, draw, move_cards
from ....engine.protocol import CardOption
from ..common import ActiveSkill


class Zhiheng(ActiveSkill):
    id = "zhiheng"

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        if not cards:
            return None
        return CardOption("", None, self.id, cards, 1, len(cards))

    async def activate(self, g, owner, answer) -> None:
        cards = list(answer.cards)
        await move_cards(g, cards, DISCARD, reason=self.id, by=owner.seat)
        await draw(g, owner.seat, len(cards), reason=self.id)


SKILLS = (Zhiheng(),)
