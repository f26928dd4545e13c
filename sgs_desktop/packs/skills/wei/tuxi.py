"""突袭 (张辽): in your draw phase you may, instead of drawing, take one hand card (face down) from
each of one or two other players."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import obtain
from ....engine.protocol import Prompt
from ....engine.skills import Skill


class Tuxi(Skill):
    id = "tuxi"
    timings = (T.DRAW_PHASE,)

    @staticmethod
    def _victims(g, owner) -> list[int]:
        return [s for s in g.others(owner.seat) if g.players[s].hand]

    def can_trigger(self, g, owner, timing: str, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not data.prevented and bool(self._victims(g, owner))

    async def cost(self, g, owner, timing: str, data: T.DrawPhaseData) -> Any:
        if not await g.ask_yes_no(owner.seat, Prompt("invoke", (self.id,))):
            return None
        victims = self._victims(g, owner)
        if len(victims) == 1:
            return victims
        seats = await g.choose_seats(owner.seat, victims, 1, 2, Prompt("tuxi_targets"), hint="harmful")
        return g.seat_order(seats, owner.seat)

    async def effect(self, g, owner, timing: str, data: T.DrawPhaseData, choice: Any) -> None:
        data.prevented = True
        for seat in choice:
            if not g.players[seat].hand:
                continue
            cid = await g.pick_card(owner.seat, seat, "h", Prompt("tuxi_take", (seat,)))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (Tuxi(),)
