"""Human-readable lines for log events, in the current language (packs/i18n). Rules never format text.

An event's line is its kind's template (`[log.<kind>]`, a variant chosen by `_VARIANTS`, by the
event's class) with each placeholder, named after one of the event's fields, formatted by the
field's type: seats, cards, skills, generals, zones, reasons, phases … read as words, never as ids.
Events are the typed ones (engine/events.py); their JSON form is only the wire's.

Two format specs serve languages that inflect (English): `{count:card|cards}` picks the singular
or the plural by the number, and `{seat:'s}` makes a seat's possessive ("Seat 2's", and "your"
for the viewer's own seat, capitalised at the start of a line).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine import events as E
from ..engine import events_heg as H
from ..engine.cards import SUIT_SYMBOL, number_text
from ..engine.events import CardFace, Event, Face
from ..packs import i18n
from ..packs.i18n import card_name, general_name, kingdom_name, name_of_id, option_label, reason_text, text, word

#: card faces by id (client.faces: the public deck table), what names a seat
Faces = Mapping[int, Mapping[str, Any]]
SeatName = Callable[[Any], str]


class Label(str):
    """A placeholder's value: a string that also knows the two format specs above. `mine`: it names
    the viewer's own seat (its possessive is the language's "your"). A `SeatName` may return one."""

    mine: bool = False

    @classmethod
    def of(cls, name: str, mine: bool) -> Label:
        out = cls(name)
        out.mine = mine
        return out

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if spec == "'s":
            return word("your") if self.mine else word("possessive", name=str(self))
        if "|" in spec:
            one, many = spec.split("|", 1)
            return one if str(self) in ("1", "-1") else many
        return format(str(self), spec)


def label(value: Any) -> Label:
    """`value` as a Label (a seat's name keeps its `mine`)."""
    return value if isinstance(value, Label) else Label.of(str(value), bool(getattr(value, "mine", False)))


SeatLabel = Label


def face_of(desc: Mapping[str, Any] | None) -> CardFace | None:
    """The deck table's face of a card id (its dict) as the events' `CardFace`."""
    if not desc:
        return None
    return CardFace(id=int(desc.get("id", -1)), key=str(desc["key"]), suit=str(desc["suit"]),
                    number=int(desc["number"]))


def card_text(face: Face | None) -> str:
    """A card as a viewer sees it: its name and face (杀♠7), or the card it was made as and the
    skill that made it (杀（武圣）); "?" when hidden."""
    if face is None:
        return word("unknown")
    name = card_name(face.key)
    skill = getattr(face, "skill", None)
    if skill:
        return word("card_by_skill", card=name, skill=name_of_id(skill) or skill)
    if not face.suit:
        return name
    return word("card_face", card=name, face=f"{SUIT_SYMBOL[face.suit]}{number_text(face.number)}")


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


def _place(ev: Event, zone_field: str, fmt: Fmt) -> str:
    zone = getattr(ev, zone_field)
    owner = getattr(ev, f"{zone_field}_owner", -1)
    name = text("zones", zone)
    if owner is None or owner < 0:
        return name
    return word("owned_zone", seat=label(fmt.name_of(owner)), zone=name)


def _move_reason(reason: Any) -> str:
    shown = reason_text(reason)
    return word("move_reason", reason=shown) if shown else ""


Formatter = Callable[[Event, str, "Fmt"], str]


def _seat(ev: Event, f: str, fmt: Fmt) -> str:
    return fmt.name_of(getattr(ev, f))


def _table(section: str) -> Formatter:
    return lambda ev, f, fmt: text(section, getattr(ev, f)) if getattr(ev, f) else ""


def _second_targets(ev: Event, f: str, fmt: Fmt) -> str:
    """借刀杀人's (target, whom it must attack) pairs: the second seats, by name."""
    return _seat_list([b for _a, b in getattr(ev, f)], fmt)


#: how each field reads, by its name
FIELD_TYPES: dict[str, Formatter] = {
    **dict.fromkeys(("seat", "source", "target", "user", "to", "first", "second", "killer"), _seat),
    **dict.fromkeys(("targets", "seats", "winners"), lambda ev, f, fmt: _seat_list(getattr(ev, f), fmt)),
    **dict.fromkeys(("card", "source_card", "target_card", "declared"), lambda ev, f, fmt: card_text(getattr(ev, f))),
    **dict.fromkeys(("cards", "top", "bottom"), lambda ev, f, fmt: _cards(getattr(ev, f), fmt)),
    **dict.fromkeys(("general", "head", "deputy", "lord"), lambda ev, f, fmt: general_name(getattr(ev, f))),
    "second_targets": _second_targets,
    "skill": lambda ev, f, fmt: name_of_id(getattr(ev, f)) or getattr(ev, f),
    "generals": lambda ev, f, fmt: word("list_sep").join(general_name(g) for g in getattr(ev, f)),
    "phase": _table("phases"),
    "role": _table("roles"),
    "kingdom": lambda ev, f, fmt: kingdom_name(getattr(ev, f)),
    "general_kingdom": lambda ev, f, fmt: kingdom_name(getattr(ev, f)),
    "slot": _table("slots"),
    "nature": _table("natures"),
    "suit": _table("suits"),
    "counts_as": _table("suits"),
    "mode": _table("modes"),
    "src": lambda ev, f, fmt: _place(ev, "src", fmt),
    "dst": lambda ev, f, fmt: _place(ev, "dst", fmt),
    "reason": lambda ev, f, fmt: reason_text(getattr(ev, f)),
    **dict.fromkeys(("choice", "verdict"), lambda ev, f, fmt: option_label(getattr(ev, f), ev.kind)),
}


def _mark_name(mark: str) -> str:
    """A mark reads as its own name (天义·赢) or as the skill it belongs to."""
    return i18n.mark_name(mark)


#: fields whose reading depends on the event's class
KIND_FIELD_TYPES: dict[tuple[type[Event], str], Formatter] = {
    (E.Move, "reason"): lambda ev, f, fmt: _move_reason(getattr(ev, f)),
    (E.GameOverEvent, "reason"): _table("game_over"),
    (E.Mark, "mark"): lambda ev, f, fmt: _mark_name(getattr(ev, f)),
    (H.MarkGained, "mark"): lambda ev, f, fmt: _mark_name(getattr(ev, f)),
    (H.MarkSpent, "mark"): lambda ev, f, fmt: _mark_name(getattr(ev, f)),
}
#: true/false fields: they read as the template's `<field>_yes` / `<field>_no`
BOOL_FIELDS = frozenset({"face_up", "chained", "alive", "source_wins", "chain", "drunk"})


def _damage(ev: E.Damage) -> str:
    """A damage with or without a source, with or without a nature (火焰, 雷电)."""
    if ev.source is None:
        return "no_source_nature" if ev.nature else "no_source"
    return "nature" if ev.nature else "text"


def _show_reason(ev: H.ShowGeneral) -> str:
    reason = ev.reason or ""
    if reason in ("", "turn_start"):
        return "text"
    return reason if reason in ("death", "victory", "lord") else "skill"


def _use(ev: E.UseEvent) -> str:
    if not ev.targets:
        return "no_targets"
    return "second" if ev.second_targets else "text"


#: which variant of its kind's template an event reads as ("text" when none applies), by its class
_VARIANTS: dict[type[Event], Callable[[Any], str]] = {
    E.Move: lambda ev: "hidden" if ev.cards is None else "text",
    E.UseEvent: _use,
    E.Damage: _damage,
    E.DamagePrevented: lambda ev: "no_source" if ev.source is None else "text",
    E.Death: lambda ev: "text" if ev.role else "no_role",
    E.JudgeEvent: lambda ev: "counts_as" if ev.counts_as else "text",
    E.Nullified: lambda ev: "text" if ev.target is not None else "no_target",
    E.Reward: lambda ev: ev.reason or "text",
    E.Penalty: lambda ev: ev.reason or "text",
    H.ShowGeneral: _show_reason,
    H.HideGeneral: lambda ev: "skill" if ev.reason else "text",
    H.KingdomEvent: lambda ev: "careerist" if ev.kingdom == "careerist" else "text",
    H.LookGeneral: lambda ev: "text" if ev.general else "unseen",
    E.LookHand: lambda ev: "text" if ev.cards else "unseen",
    E.Mark: lambda ev: "removed" if ev.value is None else "text",
    H.MarkSpent: lambda ev: ev.effect,
    H.GeneralsChosen: lambda ev: "hidden" if ev.head is None else "text",
}


class Fmt(dict[str, str]):
    """The values of one event's placeholders, each formatted when the template asks for it."""

    def __init__(self, ev: Event, template: dict[str, str], faces: Faces | None, name_of: SeatName) -> None:
        super().__init__()
        self.ev = ev
        self.template = template
        self.faces = faces
        self.name_of: SeatName = name_of

    def face(self, cid: int) -> CardFace | None:
        return None if self.faces is None else face_of(self.faces.get(cid))

    def __missing__(self, field: str) -> str:
        ev = self.ev
        if field not in ev.field_names:
            raise KeyError(f"{ev.kind} has no field {field!r}")
        value_of = getattr(ev, field)
        if field in BOOL_FIELDS:
            value = self.template[f"{field}_{'yes' if value_of else 'no'}"].format_map(self)
        else:
            how = KIND_FIELD_TYPES.get((type(ev), field)) or FIELD_TYPES.get(field)
            value = str(value_of) if how is None else how(ev, field, self)
        out = label(value)
        self[field] = out
        return out


def event_text(ev: Event, faces: Faces | None = None, name_of: SeatName = seat_label) -> str:
    """One line for an event as a viewer sees it (card ids may be hidden: None). `faces` maps
    card ids to faces (the deck table is public); `name_of` names a seat."""
    template = i18n.log_template(ev.kind)
    if template is None:
        return _plain(ev)
    choose = _VARIANTS.get(type(ev))
    variant = choose(ev) if choose else "text"
    line = template.get(variant) or template["text"]
    return capitalised(line.format_map(Fmt(ev, template, faces, name_of)))


def capitalised(line: str) -> str:
    """A line that begins with a lowercase word (English "your …") begins with a capital."""
    return line[:1].upper() + line[1:] if line[:1].islower() else line


def _plain(ev: Event) -> str:
    rest = ", ".join(f"{name}={getattr(ev, name)!r}" for name in ev.field_names)
    return f"{ev.kind}: {rest}"


def safe_event_text(ev: Event, faces: Faces | None = None, name_of: SeatName = seat_label) -> str:
    """`event_text`, but an event of an unknown shape never stops the game: it gets a plain line."""
    try:
        return event_text(ev, faces, name_of)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return _plain(ev)
