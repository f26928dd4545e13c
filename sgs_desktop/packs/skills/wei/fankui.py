"""反馈 (司马懿): after you take damage, you may take one card from the damage source: a hand card
(face down) or an equipment card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import obtain
from ....engine.protocol import Prompt
from ....engine.skills import Skill


class Fankui(Skill):
    id = "fankui"
    timings = (T.DAMAGED,)

    def can_trigger(self, g, owner, timing: str, data: T.DamageData) -> bool:
        if data.target != owner.seat or not owner.alive or data.source is None:
            return False
        src = g.players[data.source]
        return src.alive and bool(src.hand or src.equips)

    async def effect(self, g, owner, timing: str, data: T.DamageData, choice: Any) -> None:
        src = data.source
        cid = await g.pick_card(owner.seat, src, "he", Prompt("fankui", (src,)))
        if cid is not None:
            await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (Fankui(),)
