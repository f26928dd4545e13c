"""Finding tables on the LAN (局域网发现): a host announces its table by UDP broadcast once a second;
the join page listens and lists what it hears. The broadcast address is a parameter, so the
tests announce to 127.0.0.1 only. An announcement is one small JSON object (no pickle, no eval);
anything else on the port is ignored.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.wire import PROTOCOL_VERSION
from . import DISCOVERY_PORT

#: tables are announced on UDP port DISCOVERY_PORT (docs/net.md: open it, and the table's TCP port,
#: in a firewall), to this address unless told another (the tests: 127.0.0.1)
BROADCAST = "255.255.255.255"
MAGIC = "sgs-desktop-table"
DATAGRAM_CAP = 2048


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the LAN: where to join it and what it plays."""

    host: str
    port: int
    name: str
    mode: str
    players: int
    seated: int
    started: bool
    password: bool
    protocol: int


def lan_address() -> str:
    """This machine's address on the LAN (the interface a route out would use), or 127.0.0.1."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))         # (TEST-NET: nothing is sent; it only picks the interface)
        return str(s.getsockname()[0])
    return "127.0.0.1"


def announcement(port: int, lobby: dict[str, Any]) -> bytes:
    """The datagram a host sends for its table (`lobby`: Lobby.public())."""
    s = lobby["settings"]
    body = {"magic": MAGIC, "protocol": PROTOCOL_VERSION, "port": port, "name": s["name"], "mode": s["mode"],
            "players": s["players"], "seated": sum(1 for c in lobby["chairs"] if c["player"]),
            "started": lobby["started"], "password": s["password"]}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def parse_announcement(data: bytes, sender: str) -> FoundTable | None:
    """A heard datagram as a table, or None when it is not one of ours (or not well formed)."""
    if len(data) > DATAGRAM_CAP:
        return None
    try:
        d = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(d, dict) or d.get("magic") != MAGIC:
        return None
    ints = ("protocol", "port", "players", "seated")
    if any(type(d.get(k)) is not int for k in ints) or not 0 < d["port"] < 65536:
        return None
    if not isinstance(d.get("name"), str) or not isinstance(d.get("mode"), str) or \
            type(d.get("started")) is not bool or type(d.get("password")) is not bool:
        return None
    return FoundTable(host=sender, port=d["port"], name=d["name"][:40], mode=d["mode"][:20], players=d["players"],
                      seated=d["seated"], started=d["started"], password=d["password"], protocol=d["protocol"])


class Announcer:
    """Sends `payload()` to (`address`, `port`) every `interval` seconds while `run` runs (a task)."""

    def __init__(self, payload: Callable[[], bytes], address: str = BROADCAST, port: int = DISCOVERY_PORT,
                 interval: float = 1.0) -> None:
        self.payload, self.address, self.port, self.interval = payload, address, port, interval
        self.sent = 0

    async def run(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            sock.setblocking(False)
            while True:
                with contextlib.suppress(OSError):      # (no network: try again next time)
                    sock.sendto(self.payload(), (self.address, self.port))
                    self.sent += 1
                await asyncio.sleep(self.interval)
        finally:
            sock.close()


def listen(seconds: float, port: int = DISCOVERY_PORT, bind: str = "") -> list[FoundTable]:
    """The tables heard on `port` within `seconds` (one entry per host:port, the latest heard)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((bind, port))
        return Listener(sock).collect(seconds)
    finally:
        sock.close()


class Listener:
    """A bound UDP socket the join page polls (`poll`): the tables heard so far by address."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        sock.setblocking(False)
        self.found: dict[tuple[str, int], FoundTable] = {}

    @classmethod
    def bound(cls, port: int = DISCOVERY_PORT, bind: str = "") -> Listener:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((bind, port))
        return cls(sock)

    @property
    def port(self) -> int:
        return int(self.sock.getsockname()[1])

    def poll(self) -> list[FoundTable]:
        while True:
            try:
                data, (sender, _) = self.sock.recvfrom(DATAGRAM_CAP + 1)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:
                break
            t = parse_announcement(data, sender)
            if t is not None:
                self.found[(t.host, t.port)] = t
        return sorted(self.found.values(), key=lambda t: (t.name, t.host, t.port))

    def collect(self, seconds: float) -> list[FoundTable]:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.poll()
            time.sleep(0.05)
        return self.poll()

    def close(self) -> None:
        self.sock.close()
