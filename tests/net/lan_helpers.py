"""Shared machinery of the LAN tests: a table server in a thread on 127.0.0.1, clients that an AI
plays in threads, and raw sockets for the hostile ones. Every wait has a timeout."""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from contextlib import contextmanager

from sgs_desktop.ai.base import agent_seed
from sgs_desktop.ai.basic import BasicAgent
from sgs_desktop.net.frames import FrameDecoder, encode, message
from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.net.remote import RemoteTable, play_with
from sgs_desktop.net.serve import ServerThread

LOOPBACK = "127.0.0.1"
WAIT = 30.0         # generous: the machine may be loaded


@contextmanager
def serving(settings: HostSettings, **kw):
    st = ServerThread(settings, bind=LOOPBACK, **kw)
    st.start()
    try:
        yield st
    finally:
        st.stop()


def host_until(st: ServerThread, fn, timeout: float = WAIT):
    """Poll `fn(server)` on the server's loop until it is true (its value); AssertionError after `timeout`."""
    end = time.monotonic() + timeout
    while True:
        got = st.call(fn)
        if got:
            return got
        assert time.monotonic() < end, "the host never got there"
        time.sleep(0.01)


def address(st: ServerThread) -> tuple[str, int]:
    assert st.server is not None
    return LOOPBACK, st.server.port


def seat_clients(st: ServerThread, n: int, *, keep_frames: bool = False, ready: bool = True) -> list[RemoteTable]:
    host, port = address(st)
    tables = [RemoteTable.connect(host, port, f"p{i}", seat=i, keep_frames=keep_frames, timeout=WAIT)
              for i in range(n)]
    if ready:
        for t in tables:
            t.ready()
        for t in tables:
            t.wait(lambda t=t: sum(c["ready"] for c in t.lobby["chairs"]) == n, WAIT)
    return tables


class Player(threading.Thread):
    """A client's seat played by the basic AI with the seed its chair would have at a local table;
    `error` keeps what stopped it."""

    def __init__(self, table: RemoteTable, seed: int) -> None:
        super().__init__(daemon=True)
        self.table = table
        self.agent = BasicAgent(agent_seed(seed, table.seat))
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.table.wait(lambda: self.table.started, WAIT)
            play_with(self.table, self.agent, timeout=WAIT)
        except BaseException as exc:
            self.error = exc


def play_all(st: ServerThread, tables: list[RemoteTable], seed: int) -> None:
    players = [Player(t, seed) for t in tables]
    for p in players:
        p.start()
    st.call(lambda s: s.start_game())
    for p in players:
        p.join(WAIT * 4)
        assert not p.is_alive(), "a client did not finish"
        assert p.error is None, repr(p.error)
    assert st.wait_done(WAIT)


class Raw:
    """A raw TCP socket speaking frames by hand (hostile clients)."""

    def __init__(self, st: ServerThread | tuple[str, int]) -> None:
        self.sock = socket.create_connection(st if isinstance(st, tuple) else address(st), timeout=WAIT)
        self.decoder = FrameDecoder()
        self.got: list[dict] = []

    def send_bytes(self, data: bytes) -> None:
        self.sock.sendall(data)

    def send(self, kind: str, **body) -> None:
        self.sock.sendall(encode(message(kind, **body)))

    def send_obj(self, obj) -> None:
        data = json.dumps(obj).encode()
        self.sock.sendall(struct.pack(">I", len(data)) + data)

    def hello(self, name: str = "raw", **more) -> dict:
        self.send("hello", name=name, **more)
        return self.until("welcome")

    def pump(self) -> bool:
        """Read what arrived into `got`; False once the host closed the connection."""
        try:
            data = self.sock.recv(1 << 16)
        except (ConnectionResetError, BrokenPipeError):
            return False
        if not data:
            return False
        for item in self.decoder.feed(data):
            assert isinstance(item, dict), item
            self.got.append(item)
        return True

    def until(self, kind: str) -> dict:
        """The first frame of `kind` not taken yet (AssertionError if the connection ends first)."""
        while True:
            for i, m in enumerate(self.got):
                if m["type"] == kind:
                    return self.got.pop(i)
            assert self.pump(), f"closed before a {kind!r} frame; got {self.got}"

    def next_request(self) -> dict | None:
        """The next request frame, or None once the game is over (its game_over event arrived)."""
        while True:
            for i, m in enumerate(self.got):
                if m["type"] == "request":
                    return self.got.pop(i)
                if m["type"] == "events" and any(e["kind"] == "game_over" for e in m["events"]):
                    del self.got[:i + 1]
                    return None
            assert self.pump(), f"closed before a request; got {self.got}"

    def drain(self) -> list[dict]:
        """Every frame until the host closes the connection."""
        while self.pump():
            pass
        return self.got

    def close(self) -> None:
        self.sock.close()
