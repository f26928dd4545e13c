"""`HardAgent` (困难): the 普通 AI, searching the decisions that matter (search.py)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.events import Event
from ...engine.protocol.answers import Answer
from ...engine.protocol.requests import (
    CardsRequest,
    OptionRequest,
    PlayRequest,
    Request,
    RespondRequest,
    SeatsRequest,
)
from ...engine.rng import Rng
from ...engine.view import PlayerView
from ..normal import NormalAgent
from ..normal.context import NormalCtx
from ..normal.evidence import NULLIFICATIONS
from .candidates import other_candidates, play_candidates
from .knowledge import PublicRoles, SeatKnowledge
from .preludes import Asked, Prelude, lookahead_of, nullify, phase_question, rescue
from .sampler import SampleError, Snapshot, snapshot

if TYPE_CHECKING:
    from .worker import SearchWorker
from .search import SearchResult, SearchSettings, search

#: a decision's budget at the table (ms); the arena sets its own (`--budget-ms`)
DEFAULT_BUDGET_MS = 1000
#: how long past its budget a search in the worker may take before the seat answers as 普通 (s)
GRACE_S = 0.15
#: a worker that has not answered a search for this long past two budgets is hung: it is replaced
HUNG_S = 5.0
#: the budgets a seat may be given (ms): below, a search sees too few worlds to count; above, a
#: table would wait minutes a turn
MIN_BUDGET_MS, MAX_BUDGET_MS = 50, 60_000


def budget_ms(value: Any) -> int:
    """A decision's budget in ms, checked: a whole number from 50 to 60,000 (ValueError says why)."""
    if isinstance(value, bool):
        raise ValueError(f"a budget is a number of milliseconds, got {value!r}")
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            raise ValueError(f"a budget is a number of milliseconds, got {value!r}") from None
    if not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"a budget is a number of milliseconds, got {value!r}")
    if value != int(value) or not MIN_BUDGET_MS <= value <= MAX_BUDGET_MS:
        raise ValueError(f"a budget is a whole number of milliseconds from {MIN_BUDGET_MS} to {MAX_BUDGET_MS}, "
                         f"got {value!r}")
    return int(value)


@dataclass
class Job:
    """One decision to search: the snapshot (the sampler's only input), the candidates (the
    first: the 普通 answer), where the worlds stand, the budget left and the search's seed."""

    snap: Snapshot
    candidates: list[Answer]
    phase: str
    inside: bool
    settings: SearchSettings            # its budget: the time left for the decision
    seed: int
    prelude: Prelude | None = None
    asked: Asked | None = None
    #: what is decided ("play", "save", "nullify", "show", "invoke:<skill>"): the searches' record
    kind: str = ""


class HardAgent(NormalAgent):
    """困难: the 普通 AI searching its play-phase actions over sampled worlds."""

    name = "hard"
    #: it reads every event of its stream (its knowledge needs them all)
    observes = None      # type: ignore[assignment]

    def __init__(self, seed: int, budget: int = DEFAULT_BUDGET_MS) -> None:
        super().__init__(seed)
        self.settings = SearchSettings(budget_s=budget_ms(budget) / 1000)
        self.knowledge = SeatKnowledge()
        self.public = PublicRoles()
        self.search_rng = Rng(seed * 2 + 0x5EED)
        #: (decision kind — `Job.kind` —, worlds, chosen index, seconds) of each search (measurement)
        self.searches: list[tuple[str, int, int, float]] = []
        #: where a search runs in the foreground (this process; tests swap it)
        self.runner: Callable[[Job], SearchResult] = run_job
        #: searching in the worker (use_worker): the request searched, its 普通 answer, when it is late
        self.background = False
        self._pending_search: tuple[Request, Answer, float] | None = None
        self._pending_kind = ""
        self._ready: tuple[Request, Answer] | None = None
        self._wait = 0.0
        self._worker: SearchWorker | None = None

    # ------------------------------------------------------------ in the background (worker.py)
    def use_worker(self) -> None:
        """Search in the shared worker process from now on (a host that must never block: the
        window, a LAN host): the host asks `think` until the answer is ready. The worker starts now."""
        from .worker import shared_worker
        self.background = True
        self.settings.cpu = False           # (the player waits in wall time)
        shared_worker()

    def think(self, request: Request, view: PlayerView) -> bool:
        """Start or follow this request's search in the worker; True once the answer is ready (the
        host then asks `answer`, which gives it at once). A search that is late, a worker that fails
        or is gone: the 普通 answer (logged), and a gone worker is replaced."""
        from .worker import LOG, shared_worker
        pending = self._pending_search
        if pending is None or pending[0] is not request:
            return self._begin(request, view)
        _req, normal, deadline = pending
        worker = self._worker
        assert worker is not None       # (the one the search was handed to)
        got = worker.poll()
        answer: Answer | None = None
        if isinstance(got, SearchResult):
            answer = got.answer
            self.searches.append((self._pending_kind, got.worlds, got.chosen,
                                  time.perf_counter() - (deadline - self._wait)))
        elif isinstance(got, str):
            LOG.warning("困难 seat %s: the search failed (%s); it answers as 普通", request.seat, got)
            answer = normal
        elif not worker.alive:
            LOG.warning("困难 seat %s: the search worker died; a new one starts, and the seat answers as 普通 "
                        "meanwhile", request.seat)
            shared_worker(replace=True)
            answer = normal
        elif time.perf_counter() > deadline:
            LOG.warning("困难 seat %s: the search ran past its budget; it answers as 普通", request.seat)
            answer = normal
        if answer is None:
            return False
        self._pending_search = None
        self._ready = (request, answer)
        return True

    def _begin(self, request: Request, view: PlayerView) -> bool:
        from .worker import shared_worker
        start = time.perf_counter()
        normal = NormalAgent.decide(self, request, view)
        self._ready = (request, normal)
        job = self.job(request, view, normal, start)
        if job is None:
            return True
        worker = shared_worker()
        worker.poll()               # (a late search's result, if it came: the worker is free again)
        if worker.busy_for() > HUNG_S + 2 * (self.settings.budget_s + GRACE_S):
            from .worker import LOG
            LOG.warning("困难 seat %s: the search worker stopped answering; a new one starts, and the seat "
                        "answers as 普通 meanwhile", request.seat)
            worker = shared_worker(replace=True)
        if not worker.ready:
            return True             # (a worker starting: the 普通 answer meanwhile)
        worker.submit(job)
        self._worker = worker
        self._wait = self.settings.budget_s + GRACE_S
        self._pending_search = (request, normal, start + self._wait)
        self._pending_kind = job.kind
        return False

    def observe(self, events: list[Event]) -> None:
        self.knowledge.observe(events)
        self.public.observe(events)
        super().observe(events)

    def decide(self, request: Request, view: PlayerView) -> Answer:
        if self.background:         # (the answer `think` prepared; any other: 普通, never blocking)
            ready = self._ready
            if ready is not None and ready[0] is request:
                return ready[1]
            return NormalAgent.decide(self, request, view)
        clock = self.settings.clock()
        start = clock()
        normal = super().decide(request, view)
        job = self.job(request, view, normal, start)
        if job is None:
            return normal
        result = self.runner(job)
        self.searches.append((job.kind, result.worlds, result.chosen, clock() - start))
        return result.answer

    def job(self, request: Request, view: PlayerView, normal: Answer, start: float) -> Job | None:
        """The search a decision calls for, or None (the 普通 answer stands: an easy decision)."""
        kind = _searched(request, view)
        if kind is None:
            return None
        ctx = NormalCtx(view, self.beliefs, self.rng, request)
        if kind == "play":
            candidates = play_candidates(ctx, request, normal)       # type: ignore[arg-type]
        else:               # (a rescue, 无懈可击, showing generals, a skill's invoke: its two answers)
            candidates = other_candidates(ctx, request, normal)      # type: ignore[arg-type]
        if len(candidates) < 2:
            return None
        self.public.meet(view)
        try:
            snap = snapshot(view, self.knowledge, self.beliefs, self.public)
        except SampleError:
            return None
        where = self._where(kind, request, snap)
        if where is None:
            return None
        prelude, asked, phase, inside = where
        base = self.settings
        left = max(0.0, base.budget_s - (base.clock()() - start))
        settings = SearchSettings(budget_s=left, horizon=base.horizon, margin=base.margin, max_worlds=base.max_worlds,
                                  cpu=base.cpu)
        return Job(snap, candidates, phase, inside, settings, self.search_rng.below(1 << 30), prelude, asked, kind)

    def _where(self, kind: str, request: Request,
               snap: Snapshot) -> tuple[Prelude | None, Asked | None, str, bool] | None:
        """Where a decision's worlds stand and what the candidate answers there (preludes.py)."""
        args = request.prompt.args
        if kind == "play":
            return None, None, "play", True
        if kind == "save":
            return rescue(snap, int(str(args[0])))
        if kind == "show":
            return None, Asked("option", "show_general"), "start", False
        if kind.startswith("invoke:"):
            found = lookahead_of(request, snap.view.mode == "hegemony")
            return None if found is None else phase_question(found[1], request)
        # 无懈可击 on a trick, the race's first step only (on a 无懈可击 the 普通 reading stands)
        rb = self.beliefs
        if rb.last_trick is None or rb.last_trick[3] != rb.nullifications:
            return None
        return nullify(snap, str(args[0]), int(str(args[1])), int(str(args[2])))


#: the kinds of request a skill's `lookahead` may declare (its "invoke?", a card to invoke, a player)
_ASKED_BY_SKILLS = frozenset({OptionRequest, CardsRequest, SeatsRequest})


def _searched(request: Request, view: PlayerView) -> str | None:
    """The kind of a decision the search takes ("play", "save", "nullify", "show", "invoke:<skill>"
    — a question a skill declares its `lookahead`, in the seat's own turn), or None."""
    me = request.seat
    if type(request) is PlayRequest:
        return "play" if view.current == me and view.phase == "play" else None
    key = request.prompt.key
    if view.current == me and type(request) in _ASKED_BY_SKILLS:
        found = lookahead_of(request, view.mode == "hegemony")
        if found is not None:
            return f"invoke:{found[0]}"
    if type(request) is RespondRequest and request.options:
        if key == "save" and request.prompt.args and request.prompt.args[0] != me:
            return "save"
        if key == "nullify" and len(request.prompt.args) >= 3 and request.prompt.args[0] not in NULLIFICATIONS:
            return "nullify"
        return None
    if type(request) is OptionRequest and key == "show_general" and view.current == me and view.phase == "start":
        return "show"
    return None


def run_job(job: Job) -> SearchResult:
    """Search `job` here (in this process)."""
    return search(job.snap, job.candidates, job.settings, job.seed, job.phase, job.inside, job.prelude, job.asked)
