"""再起 (孟获): in your draw phase, if you are wounded, you may draw nothing and instead reveal the
top X cards of the draw pile (X = the HP you have lost): you recover 1 HP for each ♥ among them
(those go to the discard pile) and take the others into your hand."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.cards import HEART
from ....engine.health import recover
from ....engine.moves import move_cards, obtain, top_cards
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


class Zaiqi(Skill):
    id = "zaiqi"
    timings = (T.DRAW_PHASE,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return data.seat == owner.seat and owner.alive and not data.prevented and owner.wounded

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.prevented = True
        seat = owner.seat
        shown = top_cards(g, owner.max_hp - owner.hp)
        await move_cards(g, shown, Zone.PROCESSING, reason=self.id, by=seat)
        hearts = [c for c in shown if g.cards[c].suit == HEART]
        if hearts:
            await move_cards(g, hearts, Zone.DISCARD, reason=self.id, by=seat)
            await recover(g, seat, len(hearts), source=seat)
        rest = [c for c in shown if c not in hearts and g.zone_of[c] == Zone.PROCESSING]
        if rest and owner.alive:
            await obtain(g, seat, rest, reason=self.id, by=seat)


SKILLS = (Zaiqi(),)
