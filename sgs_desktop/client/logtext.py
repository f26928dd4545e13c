"""Human-readable lines for log events, in the current language (packs/i18n). Rules never format text.

An event's line is its kind's template (`[log.<kind>]`, a variant chosen by `_VARIANTS`) with each
placeholder, named after one of the event's fields, formatted by the field's type: seats, cards,
skills, generals, zones, reasons, phases … read as words, never as ids.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import SUIT_SYMBOL, number_text
from ..packs import i18n
from ..packs.i18n import card_name, general_name, kingdom_name, name_of_id, option_label, reason_text, text, word

#: an event as a seat reads it (Game.log_for), a card face (client.faces), what names a seat
EventDict = dict[str, Any]
Faces = dict[int, dict[str, Any]]
SeatName = Callable[[Any], str]

def card_text(desc: dict[str, Any] | None) -> str:
    """A card as a viewer sees it: its name and face (杀♠7), or the card it was made as and the
    skill that made it (杀（武圣）); "?" when hidden."""
    if not desc:
        return word("unknown")
    name = card_name(desc["key"])
    if desc.get("skill"):
        sid = desc["skill"]
        return word("card_by_skill", card=name, skill=name_of_id(sid) or sid)
    suit = desc.get("suit")
    if not suit:
        return name
    return word("card_face", card=name, face=f"{SUIT_SYMBOL[suit]}{number_text(desc['number'])}")


def seat_label(s: Any) -> str:
    """The CLI's name of a seat (its index, as the scenario files number seats)."""
    return word("no_source") if s is None else word("seat", n=s)


def _seat_list(seats: Any, fmt: Fmt) -> str:
    named = [fmt.name_of(s) for s in seats or ()]
    return word("list_sep").join(named) if named else word("nobody")


def _cards(ids: Any, fmt: Fmt) -> str:
    if ids is None:
        return word("unknown")
    return word("list_sep").join(card_text(fmt.face(c)) for c in ids)


def _place(ev: EventDict, zone_field: str, fmt: Fmt) -> str:
    zone = ev[zone_field]
    owner = ev.get(f"{zone_field}_owner", -1)
    name = text("zones", zone)
    if owner is None or owner < 0:
        return name
    return word("owned_zone", seat=fmt.name_of(owner), zone=name)


def _move_reason(reason: Any) -> str:
    shown = reason_text(reason)
    return word("move_reason", reason=shown) if shown else ""


Formatter = Callable[[EventDict, str, "Fmt"], str]

_SEAT: Formatter = lambda ev, f, fmt: fmt.name_of(ev[f])                          # noqa: E731
_SEATS: Formatter = lambda ev, f, fmt: _seat_list(ev[f], fmt)                     # noqa: E731
_CARD: Formatter = lambda ev, f, fmt: card_text(ev[f])                            # noqa: E731
_CARD_IDS: Formatter = lambda ev, f, fmt: _cards(ev[f], fmt)                      # noqa: E731
_SKILL: Formatter = lambda ev, f, fmt: name_of_id(ev[f]) or ev[f]                 # noqa: E731
_GENERAL: Formatter = lambda ev, f, fmt: general_name(ev[f])                      # noqa: E731
_REASON: Formatter = lambda ev, f, fmt: reason_text(ev[f])                        # noqa: E731


def _table(section: str) -> Formatter:
    return lambda ev, f, fmt: text(section, ev[f]) if ev[f] else ""


#: how each field reads, by its name
FIELD_TYPES: dict[str, Formatter] = {
    **dict.fromkeys(("seat", "source", "target", "user", "to", "first", "second", "killer"), _SEAT),
    **dict.fromkeys(("targets", "seats", "winners"), _SEATS),
    **dict.fromkeys(("card", "source_card", "target_card"), _CARD),
    **dict.fromkeys(("cards", "top", "bottom"), _CARD_IDS),
    **dict.fromkeys(("general", "head", "deputy"), _GENERAL),
    "skill": _SKILL,
    "generals": lambda ev, f, fmt: word("list_sep").join(general_name(g) for g in ev[f]),
    "phase": _table("phases"),
    "role": _table("roles"),
    "kingdom": lambda ev, f, fmt: kingdom_name(ev[f]),
    "general_kingdom": lambda ev, f, fmt: kingdom_name(ev[f]),
    "slot": _table("slots"),
    "nature": _table("natures"),
    "suit": _table("suits"),
    "counts_as": _table("suits"),
    "mode": _table("modes"),
    "src": lambda ev, f, fmt: _place(ev, "src", fmt),
    "dst": lambda ev, f, fmt: _place(ev, "dst", fmt),
    "reason": _REASON,
    "choice": lambda ev, f, fmt: option_label(ev[f], ev["kind"]),
}
#: fields whose reading depends on the event kind
KIND_FIELD_TYPES: dict[tuple[str, str], Formatter] = {
    ("move", "reason"): lambda ev, f, fmt: _move_reason(ev[f]),
    ("game_over", "reason"): _table("game_over"),
    ("mark", "mark"): lambda ev, f, fmt: _mark_name(ev[f]),
    ("mark_gained", "mark"): lambda ev, f, fmt: _mark_name(ev[f]),
    ("mark_spent", "mark"): lambda ev, f, fmt: _mark_name(ev[f]),
}


def _mark_name(mark: str) -> str:
    """A mark reads as the skill it belongs to (天义's won/lost marks as 天义)."""
    return i18n.skill_name(mark if i18n.skill_name(mark) != mark else mark.split("_")[0])
#: true/false fields: they read as the template's `<field>_yes` / `<field>_no`
BOOL_FIELDS = frozenset({"face_up", "chained", "alive", "source_wins", "chain", "drunk"})


def _damage(ev: EventDict) -> str:
    """A damage with or without a source, with or without a nature (火焰, 雷电)."""
    if ev["source"] is None:
        return "no_source_nature" if ev["nature"] else "no_source"
    return "nature" if ev["nature"] else "text"


def _no_source(ev: EventDict) -> str:
    return "no_source" if ev.get("source") is None else "text"


def _show_reason(ev: EventDict) -> str:
    reason = ev.get("reason") or ""
    if reason in ("", "turn_start"):
        return "text"
    return reason if reason in ("death", "victory") else "skill"


#: which variant of its kind's template an event reads as ("text" when none applies)
_VARIANTS: dict[str, Callable[[EventDict], str]] = {
    "move": lambda ev: "hidden" if ev["cards"] is None else "text",
    "use": lambda ev: "text" if ev["targets"] else "no_targets",
    "damage": _damage,
    "damage_prevented": _no_source,
    "death": lambda ev: "text" if ev.get("role") else "no_role",
    "judge": lambda ev: "counts_as" if ev.get("counts_as") else "text",
    "nullified": lambda ev: "text" if ev.get("target") is not None else "no_target",
    "reward": lambda ev: ev.get("reason") or "text",
    "penalty": lambda ev: ev.get("reason") or "text",
    "show_general": _show_reason,
    "hide_general": lambda ev: "skill" if ev.get("reason") else "text",
    "kingdom": lambda ev: "careerist" if ev["kingdom"] == "careerist" else "text",
    "look_general": lambda ev: "text" if ev.get("general") else "unseen",
    "look_hand": lambda ev: "text" if ev.get("cards") else "unseen",
    "mark": lambda ev: "removed" if ev["value"] is None else "text",
    "mark_spent": lambda ev: ev["effect"],
    "generals_chosen": lambda ev: "hidden" if ev["head"] is None else "text",
}


class Fmt(dict[str, str]):
    """The values of one event's placeholders, each formatted when the template asks for it."""

    def __init__(self, ev: EventDict, template: dict[str, str], faces: Faces | None, name_of: SeatName) -> None:
        super().__init__()
        self.ev = ev
        self.template = template
        self.faces = faces
        self.name_of: SeatName = name_of

    def face(self, cid: int) -> dict[str, Any] | None:
        return None if self.faces is None else self.faces.get(cid)

    def __missing__(self, field: str) -> str:
        ev = self.ev
        if field not in ev:
            raise KeyError(f"{ev['kind']} has no field {field!r}")
        if field in BOOL_FIELDS:
            value = self.template[f"{field}_{'yes' if ev[field] else 'no'}"].format_map(self)
        else:
            how = KIND_FIELD_TYPES.get((ev["kind"], field)) or FIELD_TYPES.get(field)
            value = str(ev[field]) if how is None else how(ev, field, self)
        self[field] = value
        return value


def event_text(ev: EventDict, faces: Faces | None = None, name_of: SeatName = seat_label) -> str:
    """One line for an event as a viewer sees it (card ids may be hidden: None). `faces` maps
    card ids to faces (the deck table is public); `name_of` names a seat."""
    kind = ev["kind"]
    template = i18n.log_template(kind)
    if template is None:
        return _plain(ev)
    choose = _VARIANTS.get(kind)
    variant = choose(ev) if choose else "text"
    line = template.get(variant) or template["text"]
    return line.format_map(Fmt(ev, template, faces, name_of))


def _plain(ev: EventDict) -> str:
    rest = ", ".join(f"{a}={b}" for a, b in ev.items() if a not in ("seq", "kind"))
    return f"{ev.get('kind', '?')}: {rest}"


def safe_event_text(ev: EventDict, faces: Faces | None = None, name_of: SeatName = seat_label) -> str:
    """`event_text`, but an event of an unknown shape never stops the game: it gets a plain line."""
    try:
        return event_text(ev, faces, name_of)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return _plain(ev)
