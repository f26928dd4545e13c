"""What one seat knows beyond its view, read from its own event stream (never from a `Game`).

The view (the seat state) holds the table as the seat sees it now; a position also needs what
happened: this turn's events (the history the rules ask about), how many turns were taken, who
moves first each round (国战), the skills players gained or lost, who placed each delayed trick,
the cards removed from the game, and in 国战 the first show, who has shown both generals, the
generals dealt to this seat, seen with 知己知彼 and become 君主. `PublicRoles` weighs every way the
hidden roles could be dealt by the public actions alone (as any seat could): the rollouts' other
seats start from it, each knowing only its own role.
"""

from __future__ import annotations

from ...engine.events import AcquireSkill, CardFace, Event, FirstPlayer, LoseSkill, Move, Turn, UseEvent
from ...engine.events_heg import BecomeLord, GeneralsDealt, LookGeneral, ShowGeneral
from ...engine.view import PlayerView
from ...modes.roles import ROLES
from ..normal.roles import INDEX, RoleBeliefs, distinct_orders

#: delayed tricks: their user is remembered (the judgement names it)
DELAYED = frozenset({"indulgence", "supply_shortage", "lightning"})


class SeatKnowledge:
    """One seat's reading of its own stream (every event it saw: `observe`)."""

    def __init__(self) -> None:
        self.turn_events: list[Event] = []          # this turn's, from its Turn event on
        self.turns = 0
        self.first: int | None = None               # 国战: the first player (a round starts with them)
        self.skill_changes: dict[int, dict[str, bool]] = {}     # seat → skill → held after its last change
        self.delayed_users: dict[int, int] = {}     # card → who used it as a delayed trick
        self.void: set[int] = set()                 # cards seen leaving the game
        self.looked: dict[int, dict[int, str]] = {}     # 国战: seat → slot → general seen (知己知彼)
        self.first_shown = False
        self.both_shown: set[int] = set()
        self.shown_slots: dict[int, set[int]] = {}
        self.dealt: tuple[str, ...] = ()            # 国战: the generals dealt to me
        self.lords: dict[int, str] = {}             # 国战: seat → the 君主 it became

    def observe(self, events: list[Event]) -> None:
        for ev in events:
            if not isinstance(ev, Event):
                continue            # (a harness handing the wire form: nothing typed to read)
            t = type(ev)
            if t is Turn:
                self.turns += 1
                self.turn_events = [ev]
                continue
            self.turn_events.append(ev)
            if t is UseEvent:
                self._use(ev)                       # type: ignore[arg-type]
            elif t is Move:
                self._move(ev)                      # type: ignore[arg-type]
            elif t is AcquireSkill or t is LoseSkill:
                self.skill_changes.setdefault(ev.seat, {})[ev.skill] = t is AcquireSkill     # type: ignore[attr-defined]
            elif t is ShowGeneral:
                self._show(ev)                      # type: ignore[arg-type]
            elif t is FirstPlayer:
                self.first = ev.seat                # type: ignore[attr-defined]
            elif t is GeneralsDealt and ev.generals:    # type: ignore[attr-defined]
                self.dealt = tuple(ev.generals)     # type: ignore[attr-defined]
            elif t is LookGeneral and ev.general:   # type: ignore[attr-defined]
                slot = 0 if ev.slot == "head" else 1    # type: ignore[attr-defined]
                self.looked.setdefault(ev.target, {})[slot] = ev.general     # type: ignore[attr-defined]
            elif t is BecomeLord:
                self.lords[ev.seat] = ev.lord       # type: ignore[attr-defined]

    def _use(self, ev: UseEvent) -> None:
        card = ev.card
        if card.key in DELAYED:
            ids = (card.id,) if isinstance(card, CardFace) else card.subcards
            for cid in ids:
                self.delayed_users[cid] = ev.user

    def _move(self, ev: Move) -> None:
        if ev.cards is None:
            return
        if ev.dst == "void":
            self.void.update(ev.cards)
        elif ev.src == "void":
            self.void.difference_update(ev.cards)

    def _show(self, ev: ShowGeneral) -> None:
        self.first_shown = True
        slots = self.shown_slots.setdefault(ev.seat, set())
        slots.add(0 if ev.slot == "head" else 1)
        if len(slots) == 2:
            self.both_shown.add(ev.seat)

    def skills_of(self, seat: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The skills `seat` gained and lost in play (each skill's last change)."""
        changes = self.skill_changes.get(seat, {})
        return (tuple(k for k, held in changes.items() if held), tuple(k for k, held in changes.items() if not held))


class PublicRoles(RoleBeliefs):
    """A posterior over every deal of the hidden roles from public actions only — what any seat
    could reckon before adding what it alone knows (its own role). The rollouts' seats start from
    it, each conditioned on its own role in the sampled world (`for_role`)."""

    def meet(self, view: PlayerView) -> None:
        if self.reader is not None or view.mode == "hegemony" or view.seat is None:
            return
        from ...modes.roles import ROLE_TABLE
        from ..basic.knowledge import Beliefs
        from ..normal.evidence import EvidenceReader
        Beliefs.meet(self, view)
        self.seat = None                # (nobody's: every actor's choices count)
        n = len(view.players)
        self.reader = EvidenceReader(n)
        self.reader.judged = {p.seat: len(p.judge) for p in view.players if p.judge}
        self.reader.dead = {p.seat for p in view.players if not p.alive}
        self.dead_roles = {p.seat: INDEX[p.role] for p in view.players if not p.alive and p.role in INDEX}
        table = list(ROLE_TABLE.get(n, ()))
        self.counts = [table.count(r) for r in ROLES]
        # (public: the lord's and the dead's; a seat's own role is its own knowledge)
        fixed = {p.seat: INDEX[p.role] for p in view.players
                 if p.role in INDEX and (p.seat != view.seat or p.role == "lord" or not p.alive)}
        pool = list(table)
        for r in fixed.values():
            if ROLES[r] in pool:
                pool.remove(ROLES[r])
        unknown = [s for s in range(n) if s not in fixed]
        if len(unknown) != len(pool):
            return
        out = []
        for perm in distinct_orders([INDEX[r] for r in pool]):
            row = [0] * n
            for s, r in fixed.items():
                row[s] = r
            for s, r in zip(unknown, perm, strict=True):
                row[s] = r
            out.append(tuple(row))
        self.assignments = sorted(out)
        self.logw = [0.0] * len(self.assignments)
        self.version += 1
        pending, self._pending = self._pending, []
        self._read(pending)

    def for_role(self, seat: int, role: str) -> tuple[list[tuple[int, ...]], list[float]]:
        """The deals (and their weights) in which `seat` has `role`: what that seat would believe."""
        r = INDEX[role]
        keep = [(a, w) for a, w in zip(self.assignments, self.logw, strict=True) if a[seat] == r]
        return [a for a, _ in keep], [w for _, w in keep]
