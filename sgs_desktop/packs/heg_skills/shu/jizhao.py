"""激诏 (刘备（君）): 限定技, when you are dying you may draw until your hand holds as many cards as
your HP limit, then recover to 2 HP; you lose 授钺 and gain 仁德 (the rules profile's 仁德)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import acquire_skill, lose_skill
from ....engine.moves import draw
from ...skills.common import DyingLimitedSkill

HP_AFTER = 2
#: the 仁德 gained, by rules profile (新版国战: rende_v2)
RENDE = {"old": "rende", "new": "rende_v2"}


class Jizhao(DyingLimitedSkill):
    """激诏: a limited skill, remembered by its mark while it is unused."""

    id = "jizhao"

    async def effect(self, g, owner, timing: T.Timing, data: T.DyingData, choice: Any) -> None:
        from .. import heg_skill
        self.use_up(g, owner)
        seat = owner.seat
        short = owner.max_hp - len(owner.hand)
        if short > 0:
            await draw(g, seat, short, reason=self.id)
        await self.recover_to(g, owner, HP_AFTER)
        held = next((sk for sk in owner.skills if sk.id == "shouyue"), None)
        if held is not None:
            lose_skill(g, seat, held)
        acquire_skill(g, seat, heg_skill(RENDE[getattr(g.rules, "profile_name", "old")]))


SKILLS = (Jizhao(),)
