"""A table's chat (聊天): its own queue and its own pace, so a flood of lines never holds up the game
(asyncio, Qt-free). Lines are taken when their budgets allow (the sender's, its address's while it
is a guest, and room in the queue), then sent on to everyone at `chat_out_rate` lines a second,
each encoded once; a client with much unread gets no chat lines (chat is the first thing a slow
reader loses)."""

from __future__ import annotations

import asyncio
import collections
import contextlib
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..tables.table import Refused
from .frames import encode, message
from .guard import Limits

if TYPE_CHECKING:
    from .connection import Connection

#: chat lines the table remembers (the last 50 go with every welcome)
HISTORY = 200


class ChatRoom:
    """`post` takes a line (Refused `chat_limit` when a budget or the queue is full); `run` sends
    the queue on to `readers()` until cancelled; `lines` is the history."""

    def __init__(self, limits: Limits, readers: Callable[[], Iterable[Connection]]) -> None:
        self.limits = limits
        self.readers = readers
        self.lines: list[dict[str, Any]] = []
        self.queue: collections.deque[dict[str, Any]] = collections.deque()
        self.refused = 0
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self.run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def post(self, conn: Connection | None, name: str, seat: int | None, text: str) -> None:
        """A line from `conn` (None: the host's own, never refused)."""
        if conn is not None:
            lim = self.limits
            ok = len(self.queue) < lim.chat_queue and conn.chat.can()
            if ok and conn.guest and conn.address is not None:
                ok = conn.address.chat.can()
            if not ok:
                self.refused += 1
                raise Refused("chat_limit", "too much chat: this line was not sent")
        self.queue.append({"from": name, "seat": seat, "text": text})
        self._wake.set()

    async def run(self) -> None:
        pace = 1.0 / self.limits.chat_out_rate
        while True:
            if not self.queue:
                self._wake.clear()
                await self._wake.wait()
                continue
            line = self.queue.popleft()
            self.lines.append(line)
            del self.lines[:-HISTORY]
            data = encode(message("chat", **line))
            for c in list(self.readers()):
                c.send_bytes(data, lossy=True)
            await asyncio.sleep(pace)
