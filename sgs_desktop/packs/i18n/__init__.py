"""Texts of cards (and later skills and generals) per language; zh_CN first.

Rules never read these: they are for viewers (the table, the CLI, the log).
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
    with (_DIR / f"{lang}.toml").open("rb") as f:
        return tomllib.load(f)


def card_name(key: str, lang: str = "zh_CN") -> str:
    entry = texts(lang).get("cards", {}).get(key)
    return entry["name"] if entry else key


def card_text(key: str, lang: str = "zh_CN") -> str:
    entry = texts(lang).get("cards", {}).get(key)
    return entry["text"] if entry else ""
