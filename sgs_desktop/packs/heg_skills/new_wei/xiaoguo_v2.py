"""骁果 (乐进, new rules): at the start of another player's finish phase, you may discard a basic
card; then that player chooses: discard an equipment card (hand or equipped; only if it has
one), after which you draw a card; or take 1 damage from you."""

from __future__ import annotations

from ....engine.advice import DEFAULT
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg, PromptSpec
from ..wei.xiaoguo import Xiaoguo

#: 骁果 (new rules, of `source`): discard an equipment card (`source` then draws one), or take 1 damage
ASK_XIAOGUO_V2_CHOICE = PromptSpec("xiaoguo_v2_choice", Arg("source", SEAT), ai=DEFAULT)


class XiaoguoV2(Xiaoguo):
    """骁果 (新版): the same question and cost; the equipment card discarded rewards 乐进 a card."""

    id = "xiaoguo_v2"
    choice_prompt = ASK_XIAOGUO_V2_CHOICE

    async def after_discard(self, g, owner) -> None:
        if owner.alive:
            await draw(g, owner.seat, 1, reason=self.id)


SKILLS = (XiaoguoV2(),)
