"""观星 (诸葛亮): at the start of your start phase (准备阶段), you may look at the top X cards
of the draw pile (X = living players, at most 5) and put them back on top and/or at the bottom
in any order."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, JUDGEMENTS_FIRST
from ....engine.moves import top_cards
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.protocol.answers import Arrange
from ....engine.protocol.requests import ArrangeRequest
from ....engine.skills.skill import LOOK_COUNT, Invoke, Skill

#: 观星: put the `count` cards back on top of the draw pile and/or at its bottom
ASK_GUANXING = PromptSpec("guanxing", Arg("count", NUMBER), ai=JUDGEMENTS_FIRST)


def put_back(g, seat: int, cards: list[int], ans: Arrange) -> None:
    """The looked-at `cards` put back as `seat` arranged them (观星, 恂恂, 悟心), known to it alone.
    They never leave the draw pile: `bottom` goes under the rest (its last card bottommost), `top`
    on top (its first card topmost)."""
    me = 1 << seat
    pile = g.draw_pile
    for c in cards:
        pile.remove(c)
    pile[0:0] = list(reversed(ans.bottom))
    pile.extend(reversed(ans.top))
    for c in cards:
        g.known[c] = me
    g.emit(E.ArrangeEvent(seat=seat, top=tuple(ans.top), bottom=tuple(ans.bottom), top_count=len(ans.top),
                     bottom_count=len(ans.bottom)), me)


class Guanxing(Skill):
    id = "guanxing"
    own_phases_only = True
    timings = (T.PHASE_START,)
    phases = ("start",)
    invoke = Invoke(ai=ALWAYS)
    #: the arranging question (遗志, 国战, asks its own)
    arrange = ASK_GUANXING

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "start"

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        x = min(5, len(g.alive_seats()))
        if LOOK_COUNT in g.modifier_kinds:      # (遗志, 国战)
            x = g.modify(LOOK_COUNT, x, owner, self.id)
        cards = top_cards(g, x)
        me = 1 << owner.seat
        g.emit(E.Look(seat=owner.seat, cards=tuple(cards), count=x), me)
        ans = await g.ask(ArrangeRequest(owner.seat, tuple(cards), True, self.arrange(x)))
        put_back(g, owner.seat, cards, ans)


SKILLS = (Guanxing(),)
