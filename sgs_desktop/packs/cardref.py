"""Card references for humans: "杀 ♠7", "火杀♥4", "fire_slash heart 4", "slash:spade:7", or an id.

Used by scenario files and scripted answers. Two copies of one card (two ♠8
杀) are interchangeable: a reference takes the first copy not yet used.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .deck import CardRow

_SUIT_WORDS = {"♠": "spade", "♥": "heart", "♣": "club", "♦": "diamond", "spade": "spade", "heart": "heart",
               "club": "club", "diamond": "diamond", "黑桃": "spade", "红桃": "heart", "梅花": "club",
               "方块": "diamond", "s": "spade", "h": "heart", "c": "club", "d": "diamond"}
_NUMBERS = {"A": 1, "J": 11, "Q": 12, "K": 13}
_REF = re.compile(r"^\s*(?P<name>[^\s:♠♥♣♦]+?)\s*[:\s]?\s*"
                  r"(?P<suit>♠|♥|♣|♦|spade|heart|club|diamond|黑桃|红桃|梅花|方块)"
                  r"\s*[:\s]?\s*(?P<num>10|[2-9]|[AJQKajqk]|1[123]|1)\s*$")


class CardRefError(ValueError):
    pass


def parse_ref(text: str) -> tuple[str, str, int]:
    """(name, suit, number) of a reference; the name is a key or a Chinese name."""
    m = _REF.match(text)
    if not m:
        raise CardRefError(f"cannot read card {text!r}: write it like '杀 ♠7' or 'slash:spade:7'")
    num = m.group("num").upper()
    number = _NUMBERS[num] if num in _NUMBERS else int(num)
    return m.group("name"), _SUIT_WORDS[m.group("suit")], number


def matching_ids(rows: Sequence[CardRow], ref: str, where: str) -> list[int]:
    """Ids of every physical card the reference names (copies of one card)."""
    try:
        name, suit, number = parse_ref(ref)
    except CardRefError as exc:
        raise CardRefError(f"{where}: {exc}") from None
    return [i for i, r in enumerate(rows)
            if (r.key == name or r.name_zh == name) and r.suit == suit and r.number == number]


class CardFinder:
    """Resolves references against a deck's rows, handing out each physical card once."""

    def __init__(self, rows: Sequence[CardRow]) -> None:
        self.rows = rows
        self.used: set[int] = set()

    def find(self, ref: str | int, where: str) -> int:
        if isinstance(ref, bool) or not isinstance(ref, (str, int)):
            raise CardRefError(f"{where}: a card is a reference string or an id, got {ref!r}")
        if isinstance(ref, int):
            if not 0 <= ref < len(self.rows):
                raise CardRefError(f"{where}: card id {ref} is outside 0..{len(self.rows) - 1}")
            if ref in self.used:
                raise CardRefError(f"{where}: card id {ref} is placed twice")
            self.used.add(ref)
            return ref
        matching = matching_ids(self.rows, ref, where)
        if not matching:
            name = parse_ref(ref)[0]
            same_name = sorted({f"{r.suit}:{r.number}" for r in self.rows if name in (r.key, r.name_zh)})
            hint = f"; this deck has {name} as {same_name}" if same_name else "; no card of that name"
            raise CardRefError(f"{where}: no card {ref!r} in this deck{hint}")
        for i in matching:
            if i not in self.used:
                self.used.add(i)
                return i
        raise CardRefError(f"{where}: every copy of {ref!r} is already placed")
