"""鬼才 (司马懿): before any player's judgement takes effect, you may play (打出) one of your hand
cards to replace the judge card; the replaced judge card goes to the discard pile."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import HAND, ChangeJudgement
from ....engine.moves import move_cards
from ....engine.prompts import CARD_ID, SEAT, SKILL, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone


async def replace_judge_card(g, owner, data: T.JudgeData, cid: int, reason: str) -> None:
    """打出 `cid` from `owner`'s hand as the new judge card; the old one is discarded."""
    card = g.cards[cid]
    g.emit(E.Play(seat=owner.seat, card=card.describe()))
    if g.turn is not None:
        g.turn.plays.append((owner.seat, card, g.turn.phase))
    await move_cards(g, [cid], Zone.PROCESSING, reason=reason, by=owner.seat)
    old, data.card = data.card, cid
    if g.zone_of[old] == Zone.PROCESSING:
        await move_cards(g, [old], Zone.DISCARD, reason=reason, by=owner.seat)
    await g.trigger(T.CARD_PLAYED, T.PlayData(owner.seat, card, data))


#: 鬼才: the hand card to play as `judged`'s new judge card (it replaces `card`, judged for `reason`)
ASK_GUICAI_CARD = PromptSpec("guicai_card", Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL),
                             ai=ChangeJudgement(HAND))


class Guicai(Skill):
    id = "guicai"
    timings = (T.JUDGE_BEFORE_EFFECT,)
    invoke = Invoke(Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL), ai=ChangeJudgement(HAND))
    #: the question of which card (the new 国战 rules': a hand or an equipped one)
    card_prompt = ASK_GUICAI_CARD

    def _cards(self, owner) -> list[int]:
        """The cards that may be played as the new judge card: your hand cards."""
        return owner.hand

    def can_trigger(self, g, owner, timing: T.Timing, data: T.JudgeData) -> bool:
        return owner.alive and bool(self._cards(owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.JudgeData) -> Any:
        # the question names the judgement (whose, which card, what for) so a seat can judge the change
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(data.seat, data.card, data.reason)):
            return None
        return await g.choose_cards(owner.seat, self._cards(owner), 1, 1,
                                    self.card_prompt(data.seat, data.card, data.reason))

    async def effect(self, g, owner, timing: T.Timing, data: T.JudgeData, choice: Any) -> None:
        await replace_judge_card(g, owner, data, choice[0], self.id)


SKILLS = (Guicai(),)
