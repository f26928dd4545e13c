"""History queries (history, not counters): "one 杀 per play phase", "once per turn".

The current turn keeps every card use; these questions are answered by looking
at it, so nothing has to be reset by hand when a phase or turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def phase_action_count(g: Game, seat: int, name: str) -> int:
    """How many `name` cards `seat` used as play-phase actions in the current phase."""
    turn = g.turn
    if turn is None:
        return 0
    n = 0
    for u in turn.phase_uses:
        if u.phase_action and u.user == seat and u.card.name == name:
            n += 1
    return n


def turn_use_count(g: Game, seat: int, name: str, flag: str | None = None) -> int:
    """How many `name` cards `seat` used this turn (only those without use.data[flag])."""
    turn = g.turn
    if turn is None:
        return 0
    n = 0
    for u in turn.uses:
        if u.user == seat and u.card.name == name and not (flag and u.data.get(flag)):
            n += 1
    return n


def used_or_played_this_turn(g: Game, seat: int, name: str) -> bool:
    """Did `seat` use or play (打出) a card named `name` this turn (克己 asks this)?"""
    turn = g.turn
    if turn is None:
        return False
    return (any(u.user == seat and u.card.name == name for u in turn.uses)
            or any(s == seat and c.name == name for s, c in turn.plays))
