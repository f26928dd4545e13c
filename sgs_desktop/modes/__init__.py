"""Rule profiles (modes). Importing this package registers the built-in modes.

国战 (its generals, skills and cards) is loaded the first time a 国战 game is made or one of its
names below is asked for: a process that plays only 身份 never reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.game import Game, GameConfig, Rules, register_mode
from .identity import IdentityRules

if TYPE_CHECKING:
    from .hegemony import HegemonyRules, hegemony_config


def _hegemony(config: GameConfig) -> Rules:
    from .hegemony import HegemonyRules
    return HegemonyRules(config)


register_mode("identity", IdentityRules)
register_mode("hegemony", _hegemony)


def __getattr__(name: str) -> Any:
    if name in ("HegemonyRules", "hegemony_config"):
        from . import hegemony
        return getattr(hegemony, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Game", "GameConfig", "HegemonyRules", "IdentityRules", "hegemony_config"]
