"""Errors the engine raises to its callers."""

from __future__ import annotations


class IllegalAnswer(ValueError):
    """An answer that breaks the rules or the request; the game is unchanged."""


class EventError(ValueError):
    """A malformed event or frame in JSON: an unknown kind, a missing field, a wrong type, another
    protocol version (engine/wire.py)."""


class ConfigError(ValueError):
    """A game configuration, scenario or record that cannot be used."""


class GameOver(Exception):
    """Raised inside the rules when the game ends (游戏结束); caught by the driver."""

    def __init__(self, winners: tuple[int, ...], reason: str) -> None:
        super().__init__(reason)
        self.winners = winners
        self.reason = reason
