"""遗志 (姜维): 副将技 (this card holds half a 阴阳鱼 less as the deputy: packs.heg_seating). If your
head general has 观星, its X is 5; if it has not, you have 观星 yourself (X: living players, at
most 5). Only while 姜维 is your deputy general."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import JUDGEMENTS_FIRST
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.skills.skill import LOOK_COUNT
from ...skills.shu.guanxing import Guanxing
from ..position import as_deputy, as_head

#: 遗志 (as 观星): put the `count` cards back on top of the draw pile and/or at its bottom (its own
#: key: a 观星 question would name another seat's face-down 诸葛亮's skill)
ASK_YIZHI_ARRANGE = PromptSpec("yizhi_arrange", Arg("count", NUMBER), ai=JUDGEMENTS_FIRST)


class Yizhi(Guanxing):
    """遗志: 观星 of five cards, or 观星 for a head general without it."""

    id = "yizhi"
    own_phases_only = False         # (its tables are not among those tests/test_skill_hints.py plays)
    modifies = (LOOK_COUNT,)
    arrange = ASK_YIZHI_ARRANGE

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (as_deputy(g, owner, self.id) and not as_head(g, owner, "guanxing")
                and super().can_trigger(g, owner, timing, data))

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        player, skill_id = args
        if (player is owner and skill_id == "guanxing" and as_deputy(g, owner, self.id)
                and as_head(g, owner, "guanxing")):
            return 5
        return value


SKILLS = (Yizhi(),)
