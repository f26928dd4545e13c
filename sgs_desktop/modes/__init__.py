"""Rule profiles (modes). Importing this package registers the built-in modes.

国战 (its generals, skills and cards) is loaded the first time a 国战 game is made (or modes/hegemony.py
is imported): a process that plays only 身份 never reads it.
"""

from __future__ import annotations

from ..engine.config import GameConfig
from ..engine.game import register_mode
from ..engine.rules import Rules
from .identity import IdentityRules


def _hegemony(config: GameConfig) -> Rules:
    from .hegemony import HegemonyRules
    return HegemonyRules(config)


register_mode("identity", IdentityRules)
register_mode("hegemony", _hegemony)
