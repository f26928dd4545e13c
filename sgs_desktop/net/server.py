"""The LAN table server (主机): one game's host (host.py) behind a TCP port (asyncio, Qt-free).

Every seat is a client of it: players over sockets, AI seats in the host itself (AI fill, and
托管: an AI stands in for a player who is absent or does not answer within the host's timeout,
until the player comes back). Each connection is sent only its own seat's redacted events and its
own requests (a spectator: the public stream); every frame it sends is checked — its form, its
seat, its request id, the answer's legality — and anything wrong is refused with an error frame,
changing nothing. Protocol and behaviour: docs/net.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai.base import agent_seed
from ..engine.errors import IllegalAnswer
from ..engine.events import EventError
from ..engine.game import Game
from ..engine.wire import answer_from_frame, open_frame
from .frames import (
    CHAT_CHARS,
    FRAME_CAP,
    HEADER,
    NAME_CHARS,
    FrameError,
    decode_body,
    encode,
    int_field,
    message,
    text_field,
)
from .host import Host
from .lobby import Chair, HostSettings, Lobby
from .local import AGENTS
from .table import Table

log = logging.getLogger("sgs_desktop.net")

#: frames a connection may send in a burst, and per second after it
FLOOD_BURST, FLOOD_RATE = 200, 100.0
#: refused frames a connection may send before it is dropped
MAX_FAULTS = 20
#: bytes waiting to be sent to a client that does not read, before it is dropped
WRITE_CAP = 8 << 20
#: events in one frame at most (a long run of AI answers is sent in several)
EVENTS_PER_FRAME = 400
#: connections a table holds at once (players, spectators and handshakes under way)
MAX_CONNECTIONS = 64
#: seconds a chair waits, before the game, for a player whose connection was lost (its token)
LOBBY_GRACE = 60.0
#: AI answers between two flushes of the streams (and a yield to the other connections)
AI_BATCH = 64


@dataclass(eq=False)
class Connection:
    """One client's socket: its chair (None: a spectator, or not yet said hello) and its cursor in
    the game's log (the next seq it has not been sent)."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    peer: str
    chair: Chair | None = None
    spectator: bool = False
    cursor: int = 0
    faults: int = 0
    tokens: float = FLOOD_BURST
    stamp: float = field(default_factory=time.monotonic)
    closed: bool = False

    @property
    def seat(self) -> int | None:
        return self.chair.seat if self.chair is not None else None

    def send(self, msg: dict[str, Any]) -> None:
        if self.closed:
            return
        try:
            self.writer.write(encode(msg))
        except FrameError as exc:           # (never: frames are built well under the cap)
            log.error("%s: a frame not sent: %s", self.peer, exc.message)
            self.close()
            return
        except (ConnectionError, RuntimeError):
            self.close()
            return
        if self.writer.transport.get_write_buffer_size() > WRITE_CAP:
            log.warning("%s reads too slowly: dropped", self.peer)
            self.close()

    def error(self, code: str, text: str, request: int | None = None) -> None:
        self.send(message("error", code=code, message=text, request=request))

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            with contextlib.suppress(Exception):
                self.writer.close()

    def spend(self) -> bool:
        """One frame from the token bucket (flood control); False when it is empty."""
        now = time.monotonic()
        self.tokens = min(FLOOD_BURST, self.tokens + (now - self.stamp) * FLOOD_RATE) - 1
        self.stamp = now
        return self.tokens >= 0


class TableServer:
    """A table on a TCP port: the lobby, then the game. `start()` opens the port (`port` 0: any
    free one; `address` then says which); the owner's controls (`start_game`, `kick`, `configure`,
    `say`) are for the process that runs it (the window, the headless command). With `records`, the
    game's record (牌局记录) is saved there when it ends or the host closes."""

    def __init__(self, settings: HostSettings, *, bind: str = "127.0.0.1", port: int = 0,
                 records: Path | None = None) -> None:
        self.lobby = Lobby(settings)
        self.bind, self.port = bind, port
        self.records = records
        self.record_file: Path | None = None
        self.host: Host | None = None
        self.table: Table | None = None             # the game's core (net/table.py), once dealt
        self.conns: list[Connection] = []
        self.chat: list[dict[str, Any]] = []
        self.latencies: list[float] = []         # seconds from a request sent to its answer taken
        self.done = asyncio.Event()              # the game is over (or the host closed)
        self.closing = False
        self._server: asyncio.Server | None = None
        self._task: asyncio.Task[None] | None = None
        self._answered = asyncio.Event()
        self._asked: tuple[int, int] | None = None       # (request id, seat) of the player's open request
        self._asked_at = 0.0
        self._open = 0                          # connections being served (MAX_CONNECTIONS)
        self.lobby_grace = LOBBY_GRACE

    @property
    def settings(self) -> HostSettings:
        return self.lobby.settings

    @property
    def game(self) -> Game | None:
        return self.host.game if self.host is not None else None

    # ------------------------------------------------------------------ the port
    async def start(self) -> tuple[str, int]:
        self._server = await asyncio.start_server(self._serve, self.bind, self.port, limit=FRAME_CAP + 64)
        sock = self._server.sockets[0].getsockname()
        self.port = sock[1]
        return self.address

    @property
    def address(self) -> tuple[str, int]:
        return self.bind, self.port

    async def close(self, reason: str = "the host closed the table") -> None:
        """End the table for everyone (a `closed` frame with `reason`); the record is kept."""
        if self.closing:
            return
        self.closing = True
        for c in list(self.conns):
            c.send(message("closed", reason=reason))
            c.close()
        if self._task is not None and not self._task.done():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self._keep_record()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        self.done.set()

    # ------------------------------------------------------------------ a connection
    async def _read(self, conn: Connection) -> dict[str, Any] | FrameError | None:
        """The next frame: a message, a refused body (FrameError, the stream still good), or None at
        the end. A length over the cap or a frame left unfinished raises FrameError (drop)."""
        try:
            head = await conn.reader.readexactly(HEADER.size)
        except (asyncio.IncompleteReadError, ConnectionError):
            return None
        (n,) = HEADER.unpack(head)
        if n > FRAME_CAP:
            raise FrameError("too_big", f"a frame of {n} bytes is over the cap of {FRAME_CAP}")
        try:
            body = await asyncio.wait_for(conn.reader.readexactly(n), self.settings.hello_timeout)
        except TimeoutError:
            raise FrameError("truncated", f"a frame of {n} bytes was begun and not finished") from None
        except (asyncio.IncompleteReadError, ConnectionError):
            return None
        try:
            return decode_body(body)
        except FrameError as exc:
            return exc

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        conn = Connection(reader, writer, f"{peer[0]}:{peer[1]}" if peer else "?")
        self._open += 1
        try:
            if self._open > MAX_CONNECTIONS:
                raise FrameError("busy", f"this table already has {MAX_CONNECTIONS} connections")
            try:
                first = await asyncio.wait_for(self._read(conn), self.settings.hello_timeout)
            except TimeoutError:
                raise FrameError("timeout", "no hello: a client must say hello first") from None
            if first is None:
                return
            if isinstance(first, FrameError):
                raise first
            self._hello(conn, first)
            while not conn.closed:
                msg = await self._read(conn)
                if msg is None:
                    break
                if not conn.spend():
                    raise FrameError("flood", f"more than {FLOOD_RATE:.0f} frames a second: dropped")
                try:
                    if isinstance(msg, FrameError):
                        raise msg
                    self._handle(conn, msg)
                except FrameError as exc:
                    conn.faults += 1
                    if conn.faults > MAX_FAULTS:
                        raise FrameError(exc.code, f"{exc.message} (too many refused frames: dropped)") from None
                    conn.error(exc.code, exc.message, exc.request)
        except FrameError as exc:
            log.info("%s refused: %s", conn.peer, exc.message)
            conn.error(exc.code, exc.message)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            self._open -= 1
            conn.close()
            self._gone(conn)

    def _hello(self, conn: Connection, msg: dict[str, Any]) -> None:
        if msg.get("type") != "hello":
            raise FrameError("bad_message", "a client must say hello first")
        try:
            open_frame(msg)
        except EventError as exc:
            raise FrameError("version", str(exc)) from None
        name = text_field(msg, "name", NAME_CHARS, "") or "?"
        password = text_field(msg, "password", 200, "")
        settings = self.settings
        if settings.password and password != settings.password:
            raise FrameError("password", "wrong password")
        token = text_field(msg, "token", 64, "")
        spectator = msg.get("spectator", False)
        if type(spectator) is not bool:
            raise FrameError("bad_message", "hello.spectator: must be true or false")
        chair = self.lobby.by_token(token) if token else None
        if token and chair is None:
            raise FrameError("token", "this token names no chair at this table")
        if chair is None and not spectator:
            seat = msg.get("seat")
            if seat is not None:
                seat = int_field(msg, "seat", 0, len(self.lobby.chairs) - 1)
            chair = self.lobby.sit(name, seat)
            if chair is None and seat is not None and not self.lobby.started:
                raise FrameError("taken", f"seat {seat} is not free")
            if chair is None:
                if not settings.spectators:
                    raise FrameError("full", "no chair is free" if not self.lobby.started else "the game has begun")
                spectator = True
        if spectator and chair is None and not settings.spectators:
            raise FrameError("no_spectators", "this table takes no spectators")
        for old in self.conns:
            if chair is not None and old.chair is chair:     # the same player again: the old socket goes
                old.send(message("closed", reason="you joined again from elsewhere"))
                old.close()
                old.chair = None
        conn.chair, conn.spectator = chair, chair is None
        self.conns.append(conn)
        conn.send(message("welcome", seat=conn.seat, token=chair.token if chair else "",
                          room=settings.public(), lobby=self.lobby.public(), chat=self.chat[-50:]))
        auto = msg.get("auto", False)                   # (back under 托管: the stand-in keeps the chair)
        if type(auto) is not bool:
            raise FrameError("bad_message", "hello.auto: must be true or false")
        if chair is not None:
            chair.connected = True
            if self.table is not None and auto:
                self._auto(chair, {"on": True})
            elif self.table is not None:
                self.table.take_back(chair.seat)        # back: it takes the chair at its next request
                self._broadcast(message("standin", seat=chair.seat, ai=False))
        if self.host is not None:
            since = msg.get("since")
            if since is not None:
                since = int_field(msg, "since", 0, len(self.host.game.log))
            self._send_start(conn, since)
        self._lobby_changed()

    def _handle(self, conn: Connection, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        chair = conn.chair
        if kind == "answer":
            self._answer(conn, msg)
        elif kind == "ping":
            conn.send(message("pong", n=msg.get("n") if type(msg.get("n")) is int else None))
        elif kind == "chat":
            text = text_field(msg, "text", CHAT_CHARS).strip()
            if text:
                self._say(conn.chair.name if conn.chair else "(spectator)", conn.seat, text)
        elif kind == "ready":
            if chair is None or self.lobby.started:
                raise FrameError("bad_message", "only a seated player in the lobby is ready or not")
            ready = msg.get("ready", True)
            if type(ready) is not bool:
                raise FrameError("bad_message", "ready.ready: must be true or false")
            chair.ready = ready
            self._lobby_changed()
        elif kind == "sit":
            if chair is None or self.lobby.started:
                raise FrameError("bad_message", "only a seated player in the lobby changes chairs")
            new = self.lobby.move(chair, int_field(msg, "seat", 0, len(self.lobby.chairs) - 1))
            if new is None:
                raise FrameError("taken", "that chair is not free")
            conn.chair = new
            conn.send(message("welcome", seat=new.seat, token=new.token, room=self.settings.public(),
                              lobby=self.lobby.public(), chat=[]))
            self._lobby_changed()
        elif kind == "resume":
            if chair is None or self.table is None:
                raise FrameError("bad_message", "only a seated player takes a chair back")
            if chair.standin:
                self.table.take_back(chair.seat)
                self._broadcast(message("standin", seat=chair.seat, ai=False))
        elif kind == "auto":
            self._auto(chair, msg)
        elif kind == "concede":
            if chair is None or self.table is None:
                raise FrameError("bad_message", "only a seated player gives up, once the game is on")
            self.table.concede(chair.seat)              # (it dies at the next phase boundary)
            self._broadcast(message("standin", seat=chair.seat, ai=True))
            self._asked = None
            self._answered.set()
        elif kind == "bye":
            conn.close()
        else:
            raise FrameError("bad_message", f"unknown message kind {kind!r}")

    def _auto(self, chair: Chair | None, msg: dict[str, Any]) -> None:
        """托管 asked by the player (`on`): the AI that stands in for an absent player plays its
        chair — its open request at once — until it asks again with `on` false (as `resume`)."""
        on = msg.get("on")
        if type(on) is not bool:
            raise FrameError("bad_message", "auto.on: must be true or false")
        if chair is None or self.table is None:
            raise FrameError("bad_message", "only a seated player hands its chair to the computer, once the game is on")
        seat = chair.seat
        if on:
            if not chair.standin:
                self.table.stand_in(seat)
                self._broadcast(message("standin", seat=seat, ai=True))
            if self._asked is not None and self._asked[1] == seat:
                self._asked = None
                self._answered.set()            # (the stand-in answers the open request now)
        elif chair.standin:
            self.table.take_back(seat)          # (refused after 投降: the chair stays the computer's)
            if not chair.standin:
                self._broadcast(message("standin", seat=seat, ai=False))

    def _answer(self, conn: Connection, msg: dict[str, Any]) -> None:
        """A player's answer: its seat, its request id and its legality are checked; a refused
        answer changes nothing (the request stays open)."""
        if conn.chair is None:
            raise FrameError("not_seated", "a spectator answers nothing")
        seat = msg.get("seat")
        if seat != conn.seat:
            raise FrameError("not_your_seat", f"you sit in seat {conn.seat}, not {seat!r}: answer only your own "
                                              "requests")
        rid = msg.get("request")
        if type(rid) is not int:
            raise FrameError("bad_message", "answer.request: must be the request's id")
        if self.table is None:
            raise FrameError("not_asked", "nothing is asked: the game is not on", request=rid)
        try:
            answer = answer_from_frame(msg)
        except (EventError, IllegalAnswer) as exc:
            raise FrameError("illegal", str(exc), request=rid) from None
        self.table.answer(seat, rid, answer)        # (Refused: a FrameError with its code)
        self.latencies.append(time.perf_counter() - self._asked_at)
        self._asked = None
        self._answered.set()

    def _gone(self, conn: Connection) -> None:
        if conn in self.conns:
            self.conns.remove(conn)
        chair = conn.chair
        if chair is not None and not self.closing:
            self.lobby.lose(chair)              # (in the game, the AI stands in when its time runs out)
            if not self.lobby.started:          # before it, the chair waits a while for the token
                token = chair.token
                asyncio.get_running_loop().call_later(self.lobby_grace, self._expire, chair, token)
            self._lobby_changed()

    def _expire(self, chair: Chair, token: str) -> None:
        if not self.closing and self.lobby.expire(chair, token):
            self._lobby_changed()

    # ------------------------------------------------------------------ lobby (the owner's controls)
    def _broadcast(self, msg: dict[str, Any]) -> None:
        for c in list(self.conns):
            c.send(msg)

    def _lobby_changed(self) -> None:
        self._broadcast(message("lobby", lobby=self.lobby.public()))
        if not self.lobby.started and self.lobby.autostart():
            self.start_game()

    def _say(self, name: str, seat: int | None, text: str) -> None:
        line = {"from": name, "seat": seat, "text": text}
        self.chat.append(line)
        del self.chat[:-200]
        self._broadcast(message("chat", **line))

    def say(self, text: str) -> None:
        """The host's own chat line."""
        self._say("(host)", None, text[:CHAT_CHARS])

    def configure(self, **changes: Any) -> None:
        """New settings before the game (ValueError names a bad one)."""
        self.lobby.configure(**changes)
        for c in self.conns:
            if c.chair is not None and c.chair.seat >= len(self.lobby.chairs):
                c.chair, c.spectator = None, True
        self._lobby_changed()

    def kick(self, seat: int) -> None:
        """Send the player in `seat` away (its token no longer works); an AI plays the chair."""
        chair = self.lobby.chairs[seat]
        for c in list(self.conns):
            if c.chair is chair:
                c.error("kicked", "the host asked you to leave")
                c.close()
                c.chair = None
                self.conns.remove(c)
        if self.lobby.started:
            chair.token, chair.connected, chair.standin = "", False, True
            self._broadcast(message("standin", seat=seat, ai=True))
            if self._asked is not None and self._asked[1] == seat:
                self._asked = None
                self._answered.set()            # (the AI answers the open request now)
        else:
            self.lobby.chairs[seat] = Chair(seat)
        self._lobby_changed()

    def start_game(self) -> None:
        """Deal: the game begins with AI in the empty chairs (ValueError says why it cannot)."""
        why = self.lobby.can_start()
        if why is not None:
            raise ValueError(why)
        s = self.settings
        self.lobby.started = True
        game = Game.new(s.config(), s.seed)
        make = AGENTS[s.ai]
        agents = {c.seat: make(agent_seed(s.seed, c.seat)) for c in self.lobby.chairs if not c.taken}
        self.host = Host(game, agents)
        self.table = Table(self.host, self.lobby.chairs, lambda seat: make(agent_seed(s.seed, seat)))
        for c in self.conns:
            self._send_start(c, None, fresh=True)
        self._lobby_changed()
        self._task = asyncio.get_running_loop().create_task(self._play())

    # ------------------------------------------------------------------ the game
    def _send_start(self, conn: Connection, since: int | None, fresh: bool = False) -> None:
        """A seat (or spectator) at the game: its view now — at the deal with the events already in
        it (`missed`), later a snapshot alone — or, reconnecting with the `since` it had read up
        to, every event after it."""
        assert self.host is not None
        game = self.host.game
        seat = conn.seat
        info = self.host.info
        table = {"mode": info.mode, "players": info.players, "packs": list(info.packs)}
        if since is None:
            conn.send(message("start", seat=seat, table=table, view=game.view(seat).to_json(),
                              seq=len(game.log), missed=game.log.for_seat(seat) if fresh else []))
            conn.cursor = len(game.log)
        else:
            conn.send(message("start", seat=seat, table=table, view=None, seq=since, missed=[]))
            conn.cursor = since
            self._flush_one(conn)
        asked = self._asked
        if asked is not None and asked[1] == seat and game.pending is not None:
            self._send_request(conn, asked[0])

    def _flush_one(self, conn: Connection) -> None:
        assert self.host is not None
        log_ = self.host.game.log
        n = len(log_)
        if conn.cursor < n:
            events = log_.for_seat(conn.seat, conn.cursor)
            since, conn.cursor = conn.cursor, n
            for i in range(0, len(events), EVENTS_PER_FRAME):       # (each frame well under the cap)
                conn.send(message("events", since=since if i == 0 else events[i]["seq"],
                                  events=events[i:i + EVENTS_PER_FRAME]))

    def _flush(self) -> None:
        for c in list(self.conns):
            self._flush_one(c)

    def _send_request(self, conn: Connection, rid: int) -> None:
        assert self.host is not None and self.host.game.pending is not None
        conn.send(message("request", id=rid, request=self.host.game.pending.to_json()))

    async def _play(self) -> None:
        assert self.table is not None
        table, game = self.table, self.table.host.game
        steps = 0
        try:
            while game.pending is not None:
                if table.play_ai():
                    steps += 1
                    if steps % AI_BATCH == 0:
                        self._flush()
                        await asyncio.sleep(0)
                    continue
                if table.thinking():            # (困难: its search runs in a worker; serve meanwhile)
                    self._flush()
                    await asyncio.sleep(0.01)
                    continue
                chair = table.asked_player()
                assert chair is not None
                self._flush()
                rid = table.request_id
                self._asked = (rid, chair.seat)
                self._answered.clear()
                self._asked_at = time.perf_counter()
                for c in self.conns:
                    if c.chair is chair:
                        self._send_request(c, rid)
                try:
                    await asyncio.wait_for(self._answered.wait(), self.settings.answer_timeout)
                except TimeoutError:
                    if game.decisions == rid:           # no answer in time: an AI stands in (托管)
                        self._asked = None
                        table.stand_in(chair.seat)
                        self._broadcast(message("standin", seat=chair.seat, ai=True))
                steps = 0               # (answered, timed out, or the player was sent away: look again)
            self._flush()
            self._keep_record()
        finally:
            self._asked = None
            self.done.set()

    def _keep_record(self) -> None:
        """The game's record into the records folder (once; an unfinished game's too)."""
        if self.records is None or self.record_file is not None or self.host is None:
            return
        self.record_file = self.host.save_record(self.records, "lan")
