"""崩坏 (董卓): 锁定技, at the start of your finish phase, unless your HP is the lowest (or tied
for the lowest), you lose 1 HP or 1 max HP (your choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import change_max_hp
from ....engine.advice import Custom
from ....engine.health import lose_hp
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill
from ..common import lowest_hp

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

LOSE_HP, LOSE_MAX_HP = "lose_hp", "lose_max_hp"


def _benghuai_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Lose max HP once already hurt (or low): the lost HP is gone anyway; else lose HP."""
    me = judge.my
    return Choose(LOSE_MAX_HP if me.max_hp - me.hp >= 1 or me.hp <= 2 else LOSE_HP)


ASK_BENGHUAI = PromptSpec("benghuai", ai=Custom(_benghuai_ai))


class Benghuai(Skill):
    id = "benghuai"
    own_phases_only = True
    compulsory = True
    timings = (T.PHASE_START,)
    phases = ("finish",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "finish" and owner.alive
                and not lowest_hp(g, owner.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        which = await g.choose_option(owner.seat, (LOSE_HP, LOSE_MAX_HP), ASK_BENGHUAI())
        if which == LOSE_HP:
            await lose_hp(g, owner.seat, 1)
        else:
            await change_max_hp(g, owner.seat, -1)


SKILLS = (Benghuai(),)
