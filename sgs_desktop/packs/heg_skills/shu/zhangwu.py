"""章武 (刘备（君）): 锁定技. After 【飞龙夺凤】 enters the discard pile or another player's equipment
area, you take it (获得). Before you lose 【飞龙夺凤】 other than by using it (非因使用: discarded,
taken, replaced, played), the place it was moving to becomes the bottom of the draw pile
("失去【飞龙夺凤】前，将此牌移动的目标区域改为牌堆底"): it goes there shown, never reaching the discard
pile or another's hand; then you draw two cards.

The change of destination is a move modifier (engine.moves.DIVERT_TO_BOTTOM, its move logged as
`zhangwu_bottom`); the two cards are drawn after the move (移动后)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import DIVERT_TO_BOTTOM, draw, obtain
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from ...hegemony.lord_equipment import DRAGON_PHOENIX

#: moves that lose a card by using it (使用): into the processing area, an equipment into its slot
USE_REASONS = ("use", "equip", "place_delayed")
LOST, TAKE = "lost", "take"
#: the reason the diverted card's move is logged with ("章武：改为置于牌堆底")
BOTTOM = "zhangwu_bottom"


def _dragon_phoenix(g, ids: tuple[int, ...]) -> list[int]:
    return [c for c in ids if g.cards[c].key == DRAGON_PHOENIX]


class Zhangwu(Skill):
    id = "zhangwu"
    compulsory = True
    timings = (T.CARDS_MOVED,)
    modifies = (DIVERT_TO_BOTTOM,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        """失去前: 飞龙夺凤 leaving the owner's hand or equipment other than by use goes to the
        bottom of the draw pile instead."""
        cards, to_zone, to_owner, reason = args
        if not owner.alive or reason in USE_REASONS or (to_zone in (Zone.HAND, Zone.EQUIP) and to_owner == owner.seat):
            return value
        mine = [c for c in _dragon_phoenix(g, tuple(cards))
                if g.zone_of[c] in (Zone.HAND, Zone.EQUIP) and g.owner_of[c] == owner.seat]
        return (*value, *((c, BOTTOM) for c in mine)) if mine else value

    def _what(self, g, owner, data: T.MoveData) -> tuple[str, list[int]] | None:
        lost: list[int] = []
        taken: list[int] = []
        for ids, src, src_owner, dst, dst_owner in data.moves:
            found = _dragon_phoenix(g, ids)
            if not found:
                continue
            mine_before = src in (Zone.HAND, Zone.EQUIP) and src_owner == owner.seat
            mine_after = dst in (Zone.HAND, Zone.EQUIP) and dst_owner == owner.seat
            if mine_before and dst == Zone.DRAW and data.reason not in USE_REASONS:
                lost += [c for c in found if g.zone_of[c] == Zone.DRAW]      # (diverted: at the bottom now)
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
        elif owner.alive:
            await draw(g, owner.seat, 2, reason=self.id)


SKILLS = (Zhangwu(),)
