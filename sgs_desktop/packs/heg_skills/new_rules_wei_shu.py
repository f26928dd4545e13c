"""The 魏 and 蜀 generals under the new rules (新版国战): general id -> NewRules (new_rules.py)."""

from __future__ import annotations

from .new_rules import NewRules  # (defined before new_rules reads this table)

WEI_SHU: dict[str, NewRules] = {}
