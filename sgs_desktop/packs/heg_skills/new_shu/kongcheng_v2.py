"""空城 (诸葛亮, new rules): 锁定技, while you have no hand cards you cannot be the target of 杀 or
决斗; and outside your turn, cards another player gives you while you have no other hand card go
onto your general instead (琴, face up); at the start of your draw phase you take every 琴."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import move_cards
from ....engine.state import ALL_SEATS, Zone
from ...skills.shu.kongcheng import Kongcheng

PILE_NAME = "kongcheng_v2"      # (琴: its cards read as 空城's)


class KongchengV2(Kongcheng):
    """空城 (新版): a card "given" is one that reaches his hand from another player's hand or
    equipment outside his turn; it is set aside as soon as it arrives (移动后), when it is all his
    hand holds."""

    id = "kongcheng_v2"
    timings = (T.CARDS_MOVED, T.PHASE_START)
    phases = ("draw",)

    def _given(self, g, owner, data: T.MoveData) -> list[int]:
        ids: list[int] = []
        for cards, src, src_owner, dst, dst_owner in data.moves:
            if dst == Zone.HAND and dst_owner == owner.seat and src in (Zone.HAND, Zone.EQUIP) \
                    and src_owner not in (-1, owner.seat):
                ids.extend(cards)
        return ids

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.PHASE_START:
            return data.seat == owner.seat and bool(owner.piles.get(PILE_NAME))
        turn = g.turn
        if turn is None or turn.seat == owner.seat or not owner.hand:
            return False
        given = self._given(g, owner, data)
        return bool(given) and all(c in given for c in owner.hand)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.PHASE_START:
            # (face-up cards to his hand: everyone sees which)
            await move_cards(g, list(owner.piles[PILE_NAME]), Zone.HAND, owner.seat, reason=self.id, by=owner.seat,
                             vis=ALL_SEATS)
            return
        await move_cards(g, list(owner.hand), Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS,
                         pile=PILE_NAME)


SKILLS = (KongchengV2(),)
