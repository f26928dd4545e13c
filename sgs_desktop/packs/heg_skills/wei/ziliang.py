"""资粮 (邓艾): 副将技. After a player of your kingdom (you too) takes damage, you may give it one
of your 田 (屯田). Only while 邓艾 is your deputy general."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import CHEAPEST, IfFriend
from ....engine.kingdoms import same_kingdom
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ..position import as_deputy
from .tuntian import fields

#: 资粮: which 田 goes to the damaged player
ASK_ZILIANG_FIELD = PromptSpec("ziliang_field", Arg("target", SEAT), ai=CHEAPEST)


class Ziliang(Skill):
    """资粮: a 田 for a wounded ally."""

    id = "ziliang"
    timings = (T.DAMAGED,)
    invoke = Invoke(Arg("target", SEAT), ai=IfFriend(0))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DamageData) -> bool:
        p = g.players[data.target]
        return (owner.alive and p.alive and bool(fields(owner)) and same_kingdom(p, owner)
                and as_deputy(g, owner, self.id))

    async def cost(self, g, owner, timing: T.Timing, data: T.DamageData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target)):
            return None
        return await g.choose_cards(owner.seat, fields(owner), 1, 1, ASK_ZILIANG_FIELD(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: T.DamageData, choice: Any) -> None:
        await obtain(g, data.target, choice, reason=self.id, by=owner.seat)


SKILLS = (Ziliang(),)
