"""Hostile crowds for the siege tests (issue 30), on 127.0.0.1 only, every one bounded in count and
time: sockets that never say hello (reopened when the host drops them), spectators that never read,
chatters, a spectator that reads everything (its frames go to the leak check)."""

from __future__ import annotations

import contextlib
import select
import selectors
import socket
import threading
import time

from lan_helpers import WAIT, Raw, address

from sgs_desktop.net.frames import FrameDecoder, encode, message
from sgs_desktop.net.serve import ServerThread


class Silent(threading.Thread):
    """`n` sockets that never say hello, each reopened as soon as the host drops it (until `stop`)."""

    def __init__(self, st: ServerThread, n: int) -> None:
        super().__init__(daemon=True)
        self.addr = address(st)
        self.sel = selectors.DefaultSelector()
        self.n = n
        self.opened = 0
        self.halt = threading.Event()
        for _ in range(n):
            self._open()

    def _open(self) -> None:
        s = socket.create_connection(self.addr, timeout=WAIT)
        s.setblocking(False)
        self.sel.register(s, selectors.EVENT_READ)
        self.opened += 1

    def run(self) -> None:
        while not self.halt.is_set():
            for key, _ in self.sel.select(0.05):
                s = key.fileobj
                try:
                    data = s.recv(1 << 16)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if not data:                    # dropped: back at once
                    self.sel.unregister(s)
                    s.close()
                    if not self.halt.is_set():
                        with contextlib.suppress(OSError):
                            self._open()

    def stop(self) -> None:
        self.halt.set()
        self.join(WAIT)
        for key in list(self.sel.get_map().values()):
            key.fileobj.close()


def mute_watchers(st: ServerThread, n: int) -> list[socket.socket]:
    """`n` spectators that say hello and then never read a byte."""
    out = []
    for i in range(n):
        s = socket.create_connection(address(st), timeout=WAIT)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.sendall(encode(message("hello", name=f"mute{i}", spectator=True)))
        out.append(s)
    return out


class Chatter(threading.Thread):
    """A spectator sending `rate` chat lines a second (and throwing away what it is sent), until
    the host drops it or it is stopped; `codes` are the host's error codes it was sent."""

    def __init__(self, st: ServerThread, rate: float = 95.0) -> None:
        super().__init__(daemon=True)
        self.sock = socket.create_connection(address(st), timeout=WAIT)
        self.sock.sendall(encode(message("hello", name="chatter", spectator=True)))
        self.rate = rate
        self.sent = 0
        self.dropped = False
        self.codes: list[str] = []
        self.halt = threading.Event()

    def run(self) -> None:
        line = encode(message("chat", text="刷屏" * 100))
        dec = FrameDecoder()
        while not self.halt.wait(1 / self.rate):
            try:
                self.sock.sendall(line)
                self.sent += 1
                while select.select([self.sock], [], [], 0)[0]:
                    data = self.sock.recv(1 << 16)
                    if not data:
                        raise ConnectionResetError
                    self.codes += [f["code"] for f in dec.feed(data) if isinstance(f, dict) and f["type"] == "error"]
            except OSError:
                self.dropped = True
                return

    def stop(self) -> None:
        self.halt.set()
        self.join(WAIT)
        self.sock.close()


class Nosy(threading.Thread):
    """A spectator that reads every frame it is sent (for the leak check) until the host closes."""

    def __init__(self, st: ServerThread) -> None:
        super().__init__(daemon=True)
        self.raw = Raw(st)
        self.welcome = self.raw.hello("nosy", spectator=True)
        self.frames: list[dict] = [self.welcome]

    def run(self) -> None:
        self.raw.sock.settimeout(WAIT * 4)
        dec = FrameDecoder()
        with contextlib.suppress(OSError):
            self.frames.extend(self.raw.got)
            while data := self.raw.sock.recv(1 << 16):
                self.frames.extend(f for f in dec.feed(data) if isinstance(f, dict))


def wait_for(fn, timeout: float = WAIT) -> None:
    end = time.monotonic() + timeout
    while not fn():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.01)
