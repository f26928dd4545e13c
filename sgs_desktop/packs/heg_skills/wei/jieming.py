"""节命 (荀彧): each time you take 1 damage (once per point), you may choose a player: it draws
until it holds as many hand cards as its max HP (counting at most 5)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, HELPS
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Skill

CAP = 5


def shortfall(p) -> int:
    return min(p.max_hp, CAP) - len(p.hand)


#: 节命: who draws up to its max HP (at most five)
ASK_JIEMING_TARGET = PromptSpec("jieming_target", ai=HELPS)


class Jieming(Skill):
    id = "jieming"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)

    @staticmethod
    def _candidates(g, owner) -> list[int]:
        return [s for s in g.alive_seats(owner.seat) if shortfall(g.players[s]) > 0]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and data.amount > 0 and bool(self._candidates(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        # each point is its own "may": declining one does not give up the next
        for point in range(data.amount):
            if point > 0 and (not owner.alive or not self._candidates(g, owner)):
                return None
            if await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return await self._choose(g, owner), data.amount - point
        return None

    async def _choose(self, g, owner) -> int:
        cands = self._candidates(g, owner)
        if len(cands) == 1:
            return cands[0]
        (seat,) = await g.choose_seats(owner.seat, cands, 1, 1, ASK_JIEMING_TARGET())
        return seat

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        seat, points = choice
        await draw(g, seat, shortfall(g.players[seat]), reason=self.id)
        for _ in range(points - 1):
            if not owner.alive or not self._candidates(g, owner):
                return
            if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                continue
            g.note_skill(owner.seat, self.id)
            seat = await self._choose(g, owner)
            await draw(g, seat, shortfall(g.players[seat]), reason=self.id)

SKILLS = (Jieming(),)
