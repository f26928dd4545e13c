"""Texts of cards, skills and generals per language; zh_CN first.

Each language is a directory of TOML files (cards.toml, skills_wei.toml …) merged into one
table: [cards.<key>], [skills.<id>], [generals.<id>], each with `name` and (cards, skills)
`text`. Rules never read these: they are for viewers (the table, the CLI, the log).
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

LANGS = ("zh_CN", "en")
_DIR = Path(__file__).parent


@cache
def texts(lang: str = "zh_CN") -> dict:
    if lang not in LANGS:
        raise KeyError(f"unknown language {lang!r}; known: {list(LANGS)}")
    merged: dict[str, dict] = {}
    for path in sorted((_DIR / lang).glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        for section, entries in data.items():
            table = merged.setdefault(section, {})
            for key, value in entries.items():
                if key in table:
                    raise ValueError(f"{path}: {section}.{key} is defined twice")
                table[key] = value
    return merged


def _entry(section: str, key: str, lang: str) -> dict | None:
    return texts(lang).get(section, {}).get(key)


def card_name(key: str, lang: str = "zh_CN") -> str:
    entry = _entry("cards", key, lang)
    return entry["name"] if entry else key


def card_text(key: str, lang: str = "zh_CN") -> str:
    entry = _entry("cards", key, lang)
    return entry["text"] if entry else ""


def _skill_entry(skill_id: str, lang: str, mode: str) -> dict | None:
    """国战 texts live in [heg_skills.<id>] (a 国战 version of 仁德 reads differently)."""
    first, second = ("heg_skills", "skills") if mode == "hegemony" else ("skills", "heg_skills")
    return _entry(first, skill_id, lang) or _entry(second, skill_id, lang)


def skill_name(skill_id: str, lang: str = "zh_CN", mode: str = "identity") -> str:
    entry = _skill_entry(skill_id, lang, mode)
    return entry["name"] if entry else skill_id


def skill_text(skill_id: str, lang: str = "zh_CN", mode: str = "identity") -> str:
    entry = _skill_entry(skill_id, lang, mode)
    return entry["text"] if entry else ""


def general_name(general_id: str, lang: str = "zh_CN") -> str:
    entry = _entry("generals", general_id, lang)
    return entry["name"] if entry else general_id
