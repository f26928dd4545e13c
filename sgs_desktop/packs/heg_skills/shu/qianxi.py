"""潜袭 (马岱): at the start of your start phase you may judge; then you choose a player at distance
1 from you: this turn they cannot use or play hand cards of the judgement's colour. 新版
(qianxi_v2): draw one card, then discard one; the colour is the discarded card's."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import ALWAYS, HARMS
from ....engine.cards import BLACK, RED
from ....engine.distance import distance
from ....engine.judging import judge
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import HAND_COLORS_FORBIDDEN, Invoke, Skill

#: 潜袭: the player at distance 1 who may not use or play red (black) hand cards this turn
ASK_QIANXI_TARGET = {RED: PromptSpec("qianxi_target_red", ai=HARMS),
                     BLACK: PromptSpec("qianxi_target_black", ai=HARMS)}
MARKS = {RED: "qianxi_red", BLACK: "qianxi_black"}


def locked_colors(p) -> frozenset[str]:
    """The colours a 潜袭 locked for `p` this turn (its marks)."""
    marks = p.marks
    return frozenset(c for c, m in MARKS.items() if m in marks) if marks else frozenset()


class Qianxi(Skill):
    """潜袭: a colour locked for a player next to you."""

    id = "qianxi"
    timings = (T.PHASE_START, T.TURN_END)
    phases = ("start",)
    modifies = (HAND_COLORS_FORBIDDEN,)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        if timing == T.TURN_END:
            return data.seat == owner.seat and any(locked_colors(p) for p in g.players)
        return data.seat == owner.seat and data.phase == "start" and owner.alive

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if timing == T.TURN_END:
            # the lock ends with the turn: not a use of 潜袭 (nothing to log as one)
            for p in g.players:
                for m in MARKS.values():
                    set_mark(g, p, m, None)
            return None
        return await super().cost(g, owner, timing, data)

    async def color(self, g, owner) -> str | None:
        """The colour to lock: the judgement's."""
        j = await judge(g, owner.seat, self.id)
        return j.result.color if j.result is not None else None

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        color = await self.color(g, owner)
        near = [s for s in g.others(owner.seat) if distance(g, owner.seat, s) == 1]
        if color not in MARKS or not near or not owner.alive:
            return
        (seat,) = await g.choose_seats(owner.seat, near, 1, 1, ASK_QIANXI_TARGET[color]())
        set_mark(g, g.players[seat], MARKS[color], 1)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        locked = locked_colors(args[0])
        return value | locked if locked else value


SKILLS = (Qianxi(),)
