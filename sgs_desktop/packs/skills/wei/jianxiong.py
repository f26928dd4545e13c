"""奸雄 (曹操): after you take damage, you may take the card that caused it."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import obtain
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


class Jianxiong(Skill):
    id = "jianxiong"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)

    @staticmethod
    def _cards(g, data: T.DamageData) -> list[int]:
        card = data.card
        if card is None:
            return []
        return [c for c in card.ids if g.zone_of[c] == Zone.PROCESSING]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and bool(self._cards(g, data))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        await obtain(g, owner.seat, self._cards(g, data), reason=self.id, by=owner.seat)


SKILLS = (Jianxiong(),)
