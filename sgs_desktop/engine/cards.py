"""Cards (游戏牌): physical cards with a fixed id, virtual ones (转化牌), their faces in the log, and
the deck's vocabulary (suits, colours, types, equipment slots).

A physical card is one row of the deck table; its id never changes. A virtual card (a red card used
as 杀 via a skill, two cards as 杀 via 丈八蛇矛, 八卦阵's 闪) wraps the physical cards it is made of
(its 子卡, possibly none). What a card does is its behaviour's (`engine.behaviour.CardBehaviour`,
one per card key: its type, subtype, nature, targets and effect); a card carries its key, name, type,
suit, colour and number.

Compiled with the engine's hot path (docs/engine.md, "The compiled hot path"): rules and the AI read a
card's fields on almost every step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from .events import CardFace, Face, VirtualFace
from .skills.skill import CARD_SUIT

if TYPE_CHECKING:
    from .behaviour import CardBehaviour
    from .game import Game
    from .state import Player

# --------------------------------------------------------------------------- the deck's vocabulary

SPADE: Final = "spade"
HEART: Final = "heart"
CLUB: Final = "club"
DIAMOND: Final = "diamond"
SUITS: Final = (SPADE, HEART, CLUB, DIAMOND)
RED: Final = "red"
BLACK: Final = "black"
SUIT_COLOR: Final = {SPADE: BLACK, CLUB: BLACK, HEART: RED, DIAMOND: RED}
SUIT_SYMBOL: Final = {SPADE: "♠", HEART: "♥", CLUB: "♣", DIAMOND: "♦"}
NUMBER_TEXT: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}

BASIC: Final = "basic"
TRICK: Final = "trick"
EQUIP: Final = "equip"
WEAPON: Final = "weapon"
ARMOR: Final = "armor"
DEFENSIVE_HORSE: Final = "defensive_horse"
OFFENSIVE_HORSE: Final = "offensive_horse"
TREASURE: Final = "treasure"
EQUIP_SLOTS: Final = (WEAPON, ARMOR, DEFENSIVE_HORSE, OFFENSIVE_HORSE, TREASURE)
DELAYED_TRICK: Final = "delayed_trick"

FIRE: Final = "fire"
THUNDER: Final = "thunder"


def number_text(number: int) -> str:
    return NUMBER_TEXT.get(number, str(number))




# --------------------------------------------------------------------------- cards


class Card:
    """One physical card: a row of the deck table. Immutable by convention."""

    __slots__ = ("_desc", "behaviour", "color", "id", "ids", "key", "name", "number", "package", "suit", "type")
    virtual = False
    ids: tuple[int, ...]

    def __init__(self, cid: int, key: str, suit: str, number: int, package: str,
                 behaviour: CardBehaviour) -> None:
        self.id = cid
        self.key = key
        self.name = behaviour.name
        self.suit = suit
        self.color = SUIT_COLOR[suit]
        self.number = number
        self.package = package
        self.behaviour = behaviour
        self.type = behaviour.type
        self.ids = (cid,)
        self._desc = CardFace(cid, key, suit, number)

    def describe(self) -> CardFace:
        """The card face for the log (one shared, frozen face per card)."""
        return self._desc

    def with_suit(self, suit: str) -> Card:
        """This card read with another suit (红颜: a ♠ that counts as ♥); same id, never placed."""
        return Card(self.id, self.key, suit, self.number, self.package, self.behaviour)

    def __repr__(self) -> str:
        return f"Card({self.id} {self.key} {SUIT_SYMBOL[self.suit]}{number_text(self.number)})"


class VirtualCard:
    """A card that exists only as an effect of a skill or equipment (转化牌/视为牌).

    Suit and colour follow the rule book: one sub-card gives its suit and colour;
    several of one colour give that colour and no suit; otherwise no colour.
    """

    __slots__ = ("behaviour", "color", "ids", "key", "name", "number", "skill", "suit", "type")
    virtual = True
    suit: str | None
    color: str | None

    def __init__(self, behaviour: CardBehaviour, subcards: tuple[Card, ...] = (),
                 skill: str | None = None) -> None:
        self.key = behaviour.key
        self.name = behaviour.name
        self.behaviour = behaviour
        self.type = behaviour.type
        self.skill = skill
        self.ids = tuple(c.id for c in subcards)
        if len(subcards) == 1:
            only = subcards[0]
            self.suit, self.color, self.number = only.suit, only.color, only.number
        else:
            colors = {c.color for c in subcards}
            self.suit = None
            self.color = colors.pop() if len(colors) == 1 else None
            self.number = 0

    def describe(self) -> VirtualFace:
        return VirtualFace(self.key, self.suit, self.color, self.number, self.ids, self.skill)

    def __repr__(self) -> str:
        return f"VirtualCard({self.key} of {list(self.ids)} via {self.skill})"


class CardLike(Protocol):
    """What rules read from any card, physical or virtual (read only)."""

    @property
    def key(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def type(self) -> str: ...
    @property
    def suit(self) -> str | None: ...
    @property
    def color(self) -> str | None: ...
    @property
    def number(self) -> int: ...
    @property
    def ids(self) -> tuple[int, ...]: ...
    @property
    def behaviour(self) -> CardBehaviour: ...
    @property
    def virtual(self) -> bool: ...
    def describe(self) -> Face: ...


def suit_of(g: Game, player: Player, card: CardLike) -> str | None:
    """The suit `player`'s card counts as (红颜 reads ♠ as ♥); one lookup when nothing changes it."""
    if CARD_SUIT not in g.skills.by_modifier:
        return card.suit
    return g.modify(CARD_SUIT, card.suit, player, card)


def color_of(g: Game, player: Player, card: CardLike) -> str | None:
    """The colour `player`'s card counts as (after `suit_of`)."""
    suit = suit_of(g, player, card)
    return card.color if suit == card.suit or suit is None else SUIT_COLOR[suit]


def counted(g: Game, player: Player, card: CardLike) -> CardLike:
    """`card` as it counts when `player` uses or plays it: with the suit its cards count as for
    `player` (红颜: a ♠ as ♥, so a ♠ 杀 of 小乔's is red and 仁王盾 does not stop it). The same card
    when nothing changes it (one lookup when no skill changes suits)."""
    if CARD_SUIT not in g.skills.by_modifier:
        return card
    if not card.virtual:
        physical = g.cards[card.ids[0]]
        suit = g.modify(CARD_SUIT, physical.suit, player, physical)
        return card if suit == physical.suit or suit is None else physical.with_suit(suit)
    if not card.ids or not isinstance(card, VirtualCard):
        return card
    subs = [g.cards[c] for c in card.ids]
    read = [c if (s := g.modify(CARD_SUIT, c.suit, player, c)) in (c.suit, None) else c.with_suit(s) for c in subs]
    if all(a is b for a, b in zip(read, subs, strict=True)):
        return card
    return VirtualCard(card.behaviour, tuple(read), card.skill)
