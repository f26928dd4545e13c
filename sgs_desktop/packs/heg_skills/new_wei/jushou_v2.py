"""据守 (曹仁, new rules): at the start of your finish phase you may draw X cards (X = the number
of kingdoms on the table); then you discard one hand card that is not equipment, or use one
equipment card from your hand; if X is more than 2, you turn your general face down."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import CHEAPEST
from ....engine.cards import EQUIP
from ....engine.kingdoms import kingdom_key
from ....engine.moves import discard, draw
from ....engine.prompts import PromptSpec
from ....engine.usecard import use_card
from ..wei.jushou import Jushou

#: 据守 (new rules): a hand card to discard, or an equipment card to use
ASK_JUSHOU_V2 = PromptSpec("jushou_v2", ai=CHEAPEST)


def kingdoms_on_table(g) -> int:
    """势力数: the kingdoms of the living players (each 野心家 is one); a face-down player has none."""
    return len({k for p in g.players if p.alive and (k := kingdom_key(p)) is not None})


class JushouV2(Jushou):
    """据守 (新版): 据守's moment, another effect. "势力数" counts the living players' shown
    kingdoms as the skill is used."""

    id = "jushou_v2"

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        x = kingdoms_on_table(g)         # (after the show that using a face-down 曹仁 makes)
        await draw(g, owner.seat, x, reason=self.id)
        if not owner.alive:
            return
        if owner.hand:
            (cid,) = await g.choose_cards(owner.seat, owner.hand, 1, 1, ASK_JUSHOU_V2())
            card = g.cards[cid]
            if card.type == EQUIP:
                await use_card(g, owner.seat, card, [owner.seat])
            else:
                await discard(g, owner.seat, [cid], reason=self.id)
        if owner.alive and x > 2:
            await turn_over(g, owner.seat)


SKILLS = (JushouV2(),)
