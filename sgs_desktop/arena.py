"""Arena: two agents over duplicate deals, to measure them fairly.

Every deal (a game seed: the same roles, generals on offer and cards) is played twice: first
agent A plays the lord's side (主公 and 忠臣) and B everyone else (反贼 and 内奸); then the
sides swap. Luck of the deal cancels out in the paired difference.

国战 has no sides before the generals are chosen: A plays the even seats and B the odd ones,
then they swap; a seat wins when it is among the winners (its kingdom, or a 野心家 alone).
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from multiprocessing import get_context

from .ai.agents import AGENTS
from .ai.base import Seat, SeatRunner
from .ai.basic import OmniscientAgent
from .engine.config import GameConfig
from .engine.game import Game

#: the seats' agents (ai.agents), and the omniscient basic AI (a yardstick: it sees every hand); 困难's is
#: `make_agent`'s (a CPU-time budget)
ARENA_AGENTS: dict[str, Callable[[int], Seat]] = {**AGENTS, "omniscient": OmniscientAgent,
                                                  "hard": lambda seed: make_agent("hard", seed)}
#: a 困难 seat's budget a searched decision in the arena (ms of CPU time: fair on a loaded host)
ARENA_BUDGET_MS = 100


def make_agent(name: str, seed: int, budget_ms: int = ARENA_BUDGET_MS) -> Seat:
    """The agent `name` for one seat (困难: searching `budget_ms` of this process's CPU time a
    decision, so a loaded machine measures the same strength, only slower)."""
    if name == "hard":
        from .ai.hard import HardAgent
        agent = HardAgent(seed, budget_ms)
        agent.settings.cpu = True
        return agent
    return ARENA_AGENTS[name](seed)
LORD_SIDE = ("lord", "loyalist")


@dataclass
class GameOutcome:
    deal: int
    a_side: str                 # "lord" (A plays 主公+忠臣) or "rebel" (A plays 反贼+内奸)
    winner_roles: tuple[str, ...]
    rounds: int
    decisions: int
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)
    errors: int = 0
    illegal: int = 0
    reason: str = ""
    a_seats: tuple[int, ...] = ()
    winner_seats: tuple[int, ...] = ()
    #: the belief report: per agent ("a"/"b") and round, [sum, count] of the probability its
    #: seats gave the true role of every other living seat whose role was hidden to them
    belief: dict[str, dict[int, list[float]]] = field(default_factory=dict)
    #: 困难 seats: the time (CPU, s) of each searched decision, per agent, and the worlds each saw
    searched: dict[str, list[tuple[float, int]]] = field(default_factory=dict)


def agent_seed(seed: int, deal: int, game: int, seat: int) -> int:
    return ((seed * 100_003 + deal) * 7 + game) * 101 + seat + 1


def _config(mode: str, players: int, generals: str, round_limit: int, rules: str = "old",
            packs: tuple[str, ...] | None = None) -> GameConfig:
    if mode == "hegemony":
        from .modes.hegemony import HEG_PACKAGES, hegemony_config
        return hegemony_config(players, round_limit=round_limit, rules=rules, packs=packs or HEG_PACKAGES)
    from .modes.identity import chosen_identity_packs
    return GameConfig(mode=mode, players=players, generals=generals, round_limit=round_limit,
                      packs=chosen_identity_packs(packs or ()))


def play_deal(args: tuple) -> list[GameOutcome]:
    """Both games of one deal (a top-level function, so worker processes can run it)."""
    mode, players, generals, seed, deal, a_name, b_name, round_limit, rules, *more = args
    packs = more[0] if more else None
    budget = more[1] if len(more) > 1 else ARENA_BUDGET_MS
    out = []
    for game_no, a_side in enumerate(("lord", "rebel")):
        game = Game.new(_config(mode, players, generals, round_limit, rules, packs), seed + deal)
        roles = [p.role for p in game.players]
        seats, a_seats, omni = [], set(), set()
        for s, role in enumerate(roles):
            if mode == "hegemony":
                use_a = (s % 2 == 0) == (a_side == "lord")       # "lord": A has the even seats
            else:
                use_a = (role in LORD_SIDE) == (a_side == "lord")
            name = a_name if use_a else b_name
            agent = make_agent(name, agent_seed(seed, deal, game_no, s), budget)
            if use_a:
                a_seats.add(s)
            if getattr(agent, "omniscient", False):
                omni.add(s)
            seats.append(agent)
        runner = SeatRunner(game, seats, omniscient=frozenset(omni), timing=True)
        while runner.step():
            pass
        assert game.result is not None  # (it was played to its end)
        times_a = [t for s in a_seats for t in runner.times[s]]
        times_b = [t for s in range(players) if s not in a_seats for t in runner.times[s]]
        winners = tuple(sorted({roles[s] or "" for s in game.result.winners}))
        searched: dict[str, list[tuple[float, int]]] = {}
        for s, agent in enumerate(seats):
            for _kind, worlds, _chosen, spent in getattr(agent, "searches", ()):
                searched.setdefault("a" if s in a_seats else "b", []).append((spent, worlds))
        out.append(GameOutcome(deal, a_side, winners, game.round, game.decisions, times_a, times_b,
                               len(runner.faults.errors), len(runner.faults.illegal), game.result.reason,
                               tuple(sorted(a_seats)), tuple(game.result.winners),
                               belief_tally(seats, roles, a_seats), searched))
    return out


def belief_tally(seats: list[Seat], roles: list[str | None], a_seats: set[int]) -> dict[str, dict[int, list[float]]]:
    """For the seats that keep a role posterior by round (the 普通 AI's `beliefs.history`): the
    probability each gave the true role of every other living seat but the lord, summed by round."""
    from .ai.normal.roles import INDEX
    out: dict[str, dict[int, list[float]]] = {}
    for s, agent in enumerate(seats):
        history = getattr(getattr(agent, "beliefs", None), "history", None)
        if not history:
            continue
        tally = out.setdefault("a" if s in a_seats else "b", {})
        for rnd, marg, dead in history:
            for o, role in enumerate(roles):
                if o == s or o in dead or role is None or role == "lord" or o >= len(marg):
                    continue
                cell = tally.setdefault(rnd, [0.0, 0])
                cell[0] += marg[o][INDEX[role]]
                cell[1] += 1
    return out


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score)."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, (c - r) / d), min(1.0, (c + r) / d))


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    i = min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))
    return xs[i]


@dataclass
class ArenaReport:
    a: str
    b: str
    games: list[GameOutcome]
    seconds: float
    mode: str = "identity"
    players: int = 5

    def _rate(self, side: str, winner: str) -> dict:
        games = [g for g in self.games if g.a_side == side]
        k = sum(1 for g in games if winner in g.winner_roles)
        lo, hi = wilson(k, len(games))
        return {"games": len(games), "wins": k, "rate": round(k / len(games), 4) if games else 0.0,
                "ci95": [round(lo, 4), round(hi, 4)]}

    def _seat_rate(self, agent: str) -> dict:
        """Of the seats `agent` ("a"/"b") played, the share that ended among the winners."""
        k = n = 0
        for g in self.games:
            mine = set(g.a_seats) if agent == "a" else set(range(self.players)) - set(g.a_seats)
            n += len(mine)
            k += len(mine & set(g.winner_seats))
        lo, hi = wilson(k, n)
        return {"seats": n, "wins": k, "rate": round(k / n, 4) if n else 0.0, "ci95": [round(lo, 4), round(hi, 4)]}

    def _heg_json(self) -> dict:
        by_deal: dict[int, list[GameOutcome]] = {}
        for g in self.games:
            by_deal.setdefault(g.deal, []).append(g)
        diffs = []
        for pair in by_deal.values():
            if len(pair) == 2:
                d = 0.0
                for g in pair:
                    a = set(g.a_seats)
                    b = set(range(self.players)) - a
                    won = set(g.winner_seats)
                    d += len(a & won) / len(a) - (len(b & won) / len(b) if b else 0.0)
                diffs.append(d / 2)
        mean = statistics.fmean(diffs) if diffs else 0.0
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        return {"a_seat_win_rate": self._seat_rate("a"), "b_seat_win_rate": self._seat_rate("b"),
                "paired_seat_win_difference": {"mean": round(mean, 4),
                                               "ci95": [round(mean - half, 4), round(mean + half, 4)]},
                "reasons": dict(sorted(Counter(g.reason for g in self.games).items()))}

    def to_json(self) -> dict:
        if self.mode == "hegemony":
            return {"mode": self.mode, "a": self.a, "b": self.b, "deals": len({g.deal for g in self.games}),
                    "games": len(self.games), **self._heg_json(), **self._common()}
        by_deal: dict[int, dict[str, GameOutcome]] = {}
        for g in self.games:
            by_deal.setdefault(g.deal, {})[g.a_side] = g
        diffs = []
        for pair in by_deal.values():
            if len(pair) == 2:
                a_lord = "lord" in pair["lord"].winner_roles      # A won as the lord's side
                b_lord = "lord" in pair["rebel"].winner_roles     # B won as the lord's side
                diffs.append(int(a_lord) - int(b_lord))
        mean = statistics.fmean(diffs) if diffs else 0.0
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        return {
            "mode": self.mode, "a": self.a, "b": self.b, "deals": len(by_deal), "games": len(self.games),
            "a_as_lord_side": self._rate("lord", "lord"),
            "a_as_rebel_side": self._rate("rebel", "rebel"),
            "a_as_rebel_side_renegade_wins": self._rate("rebel", "renegade"),
            "b_as_lord_side": self._rate("rebel", "lord"),
            "b_as_rebel_side": self._rate("lord", "rebel"),
            "paired_lord_side_difference": {"mean": round(mean, 4), "ci95": [round(mean - half, 4),
                                                                          round(mean + half, 4)]},
            **self._common(),
        }

    def _belief(self) -> dict:
        """The belief report (only for agents that keep one): by round, the mean probability given
        to the true role of another seat (living, not the lord), and how many such judgements."""
        out: dict = {}
        for agent in ("a", "b"):
            sums: dict[int, list[float]] = {}
            for g in self.games:
                for rnd, (total, n) in g.belief.get(agent, {}).items():
                    cell = sums.setdefault(rnd, [0.0, 0])
                    cell[0] += total
                    cell[1] += n
            if sums:
                out[f"belief_{agent}"] = {str(r): {"p_true": round(t / n, 4), "n": int(n)}
                                          for r, (t, n) in sorted(sums.items()) if r <= 10 and n}
        return out

    def _searched(self) -> dict:
        """For 困难 seats: their searched decisions' time (their clock: CPU time in the arena) and
        the worlds each saw."""
        out: dict = {}
        for agent in ("a", "b"):
            rows = [r for g in self.games for r in g.searched.get(agent, ())]
            if rows:
                ts = [t for t, _ in rows]
                worlds = sorted(w for _, w in rows)
                out[f"searched_{agent}"] = {
                    "decisions": len(rows), "p50_ms": round(percentile(ts, 0.5) * 1000, 1),
                    "p99_ms": round(percentile(ts, 0.99) * 1000, 1), "max_ms": round(max(ts) * 1000, 1),
                    "worlds_median": worlds[len(worlds) // 2], "no_world": sum(1 for w in worlds if w == 0)}
        return out

    def _common(self) -> dict:
        ta = [t for g in self.games for t in g.times_a]
        tb = [t for g in self.games for t in g.times_b]

        def lat(ts: list[float]) -> dict:
            return {"decisions": len(ts), "p50_ms": round(percentile(ts, 0.5) * 1000, 3),
                    "p99_ms": round(percentile(ts, 0.99) * 1000, 3), "max_ms": round(max(ts, default=0) * 1000, 3)}

        return {
            **self._belief(),
            **self._searched(),
            "avg_rounds": round(statistics.fmean(g.rounds for g in self.games), 2) if self.games else 0,
            "avg_decisions": round(statistics.fmean(g.decisions for g in self.games), 1) if self.games else 0,
            "latency_a": lat(ta), "latency_b": lat(tb),
            "errors": sum(g.errors for g in self.games), "illegal": sum(g.illegal for g in self.games),
            "seconds": round(self.seconds, 2),
        }


def arena(a: str, b: str, *, deals: int, seed: int = 0, players: int = 5, mode: str = "identity",
          generals: str = "standard", jobs: int = 1, round_limit: int = 200, rules: str = "old",
          packs: tuple[str, ...] | None = None, budget_ms: int = ARENA_BUDGET_MS) -> ArenaReport:
    for name in (a, b):
        if name not in ARENA_AGENTS:
            raise ValueError(f"unknown agent {name!r}; known: {sorted(ARENA_AGENTS)}")
    work = [(mode, players, generals, seed, d, a, b, round_limit, rules, packs, budget_ms) for d in range(deals)]
    start = time.perf_counter()
    results: Iterable[list[GameOutcome]]
    if jobs > 1:
        with get_context("spawn").Pool(jobs, initializer=_init_worker) as pool:
            results = pool.map(play_deal, work, chunksize=max(1, deals // (jobs * 8)))
    else:
        results = map(play_deal, work)
    games = [g for pair in results for g in pair]
    return ArenaReport(a, b, games, time.perf_counter() - start, mode, players)


def _init_worker() -> None:
    import sgs_desktop.modes  # noqa: F401 - registers the built-in modes in the worker
    from sgs_desktop.startup import settle
    settle()
