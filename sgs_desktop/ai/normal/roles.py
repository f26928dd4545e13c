"""The 普通 AI's beliefs about roles (身份): a probability over every way the hidden roles could
be dealt, updated from public actions only.

Every assignment of the unseen roles to the unseen seats (the lord is public; my own role I know;
the dead have shown theirs) carries a weight. An action (evidence.py) multiplies each weight by
how likely a player of the actor's role in that assignment was to choose that subject among
the living: W[kind][actor's role][subject's role] / Σ over the living others, the weights
tuned from self-play logs (likelihoods.py, benchmarks/tune_beliefs.py) and tempered (TEMPER),
so that no one action makes anything certain. Reading the basic AI's evidence too
(knowledge.Beliefs) keeps its 无懈可击 race tracking and 国战 kingdom beliefs.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from ...engine.events import Death, Event, RoleEvent, Turn, UseEvent
from ...engine.view import PlayerView
from ...modes.roles import ROLE_TABLE, ROLES
from ..basic.knowledge import OBSERVED, Beliefs
from .endgame import END_HARM, lord_harmed_by
from .evidence import DELAY, HARMFUL_TRICKS, HELPFUL_TRICKS, NULLIFICATIONS, READS, Action, EvidenceReader
from .likelihoods import WEIGHTS

INDEX = {r: i for i, r in enumerate(ROLES)}
#: each action's log-likelihood is scaled by this (below 1: evidence counts for less than the
#: tuned frequencies say, since players change their play as they learn)
TEMPER = 0.8
TRICKS = HARMFUL_TRICKS | HELPFUL_TRICKS | DELAY | {"iron_chain", "lightning", "known_both"}
#: the events these beliefs read
NORMAL_OBSERVED: frozenset[type] = OBSERVED | READS


def distinct_orders(items: list[int]) -> Iterator[tuple[int, ...]]:
    """Every distinct ordering of a multiset (8 players: 105 for the lord, not 7! = 5,040)."""
    counts: dict[int, int] = {}
    for x in items:
        counts[x] = counts.get(x, 0) + 1
    keys = sorted(counts)
    row: list[int] = []

    def walk() -> Iterator[tuple[int, ...]]:
        if len(row) == len(items):
            yield tuple(row)
            return
        for k in keys:
            if counts[k]:
                counts[k] -= 1
                row.append(k)
                yield from walk()
                row.pop()
                counts[k] += 1
    return walk()


class RoleBeliefs(Beliefs):
    """Beliefs (knowledge.py) plus a posterior over the hidden roles."""

    def __init__(self) -> None:
        super().__init__()
        self.reader: EvidenceReader | None = None
        self.assignments: list[tuple[int, ...]] = []
        self.logw: list[float] = []
        self.my_role: str | None = None
        self.counts: list[int] = [0, 0, 0, 0]          # every role's count at this table
        self.dead_roles: dict[int, int] = {}
        self._marg: list[list[float]] = []
        self._marg_at = -1
        #: (round, marginals per seat) taken as each round began: the arena's belief report
        self.history: list[tuple[int, list[list[float]], frozenset[int]]] = []
        self._pending: list[Event] = []
        #: the 无懈可击 races, from the log: 无懈可击 used so far, the last trick used (key, user,
        #: targets, 无懈可击 used before it), and the race I was asked about (key, user, target, count)
        self.nullifications = 0
        self.last_trick: tuple[str, int, tuple[int, ...], int] | None = None
        self.my_race: tuple[str, int, int, int] | None = None
        #: the round the end game of three began (endgame.py; None: not begun)
        self.three_since: int | None = None

    # ------------------------------------------------------------ the table
    def meet(self, view: PlayerView) -> None:
        first = self.seat is None
        super().meet(view)
        if not first or view.mode == "hegemony" or view.seat is None:
            return
        n = len(view.players)
        self.reader = EvidenceReader(n)
        # (a table set up mid-game: the delayed tricks already placed; at a game's start, none)
        self.reader.judged = {p.seat: len(p.judge) for p in view.players if p.judge}
        self.reader.dead = {p.seat for p in view.players if not p.alive}
        self.dead_roles = {p.seat: INDEX[p.role] for p in view.players if not p.alive and p.role in INDEX}
        self.my_role = view.role
        table = list(ROLE_TABLE.get(n, ()))
        self.counts = [table.count(r) for r in ROLES]
        fixed: dict[int, int] = {}
        for p in view.players:
            if p.role:
                fixed[p.seat] = INDEX[p.role]
        if view.role:
            fixed[view.seat] = INDEX[view.role]
        pool = list(table)
        for r in fixed.values():
            if ROLES[r] in pool:
                pool.remove(ROLES[r])
        unknown = [s for s in range(n) if s not in fixed]
        if len(unknown) != len(pool):
            return                          # (not a table of the role counts: no posterior)
        base = [0] * n
        for s, r in fixed.items():
            base[s] = r
        out = []
        for perm in distinct_orders([INDEX[r] for r in pool]):
            row = list(base)
            for s, r in zip(unknown, perm, strict=True):
                row[s] = r
            out.append(tuple(row))
        self.assignments = sorted(out)
        self.logw = [0.0] * len(self.assignments)
        self.version += 1
        pending, self._pending = self._pending, []
        self._read(pending)
        if self._three_left():              # (a table set up with three left)
            self.three_since = view.round

    def observe(self, events: list[Event]) -> None:
        super().observe(events)
        for ev in events:
            if type(ev) is UseEvent:
                key = ev.card.key
                if key in NULLIFICATIONS:
                    self.nullifications += 1
                elif key in TRICKS:
                    self.last_trick = (key, ev.user, ev.targets, self.nullifications)
                    self.my_race = None
        if self.heg is not None:
            return
        if self.reader is None:
            self._pending.extend(events)         # (read once the table is met)
            return
        self._read(events)

    def _read(self, events: list[Event]) -> None:
        reader = self.reader
        if reader is None:
            return
        for ev in events:
            t = type(ev)
            if t is Turn and ev.round > reader.round:             # type: ignore[attr-defined]
                self.history.append((ev.round, self.marginals(), frozenset(self.dead_roles)))  # type: ignore[attr-defined]
            if t is Death or t is RoleEvent:
                self._fix(ev.seat, ev.role, t is Death)             # type: ignore[attr-defined]
            actions = reader.read(ev)
            if t is Death and self.three_since is None and self._three_left():
                self.three_since = reader.round
            for action in actions:
                self._update(action)
            if (actions or t is UseEvent) and self._three_left():
                harmer = lord_harmed_by(ev, actions, self.lord)
                if harmer is not None and harmer != self.seat:
                    self._weigh(harmer, INDEX["loyalist"], math.log(END_HARM))

    def _three_left(self) -> bool:
        """The end game of three (endgame.py): the 反贼 dead, the lord and two others alive."""
        reader = self.reader
        if reader is None or self.lord is None or self.lord in reader.dead:
            return False
        rebels_dead = sum(1 for r in self.dead_roles.values() if r == INDEX["rebel"])
        return rebels_dead == self.counts[INDEX["rebel"]] and reader.players - len(reader.dead) == 3

    def _weigh(self, seat: int, role: int, log_factor: float) -> None:
        """Multiply the weight of every deal in which `seat` has `role`."""
        logw = self.logw
        for i, a in enumerate(self.assignments):
            if a[seat] == role:
                logw[i] += log_factor
        self.version += 1

    def _fix(self, seat: int, role: str | None, dead: bool) -> None:
        if role is None or role not in INDEX or not self.assignments:
            return
        r = INDEX[role]
        if dead:
            self.dead_roles[seat] = r
        keep = [(a, w) for a, w in zip(self.assignments, self.logw, strict=True) if a[seat] == r]
        if keep:
            self.assignments = [a for a, _ in keep]
            self.logw = [w for _, w in keep]
            self.version += 1

    def _update(self, action: Action) -> None:
        table = WEIGHTS.get(action.kind)
        if table is None or not self.assignments:
            return
        u, t = action.actor, action.subject
        if u == self.seat:
            return                          # (my own choices tell me nothing I did not know)
        counts = list(self.counts)
        for s, r in self.dead_roles.items():
            if s not in action.alive:
                counts[r] -= 1
        # log W[ru][rt] − log Σ_{living s ≠ u} W[ru][r_s], per pair of roles
        ll = [[0.0] * 4 for _ in range(4)]
        for ru in range(4):
            row = table[ru]
            denom = sum(counts[r] * row[r] for r in range(4)) - row[ru]
            if denom <= 0:
                continue
            for rt in range(4):
                ll[ru][rt] = TEMPER * math.log(row[rt] / denom)
        logw = self.logw
        for i, a in enumerate(self.assignments):
            logw[i] += ll[a[u]][a[t]]
        top = max(logw)
        if top < -50:                       # (keep the numbers in range)
            self.logw = [w - top for w in logw]
        self.version += 1

    # ------------------------------------------------------------ questions
    def marginals(self) -> list[list[float]]:
        """Per seat, the probability of each role (ROLES order)."""
        if self._marg_at == self.version and self._marg:
            return self._marg
        n = self.reader.players if self.reader is not None else 0
        out = [[0.0] * 4 for _ in range(n)]
        if self.assignments:
            top = max(self.logw)
            ws = [math.exp(w - top) for w in self.logw]
            total = sum(ws)
            for a, w in zip(self.assignments, ws, strict=True):
                p = w / total
                for s in range(n):
                    out[s][a[s]] += p
        self._marg, self._marg_at = out, self.version
        return out

    def p_role(self, seat: int, role: str) -> float:
        m = self.marginals()
        return m[seat][INDEX[role]] if seat < len(m) else 0.0
