"""奋迅 (丁奉): once per play phase, you may discard a card (hand or equipment) and choose another
player: until the end of this turn, your distance to that player is 1."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.actions import set_mark
from ....engine.advice import Playing
from ....engine.moves import move_cards
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import DISTANCE
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.play_ai import offered_seats, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

TURN, TARGET = "fenxun_turn", "fenxun_target"     # marks: the turn it holds for, and to whom


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A cheap card for distance 1 to an enemy, when a 杀 in hand has no target yet."""
    req = judge.request
    slash_offered = req is not None and any(o.name in ("slash", "fire_slash", "thunder_slash")
                                            for o in getattr(req, "options", ()))
    if slash_offered or not judge.count("slash") or not opt.cards:
        return None
    t = worst_enemy(judge, offered_seats(opt))
    if t is None:
        return None
    (card,) = judge.cheapest(opt.cards, 1)
    if judge.value(card) >= 5.0:
        return None
    return 3.0, use_of(opt, (card,), [t])


class Fenxun(ActiveSkill):
    """奋迅: discard a card, be at distance 1 from one player this turn."""

    id = "fenxun"
    play = Playing(_play)
    modifies_owner_only = True
    modifies = (DISTANCE,)

    def option(self, g, owner) -> CardOption | None:
        cards = tuple(owner.hand) + tuple(owner.equip_ids())
        others = tuple(g.others(owner.seat))
        if not cards or not others:
            return None
        return CardOption("", None, self.id, cards, 1, 1, TargetSpec(others, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        set_mark(g, owner, TURN, g.turns)
        set_mark(g, owner, TARGET, answer.targets[0])
        await move_cards(g, list(answer.cards), Zone.DISCARD, reason=self.id, by=owner.seat)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        src, dst = args
        if (src is owner and owner.marks.get(TURN) == g.turns and owner.marks.get(TARGET) == dst.seat
                and g.turn is not None and g.turn.seat == owner.seat):
            return 1
        return value


SKILLS = (Fenxun(),)
