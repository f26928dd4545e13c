"""The LAN table server (主机): one game's host (host.py) behind a TCP port (asyncio, Qt-free).

Every seat is a client of it: players over sockets, AI seats in the host itself (AI fill, and
托管: an AI stands in for a player who is absent or does not answer within the host's timeout,
until the player comes back). Each connection is sent only its own seat's redacted events and its
own requests (a spectator: the public stream); every frame it sends is checked — its size and
rate as it arrives (connection.py, guard.py), its form, its seat, its request id, the answer's
legality — and anything wrong is refused with an error frame, changing nothing. Seated players
come first: a valid token always gets its chair back, whatever else holds connections. Protocol
and behaviour: docs/net.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from pathlib import Path
from typing import Any

from ..ai.agents import AGENTS
from ..ai.base import agent_seed
from ..engine.errors import EventError, IllegalAnswer
from ..engine.events import GameOverEvent
from ..engine.game import Game
from ..engine.wire import answer_from_frame, open_frame
from ..tables.host import Host
from ..tables.table import Chair, Refused, Table
from .admission import Admission
from .chat import ChatRoom
from .connection import Connection
from .frames import CHAT_CHARS, NAME_CHARS, encode, int_field, message, text_field
from .guard import Limits
from .lobby import HostSettings, Lobby

log = logging.getLogger("sgs_desktop.net")

#: events in one frame at most (a long run of AI answers is sent in several)
EVENTS_PER_FRAME = 400
#: seconds a chair waits, before the game, for a player whose connection was lost (its token)
LOBBY_GRACE = 60.0
#: seconds a closing table waits for its clients to take their `closed` frame before it cuts them off
CLOSING_WAIT = 0.5
#: seconds of AI answers between two flushes of the streams (and a yield to the other connections)
AI_SLICE = 0.002


class TableServer:
    """A table on a TCP port: the lobby, then the game. `start()` opens the port (`port` 0: any
    free one; `address` then says which); the owner's controls (`start_game`, `kick`, `configure`,
    `say`) are for the process that runs it (the window, the headless command). With `records`, the
    game's record (牌局记录) is saved there when it ends, the host closes, or the table's code fails
    (`crashed` then says how; the other tables of the process go on)."""

    def __init__(self, settings: HostSettings, *, bind: str = "127.0.0.1", port: int = 0,
                 records: Path | None = None, limits: Limits | None = None) -> None:
        self.lobby = Lobby(settings)
        self.bind, self.port = bind, port
        self.records = records
        self.limits = limits or Limits()
        self.record_file: Path | None = None
        self.host: Host | None = None
        self.table: Table | None = None             # the game's core (tables/table.py), once dealt
        self.conns: list[Connection] = []           # connections that said hello
        self.admission = Admission(self.limits)     # who is let in (unheard connections, spectators)
        self.chatroom = ChatRoom(self.limits, lambda: self.conns)
        self.latencies: list[float] = []            # seconds from a request sent to its answer taken
        self.gaps: list[float] = []                 # seconds from an answer's arrival to the next request sent
        self.throttled = 0                          # times a connection was over its bytes budget
        self.slow_dropped = 0                       # connections cut off for not reading
        self.returns = 0                            # players back with their token
        self.bytes_in = 0                           # bytes read from every connection
        self.crashed: str | None = None
        self.done = asyncio.Event()                 # the game is over (or the host closed)
        self.closing = False
        self._server: asyncio.Server | None = None
        self._task: asyncio.Task[None] | None = None
        self._answered = asyncio.Event()
        self._asked: tuple[int, int] | None = None  # (request id, seat) of the player's open request
        self._asked_at = 0.0
        self._answer_arrived: float | None = None
        self.lobby_grace = LOBBY_GRACE

    @property
    def settings(self) -> HostSettings:
        return self.lobby.settings

    @property
    def game(self) -> Game | None:
        return self.host.game if self.host is not None else None

    @property
    def chat(self) -> list[dict[str, Any]]:
        return self.chatroom.lines

    # ------------------------------------------------------------------ the port
    async def start(self) -> tuple[str, int]:
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: Connection(self), self.bind, self.port)
        self.port = self._server.sockets[0].getsockname()[1]
        self.chatroom.start()
        return self.address

    @property
    def address(self) -> tuple[str, int]:
        return self.bind, self.port

    async def close(self, reason: str = "the host closed the table") -> None:
        """End the table for everyone (a `closed` frame with `reason`); the record is kept."""
        if self.closing:
            return
        self.closing = True
        data = encode(message("closed", reason=reason))
        leaving = [*self.conns, *self.pending]
        for c in leaving:
            c.send_bytes(data)
            c.close()
        if self._task is not None and not self._task.done():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self._keep_record()
        await self.chatroom.stop()
        self.admission.stop()
        end = time.monotonic() + CLOSING_WAIT           # (the last frames go out; then the rest are cut)
        while any(not c.lost for c in leaving) and time.monotonic() < end:
            await asyncio.sleep(0.02)
        for c in leaving:
            if not c.lost:
                c.abort()
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        self.done.set()

    # ------------------------------------------------------------------ who is let in
    @property
    def pending(self) -> list[Connection]:
        """Connections that have not said hello yet, oldest first."""
        return self.admission.pending

    @property
    def spectators(self) -> int:
        return self.admission.spectators

    @property
    def evicted(self) -> int:
        return self.admission.evicted

    def admit(self, conn: Connection) -> None:
        """A new connection (admission.py: the oldest unheard one makes room; a player's connection
        is never sent away for this)."""
        if self.closing:
            conn.abort()
            return
        self.admission.admit(conn)

    def gone(self, conn: Connection) -> None:
        """A connection ended (its chair waits for its token; in the game the AI stands in when its
        time runs out)."""
        self.admission.heard(conn)
        if conn in self.conns:
            self.conns.remove(conn)
            self.admission.unwatch(conn)
        chair, conn.chair = conn.chair, None
        if chair is None or self.closing or any(c.chair is chair for c in self.conns):
            return
        self.lobby.lose(chair)
        if not self.lobby.started:          # before the game, the chair waits a while for the token
            token = chair.token
            asyncio.get_running_loop().call_later(self.lobby_grace, self._expire, chair, token)
        self._lobby_changed()

    def _expire(self, chair: Chair, token: str) -> None:
        if not self.closing and self.lobby.expire(chair, token):
            self._lobby_changed()

    # ------------------------------------------------------------------ frames
    def dispatch(self, conn: Connection, msg: dict[str, Any] | Refused, arrived: float) -> None:
        """One frame from `conn` (a message, or the Refused of a body that is not one): before
        its hello a fault ends the connection; after, it is refused (too many: dropped)."""
        try:
            if isinstance(msg, Refused):
                raise msg
            if not conn.welcomed:
                self._hello(conn, msg)
            else:
                self._handle(conn, msg, arrived)
        except Refused as exc:
            if not conn.welcomed:
                conn.drop(exc.code, exc.message)
                return
            conn.faults += 1
            if conn.faults > self.limits.max_faults:
                conn.drop(exc.code, f"{exc.message} (too many refused frames: dropped)")
            else:
                conn.error(exc.code, exc.message, exc.request)
        except Exception:               # a bug of the host's own: this connection goes, the table stays
            log.exception("%s: a frame could not be handled", conn.peer)
            conn.drop("internal", "the host could not handle that frame")

    def _hello(self, conn: Connection, msg: dict[str, Any]) -> None:
        if msg.get("type") != "hello":
            raise Refused("bad_message", "a client must say hello first")
        try:
            open_frame(msg)
        except EventError as exc:
            raise Refused("version", str(exc)) from None
        name = text_field(msg, "name", NAME_CHARS, "") or "?"
        password = text_field(msg, "password", 200, "")
        settings = self.settings
        if settings.password and password != settings.password:
            raise Refused("password", "wrong password")
        token = text_field(msg, "token", 64, "")
        spectator = msg.get("spectator", False)
        if type(spectator) is not bool:
            raise Refused("bad_message", "hello.spectator: must be true or false")
        since = msg.get("since")
        if since is not None and self.host is not None:
            since = int_field(msg, "since", 0, len(self.host.game.log))
        chair = self.lobby.by_token(token) if token else None
        if token and chair is None:
            raise Refused("token", "this token names no chair at this table")
        self.returns += chair is not None
        if chair is None and not spectator:
            chair = self._new_player(msg, name)
            spectator = chair is None
        if chair is None:
            self._admit_spectator(conn)
        self.admission.heard(conn)
        conn.welcome_done()
        if chair is not None:
            self._seat(conn, chair)
        else:
            self.admission.watch(conn)
            self.conns.append(conn)
        conn.send(message("welcome", seat=conn.seat, token=chair.token if chair else "",
                          room=settings.public(), lobby=self.lobby.public(), chat=self.chat[-50:]))
        auto = msg.get("auto", False)                   # (back under 托管: the stand-in keeps the chair)
        if type(auto) is not bool:
            raise Refused("bad_message", "hello.auto: must be true or false")
        if chair is not None:
            if self.table is not None and auto and not self.table.host.game.finished:
                self._auto(chair, {"on": True})
            else:
                self._back(chair)
        if self.host is not None:
            self._send_start(conn, since)
        if chair is not None:
            self._lobby_changed()

    def _new_player(self, msg: dict[str, Any], name: str) -> Chair | None:
        """A hello without a token that wants to play: the chair it gets, or None to watch."""
        seat = msg.get("seat")
        if seat is not None:
            seat = int_field(msg, "seat", 0, len(self.lobby.chairs) - 1)
        chair = self.lobby.sit(name, seat)
        if chair is None and seat is not None:
            raise Refused("taken", f"seat {seat} is not free" if not self.lobby.started
                             else f"seat {seat} is not free: the game has begun")
        if chair is None and not self.settings.spectators:
            raise Refused("full", "no chair is free" if not self.lobby.started else "the game has begun")
        return chair

    def _admit_spectator(self, conn: Connection) -> None:
        if not self.settings.spectators:
            raise Refused("no_spectators", "this table takes no spectators")
        self.admission.check_spectator(conn)

    def _seat(self, conn: Connection, chair: Chair) -> None:
        """`conn` is `chair`'s player now (the same player's older connection goes)."""
        for old in list(self.conns):
            if old.chair is chair:
                old.chair = None
                old.send(message("closed", reason="you joined again from elsewhere"))
                old.close()
        conn.chair, conn.spectator = chair, False
        conn.become_player()
        chair.connected = True
        self.conns.append(conn)

    def _back(self, chair: Chair) -> None:
        """A player is back during the game: it takes the chair at its next request (not a dead
        player's, nor after the game)."""
        if self.table is None or self.table.host.game.finished or not chair.standin:
            return
        self.table.take_back(chair.seat)
        if not chair.standin:
            self._broadcast(message("standin", seat=chair.seat, ai=False))

    def _handle(self, conn: Connection, msg: dict[str, Any], arrived: float) -> None:
        kind = msg["type"]
        chair = conn.chair
        if kind == "answer":
            self._answer(conn, msg, arrived)
        elif kind == "ping":
            conn.send(message("pong", n=msg.get("n") if type(msg.get("n")) is int else None))
        elif kind == "chat":
            text = text_field(msg, "text", CHAT_CHARS).strip()
            if text:
                self.chatroom.post(conn, conn.chair.name if conn.chair else "(spectator)", conn.seat, text)
        elif kind == "ready":
            if chair is None or self.lobby.started:
                raise Refused("bad_message", "only a seated player in the lobby is ready or not")
            ready = msg.get("ready", True)
            if type(ready) is not bool:
                raise Refused("bad_message", "ready.ready: must be true or false")
            chair.ready = ready
            self._lobby_changed()
        elif kind == "sit":
            if chair is None or self.lobby.started:
                raise Refused("bad_message", "only a seated player in the lobby changes chairs")
            new = self.lobby.move(chair, int_field(msg, "seat", 0, len(self.lobby.chairs) - 1))
            if new is None:
                raise Refused("taken", "that chair is not free")
            conn.chair = new
            conn.send(message("welcome", seat=new.seat, token=new.token, room=self.settings.public(),
                              lobby=self.lobby.public(), chat=[]))
            self._lobby_changed()
        elif kind == "resume":
            if chair is None or self.table is None:
                raise Refused("bad_message", "only a seated player takes a chair back")
            self._back(chair)
        elif kind == "auto":
            self._auto(chair, msg)
        elif kind == "concede":
            if chair is None or self.table is None:
                raise Refused("bad_message", "only a seated player gives up, once the game is on")
            self.table.concede(chair.seat)              # (it dies at the next phase boundary)
            self._broadcast(message("standin", seat=chair.seat, ai=True))
            self._asked = None
            self._answered.set()
        elif kind == "bye":
            conn.close()
        else:
            raise Refused("bad_message", f"unknown message kind {kind!r}")

    def _auto(self, chair: Chair | None, msg: dict[str, Any]) -> None:
        """托管 asked by the player (`on`): the AI that stands in for an absent player plays its
        chair — its open request at once — until it asks again with `on` false (as `resume`)."""
        on = msg.get("on")
        if type(on) is not bool:
            raise Refused("bad_message", "auto.on: must be true or false")
        if chair is None or self.table is None:
            raise Refused("bad_message", "only a seated player hands its chair to the computer, once the game is on")
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

    def _answer(self, conn: Connection, msg: dict[str, Any], arrived: float) -> None:
        """A player's answer: its seat, its request id and its legality are checked; a refused
        answer changes nothing (the request stays open)."""
        if conn.chair is None:
            raise Refused("not_seated", "a spectator answers nothing")
        seat = msg.get("seat")
        if seat != conn.seat:
            raise Refused("not_your_seat", f"you sit in seat {conn.seat}, not {seat!r}: answer only your own "
                                              "requests")
        rid = msg.get("request")
        if type(rid) is not int:
            raise Refused("bad_message", "answer.request: must be the request's id")
        if self.table is None or self.crashed is not None:
            raise Refused("not_asked", "nothing is asked: the game is not on", request=rid)
        try:
            answer = answer_from_frame(msg)
        except (EventError, IllegalAnswer) as exc:
            raise Refused("illegal", str(exc), request=rid) from None
        try:
            self.table.answer(seat, rid, answer)        # (Refused, with its code)
        except Refused:
            raise
        except Exception as exc:                        # the table's own code failed: this table ends
            self._crash(exc)
            return
        conn.frames.give_back()         # (an answer taken was asked for: the game sets its pace, not the budget)
        self.latencies.append(time.perf_counter() - self._asked_at)
        self._answer_arrived = arrived
        self._asked = None
        self._answered.set()

    # ------------------------------------------------------------------ lobby (the owner's controls)
    def _broadcast(self, msg: dict[str, Any]) -> None:
        data = encode(msg)
        for c in list(self.conns):
            c.send_bytes(data)

    def _lobby_changed(self) -> None:
        self._broadcast(message("lobby", lobby=self.lobby.public()))
        if not self.lobby.started and self.lobby.autostart():
            self.start_game()

    def say(self, text: str) -> None:
        """The host's own chat line."""
        self.chatroom.post(None, "(host)", None, text[:CHAT_CHARS])

    def configure(self, **changes: Any) -> None:
        """New settings before the game (ValueError names a bad one)."""
        self.lobby.configure(**changes)
        for c in self.conns:
            if c.chair is not None and c.chair.seat >= len(self.lobby.chairs):
                c.chair = None                           # (watches now, counted as a spectator)
                self.admission.watch(c)
        self._lobby_changed()

    def kick(self, seat: int) -> None:
        """Send the player in `seat` away (its token no longer works); an AI plays the chair."""
        chair = self.lobby.chairs[seat]
        for c in list(self.conns):
            if c.chair is chair:
                c.chair = None
                c.drop("kicked", "the host asked you to leave")
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
        to, every event after it. After the game, a snapshot is followed by the result."""
        assert self.host is not None
        game = self.host.game
        seat = conn.seat
        info = self.host.info
        table = {"mode": info.mode, "players": info.players, "packs": list(info.packs)}
        n = len(game.log)
        if since is None:
            ended = game.finished and n > 0 and isinstance(game.log[n - 1], GameOverEvent)
            cursor = n - 1 if ended and not fresh else n
            conn.send(message("start", seat=seat, table=table, view=game.view(seat).to_json(),
                              seq=cursor, missed=game.log.for_seat(seat) if fresh else []))
            conn.cursor = cursor
            self._flush_one(conn)
        else:
            conn.send(message("start", seat=seat, table=table, view=None, seq=since, missed=[]))
            conn.cursor = since
            self._flush_one(conn)
        asked = self._asked
        if asked is not None and asked[1] == seat and game.pending is not None:
            self._send_request(conn, asked[0])

    def _events_frames(self, seat: int | None, cursor: int) -> list[bytes]:
        assert self.host is not None
        events = self.host.game.log.for_seat(seat, cursor)
        return [encode(message("events", since=cursor if i == 0 else events[i]["seq"],
                               events=events[i:i + EVENTS_PER_FRAME]))
                for i in range(0, len(events), EVENTS_PER_FRAME)]        # (each frame well under the cap)

    def _flush_one(self, conn: Connection, cache: dict[tuple[int | None, int], list[bytes]] | None = None) -> None:
        assert self.host is not None
        n = len(self.host.game.log)
        if conn.cursor >= n or conn.closed:
            return
        key = (conn.seat, conn.cursor)
        frames = cache.get(key) if cache is not None else None
        if frames is None:
            frames = self._events_frames(*key)
            if cache is not None:
                cache[key] = frames
        conn.cursor = n
        for data in frames:
            conn.send_bytes(data)

    def _flush(self) -> None:
        """Every connection's new events (those of one seat and cursor encoded once)."""
        cache: dict[tuple[int | None, int], list[bytes]] = {}
        for c in list(self.conns):
            self._flush_one(c, cache)

    def _send_request(self, conn: Connection, rid: int) -> None:
        assert self.host is not None and self.host.game.pending is not None
        req = self.table.explained() if self.table is not None else None       # (a person's: with its reasons)
        conn.send(message("request", id=rid, request=(req or self.host.game.pending).to_json()))

    async def _play(self) -> None:
        try:
            await self._play_game()
            self._flush()
            self._keep_record()
        except asyncio.CancelledError:
            raise
        except Exception as exc:            # the table's own code failed: this table ends, the host goes on
            self._crash(exc)
        finally:
            self._asked = None
            self.done.set()

    async def _play_game(self) -> None:
        assert self.table is not None
        table, game = self.table, self.table.host.game
        slice_end = time.perf_counter() + AI_SLICE
        while game.pending is not None:
            if table.play_ai():
                if time.perf_counter() > slice_end:
                    self._flush()
                    await asyncio.sleep(0)
                    slice_end = time.perf_counter() + AI_SLICE
                continue
            if table.thinking():            # (困难: its search runs in a worker; serve meanwhile)
                self._flush()
                await asyncio.sleep(0.01)
                slice_end = time.perf_counter() + AI_SLICE
                continue
            chair = table.asked_player()
            assert chair is not None
            self._flush()
            await self._ask_player(chair)
            slice_end = time.perf_counter() + AI_SLICE

    async def _ask_player(self, chair: Chair) -> None:
        """Send the open request to `chair`'s player and wait for its answer — or, past the
        host's timeout, let an AI stand in (托管)."""
        assert self.table is not None
        rid = self.table.request_id
        self._asked = (rid, chair.seat)
        self._answered.clear()
        self._asked_at = time.perf_counter()
        if self._answer_arrived is not None:
            self.gaps.append(self._asked_at - self._answer_arrived)
            self._answer_arrived = None
        for c in self.conns:
            if c.chair is chair:
                self._send_request(c, rid)
        try:
            await asyncio.wait_for(self._answered.wait(), self.settings.answer_timeout)
        except TimeoutError:
            if self.table.host.game.decisions == rid:
                self._stand_in_for_silent(chair)

    def _stand_in_for_silent(self, chair: Chair) -> None:
        """托管: the player did not answer in time; an AI answers for it from now on."""
        assert self.table is not None
        self._asked = None
        self.table.stand_in(chair.seat)
        self._broadcast(message("standin", seat=chair.seat, ai=True))

    def _crash(self, exc: BaseException) -> None:
        """The table's code failed: the game so far is saved and the table closes for its guests
        (`crashed` says why); other tables in the process are not touched."""
        if self.crashed is not None:
            return
        log.error("table %r stopped on an error in its code", self.settings.name, exc_info=exc)
        self.crashed = f"{type(exc).__name__}: {exc}"
        self._keep_record()
        asyncio.get_running_loop().create_task(
            self.close("the table stopped on an error in the host's program (the game so far is saved)"))

    def _keep_record(self) -> None:
        """The game's record into the records folder (once; an unfinished game's too)."""
        if self.records is None or self.record_file is not None or self.host is None:
            return
        self.record_file = self.host.save_record(self.records, "lan")
