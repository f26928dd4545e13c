"""The seat protocol, and running a game with one seat per player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine.game import Game
from ..engine.protocol import Answer, Request
from ..engine.view import PlayerView


class Seat(Protocol):
    def answer(self, request: Request, view: PlayerView | None) -> Answer: ...


def run_game(game: Game, seats: Sequence[Seat], *, needs_view: bool = False,
             max_decisions: int = 1_000_000) -> Game:
    """Answer requests with `seats[seat]` until the game ends.

    `needs_view` False passes no view (agents that only read the request are
    faster without building one).
    """
    decisions = 0
    while game.pending is not None:
        req = game.pending
        view = game.view(req.seat) if needs_view else None
        game.answer(seats[req.seat].answer(req, view))
        decisions += 1
        if decisions >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return game
