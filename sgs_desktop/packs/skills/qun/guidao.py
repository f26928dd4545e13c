"""鬼道 (张角): before any player's judgement takes effect, you may play (打出) a black card
(hand or equipment) to replace the judge card; you then take the original judge card."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import BLACK_CARDS, ChangeJudgement
from ....engine.cards import BLACK
from ....engine.moves import move_cards, obtain
from ....engine.prompts import CARD_ID, SEAT, SKILL, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 鬼道: the black card to play as `judged`'s new judge card (it replaces `card`, judged for `reason`)
ASK_GUIDAO_CARD = PromptSpec("guidao_card", Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL),
                             ai=ChangeJudgement(BLACK_CARDS))


class Guidao(Skill):
    id = "guidao"
    timings = (T.JUDGE_BEFORE_EFFECT,)
    invoke = Invoke(Arg("judged", SEAT), Arg("card", CARD_ID), Arg("reason", SKILL), ai=ChangeJudgement(BLACK_CARDS))

    @staticmethod
    def _black(g, owner) -> list[int]:
        cards = g.cards
        return [c for c in (*owner.hand, *owner.equip_ids()) if cards[c].color == BLACK]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.JudgeData) -> bool:
        return owner.alive and bool(self._black(g, owner))

    async def cost(self, g, owner, timing: T.Timing, data: T.JudgeData) -> Any:
        # the question names the judgement (whose, which card, what for) so a seat can judge the change
        if not await g.ask_yes_no(owner.seat, self.invoke_prompt(data.seat, data.card, data.reason)):
            return None
        return await g.choose_cards(owner.seat, self._black(g, owner), 1, 1,
                                    ASK_GUIDAO_CARD(data.seat, data.card, data.reason))

    async def effect(self, g, owner, timing: T.Timing, data: T.JudgeData, choice: Any) -> None:
        new = choice[0]
        old = data.card
        card = g.cards[new]
        # 打出: shown to everyone, it becomes the judge card in the processing area
        g.emit(E.Play(seat=owner.seat, card=card.describe()))
        if g.turn is not None:
            g.turn.plays.append((owner.seat, card, g.turn.phase))
        await move_cards(g, [new], Zone.PROCESSING, reason=self.id, by=owner.seat)
        data.card = new
        await g.trigger(T.CARD_PLAYED, T.PlayData(owner.seat, card, data))
        if g.zone_of[old] == Zone.PROCESSING and owner.alive:
            await obtain(g, owner.seat, [old], reason=self.id, by=owner.seat)


SKILLS = (Guidao(),)
