"""枭姬 (孙尚香, new rules): whenever you lose a card from your equipment area, you may draw one
card if it is your turn, or three cards if it is not — once for each card lost."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.moves import draw
from ....engine.skills import Invoke, Skill
from ...skills.wu.xiaoji import lost_equipment


class XiaojiV2(Skill):
    """枭姬: one card in your turn, three outside it, per equipment card lost."""

    id = "xiaoji_v2"
    timings = (T.CARDS_MOVED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        return owner.alive and lost_equipment(data, owner.seat) > 0

    @staticmethod
    def _count(g, owner) -> int:
        return 1 if g.turn is not None and g.turn.seat == owner.seat else 3

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        await draw(g, owner.seat, self._count(g, owner), reason=self.id)
        # every further card lost is a further chance (each asked anew)
        for _ in range(lost_equipment(data, owner.seat) - 1):
            if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                return
            g.note_skill(owner.seat, self.id)
            await draw(g, owner.seat, self._count(g, owner), reason=self.id)


SKILLS = (XiaojiV2(),)
