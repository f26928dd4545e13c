"""裸衣 (许褚, new rules): at the end of your draw phase you may discard a card (hand or equipped);
if you do, for the rest of this turn the damage your 杀 and 决斗 deal is increased by 1 (no
longer by drawing a card fewer)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.moves import discard
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Cards
from ...skills.wei.luoyi import Stripped

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest

_KEEP = ("slash", "fire_slash", "thunder_slash", "duel")


def _luoyi_v2_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """Strip (the cheapest card) only with a 杀 or 决斗 to spare besides it and an enemy about."""
    if judge.count("slash", "duel") >= 1 and judge.enemies() and len(judge.view.hand) >= 2:
        spare = [c for c in req.cards if judge.key(c) not in _KEEP] or list(req.cards)
        return Cards(tuple(judge.cheapest(spare, 1)))
    return Cards(())


#: 裸衣 (new rules): a card to discard for +1 damage this turn (none: not now)
ASK_LUOYI_V2 = PromptSpec("luoyi_v2", ai=Custom(_luoyi_v2_ai))


class LuoyiV2(Stripped):
    """裸衣 (新版): 裸衣's bonus; the strip is a card discarded at the end of the draw phase."""

    id = "luoyi_v2"
    timings = (T.PHASE_END, T.DAMAGE_CAUSING)
    phases = ("draw",)

    def _can_strip(self, g, owner, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and bool(owner.hand or owner.equip_ids())

    async def _strip_cost(self, g, owner, data: T.PhaseData) -> Any:
        chosen = await g.choose_cards(owner.seat, [*owner.hand, *owner.equip_ids()], 0, 1, ASK_LUOYI_V2())
        return chosen or None

    async def _strip(self, g, owner, data: T.PhaseData, choice: Any) -> None:
        await discard(g, owner.seat, choice, reason=self.id)


SKILLS = (LuoyiV2(),)
