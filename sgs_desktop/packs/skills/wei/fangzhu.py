"""放逐 (曹丕): after you take damage, you may choose another player: it draws X cards (X = the HP
you have lost) and turns its general over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import ALWAYS, HARMS, HELPS, Custom
from ....engine.moves import draw
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import SeatsRequest


def _fangzhu_target_ai(judge: AdvisedSeat, req: SeatsRequest) -> Advice:
    """Turn a face-down friend back up; otherwise an enemy loses its next turn."""
    return HELPS if any(not judge.p(s).face_up for s in judge.friends()) else HARMS


#: 放逐: who draws `count` cards and turns over
ASK_FANGZHU_TARGET = PromptSpec("fangzhu_target", Arg("count", NUMBER), ai=Custom(_fangzhu_target_ai))


class Fangzhu(Skill):
    id = "fangzhu"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and bool(g.others(owner.seat))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        others = g.others(owner.seat)
        if len(others) == 1:
            return others
        return await g.choose_seats(owner.seat, others, 1, 1, ASK_FANGZHU_TARGET(owner.max_hp - owner.hp))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        (target,) = choice
        await draw(g, target, owner.max_hp - owner.hp, reason=self.id)
        if g.players[target].alive:
            await turn_over(g, target)


SKILLS = (Fangzhu(),)
