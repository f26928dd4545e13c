"""突袭 (张辽, new rules): in your draw phase you may draw X fewer cards (X at least 1, at most the
cards you would draw) to take one hand card (face down) from each of X other players."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import HARMS, OWNER_LOSES
from ....engine.moves import obtain
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill

#: 突袭 (new rules): up to `most` players to take a hand card from (each one drawn fewer)
ASK_TUXI_V2_TARGETS = PromptSpec("tuxi_v2_targets", Arg("most", NUMBER), ai=HARMS)
ASK_TUXI_V2_TAKE = PromptSpec("tuxi_v2_take", Arg("victim", SEAT), ai=OWNER_LOSES)


class TuxiV2(Skill):
    """突袭 (新版): the number of players sets how many fewer cards are drawn (no "invoke?" of its
    own: choosing nobody declines)."""

    id = "tuxi_v2"
    timings = (T.DRAW_PHASE,)

    @staticmethod
    def _victims(g, owner) -> list[int]:
        return [s for s in g.others(owner.seat) if g.players[s].hand]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return (data.seat == owner.seat and owner.alive and not data.prevented and data.count > 0
                and bool(self._victims(g, owner)))

    async def cost(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> Any:
        victims = self._victims(g, owner)
        most = min(data.count, len(victims))
        seats = await g.choose_seats(owner.seat, victims, 0, most, ASK_TUXI_V2_TARGETS(most))
        return g.seat_order(seats, owner.seat) or None

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.count -= len(choice)
        for seat in choice:
            if not g.players[seat].hand or not owner.alive:
                continue
            cid = await g.pick_card(owner.seat, seat, "h", ASK_TUXI_V2_TAKE(seat))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (TuxiV2(),)
