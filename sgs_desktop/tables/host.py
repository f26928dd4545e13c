"""The host (主机): the one place a game's engine runs (Qt-free).

It answers its own AI seats through a SeatRunner (each AI sees only its request and its seat's
state) and takes every other seat's answer from that seat's channel: the window's at a
single-player table (local.py), a LAN client's later. Seats never reach the engine but through
`answer`, and it takes an answer only from the seat that is asked.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from ..ai.base import Seat, SeatRunner
from ..client.table import TableInfo
from ..engine.concede import concede
from ..engine.errors import IllegalAnswer
from ..engine.events import Event
from ..engine.game import Game
from ..engine.log import Stream
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..engine.view import PlayerView


class Yielding:
    """The seat of a player who gave up (投降), until it dies: the default answer to everything."""

    wants_view = False

    def answer(self, request: Request, view: PlayerView | None) -> Answer:
        return request.default()

    def observe(self, events: list[Event]) -> None:
        """(It reads nothing.)"""


class Host:
    """A game and the AI seats it answers itself (`agents`: seat → agent; other seats answer
    through their channel)."""

    def __init__(self, game: Game, agents: dict[int, Seat]) -> None:
        self.game = game
        self.agents = agents
        self.runner = SeatRunner(game, [agents.get(s) for s in range(len(game.players))])
        config = game.config
        self.info = TableInfo(mode=config.mode, players=config.players, packs=tuple(config.packs))

    @property
    def ai_errors(self) -> list[str]:
        """Faults of AI seats (each answered with the request's default instead)."""
        return self.runner.faults.errors + self.runner.faults.illegal

    @property
    def pending(self) -> Request | None:
        return self.game.pending

    @property
    def finished(self) -> bool:
        return self.game.finished

    def join(self, seat: int | None) -> tuple[list[Event], Stream, PlayerView]:
        """A seat (or a spectator, None) sits down: the events it missed (already in its view), its
        stream of the events to come, and its view now."""
        stream = self.game.log.stream(seat)
        missed = stream.read()
        return missed, stream, self.game.view(seat)

    def step(self) -> bool:
        """Let the AI seat that is asked answer; False when none is (a channel's seat is asked, or
        the game is over)."""
        req = self.game.pending
        if req is None or req.seat not in self.agents:
            return False
        agent = self.runner.seats[req.seat] = self.agents[req.seat]     # (tests may swap an agent)
        if getattr(agent, "background", None) is False:
            agent.use_worker()          # type: ignore[attr-defined]  # (困难: a host never waits on a search)
        if not self.runner.ready():
            return False                # (it thinks in its worker: asked again on the next step)
        return self.runner.step()

    @property
    def thinking(self) -> bool:
        """Is an AI seat of this host thinking in the background (ask `step` again soon)?"""
        req = self.game.pending
        agent = self.agents.get(req.seat) if req is not None else None
        return agent is not None and getattr(agent, "_pending_search", None) is not None

    def answer(self, seat: int | None, answer: Answer) -> None:
        """`seat`'s answer to its open request; IllegalAnswer (another seat is asked, or the
        answer breaks the rules) leaves everything as it was."""
        req = self.game.pending
        if req is None or seat is None or req.seat != seat or seat in self.agents:
            raise IllegalAnswer("it is not your turn to answer")
        self.game.answer(answer)

    def concede(self, seat: int) -> None:
        """投降: `seat`'s player gives up at its open request (IllegalAnswer when it is not asked
        or gave up already); it dies at the next phase boundary, and an agent that only gives the
        default answers plays its requests till then."""
        req = self.game.pending
        if req is None or req.seat != seat:
            raise IllegalAnswer("it is not your turn to answer")
        concede(self.game)
        self.agents[seat] = Yielding()
        self.runner.seats[seat] = self.agents[seat]

    def save_record(self, folder: Path, kind: str = "") -> Path | None:
        """The game's record (牌局记录) into `folder`, named by time, `kind` ("lan" …), mode, table
        size and seed (`replay` re-runs it); None if it cannot be written (a full disk, a read-only
        home: the game goes on, and the log says why)."""
        game = self.game
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        name = "-".join(x for x in (stamp, kind, game.config.mode, f"{game.config.players}p", f"seed{game.seed}") if x)
        path = folder / f"{name}.json"
        log = logging.getLogger("sgs_desktop")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            game.record.save(path)
        except OSError as exc:
            log.warning("could not save the record %s: %s", path, exc)
            return None
        log.info("record saved: %s", path)
        return path

