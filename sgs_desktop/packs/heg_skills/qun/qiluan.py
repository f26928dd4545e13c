"""戚乱 (何太后): after any player's turn ends (回合结束后), if you killed a player during that
turn, you may draw three cards."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.history import killed_this_turn
from ....engine.moves import draw
from ....engine.skills.skill import Invoke, Skill


class Qiluan(Skill):
    """戚乱: three cards at the end of a turn in which you killed someone."""

    id = "qiluan"
    timings = (T.TURN_END,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return owner.alive and killed_this_turn(g, owner.seat)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, owner.seat, 3, reason=self.id)


SKILLS = (Qiluan(),)
