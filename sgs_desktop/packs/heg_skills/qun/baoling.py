"""暴凌 (董卓): 主将技, 锁定技 — at the end of your play phase, if this general is shown and you
have a deputy general, you remove the deputy (移除), gain 3 max HP, recover 3 HP and gain 崩坏."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, change_max_hp
from ....engine.health import recover
from ....engine.skills.skill import Skill
from ...skills import SKILLS as IDENTITY_SKILLS
from ..position import as_head, has_deputy

GAIN = 3


class Baoling(Skill):
    """暴凌: the deputy goes; three max HP, three HP and 崩坏 come."""

    id = "baoling"
    compulsory = True
    timings = (T.PHASE_END,)
    phases = ("play",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat == owner.seat and data.phase == "play" and owner.alive
                and self.id not in owner.hidden_skills and as_head(g, owner, self.id) and has_deputy(owner))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await g.rules.remove_general(g, owner, 1, reason=self.id)
        await change_max_hp(g, owner.seat, GAIN)
        if owner.alive:
            await recover(g, owner.seat, GAIN, source=owner.seat)
        benghuai = IDENTITY_SKILLS["benghuai"]
        if owner.alive and benghuai not in owner.skills:
            acquire_skill(g, owner.seat, benghuai)


SKILLS = (Baoling(),)
