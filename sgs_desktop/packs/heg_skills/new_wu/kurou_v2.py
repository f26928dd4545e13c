"""苦肉 (黄盖, new rules): once per play phase, you may discard a card (hand or equipment); then
you lose 1 HP, and if you are still alive you draw three cards, and in this play phase you may
use one 杀 more."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine.advice import Playing
from ....engine.health import lose_hp
from ....engine.moves import draw, move_cards
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import SLASH_LIMIT
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.play_ai import use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A cheap card and 1 HP for three cards while there is HP (or 桃/酒) to spare."""
    hp = judge.my.hp
    saves = judge.count("peach", "analeptic")
    if not (hp >= 3 or (hp == 2 and saves >= 1) or (hp == 1 and saves >= 2)):
        return None
    (card,) = judge.cheapest(opt.cards, 1)
    if judge.value(card) >= 6.0:
        return None
    return 4.0, use_of(opt, (card,))


class KurouV2(ActiveSkill):
    """苦肉: a card and 1 HP for three cards and one more 杀."""

    id = "kurou_v2"
    play = Playing(_play)
    modifies = (SLASH_LIMIT,)

    def option(self, g, owner) -> CardOption | None:
        cards = (*owner.hand, *owner.equip_ids())
        if not cards:
            return None
        return CardOption("", None, self.id, tuple(cards), 1, 1)

    async def activate(self, g, owner, answer: Use) -> None:
        await move_cards(g, list(answer.cards), Zone.DISCARD, reason=self.id, by=owner.seat)
        if not owner.alive:
            return
        await lose_hp(g, owner.seat, 1)
        if owner.alive:
            await draw(g, owner.seat, 3, reason=self.id)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        turn = g.turn
        if args[0] is not owner or turn is None or turn.seat != owner.seat or turn.phase != "play":
            return value
        return value + g.skill_count(owner.seat, self.id, "play")


SKILLS = (KurouV2(),)
