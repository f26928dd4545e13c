"""Card faces and the deck's vocabulary: suits, colours, types, equipment slots, and the faces the
log names cards by (`CardFace`, `VirtualFace`: frozen msgspec Structs). Import them from
`engine.cards`."""

from __future__ import annotations

from typing import Any

import msgspec

SPADE, HEART, CLUB, DIAMOND = "spade", "heart", "club", "diamond"
SUITS = (SPADE, HEART, CLUB, DIAMOND)
RED, BLACK = "red", "black"
SUIT_COLOR = {SPADE: BLACK, CLUB: BLACK, HEART: RED, DIAMOND: RED}
SUIT_SYMBOL = {SPADE: "♠", HEART: "♥", CLUB: "♣", DIAMOND: "♦"}
NUMBER_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

BASIC, TRICK, EQUIP = "basic", "trick", "equip"
WEAPON, ARMOR = "weapon", "armor"
DEFENSIVE_HORSE, OFFENSIVE_HORSE, TREASURE = "defensive_horse", "offensive_horse", "treasure"
EQUIP_SLOTS = (WEAPON, ARMOR, DEFENSIVE_HORSE, OFFENSIVE_HORSE, TREASURE)
DELAYED_TRICK = "delayed_trick"

FIRE, THUNDER = "fire", "thunder"


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
