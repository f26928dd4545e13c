"""双雄 (颜良文丑): in your draw phase you may draw nothing and judge instead; you take the judge
card once it has taken effect, and for the rest of the turn you may use any hand card of the
other colour than that judge card as 决斗.
(The same rule on the identity card of 神话再临·火 and in 国战: one skill serves both.)

While it works the mark `shuangxiong_red` or `shuangxiong_black` names the colour of the hand
cards that may serve as 决斗 this turn."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import ALWAYS
from ....engine.cards import BLACK, RED
from ....engine.judging import judge
from ....engine.moves import move_cards, obtain
from ....engine.skills.skill import Invoke, Lookahead
from ....engine.state import Zone
from ..common import ViewAsSkill

#: the mark naming the colour that serves as 决斗 (the other colour than the judgement)
MARKS = {RED: "shuangxiong_red", BLACK: "shuangxiong_black"}


class Shuangxiong(ViewAsSkill):
    id = "shuangxiong"
    as_key = "duel"
    zones = "h"
    timings = (T.DRAW_PHASE, T.TURN_END)
    invoke = Invoke(ai=ALWAYS)
    lookahead = (Lookahead("draw"),)    # 困难 looks ahead: a judge card and 决斗s, or two drawn

    # ---- the draw phase: judge instead of drawing, keep the judge card
    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing == T.TURN_END:
            return any(m in owner.marks for m in MARKS.values())
        return owner.alive and data.seat == owner.seat and not data.prevented

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.TURN_END:
            self._clear(g, owner)      # the colour lasts this turn only: nothing to announce
            return None
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        data.prevented = True
        # the judge card stays in the processing area once it has taken effect, for him to take
        result = await judge(g, owner.seat, self.id, keep=lambda _card: True)
        if g.zone_of[result.card] == Zone.PROCESSING:
            if owner.alive:
                await obtain(g, owner.seat, [result.card], reason=self.id, by=owner.seat)
            else:
                await move_cards(g, [result.card], Zone.DISCARD, reason="judge_done")
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
