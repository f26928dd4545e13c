"""问道 (张角（君）): once per play phase you may discard a red card (hand or equipment) that is not
【太平要术】; then you take 【太平要术】 from the discard pile or from a player's equipment area.
Offered only while 【太平要术】 is in one of those places."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import Playing
from ....engine.cards import RED
from ....engine.moves import discard, obtain
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.state import Zone
from ...hegemony.lord_equipment import PEACE_SPELL
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def peace_spell_reachable(g) -> int | None:
    """The 太平要术 in the discard pile or in an equipment area, or None."""
    for cid, card in enumerate(g.cards):
        if card.key == PEACE_SPELL and g.zone_of[cid] in (Zone.DISCARD, Zone.EQUIP):
            return cid
    return None


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Take 太平要术 back (from the discard pile, or from anyone but a friend) for the cheapest red
    card, unless it is on myself already."""
    holder = next((p.seat for p in judge.view.players if p.equips and PEACE_SPELL in
                   (judge.key(c) for c in p.equips.values())), None)
    if holder is not None and (holder == judge.me or judge.att(holder) > 0.3):
        return None
    return 6.0, use_of(opt, judge.cheapest(opt.cards, 1))


class Wendao(ActiveSkill):
    id = "wendao"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if peace_spell_reachable(g) is None:
            return None
        cards = tuple(c for c in [*owner.hand, *owner.equip_ids()]
                      if g.cards[c].color == RED and g.cards[c].key != PEACE_SPELL)
        if not cards:
            return None
        return CardOption("", None, self.id, cards, 1, 1)

    async def activate(self, g, owner, answer) -> None:
        await discard(g, owner.seat, list(answer.cards), reason=self.id)
        cid = peace_spell_reachable(g)
        if cid is not None and owner.alive:
            await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (Wendao(),)
