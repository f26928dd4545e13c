"""鞬出 (庞德, new rules; replaces 猛进): after your 杀 targets a player (指定目标后), you may discard
one of its cards (hand or equipment): an equipment card — it cannot use 闪 against this 杀; any
other card — it takes this 杀 (its cards), which still resolves on it."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import OWNER_LOSES, WHEN_ENEMIES
from ....engine.cards import EQUIP
from ....engine.moves import move_cards, obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 鞬出: one of `target`'s cards to discard
ASK_JIANCHU_DISCARD = PromptSpec("jianchu_discard", Arg("target", SEAT), ai=OWNER_LOSES)


class Jianchu(Skill):
    """鞬出: a discarded equipment card makes the 杀 undodgeable; any other hands the 杀 over."""

    id = "jianchu"
    timings = (T.TARGETED,)
    invoke = Invoke(Arg("target", SEAT), ai=WHEN_ENEMIES)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        if use.user != owner.seat or not owner.alive or use.card.name != "slash" or data.target == owner.seat:
            return False
        target = g.players[data.target]
        return target.alive and bool(target.hand or target.equips)

    async def cost(self, g, owner, timing: T.Timing, data: T.TargetData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        cid = await g.pick_card(owner.seat, data.target, "he", ASK_JIANCHU_DISCARD(data.target))
        if cid is None:
            return
        equipment = g.cards[cid].type == EQUIP
        await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=owner.seat)
        use = data.use
        if equipment:
            use.no_jink.add(data.target)
            return
        ids = list(use.card.ids)
        if ids and g.players[data.target].alive and all(g.zone_of[c] == Zone.PROCESSING for c in ids):
            await obtain(g, data.target, ids, reason=self.id, by=owner.seat)


SKILLS = (Jianchu(),)
