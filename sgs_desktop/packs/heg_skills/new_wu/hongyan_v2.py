"""红颜 (小乔, new rules): 锁定技, your ♠ cards count as ♥ (as before); and while your equipment
area holds a ♥ card (a ♠ one counts), your hand limit is increased by 1."""

from __future__ import annotations

from typing import Any

from ....engine.cards import HEART, SPADE, suit_of
from ....engine.skills import CARD_SUIT, MAX_HAND, Skill


class HongyanV2(Skill):
    """红颜: ♠ reads as ♥ (the engine asks through `cards.suit_of`); a ♥ in your equipment area,
    one more card kept."""

    id = "hongyan_v2"
    compulsory = True
    modifies = (CARD_SUIT, MAX_HAND)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        if kind == CARD_SUIT:
            player, _card = args
            return HEART if player is owner and value == SPADE else value
        if args[0] is not owner:
            return value
        cards = g.cards
        return value + 1 if any(suit_of(g, owner, cards[c]) == HEART for c in owner.equip_ids()) else value


SKILLS = (HongyanV2(),)
