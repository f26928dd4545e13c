"""凿险 (邓艾, 觉醒技): at the start of your start phase, if three or more 田 lie on your general,
you lose 1 max HP and gain 急袭. It wakes once per game."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, change_max_hp, set_mark
from ....engine.skills.skill import Skill
from .tuntian import fields

#: how many 田 wake 凿险
WAKES_AT = 3


class Zaoxian(Skill):
    """凿险: three 田 or more: −1 max HP, gain 急袭."""

    id = "zaoxian"
    own_phases_only = True
    compulsory = True
    wake = True
    timings = (T.PHASE_START,)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "start" and owner.alive
                and not owner.marks.get(self.id) and len(fields(owner)) >= WAKES_AT)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        from .. import skill  # the registry imports this module: look it up when waking

        set_mark(g, owner, self.id, 1)
        await change_max_hp(g, owner.seat, -1)
        if owner.alive:
            acquire_skill(g, owner.seat, skill("jixi"))


SKILLS = (Zaoxian(),)
