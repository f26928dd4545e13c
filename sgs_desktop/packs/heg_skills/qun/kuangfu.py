"""狂斧 (潘凤): after a 杀 you use deals damage to one of its targets, you may choose one of that
player's equipment cards and put it into your equipment area (a card already in that slot is
replaced and discarded, as when equipping) or discard it."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.moves import DISCARD, EQUIP, discard, move_cards
from ....engine.protocol import Prompt
from ....engine.skills import Skill

TAKE, DROP = "equip", "discard"


class Kuangfu(Skill):
    id = "kuangfu"
    timings = (T.DAMAGE_DONE,)

    def can_trigger(self, g, owner, timing: str, data: T.DamageData) -> bool:
        use = data.use
        return (data.source == owner.seat and owner.alive and use is not None and use.user == owner.seat
                and use.card.name == "slash" and not data.chain and data.target in use.targets
                and data.target != owner.seat and bool(g.players[data.target].equips))

    async def effect(self, g, owner, timing: str, data: T.DamageData, choice: Any) -> None:
        victim = g.players[data.target]
        cid = await g.pick_card(owner.seat, victim.seat, "e", Prompt("kuangfu_pick", (victim.seat,)))
        if cid is None:
            return
        how = await g.choose_option(owner.seat, (TAKE, DROP), Prompt("kuangfu_how", (cid,)))
        if how == DROP:
            await discard(g, owner.seat, [cid], reason=self.id)
            return
        old = owner.equips.get(g.cards[cid].behaviour.subtype)
        if old is not None:
            await move_cards(g, [old], DISCARD, reason="replace_equip", by=owner.seat)
        if g.zone_of[cid] == EQUIP and g.owner_of[cid] == victim.seat:
            await move_cards(g, [cid], EQUIP, owner.seat, reason=self.id, by=owner.seat)


SKILLS = (Kuangfu(),)
