"""祸首 (孟获): 锁定技, 南蛮入侵 has no effect on you; and when another player uses a 南蛮入侵, you
take that player's place as the source of the damage it deals.

As the card is played: the source is set as the 南蛮入侵 is used, for all of its targets — every
reward, penalty and "after you are damaged" skill reads 孟获 as the one who dealt it (反馈 takes his
card, 刚烈 strikes him, a 忠臣 killed by it is a lord 孟获's own kill). A 孟获 who dies while it is
still resolving stays its source (a dead source: no reward, no penalty)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import Skill

SAVAGE = "savage_assault"
#: the 南蛮入侵's `use.data` key its damage reads its source from (packs/standard/aoe.py)
DAMAGE_SOURCE = "damage_source"


def savage_on(owner, data: T.EffectData) -> bool:
    """Is `data` a 南蛮入侵 about to take effect on `owner` (对目标生效前), not yet cancelled?"""
    return data.target == owner.seat and data.use.card.name == SAVAGE and not data.cancelled


class Huoshou(Skill):
    """祸首: immune to 南蛮入侵, and the source of every other player's."""

    id = "huoshou"
    compulsory = True
    timings = (T.CARD_USING, T.EFFECT_BEFORE)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.CARD_USING:
            return data.card.name == SAVAGE and data.user != owner.seat
        return savage_on(owner, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.CARD_USING:
            data.data[DAMAGE_SOURCE] = owner.seat
        else:
            data.cancelled = True


SKILLS = (Huoshou(),)
