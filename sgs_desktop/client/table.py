"""One seat's channel to a table (座位): all the window knows of a game, and the only way it acts.

The window never holds a `Game`: it reads the table's public facts (`TableInfo`), its seat's
events and applied `SeatState`, the request open for its seat, and gives answers. A single-player
table (tables/local.py) implements it over a host in this process; a LAN client will implement it
over a socket, with the same typed events (their JSON form is only the wire's: net/remote.py decodes
it) and the same requests and answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..engine.events import Event, GameOverEvent
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..engine.view import PlayerView
from .seat_state import SeatState


@dataclass(frozen=True, slots=True)
class TableInfo:
    """What every seat knows of the table before the first card: the mode (身份 or 国战), how many
    players, and the card packages (with the public deck table, a card id names a card)."""

    mode: str
    players: int
    packs: tuple[str, ...]


class TableClient(Protocol):
    """A seat at a table, as the window sees it.

    `events()` returns this seat's new typed events (engine/events.py: for the animations, the
    log, the sounds and the statistics) and has applied them to `state` before it returns, so
    `state.view` is the seat's picture after them. `pending` is the request open for this seat
    (None while other seats act, or when nobody is asked); `answer` answers it (IllegalAnswer
    changes nothing); `step` lets the rest of the table act once (an AI seat answers; a LAN
    client reads what arrived) and says whether anything happened. `result` is the game-over
    event once this seat has read it. 托管 (`set_auto`) hands the seat to the table's own
    stand-in: the window never plays a seat itself."""

    @property
    def seat(self) -> int | None:
        """This seat's number; None for a spectator (every chair is played by the computer)."""

    @property
    def info(self) -> TableInfo: ...

    @property
    def state(self) -> SeatState: ...

    def events(self) -> list[Event]: ...

    @property
    def pending(self) -> Request[Any] | None: ...

    def answer(self, answer: Answer) -> None: ...

    def step(self) -> bool: ...

    def concede(self) -> None:
        """投降: this seat gives up (counted as its death at the next phase boundary)."""

    @property
    def auto(self) -> bool:
        """托管: does the table's stand-in (the AI a seat gets when its player is away) answer for
        this seat now?"""

    def set_auto(self, on: bool) -> None:
        """托管 on: the table's stand-in answers this seat's requests — the open one too, at once
        (`pending` is None from now on); off: the player answers again, from the request open now
        (handed back) or the next. Not for a spectator, nor after giving up (IllegalAnswer)."""

    @property
    def finished(self) -> bool: ...

    @property
    def result(self) -> GameOverEvent | None: ...


@dataclass(frozen=True, slots=True)
class FinalSeat:
    """One seat at the end of the game (游戏结束): its role, generals and kingdom from the game-over
    event (public by then), whether it won, and whether it is alive (public all game long)."""

    seat: int
    role: str | None
    generals: tuple[str | None, ...]
    kingdom: str | None
    won: bool
    alive: bool


def final_seats(over: GameOverEvent, view: PlayerView) -> list[FinalSeat]:
    """Every seat as the game-over panel lists it: `over` says who they were, `view` (the seat's
    applied state) who is still alive."""
    players = view.players
    out = []
    for seat, role in enumerate(over.roles):
        generals = over.generals[seat] if seat < len(over.generals) else ()
        kingdom = over.kingdoms[seat] if seat < len(over.kingdoms) else None
        out.append(FinalSeat(seat=seat, role=role, generals=tuple(generals), kingdom=kingdom,
                             won=seat in over.winners, alive=players[seat].alive))
    return out
