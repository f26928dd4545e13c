"""淑慎 (甘夫人, new rules): each time you recover 1 HP, you may choose any other player: that
player draws a card (recovering 2 HP at once gives two choices)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import HELPS
from ....engine.moves import draw
from ....engine.prompts import PromptSpec
from ..shu.shushen import Shushen

#: 淑慎 (new rules): another player draws a card
ASK_SHUSHEN_V2_TARGET = PromptSpec("shushen_v2_target", ai=HELPS)


class ShushenV2(Shushen):
    """淑慎 (新版): any other living player, of any kingdom or none."""

    id = "shushen_v2"

    def can_trigger(self, g, owner, timing: T.Timing, data: T.RecoverData) -> bool:
        return data.target == owner.seat and owner.alive and bool(g.others(owner.seat))

    async def _choose(self, g, owner) -> list[int] | None:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
            return None
        others = g.others(owner.seat)
        if len(others) == 1:
            return others
        return await g.choose_seats(owner.seat, others, 1, 1, ASK_SHUSHEN_V2_TARGET(), hint="beneficial")


    async def effect(self, g, owner, timing: T.Timing, data: T.RecoverData, choice: Any) -> None:
        for point in range(data.amount):
            if point:
                # each further point recovered: invoke again (or stop)
                if not owner.alive or not g.others(owner.seat):
                    return
                choice = await self._choose(g, owner)
                if not choice:
                    return
                g.note_skill(owner.seat, self.id)
            await draw(g, choice[0], 1, reason=self.id)


SKILLS = (ShushenV2(),)
