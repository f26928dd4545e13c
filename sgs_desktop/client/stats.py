"""Statistics of a finished game, per seat, from the events a seat saw (Qt-free): damage dealt and
taken, kills, cards used, 桃 used on others. Only public facts count (every one of these events
is public), so the figures are the same from every seat."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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


def game_stats(players: int, events: list[dict[str, Any]]) -> GameStats:
    """The statistics of `players` seats from a seat's events (their JSON form)."""
    stats = GameStats([SeatStats(s) for s in range(players)])

    def of(seat: Any) -> SeatStats | None:
        return stats.seats[seat] if isinstance(seat, int) and 0 <= seat < players else None

    for ev in events:
        kind = ev.get("kind")
        if kind == "damage":
            amount = int(ev.get("amount") or 0)
            if (src := of(ev.get("source"))) is not None:
                src.damage_dealt += amount
            if (dst := of(ev.get("target"))) is not None:
                dst.damage_taken += amount
        elif kind == "death":
            if (killer := of(ev.get("killer"))) is not None and ev.get("killer") != ev.get("seat"):
                killer.kills += 1
        elif kind in ("use", "play"):
            who = of(ev.get("user") if kind == "use" else ev.get("seat"))
            if who is None:
                continue
            who.cards_used += 1
            card = ev.get("card") or {}
            others = [t for t in ev.get("targets") or () if t != who.seat]
            if kind == "use" and card.get("key") == "peach" and others:
                who.peaches_given += 1
    return stats
