"""勇决 (存嗣 gives it): when a player of your kingdom (you too) uses a 杀 as the first card they
use in their own turn, they may take it back into their hand after it is resolved."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS
from ....engine.kingdoms import same_kingdom
from ....engine.moves import obtain
from ....engine.prompts import CARD_KEY, Arg, PromptSpec
from ....engine.skills.skill import Skill
from ....engine.state import Zone

#: 勇决: take back the 杀 (`card`) just resolved?
ASK_YONGJUE_TAKE = PromptSpec("yongjue_take", Arg("card", CARD_KEY), ai=ALWAYS)


def first_use_of_turn(g, use) -> bool:
    """Is `use` the first card the current player used in this turn (by them)?"""
    turn = g.turn
    if turn is None or use.user != turn.seat:
        return False
    first = next((u for u in turn.uses if u.user == turn.seat), None)
    return first is use


class Yongjue(Skill):
    """勇决: the first 杀 of an ally's turn comes back."""

    id = "yongjue"
    timings = (T.CARD_FINISHED,)

    @staticmethod
    def _cards(g, use) -> list[int]:
        return [c for c in use.card.ids if g.zone_of[c] == Zone.PROCESSING]

    def can_trigger(self, g, owner, timing: T.Timing, data: T.CardUse) -> bool:
        if data.card.name != "slash" or not owner.alive:
            return False
        user = g.players[data.user]
        return (user.alive and same_kingdom(user, owner) and first_use_of_turn(g, data)
                and bool(self._cards(g, data)))

    async def cost(self, g, owner, timing: T.Timing, data: T.CardUse) -> Any:
        return await g.ask_yes_no(data.user, ASK_YONGJUE_TAKE(data.card.key), default=True) or None

    async def effect(self, g, owner, timing: T.Timing, data: T.CardUse, choice: Any) -> None:
        await obtain(g, data.user, self._cards(g, data), reason=self.id, by=data.user)


SKILLS = (Yongjue(),)
