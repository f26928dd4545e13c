"""奋激 (周泰, new rules): at the start of any player's finish phase (结束阶段), if that player
has no hand cards, you may let it draw two cards; then you lose 1 HP."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import IfFriend
from ....engine.health import lose_hp
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg
from ....engine.skills.skill import Invoke, Skill


class Fenji(Skill):
    """奋激: an empty hand at its finish phase is refilled by two, for 1 of your HP."""

    id = "fenji"
    timings = (T.PHASE_START,)
    phases = ("finish",)
    #: (for a friend, or myself: 不屈 makes the HP cheap)
    invoke = Invoke(Arg("target", SEAT), ai=IfFriend(0))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        p = g.players[data.seat]
        return owner.alive and p.alive and not p.hand

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        await draw(g, data.seat, 2, reason=self.id)
        if owner.alive:
            await lose_hp(g, owner.seat, 1)


SKILLS = (Fenji(),)
