"""Words the table shows: names of seats, roles, phases, options and prompts, in the current
language (every text lives in packs/i18n; this module only joins them)."""

from __future__ import annotations

from ..client.logtext import label
from ..packs.i18n import (
    card_name,
    entry,
    general_name,
    kingdom_name,
    lookup,
    name_of_id,
    option_label,
    phase_name,
    prompt,
    role_name,
    skill_name,
    slot_name,
    suit_name,
    word,
)

__all__ = ["kingdom_name", "option_label", "phase_name", "prompt_text", "refusal_text", "role_name", "seat_name",
           "slot_name", "ui_text", "word"]


def ui_text(key: str, **values) -> str:
    """A piece of the window's own chrome (`[ui]`: buttons, labels of the start page)."""
    found = lookup("ui", key)
    found = key if found is None else found
    return found.format(**values) if values else found


def seat_name(seat: int | None, general: str | None = None) -> str:
    """A seat as the table names it: its number from 1, and its general once known."""
    if seat is None or seat < 0:
        return word("no_source")
    name = word("seat", n=seat + 1)
    if general and general != "blank":
        return word("seat_general", seat=name, general=general_name(general))
    return name


def _arg(kind: str, a, name_of, faces: dict | None) -> str:
    if kind == "s":
        return name_of(a) if isinstance(a, int) else str(a)
    if kind == "c":
        return card_name(str(a))
    if kind == "k":
        return name_of_id(str(a)) or str(a)
    if kind == "u":
        return suit_name(a) or str(a)
    if kind == "i":
        face = (faces or {}).get(a) if isinstance(a, int) else None
        return word("card_quoted", card=card_name(face["key"])) if face else word("this_card")
    if kind == "g":
        return general_name(str(a))
    if kind == "p":
        return phase_name(str(a)) or str(a)
    return str(a)


def prompt_text(key: str, args: tuple, kind: str = "", name_of=seat_name, faces: dict | None = None) -> str:
    """The prompt line for a request (`name_of(seat)` names a seat; `faces` gives card ids' faces).

    Argument kinds: s seat, n number, c card key, i card id, k skill (or card) id, g general,
    p phase, u suit, - ignored."""
    found = prompt(key)
    if found is None:
        # a skill's own prompt ("liuli_target"): the skill's name and what kind of choice it is
        sid = key
        while sid and skill_name(sid) == sid and "_" in sid:
            sid = sid.rsplit("_", 1)[0]
        name = skill_name(sid)
        head = word("skill_quoted", skill=name) if name != sid else ""
        return (head + (lookup("request_hints", kind) or "")).strip() or key
    template, kinds = found
    return _fill(template, kinds, args, name_of, faces)


def _fill(template: str, kinds: str, args: tuple, name_of, faces: dict | None) -> str:
    # (a Label: English says "{0} {0:card|cards}", client/logtext.py)
    shown = [label(_arg(kinds[i] if i < len(kinds) else "-", a, name_of, faces)) for i, a in enumerate(args)]
    try:
        return template.format(*shown)
    except (IndexError, ValueError):
        return template


def refusal_text(refusal, name_of=seat_name) -> str:
    """Why a seat cannot be chosen (a `Refusal` the engine gave: engine/explain.py), as words
    (`[refusals]`); a reason this version has no words for reads as the plain "cannot be chosen"."""
    found = entry("refusals", refusal.why)
    if not isinstance(found, dict) or not isinstance(found.get("text"), str):
        return ui_text("seat_blocked")
    return _fill(found["text"], str(found.get("args", "")), tuple(refusal.args), name_of, None)
