"""狂暴 (神吕布): 锁定技, when the game starts you gain two 暴怒 marks; each time you deal or take 1
point of damage you then gain one more.

The marks are `marks["baonu"]` on the seat, for everyone to see (无谋, 无前 and 神愤 spend them).
Rulings (docs/rulings.md G22): per point, dealt or taken (a 2-point damage to yourself: 4 marks);
no upper limit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.skills.skill import Skill

if TYPE_CHECKING:
    from ....engine.game import Game
    from ....engine.state import Player

#: the 暴怒 mark
BAONU = "baonu"


def baonu(owner: Player) -> int:
    """How many 暴怒 marks `owner` has."""
    return owner.marks.get(BAONU, 0)


def add_baonu(g: Game, owner: Player, n: int) -> None:
    """Gain (n > 0) or spend (n < 0) 暴怒 marks; none left removes the mark."""
    left = baonu(owner) + n
    if left < 0:
        raise ValueError(f"{owner.seat} has {baonu(owner)} 暴怒 marks, not {-n}")
    set_mark(g, owner, BAONU, left or None)


class Kuangbao(Skill):
    """狂暴: two 暴怒 at the start, one per point of damage dealt or taken."""

    id = "kuangbao"
    compulsory = True
    timings = (T.GAME_START, T.DAMAGE_DONE, T.DAMAGED)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.GAME_START:
            return g.config.scenario is None    # (a scenario writes its 暴怒 itself: `marks`)
        if data.amount <= 0:
            return False
        return data.source == owner.seat if timing == T.DAMAGE_DONE else data.target == owner.seat

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        add_baonu(g, owner, 2 if timing == T.GAME_START else data.amount)


SKILLS = (Kuangbao(),)
