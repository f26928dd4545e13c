"""A single-player table: the engine, one human seat, AI agents in every other chair (Qt-free).

The table never runs rules for the human: it hands out the human seat's redacted events and
view, its pending request, and takes its answers. AI seats answer only from (Request,
PlayerView); an AI that raises falls back to the request's default answer and the error is
kept in `ai_errors`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..ai.base import Seat, SeatRunner
from ..ai.basic import BasicAgent
from ..ai.random_agent import RandomAgent
from ..engine.errors import IllegalAnswer
from ..engine.game import Game, GameConfig
from ..engine.protocol import Answer, Request
from ..engine.rng import Rng
from ..engine.view import PlayerView
from ..modes.hegemony import hegemony_config
from ..modes.identity import ROLE_TABLE

AGENTS: dict[str, Callable[[int], Seat]] = {"basic": BasicAgent, "random": RandomAgent}


@dataclass
class TableSettings:
    """What the start screen chooses."""

    players: int = 5
    seat: int | None = None          # the human's seat; None: random; -1: no human (watch)
    role: str | None = None          # the human's role; None: random
    generals: str = "standard"
    agent: str = "basic"
    seed: int = 0
    mode: str = "identity"           # identity (身份) or hegemony (国战: no roles; generals are dealt)


def dealt_config(settings: TableSettings) -> tuple[GameConfig, int | None]:
    """The game config and the human's seat, honouring a chosen seat and role."""
    rng = Rng(settings.seed * 7919 + 17)
    n = settings.players
    if settings.mode not in ("identity", "hegemony"):
        raise ValueError(f"mode: identity or hegemony, got {settings.mode!r}")
    if n not in ROLE_TABLE:
        raise ValueError(f"players: 2-10, got {n}")
    seat = settings.seat
    if seat is None:
        seat = rng.below(n)
    elif seat == -1:
        seat = None
    elif not 0 <= seat < n:
        raise ValueError(f"seat: 0..{n - 1}, got {seat}")
    if settings.mode == "hegemony":
        return hegemony_config(n), seat
    roles = None
    if settings.role is not None and seat is not None:
        pool = list(ROLE_TABLE[n])
        if settings.role not in pool:
            raise ValueError(f"a {n}-player game has no {settings.role!r}")
        pool.remove(settings.role)
        rng.shuffle(pool)
        pool.insert(seat, settings.role)
        roles = tuple(pool)
    return GameConfig(players=n, generals=settings.generals, roles=roles), seat


@dataclass
class LocalTable:
    game: Game
    human: int | None
    agents: dict[int, Seat]
    cursor: int = 0
    runner: SeatRunner = field(init=False)

    def __post_init__(self) -> None:
        seats = [self.agents.get(s) for s in range(len(self.game.players))]
        self.runner = SeatRunner(self.game, seats)

    @classmethod
    def start(cls, settings: TableSettings) -> LocalTable:
        config, human = dealt_config(settings)
        game = Game.new(config, settings.seed)
        make = AGENTS[settings.agent]
        agents = {s: make(settings.seed * 1009 + s * 7919 + 1) for s in range(config.players) if s != human}
        return cls(game, human, agents)

    @property
    def ai_errors(self) -> list[str]:
        """Faults of AI seats (each answered with the request's default instead)."""
        return self.runner.faults.errors + self.runner.faults.illegal

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table shows: the human's, or a spectator's when everyone is AI."""
        return self.human

    def new_events(self) -> list[dict]:
        """Events since the last call, as the viewer may see them."""
        events = self.game.log_for(self.viewer, since=self.cursor)
        self.cursor = len(self.game.log)
        return events

    def view(self) -> PlayerView:
        """The viewer's view (a spectator's when everyone is AI)."""
        return self.game.view(self.human)

    @property
    def pending(self) -> Request | None:
        return self.game.pending

    @property
    def finished(self) -> bool:
        return self.game.finished

    def human_turn(self) -> bool:
        req = self.game.pending
        return req is not None and req.seat == self.human

    def ai_step(self) -> bool:
        """Let the AI seat that is asked answer; False when none is asked."""
        req = self.game.pending
        if req is None or req.seat == self.human:
            return False
        self.runner.seats[req.seat] = self.agents[req.seat]     # (tests may swap an agent)
        return self.runner.step()

    def answer(self, answer: Answer) -> None:
        """The human's answer; IllegalAnswer leaves everything as it was."""
        req = self.game.pending
        if req is None or req.seat != self.human:
            raise IllegalAnswer("it is not your turn to answer")
        self.game.answer(answer)
