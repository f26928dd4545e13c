"""Who a LAN table lets in (入座与旁观的名额), Qt-free: the connections that have not said hello yet
and the spectators, each with a budget of their own and per address. A player's connection is
never counted here: a valid token always gets its chair back, whatever else holds connections
(docs/net.md, What the host checks)."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

from ..tables.table import Refused
from .guard import AddressBook, Limits

if TYPE_CHECKING:
    from .connection import Connection


class Admission:
    """`pending`: connections waiting for their hello, oldest first; `spectators`: how many watch."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.addresses = AddressBook(limits)
        self.pending: list[Connection] = []
        self.spectators = 0
        self.evicted = 0                    # connections sent away unheard (over the pending budget)
        self._check: asyncio.TimerHandle | None = None

    def admit(self, conn: Connection) -> None:
        """A new connection waits for its hello among the pending ones. Past their budget (the
        table's, or its address's) the oldest one older than `pending_grace` goes; past
        `pending_cap` the oldest goes at once."""
        conn.address = self.addresses.get(conn.host)
        conn.address.pending += 1
        self.pending.append(conn)
        if len(self.pending) > self.limits.pending_cap:
            self._evict(self.pending[0])
        self.keep_budget()

    def keep_budget(self) -> None:
        """Send away the oldest unheard connections past the table's budget, then past each address's,
        once their grace is over; while some are over and still young, look again when the oldest
        of them comes of age."""
        if self._check is not None:
            self._check.cancel()
            self._check = None
        lim = self.limits
        old = time.monotonic() - lim.pending_grace
        while len(self.pending) > lim.pending and self.pending[0].opened <= old:
            self._evict(self.pending[0])
        for c in [c for c in self.pending if c.opened <= old]:
            if c.address is not None and c.address.pending > lim.pending_per_address:
                self._evict(c)
        over = len(self.pending) > lim.pending or any(
            c.address is not None and c.address.pending > lim.pending_per_address for c in self.pending)
        if over and self.pending:
            wait = max(0.0, self.pending[0].opened + lim.pending_grace - time.monotonic()) + 0.01
            self._check = asyncio.get_running_loop().call_later(wait, self.keep_budget)

    def _evict(self, conn: Connection) -> None:
        self.evicted += 1
        conn.drop("busy", "too many connections are waiting to say hello: the oldest goes")

    def heard(self, conn: Connection) -> None:
        """`conn` said hello (or is gone): no longer pending."""
        if conn in self.pending:
            self.pending.remove(conn)
            if conn.address is not None:
                conn.address.pending -= 1

    def check_spectator(self, conn: Connection) -> None:
        """Refused `busy` when the table, or `conn`'s address, has all the spectators it takes."""
        lim, addr = self.limits, conn.address
        if self.spectators >= lim.spectators or (addr is not None and addr.spectators >= lim.spectators_per_address):
            raise Refused("busy", "this table has all the spectators it takes")

    def watch(self, conn: Connection) -> None:
        """`conn` watches from now on (counted until `unwatch`)."""
        conn.spectator = True
        self.spectators += 1
        if conn.address is not None:
            conn.address.spectators += 1

    def unwatch(self, conn: Connection) -> None:
        if conn.spectator:
            self.spectators -= 1
            if conn.address is not None:
                conn.address.spectators -= 1

    def stop(self) -> None:
        if self._check is not None:
            self._check.cancel()
            self._check = None
