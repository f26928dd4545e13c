"""制衡 (孙权, 国战): once per play phase, you may discard up to X of your cards (hand and/or
equipment; X = your max HP), then draw as many."""

from __future__ import annotations

from ....engine.moves import draw, move_cards
from ....engine.protocol.requests import CardOption
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.wu.zhiheng import PLAY_ZHIHENG


class Zhiheng(ActiveSkill):
    """制衡: at most max-HP cards."""

    id = "zhiheng"
    play = PLAY_ZHIHENG

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        most = min(len(cards), owner.max_hp)
        if most < 1:
            return None
        return CardOption("", None, self.id, cards, 1, most)

    async def activate(self, g, owner, answer) -> None:
        cards = list(answer.cards)
        await move_cards(g, cards, Zone.DISCARD, reason=self.id, by=owner.seat)
        if owner.alive:
            await draw(g, owner.seat, len(cards), reason=self.id)


SKILLS = (Zhiheng(),)
