"""红颜 (小乔, 风): 锁定技, your ♠ cards count as ♥ cards.

Ruling (docs/rulings.md, 风): the cards in your hand and areas, whenever a rule reads their suit
for you (天香's ♥), and the judge card of your own judgements (a ♠ judged for your 乐不思蜀 counts
as ♥; 闪电 never strikes you on a ♠); not a card once it has left you (the discard pile's ♠ is ♠)."""

from __future__ import annotations

from typing import Any

from ....engine.cards import HEART, SPADE
from ....engine.skills.skill import CARD_SUIT, Skill


class Hongyan(Skill):
    """红颜: ♠ reads as ♥ for 小乔 (the engine asks through `cards.suit_of`)."""

    id = "hongyan"
    compulsory = True
    modifies_owner_only = True
    modifies = (CARD_SUIT,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        player, _card = args
        return HEART if player is owner and value == SPADE else value


SKILLS = (Hongyan(),)
