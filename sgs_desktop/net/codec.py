"""What a client rebuilds from the host's frames: a seat's view (the snapshot it starts from),
requests and events, each checked field by field (a frame that is not one is refused with a
Refused, never half read)."""

from __future__ import annotations

from typing import Any

from ..engine.errors import EventError, IllegalAnswer
from ..engine.events import Event
from ..engine.protocol.requests import Request
from ..engine.view import PlayerView, SeatView
from ..engine.wire import event_from_json, request_from_json
from ..tables.table import Refused

_MAX_INT = 1 << 31


def _fail(where: str, why: str) -> Refused:
    return Refused("bad_message", f"{where}: {why}")


def _int(v: Any, where: str) -> int:
    if type(v) is not int or not -_MAX_INT <= v < _MAX_INT:
        raise _fail(where, f"must be an integer, got {v!r}")
    return v


def _bool(v: Any, where: str) -> bool:
    if type(v) is not bool:
        raise _fail(where, f"must be true or false, got {v!r}")
    return v


def _str(v: Any, where: str, optional: bool = False) -> Any:
    if v is None and optional:
        return None
    if not isinstance(v, str) or len(v) > 200:
        raise _fail(where, f"must be a string, got {v!r}")
    return v


def _ints(v: Any, where: str) -> list[int]:
    if not isinstance(v, list):
        raise _fail(where, "must be a list")
    return [_int(x, f"{where}[{i}]") for i, x in enumerate(v)]


def _obj(v: Any, where: str, names: frozenset[str]) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise _fail(where, "must be an object")
    missing = names - v.keys()
    extra = v.keys() - names
    if missing or extra:
        raise _fail(where, f"fields missing {sorted(missing)}, unknown {sorted(extra)}")
    return v


_SEAT_FIELDS = frozenset({"seat", "alive", "hp", "max_hp", "dying", "hand_count", "known_hand", "equips", "judge",
                          "judge_as", "chained", "face_up", "role", "generals", "kingdom", "gender", "drunk",
                          "marks", "shown", "removed", "piles", "pile_cards"})
_VIEW_FIELDS = frozenset({"seat", "role", "hand", "players", "draw_count", "discard", "processing", "current",
                          "phase", "round", "finished", "packs", "mode", "rules", "table_states"})


def _seat_view(v: Any, where: str) -> SeatView:
    d = _obj(v, where, _SEAT_FIELDS)
    equips = d["equips"]
    if not isinstance(equips, dict):
        raise _fail(f"{where}.equips", "must be an object")
    judge_as = d["judge_as"]
    marks = d["marks"]
    if not isinstance(judge_as, dict) or not isinstance(marks, dict):
        raise _fail(where, "judge_as and marks must be objects")
    generals = d["generals"]
    if not isinstance(generals, list):
        raise _fail(f"{where}.generals", "must be a list")
    shown = d["shown"]
    if not isinstance(shown, list):
        raise _fail(f"{where}.shown", "must be a list")
    removed = d["removed"]
    if not isinstance(removed, list):
        raise _fail(f"{where}.removed", "must be a list")
    piles, pile_cards = d["piles"], d["pile_cards"]
    if not isinstance(piles, dict) or not isinstance(pile_cards, dict):
        raise _fail(where, "piles and pile_cards must be objects")
    return SeatView(
        seat=_int(d["seat"], f"{where}.seat"), alive=_bool(d["alive"], f"{where}.alive"),
        hp=_int(d["hp"], f"{where}.hp"), max_hp=_int(d["max_hp"], f"{where}.max_hp"),
        dying=_bool(d["dying"], f"{where}.dying"), hand_count=_int(d["hand_count"], f"{where}.hand_count"),
        known_hand=_ints(d["known_hand"], f"{where}.known_hand"),
        equips={_str(k, f"{where}.equips"): _int(c, f"{where}.equips.{k}") for k, c in equips.items()},
        judge=_ints(d["judge"], f"{where}.judge"),
        # (JSON keys are strings: a card id key comes back as an int)
        judge_as={_int(int(k) if isinstance(k, str) and k.lstrip("-").isdigit() else k, f"{where}.judge_as"):
                  _str(n, f"{where}.judge_as.{k}") for k, n in judge_as.items()},
        chained=_bool(d["chained"], f"{where}.chained"), face_up=_bool(d["face_up"], f"{where}.face_up"),
        role=_str(d["role"], f"{where}.role", True),
        generals=[_str(g, f"{where}.generals[{i}]", True) for i, g in enumerate(generals)],
        kingdom=_str(d["kingdom"], f"{where}.kingdom", True), gender=_str(d["gender"], f"{where}.gender", True),
        drunk=_int(d["drunk"], f"{where}.drunk"),
        marks={_str(k, f"{where}.marks"): _int(n, f"{where}.marks.{k}") for k, n in marks.items()},
        shown=[_bool(s, f"{where}.shown[{i}]") for i, s in enumerate(shown)],
        removed=[_bool(s, f"{where}.removed[{i}]") for i, s in enumerate(removed)],
        piles={_str(k, f"{where}.piles"): _int(n, f"{where}.piles.{k}") for k, n in piles.items()},
        pile_cards={_str(k, f"{where}.pile_cards"): _ints(c, f"{where}.pile_cards.{k}") for k, c in pile_cards.items()})


def view_from_json(v: Any, where: str = "view") -> PlayerView:
    """A seat's view from its JSON form (PlayerView.to_json), checked whole."""
    d = _obj(v, where, _VIEW_FIELDS)
    players = d["players"]
    if not isinstance(players, list) or len(players) > 64:
        raise _fail(f"{where}.players", "must be a list of at most 64 seats")
    packs = d["packs"]
    if not isinstance(packs, list):
        raise _fail(f"{where}.packs", "must be a list")
    seat = d["seat"]
    return PlayerView(
        seat=None if seat is None else _int(seat, f"{where}.seat"), role=_str(d["role"], f"{where}.role", True),
        hand=_ints(d["hand"], f"{where}.hand"),
        players=[_seat_view(p, f"{where}.players[{i}]") for i, p in enumerate(players)],
        draw_count=_int(d["draw_count"], f"{where}.draw_count"), discard=_ints(d["discard"], f"{where}.discard"),
        processing=_ints(d["processing"], f"{where}.processing"), current=_int(d["current"], f"{where}.current"),
        phase=_str(d["phase"], f"{where}.phase", True), round=_int(d["round"], f"{where}.round"),
        finished=_bool(d["finished"], f"{where}.finished"),
        packs=tuple(_str(p, f"{where}.packs") for p in packs), mode=_str(d["mode"], f"{where}.mode"),
        rules=_str(d["rules"], f"{where}.rules"), table_states=_strs(d["table_states"], f"{where}.table_states"))


def _strs(v: Any, where: str) -> list[str]:
    if not isinstance(v, list) or len(v) > 16:
        raise _fail(where, "must be a list of at most 16 names")
    return [_str(x, f"{where}[{i}]") for i, x in enumerate(v)]


def events_from_json(items: Any, where: str = "events") -> list[tuple[int, Event]]:
    """(seq, event) pairs of an events frame's list."""
    if not isinstance(items, list):
        raise _fail(where, "must be a list")
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise _fail(f"{where}[{i}]", "must be an object")
        seq = _int(item.get("seq"), f"{where}[{i}].seq")
        try:
            out.append((seq, event_from_json(item)))
        except EventError as exc:
            raise _fail(f"{where}[{i}]", str(exc)) from None
    return out


def request_from_frame(v: Any) -> Request[Any]:
    """A request frame's request (its JSON form, protocol.Request.to_json)."""
    if not isinstance(v, dict):
        raise _fail("request", "must be an object")
    try:
        return request_from_json(v)
    except (KeyError, TypeError, ValueError, IllegalAnswer) as exc:
        raise _fail("request", f"not a request: {exc!r}") from None
