"""大雾 (神诸葛亮): at the start of your finish phase, you may put X 星 into the discard pile and
choose X players: until the start of your next turn, damage that is not thunder damage to any of
them is prevented.

The chosen players bear the mark `dawu` (大雾) until 神诸葛亮's next turn begins, or until he dies
(docs/rulings.md G8). The damage is prevented as the player would take it (受到伤害时): normal and
fire damage, a chain's included; 失去体力 is not damage and still happens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.advice import CHEAPEST, Custom
from ....engine.moves import move_cards
from ....engine.prompts import NUMBER, Arg, PromptSpec
from ....engine.protocol.answers import Seats
from ....engine.skills.skill import Skill
from ....engine.state import Zone
from .kuangfeng import clear
from .qixing import stars

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import SeatsRequest

MARK = "dawu"


def _targets_ai(judge: AdvisedSeat, req: SeatsRequest) -> Seats:
    """Friends (me too) in danger: at 2 HP or less, the weakest first, as many as 星 allow — a lord
    ally always, once the 星 are many."""
    mine = [s for s in req.seats if s == judge.me or judge.att(s) > 0.3]
    weak = sorted((s for s in mine if judge.p(s).hp <= 2), key=lambda s: (judge.p(s).hp, s))
    if not weak and req.max >= 5:
        weak = sorted(mine, key=lambda s: (judge.p(s).hp, s))[:1]
    return Seats(tuple(weak[:req.max]))


#: 大雾: the players protected from all but thunder damage until your next turn (none: not now)
ASK_DAWU = PromptSpec("dawu_targets", ai=Custom(_targets_ai))
#: 大雾: the `count` 星 to put into the discard pile
ASK_DAWU_STARS = PromptSpec("dawu_stars", Arg("count", NUMBER), ai=CHEAPEST)


class Dawu(Skill):
    id = "dawu"
    own_phases_only = True
    timings = (T.PHASE_START, T.TURN_START, T.DEATH, T.DAMAGE_INFLICTING)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if timing is T.DAMAGE_INFLICTING:
            return data.nature != "thunder" and bool(g.players[data.target].marks.get(MARK))
        if timing is T.PHASE_START:
            return data.seat == owner.seat and data.phase == "finish" and owner.alive and bool(stars(owner))
        return data.seat == owner.seat and any(MARK in p.marks for p in g.players)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing is T.DAMAGE_INFLICTING:
            return True                 # (the fog is no choice: logged as 大雾's)
        if timing is not T.PHASE_START:
            clear(g, MARK)              # (nothing to announce: the fog lifts)
            return None
        seats = await g.choose_seats(owner.seat, g.alive_seats(owner.seat), 0, len(stars(owner)), ASK_DAWU())
        return seats or None

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing is T.DAMAGE_INFLICTING:
            data.prevented = True
            return
        targets: list[int] = choice
        pile = stars(owner)
        n = len(targets)
        put = await g.choose_cards(owner.seat, pile, n, n, ASK_DAWU_STARS(n))
        await move_cards(g, put, Zone.DISCARD, reason=self.id, by=owner.seat)
        clear(g, MARK)
        for t in g.seat_order(targets, owner.seat):
            set_mark(g, g.players[t], MARK, 1)


SKILLS = (Dawu(),)
