"""The JSON form of events (the LAN wire format, the CLI's --json, the tests).

`event_to_json` gives {"kind": …, field: value …} (tuples as lists, card faces as objects);
`event_from_json` checks the kind, every field's presence and type (ints in range, strings of a
sane length, no unknown fields) and refuses anything else with `EventError` naming the field.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Union, get_args, get_origin

import msgspec

from . import concede as _concede  # noqa: F401  (declares the 投降 event kind)
from . import events_guhuo as _guhuo  # noqa: F401  (declares 蛊惑's kinds: decoded wherever events are)
from . import events_huashen as _huashen  # noqa: F401  (declares 化身's kind)
from .cards import CardFace, Face, VirtualFace
from .events import KINDS, PROTOCOL_VERSION, Event, EventError

if typing.TYPE_CHECKING:
    from .protocol import Answer

__all__ = ["PROTOCOL_VERSION", "event_from_json", "event_to_json", "face_from_json"]


def face_from_json(data: Any, where: str = "card") -> Face:
    if not isinstance(data, dict):
        raise EventError(f"{where}: a card face must be an object, got {data!r}")
    cls: type[msgspec.Struct] = CardFace if "id" in data else VirtualFace
    return typing.cast(Face, _decode_fields(cls, data, where))




def _plain(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    if isinstance(v, (CardFace, VirtualFace)):
        return v.to_json()
    return v


def event_to_json(ev: Event, seq: int | None = None) -> dict[str, Any]:
    """The wire form: {"kind": …, "seq": …, field: value …} (tuples as lists)."""
    out: dict[str, Any] = {"seq": seq, "kind": ev.kind} if seq is not None else {"kind": ev.kind}
    for name in ev.field_names:
        out[name] = _plain(getattr(ev, name))
    return out


def event_from_json(data: Any) -> Event:
    """Decode one event; EventError names what is wrong (nothing is half-built)."""
    if not isinstance(data, dict):
        raise EventError(f"an event must be an object, got {type(data).__name__}")
    kind = data.get("kind")
    cls = KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None or not isinstance(kind, str):
        raise EventError(f"unknown event kind {kind!r}")
    body = {k: v for k, v in data.items() if k not in ("kind", "seq")}
    return typing.cast(Event, _decode_fields(cls, body, cls.kind))


_FIELDS: dict[type, list[tuple[str, bool, Any]]] = {}


def _fields(cls: type[msgspec.Struct]) -> list[tuple[str, bool, Any]]:
    """A record class's fields in order: the name, whether it must be given (no default: the
    defaults are the last fields'), and the type. Read once per class, from the class itself
    (msgspec.structs.fields would evaluate the annotations at every call)."""
    found = _FIELDS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        names = cls.__struct_fields__
        required = len(names) - len(cls.__struct_defaults__)
        found = _FIELDS[cls] = [(name, i < required, hints[name]) for i, name in enumerate(names)]
    return found


def _decode_fields(cls: type[msgspec.Struct], data: dict[str, Any], where: str) -> Any:
    extra = set(data) - set(cls.__struct_fields__)
    if extra:
        raise EventError(f"{where}: unknown field(s) {sorted(extra)}")
    kwargs: dict[str, Any] = {}
    for name, required, tp in _fields(cls):
        if name in data:
            kwargs[name] = _decode(tp, data[name], f"{where}.{name}")
        elif required:
            raise EventError(f"{where}: missing field {name!r}")
    return cls(**kwargs)


def _decode(tp: Any, v: Any, where: str) -> Any:
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if v is None:
            if type(None) in options:
                return None
            raise EventError(f"{where}: must not be null")
        rest = [o for o in options if o is not type(None)]
        if all(o in (CardFace, VirtualFace) for o in rest):
            return face_from_json(v, where)
        if len(rest) == 1:
            return _decode(rest[0], v, where)
        errors = []
        for opt in options:
            if opt is type(None):
                continue
            try:
                return _decode(opt, v, where)
            except EventError as exc:
                errors.append(str(exc))
        raise EventError(errors[0] if len(errors) == 1 else f"{where}: {v!r} is none of {tp}")
    if origin is tuple:
        args = get_args(tp)
        if not isinstance(v, list):
            raise EventError(f"{where}: must be a list, got {type(v).__name__}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], x, f"{where}[{i}]") for i, x in enumerate(v))
        if len(v) != len(args):
            raise EventError(f"{where}: must have {len(args)} items")
        return tuple(_decode(a, x, f"{where}[{i}]") for i, (a, x) in enumerate(zip(args, v, strict=True)))
    if tp in (CardFace, VirtualFace):
        return face_from_json(v, where)
    if tp is bool:
        if type(v) is not bool:
            raise EventError(f"{where}: must be true or false, got {v!r}")
        return v
    if tp is int:
        if type(v) is not int:
            raise EventError(f"{where}: must be an integer, got {v!r}")
        if not -(1 << 31) <= v < (1 << 31):
            raise EventError(f"{where}: {v} is out of range")
        return v
    if tp is str:
        if type(v) is not str:
            raise EventError(f"{where}: must be a string, got {v!r}")
        if len(v) > 200:
            raise EventError(f"{where}: a string of {len(v)} characters is too long")
        return v
    raise EventError(f"{where}: cannot decode a value of type {tp}")  # pragma: no cover


# --------------------------------------------------------------------------- frames


def frame(**body: Any) -> dict[str, Any]:
    """A message of the wire (the LAN, a saved stream): its body with the protocol version."""
    return {"protocol": PROTOCOL_VERSION, **body}


def open_frame(data: Any, *fields: str) -> dict[str, Any]:
    """A frame's body, once its protocol version and the `fields` it must carry are checked;
    EventError says what is wrong (a frame of another version is refused, never half read)."""
    if not isinstance(data, dict):
        raise EventError(f"a frame must be an object, got {type(data).__name__}")
    version = data.get("protocol")
    if version != PROTOCOL_VERSION:
        raise EventError(f"protocol version {version!r} is not this program's ({PROTOCOL_VERSION}): "
                         "host and players must run the same version")
    for name in fields:
        if name not in data:
            raise EventError(f"frame: missing field {name!r}")
    return data


def events_to_frame(events: list[Event], since: int) -> dict[str, Any]:
    """A seat's new events (from seq `since` on) as one frame."""
    return frame(events=[event_to_json(ev) for ev in events], since=since)


def events_from_frame(data: Any) -> list[Event]:
    body = open_frame(data, "events", "since")
    events = body["events"]
    if not isinstance(events, list):
        raise EventError("frame.events: must be a list")
    return [event_from_json(e) for e in events]


def answer_from_frame(data: Any) -> Answer:
    """The answer in a frame {"protocol", "seat", "request", "answer"}: the version and the fields
    are checked here, the answer's own form by protocol.answer_from_json (IllegalAnswer)."""
    from .protocol import answer_from_json
    body = open_frame(data, "seat", "request", "answer")
    for name in ("seat", "request"):
        if type(body[name]) is not int:
            raise EventError(f"frame.{name}: must be an integer, got {body[name]!r}")
    return answer_from_json(body["answer"])
