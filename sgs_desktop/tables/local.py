"""A single-player table: a host (host.py) with AI agents in every other chair, and the human's
seat channel onto it (a `TableClient`, client/table.py) — the window's only way to the game (Qt-free).

The channel never runs rules for the human: it hands out the human seat's redacted events and
applied seat state, its pending request, and takes its answers. AI seats answer only from
(Request, PlayerView); an AI that raises falls back to the request's default answer and the error
is kept in `ai_errors`. `open_table` turns the start page's plain settings into a table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai.agents import AGENTS
from ..ai.base import Seat, agent_seed
from ..client.seat_state import SeatState
from ..client.table import TableClient, TableInfo
from ..engine.config import GameConfig
from ..engine.errors import IllegalAnswer
from ..engine.events import Event, GameOverEvent
from ..engine.game import Game
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..engine.rng import Rng
from ..modes.hegemony import HEG_PACKAGES, hegemony_config
from ..modes.identity import chosen_identity_packs
from ..modes.roles import ROLE_TABLE
from .host import Host
from .table import Chair, Refused, Table


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
    #: 国战: its card packages and general packages (empty: the standard deck); 身份: the general packages
    #: besides 标准 (风 identity_wind …; empty: the classic table, 标准's 25 and the six package lords)
    packs: tuple[str, ...] = ()
    rules: str = "old"               # 国战: the rules profile, old or new (新版国战)


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
        return hegemony_config(n, rules=settings.rules, packs=settings.packs or HEG_PACKAGES), seat
    roles = None
    if settings.role is not None and seat is not None:
        pool = list(ROLE_TABLE[n])
        if settings.role not in pool:
            raise ValueError(f"a {n}-player game has no {settings.role!r}")
        pool.remove(settings.role)
        rng.shuffle(pool)
        pool.insert(seat, settings.role)
        roles = tuple(pool)
    return GameConfig(players=n, generals=settings.generals, roles=roles,
                      packs=chosen_identity_packs(settings.packs)), seat


class LocalTable:
    """The human's seat (or a spectator's, `seat` None, when every chair is AI) at a table in this
    process: a `TableClient`. The table is the table core (table.py) the LAN serves too, with one local
    player and no socket: the same chairs, AI fill, answer gate and stand-in (托管: `standin(seat)` builds the
    AI that plays the player's chair, as a LAN host's does for a player who left; by default the
    basic AI). `host` is for tests and tools; the window never reads it. With `records` (a folder),
    the game's record (牌局记录) is saved there when the game is over."""

    def __init__(self, host: Host, seat: int | None, records: Path | None = None,
                 standin: Callable[[int], Seat] | None = None) -> None:
        self.host = host
        chairs = [Chair(s, name="local", token="local", connected=True) if s == seat else Chair(s)
                  for s in range(host.info.players)]
        seed = host.game.seed
        # (every other chair has its AI already: `make_ai` builds only the player's stand-in)
        self.table = Table(host, chairs, standin or (lambda s: AGENTS["basic"](agent_seed(seed, s))))
        self._seat = seat
        self._auto = False
        self.records = records
        self.record_file: Path | None = None
        missed, self._stream, view = host.join(seat)
        self._missed: list[Event] | None = missed     # the first events(): already in the view
        self._state = SeatState(view)

    @classmethod
    def start(cls, settings: TableSettings, records: Path | None = None) -> LocalTable:
        config, human = dealt_config(settings)
        game = Game.new(config, settings.seed)
        make = AGENTS[settings.agent]
        agents = {s: make(agent_seed(settings.seed, s)) for s in range(config.players) if s != human}
        return cls(Host(game, agents), human, records, standin=lambda s: make(agent_seed(settings.seed, s)))

    def _keep_record(self) -> None:
        """Once the game is over: its record into the records folder (`replay` re-runs it)."""
        if self.records is None or self.record_file is not None or not self.host.finished:
            return
        self.record_file = self.host.save_record(self.records)
        if self.record_file is not None:
            prune_records(self.records, KEEP_RECORDS)

    # ------------------------------------------------------------ TableClient
    @property
    def seat(self) -> int | None:
        return self._seat

    @property
    def info(self) -> TableInfo:
        return self.host.info

    @property
    def state(self) -> SeatState:
        return self._state

    def events(self) -> list[Event]:
        """This seat's typed events since the last call, applied to `state` first."""
        if self._missed is not None:
            typed, self._missed = self._missed, None
        else:
            typed = self._stream.read()
            self._state.apply_all(typed)
        return typed

    @property
    def pending(self) -> Request | None:
        req = self.table.asked(self._seat)
        if req is None or self.table.asked_player() is None:
            return None         # (asked_player: a player back from 托管 takes the chair here)
        return req

    def concede(self) -> None:
        """投降: this seat gives up; it counts as its death (at the next phase boundary), and the
        table plays on (the window watches) until the game is decided."""
        if self._seat is None:
            raise IllegalAnswer("a spectator has nothing to give up")
        self.table.concede(self._seat)
        self._auto = False

    @property
    def auto(self) -> bool:
        return self._auto

    def set_auto(self, on: bool) -> None:
        """托管: the table's stand-in plays this seat (its open request too: `step` answers it), as
        for a LAN player who left; off: the player answers again, the open request included."""
        seat = self._seat
        if seat is None:
            raise IllegalAnswer("a spectator has no seat to hand over")
        if seat in self.table.conceding or self.host.game.players[seat].conceded:
            raise IllegalAnswer("this seat gave up: the computer plays it to the end")
        if on:
            self.table.stand_in(seat)
        else:
            self.table.take_back(seat)
        self._auto = on

    def answer(self, answer: Answer) -> None:
        """This seat's answer; IllegalAnswer leaves everything as it was."""
        try:
            self.table.answer(self._seat, self.table.request_id, answer)
        except Refused as exc:
            raise IllegalAnswer(exc.message) from None
        self._keep_record()

    def step(self) -> bool:
        """An AI seat answers its open request; False when none is asked."""
        stepped = self.table.play_ai()
        self._keep_record()
        return stepped

    @property
    def finished(self) -> bool:
        return self.host.finished

    def record_json(self) -> dict[str, Any]:
        """The game's record so far (a bug report's: `sgs-desktop replay` re-runs it)."""
        return self.host.game.record.to_json()

    @property
    def result(self) -> GameOverEvent | None:
        return self._state.result

    # ------------------------------------------------------------ the host's side (tests, tools)
    @property
    def ai_errors(self) -> list[str]:
        """Faults of AI seats (each answered with the request's default instead)."""
        return self.host.ai_errors


#: the single-player records kept in the records folder (the newest)
KEEP_RECORDS = 50


def prune_records(folder: Path, keep: int) -> list[Path]:
    """Keep the `keep` newest records (*.json) in `folder`; return those removed (a file that cannot
    be removed stays: the next game tries again)."""
    records = sorted(folder.glob("*.json"), key=lambda p: (p.stat().st_mtime, p.name), reverse=True)
    gone = []
    for old in records[keep:]:
        try:
            old.unlink()
            gone.append(old)
        except OSError:
            continue
    return gone


def open_table(settings: TableSettings, records: Path | None = None) -> TableClient:
    """A single-player table from the start page's settings: the human's seat at a local host
    (`records`: where its record is saved when it is over)."""
    return LocalTable.start(settings, records)
