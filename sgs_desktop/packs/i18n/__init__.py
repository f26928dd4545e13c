"""Every text a viewer reads, per language: zh_CN (简体, the fallback), zh_TW (繁體), en.

Each language is a directory of TOML files merged into one table of sections:

- `[cards.<key>]`, `[skills.<id>]`, `[heg_skills.<id>]` (国战 versions), `[equip_skills.<id>]`
  (the skills of equipment), `[rule_skills.<id>]` (what the rules give: 国战's marks, 鏖战),
  `[generals.<id>]`: `name` and (not generals) `text`;
- `[marks.<id>]`: a skill's mark that says more than the skill's name (天义's won / lost, 双雄's
  colour): `name`, `short` (its token's label) and `text` (its hover); other marks read as their
  skill;
- word tables, one string per id: `roles`, `kingdoms`, `suits`, `phases`, `zones`, `slots`,
  `natures`, `modes`, `move_reasons`, `game_over`, `options`, `request_hints`, `words` (the small
  pieces the renderers join: a seat's name, the list separator …), `cli`, `ui`;
- `[option_labels.<prompt key>]`: an option's label when it depends on the question;
- `[prompts.<key>]`: a question's `text` with `{0}`…`{n-1}` and `args`, the kinds of its
  arguments (s seat, n number, c card key, i card id, k skill or card id, g general, p phase,
  u suit, - ignored);
- `[log.<event kind>]`: the event's line, `text`, with placeholders named after the event's
  fields, plus variants the renderer chooses (client/logtext.py) and `<field>_yes` / `_no`
  words for its true/false fields.

Rules never read these. A text missing in a language reads as zh_CN's; one missing everywhere
reads as its key (the meta-tests keep that from happening).
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from ...engine.state import OWN_MARK

FALLBACK = "zh_CN"
LANGS = ("zh_CN", "zh_TW", "en")
#: each language named in itself (for a language menu)
LANG_NAMES = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}
_DIR = Path(__file__).parent
_current = [FALLBACK]


def set_language(lang: str) -> None:
    """Choose the language every text is read in from now on."""
    if lang not in LANGS:
        raise KeyError(f"unknown language {lang!r}; known: {list(LANGS)}")
    _current[0] = lang


def language() -> str:
    """The language texts are read in now."""
    return _current[0]


@cache
def texts(lang: str = FALLBACK) -> dict:
    """One language's whole table: section → key → entry (no fallback)."""
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


def entry(section: str, key: str, lang: str | None = None) -> Any:
    """The entry `[section] key` in `lang` (default: the current language), else zh_CN's, else None."""
    lang = lang or _current[0]
    found = texts(lang).get(section, {}).get(key)
    if found is None and lang != FALLBACK:
        found = texts(FALLBACK).get(section, {}).get(key)
    return found


def lookup(section: str, key: str, field: str | None = None, lang: str | None = None) -> str | None:
    """A text, or None: `[section] key = "…"`, or the `field` of `[section.key]`."""
    found = entry(section, key, lang)
    if isinstance(found, dict):
        found = found.get(field or "text")
        if found is None and lang != FALLBACK:
            found = lookup(section, key, field, FALLBACK)
    return found if isinstance(found, str) else None


def text(section: str, key: str, field: str | None = None, lang: str | None = None) -> str:
    """A text (see `lookup`); its key when no language has it."""
    found = lookup(section, key, field, lang)
    return key if found is None else found


def word(key: str, lang: str | None = None, **values: Any) -> str:
    """A piece of the `words` table, formatted with `values` ("{n}号位")."""
    return text("words", key, lang=lang).format(**values)


def card_name(key: str, lang: str | None = None) -> str:
    return text("cards", key, "name", lang)


def card_text(key: str, lang: str | None = None) -> str:
    return lookup("cards", key, "text", lang) or ""


def _skill_entry(skill_id: str, lang: str | None, mode: str) -> dict | None:
    """国战 texts live in [heg_skills.<id>] (a 国战 version of 仁德 reads differently); the skills of
    equipment in [equip_skills.<id>]."""
    first, second = ("heg_skills", "skills") if mode == "hegemony" else ("skills", "heg_skills")
    for section in (first, second, "equip_skills", "rule_skills"):
        found = entry(section, skill_id, lang)
        if found is not None:
            return found
    return None


def skill_name(skill_id: str, lang: str | None = None, mode: str = "identity") -> str:
    found = _skill_entry(skill_id, lang, mode)
    return found["name"] if found else skill_id


def skill_text(skill_id: str, lang: str | None = None, mode: str = "identity") -> str:
    found = _skill_entry(skill_id, lang, mode)
    return found["text"] if found else ""


def _names_general(mark: str) -> tuple[str, str] | None:
    """A mark `<skill>.<general>` (化身's 化身牌, `own:` when its owner's alone): (skill, general)."""
    skill, dot, general = mark.removeprefix(OWN_MARK).partition(".")
    return (skill, general) if dot else None


def mark_name(mark: str, lang: str | None = None, mode: str = "identity") -> str:
    """A mark's name: its own (`[marks.<id>]`: 天义·赢), else its skill's (涅槃's mark; a mark
    `<skill>_<what>` reads as the skill); a mark naming a general reads "skill·general" (化身·曹操)."""
    about = _names_general(mark)
    if about is not None:
        return f"{mark_name(about[0], lang, mode)}·{general_name(about[1], lang)}"
    own = lookup("marks", mark, "name", lang)
    if own is not None:
        return own
    name = skill_name(mark, lang, mode)
    return name if name != mark else skill_name(mark.split("_")[0], lang, mode)


def mark_short(mark: str, lang: str | None = None, mode: str = "identity") -> str:
    """The label of a mark's token: its own `short`, else its name's first character (a mark
    naming a general: the general's)."""
    about = _names_general(mark)
    if about is not None:
        return general_short(about[1], lang)[:1]
    return lookup("marks", mark, "short", lang) or mark_name(mark, lang, mode)[:1]


def mark_text(mark: str, lang: str | None = None, mode: str = "identity") -> str:
    """What a mark means (its hover): its own text, else its skill's (a mark naming a general: the
    skill's mark text, `[marks.<skill>_general]` — the 化身牌 shown, or face down)."""
    about = _names_general(mark)
    if about is not None:
        which = "hidden" if mark.startswith(OWN_MARK) else "shown"
        return lookup("marks", f"{about[0]}_{which}", "text", lang) or ""
    return (lookup("marks", mark, "text", lang) or skill_text(mark, lang, mode)
            or skill_text(mark.split("_")[0], lang, mode))


def general_name(general_id: str, lang: str | None = None) -> str:
    return text("generals", general_id, "name", lang)


def general_short(general_id: str, lang: str | None = None) -> str:
    """The name a seat's general tile shows, where room is short: the general's `short` text in
    this language (君张角 for 张角（君）), never another language's; else its name."""
    found = texts(lang or _current[0]).get("generals", {}).get(general_id)
    short = found.get("short") if isinstance(found, dict) else None
    return short if isinstance(short, str) else general_name(general_id, lang)


def name_of_id(key: str, lang: str | None = None) -> str | None:
    """The name of a skill (general's or equipment's) or of a card, or None: what a reason or an
    option that is an id reads as."""
    found = _skill_entry(key, lang, "identity")
    if found is not None:
        return found["name"]
    return lookup("cards", key, "name", lang)


def prompt(key: str, lang: str | None = None) -> tuple[str, str] | None:
    """A question's (template, argument kinds), or None when no language has it."""
    found = entry("prompts", key, lang)
    if not isinstance(found, dict):
        return None
    return found["text"], lookup("prompts", key, "args", lang) or ""


def log_template(kind: str, lang: str | None = None) -> dict[str, str] | None:
    """An event kind's line and its variants (`text`, …, `<field>_yes`, `<field>_no`)."""
    found = entry("log", kind, lang)
    if not isinstance(found, dict):
        return None
    if lang != FALLBACK and (lang or _current[0]) != FALLBACK:
        base = texts(FALLBACK).get("log", {}).get(kind) or {}
        return {**base, **found}
    return found


# ---------------------------------------------------------------- the words of the table


def role_name(role: str | None) -> str:
    return text("roles", role) if role else word("unknown")


def kingdom_name(kingdom: str | None) -> str:
    """A kingdom's name; "not shown yet" for none."""
    return text("kingdoms", kingdom) if kingdom else word("no_kingdom")


def phase_name(phase: str | None) -> str:
    return text("phases", phase) if phase else ""


def suit_name(suit: str | None) -> str:
    return text("suits", suit) if suit else ""


def slot_name(slot: str) -> str:
    return text("slots", slot)


def reason_text(reason: str | None) -> str:
    """Why cards moved or a judgement was made: a word of the reasons table, or the skill's or
    card's name; "" for none."""
    if not reason:
        return ""
    found = lookup("move_reasons", reason)
    if found is None:
        found = name_of_id(reason)
    return reason if found is None else found


def option_label(option: str, key: str | None = None) -> str:
    """A button label for an option id (of the question `key`): a named choice, a suit, a skill,
    a general, or a card."""
    if key is not None:
        found = entry("option_labels", key)
        if isinstance(found, dict) and option in found:
            return lookup("option_labels", key, option) or option
    for section in ("options", "suits"):
        found = lookup(section, option)
        if found is not None:
            return found
    name = name_of_id(option)
    if name is not None:
        return name
    return general_name(option)
