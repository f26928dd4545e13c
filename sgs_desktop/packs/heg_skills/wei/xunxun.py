"""恂恂 (李典): at the start of your draw phase, you may look at the top four cards of the draw
pile, put two of them back on top in any order and the other two at the bottom in any order
(then you draw as usual)."""

from __future__ import annotations

from typing import Any

from ....engine import events as E
from ....engine import timings as T
from ....engine.advice import ALWAYS, JUDGEMENTS_FIRST
from ....engine.moves import top_cards
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.protocol.requests import ArrangeRequest
from ....engine.skills.skill import Invoke, Skill
from ...skills.shu.guanxing import put_back

LOOK, KEEP = 4, 2

#: 恂恂: of the `count` cards, two go back on top, the rest to the bottom
ASK_XUNXUN = PromptSpec("xunxun", Arg("count", NUMBER), ai=JUDGEMENTS_FIRST)


class Xunxun(Skill):
    """恂恂: four looked at, two kept on top, two to the bottom."""

    id = "xunxun"
    timings = (T.PHASE_START,)
    phases = ("draw",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "draw" and owner.alive

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        cards = top_cards(g, LOOK)
        keep = min(KEEP, len(cards))
        me = 1 << owner.seat
        g.emit(E.Look(seat=owner.seat, cards=tuple(cards), count=len(cards)), me)
        ans = await g.ask(ArrangeRequest(owner.seat, tuple(cards), True, ASK_XUNXUN(len(cards)), top_count=keep))
        put_back(g, owner.seat, cards, ans)


SKILLS = (Xunxun(),)
