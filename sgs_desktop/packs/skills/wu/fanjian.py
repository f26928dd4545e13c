"""反间 (周瑜): once per play phase, you may choose another player. It names a suit, then takes
one of your hand cards (unseen), shows it and keeps it; if that card's suit is not the one it
named, you deal it 1 damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import events as E
from ....engine.advice import OWNER_LOSES, RANDOM, Playing
from ....engine.cards import SUITS
from ....engine.health import damage
from ....engine.moves import obtain
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import ALL_SEATS
from ..common import ActiveSkill
from ..play_ai import enemy_target

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: 反间 (of `source`): name a suit (nothing to read: any), then take one of `source`'s hand cards
ASK_FANJIAN_SUIT = PromptSpec("fanjian_suit", Arg("source", SEAT), ai=RANDOM)
ASK_FANJIAN_TAKE = PromptSpec("fanjian_take", Arg("source", SEAT), ai=OWNER_LOSES)


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """On the most threatening enemy, with a card to give."""
    return enemy_target(judge, opt, 5.0) if judge.view.hand else None


class Fanjian(ActiveSkill):
    """反间: guess the suit of the card you are given, or be hurt."""

    id = "fanjian"
    play = Playing(_play)
    #: the hand card chosen with the target (the new 国战 rules: the one shown and given)
    gives_card = False

    def option(self, g, owner) -> CardOption | None:
        if not owner.hand:
            return None
        seats = tuple(g.others(owner.seat))
        if not seats:
            return None
        if self.gives_card:
            return CardOption("", None, self.id, tuple(owner.hand), 1, 1, TargetSpec(seats, 1, 1))
        return CardOption("", None, self.id, targets=TargetSpec(seats, 1, 1))

    async def activate(self, g, owner, answer) -> None:
        target = answer.targets[0]
        suit = await g.choose_option(target, SUITS, ASK_FANJIAN_SUIT(owner.seat))
        g.emit(E.NameSuit(seat=target, suit=suit, skill=self.id))
        cid = await g.pick_card(target, owner.seat, "h", ASK_FANJIAN_TAKE(owner.seat))
        if cid is None:
            return
        await obtain(g, target, [cid], reason=self.id, by=target)
        g.known[cid] = ALL_SEATS
        got = g.cards[cid].suit
        g.emit(E.Show(seat=target, cards=tuple([cid]), suit=got))
        if got != suit:
            await damage(g, owner.seat, target, 1)


SKILLS = (Fanjian(),)
