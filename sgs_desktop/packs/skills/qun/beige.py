"""悲歌 (蔡文姬): after a player takes damage from a 杀 (and lives), you may discard a card (hand or
equipment) to have it judge: ♥ it recovers 1 HP; ♦ it draws two cards; ♣ the damage source
discards two cards (hand or equipment; all it has when fewer); ♠ the damage source turns its
general over. A source that is gone or dead suffers nothing.

One module for both modes: 国战's 悲歌 reads the same (packs/heg_skills takes this one)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import turn_over
from ....engine.advice import ALWAYS, CHEAPEST, Custom, IfFriend
from ....engine.cards import CLUB, DIAMOND, HEART, SPADE
from ....engine.health import recover
from ....engine.judging import judge
from ....engine.moves import draw, move_cards
from ....engine.prompts import SEAT, SEAT_OR_NONE, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone
from ..common import in_hegemony

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def own_cards(p) -> list[int]:
    """A player's hand and equipped cards."""
    return [*p.hand, *p.equip_ids()]


def _invoke_ai(judge: AdvisedSeat, req: OptionRequest) -> Advice:
    """Yes when the hurt player is a friend: ♥ and ♦ help it, ♣ and ♠ go against who hurt it. A 国战
    seat says yes for anyone, as the 国战 version's advice always read (changing it changes 国战 play)."""
    return ALWAYS if in_hegemony(judge) else IfFriend(0)


#: 悲歌: the card to discard so that `hurt` judges (the damage came from `source`; -1: none)
ASK_BEIGE_CARD = PromptSpec("beige_card", Arg("hurt", SEAT), Arg("source", SEAT_OR_NONE), ai=CHEAPEST)
#: 悲歌 (of `caiwenji`), ♣: the two cards to discard
ASK_BEIGE_CLUB = PromptSpec("beige_club", Arg("caiwenji", SEAT), ai=CHEAPEST)


class Beige(Skill):
    """悲歌: a card for the hurt player's judgement: ♥ heal, ♦ draw, ♣ the source discards, ♠ it flips."""

    id = "beige"
    timings = (T.DAMAGED,)
    invoke = Invoke(Arg("hurt", SEAT), Arg("source", SEAT_OR_NONE), ai=Custom(_invoke_ai))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return (owner.alive and data.card is not None and data.card.name == "slash"
                and g.players[data.target].alive and bool(own_cards(owner)))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        about = (data.target, -1 if data.source is None else data.source)
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(*about)):
            return None
        return await g.choose_cards(owner.seat, own_cards(owner), 1, 1, ASK_BEIGE_CARD(*about))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        await move_cards(g, list(choice), Zone.DISCARD, reason=self.id, by=owner.seat)
        hurt = data.target
        if not g.players[hurt].alive:
            return
        result = await judge(g, hurt, self.id)
        suit = result.result.suit           # as it counts for the judged player (红颜)
        if suit == HEART:
            await recover(g, hurt, 1, source=owner.seat)
        elif suit == DIAMOND:
            await draw(g, hurt, 2, reason=self.id)
        src = data.source
        if src is None or not g.players[src].alive:
            return
        if suit == CLUB:
            cards = own_cards(g.players[src])
            if len(cards) <= 2:
                chosen = cards
            else:
                chosen = await g.choose_cards(src, cards, 2, 2, ASK_BEIGE_CLUB(owner.seat))
            if chosen:
                await move_cards(g, chosen, Zone.DISCARD, reason=self.id, by=src)
        elif suit == SPADE:
            await turn_over(g, src)


SKILLS = (Beige(),)
