"""天香 (小乔, 风): when you are about to take damage (受到伤害时), you may discard a ♥ hand card
(红颜: a ♠ counts) to pass the damage on to another player of your choice: it takes that damage
instead, then draws X cards (X: the HP it has lost by then).

Rulings (docs/rulings.md, 风): the damage you would have taken is prevented and a new damage with
the same source, amount, nature and card is dealt to the player you chose (never the card's use:
"the target of your 杀" effects do not follow it; a damage a chain carried stays carried); X is
counted once that damage has been dealt in full (its dying too), and nothing is drawn if the
player died of it; it draws even when its armour took the damage away (X is then its lost HP as
it stands)."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import CHEAPEST, HARMS, WHEN_ENEMIES
from ....engine.cards import HEART, suit_of
from ....engine.health import damage
from ....engine.moves import draw, move_cards
from ....engine.prompts import NUMBER, SEAT_OR_NONE, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 天香: the ♥ hand card to discard for the `amount` damage from `source` (-1: none)
ASK_TIANXIANG_HEART = PromptSpec("tianxiang_heart", Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER),
                                 ai=CHEAPEST)
#: 天香: who takes that damage instead
ASK_TIANXIANG_VICTIM = PromptSpec("tianxiang_victim", Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER),
                                  ai=HARMS)


class Tianxiang(Skill):
    """天香: a ♥ hand card sends the damage to another, who then draws its lost HP."""

    id = "tianxiang"
    timings = (T.DAMAGE_INFLICTING,)
    #: (yes hurts the player chosen next: worth it while the table holds an enemy)
    invoke = Invoke(Arg("source", SEAT_OR_NONE), Arg("amount", NUMBER), ai=WHEN_ENEMIES)

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
        (card,) = await g.choose_cards(owner.seat, self._hearts(g, owner), 1, 1, ASK_TIANXIANG_HEART(*about))
        (seat,) = await g.choose_seats(owner.seat, g.others(owner.seat), 1, 1, ASK_TIANXIANG_VICTIM(*about))
        return card, seat

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        card, seat = choice
        await move_cards(g, [card], Zone.DISCARD, reason=self.id, by=owner.seat)
        data.prevented = True
        g.emit(E.TransferDamage(source=owner.seat, target=seat, skill=self.id))
        await damage(g, data.source, seat, data.amount, data.nature, card=data.card, chain=data.chain)
        victim = g.players[seat]
        if victim.alive and victim.wounded:
            await draw(g, seat, victim.max_hp - victim.hp, reason=self.id)


SKILLS = (Tianxiang(),)
