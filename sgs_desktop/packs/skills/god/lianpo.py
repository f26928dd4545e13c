"""连破 (神司马懿): after any player's turn ends (回合结束后), if you killed at least one player in
that turn, you may take an extra turn after it.

Rulings (docs/rulings.md G29): one extra turn for a turn, however many you killed; a turn whose
own player died ends there, with no 回合结束后 in this engine: 连破 is then offered as that player
dies (the extra turn still comes after the cut-off turn)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import grant_extra_turn
from ....engine.advice import ALWAYS
from ....engine.history import killed_this_turn
from ....engine.skills.skill import Invoke, Skill


class Lianpo(Skill):
    """连破: a turn with a kill of yours gives you an extra turn."""

    id = "lianpo"
    timings = (T.TURN_END, T.DEATH)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive or g.turn is None:
            return False
        if timing == T.DEATH and (data.seat != g.turn.seat or data.seat == owner.seat):
            return False        # (only the turn's own player dying cuts the turn short)
        return killed_this_turn(g, owner.seat)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        grant_extra_turn(g, owner.seat)


SKILLS = (Lianpo(),)
