"""The situation one decision is made in: who I am, whom I like, what cards are."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from ...engine.cards import Card
from ...engine.protocol.requests import Request
from ...engine.rng import Rng
from ...engine.view import PlayerView, SeatView
from ...packs import deck_cards
from .knowledge import Beliefs, attitude
from .values import value

#: who counts as an enemy, and as a friend, unless a caller says otherwise
ENEMY_BELOW: Final = -0.15
FRIEND_ABOVE: Final = 0.3


# (no float defaults in its methods: compiled, an interpreted subclass's call would pass 0.0)
@mypyc_attr(allow_interpreted_subclasses=True)      # (the normal AI's, the tests' seats)
class Ctx:
    """One decision's situation: the seat's view, its beliefs, its Rng (attitudes memoised)."""

    __slots__ = ("_att", "_cards", "_values", "beliefs", "me", "my", "request", "rng", "view")

    def __init__(self, view: PlayerView, beliefs: Beliefs, rng: Rng, request: Request | None = None) -> None:
        self.view = view
        self.beliefs = beliefs
        self.rng = rng
        #: the question being answered (what else it offers: a play request's other options)
        self.request = request
        seat = view.seat
        assert seat is not None             # (a seat's view, never a spectator's)
        #: my seat, and my seat's view
        self.me: int = seat
        self.my: SeatView = view.players[seat]
        #: attitudes: 国战's for this decision; 身份's kept by the beliefs while they stay true
        self._att: dict[int, float] = {} if beliefs.heg is not None else beliefs.attitudes()
        self._cards = deck_cards(view.packs)
        #: card values, given the hand (which does not change while one decision is made)
        self._values: dict[int, float] = {}

    def p(self, seat: int) -> SeatView:
        return self.view.players[seat]

    def att(self, seat: int) -> float:
        a = self._att.get(seat)
        if a is None:
            if self.beliefs.heg is not None:
                from .heg import heg_attitude
                a = heg_attitude(self, seat)
            else:
                a = attitude(self.me, seat, self.view, self.beliefs)
            self._att[seat] = a
        return a

    @property
    def heg(self) -> bool:
        return self.beliefs.heg is not None

    def alive(self) -> list[int]:
        return [p.seat for p in self.view.players if p.alive]

    def others(self) -> list[int]:
        return [s for s in self.alive() if s != self.me]

    def enemies(self, below: float | None = None) -> list[int]:
        """The others whose attitude is at most `below` (ENEMY_BELOW unless given)."""
        limit = ENEMY_BELOW if below is None else below
        return [s for s in self.others() if self.att(s) <= limit]

    def friends(self, above: float | None = None) -> list[int]:
        """The others whose attitude is at least `above` (FRIEND_ABOVE unless given)."""
        limit = FRIEND_ABOVE if above is None else above
        return [s for s in self.others() if self.att(s) >= limit]

    def key(self, cid: int) -> str:
        return self._cards[cid].key

    def suit(self, cid: int) -> str:
        return self._cards[cid].suit

    def number(self, cid: int) -> int:
        return self._cards[cid].number

    def card(self, cid: int) -> Card:
        return self._cards[cid]

    def value(self, cid: int) -> float:
        """What card `cid` is worth keeping, given the hand (values.value)."""
        v = self._values.get(cid)
        if v is None:
            v = self._values[cid] = value(self.view, cid, self.view.hand, self._cards)
        return v

    def by_value(self, cards) -> list[int]:
        """`cards` from least to most valuable (ties: lower id first, so decisions are stable)."""
        worth = self.value
        return sorted(cards, key=lambda c: (worth(c), c))

    def cheapest(self, cards, n: int = 1) -> list[int]:
        return self.by_value(cards)[:n]

    def dearest(self, cards, n: int = 1) -> list[int]:
        return list(reversed(self.by_value(cards)))[:n]

    def hand_keys(self) -> list[str]:
        return [self.key(c) for c in self.view.hand]

    def count(self, *names: str) -> int:
        want = set(names)
        return sum(1 for k in self.hand_keys() if k in want or (k.endswith("_slash") and "slash" in want))

    def cheapest_response(self, options):
        """The least costly of a response's options, as a Use (None: none can be made)."""
        from .respond import cheapest_option
        return cheapest_option(self, options)

    def card_score(self, key: str, opt):
        """How this AI would score using a card of `key` as `opt` offers it: (score, targets), or
        None when it would not (play.card_move; for a skill that makes any card: 蛊惑)."""
        from .play import card_move
        return card_move(self, key, opt)

    def slash_bonus(self, seat: int) -> float:
        """What a 杀 at `seat` is worth beyond its attitude and threat (the basic AI: nothing)."""
        return 0.0

    def threat(self, seat: int) -> float:
        """How dangerous/valuable a target is: low HP is a kill, many cards is a threat."""
        p = self.p(seat)
        bonus = 1.0 if p.role == "lord" else 0.0
        if self.beliefs.heg is not None:
            from .heg import kingdom_threat
            bonus = kingdom_threat(self, seat)
        return (3 - min(p.hp, 3)) * 1.2 + p.hand_count * 0.15 + bonus
