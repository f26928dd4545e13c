"""谦逊 (陆逊, new rules): 锁定技, you cannot be the target of 顺手牵羊; and a 乐不思蜀 put into your
judge area (used on you, or moved there) goes to the discard pile instead."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import move_cards
from ....engine.state import Zone
from ...skills.wu.qianxun import Qianxun


def arrived_in_judge_area(g, data: T.MoveData, seat: int, keep) -> list[int]:
    """The cards of this move that came into `seat`'s judge area and are still there, those for
    which `keep(card id)` holds."""
    p = g.players[seat]
    out: list[int] = []
    for ids, _src, _src_owner, dst, dst_owner in data.moves:
        if dst == Zone.JUDGE and dst_owner == seat:
            out.extend(c for c in ids if c in p.judge and keep(c))
    return out


class QianxunV2(Qianxun):
    """谦逊: never a target of 顺手牵羊 (谦逊's own modifier); a 乐不思蜀 meant for you is discarded."""

    id = "qianxun_v2"
    shunned = ("snatch",)
    timings = (T.CARDS_MOVED,)

    def _indulgences(self, g, owner, data: T.MoveData) -> list[int]:
        return arrived_in_judge_area(g, data, owner.seat,
                                     lambda c: owner.judge_as.get(c, g.cards[c].key) == "indulgence")

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and bool(self._indulgences(g, owner, data))

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        await move_cards(g, self._indulgences(g, owner, data), Zone.DISCARD, reason=self.id)


SKILLS = (QianxunV2(),)
