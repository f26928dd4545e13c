"""悲歌 (蔡文姬): after a player takes damage from a 杀 (and is still alive), you may discard a
card (hand or equipment) to have that player judge: ♥ it recovers 1 HP; ♦ it draws 2 cards;
♣ the damage source discards 2 cards (hand or equipment; all it has when fewer); ♠ the damage
source turns its general over (翻面). A source that is gone suffers nothing."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import ALWAYS, CHEAPEST
from ....engine.cards import CLUB, DIAMOND, HEART, SPADE
from ....engine.health import recover
from ....engine.judging import judge
from ....engine.moves import draw, move_cards
from ....engine.prompts import SEAT, SEAT_OR_NONE, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


def _cards(p) -> list[int]:
    return [*p.hand, *p.equip_ids()]


#: 悲歌: the card to discard so that `hurt` judges (the damage came from `source`; -1: none)
ASK_BEIGE_DISCARD = PromptSpec("beige_discard", Arg("hurt", SEAT), Arg("source", SEAT_OR_NONE), ai=CHEAPEST)
#: 悲歌 (of `caiwenji`), ♣: discard two cards
ASK_BEIGE_LOSE = PromptSpec("beige_lose", Arg("caiwenji", SEAT), ai=CHEAPEST)


class Beige(Skill):
    id = "beige"
    timings = (T.DAMAGED,)
    invoke = Invoke(Arg("hurt", SEAT), Arg("source", SEAT_OR_NONE), ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return (owner.alive and data.card is not None and data.card.name == "slash"
                and g.players[data.target].alive and bool(_cards(owner)))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        about = (data.target, -1 if data.source is None else data.source)
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(*about)):
            return None
        return await g.choose_cards(owner.seat, _cards(owner), 1, 1, ASK_BEIGE_DISCARD(*about))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        await move_cards(g, list(choice), Zone.DISCARD, reason=self.id, by=owner.seat)
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
            chosen = await g.choose_cards(src, cards, 2, 2, ASK_BEIGE_LOSE(owner.seat))
            if chosen:
                await move_cards(g, chosen, Zone.DISCARD, reason=self.id, by=src)
        elif suit == SPADE:
            await turn_over(g, src)


SKILLS = (Beige(),)
