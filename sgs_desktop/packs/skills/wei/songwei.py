"""颂威 (曹丕, 主公技): after another Wei player's judgement takes effect with a black result, that
player may let you draw one card."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import IfFriend
from ....engine.cards import BLACK
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Skill

#: 颂威: let `lord` draw a card (only a friend)?
ASK_SONGWEI = PromptSpec("songwei", Arg("lord", SEAT), ai=IfFriend(0))


class Songwei(Skill):
    id = "songwei"
    lord = True
    timings = (T.JUDGE_DONE,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.JudgeData) -> bool:
        judged = g.players[data.seat]
        return (data.seat != owner.seat and owner.alive and judged.alive and judged.kingdom == "wei"
                and g.cards[data.card].color == BLACK)

    async def cost(self, g, owner, timing: T.Timing, data: T.JudgeData) -> Any:
        # the Wei player who judged decides, not the lord
        return await g.ask_yes_no(data.seat, ASK_SONGWEI(owner.seat))

    async def effect(self, g, owner, timing: T.Timing, data: T.JudgeData, choice: Any) -> None:
        await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (Songwei(),)
