"""行殇 (曹丕): when another player dies, you may take every card in its hand and equipment area
(before they would be discarded)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import all_cards_of, obtain
from ....engine.skills.skill import Invoke, Skill


class Xingshang(Skill):
    id = "xingshang"
    timings = (T.DEATH,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DeathData) -> bool:
        return data.seat != owner.seat and owner.alive and bool(all_cards_of(g, data.seat, judge=False))

    async def effect(self, g, owner, timing: T.Timing, data: T.DeathData, choice: Any) -> None:
        await obtain(g, owner.seat, all_cards_of(g, data.seat, judge=False), reason=self.id, by=owner.seat)


SKILLS = (Xingshang(),)
