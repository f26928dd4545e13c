"""反馈 (司马懿): after you take damage, you may take one card from the damage source: a hand card
(face down) or an equipment card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, OWNER_LOSES
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

#: 反馈: take one of `source`'s cards
ASK_FANKUI = PromptSpec("fankui", Arg("source", SEAT), ai=OWNER_LOSES)


class Fankui(Skill):
    id = "fankui"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        if data.target != owner.seat or not owner.alive or data.source is None:
            return False
        src = g.players[data.source]
        return src.alive and bool(src.hand or src.equips)

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        src = data.source
        cid = await g.pick_card(owner.seat, src, "he", ASK_FANKUI(src))
        if cid is not None:
            await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (Fankui(),)
