"""The search (决策搜索): sampled worlds, every candidate rolled out in each, the best mean kept.

Determinized Monte Carlo (PIMC) over the 普通 AI's candidate moves: a world is sampled from the
seat's knowledge (sampler.py); in it every candidate is tried — the same world and the same seeds
for each, so the candidates are compared on common random numbers — and the game is played on by
the 普通 policy for every seat (`RolloutAgent`) for a few turns, or to the end when few are left;
the table is then valued for the searching seat (`evaluate`: 1 a win, 0 a loss, otherwise its
side's share of the table's strength). Anytime: worlds are added until the budget is spent, and
only worlds every candidate was played in count. The 普通 choice stands unless another
candidate beats it by more than `margin` standard errors of their paired difference (or no world
was finished in time).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ...engine.errors import IllegalAnswer
from ...engine.game import Game
from ...engine.position import Position, start
from ...engine.protocol.answers import Answer
from ...engine.protocol.requests import Request
from ...engine.rng import Rng
from ...engine.state import Player
from ...engine.view import PlayerView
from ..base import SeatRunner
from ..normal import NormalAgent
from .preludes import Asked, Prelude
from .sampler import SampleError, Snapshot, sample

#: the paired difference a candidate must show over the 普通 choice, in standard errors
MARGIN = 1.0
#: worlds at most (a large budget stops here)
MAX_WORLDS = 400
#: decisions at most in one rollout (a guard: a few turns take 50–300)
MAX_STEPS = 1500


@dataclass
class SearchSettings:
    budget_s: float = 1.0
    #: turns played after the current one (beyond it, the evaluation judges)
    horizon: int = 0                # 0: one round (as many turns as players alive)
    margin: float = MARGIN
    max_worlds: int = MAX_WORLDS
    #: the budget in this process's CPU time (the arena: fair on a loaded host), not wall time
    cpu: bool = False

    def clock(self) -> Callable[[], float]:
        return time.process_time if self.cpu else time.perf_counter


@dataclass
class SearchResult:
    answer: Answer
    worlds: int = 0
    rollouts: int = 0
    means: list[float] = field(default_factory=list)
    chosen: int = 0                 # the index of the answer among the candidates
    timed_out: bool = False
    reason: str = ""


class RolloutAgent(NormalAgent):
    """The 普通 policy playing one seat of a sampled world. Its role beliefs start from the public
    posterior conditioned on its own role in that world (what it would believe, knowing its own
    role and the public actions); otherwise it is the 普通 AI."""

    def __init__(self, seed: int, preset: tuple[list[tuple[int, ...]], list[float]] | None = None) -> None:
        super().__init__(seed)
        self._preset = preset

    def decide(self, request: Request, view: PlayerView) -> Answer:
        preset = self._preset
        if preset is not None:
            self._preset = None
            beliefs = self.beliefs
            beliefs._pending = []       # (the turn so far: already in the public posterior)
            beliefs.meet(view)
            if beliefs.assignments and view.role is not None and view.seat is not None:
                from ..normal.roles import INDEX
                r = INDEX[view.role]
                keep = [(a, w) for a, w in zip(*preset, strict=True) if a[view.seat] == r]
                if keep:
                    beliefs.assignments = [a for a, _ in keep]
                    beliefs.logw = [w for _, w in keep]
                    beliefs.version += 1
        return super().decide(request, view)


def search(snap: Snapshot, candidates: list[Answer], settings: SearchSettings, seed: int,
           phase: str, inside: bool, prelude: Prelude | None = None, asked: Asked | None = None,
           clock: Callable[[], float] | None = None) -> SearchResult:
    """The best of `candidates` (the first is the 普通 choice) for the seat of `snap`, within
    `settings.budget_s` seconds, in worlds standing at `phase` (`inside` it). Without `asked`, a
    candidate answers the first request of the world (a play-phase action); with it, the seat's first
    request that `asked` matches, after the `prelude` (preludes.py)."""
    clock = clock or settings.clock()
    start_t = clock()
    deadline = start_t + settings.budget_s
    rng = Rng(seed)
    n = len(candidates)
    totals: list[list[float]] = [[] for _ in range(n)]
    result = SearchResult(candidates[0])
    failures = 0
    while len(totals[0]) < settings.max_worlds and clock() < deadline:
        world_seed = rng.below(1 << 30)
        try:
            pos = sample(snap, Rng(world_seed), phase, inside)
        except SampleError as exc:
            result.reason = str(exc)
            break
        values: list[float] = []
        for cand in candidates:
            v = rollout(pos, cand, snap.seat, world_seed, settings, deadline, clock, prelude, asked, snap.public)
            result.rollouts += 1
            if v is None:
                break
            values.append(v)
        if len(values) < n:
            if clock() >= deadline:
                result.timed_out = True
                break
            failures += 1           # (a candidate this world does not take: a world of another kind)
            if failures > 20:
                break
            continue
        for i, v in enumerate(values):
            totals[i].append(v)
    worlds = len(totals[0])
    result.worlds = worlds
    if worlds == 0:
        result.reason = result.reason or "no world finished in time"
        return result
    means = [sum(t) / worlds for t in totals]
    result.means = means
    best = max(range(n), key=lambda i: (means[i], -i))
    if best != 0 and _beats(totals[best], totals[0], settings.margin):
        result.answer, result.chosen = candidates[best], best
    return result


def _beats(a: list[float], b: list[float], margin: float) -> bool:
    """Is `a` better than `b` (paired, world by world) by more than `margin` standard errors?"""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    k = len(diffs)
    mean = sum(diffs) / k
    if mean <= 0:
        return False
    if k < 2:
        return margin <= 0
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    se = math.sqrt(var / k)
    return mean > margin * se


def rollout(pos: Position, candidate: Answer, me: int, seed: int, settings: SearchSettings, deadline: float,
            clock: Callable[[], float], prelude: Prelude | None = None, asked: Asked | None = None,
            public: tuple[list[tuple[int, ...]], list[float]] | None = None) -> float | None:
    """Play `candidate` in the world `pos`, then the 普通 policy for every seat until the horizon;
    the table's value for `me`. None: the world does not take the candidate, or time ran out."""
    pos.prelude = prelude.procedure() if prelude is not None else None
    try:
        game = start(pos, seed)
    finally:
        pos.prelude = None
    waiting = asked is not None
    if not waiting:
        req = game.pending
        if req is None or req.seat != me:
            return None
        try:
            game.answer(candidate)
        except IllegalAnswer:
            return None
    n = len(game.players)
    alive = sum(1 for p in game.players if p.alive)
    horizon = settings.horizon or alive
    if alive <= 3:
        horizon *= 4                    # (few are left: play it out, nearly always to the end)
    stop_at = pos.turns + horizon
    seats = [RolloutAgent(seed * 31 + s, public) for s in range(n)]
    runner = SeatRunner(game, seats)
    steps = 0
    while game.pending is not None and game.turns <= stop_at and steps < MAX_STEPS:
        req = game.pending
        if waiting and req.seat == me and asked is not None and asked.matches(req):
            waiting = False
            try:
                game.answer(candidate)
            except IllegalAnswer:
                return None
        else:
            runner.step()
        steps += 1
        if steps % 4 == 0 and clock() >= deadline:
            return None
    return evaluate(game, me)


# ------------------------------------------------------------------ evaluation


def strength(p: Player) -> float:
    """A living player's weight at the table: health, cards, a life."""
    if not p.alive:
        return 0.0
    return 1.5 + p.hp + 0.4 * len(p.hand) + 0.3 * len(p.equips)


def evaluate(game: Game, me: int) -> float:
    """The table's value for `me`: 1 a win, 0 a loss; unfinished, its side's share of the table's
    strength (identity: the sides by role, the lord counting double; 国战: its kingdom's)."""
    result = game.result
    if result is not None:
        if result.reason in ("round_limit", "scenario_stop", "ended"):
            return 0.5
        return 1.0 if me in result.winners else 0.0
    players = game.players
    if game.config.mode == "hegemony":
        mine = _heg_side(game, me)
        ours = sum(strength(p) for p in players if _heg_side(game, p.seat) == mine)
    else:
        role = players[me].role
        ours = 0.0
        for p in players:
            w = _identity_weight(role, p.role, p.seat == me)
            if w > 0:
                ours += w * strength(p) * (2.0 if p.role == "lord" else 1.0)
    total = sum(strength(p) * (2.0 if p.role == "lord" else 1.0) for p in players)
    return 0.0 if total <= 0 else 0.05 + 0.9 * ours / total


def _identity_weight(mine: str | None, other: str | None, me: bool) -> float:
    if me:
        return 1.0
    if mine in ("lord", "loyalist"):
        return 1.0 if other in ("lord", "loyalist") else 0.0
    if mine == "rebel":
        return 1.0 if other == "rebel" else 0.0
    return 0.0              # 内奸: alone


def _heg_side(game: Game, seat: int) -> str:
    """The kingdom `seat` is of (its generals', 野心家 its own), shown or not."""
    p = game.players[seat]
    if p.kingdom == "careerist":
        return f"careerist:{seat}"
    if p.kingdom is not None:
        return p.kingdom
    from ...packs.heg_seating import general_of
    return general_of(game, p, 0).kingdom
