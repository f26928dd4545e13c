"""悲歌 (蔡文姬): after a player takes damage from a 杀 (and is still alive), you may discard a
card (hand or equipment) to have that player judge: ♥ it recovers 1 HP; ♦ it draws 2 cards;
♣ the damage source discards 2 cards (hand or equipment; all it has when fewer); ♠ the damage
source turns its general over (翻面). A source that is gone suffers nothing."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.cards import CLUB, DIAMOND, HEART, SPADE
from ....engine.health import recover
from ....engine.judging import judge
from ....engine.moves import DISCARD, draw, move_cards
from ....engine.protocol import Prompt
from ....engine.skills import Skill


def _cards(p) -> list[int]:
    return [*p.hand, *p.equip_ids()]


class Beige(Skill):
    id = "beige"
    timings = (T.DAMAGED,)

    def can_trigger(self, g, owner, timing: str, data: T.DamageData) -> bool:
        return (owner.alive and data.card is not None and data.card.name == "slash"
                and g.players[data.target].alive and bool(_cards(owner)))

    async def cost(self, g, owner, timing: str, data: T.DamageData) -> Any:
        args = (self.id, data.target, -1 if data.source is None else data.source)
        if not await g.ask_yes_no(owner.seat, Prompt("invoke", args)):
            return None
        return await g.choose_cards(owner.seat, _cards(owner), 1, 1, Prompt("beige_discard", args[1:]))

    async def effect(self, g, owner, timing: str, data: T.DamageData, choice: Any) -> None:
        await move_cards(g, list(choice), DISCARD, reason=self.id, by=owner.seat)
        victim = data.target
        if not g.players[victim].alive:
            return
        result = await judge(g, victim, self.id)
        suit = result.result.suit           # as it counts for the judged player (红颜)
        if suit == HEART:
            await recover(g, victim, 1, source=owner.seat)
        elif suit == DIAMOND:
            await draw(g, victim, 2, reason=self.id)
        src = data.source
        if src is None or not g.players[src].alive:
            return
        if suit == CLUB:
            cards = _cards(g.players[src])
            chosen = await g.choose_cards(src, cards, 2, 2, Prompt("beige_lose", (owner.seat,)))
            if chosen:
                await move_cards(g, chosen, DISCARD, reason=self.id, by=src)
        elif suit == SPADE:
            await turn_over(g, src)


SKILLS = (Beige(),)
