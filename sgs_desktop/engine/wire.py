"""The JSON form of what crosses the wire — events, answers, requests — and of the frames that carry
them (the LAN, the CLI's --json, records, the tests); every event kind by its wire name (`KINDS`).

`event_to_json` gives {"kind": …, field: value …} (tuples as lists, card faces as objects);
`event_from_json` checks the kind, every field's presence and type (ints in range, strings of a
sane length, no unknown fields) and refuses anything else with `EventError` naming the field.
`answer_from_json` reads an answer with the same typed decoder (a bad one is an `IllegalAnswer`);
`request_from_json` rebuilds a request the host made.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Union, get_args, get_origin

import msgspec

from . import events, events_guhuo, events_heg, events_huashen
from .errors import EventError, IllegalAnswer
from .events import CardFace, Event, Face, VirtualFace
from .prompts import Prompt
from .protocol.answers import ANSWER_TYPES, Answer
from .protocol.requests import REQUEST_TYPES, CardOption, PlayRequest, Refusal, Request, RespondRequest, TargetSpec

#: the version of the event, request, answer and view JSON (the LAN handshake carries it; 4: piles in moves and views)
PROTOCOL_VERSION = 4


def _kinds(*modules: types.ModuleType) -> dict[str, type[Event]]:
    found: dict[str, type[Event]] = {}
    for module in modules:
        for cls in vars(module).values():
            if isinstance(cls, type) and issubclass(cls, Event) and cls.kind \
                    and found.setdefault(cls.kind, cls) is not cls:
                raise ValueError(f"event kind {cls.kind!r} is declared twice: {found[cls.kind]} and {cls}")
    return found


#: every event kind, by its wire name: the kinds of events.py, events_heg.py (国战), events_guhuo.py (蛊惑)
#: and events_huashen.py (化身)
KINDS: dict[str, type[Event]] = _kinds(events, events_heg, events_guhuo, events_huashen)


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


def answer_from_frame(data: Any) -> Answer:
    """The answer in a frame {"protocol", "seat", "request", "answer"}: the version and the fields
    are checked here, the answer's own form by `answer_from_json` (IllegalAnswer)."""
    body = open_frame(data, "seat", "request", "answer")
    for name in ("seat", "request"):
        if type(body[name]) is not int:
            raise EventError(f"frame.{name}: must be an integer, got {body[name]!r}")
    return answer_from_json(body["answer"])


# --------------------------------------------------------------------------- answers and requests


def answer_from_json(data: Any) -> Answer:
    """An Answer from its JSON form, each field read by its declared type (as an event's); anything
    malformed raises IllegalAnswer naming the field."""
    if not isinstance(data, dict):
        raise IllegalAnswer(f"an answer must be a JSON object, got {data!r}")
    kind = data.get("type")
    cls = ANSWER_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalAnswer(f"unknown answer type {kind!r}; known: {sorted(ANSWER_TYPES)}")
    try:
        return typing.cast(Answer, _decode_fields(cls, {k: v for k, v in data.items() if k != "type"}, cls.type))
    except EventError as exc:
        raise IllegalAnswer(str(exc)) from None


def _spec_from_json(d: dict[str, Any] | None) -> TargetSpec | None:
    if d is None:
        return None
    return TargetSpec(tuple(d["seats"]), d["min"], d["max"],
                      tuple((a, tuple(b)) for a, b in d.get("then", ())), tuple(d.get("apart", ())),
                      tuple(Refusal(r["seat"], r["why"], tuple(r.get("args", ())), r.get("first", -1))
                            for r in d.get("refused", ())))


def _option_from_json(d: dict[str, Any]) -> CardOption:
    return CardOption(d["name"], d.get("card"), d.get("skill"), tuple(d.get("cards", ())),
                      d.get("min_cards", 0), d.get("max_cards", 0), _spec_from_json(d.get("targets")))


def request_from_json(data: dict[str, Any]) -> Request[Answer]:
    """Rebuild a Request from its JSON form (the wire format). The host made it: a client checks only
    its form (net/codec.py)."""
    cls = REQUEST_TYPES[data["kind"]]
    kwargs: dict[str, Any] = {}
    for name in cls.__struct_fields__:
        if name not in data:
            continue
        v = data[name]
        if name == "prompt":
            v = Prompt(v["key"], tuple(v["args"]))
        elif name == "options" and cls in (PlayRequest, RespondRequest):
            v = tuple(_option_from_json(o) for o in v)
        elif isinstance(v, list):
            v = tuple(v)
        kwargs[name] = v
    return cls(**kwargs)
