"""克己 (吕蒙, new rules): 锁定技, at the start of your discard phase, if in this turn's play phase
you used no card of a colour, or all the cards you used there were of one colour, your hand limit
is increased by 4 for this turn."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import MAX_HAND, Skill


def play_phase_uses(g, seat: int) -> list:
    """The cards `seat` used in this turn's play phase (its own turn)."""
    turn = g.turn
    if turn is None or turn.seat != seat:
        return []
    return [u for u in turn.uses if u.user == seat and u.phase == "play"]


class KejiV2(Skill):
    """克己: one colour in the play phase, four more cards kept."""

    id = "keji_v2"
    compulsory = True
    timings = (T.PHASE_START,)
    phases = ("discard",)
    modifies = (MAX_HAND,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        if data.seat != owner.seat or not owner.alive:
            return False
        colours = {u.card.color for u in play_phase_uses(g, owner.seat)} - {None}
        return len(colours) <= 1

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        """Nothing more: invoking it (this turn's history) raises the hand limit."""

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        turn = g.turn
        if args[0] is not owner or turn is None or turn.seat != owner.seat:
            return value
        return value + 4 * min(1, g.skill_count(owner.seat, self.id, "discard"))


SKILLS = (KejiV2(),)
