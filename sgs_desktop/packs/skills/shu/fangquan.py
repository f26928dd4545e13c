"""放权 (刘禅): you may skip your play phase; if you do, at the end of this turn you may discard a
hand card to let another player take an extra turn after yours."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import grant_extra_turn
from ....engine.advice import CHEAPEST, HELPS, NEVER
from ....engine.moves import discard
from ....engine.prompts import PromptSpec
from ....engine.skills.skill import Invoke, Lookahead, Skill

PLAY = "play"


#: 放权 (at the end of the turn): discard a hand card to give another player an extra turn
ASK_FANGQUAN_DISCARD = PromptSpec("fangquan_discard", ai=CHEAPEST)
ASK_FANGQUAN_TARGET = PromptSpec("fangquan_target", ai=HELPS)


class Fangquan(Skill):
    id = "fangquan"
    timings = (T.PHASE_BEGINNING, T.TURN_END)
    phases = ("play",)
    invoke = Invoke(ai=NEVER)
    lookahead = (Lookahead(PLAY),)      # 困难 looks ahead: the play phase given up, or kept

    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        if data.seat != owner.seat or not owner.alive or g.turn is None or g.turn.seat != owner.seat:
            return False
        if timing == T.PHASE_BEGINNING:
            return data.phase == PLAY and PLAY not in g.turn.skipped
        # 回合结束时: only after skipping this turn's play phase with 放权
        return g.skill_count(owner.seat, self.id) > 0 and bool(owner.hand) and bool(g.others(owner.seat))

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        if timing == T.PHASE_BEGINNING:
            return await super().cost(g, owner, timing, data)
        chosen = await g.choose_cards(owner.seat, owner.hand, 0, 1, ASK_FANGQUAN_DISCARD())
        if not chosen:
            return None
        others = g.others(owner.seat)
        if len(others) == 1:
            return chosen[0], others[0]
        (target,) = await g.choose_seats(owner.seat, others, 1, 1, ASK_FANGQUAN_TARGET())
        return chosen[0], target

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        if timing == T.PHASE_BEGINNING:
            g.turn.skipped.add(PLAY)
            return
        card, target = choice
        await discard(g, owner.seat, [card], reason=self.id)
        grant_extra_turn(g, target)


SKILLS = (Fangquan(),)
