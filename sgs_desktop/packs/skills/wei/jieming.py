"""节命 (荀彧): each time you take 1 damage (once per point), you may choose a player (yourself
too): it draws until it holds as many hand cards as its max HP (counting at most 5). A player who
already holds that many is not offered. (The same rule on the identity card of 神话再临·火 and in
国战: one skill serves both.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose, Seats
from ....engine.skills.skill import Invoke, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest, SeatsRequest

CAP = 5


def shortfall(p) -> int:
    return min(p.max_hp, CAP) - len(p.hand)


def _draws(judge: AdvisedSeat, seat: int) -> int:
    p = judge.p(seat)
    return min(p.max_hp, CAP) - p.hand_count


def _invoke_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Yes while I or a friend would draw."""
    helped = [s for s in judge.alive() if (s == judge.me or judge.att(s) > 0.3) and _draws(judge, s) > 0]
    return Choose("yes" if helped else "no")


def _target_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats:
    """The friend (myself included) who draws the most; myself on a tie, then the lower seat.
    With no friend offered, whoever draws the least, an enemy last."""
    def draws(s: int) -> int:
        return _draws(judge, s)
    friends = [s for s in req.seats if s == judge.me or judge.att(s) > 0.3]
    if friends:
        return Seats((max(friends, key=lambda s: (draws(s), s == judge.me, -s)),))
    return Seats((min(req.seats, key=lambda s: (draws(s), judge.att(s) < -0.2, s)),))


#: 节命: who draws up to its max HP (at most five)
ASK_JIEMING_TARGET = PromptSpec("jieming_target", ai=Custom(_target_ai))


class Jieming(Skill):
    id = "jieming"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=Custom(_invoke_ai))

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
