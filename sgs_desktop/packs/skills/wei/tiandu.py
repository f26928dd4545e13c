"""天妒 (郭嘉): after one of your own judgements takes effect, you may take the judge card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import obtain
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


class Tiandu(Skill):
    id = "tiandu"
    timings = (T.JUDGE_DONE,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.JudgeData) -> bool:
        return data.seat == owner.seat and owner.alive and g.zone_of[data.card] == Zone.PROCESSING

    async def effect(self, g, owner, timing: T.Timing, data: T.JudgeData, choice: Any) -> None:
        await obtain(g, owner.seat, [data.card], reason=self.id, by=owner.seat)


SKILLS = (Tiandu(),)
