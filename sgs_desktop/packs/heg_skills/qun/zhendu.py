"""鸩毒 (何太后): at the start of another player's play phase (出牌阶段开始时), you may discard a
hand card: that player is regarded as using a 酒 (视为使用), then you deal it 1 damage."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import PayToHurt
from ....engine.cards import VirtualCard
from ....engine.health import damage
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.usecard import use_card

#: 鸩毒: the hand card to discard (none: not invoked)
ASK_ZHENDU = PromptSpec("zhendu_discard", Arg("target", SEAT), ai=PayToHurt(0))


class Zhendu(Skill):
    """鸩毒: a poisoned cup — a 酒 for them, then 1 damage from you."""

    id = "zhendu"
    timings = (T.PHASE_START,)
    phases = ("play",)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat != owner.seat and owner.alive and bool(owner.hand) and g.players[data.seat].alive

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, owner.hand, 0, 1, ASK_ZHENDU(data.seat))
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await discard(g, owner.seat, choice, reason=self.id)
        if g.players[data.seat].alive:
            await use_card(g, data.seat, VirtualCard(g.behaviours["analeptic"], (), self.id), [data.seat])
        if owner.alive and g.players[data.seat].alive:
            await damage(g, owner.seat, data.seat, 1)


SKILLS = (Zhendu(),)
