"""享乐 (刘禅): 锁定技, when you become the target of a 杀, its user must discard a basic card,
or that 杀 has no effect on you."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import PayToHurt
from ....engine.cards import BASIC
from ....engine.moves import discard
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill

#: 享乐: discard a basic card, or the 杀 has no effect on `target`
ASK_XIANGLE = PromptSpec("xiangle", Arg("target", SEAT), ai=PayToHurt(0))


class Xiangle(Skill):
    id = "xiangle"
    compulsory = True
    timings = (T.TARGETED,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        return (data.target == owner.seat and owner.alive and use.card.name == "slash"
                and owner.seat not in use.cancelled)

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        use = data.use
        user = g.players[use.user]
        basics = [c for c in user.hand if g.cards[c].type == BASIC] if user.alive else []
        chosen = await g.choose_cards(use.user, basics, 0, 1, ASK_XIANGLE(owner.seat))
        if chosen:
            await discard(g, use.user, chosen, reason=self.id)
            return
        use.cancelled.add(owner.seat)
        g.emit(E.NoEffect(card=use.card.describe(), target=owner.seat))


SKILLS = (Xiangle(),)
