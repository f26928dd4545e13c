"""祸首 (孟获): 锁定技, 南蛮入侵 has no effect on you; when another player uses 南蛮入侵, you are the
source of the damage it deals."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import Skill

SAVAGE = "savage_assault"


def savage_immune(owner, timing: T.Timing, data: Any) -> bool:
    """Is `data` a 南蛮入侵 about to take effect on `owner` (生效前)?"""
    return timing == T.EFFECT_BEFORE and data.target == owner.seat and data.use.card.name == SAVAGE


class Huoshou(Skill):
    """祸首: as another player uses 南蛮入侵 (使用时) it names you the source of its damage (the
    card reads `use.data["damage_source"]`); as one is about to take effect on you, it is cancelled
    (a face-down 孟获 who shows only then takes over the damage of the targets after him)."""

    id = "huoshou"
    compulsory = True
    timings = (T.CARD_USING, T.EFFECT_BEFORE)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.CARD_USING:
            return (data.card.name == SAVAGE and data.user != owner.seat
                    and data.data.get("damage_source") != owner.seat)
        return savage_immune(owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        use = data if timing == T.CARD_USING else data.use
        if use.user != owner.seat:
            use.data["damage_source"] = owner.seat
        if timing == T.EFFECT_BEFORE:
            data.cancelled = True


SKILLS = (Huoshou(),)
