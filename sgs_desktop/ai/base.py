"""The seat protocol, and running a game with one seat per player.

A seat answers a Request from what its seat may see: the request, its PlayerView and its own
log stream (`observe`). A seat that raises, or answers illegally, never stops the game: the
request's default answer is given instead and the fault is recorded.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from ..client.seat_state import SeatStates
from ..engine.errors import IllegalAnswer
from ..engine.events import Event
from ..engine.game import Game
from ..engine.log import Stream
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..engine.state import ALL_SEATS
from ..engine.view import PlayerView


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer seat `seat` in the game of `game_seed`: the same at a local table,
    at a LAN table and in `simulate`, so a seeded game plays the same everywhere."""
    return game_seed * 1009 + seat * 7919 + 1


class Seat(Protocol):
    #: does this seat read its view and log? (random agents do not: faster without)
    wants_view: bool

    def answer(self, request: Request, view: PlayerView | None) -> Answer: ...

    def observe(self, events: list[Event]) -> None:
        """This seat's events since the last call (what it saw happen), typed and shared: read
        them, never change them. A seat with an `observes` set (event classes, neither Move nor
        Phase: what its readers' tables read) is given only the events of those kinds."""


@dataclass
class Faults:
    errors: list[str] = field(default_factory=list)      # exceptions raised by seats
    illegal: list[str] = field(default_factory=list)     # illegal answers given by seats


class SeatRunner:
    """Feeds each seat its own view and log, asks it, and keeps faults and decision times."""

    def __init__(self, game: Game, seats: Sequence[Seat | None], *, omniscient: frozenset[int] = frozenset(),
                 timing: bool = False) -> None:
        self.game = game
        self.seats = list(seats)              # None: a seat answered elsewhere (a human's), never here
        self.omniscient = omniscient          # seats given the whole truth (measurement only)
        self.streams: list[Stream | None] = [None] * len(seats)
        #: the seat states of the seats that read them, kept together (each entry applied once),
        #: from the first request on; `slot[seat]` is a seat's index among their views
        self.table: SeatStates | None = None
        self.slot: list[int] = [-1] * len(seats)
        self.keeps: list[frozenset[type] | None] = [getattr(s, "observes", None) for s in seats]
        self.read_from = [0] * len(seats)     # where each seat's next reading of the noted events starts
        #: the seat each agent's reading is for: a seat given another agent (a stand-in, 托管) reads
        #: its own events again from the game's start, from seat states of its own (`_own`)
        self.readers: list[Seat | None] = list(seats)
        self._own: dict[int, SeatStates] = {}
        self.faults = Faults()
        self.timing = timing
        self.times: list[list[float]] = [[] for _ in seats]
        #: with `timing`: seconds spent building the seats' inputs (their streams and seat
        #: states), in the seats themselves (`observe` and `answer`), and in the engine
        self.spent = {"inputs": 0.0, "ai": 0.0, "engine": 0.0}

    def step(self) -> bool:
        """Answer the pending request with its seat; False when the game is over."""
        game = self.game
        req = game.pending
        if req is None:
            return False
        seat_no = req.seat
        seat = self.seats[seat_no]
        if seat is None:
            raise LookupError(f"seat {seat_no} is answered elsewhere, not by this runner")
        if seat is not self.readers[seat_no]:
            self._new_reader(seat_no, seat)
        view = None
        timing = self.timing
        t0 = time.perf_counter() if timing else 0.0
        seen: list[Event] = []
        if getattr(seat, "wants_view", False):
            view, seen = self.inputs(seat_no)
        start = time.perf_counter() if timing else 0.0
        try:
            if seen:
                seat.observe(seen)      # (the seat's own reading of what happened: its thinking)
            answer = seat.answer(req, view)
        except Exception:   # a seat's fault never stops the game
            self.faults.errors.append(f"seat {seat_no}: {traceback.format_exc()}")
            answer = req.default()
        if timing:
            thought = time.perf_counter()
            self.times[seat_no].append(thought - start)
        try:
            game.answer(answer)
        except IllegalAnswer as exc:
            self.faults.illegal.append(f"seat {seat_no}: {exc}: {answer.to_json()}")
            game.answer(req.default())
        if timing:
            spent = self.spent
            spent["inputs"] += start - t0
            spent["ai"] += thought - start
            spent["engine"] += time.perf_counter() - thought
        return True


    def ready(self) -> bool:
        """For a seat that thinks in the background (a `think` method: the 困难 AI's worker): hand it
        its inputs and ask whether its answer to the open request is ready. False: ask again later
        (nothing changed); True: `step` answers at once."""
        req = self.game.pending
        if req is None:
            return True
        seat_no = req.seat
        seat = self.seats[seat_no]
        think = getattr(seat, "think", None)
        if seat is None or think is None:
            return True
        if seat is not self.readers[seat_no]:
            self._new_reader(seat_no, seat)
        try:
            view, seen = self.inputs(seat_no)
            if seen:
                seat.observe(seen)
            return bool(think(req, view))
        except Exception:   # (a seat's fault: `step` answers, and records it if it fails again)
            return True

    def _new_reader(self, seat_no: int, seat: Seat) -> None:
        """`seat` answers for `seat_no` from now on (an AI standing in for a player, 托管; a test's
        swap): it reads the seat's events from the game's start, and — when the shared seat states
        were made without it — its view from seat states of its own."""
        self.readers[seat_no] = seat
        self.keeps[seat_no] = getattr(seat, "observes", None)
        self.streams[seat_no] = None
        self.read_from[seat_no] = 0
        self._own.pop(seat_no, None)
        if self.table is not None:
            self.slot[seat_no] = -1

    def inputs(self, seat_no: int) -> tuple[PlayerView, list[Event]]:
        """A seat's inputs: what it saw happen since it was last asked (for its `observe`), and
        its seat state, applied event by event (never rebuilt: game.view is only the reference)."""
        game = self.game
        stream = self.streams[seat_no]
        if seat_no in self.omniscient:          # (measurement only: the whole truth, rebuilt)
            if stream is None:
                stream = self.streams[seat_no] = game.log.stream(ALL_SEATS)
            return game.view(ALL_SEATS), stream.read()
        table = self.table
        if table is None:
            table = self.table = self._seat_states()
        log = game.log
        k = self.slot[seat_no]
        if k < 0:
            return self._own_inputs(seat_no)
        table.follow(log)
        keep = self.keeps[seat_no]
        if keep is None:                        # (a seat that reads all it saw)
            if stream is None:
                stream = self.streams[seat_no] = log.stream(seat_no)
            return table.views[k], stream.read()
        events, self.read_from[seat_no] = table.observed(k, self.read_from[seat_no], log, keep)
        return table.views[k], events

    def _own_inputs(self, seat_no: int) -> tuple[PlayerView, list[Event]]:
        """The inputs of a seat whose agent came after the shared seat states were made: its seat
        state of its own, from its view when it came, and its events from the game's start."""
        game = self.game
        log = game.log
        keep = self.keeps[seat_no]
        own = self._own.get(seat_no)
        if own is None:
            own = self._own[seat_no] = SeatStates(game.views([seat_no]), cursor=len(log),
                                                  watch=keep if keep is not None else frozenset())
            own.note_past(log)
        own.follow(log)
        if keep is None:
            stream = self.streams[seat_no]
            if stream is None:
                stream = self.streams[seat_no] = log.stream(seat_no)
            return own.views[0], stream.read()
        events, self.read_from[seat_no] = own.observed(0, self.read_from[seat_no], log, keep)
        return own.views[0], events

    def _seat_states(self) -> SeatStates:
        """The seat states of every seat here that reads its view, from the views as they are now
        (the events before them noted for the seats' first reading)."""
        game = self.game
        seats = [i for i, s in enumerate(self.seats)
                 if s is not None and getattr(s, "wants_view", False) and i not in self.omniscient]
        watch: frozenset[type] = frozenset()
        for i, k in enumerate(seats):
            self.slot[k] = i
            keep = self.keeps[k]
            if keep is not None:
                watch = watch | keep
        table = SeatStates(game.views(seats), cursor=len(game.log), watch=watch)
        table.note_past(game.log)
        return table


def run_game(game: Game, seats: Sequence[Seat], *, max_decisions: int = 1_000_000) -> Game:
    """Answer requests with `seats[seat]` until the game ends."""
    runner = SeatRunner(game, seats)
    decisions = 0
    while runner.step():
        decisions += 1
        if decisions >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return game
