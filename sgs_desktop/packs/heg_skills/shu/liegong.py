"""烈弓 (黄忠): in your play phase, after your 杀 targets a player whose hand holds at least as
many cards as your HP, or at most as many as your attack range, you may make that player unable
to use 闪 against this 杀."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.distance import attack_range
from ....engine.skills.skill import Invoke, Skill


class Liegong(Skill):
    id = "liegong"
    timings = (T.TARGETED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.TargetData) -> bool:
        use = data.use
        turn = g.turn
        if (use.user != owner.seat or not owner.alive or use.card.name != "slash" or turn is None
                or turn.seat != owner.seat or turn.phase != "play"):
            return False
        target = g.players[data.target]
        if not target.alive or data.target in use.cancelled or data.target in use.no_jink:
            return False
        n = len(target.hand)
        return n >= owner.hp or n <= attack_range(g, owner.seat)

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        data.use.no_jink.add(data.target)
        g.emit(E.NoJink(seat=data.target, skill=self.id))


SKILLS = (Liegong(),)
