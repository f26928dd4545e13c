"""猛进 (庞德): after a 杀 you used is cancelled by 闪, you may discard one card (hand or
equipment) of that target."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, OWNER_LOSES
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 猛进: discard one of `target`'s cards
ASK_MENGJIN_DISCARD = PromptSpec("mengjin_discard", Arg("target", SEAT), ai=OWNER_LOSES)


class Mengjin(Skill):
    id = "mengjin"
    timings = (T.SLASH_DODGED,)
    invoke = Invoke(Arg("target", SEAT), ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DodgeData) -> bool:
        if data.use.user != owner.seat or not owner.alive or data.hit:
            return False
        target = g.players[data.target]
        return target.alive and bool(target.hand or target.equips)

    async def cost(self, g, owner, timing: T.Timing, data: T.DodgeData) -> Any:
        return await g.ask_yes_no(owner.seat, self.invoke_prompt(data.target))

    async def effect(self, g, owner, timing: T.Timing, data: T.DodgeData, choice: Any) -> None:
        cid = await g.pick_card(owner.seat, data.target, "he", ASK_MENGJIN_DISCARD(data.target))
        if cid is not None:
            await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=owner.seat)


SKILLS = (Mengjin(),)
