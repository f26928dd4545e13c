"""悟心 (张角（君）): at the start of your draw phase you may look at the top X cards of the draw pile
(X = the players of 群, the kingdom shown, and one more per 天兵 of 弘法) and put them back on top
in any order."""

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
from .hongfa import qun_count_for

#: 悟心: put the `count` cards back on top of the draw pile, in the order you choose
ASK_WUXIN = PromptSpec("wuxin", Arg("count", NUMBER), ai=JUDGEMENTS_FIRST)


class Wuxin(Skill):
    id = "wuxin"
    timings = (T.PHASE_START,)
    phases = ("draw",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "draw" and qun_count_for(g, owner) > 0

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        x = qun_count_for(g, owner)
        cards = top_cards(g, x)
        me = 1 << owner.seat
        g.emit(E.Look(seat=owner.seat, cards=tuple(cards), count=x), me)
        ans = await g.ask(ArrangeRequest(owner.seat, tuple(cards), False, ASK_WUXIN(x)))
        put_back(g, owner.seat, cards, ans)      # (all on top: no bottom is allowed)


SKILLS = (Wuxin(),)
