"""鬼才 (司马懿, new rules): before any player's judgement takes effect, you may play (打出) any one
of your cards — a hand card or an equipped one — to replace the judge card; the replaced judge
card goes to the discard pile."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import OWN_CARDS, ChangeJudgement
from ....engine.prompts import CARD_ID, SEAT, SKILL, Arg, PromptSpec
from ....engine.skills import Invoke
from ...skills.wei.guicai import Guicai, replace_judge_card

#: 鬼才 (new rules): the card (hand or equipped) to play as `judged`'s new judge card
ASK_GUICAI_V2_CARD = PromptSpec("guicai_v2_card", Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL),
                                ai=ChangeJudgement(OWN_CARDS))


class GuicaiV2(Guicai):
    """鬼才 (新版): the card may be an equipped one too."""

    id = "guicai_v2"
    invoke = Invoke(Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL), ai=ChangeJudgement(OWN_CARDS))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.JudgeData) -> bool:
        return owner.alive and bool(owner.hand or owner.equip_ids())

    async def cost(self, g, owner, timing: T.Timing, data: T.JudgeData) -> Any:
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(data.seat, data.card, data.reason)):
            return None
        return await g.choose_cards(owner.seat, [*owner.hand, *owner.equip_ids()], 1, 1,
                                    ASK_GUICAI_V2_CARD(data.seat, data.card, data.reason))

    async def effect(self, g, owner, timing: T.Timing, data: T.JudgeData, choice: Any) -> None:
        await replace_judge_card(g, owner, data, choice[0], self.id)


SKILLS = (GuicaiV2(),)
