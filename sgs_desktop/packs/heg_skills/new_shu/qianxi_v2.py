"""潜袭 (马岱, new rules): at the start of your start phase you may draw one card, then discard one
card; then you choose a player at distance 1: this turn they cannot use or play hand cards of the
discarded card's colour."""

from __future__ import annotations

from ....engine.advice import CHEAPEST
from ....engine.moves import discard, draw
from ....engine.prompts import PromptSpec
from ..shu.qianxi import Qianxi

#: 潜袭 (new rules): the card to discard (its colour is the one locked)
ASK_QIANXI_V2_DISCARD = PromptSpec("qianxi_v2_discard", ai=CHEAPEST)


class QianxiV2(Qianxi):
    """潜袭 (新版): draw one, discard one, lock its colour."""

    id = "qianxi_v2"

    async def color(self, g, owner) -> str | None:
        await draw(g, owner.seat, 1, reason=self.id)
        cards = owner.hand + owner.equip_ids()
        if not owner.alive or not cards:
            return None
        (cid,) = await g.choose_cards(owner.seat, cards, 1, 1, ASK_QIANXI_V2_DISCARD())
        color = g.cards[cid].color
        await discard(g, owner.seat, [cid], reason=self.id)
        return color


SKILLS = (QianxiV2(),)
