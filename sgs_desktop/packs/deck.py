"""Deck tables: every physical card of a package as a data row (name, suit, number).

The rows are the facts in data/cards.csv. A card's id in a game is its row
number within the game's deck (the packages in the order given).
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

import msgspec

DATA = Path(__file__).parent / "data" / "cards.csv"


class CardRow(msgspec.Struct, frozen=True):
    package: str
    name_zh: str
    key: str
    type: str
    subtype: str
    suit: str
    number: int
    notes: str


@cache
def all_rows() -> tuple[CardRow, ...]:
    with DATA.open(encoding="utf-8", newline="") as f:
        return tuple(CardRow(r["package"], r["name_zh"], r["name_en"], r["type"], r["subtype"], r["suit"],
                             int(r["number"]), r["notes"]) for r in csv.DictReader(f))


def packages() -> list[str]:
    return list(_packages())


@cache
def _packages() -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for r in all_rows():
        seen.setdefault(r.package, None)
    return tuple(seen)


def deck_rows(package_names: tuple[str, ...] | list[str]) -> list[CardRow]:
    """The rows of the given packages, in table order; unknown names raise KeyError. An identity
    general package (风 identity_wind …: a table's `packs` name those too) has no cards. A 国战
    general package among them (a table's `packs` name those too: heg_formation …) brings only its
    君主's equipment (飞龙夺凤, 太平要术), after every other row: the mode sets it aside until the lord
    is in play (modes/heg_lords)."""
    return list(_deck_rows(tuple(package_names)))


@cache
def _deck_rows(package_names: tuple[str, ...]) -> tuple[CardRow, ...]:
    from .generals import HEG_EXTRA_PACKAGES, identity_packages
    known = _packages()
    given = package_names
    generals_only = {*HEG_EXTRA_PACKAGES, *(p for p in identity_packages() if p not in known)}
    package_names = tuple(n for n in package_names if n not in generals_only)
    for name in package_names:
        if name not in known:
            raise KeyError(f"unknown card package {name!r}; known: {list(known)}")
    rows = all_rows()
    out = tuple(r for name in package_names for r in rows if r.package == name)
    if given != package_names:             # (a 国战 general package: its 君主's equipment, after the rest)
        from .generals import LORD_EQUIP_PACKAGE, lord_equipment_keys
        keys = lord_equipment_keys(given)
        out += tuple(r for key in keys for r in rows if r.package == LORD_EQUIP_PACKAGE and r.key == key)
    return out
