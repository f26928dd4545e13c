"""Physical cards (游戏牌) and virtual ones (转化牌), compiled with the engine's hot path
(sgs_desktop/native.py): rules and the AI read a card's fields on almost every step, and a
compiled class's fields are read directly. Import them from `engine.cards`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .card_faces import SUIT_COLOR, SUIT_SYMBOL, CardFace, VirtualFace, number_text

if TYPE_CHECKING:
    from .behaviour import CardBehaviour


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

    @property
    def subtype(self) -> str:
        return self.behaviour.subtype

    @property
    def nature(self) -> str | None:
        return self.behaviour.nature

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

    @property
    def subtype(self) -> str:
        return self.behaviour.subtype

    @property
    def nature(self) -> str | None:
        return self.behaviour.nature

    def describe(self) -> VirtualFace:
        return VirtualFace(self.key, self.suit, self.color, self.number, self.ids, self.skill)

    def __repr__(self) -> str:
        return f"VirtualCard({self.key} of {list(self.ids)} via {self.skill})"
