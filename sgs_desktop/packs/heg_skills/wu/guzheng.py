"""固政 (张昭张纮): at the end of another player's discard phase, you may return to its hand one of
the hand cards it discarded in that phase (still in the discard pile); then you take the other
such cards still in the discard pile."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST
from ....engine.history import moved_this_phase
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

DISCARD_PHASE = "discard"


def discarded_this_phase(g, seat: int) -> list[int]:
    """Hand cards `seat` lost to the discard pile in its current discard phase, still there
    (the phase's history, not counters)."""
    found = [c for m in moved_this_phase(g, seat)
             if m.dst == Zone.DISCARD and m.src == Zone.HAND and m.src_owner == seat for c in m.cards]
    return [c for c in found if g.zone_of[c] == Zone.DISCARD]


#: 固政: the card to give back to `discarder` (you take the rest)
ASK_GUZHENG_RETURN = PromptSpec("guzheng_return", Arg("discarder", SEAT), ai=CHEAPEST)


class Guzheng(Skill):
    """固政: give one discarded card back, keep the rest."""

    id = "guzheng"
    timings = (T.PHASE_END,)
    phases = (DISCARD_PHASE,)
    invoke = Invoke(Arg("discarder", SEAT), ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.seat != owner.seat and owner.alive and g.players[data.seat].alive
                and bool(discarded_this_phase(g, data.seat)))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(data.seat)):
            return None
        cards = discarded_this_phase(g, data.seat)
        return await g.choose_cards(owner.seat, cards, 1, 1, ASK_GUZHENG_RETURN(data.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        (back,) = choice
        rest = [c for c in discarded_this_phase(g, data.seat) if c != back]
        await obtain(g, data.seat, [back], reason=self.id, by=owner.seat)
        rest = [c for c in rest if g.zone_of[c] == Zone.DISCARD]
        if rest and owner.alive:
            await obtain(g, owner.seat, rest, reason=self.id, by=owner.seat)


SKILLS = (Guzheng(),)
