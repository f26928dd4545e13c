"""横征 (董卓): at the start of your draw phase, if your HP is 1 or you have no hand cards, you
may give up drawing to take one card from each other player's areas (hand, equipment, judge)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import OWNER_LOSES, AdvisedSeat, Custom
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.protocol.requests import OptionRequest
from ....engine.skills.skill import Invoke, Skill

#: 横征: the card to take from `target`
ASK_HENGZHENG_TAKE = PromptSpec("hengzheng_take", Arg("target", SEAT), ai=OWNER_LOSES)


def _hengzheng_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Yes when the others hold more than the two cards given up."""
    held = sum(1 for s in judge.others() if judge.p(s).hand_count or judge.p(s).equips or judge.p(s).judge)
    return Choose("yes" if held > 2 else "no")


class Hengzheng(Skill):
    """横征: one card from everyone instead of drawing."""

    id = "hengzheng"
    timings = (T.DRAW_PHASE,)
    invoke = Invoke(ai=Custom(_hengzheng_ai))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DrawPhaseData) -> bool:
        return (data.seat == owner.seat and owner.alive and not data.prevented
                and (owner.hp == 1 or not owner.hand))

    async def effect(self, g, owner, timing: T.Timing, data: T.DrawPhaseData, choice: Any) -> None:
        data.prevented = True
        data.count = 0
        for seat in g.others(owner.seat):
            p = g.players[seat]
            if not owner.alive or not p.alive or not (p.hand or p.equips or p.judge):
                continue
            cid = await g.pick_card(owner.seat, seat, "hej", ASK_HENGZHENG_TAKE(seat))
            if cid is not None:
                await obtain(g, owner.seat, [cid], reason=self.id, by=owner.seat)


SKILLS = (Hengzheng(),)
