"""雷击 (张角): when you use or play a 闪, you may have a player judge; if the result is ♠, you
deal that player 2 thunder damage."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, HARMS, JudgeResult
from ....engine.cards import SPADE, THUNDER
from ....engine.health import damage
from ....engine.judging import judge
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Skill

#: 雷击: who judges (a ♠ takes 2 thunder damage)
ASK_LEIJI_TARGET = PromptSpec("leiji_target", ai=HARMS)


class Leiji(Skill):
    id = "leiji"
    timings = (T.CARD_USING, T.CARD_PLAYED)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(SPADE,))           # ♠: the judged takes 2 thunder damage

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.CARD_USING:
            return data.user == owner.seat and data.card.name == "jink"
        return data.seat == owner.seat and data.card.name == "jink"

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        seats = g.alive_seats(owner.seat)
        return await g.choose_seats(owner.seat, seats, 1, 1, ASK_LEIJI_TARGET())

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        (target,) = choice
        if not g.players[target].alive:
            return
        result = await judge(g, target, self.id)
        if result.result.suit == SPADE:
            await damage(g, owner.seat, target, 2, THUNDER)


SKILLS = (Leiji(),)
