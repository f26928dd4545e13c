"""固政 (张昭张纮): at the end of another player's discard phase, you may give back to its hand one
of the hand cards it discarded in that phase (still in the discard pile); then you take the other
cards it discarded in that phase that are still there."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, CHEAPEST
from ....engine.history import moved_this_phase
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


def discarded(g, seat: int) -> list[int]:
    """The hand cards `seat` put into the discard pile in its current discard phase and still
    there (read from the phase's history)."""
    cards = [c for m in moved_this_phase(g, seat)
             if m.src == Zone.HAND and m.src_owner == seat and m.dst == Zone.DISCARD for c in m.cards]
    return [c for c in cards if g.zone_of[c] == Zone.DISCARD]


#: 固政: the discarded card to give back to `discarder` (the others are yours)
ASK_GUZHENG_BACK = PromptSpec("guzheng_back", Arg("discarder", SEAT), ai=CHEAPEST)


class Guzheng(Skill):
    """固政: one discarded card back to its owner, the rest to you."""

    id = "guzheng"
    timings = (T.PHASE_END,)
    phases = ("discard",)
    invoke = Invoke(Arg("discarder", SEAT), ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return (data.phase == "discard" and data.seat != owner.seat and owner.alive
                and g.players[data.seat].alive and bool(discarded(g, data.seat)))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(data.seat)):
            return None
        return await g.choose_cards(owner.seat, discarded(g, data.seat), 1, 1, ASK_GUZHENG_BACK(data.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        (back,) = choice
        rest = [c for c in discarded(g, data.seat) if c != back]
        await obtain(g, data.seat, [back], reason=self.id, by=owner.seat)
        rest = [c for c in rest if g.zone_of[c] == Zone.DISCARD]
        if rest and owner.alive:
            await obtain(g, owner.seat, rest, reason=self.id, by=owner.seat)


SKILLS = (Guzheng(),)
