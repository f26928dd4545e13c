"""横江 (臧霸): each time you take 1 damage, you may make the current player's hand limit 1 lower
this turn; then, at the end of that turn, if they discarded nothing in this turn's discard phase,
you draw one card (the old rules: one card however often you used it; 新版: one per use)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import AdvisedSeat, Custom
from ....engine.history import moved_this_turn
from ....engine.moves import draw
from ....engine.prompts import SEAT, Arg
from ....engine.protocol.answers import Choose
from ....engine.protocol.requests import OptionRequest
from ....engine.skills.skill import MAX_HAND, Invoke, Skill


def _hengjiang_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Yes unless the current player is a friend (or oneself): their hand limit is worth more."""
    current = req.prompt.args[-1]
    return Choose("no" if current == judge.me or judge.att(current) > 0.3 else "yes")


def discarded_in_discard_phase(g, seat: int) -> bool:
    """Did `seat` discard a card in this turn's discard phase (弃牌阶段内弃牌)?"""
    return any(m.reason == "discard_phase" and m.src_owner == seat for m in moved_this_turn(g))


class Hengjiang(Skill):
    """横江: per point of damage taken, the current player keeps one card fewer this turn."""

    id = "hengjiang"
    timings = (T.DAMAGED, T.TURN_END)
    modifies = (MAX_HAND,)
    invoke = Invoke(Arg("current", SEAT), ai=Custom(_hengjiang_ai))
    #: 新版 draws one card per use, the old rules one card in all
    draws_per_use = False

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing == T.TURN_END:
            return (owner.alive and g.skill_count(owner.seat, self.id) > 0
                    and not discarded_in_discard_phase(g, data.seat))
        return (data.target == owner.seat and owner.alive and data.amount > 0 and g.turn is not None
                and g.players[g.turn.seat].alive)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.TURN_END:
            return g.skill_count(owner.seat, self.id)      # (the draw is not a choice)
        current = g.turn.seat
        for point in range(data.amount):                    # each point is its own "may"
            if await g.ask_yes_no(owner.seat, self.invoke_prompt(current)):
                return data.amount - point
        return None

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.TURN_END:
            await draw(g, owner.seat, choice if self.draws_per_use else 1, reason=self.id)
            return
        current = g.turn.seat
        for _ in range(choice - 1):
            if owner.alive and await g.ask_yes_no(owner.seat, self.invoke_prompt(current)):
                g.note_skill(owner.seat, self.id)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        turn = g.turn
        if turn is None or args[0].seat != turn.seat:
            return value
        return max(0, value - g.skill_count(owner.seat, self.id))


SKILLS = (Hengjiang(),)
