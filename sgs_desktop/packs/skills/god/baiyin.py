"""拜印 (神司马懿, 觉醒技): at the start of your start phase (准备阶段), if you have four or more 忍
marks, you lose 1 max HP and gain 极略. It wakes once a game (the mark `baiyin` says it woke)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, change_max_hp, set_mark
from ....engine.skills.skill import Skill
from .renjie import ren

NEEDED = 4


class Baiyin(Skill):
    """拜印: with four 忍, wake: −1 max HP, gain 极略."""

    id = "baiyin"
    own_phases_only = True
    wake = True                 # 觉醒技
    compulsory = True
    timings = (T.PHASE_START,)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive
                and ren(owner) >= NEEDED and not owner.marks.get(self.id))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        from .. import skill  # the registry imports this module: look 极略 up when waking

        set_mark(g, owner, self.id, 1)
        await change_max_hp(g, owner.seat, -1)
        if owner.alive:
            acquire_skill(g, owner.seat, skill("jilue"))


SKILLS = (Baiyin(),)
