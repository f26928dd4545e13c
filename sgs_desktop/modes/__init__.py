"""Rule profiles (modes). Importing this package registers the built-in modes."""

from __future__ import annotations

from ..engine.game import Game, GameConfig, register_mode
from .hegemony import HegemonyRules, hegemony_config
from .identity import IdentityRules

register_mode("identity", IdentityRules)
register_mode("hegemony", HegemonyRules)

__all__ = ["Game", "GameConfig", "HegemonyRules", "IdentityRules", "hegemony_config"]
