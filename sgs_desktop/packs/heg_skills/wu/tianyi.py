"""天义 (太史慈): once per play phase, you may 拼点 with another player. If you win, until the end
of this turn you may use one more 杀, your 杀 have no distance limit and may take one more
target; if you lose, you cannot use 杀 this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.actions import finish_pindian, pindian, set_mark
from ....engine.advice import Playing
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import EXTRA_TARGETS, NO_DISTANCE_LIMIT, PROHIBIT, SLASH_LIMIT
from ...skills.common import ActiveSkill
from ...skills.play_ai import offered_seats, top_number, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

WON, LOST = "tianyi_won", "tianyi_lost"      # marks: the number of the turn it holds for


def holds(g, owner, mark: str) -> bool:
    """Does this turn's 天义 result `mark` hold for `owner`?"""
    turn = g.turn
    return turn is not None and turn.seat == owner.seat and owner.marks.get(mark) == g.turns


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """拼点 an enemy with a high card when there are 杀 to use (won: a 杀 more, reaching anyone)."""
    if not judge.count("slash") or top_number(judge) < 11:
        return None
    t = worst_enemy(judge, offered_seats(opt))
    return (6.8, use_of(opt, (), [t])) if t is not None else None


class Tianyi(ActiveSkill):
    """天义: 拼点 for a stronger 杀 this turn, or none at all."""

    id = "tianyi"
    play = Playing(_play)
    modifies_owner_only = True
    modifies = (SLASH_LIMIT, NO_DISTANCE_LIMIT, EXTRA_TARGETS, PROHIBIT)

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
        set_mark(g, owner, WON if result.source_wins else LOST, g.turns)
        await finish_pindian(g, result)

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
