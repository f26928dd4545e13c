"""反间 (周瑜, new rules): once per play phase, you may show one of your hand cards and give it to
another player, who chooses: show all of its hand cards and discard every card (hand and
equipment) of the shown card's suit; or lose 1 HP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.actions import give
from ....engine.advice import Custom, Playing
from ....engine.cards import suit_of
from ....engine.health import lose_hp
from ....engine.moves import move_cards
from ....engine.prompts import SEAT, SUIT, Arg, PromptSpec
from ....engine.protocol.answers import Choose, Use
from ....engine.protocol.requests import CardOption
from ....engine.state import ALL_SEATS, Zone
from ...skills.play_ai import enemy_target
from ...skills.wu.fanjian import Fanjian

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat
    from ....engine.protocol.requests import OptionRequest

SHOW_DISCARD, LOSE_HP = "show_discard", "lose_hp"


def _choice_ai(judge: AdvisedSeat, req: OptionRequest) -> Choose:
    """Discard when it costs one or two cards (or HP is short); else give up 1 HP."""
    suit = req.prompt.args[1]
    mine = [*judge.view.hand, *judge.my.equips.values()]
    same = sum(1 for c in mine if judge.suit(c) == suit)
    hp = judge.my.hp
    discard = same <= 1 or hp <= 1 or (same == 2 and hp <= 2)
    return Choose(SHOW_DISCARD if discard else LOSE_HP)


#: 反间 (of `source`, the card's `suit`): show your hand and discard that suit, or lose 1 HP
ASK_FANJIAN_V2 = PromptSpec("fanjianv2", Arg("source", SEAT), Arg("suit", SUIT), ai=Custom(_choice_ai))


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """The cheapest hand card, to the most threatening enemy."""
    return enemy_target(judge, opt, 5.0)


class FanjianV2(Fanjian):
    """反间: 反间's choice of another player, with the card to show and give; the suit discarded,
    or 1 HP lost."""

    id = "fanjian_v2"
    play = Playing(_play)
    gives_card = True

    async def activate(self, g, owner, answer: Use) -> None:
        (cid,) = answer.cards
        (target,) = answer.targets
        suit = suit_of(g, owner, g.cards[cid])
        g.known[cid] = ALL_SEATS
        g.emit(E.Show(seat=owner.seat, cards=(cid,), suit=suit))
        await give(g, owner.seat, target, [cid], self.id)
        victim = g.players[target]
        if not victim.alive or suit is None:
            return
        how = await g.choose_option(target, (SHOW_DISCARD, LOSE_HP), ASK_FANJIAN_V2(owner.seat, suit))
        if how == LOSE_HP:
            await lose_hp(g, target, 1)
            return
        hand = list(victim.hand)
        for c in hand:
            g.known[c] = ALL_SEATS
        if hand:
            g.emit(E.Show(seat=target, cards=tuple(hand)))
        gone = [c for c in (*hand, *victim.equip_ids()) if suit_of(g, victim, g.cards[c]) == suit]
        if gone:
            await move_cards(g, gone, Zone.DISCARD, reason=self.id, by=target)


SKILLS = (FanjianV2(),)
