"""What the basic AI knows and believes, from its view and its own log only.

- Card faces: the deck table is public, so an id the seat sees names a card.
- Roles: its own, the lord's, the dead's. For the others, a score of how anti-lord each seat has
  shown itself (attacking the lord or its friends, saving them, nullifying for them …).
- Attitude: how friendly each seat is to *this* seat, from -1 (enemy) to 1 (friend).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from mypy_extensions import mypyc_attr

from ...engine.events import Death, Event, GameStart, Nullified, RoleEvent, UseEvent, VirtualFace
from ...engine.view import PlayerView
from ...modes.roles import LORD, LOYALIST, REBEL, RENEGADE, ROLE_TABLE
from ...packs import BEHAVIOURS, deck_cards
from .heg import HEG_READS, HegKnowledge, heg_attitude

# (names of interpreted modules read at every call: docs/engine.md, "The compiled hot path")
_BEHAVIOURS: Final = BEHAVIOURS
_GameStart: Final = GameStart
_VirtualFace: Final = VirtualFace

#: uses made by someone else's skill (离间: the duel is forced on its user) say nothing
FORCED: Final = frozenset({"lijian"})


def forced_use(ev: UseEvent) -> bool:
    """Was this card used because another player's skill made its user (离间's 决斗)? Such a use
    says nothing of its user's side. (Only a card made by a skill names one: a plain face has
    none, so it is asked by type, not by a failed attribute lookup, which raises and costs.)"""
    card = ev.card
    return isinstance(card, _VirtualFace) and card.skill in FORCED


HARM: Final = {"slash": 1.0, "fire_slash": 1.0, "thunder_slash": 1.0, "duel": 1.2, "dismantlement": 0.8,
        "snatch": 0.7, "fire_attack": 0.9, "indulgence": 1.3, "supply_shortage": 1.0, "collateral": 0.4}


def red(suit: str | None) -> bool:
    return suit in ("heart", "diamond")


@mypyc_attr(allow_interpreted_subclasses=True)      # (the normal AI's, the tests' seats)
class Beliefs:
    """Evidence about the other seats' sides, updated from the seat's own log stream."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.rebel_score: dict[int, float] = {}
        self.revealed: dict[int, str | None] = {}     # None: died with no role shown (国战)
        self.lord: int | None = None
        self.last_nullifier: int | None = None
        self.nullify_uses = 0          # 无懈可击 used so far (the race tracker counts them)
        self.prior = 0.0               # how lord-side an unknown seat is expected to be
        self.race: tuple | None = None  # the 无懈可击 race under way: (trick, user, target, uses at its start)
        self.heg: HegKnowledge | None = None   # 国战: kingdom evidence instead of roles
        #: how many times the evidence changed: attitudes (身份) are kept until it changes again
        self.version = 0
        self._attitudes: dict[int, float] = {}
        self._attitudes_at = -1

    def meet(self, view: PlayerView) -> None:
        """First sight of the table: who I am, and what an unknown seat probably is."""
        if self.seat is not None:
            return
        self.seat = view.seat
        if view.mode == "hegemony" and self.heg is None:
            self.heg = HegKnowledge()
        if self.heg is not None:        # (a table met part-way, as a scenario starts: the kingdoms shown)
            for p in view.players:
                if p.kingdom is not None:
                    self.heg.kingdom.setdefault(p.seat, p.kingdom)
        for p in view.players:
            if p.role == LORD:
                self.lord = p.seat
        roles = list(ROLE_TABLE.get(len(view.players), ()))
        if view.role in roles:
            roles.remove(view.role)
        if LORD in roles:
            roles.remove(LORD)
        if roles:
            self.prior = (roles.count(LOYALIST) - roles.count(REBEL)) / len(roles)
        self.version += 1

    # ------------------------------------------------------------ reading the log
    def observe(self, events: list[Event]) -> None:
        if self.heg is None and self.seat is None and any(
                type(e) is _GameStart and e.mode == "hegemony" for e in events):
            self.heg = HegKnowledge()       # (the mode is known from the first sight of the table on)
        heg = self.heg
        readers = _READERS
        if heg is not None:
            for ev in events:
                heg.observe(ev)
                read = readers.get(type(ev))
                if read is not None:
                    read(self, ev)
            return
        for ev in events:
            if type(ev) in readers:
                readers[type(ev)](self, ev)

    def _role(self, ev: RoleEvent) -> None:
        if ev.role:
            self.reveal(ev.seat, ev.role)
            if ev.role == LORD:
                self.lord = ev.seat

    def _death(self, ev: Death) -> None:
        self.reveal(ev.seat, ev.role)      # (and the seat is dead: attitudes change)

    def reveal(self, seat: int, role: str | None) -> None:
        """A seat's role is known (None: it died with none shown)."""
        self.revealed[seat] = role
        self.version += 1

    def _use(self, ev: UseEvent) -> None:
        user = ev.user
        key = ev.card.key
        if forced_use(ev):
            return                    # made to do it by someone else's skill (离间): says nothing
        if key in ("nullification", "heg_nullification"):
            self.last_nullifier = user
            self.nullify_uses += 1
            return
        if user == self.seat or user in self.revealed:
            return                    # (nothing to learn of: `bump` would change nothing)
        weight = HARM.get(key)
        targets = ev.targets
        if weight is not None:
            for t in targets:
                if t != user:
                    self.bump(user, weight * self.lordness(t))
        elif key == "peach":
            for t in targets:
                if t != user:
                    self.bump(user, -1.5 * self.lordness(t))

    def _nullified(self, ev: Nullified) -> None:
        who, target = self.last_nullifier, ev.target
        if who is None or target is None or who == target:
            return
        key = ev.card.key
        if key in HARM:            # protected the target from a harmful trick
            self.bump(who, -0.8 * self.lordness(target))

    def bump(self, seat: int, delta: float) -> None:
        if seat == self.seat or seat in self.revealed:
            return
        self.rebel_score[seat] = max(-6.0, min(6.0, self.rebel_score.get(seat, 0.0) + delta))
        self.version += 1

    def attitudes(self) -> dict[int, float]:
        """Attitudes (身份) found so far, kept while the evidence and the table stay as they are:
        `attitude` reads only the roles known, the seats alive (a death is evidence too) and the
        scores. The caller fills in the ones it works out."""
        if self._attitudes_at != self.version:
            self._attitudes = {}
            self._attitudes_at = self.version
        return self._attitudes

    # ------------------------------------------------------------ questions
    def role_of(self, seat: int, view: PlayerView) -> str | None:
        sv = view.players[seat]
        return sv.role or self.revealed.get(seat)

    def lordness(self, seat: int, view: PlayerView | None = None) -> float:
        """+1 surely on the lord's side, -1 surely a rebel, between: what the evidence says."""
        role = self.revealed.get(seat)
        if view is not None:
            role = view.players[seat].role or role
        if role in (LORD, LOYALIST):
            return 1.0
        if role == REBEL:
            return -1.0
        if role == RENEGADE:
            return 0.0
        if seat == self.lord:
            return 1.0
        return max(-1.0, min(1.0, 0.6 * self.prior - self.rebel_score.get(seat, 0.0) / 2.5))


#: the events a seat's beliefs read, and how (the rest say nothing about sides)
_READERS: Final[dict[type, Callable[[Beliefs, Any], None]]] = {
    UseEvent: Beliefs._use, Nullified: Beliefs._nullified, RoleEvent: Beliefs._role, Death: Beliefs._death}
#: every kind `Beliefs.observe` reads: its readers', 国战's, and the game's start (the mode)
OBSERVED: frozenset[type] = frozenset(_READERS) | HEG_READS | {GameStart}


def attitude(me: int, other: int, view: PlayerView, beliefs: Beliefs) -> float:
    """How friendly `other` is to `me`: +1 friend, -1 enemy (identity roles; 国战: kingdoms)."""
    if other == me:
        return 1.0
    if beliefs.heg is not None:
        from .context import Ctx
        return heg_attitude(Ctx(view, beliefs, None), other)  # type: ignore[arg-type]  # (draws nothing: no Rng)
    my_role = view.role
    sv = view.players[other]
    if not sv.alive:
        return 0.0
    lordness = beliefs.lordness(other, view)
    role = beliefs.role_of(other, view)
    if role == RENEGADE:
        # a known 内奸 is everyone's enemy in the end; the lord's side turns on it once the rebels
        # are gone, the rebels treat it as a rival
        if my_role in (LORD, LOYALIST):
            rebels = any(p.alive and beliefs.role_of(p.seat, view) != RENEGADE and p.seat != me
                         and beliefs.lordness(p.seat, view) < 0 for p in view.players)
            return -0.3 if rebels else -1.0
        return -0.3
    if my_role == LORD:
        # (the lord and one other left, and the game goes on: that one is no 忠臣 — by elimination)
        return -1.0 if sum(1 for p in view.players if p.alive) == 2 else lordness
    if my_role == LOYALIST:
        return 1.0 if role == LORD else lordness
    if my_role == REBEL:
        if role == LORD:
            return -1.0
        if role == REBEL:
            return 1.0
        return -lordness
    # the renegade: help the lord against the rebels while rebels live; then everyone is in the way,
    # the lord last
    rebels_alive = any(beliefs.role_of(p.seat, view) == REBEL or
                       (p.alive and beliefs.lordness(p.seat, view) < -0.3)
                       for p in view.players if p.alive and p.seat != me)
    alive = [p for p in view.players if p.alive]
    if role == LORD:
        return 0.6 if len(alive) > 2 else -1.0
    if rebels_alive:
        return lordness * 0.8
    return -0.7


def card_key(view: PlayerView, cid: int) -> str:
    return deck_cards(view.packs)[cid].key


def behaviour(key: str):
    return _BEHAVIOURS.get(key)
