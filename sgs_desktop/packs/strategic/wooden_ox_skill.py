"""木牛流马's skills: once per play phase, put a hand card under it (at most five), then
you may move it, with what is under it, into another player's equipment area; the cards under
it are used and played like hand cards; when it leaves an equipment area for anywhere else, the
cards under it go to the discard pile.

The cards under it are a pile of its holder's (`piles["wooden_ox"]`): seen by the holder only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.advice import Playing
from ...engine.behaviour import AUTO
from ...engine.cards import TREASURE, VirtualCard
from ...engine.moves import move_cards
from ...engine.protocol.answers import Use
from ...engine.protocol.requests import CardOption, TargetSpec
from ...engine.state import Zone
from ..skills.common import ActiveSkill, ViewAsSkill
from .wooden_ox import OX, ox_pile

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.state import Player

#: the most cards 木牛流马 holds
OX_LIMIT = 5


def _store_ai(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """Hide the cheapest hand card under it (out of reach of 过河拆桥 on the hand); keep the cart."""
    if len(opt.cards) < 2:
        return None
    return 2.3, Use(skill=OX, cards=tuple(judge.cheapest(opt.cards, 1)))


class WoodenOxSkill(ActiveSkill):
    """木牛流马: once per play phase, put a hand card under it; then you may move it into another
    player's equipment area (one with no treasure). Its cards are used and played like hand cards
    (木牛流马·辎)."""

    id = OX
    equipment = OX
    play = Playing(_store_ai)

    def option(self, g: Game, owner: Player) -> CardOption | None:
        if not owner.hand or len(ox_pile(owner)) >= OX_LIMIT:
            return None
        seats = tuple(s for s in g.others(owner.seat) if TREASURE not in g.players[s].equips)
        return CardOption("", None, self.id, tuple(owner.hand), 1, 1, TargetSpec(seats, 0, 1) if seats else None)

    async def activate(self, g: Game, owner: Player, answer: Use) -> None:
        await move_cards(g, list(answer.cards), Zone.PILE, owner.seat, reason=OX, by=owner.seat, pile=OX)
        if answer.targets and OX in owner.piles:
            ox = owner.equips.get(TREASURE)
            target = answer.targets[0]
            if ox is None or TREASURE in g.players[target].equips:
                return
            await move_cards(g, list(ox_pile(owner)), Zone.PILE, target, reason=OX, by=owner.seat, pile=OX)
            await move_cards(g, [ox], Zone.EQUIP, target, reason=OX, by=owner.seat)

    def on_acquire(self, g: Game, owner: Player) -> None:
        g.add_skill(owner.seat, OX_CARDS)

    def on_lose(self, g: Game, owner: Player) -> None:
        g.remove_skill(owner.seat, OX_CARDS)


class WoodenOxCards(ViewAsSkill):
    """木牛流马·辎: a card under 木牛流马, used or played as if it were in your hand."""

    id = "wooden_ox_cards"
    equipment = None

    def view_as_options(self, g: Game, owner: Player, names: frozenset[str] | None,
                        mode: str) -> list[CardOption]:
        out = []
        for c in ox_pile(owner):
            card = g.cards[c]
            b = card.behaviour
            if names is not None:
                if b.name in names:
                    out.append(CardOption(card.key, None, self.id, (c,), 1, 1))
                continue
            probe = VirtualCard(b, (card,), self.id)
            if not b.usable_in_play(g, owner, probe):
                continue
            spec = b.target_spec(g, owner, probe)
            if spec is not None:
                out.append(CardOption(card.key, None, self.id, (c,), 1, 1, None if spec is AUTO else spec))
        return out

    def view_as_card(self, g: Game, owner: Player, answer: Use) -> CardLike:
        card = g.cards[answer.cards[0]]
        return VirtualCard(card.behaviour, (card,), self.id)


OX_CARDS = WoodenOxCards()


OX_SKILL = WoodenOxSkill()
