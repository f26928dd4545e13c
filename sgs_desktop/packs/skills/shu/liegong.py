"""烈弓 (黄忠, 风): in your play phase, once your 杀 has targeted a player whose hand holds at least
as many cards as your HP, or at most as many as your attack range, you may make that player
unable to use 闪 against this 杀.

Rulings (docs/rulings.md, 风): the hand is counted when the 杀 has targeted the player (指定目标后),
each target on its own; only a 杀 used in your play phase (not 神速's, not one used in answer to
借刀杀人 in another's turn); the attack range is the one you have then."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.distance import attack_range
from ....engine.prompts import SEAT, Arg
from ....engine.skills.skill import Invoke, Skill


class Liegong(Skill):
    """烈弓: no 闪 against this 杀 for a full or a near-empty hand."""

    id = "liegong"
    timings = (T.TARGETED,)
    #: (the 杀 is 黄忠's own choice in his play phase: its target is one he means to hurt)
    invoke = Invoke(Arg("target", SEAT), ai=ALWAYS)

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

    async def cost(self, g, owner, timing: T.Timing, data: T.TargetData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: T.TargetData, choice: Any) -> None:
        data.use.no_jink.add(data.target)
        g.emit(E.NoJink(seat=data.target, skill=self.id))


SKILLS = (Liegong(),)
