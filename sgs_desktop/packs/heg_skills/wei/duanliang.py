"""断粮 (徐晃): you may use a black basic or black equipment card (hand or equipped) as 兵粮寸断;
a 兵粮寸断 made this way may target a player at distance 2 or less (instead of 1)."""

from __future__ import annotations

from ....engine.behaviour import AUTO
from ....engine.cards import BASIC, BLACK, EQUIP, OFFENSIVE_HORSE, VirtualCard
from ....engine.distance import distance
from ....engine.errors import IllegalAnswer
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import NO_DISTANCE_LIMIT
from ...skills.common import ViewAsSkill
from ...standard.delayed import SupplyShortage

REACH = 2


class FarSupplyShortage(SupplyShortage):
    """兵粮寸断 as 断粮 makes it: reaches distance 2. Once placed it is an ordinary 兵粮寸断."""

    def in_reach(self, g, user, target: int, card) -> bool:
        if g.modify(NO_DISTANCE_LIMIT, False, user, card):
            return True
        without = card.ids if card.virtual else ()
        return distance(g, user.seat, target, without) <= REACH


FAR = FarSupplyShortage()


class Duanliang(ViewAsSkill):
    id = "duanliang"
    as_key = "supply_shortage"
    zones = "he"
    #: the 兵粮寸断 it makes (the new rules': any distance)
    shortage: SupplyShortage = FAR

    def card_ok(self, g, owner, card) -> bool:
        return card.color == BLACK and card.type in (BASIC, EQUIP)

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        if names is not None:
            return []       # a 兵粮寸断 is never asked for: only used in the play phase
        cands = self.candidates(g, owner)
        # an equipped −1 horse used as the card no longer shortens the distance: its own option
        special = {owner.equips.get(OFFENSIVE_HORSE)} - {None}
        groups = [tuple(c for c in cands if c not in special)] + [(c,) for c in cands if c in special]
        out = []
        for group in groups:
            if not group:
                continue
            # the first card stands for the group: all black, and only a −1 horse changes distance
            probe = VirtualCard(FAR, (g.cards[group[0]],), self.id)
            spec = FAR.target_spec(g, owner, probe)
            if spec is None or spec is AUTO:
                continue
            out.append(CardOption(self.as_key, None, self.id, group, 1, 1, spec))
        return out

    def view_as_card(self, g, owner, answer) -> VirtualCard:
        (cid,) = answer.cards
        card = g.cards[cid]
        if not self.card_ok(g, owner, card):
            raise IllegalAnswer(f"{self.id}: card {cid} is not a black basic or equipment card")
        return VirtualCard(self.shortage, (card,), self.id)


SKILLS = (Duanliang(),)
