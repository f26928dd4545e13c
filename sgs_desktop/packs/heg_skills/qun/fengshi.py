"""锋矢 (张任): 阵法技 — while you are one of two players besieging (围攻) a player, after either of
you uses a 杀 with the besieged player as its target, that player must discard one card of their
equipment area (if they have any)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST
from ....engine.kingdoms import besiegers, formation_skills_work
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.state import Zone

#: 锋矢: the besieged player discards one of their equipped cards (for the besieger `user`'s 杀)
ASK_FENGSHI_DISCARD = PromptSpec("fengshi_discard", Arg("user", SEAT), ai=CHEAPEST)


class Fengshi(Skill):
    """锋矢: the besieged target of a besieger's 杀 gives up an equipped card."""

    id = "fengshi"
    compulsory = True
    timings = (T.TARGETED,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        if use.card.name != "slash" or not owner.alive or not g.players[data.target].equips:
            return False
        pair = besiegers(g, data.target)
        return pair is not None and owner.seat in pair and use.user in pair and formation_skills_work(g)

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        target = g.players[data.target]
        equips = target.equip_ids()
        if not equips or not target.alive:
            return
        cards = await g.choose_cards(target.seat, equips, 1, 1, ASK_FENGSHI_DISCARD(data.use.user))
        await move_cards(g, list(cards), Zone.DISCARD, reason=self.id, by=target.seat)


SKILLS = (Fengshi(),)
