"""烈刃 (祝融): after your 杀 deals damage to one of its targets, you may 拼点 with that player
(both need a hand card); if you win, you take one of its cards (hand or equipment)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import finish_pindian, pindian
from ....engine.moves import obtain
from ....engine.protocol import Prompt
from ....engine.skills import Skill


class Lieren(Skill):
    id = "lieren"
    timings = (T.DAMAGE_DONE,)

    def can_trigger(self, g, owner, timing: str, data: T.DamageData) -> bool:
        use = data.use
        if (data.source != owner.seat or data.chain or use is None or use.user != owner.seat
                or use.card.name != "slash" or data.target == owner.seat or data.target not in use.targets):
            return False
        victim = g.players[data.target]
        return owner.alive and victim.alive and bool(owner.hand) and bool(victim.hand)

    async def effect(self, g, owner, timing: str, data: T.DamageData, choice: Any) -> None:
        result = await pindian(g, owner.seat, data.target, self.id)
        victim = g.players[data.target]
        if result.source_wins and owner.alive and victim.alive and (victim.hand or victim.equips):
            cid = await g.pick_card(owner.seat, data.target, "he", Prompt("lieren_take", (data.target,)))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)
        await finish_pindian(g, result)


SKILLS = (Lieren(),)
