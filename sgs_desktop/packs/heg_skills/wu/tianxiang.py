"""天香 (小乔): when you are about to take damage (受到伤害时), you may discard a ♥ hand card
(红颜: a ♠ counts) and choose another player: the damage to you is prevented, and that player
takes the same damage instead (same source, amount and nature), then draws X cards (X = the HP it
has lost, counted after that damage; nothing when it died)."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST, HARMS
from ....engine.cards import HEART, suit_of
from ....engine.health import damage
from ....engine.moves import draw, move_cards
from ....engine.prompts import NUMBER, SEAT_OR_NONE, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 天香: the ♥ hand card to discard, then who takes the `amount` damage from `source` (-1: none)
ASK_TIANXIANG_DISCARD = PromptSpec("tianxiang_discard", Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER),
                                   ai=CHEAPEST)
ASK_TIANXIANG_TARGET = PromptSpec("tianxiang_target", Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER), ai=HARMS)


class Tianxiang(Skill):
    """天香: a ♥ hand card passes the damage on."""

    id = "tianxiang"
    timings = (T.DAMAGE_INFLICTING,)
    invoke = Invoke(Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER), ai=ALWAYS)

    @staticmethod
    def _hearts(g, owner) -> list[int]:
        cards = g.cards
        return [c for c in owner.hand if suit_of(g, owner, cards[c]) == HEART]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return (data.target == owner.seat and owner.alive and not data.prevented and data.amount > 0
                and bool(g.others(owner.seat)) and bool(self._hearts(g, owner)))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        about = (-1 if data.source is None else data.source, data.amount)
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(*about)):
            return None
        (card,) = await g.choose_cards(owner.seat, self._hearts(g, owner), 1, 1,
                                       ASK_TIANXIANG_DISCARD(*about))
        (seat,) = await g.choose_seats(owner.seat, g.others(owner.seat), 1, 1,
                                       ASK_TIANXIANG_TARGET(*about))
        return card, seat

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        card, seat = choice
        await self._pass_on(g, owner, card, seat, data)
        # a new damage event: the same source, amount, nature and card (not the card's use, so
        # effects about "the target of your 杀" do not follow it); a transmitted chain damage
        # stays transmitted
        await damage(g, data.source, seat, data.amount, data.nature, card=data.card, chain=data.chain)
        victim = g.players[seat]
        if victim.alive and victim.hp < victim.max_hp:
            await draw(g, seat, victim.max_hp - victim.hp, reason=self.id)

    async def _pass_on(self, g, owner, card: int, seat: int, data: T.DamageData) -> None:
        """The ♥ card discarded, the damage to you prevented, passed on to `seat`."""
        await move_cards(g, [card], Zone.DISCARD, reason=self.id, by=owner.seat)
        data.prevented = True
        g.emit(E.TransferDamage(source=owner.seat, target=seat, skill=self.id))


SKILLS = (Tianxiang(),)
