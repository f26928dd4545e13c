"""魂殇 (孙策): 副将技 — this general has half an 阴阳鱼 less as the deputy (generals.csv: its
notes); 锁定技, when your start phase begins, if your HP is 1, you have 英姿 and 英魂 this turn."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, lose_skill
from ....engine.skills.skill import Skill
from ..position import as_deputy

GIVEN = ("yingzi_sunce", "yinghun_sunce")


class Hunshang(Skill):
    """魂殇: at 1 HP, 英姿 and 英魂 for the turn (as the deputy only). It acts as the start phase
    begins (阶段开始前), so the 英魂 it gives may be used at that start phase's 开始时."""

    id = "hunshang"
    compulsory = True
    timings = (T.PHASE_BEGINNING, T.TURN_END)
    phases = ("start",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        if timing == T.TURN_END:
            return data.seat == owner.seat and g.skill_count(owner.seat, self.id) > 0
        return (data.seat == owner.seat and data.phase == "start" and owner.alive and owner.hp == 1
                and as_deputy(g, owner, self.id))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if timing == T.TURN_END:
            # the turn is over: the skills go back, not a use of 魂殇 (nothing to log as one)
            from .. import heg_skill
            for sid in GIVEN:
                lose_skill(g, owner.seat, heg_skill(sid))
            return None
        return True

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        from .. import heg_skill
        for sid in GIVEN:
            if not owner.has_skill(sid):
                acquire_skill(g, owner.seat, heg_skill(sid))


SKILLS = (Hunshang(),)
