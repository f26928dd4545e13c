"""裸衣 (许褚, new rules): at the end of your draw phase you may discard a card (hand or equipped);
if you do, for the rest of this turn the damage your 杀 and 决斗 deal is increased by 1 (no
longer by drawing a card fewer)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.moves import discard
from ....engine.prompts import PromptSpec
from ....engine.protocol import Cards
from ....engine.skills import Skill

if TYPE_CHECKING:
    from ....engine.advice import Judge
    from ....engine.protocol import CardsRequest

_CARDS = ("slash", "duel")
_KEEP = ("slash", "fire_slash", "thunder_slash", "duel")


def _luoyi_v2_ai(judge: Judge, req: CardsRequest) -> Cards:
    """Strip (the cheapest card) only with a 杀 or 决斗 to spare besides it and an enemy about."""
    if judge.count("slash", "duel") >= 1 and judge.enemies() and len(judge.view.hand) >= 2:
        spare = [c for c in req.cards if judge.key(c) not in _KEEP] or list(req.cards)
        return Cards(tuple(judge.cheapest(spare, 1)))
    return Cards(())


#: 裸衣 (new rules): a card to discard for +1 damage this turn (none: not now)
ASK_LUOYI_V2 = PromptSpec("luoyi_v2", ai=Custom(_luoyi_v2_ai))


class LuoyiV2(Skill):
    id = "luoyi_v2"
    timings = (T.PHASE_END, T.DAMAGE_CAUSING)
    phases = ("draw",)

    def _bare(self, g, owner) -> bool:
        """Did `owner` strip this turn (裸衣 invoked at the end of its own draw phase)?"""
        turn = g.turn
        return turn is not None and turn.seat == owner.seat and g.skill_count(owner.seat, self.id, "draw") > 0

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing == T.PHASE_END:
            return data.seat == owner.seat and owner.alive and bool(owner.hand or owner.equip_ids())
        card = data.card
        # a damage carried by 铁索连环 keeps the amount its source caused: no second bonus
        return (data.source == owner.seat and not data.chain and card is not None and card.name in _CARDS
                and self._bare(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.DAMAGE_CAUSING:
            return True
        chosen = await g.choose_cards(owner.seat, [*owner.hand, *owner.equip_ids()], 0, 1, ASK_LUOYI_V2())
        return chosen or None

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.PHASE_END:
            await discard(g, owner.seat, choice, reason=self.id)
        else:
            data.amount += 1


SKILLS = (LuoyiV2(),)
