"""随势 (田丰): 锁定技. When another player enters the dying state because of damage whose source is
of your kingdom (you included), you draw a card; when another player of your kingdom dies, you
lose 1 HP. (While none of your generals is shown you have no kingdom, so neither applies.)"""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.health import lose_hp
from ....engine.kingdoms import same_kingdom
from ....engine.moves import draw
from ....engine.skills.skill import Skill


class Suishi(Skill):
    id = "suishi"
    compulsory = True
    timings = (T.DYING, T.DEATH)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive or data.seat == owner.seat or owner.kingdom is None:
            return False
        if timing == T.DEATH:
            return same_kingdom(g.players[data.seat], owner)
        dmg = data.damage
        return dmg is not None and dmg.source is not None and same_kingdom(g.players[dmg.source], owner)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.DEATH:
            await lose_hp(g, owner.seat, 1)
        else:
            await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Suishi(),)
