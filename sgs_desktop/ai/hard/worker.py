"""The search worker (搜索进程): 困难 seats think in another process, so the window never stutters.

A table's 困难 seats share one worker process (only one seat is asked at a time). A seat that is
asked hands its search (`Job`: plain data, pickled) to the worker and is asked again until the
answer is back (`HardAgent.think`); the host meanwhile lets the window animate and the LAN host
serve its players. The seat never waits past its budget and a grace: a late search is abandoned and
the seat answers with the 普通 choice; a worker that died is replaced, and while the new one starts
the seat answers as 普通. Both are logged (`sgs_desktop` logger), never silent.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing as mp
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from .search import SearchResult

LOG = logging.getLogger("sgs_desktop")


def _serve(conn: Connection) -> None:
    """The worker process: search each job sent, send its result back; stop at None or EOF."""
    import gc

    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes

    from .agent import run_job
    gc.freeze()                     # (start-up's tables live as long as the process: startup.settle)
    conn.send(("ready", None))
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        ticket, job = msg
        try:
            result: Any = run_job(job)
        except Exception as exc:    # a search's fault: the seat answers as 普通 (the log says why)
            result = repr(exc)
        try:
            conn.send((ticket, result))
        except (OSError, ValueError):
            return


class SearchWorker:
    """One worker process and its pipe. `submit` a job, `poll` for its result (None while it
    thinks); `alive` says whether the process runs. Not thread-safe: one table's thread uses it."""

    def __init__(self) -> None:
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child,), daemon=True, name="sgs-search")
        self.process.start()
        child.close()
        self.ready = False
        self._ticket = 0
        self._waiting: int | None = None
        self._sent_at = 0.0

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def submit(self, job: Any) -> int:
        """Send `job`; its ticket (a result for an older ticket is dropped when it comes)."""
        self._ticket += 1
        self._waiting = self._ticket
        self._sent_at = time.monotonic()
        self._conn.send((self._ticket, job))
        return self._ticket

    def busy_for(self) -> float:
        """How long the job last submitted has gone unanswered (0: none is)."""
        return time.monotonic() - self._sent_at if self._waiting is not None else 0.0

    def poll(self) -> SearchResult | str | None:
        """The result of the job last submitted (a str: the search failed, why), or None: not yet."""
        try:
            while self._conn.poll():
                ticket, result = self._conn.recv()
                if ticket == "ready":
                    self.ready = True
                elif ticket == self._waiting:
                    self._waiting = None
                    return result
        except (EOFError, OSError):
            return None                 # (gone: `alive` says so)
        return None

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        self.process.join(timeout=1)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(timeout=1)
        self._conn.close()


_lock = threading.Lock()
_shared: SearchWorker | None = None


def shared_worker(replace: bool = False) -> SearchWorker:
    """This process's worker (started on first use; `replace`: a new one, the old one ended)."""
    global _shared
    with _lock:
        if _shared is not None and (replace or not _shared.alive):
            old, _shared = _shared, None
            with contextlib.suppress(Exception):    # (it is being replaced because it failed)
                old.close()
        if _shared is None:
            _shared = SearchWorker()
        return _shared


def close_shared() -> None:
    """End this process's worker (a table closing; tests)."""
    global _shared
    with _lock:
        if _shared is not None:
            _shared.close()
            _shared = None
