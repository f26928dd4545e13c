"""鬼才 (司马懿, new rules): before any player's judgement takes effect, you may play (打出) any one
of your cards — a hand card or an equipped one — to replace the judge card; the replaced judge
card goes to the discard pile."""

from __future__ import annotations

from ....engine.advice import OWN_CARDS, ChangeJudgement
from ....engine.prompts import CARD_ID, SEAT, SKILL, Arg, PromptSpec
from ....engine.skills.skill import Invoke
from ...skills.wei.guicai import Guicai

#: 鬼才 (new rules): the card (hand or equipped) to play as `judged`'s new judge card
ASK_GUICAI_V2_CARD = PromptSpec("guicai_v2_card", Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL),
                                ai=ChangeJudgement(OWN_CARDS))


class GuicaiV2(Guicai):
    """鬼才 (新版): the card may be an equipped one too."""

    id = "guicai_v2"
    invoke = Invoke(Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL), ai=ChangeJudgement(OWN_CARDS))
    card_prompt = ASK_GUICAI_V2_CARD

    def _cards(self, owner) -> list[int]:
        return [*owner.hand, *owner.equip_ids()]


SKILLS = (GuicaiV2(),)
