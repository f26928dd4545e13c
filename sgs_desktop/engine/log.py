"""The game log: structured events, redacted per seat only when someone reads them.

Each event has a visibility mask. Seats in the mask see it whole. Other seats
either do not see it at all (a private event, e.g. your own role), or see it
with the `redact`ed fields replaced by a count (a card drawn face down: they see
that two cards were drawn, not which).
"""

from __future__ import annotations

from typing import Any

from .state import ALL_SEATS

SPECTATOR = None    # a viewer with no seat: sees what every seat sees

#: The most frequent events are logged as rows of values (cheaper than a dict per event);
#: these are their fields, in order. Readers always get dicts (EventLog.data, Event.data).
ROW_FIELDS: dict[str, tuple[str, ...]] = {
    "move": ("cards", "count", "src", "src_owner", "dst", "dst_owner", "reason"),
    "phase": ("seat", "phase"),
    "turn": ("seat", "round"),
    "use": ("user", "card", "targets"),
}


def _as_dict(kind: str, data: dict[str, Any] | tuple[Any, ...]) -> dict[str, Any]:
    return data if type(data) is dict else dict(zip(ROW_FIELDS[kind], data, strict=True))


class Event:
    __slots__ = ("data", "kind", "redact", "seq", "vis")

    def __init__(self, seq: int, kind: str, data: dict[str, Any], vis: int, redact: tuple[str, ...]) -> None:
        self.seq = seq
        self.kind = kind
        self.data = data
        self.vis = vis
        self.redact = redact

    def visible_to(self, seat: int | None) -> bool:
        """Does `seat` see this event whole?"""
        if self.vis == ALL_SEATS:
            return True
        return seat is not None and seat >= 0 and (self.vis >> seat) & 1 == 1

    def for_seat(self, seat: int | None) -> dict[str, Any] | None:
        """This event as `seat` may see it, or None when it may not see it at all.

        `seat` ALL_SEATS (-1) is the omniscient view; None a spectator.
        """
        if seat == ALL_SEATS or self.visible_to(seat):
            out = {"seq": self.seq, "kind": self.kind}
            out.update(self.data)
            return out
        if not self.redact:
            return None
        out = {"seq": self.seq, "kind": self.kind}
        for k, v in self.data.items():
            if k in self.redact:
                out[k] = None
            else:
                out[k] = v
        return out

    def __repr__(self) -> str:
        return f"Event({self.seq} {self.kind} {self.data} vis={self.vis})"


class EventLog:
    """Events as raw tuples (kind, data, vis, redact); `Event` objects are made on demand.
    `data` is a dict, or for the kinds of ROW_FIELDS a tuple of values: read it through
    `data(seq)` or `event(seq)`."""

    __slots__ = ("raw",)

    def __init__(self) -> None:
        self.raw: list[tuple[str, dict[str, Any] | tuple[Any, ...], int, tuple[str, ...]]] = []

    def add(self, kind: str, data: dict[str, Any], vis: int = ALL_SEATS, redact: tuple[str, ...] = ()) -> Event:
        self.raw.append((kind, data, vis, redact))
        return self.event(len(self.raw) - 1)

    def event(self, seq: int) -> Event:
        kind, data, vis, redact = self.raw[seq]
        return Event(seq, kind, _as_dict(kind, data), vis, redact)

    def kind(self, seq: int) -> str:
        return self.raw[seq][0]

    def data(self, seq: int) -> dict[str, Any]:
        """Event `seq`'s fields, whole (no redaction: for the engine's own history queries)."""
        kind, data = self.raw[seq][0], self.raw[seq][1]
        return _as_dict(kind, data)

    @property
    def events(self) -> list[Event]:
        return [self.event(i) for i in range(len(self.raw))]

    def for_seat(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]:
        out = []
        raw = self.raw
        for i in range(since, len(raw)):
            d = self.event(i).for_seat(seat)
            if d is not None:
                out.append(d)
        return out

    def __len__(self) -> int:
        return len(self.raw)
