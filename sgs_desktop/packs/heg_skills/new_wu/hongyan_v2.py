"""红颜 (小乔, new rules): 锁定技, your ♠ cards count as ♥ (as before); and while your equipment
area holds a ♥ card (a ♠ one counts), your hand limit is increased by 1."""

from __future__ import annotations

from typing import Any

from ....engine.cards import HEART, suit_of
from ....engine.skills.skill import CARD_SUIT, MAX_HAND
from ..wu.hongyan import Hongyan


class HongyanV2(Hongyan):
    """红颜: ♠ reads as ♥ (红颜's own modifier); a ♥ in your equipment area, one more card kept."""

    id = "hongyan_v2"
    modifies = (CARD_SUIT, MAX_HAND)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        if kind == CARD_SUIT:
            return super().modify(g, owner, kind, value, *args)
        if args[0] is not owner:
            return value
        cards = g.cards
        return value + 1 if any(suit_of(g, owner, cards[c]) == HEART for c in owner.equip_ids()) else value


SKILLS = (HongyanV2(),)
