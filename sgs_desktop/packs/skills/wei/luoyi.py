"""裸衣 (许褚): in your draw phase you may draw one card fewer; if you do, for the rest of this turn
the damage your 杀 and 决斗 deal is increased by 1."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Invoke, Lookahead, Skill

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

_CARDS = ("slash", "duel")


def _luoyi_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Strip only with a 杀 or 决斗 in hand and an enemy to use it on."""
    return Choose("yes" if judge.count("slash", "duel") >= 1 and judge.enemies() else "no")


class Stripped(Skill):
    """裸衣's bonus, for both its versions: once you stripped (in this turn's draw phase), the damage
    your 杀 and 决斗 deal is increased by 1. How you strip is the version's (`_can_strip`,
    `_strip_cost`, `_strip`), at its timing other than 造成伤害时."""

    def _bare(self, g, owner) -> bool:
        """Did `owner` strip this turn (裸衣 invoked in its own draw phase)?"""
        turn = g.turn
        return turn is not None and turn.seat == owner.seat and g.skill_count(owner.seat, self.id, "draw") > 0

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing != T.DAMAGE_CAUSING:
            return self._can_strip(g, owner, data)
        card = data.card
        # a damage carried by 铁索连环 keeps the amount its source caused: no second bonus
        return (data.source == owner.seat and not data.chain and card is not None and card.name in _CARDS
                and self._bare(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.DAMAGE_CAUSING:
            return True
        return await self._strip_cost(g, owner, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing != T.DAMAGE_CAUSING:
            await self._strip(g, owner, data, choice)
        else:
            data.amount += 1

    def _can_strip(self, g, owner, data: Any) -> bool:
        raise NotImplementedError

    async def _strip_cost(self, g, owner, data: Any) -> Any:
        raise NotImplementedError

    async def _strip(self, g, owner, data: Any, choice: Any) -> None:
        raise NotImplementedError


class Luoyi(Stripped):
    """裸衣: the strip is a card fewer drawn in the draw phase."""

    id = "luoyi"
    timings = (T.DRAW_PHASE, T.DAMAGE_CAUSING)
    invoke = Invoke(ai=Custom(_luoyi_ai))
    lookahead = (Lookahead("draw"),)    # 困难 looks ahead: a card fewer for the damage

    def _can_strip(self, g, owner, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not data.prevented and data.count > 0

    async def _strip_cost(self, g, owner, data: T.DrawPhaseData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt())

    async def _strip(self, g, owner, data: T.DrawPhaseData, choice: Any) -> None:
        data.count -= 1


SKILLS = (Luoyi(),)
