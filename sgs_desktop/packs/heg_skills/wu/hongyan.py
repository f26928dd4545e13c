"""红颜 (小乔): 锁定技, your ♠ cards count as ♥ — the cards in your areas when a rule reads their
suit for you (天香's ♥, 度势's red), and the judge card of your own judgements (乐不思蜀 judged
♠ counts as ♥; a ♠ judgement never strikes you with 闪电)."""

from __future__ import annotations

from typing import Any, ClassVar

from ....engine.cards import HEART, SPADE
from ....engine.skills.skill import CARD_SUIT, Skill


class Hongyan(Skill):
    """红颜: ♠ reads as ♥ (the engine asks through `cards.suit_of`)."""

    id = "hongyan"
    compulsory = True
    modifies_owner_only = True
    modifies: ClassVar[tuple[str, ...]] = (CARD_SUIT,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        player, _card = args
        return HEART if player is owner and value == SPADE else value


SKILLS = (Hongyan(),)
