"""黄天 (张角, 主公技): every other 群 player may, once in each of its play phases, give you a
闪 or 闪电 from its hand.

The lord's skill attaches the helper 黄天·献 (`huangtian_give`) to every other player; the
helper checks the giver's kingdom when it is offered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.actions import give
from ....engine.advice import Playing
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.skills.skill import Skill
from ....engine.state import ALL_SEATS
from ..common import ActiveSkill
from ..play_ai import lord_of, use_of

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

GIFTS = frozenset({"jink", "lightning"})


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """A card for a friendly lord."""
    lord = lord_of(opt)
    if lord is None or judge.att(lord) < 0.5 or not opt.cards:
        return None
    return 4.5, use_of(opt, judge.cheapest(opt.cards, 1), [lord])


class HuangtianGive(ActiveSkill):
    """黄天·献: once per play phase, a 群 player shows a 闪 or 闪电 from its hand and gives it to the
    lord who has 黄天."""

    id = "huangtian_give"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if owner.kingdom != "qun":
            return None
        lords = tuple(s for s in g.others(owner.seat) if g.players[s].has_skill(Huangtian.id))
        if not lords:
            return None
        cards = tuple(c for c in owner.hand if g.cards[c].name in GIFTS)
        if not cards:
            return None
        return CardOption("", None, self.id, cards, 1, 1, TargetSpec(lords, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        cards = list(answer.cards)
        # shown to everyone (it must be a 闪 or 闪电), then handed over
        for c in cards:
            g.known[c] = ALL_SEATS
        g.emit(E.Show(seat=owner.seat, cards=tuple(cards)))
        await give(g, owner.seat, answer.targets[0], cards, Huangtian.id)


GIVE = HuangtianGive()


class Huangtian(Skill):
    id = "huangtian"
    lord = True

    def on_acquire(self, g, owner) -> None:
        for p in g.players:
            if p is not owner and p.alive and GIVE not in p.skills:
                g.add_skill(p.seat, GIVE)

    def on_lose(self, g, owner) -> None:
        if any(p is not owner and p.alive and self in p.skills for p in g.players):
            return      # another player still has 黄天: the helpers stay
        for p in g.players:
            if GIVE in p.skills:
                g.remove_skill(p.seat, GIVE)


SKILLS = (Huangtian(), GIVE)
