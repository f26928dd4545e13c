"""涉猎 (神吕蒙): in your draw phase you may draw nothing and instead reveal the top five cards of
the draw pile: you take one card of each suit among them, and the rest go to the discard pile.

The five are shown to everyone (in the processing area). A suit with one card among them gives
that card; a suit with more asks 神吕蒙 which one, suit by suit (♠ ♥ ♣ ♦). Suits are read as they
count for him (红颜 does not apply to him, but the rule reads as the judge card does)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, Custom
from ....engine.cards import SUITS, suit_of
from ....engine.moves import move_cards, obtain, top_cards
from ....engine.prompts import SUIT, Arg, PromptSpec
from ....engine.protocol.answers import Cards
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import CardsRequest

#: how many cards 涉猎 reveals
REVEAL = 5


def _dearest(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """The card worth most to me of the suit."""
    return Cards((max(req.cards, key=lambda c: (judge.value(c), -c)),))


#: 涉猎: which card of `suit` to take (the revealed cards hold more than one)
ASK_SHELIE_PICK = PromptSpec("shelie_pick", Arg("suit", SUIT), ai=Custom(_dearest))


class Shelie(Skill):
    id = "shelie"
    own_phases_only = True
    timings = (T.DRAW_PHASE,)
    invoke = Invoke(ai=ALWAYS)          # (five cards of four suits: 3.5 kept on average, against 2)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not data.prevented

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.prevented = True
        seat = owner.seat
        shown = top_cards(g, REVEAL)
        await move_cards(g, shown, Zone.PROCESSING, reason=self.id, by=seat)
        taken: list[int] = []
        for suit in SUITS:
            of_suit = [c for c in shown if suit_of(g, owner, g.cards[c]) == suit]
            if len(of_suit) == 1:
                taken.extend(of_suit)
            elif of_suit:
                taken.extend(await g.choose_cards(seat, of_suit, 1, 1, ASK_SHELIE_PICK(suit)))
        if taken:
            await obtain(g, seat, taken, reason=self.id, by=seat)
        rest = [c for c in shown if g.zone_of[c] == Zone.PROCESSING]
        if rest:
            await move_cards(g, rest, Zone.DISCARD, reason=self.id, by=seat)


SKILLS = (Shelie(),)
