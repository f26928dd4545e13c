"""The paired 国战 measure by kingdoms (`arena --mode hegemony --kingdoms`).

A 国战 seat's result is its kingdom's, and the deal decides the kingdoms' sizes: a seat alone in
its kingdom wins 8–10% of games, one of three 72–77%. So two agents are compared kingdom by
kingdom, on the same deals and the same pairs: the generals are chosen once per deal by the fixed
agent (every seat), and those choices are given again in every game of the deal; then, for each
kingdom dealt, its seats are all played by A in one game and all by B in another, the other
seats by the fixed agent (B unless `--fixed` says otherwise). The kingdom wins when one of its
seats is among the winners (a 野心家 of it that wins alone too). The paired difference (A − B) is
taken per deal and kingdom, its 95% interval over deals (a deal's kingdoms are not independent:
the interval is that of the deals' mean differences); and stratified by the kingdom's size.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any

from .ai.base import Seat, SeatRunner
from .arena import ARENA_AGENTS, ARENA_BUDGET_MS, _config, _init_worker, agent_seed, make_agent, percentile, wilson
from .engine.events import Event
from .engine.game import Game
from .engine.protocol.answers import Answer
from .engine.protocol.requests import Request
from .engine.view import PlayerView

#: the questions asked before play: the pairs (and 君主) — answered in every game as the fixed agent
#: first answered them
CHOICES = frozenset({"choose_pair", "become_lord"})


class Replayed:
    """A seat whose choice questions (CHOICES) are answered as recorded, everything else by `inner`
    (which also reads every event, the choices' included)."""

    def __init__(self, choices: list[Answer], inner: Seat) -> None:
        self.choices = list(choices)
        self.inner = inner
        self.wants_view = True
        self.observes = getattr(inner, "observes", None)

    def observe(self, events: list[Event]) -> None:
        self.inner.observe(events)

    def answer(self, request: Request, view: PlayerView | None) -> Answer:
        if request.prompt.key in CHOICES and self.choices:
            return self.choices.pop(0)
        return self.inner.answer(request, view)

    def __getattr__(self, name: str) -> Any:           # (the inner agent's: searches, beliefs …)
        return getattr(self.inner, name)


@dataclass
class KingdomGame:
    deal: int
    kingdom: str
    size: int                   # the kingdom's seats at this deal
    agent: str                  # "a" or "b": who played the kingdom
    won: bool
    reason: str
    rounds: int
    times: list[float] = field(default_factory=list)
    errors: int = 0
    illegal: int = 0


def _choices(game: Game, seats: list[Seat]) -> dict[int, list[Answer]]:
    """Play the choosing (pairs, 君主) with `seats`; each seat's answers in order."""
    runner = SeatRunner(game, seats)
    while game.pending is not None and game.pending.prompt.key in CHOICES:
        runner.step()
    out: dict[int, list[Answer]] = {s: [] for s in range(len(seats))}
    for seat, answer in game.answers:
        out[seat].append(answer)
    return out


def _kingdom_of(game: Game, seat: int) -> str:
    from .packs.heg_seating import general_of
    return general_of(game, game.players[seat], 0).kingdom


def kingdom_deal(args: tuple) -> list[KingdomGame]:
    """Every game of one deal (a top-level function, so worker processes can run it)."""
    players, seed, deal, a, b, fixed, round_limit, rules, packs, budget = args
    config = _config("hegemony", players, "standard", round_limit, rules, packs)
    probe = Game.new(config, seed + deal)
    choices = _choices(probe, [make_agent(fixed, agent_seed(seed, deal, 9, s), budget) for s in range(players)])
    kingdoms = [_kingdom_of(probe, s) for s in range(players)]
    out = []
    for k_no, kingdom in enumerate(sorted(set(kingdoms))):
        mine = {s for s in range(players) if kingdoms[s] == kingdom}
        for tag, name in (("a", a), ("b", b)):
            game = Game.new(config, seed + deal)
            seats: list[Seat] = []
            for s in range(players):
                # (the same seeds in both games of the kingdom: they differ only by who plays it)
                agent = make_agent(name if s in mine else fixed, agent_seed(seed, deal, k_no, s), budget)
                seats.append(Replayed(choices[s], agent))
            runner = SeatRunner(game, seats, timing=True)
            while runner.step():
                pass
            assert game.result is not None
            won = bool(mine & set(game.result.winners))
            out.append(KingdomGame(deal, kingdom, len(mine), tag, won, game.result.reason, game.round,
                                   [t for s in mine for t in runner.times[s]], len(runner.faults.errors),
                                   len(runner.faults.illegal)))
    return out


def _interval(xs: list[float]) -> list[float]:
    if len(xs) < 2:
        return [round(xs[0], 4), round(xs[0], 4)] if xs else [0.0, 0.0]
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return [round(mean - half, 4), round(mean + half, 4)]


@dataclass
class KingdomReport:
    a: str
    b: str
    fixed: str
    games: list[KingdomGame]
    seconds: float
    players: int

    def pairs(self) -> dict[tuple[int, str], dict[str, KingdomGame]]:
        out: dict[tuple[int, str], dict[str, KingdomGame]] = {}
        for g in self.games:
            out.setdefault((g.deal, g.kingdom), {})[g.agent] = g
        return {k: v for k, v in out.items() if len(v) == 2}

    def to_json(self) -> dict[str, Any]:
        pairs = self.pairs()
        by_deal: dict[int, list[float]] = {}
        #: (a deal's kingdoms compete, so the overall interval is over the deals' mean differences)
        by_size: dict[int, list[tuple[bool, bool]]] = {}
        for (deal, _k), pair in sorted(pairs.items()):
            by_deal.setdefault(deal, []).append(float(int(pair["a"].won) - int(pair["b"].won)))
            by_size.setdefault(pair["a"].size, []).append((pair["a"].won, pair["b"].won))
        deal_means = [statistics.fmean(v) for v in by_deal.values()]
        diffs = [d for v in by_deal.values() for d in v]
        strata = {}
        for size, rows in sorted(by_size.items()):
            wa, wb = sum(r[0] for r in rows), sum(r[1] for r in rows)
            d = [float(int(x) - int(y)) for x, y in rows]
            strata[str(size)] = {"kingdoms": len(rows), "a_won": _rate(wa, len(rows)), "b_won": _rate(wb, len(rows)),
                                 "paired_difference": {"mean": round(statistics.fmean(d), 4), "ci95": _interval(d)}}
        times = [t for g in self.games if g.agent == "a" for t in g.times]
        kinds = len(pairs)
        wa = sum(p["a"].won for p in pairs.values())
        wb = sum(p["b"].won for p in pairs.values())
        return {
            "mode": "hegemony", "measure": "kingdoms", "a": self.a, "b": self.b, "fixed": self.fixed,
            "deals": len(by_deal), "kingdoms": kinds, "games": len(self.games),
            "a_kingdom_win_rate": _rate(wa, kinds), "b_kingdom_win_rate": _rate(wb, kinds),
            "paired_kingdom_difference": {"mean": round(statistics.fmean(diffs), 4) if diffs else 0.0,
                                          "ci95": _interval(deal_means) if deal_means else [0.0, 0.0],
                                          "per_deal_mean": round(statistics.fmean(deal_means), 4)
                                          if deal_means else 0.0},
            "by_size": strata,
            "reasons": {r: sum(1 for g in self.games if g.reason == r)
                        for r in sorted({g.reason for g in self.games})},
            "avg_rounds": round(statistics.fmean(g.rounds for g in self.games), 2) if self.games else 0,
            "latency_a": {"decisions": len(times), "p50_ms": round(percentile(times, 0.5) * 1000, 3),
                          "p99_ms": round(percentile(times, 0.99) * 1000, 3),
                          "max_ms": round(max(times, default=0) * 1000, 3)},
            "errors": sum(g.errors for g in self.games), "illegal": sum(g.illegal for g in self.games),
            "seconds": round(self.seconds, 2),
        }


def _rate(k: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(k, n)
    return {"n": n, "wins": k, "rate": round(k / n, 4) if n else 0.0, "ci95": [round(lo, 4), round(hi, 4)]}


def kingdom_arena(a: str, b: str, *, deals: int, seed: int = 0, players: int = 6, fixed: str | None = None,
                  jobs: int = 1, round_limit: int = 200, rules: str = "old", packs: tuple[str, ...] | None = None,
                  budget_ms: int = ARENA_BUDGET_MS) -> KingdomReport:
    fixed = fixed or b
    for name in (a, b, fixed):
        if name not in ARENA_AGENTS:
            raise ValueError(f"unknown agent {name!r}; known: {sorted(ARENA_AGENTS)}")
    work = [(players, seed, d, a, b, fixed, round_limit, rules, packs, budget_ms) for d in range(deals)]
    start = time.perf_counter()
    results: Iterable[list[KingdomGame]]
    if jobs > 1:
        with get_context("spawn").Pool(jobs, initializer=_init_worker) as pool:
            results = pool.map(kingdom_deal, work, chunksize=1)
    else:
        results = map(kingdom_deal, work)
    games = [g for batch in results for g in batch]
    return KingdomReport(a, b, fixed, games, time.perf_counter() - start, players)
