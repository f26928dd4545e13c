"""Content: card rows, card behaviours, skills and their texts (imports the engine only)."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..engine.behaviour import CardBehaviour
from ..engine.cards import Card
from ..engine.errors import ConfigError
from ..engine.game import Game
from ..engine.skills.skill import Skill
from ..engine.state import Zone
from . import hegemony, standard, strategic
from .deck import deck_rows

BEHAVIOURS: dict[str, CardBehaviour] = {b.key: b for b in (*standard.CARDS, *hegemony.CARDS, *strategic.CARDS)}

IDENTITY_PACKAGES = ("identity_standard", "identity_maneuvering")


def skills_of_mode(hegemony: bool) -> dict[str, Skill]:
    """Every skill a game of the mode may hold, by id: its generals' (国战's own versions where they
    read differently) and the equipment's."""
    table = {b.equip_skill.id: b.equip_skill for b in BEHAVIOURS.values() if b.equip_skill is not None}
    if hegemony:
        from .heg_skills import HEG_SKILLS
        table.update(HEG_SKILLS)
        from .strategic.lianheng import RULE_SKILLS
        table.update({sk.id: sk for sk in RULE_SKILLS})
    else:
        from .skills import SKILLS
        table.update(SKILLS)
    return table


@cache
def deck_cards(package_names: tuple[str, ...]) -> tuple[Card, ...]:
    """The physical cards of a deck (ids = row numbers). Cards are immutable, so games share them."""
    rows = deck_rows(package_names)
    missing = sorted({r.key for r in rows} - set(BEHAVIOURS))
    if missing:
        raise KeyError(f"no behaviour for card keys {missing}")
    return tuple(Card(i, r.key, r.suit, r.number, r.package, BEHAVIOURS[r.key]) for i, r in enumerate(rows))


def deck_faces(package_names: tuple[str, ...]) -> dict[int, dict[str, Any]]:
    """The deck table's cards as the log names them (`CardFace.to_json`: id, key, suit, number), by id:
    what the window draws a card it sees by, with the marks printed on that copy (`marks`: 连横's
    "lianheng", where the deck table's notes say so). The rows of `deck_cards`, read from the table
    itself: a row no behaviour plays yet is drawn all the same (君主's equipment)."""
    from .strategic.lianheng import MARK_NOTE
    faces: dict[int, dict[str, Any]] = {}
    for i, r in enumerate(deck_rows(tuple(package_names))):
        face: dict[str, Any] = {"id": i, "key": r.key, "suit": r.suit, "number": r.number}
        if MARK_NOTE in r.notes:
            face["marks"] = ("lianheng",)
        faces[i] = face
    return faces


def build_deck(g: Game, package_names: tuple[str, ...]) -> None:
    """Give the game its physical cards and put them all into the draw pile in table order
    (the mode shuffles it). An unknown package or card key is a ConfigError ("packs: …")."""
    try:
        g.cards = list(deck_cards(tuple(package_names)))
    except KeyError as exc:
        raise ConfigError(f"packs: {exc.args[0]}") from exc
    g.behaviours = dict(BEHAVIOURS)
    n = len(g.cards)
    g.draw_pile = list(range(n))
    g.zone_of = [Zone.DRAW] * n
    g.owner_of = [-1] * n
    g.known = [0] * n
