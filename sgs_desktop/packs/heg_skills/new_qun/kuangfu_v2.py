"""狂斧 (潘凤, new rules): once per play phase, after a 杀 you use in your play phase targets a
player with equipment (指定目标后), you may take one of that player's equipment cards into your
hand; then, once the 杀 has resolved, if it dealt no damage you discard two cards (hand or
equipment; all you have, if fewer)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, OWNER_LOSES
from ....engine.history import use_dealt_damage
from ....engine.moves import move_cards, obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

TAKEN = "kuangfu_v2"        # use.data: the 杀 took an equipment card (by this seat)

#: 狂斧: one of `victim`'s equipment cards to take; (no damage) two of your cards to discard
ASK_KUANGFU_TAKE = PromptSpec("kuangfuv2_take", Arg("victim", SEAT), ai=OWNER_LOSES)
ASK_KUANGFU_PAY = PromptSpec("kuangfuv2_pay", ai=CHEAPEST)


class KuangfuV2(Skill):
    """狂斧: an equipment card taken as your 杀 targets; no damage, two cards discarded."""

    id = "kuangfu_v2"
    timings = (T.TARGETED, T.CARD_FINISHED)
    invoke = Invoke(Arg("victim", SEAT), ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing == T.CARD_FINISHED:
            return data.data.get(TAKEN) == owner.seat and owner.alive and not use_dealt_damage(g, data)
        use = data.use
        turn = g.turn
        return (use.user == owner.seat and owner.alive and use.card.name == "slash" and turn is not None
                and turn.seat == owner.seat and turn.phase == "play" and data.target != owner.seat
                and g.skill_count(owner.seat, self.id, "play") == 0 and bool(g.players[data.target].equips))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.CARD_FINISHED:
            return True          # not a choice: the price of a 杀 that did no harm
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.CARD_FINISHED:
            mine = [*owner.hand, *owner.equip_ids()]
            chosen = await g.choose_cards(owner.seat, mine, 2, 2, ASK_KUANGFU_PAY())
            if chosen:
                await move_cards(g, chosen, Zone.DISCARD, reason=self.id, by=owner.seat)
            return
        cid = await g.pick_card(owner.seat, data.target, "e", ASK_KUANGFU_TAKE(data.target))
        if cid is None:
            return
        data.use.data[TAKEN] = owner.seat
        await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (KuangfuV2(),)
