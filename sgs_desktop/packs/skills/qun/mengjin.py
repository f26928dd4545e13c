"""猛进 (庞德): when a 杀 you used is cancelled by its target's 闪 (a 闪 from 八卦阵's judgement
too), you may discard one card (hand or equipment) of that target. (The same rule on the identity
card of 神话再临·火 and in 国战: one skill serves both.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import OWNER_LOSES, Custom
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest


def _invoke_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """An enemy's card, always; a friend's only to take a delayed trick off it."""
    target = req.prompt.args[-1]
    if judge.att(target) <= 0.3:
        return Choose("yes")
    return Choose("yes" if judge.p(target).judge else "no")


#: 猛进: discard one of `target`'s cards
ASK_MENGJIN_DISCARD = PromptSpec("mengjin_discard", Arg("target", SEAT), ai=OWNER_LOSES)


class Mengjin(Skill):
    id = "mengjin"
    timings = (T.SLASH_DODGED,)
    invoke = Invoke(Arg("target", SEAT), ai=Custom(_invoke_ai))

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
