"""Playing a record back (录像回放) for one viewer, Qt-free: the window's `ReplayTable` and the files it reads.

A record (engine/record.py) is config + seed + every answer. `load_replay(path)` reads a record or a
bug report (a bundle holding one, see `make_bundle`), checks it whole — its form, its version, and
that re-running it gives the recorded digests — and says what is wrong with a `RecordProblem` of a
kind the window words for the player (unreadable, not a record, from a newer or an older version,
diverging, no record in it). Nothing is changed by a file that fails.

`ReplayTable` re-runs the record through the engine one recorded answer at a time and hands out the
chosen viewer's stream — a seat's redacted events, the spectator's public ones, or (only once the
recorded game is over) everything — exactly as a live table does (client/table.py's `TableClient`), so
the window shows a replay on the same path as a game and nothing reaches it that the viewer could
not have seen. It takes no answers: `step()` gives the next recorded one.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..client.seat_state import SeatState
from ..client.table import TableInfo
from ..engine.bounded import RECORD_BYTES, load_json, read_text
from ..engine.concede import concede
from ..engine.errors import ConfigError, IllegalAnswer
from ..engine.events import Event, GameOverEvent
from ..engine.game import Game
from ..engine.protocol.answers import Answer, Concede
from ..engine.protocol.requests import Request
from ..engine.record import FORMAT, VERSION, Record, replay
from ..engine.state import ALL_SEATS
from ..engine.wire import PROTOCOL_VERSION

#: the viewer who sees everything (全知): offered only for a record of a finished game
OMNISCIENT = "all"
BUNDLE_FORMAT = "sgs-desktop-bug-report"
BUNDLE_VERSION = 1

Viewer = int | str | None       # a seat, OMNISCIENT, or None (the spectator: public information only)


class RecordProblem(ValueError):
    """Why a file cannot be played back. `kind`: unreadable, malformed, newer, older, diverged,
    no_record; `detail`: the technical message (the field at fault, the answer that diverged)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


@dataclass(frozen=True)
class LoadedRecord:
    """A checked record, the file it came from, and the bug report around it (None: a plain record)."""

    record: Record
    path: Path
    bundle: dict[str, Any] | None = None

    @property
    def finished(self) -> bool:
        """Was the recorded game over (only then may the replay show everything)?"""
        return self.record.result is not None

    @property
    def info(self) -> TableInfo:
        c = self.record.config
        return TableInfo(mode=c.mode, players=c.players, packs=tuple(c.packs))

    @property
    def seed(self) -> int:
        return self.record.seed

    @property
    def answers(self) -> int:
        return len(self.record.answers)

    @property
    def viewer(self) -> int | None:
        """The seat the bug report was made from (None: a spectator, or a plain record)."""
        seat = (self.bundle or {}).get("viewer")
        return seat if isinstance(seat, int) and not isinstance(seat, bool) \
            and 0 <= seat < self.record.config.players else None

    def viewers(self) -> list[Viewer]:
        """Whose view the replay may show: the spectator's, each seat's, and everything once the game is over."""
        out: list[Viewer] = [None, *range(self.record.config.players)]
        return [*out, OMNISCIENT] if self.finished else out


def _bundle_problem(version: Any, source: Path) -> RecordProblem | None:
    """A bug report of another version than this program writes (newer or older), or None."""
    if not isinstance(version, int) or isinstance(version, bool):
        return RecordProblem("malformed", f"{source}: field version: expected {BUNDLE_VERSION}, got {version!r}")
    if version != BUNDLE_VERSION:
        age = "newer" if version > BUNDLE_VERSION else "older"
        return RecordProblem(age, f"{source}: field version: a bug report of version {version}, made by an {age} "
                                  f"sgs-desktop; this one ({__version__}) reads version {BUNDLE_VERSION}")
    return None


def record_from_json(data: Any, source: str) -> Record:
    """A record's JSON form checked whole; RecordProblem (newer, older, malformed) says what is wrong."""
    try:
        return Record.from_json(data, source)
    except ConfigError as exc:
        version = data.get("version") if isinstance(data, dict) and data.get("format") == FORMAT else None
        kind = "malformed"
        if isinstance(version, int) and not isinstance(version, bool) and version != VERSION:
            kind = "newer" if version > VERSION else "older"
        raise RecordProblem(kind, str(exc)) from None


def load_replay(path: str | Path, check: bool = True) -> LoadedRecord:
    """Read a record or a bug report and check it (`check`: re-run it and compare its digests)."""
    path = Path(path)
    try:
        data = load_json(read_text(path, RECORD_BYTES, "record"), str(path))
    except ConfigError as exc:
        raise RecordProblem("unreadable" if "cannot read" in str(exc) else "malformed", str(exc)) from None
    bundle = None
    if isinstance(data, dict) and data.get("format") == BUNDLE_FORMAT:
        problem = _bundle_problem(data.get("version"), path)
        if problem is not None:
            raise problem
        bundle, data = data, data.get("record")
        if data is None:
            raise RecordProblem("no_record", f"{path}: this bug report holds no record (a LAN guest's window "
                                             "has none): its log and facts are for reading")
        source = f"{path}: record"
    else:
        source = str(path)
    record = record_from_json(data, source)
    if check:
        try:
            result = replay(record)
        except ConfigError as exc:      # (a config the mode's checks let through but the table refuses)
            raise RecordProblem("malformed", str(exc)) from None
        if not result.ok:
            raise RecordProblem("diverged", f"{path}: {result.message}")
    return LoadedRecord(record, path, bundle)


class ReplayTable:
    """A recorded game played back for `viewer` (a seat, None for the spectator, OMNISCIENT for
    everything — only for a finished game): a `TableClient` whose `pending` is always None.

    `step()` gives the next recorded answer (a digest that differs raises RecordProblem);
    `events(limit)` hands out the viewer's new events, at most `limit` of them (one at a time
    for stepping event by event), each applied to `state` before it is returned."""

    def __init__(self, loaded: LoadedRecord, viewer: Viewer) -> None:
        if viewer == OMNISCIENT and not loaded.finished:
            raise RecordProblem("not_over", "only a finished game's record may be watched with every card shown")
        if isinstance(viewer, int) and not 0 <= viewer < loaded.record.config.players:
            raise ValueError(f"viewer: a seat 0..{loaded.record.config.players - 1}, got {viewer}")
        self.loaded = loaded
        self.record = loaded.record
        self.viewer = viewer
        self.record_file: Path | None = loaded.path     # (the game-over panel's "save replay" copies it)
        self.game = Game.new(self.record.config, self.record.seed)
        seen = ALL_SEATS if viewer == OMNISCIENT else viewer
        assert seen is None or isinstance(seen, int)
        self._stream = self.game.log.stream(seen)
        first = self._stream.read()               # (the deal: already in the view it starts from)
        self._state = SeatState(self.game.view(seen))
        self._ready: deque[Event] = deque(first)
        self._applied = len(first)                # how many of `_ready` are in `state` already
        self.position = 0                         # recorded answers given so far
        self.info = loaded.info

    # ------------------------------------------------------------ TableClient
    @property
    def seat(self) -> int | None:
        """The seat the table is seen from (None: the spectator's or the all-seeing view)."""
        return self.viewer if isinstance(self.viewer, int) else None

    @property
    def state(self) -> SeatState:
        return self._state

    def events(self, limit: int | None = None) -> list[Event]:
        """The viewer's next typed events (at most `limit`), applied to `state` first."""
        if limit is None or len(self._ready) < limit:
            self._ready.extend(self._stream.read())
        n = len(self._ready) if limit is None else min(limit, len(self._ready))
        out = [self._ready.popleft() for _ in range(n)]
        fresh = out[self._applied:] if self._applied < n else []
        self._applied = max(0, self._applied - n)
        self._state.apply_all(fresh)
        return out

    @property
    def buffered(self) -> int:
        """Events that happened and have not been handed out yet."""
        return len(self._ready) + len(self._stream.log) - self._stream.cursor

    @property
    def pending(self) -> Request | None:
        return None

    def answer(self, answer: Answer) -> None:
        raise IllegalAnswer("a replay takes no answers: it plays the recorded ones")

    def concede(self) -> None:
        raise IllegalAnswer("a replay takes no answers: it plays the recorded ones")

    @property
    def auto(self) -> bool:
        return False

    def set_auto(self, on: bool) -> None:
        raise IllegalAnswer("a replay takes no answers: it plays the recorded ones")

    @property
    def remaining(self) -> int:
        """Recorded answers still to give."""
        return len(self.record.answers) - self.position

    def step(self) -> bool:
        """Give the next recorded answer; False when none is left."""
        if self.remaining <= 0 or self.game.pending is None:
            return False
        i = self.position
        seat, answer = self.record.answers[i]
        if self.game.pending.seat != seat:
            raise RecordProblem("diverged", f"answer #{i}: recorded for seat {seat}, "
                                            f"but seat {self.game.pending.seat} is asked")
        try:
            if isinstance(answer, Concede):
                concede(self.game)
            else:
                self.game.answer(answer)
        except IllegalAnswer as exc:
            raise RecordProblem("diverged", f"answer #{i} is illegal on replay: {exc}") from None
        self.position += 1
        if self.game.digests[-1] != self.record.digests[i]:
            raise RecordProblem("diverged", f"answer #{i} (seat {seat}): the state digest differs")
        return True

    def run_to_end(self) -> None:
        """Give every recorded answer left (the events wait in the stream for `events()`)."""
        while self.step():
            pass

    @property
    def finished(self) -> bool:
        return self.game.finished

    @property
    def at_end(self) -> bool:
        """Every recorded answer given and every event handed out (a record made mid-game ends here)."""
        return (self.remaining <= 0 or self.game.pending is None) and self.buffered == 0

    @property
    def result(self) -> GameOverEvent | None:
        return self._state.result

    # ------------------------------------------------------------ bug reports
    def record_json(self) -> dict[str, Any]:
        """The record as far as the replay has come (a bug report made while watching)."""
        return self.game.record.to_json()

    def full_digest(self) -> int:
        return self.game.full_digest()


@dataclass
class BundleFacts:
    """What a bug report (错误报告) holds besides the record: the window's log, the program's log,
    the settings and the platform, and whose window it was."""

    viewer: int | None
    log: list[str] = field(default_factory=list)
    program_log: list[str] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    platform: dict[str, Any] = field(default_factory=dict)
    note: str = ""


def make_bundle(record: dict[str, Any] | None, facts: BundleFacts, made: datetime | None = None) -> dict[str, Any]:
    """A bug report as one JSON object (`sgs-desktop replay FILE` replays its record)."""
    answers = len(record.get("answers", [])) if record else 0
    return {"format": BUNDLE_FORMAT, "version": BUNDLE_VERSION,
            "program": {"version": __version__, "protocol": PROTOCOL_VERSION, "record_version": VERSION},
            "made": (made or datetime.now()).isoformat(timespec="seconds"), "viewer": facts.viewer,
            "over": bool(record and record.get("result") is not None), "answers": answers,
            "platform": facts.platform, "settings": facts.settings, "note": facts.note,
            "log": facts.log, "program_log": facts.program_log, "record": record}


def write_bundle(folder: Path, bundle: dict[str, Any], made: datetime | None = None) -> Path:
    """Write `bundle` into `folder` as report-<time>.json; OSError when it cannot be written."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (made or datetime.now()).strftime("%Y%m%d-%H%M%S")
    path = folder / f"report-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"report-{stamp}-{n}.json"
    path.write_text(json.dumps(bundle, ensure_ascii=False, indent=1), encoding="utf-8")
    return path
