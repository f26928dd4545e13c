"""若愚 (刘禅, 主公技, 觉醒技): at the start of your start phase, if no one's HP is lower than yours,
you gain 1 max HP, recover 1 HP and gain 激将. Once per game."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, change_max_hp, set_mark
from ....engine.health import recover
from ..common import AwakeningSkill, lowest_hp


class Ruoyu(AwakeningSkill):
    id = "ruoyu"
    own_phases_only = True
    lord = True
    compulsory = True
    wake = True
    timings = (T.PHASE_START,)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive
                and not self.woken(owner) and lowest_hp(g, owner.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        from .. import skill as registered  # the registry imports this module: look it up lazily

        set_mark(g, owner, self.id, 1)
        await change_max_hp(g, owner.seat, 1)
        await recover(g, owner.seat, 1, source=owner.seat)
        acquire_skill(g, owner.seat, registered("jijiang"))


SKILLS = (Ruoyu(),)
