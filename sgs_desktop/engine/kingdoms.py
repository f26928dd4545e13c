"""Kingdoms (势力) as 国战 uses them: shown or not yet known, and 野心家 (careerists).

A player's `kingdom` is None until one of their generals is shown (明置). A 野心家 has the
kingdom `CAREERIST` but is a kingdom of one: two 野心家 are never of the same kingdom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game
    from .state import Player

CAREERIST = "careerist"     # 野心家


def kingdom_key(p: Player) -> str | None:
    """What groups players into one side: the kingdom, or a 野心家's own seat."""
    if p.kingdom == CAREERIST:
        return f"{CAREERIST}:{p.seat}"
    return p.kingdom


def same_kingdom(a: Player, b: Player) -> bool:
    """势力相同: both have a kingdom and it is the same (a 野心家 only with itself)."""
    if a is b:
        return a.kingdom is not None
    return a.kingdom is not None and a.kingdom == b.kingdom and a.kingdom != CAREERIST


def members(g: Game, of: Player, *, alive: bool = True) -> list[int]:
    """Seats of the players of `of`'s kingdom (itself included), in seat order from the current
    player; nobody when `of` has no kingdom yet."""
    if of.kingdom is None:
        return []
    return [p.seat for p in g.players if (p.alive or not alive) and same_kingdom(p, of)]


def kingdom_count(g: Game, kingdom: str) -> int:
    """How many players (living or dead) hold `kingdom` as their shown kingdom (not 野心家)."""
    return sum(1 for p in g.players if p.kingdom == kingdom)


def would_be_careerist(g: Game, kingdom: str) -> bool:
    """Showing a general of `kingdom` makes a 野心家 when that kingdom would hold more than
    half of the game's players (8 players: the fifth 魏 is a 野心家)."""
    return (kingdom_count(g, kingdom) + 1) * 2 > len(g.players)
