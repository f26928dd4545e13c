"""What a LAN table lets its guests use (限流), counted as bytes and frames arrive (Qt-free, no IO).

A seated player's connection has budgets of its own; a connection that has not said hello yet,
and a spectator's, have smaller ones, and share a second set with every other such connection
from the same address. Seated players are never counted against an address: a valid token always
gets its chair back, whatever else holds connections (docs/net.md, What the host checks).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .frames import FRAME_CAP

KIB = 1 << 10


@dataclass(frozen=True)
class Limits:
    """A table's limits. Rates are per second; a budget is a token bucket (`burst`, then `rate`).

    Frames and bytes over a budget are counted when they arrive: too many frames drop the
    connection (`flood`); too many bytes stop reading from it until the budget fills again (the
    sender waits, the host does no work for it). Chat has budgets and a queue of its own: a line
    past them is refused (`chat_limit`) and the game never waits behind chat."""

    # a seated player's connection
    frames_burst: float = 200
    frames_rate: float = 100
    bytes_burst: float = 2 * FRAME_CAP
    bytes_rate: float = 256 * KIB
    write_cap: int = 4 << 20            # bytes waiting for a player that does not read: dropped past it
    send_buffer: int = 1 << 20          # the kernel's send buffer of a player's socket
    # a guest's connection (not said hello yet, or a spectator)
    guest_frame_cap: int = 16 * KIB     # the longest frame a guest sends (a hello, a chat line)
    guest_frames_burst: float = 100
    guest_frames_rate: float = 50
    guest_bytes_burst: float = 64 * KIB
    guest_bytes_rate: float = 16 * KIB
    guest_write_cap: int = 256 * KIB
    guest_send_buffer: int = 64 * KIB
    # every guest connection of one address together
    address_frames_burst: float = 300
    address_frames_rate: float = 150
    address_bytes_burst: float = 256 * KIB
    address_bytes_rate: float = 64 * KIB
    # how many guests
    pending: int = 64                   # connections that have not said hello: past this, the oldest goes
    pending_per_address: int = 16       # (of one address: its oldest goes)
    pending_grace: float = 0.5          # seconds a new connection has before it may be sent away for that
    pending_cap: int = 256              # past this many, the oldest goes at once, grace or not
    spectators: int = 32
    spectators_per_address: int = 8
    # chat: per connection, per guest address, and the table's queue (lines sent on to everyone)
    chat_burst: float = 5
    chat_rate: float = 2
    address_chat_burst: float = 10
    address_chat_rate: float = 4
    chat_queue: int = 32
    chat_out_rate: float = 20           # lines a second the table sends on
    chat_skip: int = 32 * KIB           # a connection with this much unread gets no chat lines
    max_faults: int = 20                # refused frames before a connection is dropped


@dataclass(slots=True)
class Bucket:
    """A token bucket: `take(n)` spends n (going below zero is allowed: the debt is waited out);
    `wait` is the seconds until it is out of debt."""

    burst: float
    rate: float
    level: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.level < 0:
            self.level = self.burst

    def _fill(self, now: float) -> None:
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self, n: float = 1.0, now: float | None = None) -> bool:
        """Spend `n`; False when the bucket is now in debt (over the budget)."""
        self._fill(time.monotonic() if now is None else now)
        self.level -= n
        return self.level >= 0

    def can(self, n: float = 1.0, now: float | None = None) -> bool:
        """Spend `n` only if it is there (True), else spend nothing (False)."""
        self._fill(time.monotonic() if now is None else now)
        if self.level < n:
            return False
        self.level -= n
        return True

    def give_back(self, n: float = 1.0) -> None:
        """Return `n` spent on something that, after all, costs nothing (up to the burst)."""
        self.level = min(self.burst, self.level + n)

    @property
    def wait(self) -> float:
        self._fill(time.monotonic())
        return 0.0 if self.level >= 0 else -self.level / self.rate

    @property
    def full(self) -> bool:
        self._fill(time.monotonic())
        return self.level >= self.burst


class Address:
    """Every guest connection of one address: how many, and their shared budgets."""

    __slots__ = ("bytes", "chat", "frames", "host", "pending", "spectators")

    def __init__(self, host: str, limits: Limits) -> None:
        self.host = host
        self.pending = 0
        self.spectators = 0
        self.frames = Bucket(limits.address_frames_burst, limits.address_frames_rate)
        self.bytes = Bucket(limits.address_bytes_burst, limits.address_bytes_rate)
        self.chat = Bucket(limits.address_chat_burst, limits.address_chat_rate)

    @property
    def idle(self) -> bool:
        """No connection and full budgets: it may be forgotten."""
        return self.pending == 0 and self.spectators == 0 and self.frames.full and self.bytes.full


class AddressBook:
    """The addresses of a table's guests (a dict, pruned of idle ones)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._by_host: dict[str, Address] = {}

    def get(self, host: str) -> Address:
        a = self._by_host.get(host)
        if a is None:
            if len(self._by_host) > 256:
                self.prune()
            a = self._by_host[host] = Address(host, self.limits)
        return a

    def prune(self) -> None:
        for host in [h for h, a in self._by_host.items() if a.idle]:
            del self._by_host[host]

    def __len__(self) -> int:
        return len(self._by_host)
