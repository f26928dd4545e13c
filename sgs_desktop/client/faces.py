"""Card faces by id: the deck table is public, so a seat that sees an id knows the card."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..packs.deck import deck_rows


@cache
def deck_faces(packages: tuple[str, ...]) -> dict[int, dict[str, Any]]:
    return {i: {"id": i, "key": r.key, "suit": r.suit, "number": r.number}
            for i, r in enumerate(deck_rows(packages))}
