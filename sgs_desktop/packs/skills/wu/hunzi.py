"""魂姿 (孙策, 觉醒技): at the start of your start phase, if your HP is 1, you lose 1 max HP and
gain 英姿 and 英魂. It wakes once per game."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, change_max_hp, set_mark
from ..common import AwakeningSkill


class Hunzi(AwakeningSkill):
    """魂姿: at 1 HP, wake: −1 max HP, gain 英姿 and 英魂."""

    id = "hunzi"
    own_phases_only = True
    compulsory = True
    wake = True
    timings = (T.PHASE_START,)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive and owner.hp == 1
                and not self.woken(owner))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        from .. import skill  # the registry imports this module: look it up when waking

        set_mark(g, owner, self.id, 1)
        await change_max_hp(g, owner.seat, -1)
        if owner.alive:
            acquire_skill(g, owner.seat, skill("yingzi"))
            acquire_skill(g, owner.seat, skill("yinghun"))


SKILLS = (Hunzi(),)
