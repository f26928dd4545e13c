"""制衡 (孙权): once per play phase, discard any number of your cards, then draw as many."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Playing
from ....engine.moves import draw, move_cards
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.state import Zone
from ..common import ActiveSkill
from ..play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Trade the hand cards worth least (under 4.5) for new ones (国战: at most max-HP cards)."""
    bad = [c for c in opt.cards if judge.value(c) < 4.5 and c in judge.view.hand]
    if opt.max_cards:
        bad = judge.cheapest(bad, opt.max_cards)
    return (3.5 + len(bad) * 0.3, use_of(opt, bad)) if bad else None


#: 制衡's play, shared by its 国战 version
PLAY_ZHIHENG = Playing(_play)


class Zhiheng(ActiveSkill):
    id = "zhiheng"
    play = PLAY_ZHIHENG

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        if not cards:
            return None
        return CardOption("", None, self.id, cards, 1, len(cards))

    async def activate(self, g, owner, answer) -> None:
        cards = list(answer.cards)
        await move_cards(g, cards, Zone.DISCARD, reason=self.id, by=owner.seat)
        await draw(g, owner.seat, len(cards), reason=self.id)


SKILLS = (Zhiheng(),)
