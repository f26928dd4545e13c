"""忍戒 (神司马懿): 锁定技, each time you take 1 point of damage, and each card you lose by
discarding it in your discard phase, you gain one 忍 mark.

The marks are `marks["ren"]` on the seat, for everyone to see (拜印 counts them, 极略 spends them).
Rulings (docs/rulings.md G28): per point and per card; only the discard phase's own discard counts
(a card another player makes you discard, or one you discard to a skill, does not)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.skills.skill import Skill
from ....engine.state import Zone

if TYPE_CHECKING:
    from ....engine.game import Game
    from ....engine.state import Player

#: the 忍 mark
REN = "ren"
DISCARD_PHASE = "discard_phase"     # (the reason the discard phase's own discard moves with)


def ren(owner: Player) -> int:
    """How many 忍 marks `owner` has."""
    return owner.marks.get(REN, 0)


def add_ren(g: Game, owner: Player, n: int) -> None:
    """Gain (n > 0) or spend (n < 0) 忍 marks; none left removes the mark."""
    left = ren(owner) + n
    if left < 0:
        raise ValueError(f"{owner.seat} has {ren(owner)} 忍 marks, not {-n}")
    set_mark(g, owner, REN, left or None)


def _discarded(data: T.MoveData, seat: int) -> int:
    if data.reason != DISCARD_PHASE:
        return 0
    return sum(len(ids) for ids, src, src_owner, dst, _ in data.moves
               if src_owner == seat and src in (Zone.HAND, Zone.EQUIP) and dst == Zone.DISCARD)


class Renjie(Skill):
    """忍戒: a 忍 per point of damage taken and per card discarded in the discard phase."""

    id = "renjie"
    own_moves_only = True
    compulsory = True
    timings = (T.DAMAGED, T.CARDS_MOVED)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.DAMAGED:
            return data.target == owner.seat and data.amount > 0
        return _discarded(data, owner.seat) > 0

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        add_ren(g, owner, data.amount if timing == T.DAMAGED else _discarded(data, owner.seat))


SKILLS = (Renjie(),)
