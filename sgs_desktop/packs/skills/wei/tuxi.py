"""突袭 (张辽): in your draw phase you may, instead of drawing, take one hand card (face down) from
each of one or two other players."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, HARMS, OWNER_LOSES
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Lookahead, Skill

#: 突袭: one or two players to take a hand card from
ASK_TUXI_TARGETS = PromptSpec("tuxi_targets", ai=HARMS)
ASK_TUXI_TAKE = PromptSpec("tuxi_take", Arg("victim", SEAT), ai=OWNER_LOSES)


class Tuxi(Skill):
    id = "tuxi"
    own_phases_only = True
    timings = (T.DRAW_PHASE,)
    invoke = Invoke(ai=ALWAYS)
    lookahead = (Lookahead("draw"),)    # 困难 looks ahead: two of theirs or two from the pile

    @staticmethod
    def _victims(g, owner) -> list[int]:
        return [s for s in g.others(owner.seat) if g.players[s].hand]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not data.prevented and bool(self._victims(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        victims = self._victims(g, owner)
        if len(victims) == 1:
            return victims
        seats = await g.choose_seats(owner.seat, victims, 1, 2, ASK_TUXI_TARGETS())
        return g.seat_order(seats, owner.seat)

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.prevented = True
        for seat in choice:
            if not g.players[seat].hand:
                continue
            cid = await g.pick_card(owner.seat, seat, "h", ASK_TUXI_TAKE(seat))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (Tuxi(),)
