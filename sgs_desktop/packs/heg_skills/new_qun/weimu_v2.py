"""帷幕 (贾诩, new rules): 锁定技, you cannot be the target of a black ordinary trick card; and a
black delayed trick put into your judge area (used on you, moved there, or a 闪电 passing on)
goes to the discard pile instead."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.cards import BLACK
from ....engine.moves import move_cards
from ....engine.state import Zone
from ..new_wu.qianxun_v2 import arrived_in_judge_area
from ..qun.weimu import Weimu


class WeimuV2(Weimu):
    """帷幕: black ordinary tricks cannot target you (帷幕's own modifier); black delayed ones are
    discarded."""

    id = "weimu_v2"
    delayed_too = False
    timings = (T.CARDS_MOVED,)

    def _black_delayed(self, g, owner, data: T.MoveData) -> list[int]:
        return arrived_in_judge_area(g, data, owner.seat, lambda c: g.cards[c].color == BLACK)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and bool(self._black_delayed(g, owner, data))

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        await move_cards(g, self._black_delayed(g, owner, data), Zone.DISCARD, reason=self.id)


SKILLS = (WeimuV2(),)
