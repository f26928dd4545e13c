"""章武 (刘备（君）): 锁定技. After 【飞龙夺凤】 enters the discard pile or another player's equipment
area, you take it (获得). When you lose 【飞龙夺凤】 other than by using it (非因使用: discarded,
taken, replaced, played), you show it, put it at the bottom of the draw pile, and draw two cards.

The loss is settled as the card arrives where it went (移动后: the card goes on from there to the
bottom of the pile, shown to all), so the first part never sees a card the second part moves."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.moves import draw, move_cards, obtain
from ....engine.skills.skill import Skill
from ....engine.state import ALL_SEATS, Zone
from ...hegemony.lord_equipment import DRAGON_PHOENIX

#: moves that lose a card by using it (使用): into the processing area, an equipment into its slot
USE_REASONS = ("use", "equip", "place_delayed")
LOST, TAKE = "lost", "take"


def _dragon_phoenix(g, ids: tuple[int, ...]) -> list[int]:
    return [c for c in ids if g.cards[c].key == DRAGON_PHOENIX]


class Zhangwu(Skill):
    id = "zhangwu"
    compulsory = True
    timings = (T.CARDS_MOVED,)

    def _what(self, g, owner, data: T.MoveData) -> tuple[str, list[int]] | None:
        lost: list[int] = []
        taken: list[int] = []
        for ids, src, src_owner, dst, dst_owner in data.moves:
            found = _dragon_phoenix(g, ids)
            if not found:
                continue
            mine_before = src in (Zone.HAND, Zone.EQUIP) and src_owner == owner.seat
            mine_after = dst in (Zone.HAND, Zone.EQUIP) and dst_owner == owner.seat
            if mine_before and not mine_after and data.reason not in USE_REASONS:
                lost += [c for c in found if g.zone_of[c] == dst]
            elif not mine_after and (dst == Zone.DISCARD or (dst == Zone.EQUIP and dst_owner != owner.seat)):
                taken += [c for c in found if g.zone_of[c] == dst]
        if lost:
            return LOST, lost
        if taken:
            return TAKE, taken
        return None

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and self._what(g, owner, data) is not None

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        what = self._what(g, owner, data)
        if what is None:
            return
        kind, cards = what
        if kind == TAKE:
            await obtain(g, owner.seat, cards, reason=self.id, by=owner.seat)
            return
        for c in cards:
            if g.zone_of[c] == Zone.HAND:                # (展示: a card gone into a hand is shown where it
                g.known[c] = ALL_SEATS              #  lies; anywhere else everyone sees it already)
                g.emit(E.Show(seat=g.owner_of[c], cards=(c,)))
        await move_cards(g, cards, Zone.DRAW, reason=self.id, bottom=True)     # (shown just now: the move itself
                                                                         #  is a count, as any into the pile)
        if owner.alive:
            await draw(g, owner.seat, 2, reason=self.id)


SKILLS = (Zhangwu(),)
