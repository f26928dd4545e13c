"""神愤 (神吕布): once per play phase, you may spend six 暴怒 marks: you deal 1 damage to each other
player; then each of them discards every card in its equipment area, then four hand cards; then
you turn your general over.

Rulings (docs/rulings.md G25): each step goes round the table from your next seat before the next
step begins (all the damage, then all the equipment, then the hand cards); a player with four or
fewer hand cards discards them all, unasked; one who died on the way is passed over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.actions import turn_over
from ....engine.advice import CHEAPEST, Playing
from ....engine.health import damage
from ....engine.moves import discard
from ....engine.prompts import NUMBER, SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption
from ..common import ActiveSkill
from ..play_ai import use_of
from .kuangbao import add_baonu, baonu

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

COST = 6
HAND_CARDS = 4

#: 神愤: which `count` hand cards to discard (神吕布 at `user`'s 神愤)
ASK_SHENFEN_DISCARD = PromptSpec("shenfen_discard", Arg("user", SEAT), Arg("count", NUMBER), ai=CHEAPEST)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Worth it when it hurts the enemies more than the friends (the lord is weighed double when a
    friend, and a friend at 1 HP counts three times)."""
    net = 0.0
    for s in judge.others():
        att = judge.att(s)
        weight = 3.0 if att > 0 and judge.p(s).hp <= 1 else 1.0
        if att > 0 and judge.p(s).role == "lord":
            weight *= 2
        net -= att * weight
    return (7.5, use_of(opt)) if net >= 0.8 else None


class Shenfen(ActiveSkill):
    """神愤: six 暴怒: everyone else takes 1 damage, loses its equipment and four hand cards."""

    id = "shenfen"
    play = Playing(_play)

    def option(self, g, owner) -> CardOption | None:
        if baonu(owner) < COST or not g.others(owner.seat):
            return None
        return CardOption("", None, self.id)

    async def activate(self, g, owner, answer: Use) -> None:
        add_baonu(g, owner, -COST)
        others = g.others(owner.seat)
        for seat in others:
            await damage(g, owner.seat, seat, 1)
        for seat in others:
            p = g.players[seat]
            if p.alive and p.equips:
                await discard(g, seat, p.equip_ids(), reason=self.id)
        for seat in others:
            p = g.players[seat]
            if not p.alive or not p.hand:
                continue
            cards = list(p.hand) if len(p.hand) <= HAND_CARDS else await g.choose_cards(
                seat, p.hand, HAND_CARDS, HAND_CARDS, ASK_SHENFEN_DISCARD(owner.seat, HAND_CARDS))
            await discard(g, seat, cards, reason=self.id)
        if owner.alive:
            await turn_over(g, owner.seat)


SKILLS = (Shenfen(),)
