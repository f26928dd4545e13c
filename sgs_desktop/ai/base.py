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

from ..client.seat_state import SeatState
from ..engine.errors import IllegalAnswer
from ..engine.events import Event
from ..engine.game import Game
from ..engine.log import Stream
from ..engine.protocol import Answer, Request
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
        self.states: list[SeatState | None] = [None] * len(seats)
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


    def inputs(self, seat_no: int) -> tuple[PlayerView, list[Event]]:
        """A seat's inputs: what it saw happen since it was last asked (for its `observe`), and
        its seat state, applied event by event (never rebuilt: game.view is only the reference)."""
        stream = self.streams[seat_no]
        state: SeatState | None
        if seat_no in self.omniscient:          # (measurement only: the whole truth, rebuilt)
            if stream is None:
                stream = self.streams[seat_no] = self.game.log.stream(ALL_SEATS)
            return self.game.view(ALL_SEATS), stream.read()
        keep = getattr(self.seats[seat_no], "observes", None)
        if stream is None:
            stream = self.streams[seat_no] = self.game.log.stream(seat_no)
            events = stream.read()
            state = self.states[seat_no] = SeatState(self.game.view(seat_no))
            return state.view, events if keep is None else [e for e in events if type(e) in keep]
        state = self.states[seat_no]
        assert state is not None
        if keep is None:
            events = stream.read()
            state.apply_all(events)
            return state.view, events
        return state.view, state.catch_up(stream, keep)


def run_game(game: Game, seats: Sequence[Seat], *, max_decisions: int = 1_000_000) -> Game:
    """Answer requests with `seats[seat]` until the game ends."""
    runner = SeatRunner(game, seats)
    decisions = 0
    while runner.step():
        decisions += 1
        if decisions >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return game
