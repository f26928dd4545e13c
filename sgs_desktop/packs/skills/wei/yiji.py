"""遗计 (郭嘉): for each 1 damage you take, you may look at the top two cards of the draw pile and
give them to any players: both to one, or one each, keeping any you like.

Done as: you draw the two, then give away any of them (some to one player, the rest to another)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import give
from ....engine.advice import ALWAYS, GIVE_TO_FRIENDS, HELPS
from ....engine.moves import draw
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill

#: 遗计: which of the `count` cards drawn to give away, then to whom
ASK_YIJI_GIVE = PromptSpec("yiji_give", Arg("count", NUMBER), ai=GIVE_TO_FRIENDS)
ASK_YIJI_TO = PromptSpec("yiji_to", Arg("count", NUMBER), ai=HELPS)


class Yiji(Skill):
    id = "yiji"
    timings = (T.DAMAGED,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        return data.target == owner.seat and owner.alive and data.amount > 0

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        for point in range(data.amount):
            if point > 0:       # each further point is a new "may"
                if not owner.alive or not await g.ask_yes_no(owner.seat, self.invoke_prompt()):
                    return
                g.note_skill(owner.seat, self.id)
            await self._once(g, owner)

    async def _once(self, g, owner) -> None:
        left = await draw(g, owner.seat, 2, reason=self.id)
        while left and owner.alive:
            others = g.others(owner.seat)
            if not others:
                return
            hand = [c for c in left if c in owner.hand]
            given = await g.choose_cards(owner.seat, hand, 0, len(hand), ASK_YIJI_GIVE(len(hand)))
            if not given:
                return
            if len(others) == 1:
                to = others[0]
            else:
                (to,) = await g.choose_seats(owner.seat, others, 1, 1, ASK_YIJI_TO(len(given)))
            await give(g, owner.seat, to, given, reason=self.id)
            left = [c for c in hand if c not in given]


SKILLS = (Yiji(),)
