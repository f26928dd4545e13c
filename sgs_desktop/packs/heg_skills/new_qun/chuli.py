"""除疠 (华佗, new rules; replaces 青囊): once per play phase, you may discard one of your cards
(hand or equipment) and choose one to three other players who have cards, no two of them of the
same kingdom (players with no kingdom yet may be chosen together): you discard one card of each
(hand or equipment, your choice). Then every one of you whose discarded card was a ♠ draws one
card.

The first player is chosen with the skill; the others are asked one at a time (none: no more),
each question offering only players of a kingdom not chosen yet, so every offered answer is legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine.advice import HARMS, OWNER_LOSES, Playing
from ....engine.cards import SPADE, suit_of
from ....engine.kingdoms import kingdom_key
from ....engine.moves import draw, move_cards
from ....engine.prompts import SEAT, Arg, PromptSpec
from ....engine.protocol.answers import Use
from ....engine.protocol.requests import CardOption, TargetSpec
from ....engine.state import Zone
from ...skills.common import ActiveSkill
from ...skills.play_ai import offered_seats, use_of, worst_enemy

if TYPE_CHECKING:
    from ....engine.advice import AdvisedSeat

#: 除疠: one more player (or none; at most three in all), then which of `target`'s cards to discard
ASK_CHULI_MORE = PromptSpec("chuli_more", ai=HARMS)
ASK_CHULI_DISCARD = PromptSpec("chuli_discard", Arg("target", SEAT), ai=OWNER_LOSES)
MOST = 3


def _side(kingdom: str | None, seat: int) -> str | None:
    """A seen kingdom as sides go: a 野心家 is a side of one; no kingdom is no side."""
    return f"careerist:{seat}" if kingdom == "careerist" else kingdom


def _play(judge: AdvisedSeat, opt: CardOption) -> tuple[float, Use] | None:
    """One card of mine for one of the most threatening enemy's (and of more, asked next)."""
    t = worst_enemy(judge, offered_seats(opt))
    if t is None:
        return None
    (card,) = judge.cheapest(opt.cards, 1)
    side = _side(judge.p(t).kingdom, t)
    others = [s for s in judge.enemies() if s != t and (side is None or _side(judge.p(s).kingdom, s) != side)]
    if not others and judge.value(card) >= 4.0:
        return None
    return 3.0 + min(len(others), 2), use_of(opt, (card,), [t])


class Chuli(ActiveSkill):
    """除疠: one card of yours and one of each of up to three players of different kingdoms."""

    id = "chuli"
    play = Playing(_play)

    @staticmethod
    def _with_cards(g, owner) -> list[int]:
        return [s for s in g.others(owner.seat) if g.players[s].hand or g.players[s].equips]

    def option(self, g, owner) -> CardOption | None:
        mine = (*owner.hand, *owner.equip_ids())
        if not mine:
            return None
        seats = tuple(self._with_cards(g, owner))
        if not seats:
            return None
        return CardOption("", None, self.id, tuple(mine), 1, 1, TargetSpec(seats, 1, 1))

    async def _more(self, g, owner, first: int) -> list[int]:
        """The players after the first, each of a kingdom none of the chosen has."""
        chosen = [first]
        while len(chosen) < MOST:
            kingdoms = {kingdom_key(g.players[s]) for s in chosen} - {None}
            cands = [s for s in self._with_cards(g, owner)
                     if s not in chosen and kingdom_key(g.players[s]) not in kingdoms]
            if not cands:
                break
            more = await g.choose_seats(owner.seat, cands, 0, 1, ASK_CHULI_MORE())
            if not more:
                break
            chosen.append(more[0])
        return chosen

    async def activate(self, g, owner, answer: Use) -> None:
        targets = await self._more(g, owner, answer.targets[0])
        spades: list[int] = []
        (mine,) = answer.cards
        if suit_of(g, owner, g.cards[mine]) == SPADE:
            spades.append(owner.seat)
        await move_cards(g, [mine], Zone.DISCARD, reason=self.id, by=owner.seat)
        for t in g.seat_order(targets):
            victim = g.players[t]
            if not victim.alive:
                continue
            cid = await g.pick_card(owner.seat, t, "he", ASK_CHULI_DISCARD(t))
            if cid is None:
                continue
            if suit_of(g, victim, g.cards[cid]) == SPADE:
                spades.append(t)
            await move_cards(g, [cid], Zone.DISCARD, reason=self.id, by=owner.seat)
        for s in g.seat_order(spades):
            if g.players[s].alive:
                await draw(g, s, 1, reason=self.id)


SKILLS = (Chuli(),)
