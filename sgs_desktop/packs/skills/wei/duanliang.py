"""断粮 (徐晃): you may use a black basic card or a black equipment card (from your hand or your
equipment area) as 兵粮寸断; and a 兵粮寸断 you use — one made this way or the card itself — may go
to a player at distance 2 or less (its own limit is 1).

The card as 神话再临·林 prints it ("你可以对距离为2的角色使用【兵粮寸断】"): the reach is 徐晃's, for
every 兵粮寸断 he uses, not only the ones he makes. A 兵粮寸断 made of his equipped −1 horse is
measured without that horse (`ViewAsSkill` offers such a card on its own). Once placed it is an
ordinary 兵粮寸断."""

from __future__ import annotations

from typing import Any

from ....engine.cards import BASIC, BLACK, EQUIP
from ....engine.skills.skill import CARD_REACH
from ..common import ViewAsSkill

SUPPLY_SHORTAGE = "supply_shortage"


class Duanliang(ViewAsSkill):
    """断粮: a black basic or equipment card as 兵粮寸断, and 兵粮寸断 to distance 2."""

    id = "duanliang"
    as_key = SUPPLY_SHORTAGE
    zones = "he"
    modifies = (CARD_REACH,)
    modifies_owner_only = True
    #: how far 徐晃's 兵粮寸断 reach
    reach = 2

    def card_ok(self, g, owner, card) -> bool:
        return card.color == BLACK and card.type in (BASIC, EQUIP)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, card = args
        if user is owner and card.name == SUPPLY_SHORTAGE:
            return max(value, self.reach)
        return value


SKILLS = (Duanliang(),)
