"""断粮 (徐晃, new rules): you may use a black basic or black equipment card (hand or equipped) as
兵粮寸断 with no distance limit; but once you use it on a player at distance more than 2 from
you, 断粮 does nothing more for the rest of that phase (此技能于此阶段内无效)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.behaviour import AUTO
from ....engine.cards import VirtualCard
from ....engine.distance import distance
from ....engine.errors import IllegalAnswer
from ....engine.protocol.requests import CardOption
from ...standard.delayed import SupplyShortage
from ..wei.duanliang import Duanliang

REACH = 2
_FAR = "duanliang_v2_far"       # (a use's data: it went past distance 2)


class AnyDistanceSupplyShortage(SupplyShortage):
    """兵粮寸断 as the new 断粮 makes it: any distance. Once placed it is an ordinary 兵粮寸断."""

    def in_reach(self, g, user, target: int, card) -> bool:
        return True


ANYWHERE = AnyDistanceSupplyShortage()


class DuanliangV2(Duanliang):
    """断粮 (新版): the distance is measured as the card is used, without the card itself (an
    equipped −1 horse used as the 兵粮寸断 no longer shortens it); the lapse is read from this
    phase's uses (history), so it ends with the phase by itself."""

    id = "duanliang_v2"
    shortage = ANYWHERE
    timings = (T.CARD_USING,)
    compulsory = True

    def lapsed(self, g, owner) -> bool:
        turn = g.turn
        return turn is not None and any(u.user == owner.seat and u.data.get(_FAR) for u in turn.phase_uses)

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        if names is not None or self.lapsed(g, owner):
            return []
        cands = self.candidates(g, owner)
        if not cands:
            return []
        probe = VirtualCard(ANYWHERE, (g.cards[cands[0]],), self.id)
        spec = ANYWHERE.target_spec(g, owner, probe)
        if spec is None or spec is AUTO:
            return []
        return [CardOption(self.as_key, None, self.id, tuple(cands), 1, 1, spec)]

    def view_as_card(self, g, owner, answer) -> VirtualCard:
        if self.lapsed(g, owner):
            raise IllegalAnswer(f"{self.id}: it does nothing more this phase")
        return super().view_as_card(g, owner, answer)

    # ---- the lapse: noted as the card is used (使用时)
    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        card = data.card
        return (data.user == owner.seat and card.virtual and getattr(card, "skill", None) == self.id
                and bool(data.targets) and distance(g, owner.seat, data.targets[0], card.ids) > REACH)

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        data.data[_FAR] = True


SKILLS = (DuanliangV2(),)
