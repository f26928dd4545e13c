"""倾城 (邹氏, new rules): in your play phase you may discard a black card (hand or equipment) and
choose another player whose two generals are both shown: you choose one of them and it is turned
face down (暗置). If the discarded card was an equipment card, you may then do the same to another
such player."""

from __future__ import annotations

from ....engine.advice import HARMS
from ....engine.cards import BLACK, EQUIP, color_of
from ....engine.moves import move_cards
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Use
from ....engine.state import Zone
from ..qun.qingcheng import Qingcheng

#: 倾城 (an equipment card was discarded): another player to turn a general face down (or none)
ASK_QINGCHENGV2_AGAIN = PromptSpec("qingchengv2_again", ai=HARMS)


class QingchengV2(Qingcheng):
    """倾城: a black card turns a general face down (倾城's choice of players and of the general);
    an equipment card, maybe a second."""

    id = "qingcheng_v2"

    def card_ok(self, g, owner, card) -> bool:
        return color_of(g, owner, card) == BLACK

    async def activate(self, g, owner, answer: Use) -> None:
        (target,) = answer.targets
        (cid,) = answer.cards
        equipment = g.cards[cid].type == EQUIP
        await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=owner.seat)
        await self._hide(g, owner, target)
        if not equipment or not owner.alive:
            return
        more = self._shown_others(g, owner, but=(target,))
        if not more:
            return
        chosen = await g.choose_seats(owner.seat, more, 0, 1, ASK_QINGCHENGV2_AGAIN())
        if chosen:
            await self._hide(g, owner, chosen[0])


SKILLS = (QingchengV2(),)
