"""铁骑 (马超): after your 杀 targets a player, you may judge; if the result is red, that player
cannot use 闪 against this 杀."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, JudgeResult
from ....engine.cards import CLUB, RED, SPADE
from ....engine.judging import judge
from ....engine.skills.skill import Invoke, Skill


class Tieji(Skill):
    id = "tieji"
    timings = (T.TARGETED,)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(SPADE, CLUB))      # red: no 闪 for the target

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        return (use.user == owner.seat and owner.alive and use.card.name == "slash"
                and data.target not in use.cancelled and g.players[data.target].alive)

    def succeeds(self, g, owner, card) -> bool:
        """Does the judge card keep the target from using 闪? (red)"""
        return card.color == RED

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        result = await judge(g, owner.seat, self.id)
        if self.succeeds(g, owner, g.cards[result.card]):
            data.use.no_jink.add(data.target)
            g.emit(E.NoJink(seat=data.target, skill=self.id))


SKILLS = (Tieji(),)
