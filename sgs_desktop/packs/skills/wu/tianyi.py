"""天义 (太史慈): once per play phase, you may 拼点 with another player. If you win, until the end
of this turn you may use one more 杀, your 杀 have no distance limit and may each take one more
target; if you do not win (a tie included), you cannot use 杀 this turn. (The same rule on the
identity card of 神话再临·火 and in 国战: one skill serves both.)

The result is the mark `tianyi_won` or `tianyi_lost` (1) on 太史慈 for the rest of his turn, so the
seat shows it; it goes at the end of that turn (回合结束后) or when the skill is lost."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import timings as T
from ....engine.actions import finish_pindian, pindian, set_mark
from ....engine.advice import Playing
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import EXTRA_TARGETS, NO_DISTANCE_LIMIT, PROHIBIT, SLASH_LIMIT
from ..common import ActiveSkill
from ..play_ai import offered_seats, top_number, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

WON, LOST = "tianyi_won", "tianyi_lost"      # marks: this turn's result


def holds(g, owner, mark: str) -> bool:
    """Does this turn's 天义 result `mark` hold for `owner` (in owner's own turn)?"""
    turn = g.turn
    return turn is not None and turn.seat == owner.seat and mark in owner.marks


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """拼点 an enemy with a high card when there are 杀 to use (won: a 杀 more, reaching anyone), before
    using them (a 杀 used first would gain nothing from it)."""
    if not judge.count("slash") or top_number(judge) < 11:
        return None
    t = worst_enemy(judge, offered_seats(opt))
    return (8.5, use_of(opt, (), [t])) if t is not None else None


class Tianyi(ActiveSkill):
    """天义: 拼点 for a stronger 杀 this turn, or none at all."""

    id = "tianyi"
    own_phases_only = True
    play = Playing(_play)
    modifies_owner_only = True
    modifies = (SLASH_LIMIT, NO_DISTANCE_LIMIT, EXTRA_TARGETS, PROHIBIT)
    timings = (T.TURN_END,)

    def option(self, g, owner) -> CardOption | None:
        if not owner.hand:
            return None
        seats = tuple(s for s in g.others(owner.seat) if g.players[s].hand)
        if not seats:
            return None
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        result = await pindian(g, owner.seat, answer.targets[0], self.id)
        set_mark(g, owner, LOST if result.source_wins else WON, None)
        set_mark(g, owner, WON if result.source_wins else LOST, 1)
        await finish_pindian(g, result)

    # ---- the result lasts until the end of the turn
    def can_trigger(self, g, owner, timing: T.Timing, data: T.PhaseData) -> bool:
        return data.seat == owner.seat and (WON in owner.marks or LOST in owner.marks)

    async def cost(self, g, owner, timing: T.Timing, data: T.PhaseData) -> Any:
        self.on_lose(g, owner)            # nothing to announce: the turn is over
        return None

    def on_lose(self, g, owner) -> None:
        set_mark(g, owner, WON, None)
        set_mark(g, owner, LOST, None)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        if args[0] is not owner:
            return value
        if kind == PROHIBIT:
            card = args[2]
            return True if card.name == "slash" and holds(g, owner, LOST) else value
        if not holds(g, owner, WON):
            return value
        if kind == SLASH_LIMIT:
            return value + 1
        card = args[1]
        if card.name != "slash":
            return value
        return True if kind == NO_DISTANCE_LIMIT else value + 1


SKILLS = (Tianyi(),)
