"""暴凌 (董卓, new rules: baoling_v2): 主将技, 限定技 — at the end of your play phase, if this general is shown
and you have a deputy general, you may remove the deputy, gain 3 max HP, recover 3 HP and gain
崩坏."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.skills.skill import Invoke
from ...skills.common import LimitedSkill
from ..qun.baoling import Baoling


class BaolingV2(LimitedSkill, Baoling):
    """暴凌 (新版): once a game, and only if you choose."""

    id = "baoling_v2"
    compulsory = False
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return self.unused(owner) and super().can_trigger(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        self.use_up(g, owner)
        await super().effect(g, owner, timing, data, choice)


SKILLS = (BaolingV2(),)
