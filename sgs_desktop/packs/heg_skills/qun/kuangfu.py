"""狂斧 (潘凤): after a 杀 you use deals damage to one of its targets, you may choose one of that
player's equipment cards and put it into your equipment area (a card already in that slot is
replaced and discarded, as when equipping) or discard it."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, DEFAULT, OWNER_LOSES
from ....engine.moves import discard, move_cards
from ....engine.prompts import CARD_ID, SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

TAKE, DROP = "equip", "discard"


#: 狂斧: one of `victim`'s equipment cards, then: into your equipment area, or discarded
ASK_KUANGFU_PICK = PromptSpec("kuangfu_pick", Arg("victim", SEAT), ai=OWNER_LOSES)
ASK_KUANGFU_HOW = PromptSpec("kuangfu_how", Arg("card", CARD_ID), ai=DEFAULT)


class Kuangfu(Skill):
    id = "kuangfu"
    timings = (T.DAMAGE_DONE,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        use = data.use
        return (data.source == owner.seat and owner.alive and use is not None and use.user == owner.seat
                and use.card.name == "slash" and not data.chain and data.target in use.targets
                and data.target != owner.seat and bool(g.players[data.target].equips))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        victim = g.players[data.target]
        cid = await g.pick_card(owner.seat, victim.seat, "e", ASK_KUANGFU_PICK(victim.seat))
        if cid is None:
            return
        how = await g.choose_option(owner.seat, (TAKE, DROP), ASK_KUANGFU_HOW(cid))
        if how == DROP:
            await discard(g, owner.seat, [cid], reason=self.id)
            return
        old = owner.equips.get(g.cards[cid].behaviour.subtype)
        if old is not None:
            await move_cards(g, [old], Zone.DISCARD, reason="replace_equip", by=owner.seat)
        if g.zone_of[cid] == Zone.EQUIP and g.owner_of[cid] == victim.seat:
            await move_cards(g, [cid], Zone.EQUIP, owner.seat, reason=self.id, by=owner.seat)


SKILLS = (Kuangfu(),)
