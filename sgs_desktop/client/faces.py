"""Card faces by id: the deck table is public, so a seat that sees an id knows the card."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..packs import BEHAVIOURS
from ..packs.deck import deck_rows
from ..packs.strategic.lianheng import MARK_NOTE as LIANHENG_NOTE


@cache
def deck_faces(packages: tuple[str, ...]) -> dict[int, dict[str, Any]]:
    """Per card id: key, suit, number, and the marks printed on that copy (`marks`: 连横's
    "lianheng", where the deck table's notes say so)."""
    faces: dict[int, dict[str, Any]] = {}
    for i, r in enumerate(deck_rows(packages)):
        face: dict[str, Any] = {"id": i, "key": r.key, "suit": r.suit, "number": r.number}
        if LIANHENG_NOTE in r.notes:
            face["marks"] = ("lianheng",)
        faces[i] = face
    return faces


@cache
def card_table(packs: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Per card id of these packages: its key and its equipment slot ("" for none). The deck
    table is public, so an id a seat sees names a card."""
    rows = deck_rows(packs)
    return tuple(r.key for r in rows), tuple(BEHAVIOURS[r.key].subtype or "" for r in rows)
