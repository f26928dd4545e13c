"""The game log: typed events (events.py), each redacted once, when it is emitted.

An entry is (event, vis, public): `vis` the mask of seats that see the event whole, `public` what
every other seat sees (the event with its hidden fields None, or None when they see nothing). A
seat's stream is a cursor over the entries: reading it costs only the new events, and nothing is
copied.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final, cast

import msgspec

from .events import Event
from .state import ALL_SEATS
from .wire import event_to_json

SPECTATOR = None    # a viewer with no seat: sees what every seat sees

Entry = tuple[Event, int, Event | None]

_replace: Final = msgspec.structs.replace


def redacted(ev: Event, vis: int) -> Event | None:
    """What seats outside `vis` see of `ev`: the event with its hidden fields None, or nothing."""
    if vis == ALL_SEATS:
        return ev
    blanks = ev.blanks
    if not blanks:
        return None
    return _replace(ev, **blanks)


def seen_by(entry: Entry, seat: int | None) -> Event | None:
    """Entry as `seat` sees it (ALL_SEATS: omniscient; None: a spectator), or None."""
    ev, vis, public = entry
    if vis == ALL_SEATS or seat == ALL_SEATS:
        return ev
    if seat is not None and (vis >> seat) & 1:
        return ev
    return public


class EventLog:
    """Every event of a game in order; `entries[i]` is event i (its seq)."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: list[Entry] = []

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, seq: int) -> Event:
        """Event `seq` whole (the engine's own history queries)."""
        return self.entries[seq][0]

    def __iter__(self) -> Iterator[Event]:
        # (generator functions, not generator expressions: compiled, those build a list of the whole log)
        for e in self.entries:
            yield e[0]

    def back(self) -> Iterator[Event]:
        """Whole events from the newest back (history queries: "since this phase began")."""
        entries = self.entries
        for i in range(len(entries) - 1, -1, -1):
            yield entries[i][0]

    def since(self, stop: tuple[type, ...], kinds: tuple[type, ...], stop_seat: int = -1) -> list[Event]:
        """The events of the classes `kinds` logged since the newest event of a class in `stop` (when
        `stop_seat` is a seat, only a stop event of that seat counts: a `Phase` of that player), newest
        first — every event when there is no such stop. The history queries (history.py) ask this:
        one compiled walk back, handing over only the few events they read."""
        entries = self.entries
        found: list[Event] = []
        for i in range(len(entries) - 1, -1, -1):
            ev = entries[i][0]
            cls = type(ev)
            if cls in stop and (stop_seat < 0 or cast(Any, ev).seat == stop_seat):
                break
            if cls in kinds:
                found.append(ev)
        return found

    def visible(self, seat: int | None, since: int = 0) -> list[Event]:
        """The events from `since` on as `seat` sees them (typed, shared: do not change them)."""
        return [ev for ev in (seen_by(entry, seat) for entry in self.entries[since:]) if ev is not None]

    def for_seat(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]:
        """The JSON form of `seat`'s events from `since` on, each with its `seq`."""
        out = []
        entries = self.entries
        for i in range(since, len(entries)):
            ev = seen_by(entries[i], seat)
            if ev is not None:
                out.append(event_to_json(ev, i))
        return out

    def stream(self, seat: int | None, since: int = 0) -> Stream:
        return Stream(self, seat, since)


class Stream:
    """A seat's cursor over the log: `read()` returns what happened since the last read."""

    __slots__ = ("cursor", "log", "seat")

    def __init__(self, log: EventLog, seat: int | None, since: int = 0) -> None:
        self.log = log
        self.seat = seat
        self.cursor = since

    def read(self) -> list[Event]:
        entries = self.log.entries
        n = len(entries)
        if self.cursor == n:
            return []
        seat = self.seat
        if seat is None or seat < 0:
            out = self.log.visible(seat, self.cursor)
        else:
            bit = 1 << seat
            # (ALL_SEATS, -1, has every bit set: a public event is seen whole)
            out = cast(list[Event], [ev if vis & bit else public for ev, vis, public in entries[self.cursor:n]
                                     if public is not None or vis & bit])
        self.cursor = n
        return out
