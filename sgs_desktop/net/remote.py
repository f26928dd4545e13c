"""A seat at a LAN table (远程座位): the client side of server.py, a `TableClient` (client/table.py)
over a TCP socket (Qt-free; the window polls `step`).

It applies its seat's events (the only ones the host sends it) to a `SeatState`, holds the request
open for its seat with its id, and sends answers; it runs no rules (a request checks an answer's
form itself; the host re-checks everything). `play_with(table, agent)` lets an AI play the seat
(the `join` command, the tests and the benchmark).
"""

from __future__ import annotations

import contextlib
import selectors
import socket
import time
from typing import Any

from ..ai.base import Seat
from ..client.seat_state import SeatState
from ..client.table import TableInfo
from ..engine.errors import IllegalAnswer
from ..engine.events import Event, GameOverEvent
from ..engine.protocol.answers import Answer
from ..engine.protocol.requests import Request
from ..tables.table import Refused
from .codec import events_from_json, request_from_frame, view_from_json
from .frames import FrameDecoder, encode, message

#: the frames that change the seat's game (applied in order by `step`, never by `receive`)
GAME_KINDS = frozenset({"start", "events", "request", "error"})


class Closed(ConnectionError):
    """The host ended the table, refused this client, or the connection is gone (`reason`)."""

    def __init__(self, reason: str, code: str = "closed") -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


class RemoteTable:
    """One client connection. After `connect`, `lobby` is the table's lobby (chairs, settings) and
    `chat` its chat lines; `step` reads what arrived. Once the game starts `state`, `info`,
    `events()`, `pending` and `answer` work as at a local table. `token` brings the same player back
    (`connect(..., token=, since=)`); `errors` keeps the host's error frames."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        sock.setblocking(False)
        self._sel = selectors.DefaultSelector()
        self._sel.register(sock, selectors.EVENT_READ)
        self._decoder = FrameDecoder()
        self._inbox: list[dict[str, Any]] = []     # game frames `receive` read, for `step`
        self._seat: int | None = None
        self.token = ""
        self.room: dict[str, Any] = {}
        self.lobby: dict[str, Any] = {}
        self.chat: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []
        self.notes: list[dict[str, Any]] = []       # standin frames: who an AI plays for now
        self.frames: list[dict[str, Any]] = []      # every frame received (tests read them)
        self.keep_frames = False
        self.closed: str | None = None              # why the table ended for this client
        self._state: SeatState | None = None
        self._info: TableInfo | None = None
        self._shown: list[Event] = []               # events() not yet returned
        self._typed: list[Event] = []               # observed() not yet returned
        self.seq = 0                                # the next seq this seat has not received
        self.request_id: int | None = None
        self._pending: Request[Any] | None = None
        self._sent: tuple[Request[Any], int] | None = None
        self.refused = 0                            # answers the host refused as illegal
        self.welcomed = False
        self.address: tuple[str, int] = ("", 0)
        self.name = ""
        self._password = ""
        self._ended = False                         # the host closed the table, or sent this client away
        self._auto = False                          # 托管: the host's stand-in plays this seat
        self._conceded = False

    # ------------------------------------------------------------------ connecting
    @classmethod
    def connect(cls, host: str, port: int, name: str = "player", *, password: str = "", token: str = "",
                spectator: bool = False, seat: int | None = None, since: int | None = None,
                timeout: float = 10.0, keep_frames: bool = False, resume: RemoteTable | None = None) -> RemoteTable:
        """Say hello and wait for the welcome; Closed says why the host refused. `resume`: this
        seat's dropped connection, whose state carries on (its token, and every event after the
        last it read, are asked for)."""
        sock = socket.create_connection((host, port), timeout=timeout)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        table = cls(sock)
        table.keep_frames = keep_frames
        table.address, table.name, table._password = (host, port), name, password
        if resume is not None:
            table._resume_from(resume)
            token, since = resume.token, resume.seq
        hello: dict[str, Any] = {"name": name, "password": password, "token": token, "spectator": spectator}
        if resume is not None and resume._auto:
            hello["auto"] = table._auto = True      # (back under 托管, as it left: the stand-in keeps the chair)
        if seat is not None:
            hello["seat"] = seat
        if since is not None:
            hello["since"] = since
        table.send(message("hello", **hello))
        table.wait(lambda: table.welcomed, timeout)
        return table

    def _resume_from(self, old: RemoteTable) -> None:
        """Carry on from `old` (a dropped connection of this seat): its state and what it read."""
        self._state, self._info, self.seq = old._state, old._info, old.seq
        self._shown, self._typed = old._shown, old._typed

    def send(self, msg: dict[str, Any]) -> None:
        if self.closed is not None:
            raise Closed(self.closed)
        data = encode(msg)
        self.sock.setblocking(True)
        try:
            self.sock.sendall(data)
        except OSError as exc:
            self._close(f"connection lost: {exc}")
            raise Closed(self.closed or "connection lost") from None
        finally:
            self.sock.setblocking(False)

    @property
    def lost(self) -> bool:
        """Is the connection gone without the table ending for this client (a network fault)? Then
        `reconnect` may bring the seat back."""
        return self.closed is not None and not self._ended and self.token != ""

    def reconnect(self, timeout: float = 5.0) -> RemoteTable:
        """This seat again over a new connection, carrying on from this one's state (Closed or
        OSError if the host does not take it back)."""
        return RemoteTable.connect(*self.address, self.name, password=self._password, resume=self,
                                   timeout=timeout, keep_frames=self.keep_frames)

    def close(self) -> None:
        """Leave the table (a `bye`, then the socket closes)."""
        self._ended = True
        if self.closed is None:
            with contextlib.suppress(Closed):
                self.send(message("bye"))
        self._close("left the table")

    def drop(self) -> None:
        """Close the socket without a word (a cable pulled: tests)."""
        self._close("dropped")

    def _close(self, reason: str) -> None:
        if self.closed is None:
            self.closed = reason
        with contextlib.suppress(KeyError, ValueError):
            self._sel.unregister(self.sock)
        self.sock.close()

    # ------------------------------------------------------------------ reading
    def step(self, timeout: float = 0.0) -> bool:
        """Apply the frames that arrived (waiting up to `timeout` seconds for the first); False when
        none did."""
        got = bool(self._inbox)
        inbox, self._inbox = self._inbox, []
        for item in inbox:
            self._take(item)
        if self.closed is None:
            got = self._read(timeout, defer=False) or got
        return got

    def receive(self) -> None:
        """Read what arrived, taking the chat, the lobby and notices now and keeping the game's own
        frames (events, requests, errors) for `step`: the window calls this while it animates."""
        if self.closed is None:
            self._read(0.0, defer=True)

    def _read(self, timeout: float, defer: bool) -> bool:
        got = False
        wait: float | None = timeout
        while self._sel.select(wait):
            wait = 0
            try:
                data = self.sock.recv(1 << 16)
            except BlockingIOError:
                break
            except OSError as exc:
                self._close(f"connection lost: {exc}")
                break
            if not data:             # (the host's last error, if it said one, is why)
                last = self.errors[-1]["message"] if self.errors else "the host closed the connection"
                self._close(self.closed or last)
                break
            try:
                items = self._decoder.feed(data)
            except Refused as exc:
                self._close(f"bad frame from the host: {exc.message}")
                break
            for item in items:
                if isinstance(item, Refused):
                    self._close(f"bad frame from the host: {item.message}")
                    break
                got = True
                if defer and item.get("type") in GAME_KINDS:
                    self._inbox.append(item)
                else:
                    self._take(item)
        return got

    def wait(self, until: Any, timeout: float) -> None:
        """Read until `until()` holds; TimeoutError after `timeout` seconds, Closed if the table ends."""
        end = time.monotonic() + timeout
        while not until():
            left = end - time.monotonic()
            if self.closed is not None:
                code = self.errors[-1]["code"] if self.errors else ("closed" if self._ended else "lost")
                raise Closed(self.closed, code)
            if left <= 0:
                raise TimeoutError(f"the host did not answer within {timeout} s")
            self.step(min(left, 0.5))

    def _take(self, msg: dict[str, Any]) -> None:
        if self.keep_frames:
            self.frames.append(msg)
        kind = msg.get("type")
        if kind == "error" and msg.get("code") in ("kicked", "password", "token", "version", "flood"):
            self._ended = True
        if kind == "welcome":
            self._seat, self.token, self.room = msg["seat"], msg["token"], msg["room"]
            self.lobby = msg["lobby"]
            self.chat.extend(msg.get("chat", []))
            self.welcomed = True
        elif kind == "lobby":
            self.lobby = msg["lobby"]
        elif kind == "chat":
            self.chat.append(msg)
        elif kind == "start":
            self._start(msg)
        elif kind == "events":
            self._events(msg)
        elif kind == "request":
            if not self._auto:          # (under 托管 the host's stand-in answers it)
                self.request_id = msg["id"]
                self._pending = request_from_frame(msg["request"])
        elif kind == "error":
            self.errors.append(msg)
            sent = self._sent
            if sent is not None and msg.get("request") == sent[1] and msg.get("code") == "illegal":
                self._pending, self.request_id = sent     # (refused: the request is open again)
                self.refused += 1
        elif kind == "standin":
            self.notes.append(msg)
            if msg.get("seat") == self._seat and self._seat is not None and not self._conceded:
                self._auto = msg.get("ai") is True          # (托管 asked, or the host's timeout)
                if self._auto:
                    self._pending = None
        elif kind == "closed":
            self.closed = msg.get("reason", "closed")
            self._ended = True

    def _start(self, msg: dict[str, Any]) -> None:
        t = msg["table"]
        self._info = TableInfo(mode=t["mode"], players=t["players"], packs=tuple(t["packs"]))
        self._seat = msg["seat"]
        if msg["view"] is not None:
            self._state = SeatState(view_from_json(msg["view"]))
            missed = [ev for _, ev in events_from_json(msg["missed"], "start.missed")]
            self._shown.extend(missed)
            self._typed.extend(missed)
        self.seq = msg["seq"]
        self._pending, self.request_id = None, None

    def _events(self, msg: dict[str, Any]) -> None:
        if self._state is None:
            raise Refused("bad_message", "events before the game started")
        pairs = events_from_json(msg["events"])
        state = self._state
        for seq, ev in pairs:
            state.apply(ev)
            self.seq = seq + 1
            self._typed.append(ev)
            self._shown.append(ev)

    # ------------------------------------------------------------------ lobby
    def say(self, text: str) -> None:
        self.send(message("chat", text=text))

    def ready(self, ready: bool = True) -> None:
        self.send(message("ready", ready=ready))

    def sit(self, seat: int) -> None:
        self.send(message("sit", seat=seat))

    def resume(self) -> None:
        """Take the chair back from the AI that stands in (托管) after a missed request."""
        self.send(message("resume"))

    def concede(self) -> None:
        """投降: give up (the host counts it as this seat's death, at the next phase boundary)."""
        self.send(message("concede"))
        self._pending = None
        self._conceded, self._auto = True, False

    @property
    def auto(self) -> bool:
        return self._auto

    def set_auto(self, on: bool) -> None:
        """托管: the host's stand-in (the AI a seat gets when its player is away) plays this seat —
        the open request too —, until it is turned off: then the host asks this seat again from
        its next request. Sends an `auto` frame (Closed if the connection is gone)."""
        if self._seat is None:
            raise IllegalAnswer("a spectator has no seat to hand over")
        if self._conceded:
            raise IllegalAnswer("this seat gave up: the computer plays it to the end")
        self.send(message("auto", on=on))
        self._auto = on
        if on:
            self._pending = None

    @property
    def started(self) -> bool:
        return self._state is not None

    # ------------------------------------------------------------------ TableClient
    @property
    def seat(self) -> int | None:
        return self._seat

    @property
    def info(self) -> TableInfo:
        if self._info is None:
            raise LookupError("the game has not started")
        return self._info

    @property
    def state(self) -> SeatState:
        if self._state is None:
            raise LookupError("the game has not started")
        return self._state

    def events(self) -> list[Event]:
        """This seat's typed events since the last call (decoded from the frames by engine/wire.py's
        decoder, net/codec.py), already applied to `state`."""
        out, self._shown = self._shown, []
        return out

    def observed(self) -> list[Event]:
        """The same events, typed (an AI's `observe`), since the last call."""
        out, self._typed = self._typed, []
        return out

    @property
    def pending(self) -> Request[Any] | None:
        return self._pending

    def answer(self, answer: Answer) -> None:
        """Answer the open request: its form is checked here (IllegalAnswer changes nothing), its
        legality by the host (an `error` frame, and the request comes back open)."""
        if self._pending is None and self.closed is None:
            self.step(0)                # (a request sent again after a reconnect may be waiting)
        req, rid = self._pending, self.request_id
        if req is None or rid is None:
            raise IllegalAnswer("nothing is asked of this seat")
        req.validate(answer)
        try:
            self.send(message("answer", seat=self._seat, request=rid, answer=answer.to_json()))
        except Closed as exc:           # (to the window, a refused answer: it says why and goes on)
            raise IllegalAnswer(f"the table is gone: {exc.reason}") from None
        self._pending, self._sent = None, (req, rid)

    @property
    def finished(self) -> bool:
        return self._state is not None and self._state.result is not None

    @property
    def result(self) -> GameOverEvent | None:
        return self._state.result if self._state is not None else None


#: seconds between two tries to take the seat back after the connection dropped
RETRY = 0.5
#: the host's refusals that trying again does not change
FINAL_CODES = frozenset({"token", "password", "version", "kicked", "no_spectators", "closed"})


def come_back(table: RemoteTable, within: float) -> RemoteTable:
    """The seat again after its connection dropped (`table.lost`), carrying on from `table`'s
    state (its token, the events it read): tried every RETRY seconds for `within` seconds. Closed
    when the host refuses the token (or the table is over), or the time runs out."""
    end = time.monotonic() + within
    why = table.closed or "connection lost"
    while True:
        try:
            return table.reconnect(timeout=max(1.0, min(5.0, end - time.monotonic())))
        except Closed as exc:
            if exc.code in FINAL_CODES:
                raise
            why = exc.reason
        except (OSError, TimeoutError) as exc:
            why = str(exc) or type(exc).__name__
        if time.monotonic() + RETRY >= end:
            raise Closed(f"could not take the seat back within {within:g} s ({why})")
        time.sleep(RETRY)


def play_with(table: RemoteTable, agent: Seat, timeout: float = 60.0, *, reconnect: float = 0.0) -> RemoteTable:
    """Let `agent` play `table`'s seat until the game is over for it (Closed if the host ends it
    first; TimeoutError if nothing arrives for `timeout` seconds). With `reconnect` > 0, a dropped
    connection is taken back by itself (`come_back`, for up to that many seconds each time) and
    play goes on from the same state. Returns the connection the game ended on."""
    last: tuple[int | None, int] = (None, 0)
    while not table.finished:
        try:
            last = _play_one(table, agent, timeout, last)
        except (Closed, IllegalAnswer):
            if reconnect <= 0 or not table.lost:
                raise
            table = come_back(table, reconnect)
            last = (None, 0)            # (its open request comes again: answer it afresh)
    return table


def _play_one(table: RemoteTable, agent: Seat, timeout: float, last: tuple[int | None, int]) -> tuple[int | None, int]:
    """Wait for the next request, or answer the open one. `last`: the id last answered and how
    often (1: the agent's answer; 2: then the default, the host having refused the agent's)."""
    if table.pending is None:
        table.wait(lambda: table.pending is not None or table.finished, timeout)
        return last
    req, rid = table.pending, table.request_id
    if rid == last[0] and last[1] >= 2:     # the default refused too: never again (a flood); the
        table.wait(lambda: table.request_id != rid or table.finished, timeout)     # host moves on
        return last
    if rid == last[0]:                      # the host refused the agent's answer: the default
        table.answer(req.default())
        return rid, 2
    seen = table.observed()
    view = table.state.view if agent.wants_view else None
    try:
        if agent.wants_view and seen:
            agent.observe(seen)
        ans = agent.answer(req, view)
        req.validate(ans)
    except Exception:       # an agent's fault never stops the game (as at a local table)
        ans = req.default()
    table.answer(ans)
    return rid, 1
