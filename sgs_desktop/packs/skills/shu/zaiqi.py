"""再起 (孟获): in your draw phase, if you are wounded, you may draw nothing and instead reveal the
top X cards of the draw pile (X = the HP you have lost): the ♥ among them go to the discard pile
and you recover 1 HP for each of them; you take the others into your hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, NEVER, Custom
from ....engine.cards import HEART
from ....engine.health import recover
from ....engine.moves import move_cards, obtain, top_cards
from ....engine.skills.skill import Invoke, Lookahead, Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.advice import Advice, AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def _zaiqi_ai(judge: AdvisedSeat, req: OptionRequest) -> Advice:
    """Reveal two or more (three cards in four are kept, one in four heals): with one lost HP, one
    revealed card is worth less than the two drawn."""
    me = judge.my
    return ALWAYS if me.max_hp - me.hp >= 2 else NEVER


class Zaiqi(Skill):
    """再起: reveal X instead of drawing; ♥ heal, the rest are yours."""

    id = "zaiqi"
    own_phases_only = True
    timings = (T.DRAW_PHASE,)
    invoke = Invoke(ai=Custom(_zaiqi_ai))
    lookahead = (Lookahead("draw"),)    # 困难 looks ahead: X revealed or two drawn

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and owner.wounded and not data.prevented

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.prevented = True
        seat = owner.seat
        shown = top_cards(g, owner.max_hp - owner.hp)
        await move_cards(g, shown, Zone.PROCESSING, reason=self.id, by=seat)
        hearts = [c for c in shown if g.cards[c].suit == HEART]
        if hearts:
            await move_cards(g, hearts, Zone.DISCARD, reason=self.id, by=seat)
            await recover(g, seat, len(hearts), source=seat)
        rest = [c for c in shown if g.zone_of[c] == Zone.PROCESSING]
        if rest:
            await obtain(g, seat, rest, reason=self.id, by=seat)


SKILLS = (Zaiqi(),)
