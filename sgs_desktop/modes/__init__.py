"""Rule profiles (modes). Importing this package registers the built-in modes."""

from __future__ import annotations

from ..engine.game import Game, GameConfig, register_mode
from .identity import IdentityRules

register_mode("identity", IdentityRules)

__all__ = ["Game", "GameConfig", "IdentityRules"]
