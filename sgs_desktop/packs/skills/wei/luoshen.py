"""洛神 (甄姬): at the start of your start phase (准备阶段), you may judge; while the result is black
you take the judge card once it has taken effect and may judge again. A red result ends it (that
card is discarded as usual)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, JudgeResult
from ....engine.cards import BLACK, DIAMOND, HEART
from ....engine.judging import judge
from ....engine.moves import obtain
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


class Luoshen(Skill):
    id = "luoshen"
    own_phases_only = True
    timings = (T.PHASE_START, T.JUDGE_DONE)
    phases = ("start",)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(HEART, DIAMOND), keeps_card=True)   # black: taken, judge again

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive or data.seat != owner.seat:
            return False
        if timing == T.PHASE_START:
            return data.phase == "start"
        # a black 洛神 judge card is taken once it has taken effect
        return (data.reason == self.id and g.zone_of[data.card] == Zone.PROCESSING
                and g.cards[data.card].color == BLACK)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.JUDGE_DONE:
            return True
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.JUDGE_DONE:
            await obtain(g, owner.seat, [data.card], reason=self.id, by=owner.seat)
            return
        while owner.alive:
            result = await judge(g, owner.seat, self.id)
            if g.cards[result.card].color != BLACK:
                return
            if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return
            g.note_skill(owner.seat, self.id)


SKILLS = (Luoshen(),)
