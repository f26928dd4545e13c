"""咆哮 (张飞, new rules): 锁定技, you may use any number of 杀; when you use your second 杀 of a
turn, you draw a card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import draw
from ...skills.shu.paoxiao import Paoxiao


class PaoxiaoV2(Paoxiao):
    """咆哮 (新版): "the second 杀 of a turn" counts every 杀 张飞 used this turn (in response too)."""

    id = "paoxiao_v2"
    compulsory = True
    timings = (T.CARD_USING,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        if data.user != owner.seat or data.card.name != "slash" or not owner.alive or g.turn is None:
            return False
        slashes = [u for u in g.turn.uses if u.user == owner.seat and u.card.name == "slash"]
        return len(slashes) == 2 and slashes[1] is data

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (PaoxiaoV2(),)
