"""烈刃 (祝融): after your 杀 deals damage to one of its targets, you may 拼点 with that player
(both need a hand card); if you win, you take one of its cards (hand or equipment)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import finish_pindian, pindian
from ....engine.advice import ALWAYS, OWNER_LOSES
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

#: 烈刃 (after winning the 拼点): take one of `target`'s cards
ASK_LIEREN_TAKE = PromptSpec("lieren_take", Arg("target", SEAT), ai=OWNER_LOSES)


class Lieren(Skill):
    id = "lieren"
    timings = (T.DAMAGE_DONE,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        use = data.use
        if (data.source != owner.seat or data.chain or use is None or use.user != owner.seat
                or use.card.name != "slash" or data.target == owner.seat or data.target not in use.targets):
            return False
        victim = g.players[data.target]
        return owner.alive and victim.alive and bool(owner.hand) and bool(victim.hand)

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        result = await pindian(g, owner.seat, data.target, self.id)
        victim = g.players[data.target]
        if result.source_wins and owner.alive and victim.alive and (victim.hand or victim.equips):
            cid = await g.pick_card(owner.seat, data.target, "he", ASK_LIEREN_TAKE(data.target))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)
        await finish_pindian(g, result)


SKILLS = (Lieren(),)
