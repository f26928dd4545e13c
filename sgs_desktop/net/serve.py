"""Running a table server: headless (`sgs-desktop host`, asyncio in the main thread) or beside the
window and in tests (`ServerThread`: its own asyncio loop in a thread; the owner's controls are
called across with `call`)."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from .discovery import DISCOVERY_PORT, Announcer, announcement
from .guard import Limits
from .lobby import HostSettings
from .server import TableServer

T = TypeVar("T")


#: the signals that stop a headless host: each saves the game so far, tells every guest, exits 0
STOP_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")


def _catch_stop_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event, caught: list[str]) -> list[int]:
    """Route SIGTERM, SIGHUP and SIGINT to `stop` (where the platform lets asyncio catch them)."""
    hooked = []
    for name in STOP_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is None:
            continue

        def on_signal(name: str = name) -> None:
            caught.append(name)
            stop.set()
        try:
            loop.add_signal_handler(sig, on_signal)
        except (NotImplementedError, RuntimeError, ValueError):     # (Windows, or not the main thread)
            continue
        hooked.append(sig)
    return hooked


async def run_table(server: TableServer, *, announce: str | None = None, announce_port: int = DISCOVERY_PORT,
                    on_ready: Callable[[TableServer], None] | None = None, linger: float = 1.0,
                    stopped: list[str] | None = None) -> None:
    """Open the table, announce it (to `announce`, a broadcast address; None: not), wait for the
    game to end, then close it for everyone (after `linger` seconds, so the last frames arrive).
    SIGTERM, SIGHUP or SIGINT close it at once: the record of the game so far is saved and every
    guest is sent `closed`; the signal's name is added to `stopped`."""
    await server.start()
    loop = asyncio.get_running_loop()
    stop, caught = asyncio.Event(), stopped if stopped is not None else []
    hooked = _catch_stop_signals(loop, stop, caught)
    task = None
    if announce is not None:
        port = server.port
        task = loop.create_task(
            Announcer(lambda: announcement(port, server.lobby.public()), announce, announce_port).run())
    if on_ready is not None:
        on_ready(server)
    try:
        done, stopping = loop.create_task(server.done.wait()), loop.create_task(stop.wait())
        await asyncio.wait({done, stopping}, return_when=asyncio.FIRST_COMPLETED)
        for t in (done, stopping):
            t.cancel()
        if not caught:
            await asyncio.sleep(linger)
    finally:
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if caught:
            reason = f"the host was stopped ({caught[0]})"
        elif server.game is not None and server.game.finished:
            reason = "the game is over"
        else:
            reason = "the host closed the table"
        await server.close(reason)
        for sig in hooked:
            loop.remove_signal_handler(sig)


class ServerThread:
    """A TableServer on its own asyncio loop in a daemon thread. `start()` returns its address;
    `call(fn, ...)` runs `fn(server, ...)` on the loop and returns its result; `stop()` closes the
    table (a `closed` frame to everyone) and ends the thread."""

    def __init__(self, settings: HostSettings, *, bind: str = "127.0.0.1", port: int = 0,
                 records: Path | None = None, announce: str | None = None,
                 announce_port: int = DISCOVERY_PORT, limits: Limits | None = None) -> None:
        self.settings, self.bind, self.port, self.records = settings, bind, port, records
        self.limits = limits
        self.announce, self.announce_port = announce, announce_port
        self.loop = asyncio.new_event_loop()
        self.server: TableServer | None = None
        self._thread = threading.Thread(target=self._run, name="sgs-table-server", daemon=True)
        self._ready: Future[tuple[str, int]] = Future()
        self._stopped = asyncio.Event()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._main())
        finally:
            self.loop.close()

    async def _main(self) -> None:
        self.server = TableServer(self.settings, bind=self.bind, port=self.port, records=self.records,
                                  limits=self.limits)
        task = None
        try:
            addr = await self.server.start()
        except OSError as exc:
            self._ready.set_exception(exc)
            return
        if self.announce is not None:
            port = self.server.port
            server = self.server
            task = asyncio.get_running_loop().create_task(
                Announcer(lambda: announcement(port, server.lobby.public()), self.announce, self.announce_port,
                          interval=0.2).run())
        self._ready.set_result(addr)
        await self._stopped.wait()
        if task is not None:
            task.cancel()
        await self.server.close()

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        self._thread.start()
        return self._ready.result(timeout)

    def call(self, fn: Callable[..., T], *args: Any, timeout: float = 10.0, **kwargs: Any) -> T:
        """`fn(server, *args, **kwargs)` on the server's loop (its controls are not thread-safe)."""
        async def run() -> T:
            assert self.server is not None
            return fn(self.server, *args, **kwargs)
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    def wait_done(self, timeout: float) -> bool:
        """Wait until the game is over (or the table closed); False after `timeout` seconds."""
        async def done() -> None:
            assert self.server is not None
            await self.server.done.wait()
        try:
            asyncio.run_coroutine_threadsafe(done(), self.loop).result(timeout)
        except TimeoutError:
            return False
        return True

    def stop(self, timeout: float = 10.0) -> None:
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self._stopped.set)
            self._thread.join(timeout)
