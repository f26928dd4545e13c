"""守成 (蒋琬＆费祎): after a player of your kingdom (you too) loses the last card of its hand
outside its own turn, you may let it draw one card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import IfFriend
from ....engine.kingdoms import same_kingdom
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


class Shoucheng(Skill):
    """守成: an ally emptied of hand cards outside its turn draws one."""

    id = "shoucheng"
    timings = (T.CARDS_MOVED,)
    invoke = Invoke(Arg("target", SEAT), ai=IfFriend(0))

    @staticmethod
    def _emptied(g, owner, data: T.MoveData) -> list[int]:
        seats: list[int] = []
        for _cards, src, src_owner, _dst, dst_owner in data.moves:
            if src != Zone.HAND or src_owner < 0 or src_owner == dst_owner or src_owner in seats:
                continue
            p = g.players[src_owner]
            if p.alive and not p.hand and src_owner != g.current and same_kingdom(p, owner):
                seats.append(src_owner)
        return seats

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and bool(self._emptied(g, owner, data))

    async def cost(self, g, owner, timing: T.Timing, data: T.MoveData) -> Any:
        chosen = [s for s in self._emptied(g, owner, data)
                  if await g.ask_yes_no(owner.seat, self.invoke_prompt(s))]
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        for seat in g.alive_seats():
            if seat in choice:
                await draw(g, seat, 1, reason=self.id)


SKILLS = (Shoucheng(),)
