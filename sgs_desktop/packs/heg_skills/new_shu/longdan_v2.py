"""龙胆 (赵云, new rules): you may use or play a 杀 in your hand as 闪, and a 闪 in your hand as
杀. When a 杀 made this way is dodged (抵消) by someone's 闪, you may deal 1 damage to another
player; when a 闪 made this way dodges someone's 杀, you may let another player (not that 杀's
user) recover 1 HP."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import HARMS, HELPS
from ....engine.health import damage, recover
from ....engine.prompts import SEAT, Arg, PromptSpec
from ...skills.shu.longdan import Longdan

#: 龙胆 (new rules): whom to deal 1 damage (the 杀 was dodged by `dodger`)
ASK_LONGDAN_V2_DAMAGE = PromptSpec("longdan_v2_damage", Arg("dodger", SEAT), ai=HARMS)
#: 龙胆 (new rules): who recovers 1 HP (the 杀 of `user` was dodged)
ASK_LONGDAN_V2_RECOVER = PromptSpec("longdan_v2_recover", Arg("user", SEAT), ai=HELPS)


class LongdanV2(Longdan):
    """龙胆 (新版): "another player" is neither 赵云 nor the dodger (for the damage), neither 赵云 nor
    the 杀's user (for the recovery, which only a wounded player can take). Choosing nobody
    declines."""

    id = "longdan_v2"
    timings = (T.SLASH_DODGED,)

    def _my_jink(self, g, owner, data: T.DodgeData) -> bool:
        """Did 赵云 dodge this 杀 with a 闪 made by 龙胆?"""
        if data.target != owner.seat or g.turn is None:
            return False
        return any(u.user == owner.seat and u.responding_to is data.use and u.card.name == "jink"
                   and getattr(u.card, "skill", None) == self.id for u in g.turn.uses)

    def _victims(self, g, owner, data: T.DodgeData) -> list[int]:
        return [s for s in g.others(owner.seat) if s != data.target]

    def _healable(self, g, owner, data: T.DodgeData) -> list[int]:
        return [s for s in g.others(owner.seat) if s != data.use.user and g.players[s].wounded]

    def _mine(self, data: T.DodgeData, owner) -> bool:
        return data.use.user == owner.seat and getattr(data.use.card, "skill", None) == self.id

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DodgeData) -> bool:
        if not owner.alive:
            return False
        if self._mine(data, owner):
            return bool(self._victims(g, owner, data))
        return self._my_jink(g, owner, data) and bool(self._healable(g, owner, data))

    async def cost(self, g, owner, timing: T.Timing, data: T.DodgeData) -> Any:
        if self._mine(data, owner):
            seats = await g.choose_seats(owner.seat, self._victims(g, owner, data), 0, 1,
                                         ASK_LONGDAN_V2_DAMAGE(data.target))
            return ("damage", seats[0]) if seats else None
        seats = await g.choose_seats(owner.seat, self._healable(g, owner, data), 0, 1,
                                     ASK_LONGDAN_V2_RECOVER(data.use.user))
        return ("recover", seats[0]) if seats else None

    async def effect(self, g, owner, timing: T.Timing, data: T.DodgeData, choice: Any) -> None:
        what, seat = choice
        if not g.players[seat].alive:
            return
        if what == "damage":
            await damage(g, owner.seat, seat, 1)
        else:
            await recover(g, seat, 1, source=owner.seat)


SKILLS = (LongdanV2(),)
