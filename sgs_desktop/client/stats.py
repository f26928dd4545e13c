"""Statistics of a finished game, per seat, from the events a seat saw (Qt-free): damage dealt and
taken, kills, cards used, 桃 used on others. Only public facts count (every one of these events
is public), so the figures are the same from every seat."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..engine import events as E
from ..engine.events import Event

#: the figures, in the order the game-over panel shows them
FIGURES = ("damage_dealt", "damage_taken", "kills", "cards_used", "peaches_given")


@dataclass
class SeatStats:
    seat: int
    damage_dealt: int = 0
    damage_taken: int = 0
    kills: int = 0
    cards_used: int = 0
    peaches_given: int = 0

    def figure(self, name: str) -> int:
        return int(getattr(self, name))


@dataclass
class GameStats:
    seats: list[SeatStats] = field(default_factory=list)

    def best(self, name: str) -> int:
        return max((s.figure(name) for s in self.seats), default=0)


def game_stats(players: int, events: Iterable[Event]) -> GameStats:
    """The statistics of `players` seats from a seat's typed events."""
    stats = GameStats([SeatStats(s) for s in range(players)])

    def of(seat: int | None) -> SeatStats | None:
        return stats.seats[seat] if seat is not None and 0 <= seat < players else None

    for ev in events:
        if isinstance(ev, E.Damage):
            if (src := of(ev.source)) is not None:
                src.damage_dealt += ev.amount
            if (dst := of(ev.target)) is not None:
                dst.damage_taken += ev.amount
        elif isinstance(ev, E.Death):
            if (killer := of(ev.killer)) is not None and ev.killer != ev.seat:
                killer.kills += 1
        elif isinstance(ev, E.UseEvent):
            if (who := of(ev.user)) is None:
                continue
            who.cards_used += 1
            if ev.card.key == "peach" and any(t != ev.user for t in ev.targets):
                who.peaches_given += 1
        elif isinstance(ev, E.Play) and (who := of(ev.seat)) is not None:
            who.cards_used += 1
    return stats
