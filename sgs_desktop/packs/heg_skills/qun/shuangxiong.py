"""双雄 (颜良文丑): in your draw phase you may draw nothing and judge instead; you take the judge
card once it has taken effect, and for the rest of the turn you may use any hand card of the
other colour than that judge card as 决斗.

While it works the mark `shuangxiong_red` or `shuangxiong_black` names the colour of the hand
cards that may serve as 决斗 this turn."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import ALWAYS
from ....engine.cards import BLACK, RED
from ....engine.judging import judge
from ....engine.moves import obtain
from ....engine.skills.skill import Invoke
from ....engine.state import Zone
from ...skills.common import ViewAsSkill

#: the mark naming the colour that serves as 决斗 (the other colour than the judgement)
MARKS = {RED: "shuangxiong_red", BLACK: "shuangxiong_black"}


class Shuangxiong(ViewAsSkill):
    id = "shuangxiong"
    as_key = "duel"
    zones = "h"
    timings = (T.DRAW_PHASE, T.JUDGE_DONE, T.TURN_END)
    invoke = Invoke(ai=ALWAYS)

    # ---- the draw phase: judge instead of drawing
    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing == T.TURN_END:
            return any(m in owner.marks for m in MARKS.values())
        if not owner.alive or data.seat != owner.seat:
            return False
        if timing == T.DRAW_PHASE:
            return not data.prevented
        return data.reason == self.id and g.zone_of[data.card] == Zone.PROCESSING

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.TURN_END:
            self._clear(g, owner)      # the colour lasts this turn only: nothing to announce
            return None
        if timing == T.JUDGE_DONE:
            return True
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.JUDGE_DONE:
            await obtain(g, owner.seat, [data.card], reason=self.id, by=owner.seat)
            return
        data.prevented = True
        result = await judge(g, owner.seat, self.id)
        color = result.result.color         # the judgement as it counts (红颜 …)
        if owner.alive and g.turn is not None and g.turn.seat == owner.seat:
            self._clear(g, owner)
            set_mark(g, owner, MARKS[RED if color == BLACK else BLACK], 1)

    @staticmethod
    def _clear(g, owner) -> None:
        for m in MARKS.values():
            set_mark(g, owner, m, None)

    def on_lose(self, g, owner) -> None:
        self._clear(g, owner)

    # ---- this turn: hand cards of the other colour as 决斗
    def _color(self, owner) -> str | None:
        for color, mark in MARKS.items():
            if mark in owner.marks:
                return color
        return None

    def usable_now(self, g, owner, names, mode) -> bool:
        # invoked in this very turn's draw phase (a mark left over from an earlier turn never counts)
        return (g.turn is not None and g.turn.seat == owner.seat and self._color(owner) is not None
                and g.skill_count(owner.seat, self.id, "draw") > 0)

    def card_ok(self, g, owner, card) -> bool:
        return card.color == self._color(owner)


SKILLS = (Shuangxiong(),)
