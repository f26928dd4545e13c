"""Content: card rows, card behaviours, skills and their texts (imports the engine only)."""

from __future__ import annotations

from ..engine.behaviour import CardBehaviour
from ..engine.cards import Card
from ..engine.game import Game
from ..engine.state import Zone
from . import standard
from .deck import deck_rows

BEHAVIOURS: dict[str, CardBehaviour] = {b.key: b for b in standard.CARDS}

IDENTITY_PACKAGES = ("identity_standard", "identity_maneuvering")


def build_deck(g: Game, package_names: tuple[str, ...]) -> None:
    """Create the game's physical cards (ids = row numbers in the deck) and put them all
    into the draw pile in table order (the mode shuffles it)."""
    rows = deck_rows(package_names)
    missing = sorted({r.key for r in rows} - set(BEHAVIOURS))
    if missing:
        raise KeyError(f"no behaviour for card keys {missing}")
    g.cards = [Card(i, r.key, r.suit, r.number, r.package, BEHAVIOURS[r.key]) for i, r in enumerate(rows)]
    g.behaviours = dict(BEHAVIOURS)
    n = len(g.cards)
    g.draw_pile = list(range(n))
    g.zone_of = [Zone.DRAW] * n
    g.owner_of = [-1] * n
    g.known = [0] * n
