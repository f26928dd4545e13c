"""礼让 (孔融): when cards of yours (hand or equipped) go to the discard pile because they are
discarded — by you or by anyone else — you may give any of them to other players, shared out as you
like. (Recasting and an equipment card replaced by a new one are not discards.)"""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import give
from ....engine.advice import CHEAPEST, HELPS
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.state import Zone

NOT_DISCARDS = frozenset({"recast", "replace_equip", "setup"})


#: 礼让: which of the `count` discarded cards to give away, then to whom
ASK_LIRANG = PromptSpec("lirang", Arg("count", NUMBER), ai=CHEAPEST)
ASK_LIRANG_TO = PromptSpec("lirang_to", Arg("count", NUMBER), ai=HELPS)


class Lirang(Skill):
    id = "lirang"
    own_moves_only = True
    timings = (T.CARDS_MOVED,)

    @staticmethod
    def _cards(g, owner, data: T.MoveData) -> list[int]:
        if data.reason in NOT_DISCARDS:
            return []
        seat = owner.seat
        out: list[int] = []
        for ids, src, src_owner, dst, _dst_owner in data.moves:
            if dst == Zone.DISCARD and src in (Zone.HAND, Zone.EQUIP) and src_owner == seat:
                out.extend(c for c in ids if g.zone_of[c] == Zone.DISCARD)
        return out

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and bool(g.others(owner.seat)) and bool(self._cards(g, owner, data))

    async def _share(self, g, owner, cards: list[int]) -> tuple[list[int], int] | None:
        """Choose some of `cards` and who gets them; None: keep the rest where they are."""
        given = await g.choose_cards(owner.seat, cards, 0, len(cards), ASK_LIRANG(len(cards)))
        if not given:
            return None
        others = g.others(owner.seat)
        if len(others) == 1:
            return given, others[0]
        (to,) = await g.choose_seats(owner.seat, others, 1, 1, ASK_LIRANG_TO(len(given)))
        return given, to

    async def cost(self, g, owner, timing: T.Timing, data: T.MoveData) -> Any:
        return await self._share(g, owner, self._cards(g, owner, data))

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        pool = self._cards(g, owner, data)
        while choice is not None:
            given, to = choice
            await give(g, owner.seat, to, given, reason=self.id)
            pool = [c for c in pool if c not in given and g.zone_of[c] == Zone.DISCARD]
            if not pool or not owner.alive or not g.others(owner.seat):
                return
            choice = await self._share(g, owner, pool)


SKILLS = (Lirang(),)
