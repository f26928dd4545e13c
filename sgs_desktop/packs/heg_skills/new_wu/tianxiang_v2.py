"""天香 (小乔, new rules): when you are about to take damage (受到伤害时), you may discard a ♥ hand
card (红颜: a ♠ counts) and choose another player: the damage to you is prevented, and you choose
one of these not yet chosen this turn — the source deals that player 1 damage, then it draws X
cards (X: the HP it has lost, at most 5); or it loses 1 HP, then takes the card you discarded if
it is in the draw pile or the discard pile. (The first needs a living source.)"""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import CHEAPEST, DEFAULT, HARMS
from ....engine.health import damage, lose_hp
from ....engine.moves import draw, obtain
from ....engine.prompts import NUMBER, SEAT, SEAT_OR_NONE, Arg, PromptSpec
from ....engine.state import Zone
from ..wu.tianxiang import Tianxiang

LOSE_HP, DAMAGE = "lose_hp", "damage"
#: marks: the number of the turn in which that choice was made (each once per turn)
CHOSEN = {LOSE_HP: "tianxiang_v2_lose_hp", DAMAGE: "tianxiang_v2_damage"}
MOST_DRAWN = 5

#: 天香: the ♥ hand card to discard, who is chosen, then what happens to that player
ASK_TIANXIANGV2_DISCARD = PromptSpec("tianxiangv2_discard", Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER),
                                     ai=CHEAPEST)
ASK_TIANXIANGV2_TARGET = PromptSpec("tianxiangv2_target", Arg("source", SEAT_OR_NONE), ai=HARMS)
ASK_TIANXIANGV2_HOW = PromptSpec("tianxiangv2_how", Arg("target", SEAT), ai=DEFAULT)


class TianxiangV2(Tianxiang):
    """天香: a ♥ hand card prevents the damage (as 天香 does); another loses 1 HP or is hurt by the
    source."""

    id = "tianxiang_v2"

    @staticmethod
    def _choices(g, owner, data: T.DamageData) -> tuple[str, ...]:
        out = []
        for how in (LOSE_HP, DAMAGE):
            if owner.marks.get(CHOSEN[how]) == g.turns:
                continue
            if how == DAMAGE and (data.source is None or not g.players[data.source].alive):
                continue
            out.append(how)
        return tuple(out)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return super().can_trigger(g, owner, timing, data) and bool(self._choices(g, owner, data))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        source = -1 if data.source is None else data.source
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(source, data.amount)):
            return None
        (card,) = await g.choose_cards(owner.seat, self._hearts(g, owner), 1, 1,
                                       ASK_TIANXIANGV2_DISCARD(source, data.amount))
        (seat,) = await g.choose_seats(owner.seat, g.others(owner.seat), 1, 1, ASK_TIANXIANGV2_TARGET(source))
        how = await g.choose_option(owner.seat, self._choices(g, owner, data), ASK_TIANXIANGV2_HOW(seat))
        return card, seat, how

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        card, seat, how = choice
        set_mark(g, owner, CHOSEN[how], g.turns)
        await self._pass_on(g, owner, card, seat, data)
        victim = g.players[seat]
        if not victim.alive:
            return
        if how == LOSE_HP:
            await lose_hp(g, seat, 1)
            if victim.alive and g.zone_of[card] in (Zone.DISCARD, Zone.DRAW):
                await obtain(g, seat, [card], reason=self.id, by=owner.seat)
            return
        await damage(g, data.source, seat, 1)
        if victim.alive and victim.hp < victim.max_hp:
            await draw(g, seat, min(victim.max_hp - victim.hp, MOST_DRAWN), reason=self.id)


SKILLS = (TianxiangV2(),)
