"""奋命 (陈武＆董袭): at the start of your finish phase, if you are chained, you may discard one
card of each chained player (yourself included: your own card you choose)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, OWNER_LOSES
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.skills.skill import Invoke, Skill
from ....engine.state import Zone

#: 奋命: the card of `target` (a chained player) to discard
ASK_FENMING_DISCARD = PromptSpec("fenming_discard", Arg("target", SEAT), ai=OWNER_LOSES)


class Fenming(Skill):
    """奋命: chained, discard a card of every chained player."""

    id = "fenming"
    timings = (T.PHASE_START,)
    phases = ("finish",)
    invoke = Invoke(ai=ALWAYS)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and data.phase == "finish" and owner.alive and owner.chained

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        for seat in g.alive_seats(owner.seat):
            p = g.players[seat]
            if not p.chained or not (p.hand or p.equips) or not owner.alive:
                continue
            cid = await g.pick_card(owner.seat, seat, "he", ASK_FENMING_DISCARD(seat))
            if cid is not None:
                await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=owner.seat)


SKILLS = (Fenming(),)
