"""琴音 (神周瑜): once per discard phase, after you discard two or more hand cards in your discard
phase, you may have every player recover 1 HP, or have every player lose 1 HP.

The two or more cards are one discarding (the phase's own discard, reason `discard_phase`). Every
living player, 神周瑜 too, in seat order from him, recovers or loses; a player brought to dying by
the loss is saved or dies before the next one loses (docs/rulings.md G5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.advice import Custom
from ....engine.health import lose_hp, recover
from ....engine.prompts import PromptSpec
from ....engine.protocol.answers import Choose
from ....engine.skills.skill import Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

RECOVER, LOSE, NONE = "recover", "lose", "none"


def qinyin_gain(judge: AdvisedSeat, choice: str) -> float:
    """How much our side gains by everyone recovering (or losing) 1 HP."""
    total = 0.0
    for s in judge.alive():
        p = judge.p(s)
        att = 1.0 if s == judge.me else judge.att(s)
        weight = 2.5 if p.hp <= 1 else 1.5 if p.hp == 2 else 1.0     # a point of HP counts more when few
        if choice == RECOVER:
            total += att * weight if p.hp < p.max_hp else 0.0
        else:
            total -= att * weight
    return total


def _choose_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """The better of the two for our side, when it is worth something; else nothing."""
    best = max((RECOVER, LOSE), key=lambda c: (qinyin_gain(judge, c), c == RECOVER))
    return Choose(best if qinyin_gain(judge, best) >= 0.5 else NONE)


#: 琴音: every player recovers 1 HP, every player loses 1 HP, or nothing
ASK_QINYIN = PromptSpec("qinyin", ai=Custom(_choose_ai))


class Qinyin(Skill):
    id = "qinyin"
    own_moves_only = True
    timings = (T.CARDS_MOVED,)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.MoveData) -> bool:
        turn = g.turn
        if (data.reason != "discard_phase" or not owner.alive or turn is None or g.current != owner.seat
                or turn.phase != "discard" or g.skill_count(owner.seat, self.id, "discard")):
            return False
        seat = owner.seat
        return sum(len(ids) for ids, src, src_owner, dst, _ in data.moves
                   if src == Zone.HAND and src_owner == seat and dst == Zone.DISCARD) >= 2

    async def cost(self, g, owner, timing: T.Timing, data: T.MoveData) -> Any:
        choice = await g.choose_option(owner.seat, (RECOVER, LOSE, NONE), ASK_QINYIN(), default=NONE)
        return None if choice == NONE else choice

    async def effect(self, g, owner, timing: T.Timing, data: T.MoveData, choice: Any) -> None:
        for seat in g.alive_seats(owner.seat):
            if not g.players[seat].alive:
                continue
            if choice == RECOVER:
                await recover(g, seat, 1, source=owner.seat)
            else:
                await lose_hp(g, seat, 1)


SKILLS = (Qinyin(),)
