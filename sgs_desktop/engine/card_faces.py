"""Card faces and the deck's vocabulary: suits, colours, types, equipment slots, and the faces the
log names cards by (`CardFace`, `VirtualFace`: frozen msgspec Structs). Import them from
`engine.cards`."""

from __future__ import annotations

from typing import Any, Final

import msgspec

SPADE: Final = "spade"
HEART: Final = "heart"
CLUB: Final = "club"
DIAMOND: Final = "diamond"
SUITS: Final = (SPADE, HEART, CLUB, DIAMOND)
RED: Final = "red"
BLACK: Final = "black"
SUIT_COLOR: Final = {SPADE: BLACK, CLUB: BLACK, HEART: RED, DIAMOND: RED}
SUIT_SYMBOL: Final = {SPADE: "♠", HEART: "♥", CLUB: "♣", DIAMOND: "♦"}
NUMBER_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

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


class CardFace(msgspec.Struct, frozen=True, gc=False):
    """A physical card as the log names it: its id and face (the deck table is public)."""

    id: int
    key: str
    suit: str
    number: int

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "key": self.key, "suit": self.suit, "number": self.number}


class VirtualFace(msgspec.Struct, frozen=True, gc=False):
    """A virtual card (转化牌/视为牌) as the log names it: what it counts as, made of which
    sub-cards, by which skill."""

    key: str
    suit: str | None
    color: str | None
    number: int
    subcards: tuple[int, ...]
    skill: str | None

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "suit": self.suit, "color": self.color, "number": self.number,
                "subcards": list(self.subcards), "skill": self.skill}


Face = CardFace | VirtualFace
