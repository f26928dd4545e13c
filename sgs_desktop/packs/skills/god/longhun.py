"""龙魂 (神赵云): you may use or play X cards of one suit (hand or equipped; X = your HP, at least
1) as: ♥ 桃, ♦ 火【杀】, ♣ 闪, ♠ 无懈可击.

Rulings (docs/rulings.md G27): the suit is each card's own (as it counts for you); X is read as
the card is used (dying at 0 HP: one ♥); an equipped weapon or −1 horse among the cards takes its
reach with it: with X other cards of the suit the option leaves it out, otherwise it offers only
the targets left without it."""

from __future__ import annotations

from ....engine.behaviour import AUTO
from ....engine.cards import CLUB, DIAMOND, HEART, SPADE, VirtualCard, suit_of
from ....engine.errors import IllegalAnswer
from ....engine.protocol.requests import CardOption
from ....engine.skills.skill import Skill
from ..common import reach_equipment

#: which card each suit becomes (by card key)
MADE = {HEART: "peach", DIAMOND: "fire_slash", CLUB: "jink", SPADE: "nullification"}
_SUIT_OF_KEY = {key: suit for suit, key in MADE.items()}


def _behaviour(g, key: str):
    """The behaviour of `key` (a 火【杀】 without the 军争 cards in the deck still is one)."""
    found = g.behaviours.get(key)
    if found is None:
        from ... import BEHAVIOURS
        found = BEHAVIOURS[key]
    return found


def x_of(owner) -> int:
    """龙魂's X: your HP, at least 1."""
    return max(1, owner.hp)


class Longhun(Skill):
    """龙魂: X cards of a suit as 桃 / 火杀 / 闪 / 无懈可击."""

    id = "longhun"
    view_as = True

    def _cards_of(self, g, owner, suit: str) -> tuple[int, ...]:
        ids = list(owner.hand) + list(owner.equip_ids())
        return tuple(c for c in ids if suit_of(g, owner, g.cards[c]) == suit)

    def view_as_options(self, g, owner, names, mode) -> list[CardOption]:
        n = x_of(owner)
        out = []
        for suit, key in MADE.items():
            behaviour = _behaviour(g, key)
            if names is not None and behaviour.name not in names:
                continue
            cands = self._cards_of(g, owner, suit)
            if len(cands) < n:
                continue
            if names is not None:
                out.append(CardOption(key, None, self.id, cands, n, n))
                continue
            # an equipped weapon or −1 horse among the cards leaves its reach behind: with enough
            # other cards it is left out; otherwise the option holds it, probed with it gone (one
            # option per card made: an answer fits exactly one)
            special = tuple(c for c in cands if c in reach_equipment(owner))
            plain = tuple(c for c in cands if c not in special)
            groups = [(plain, plain[:1])] if len(plain) >= n else [(cands, special)]
            for group, probe_cards in groups:
                if len(group) < n:
                    continue
                probe = VirtualCard(behaviour, tuple(g.cards[c] for c in probe_cards), self.id)
                if not behaviour.usable_in_play(g, owner, probe):
                    continue
                spec = behaviour.target_spec(g, owner, probe)
                if spec is None:
                    continue
                out.append(CardOption(key, None, self.id, group, n, n, None if spec is AUTO else spec))
        return out

    def view_as_card(self, g, owner, answer):
        n = x_of(owner)
        if len(answer.cards) != n:
            raise IllegalAnswer(f"{self.id}: choose exactly {n} cards of one suit, got {list(answer.cards)}")
        suits = {suit_of(g, owner, g.cards[c]) for c in answer.cards}
        if len(suits) != 1:
            raise IllegalAnswer(f"{self.id}: the cards must share one suit, got {sorted(map(str, suits))}")
        (suit,) = suits
        key = MADE.get(suit or "")
        if key is None:
            raise IllegalAnswer(f"{self.id}: cards without a suit make nothing")
        behaviour = _behaviour(g, key)
        if answer.name is not None and answer.name not in (key, behaviour.name):
            raise IllegalAnswer(f"{self.id}: {suit} cards make {key}, not {answer.name}")
        mine = set(owner.hand) | set(owner.equip_ids())
        if not set(answer.cards) <= mine:
            raise IllegalAnswer(f"{self.id}: only your own hand or equipped cards")
        return VirtualCard(behaviour, tuple(g.cards[c] for c in answer.cards), self.id)


SKILLS = (Longhun(),)
