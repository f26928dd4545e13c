"""君临天下·势备篇 (the strategic-advantage deck, hegemony_strategic_advantage): its new cards, 连横
(`lianheng`, loaded with the 国战 skills), and the turn-long states its cards leave (`state`).
Big and small kingdoms, formations and sieges are engine queries (engine/kingdoms.py)."""

from __future__ import annotations

from ...engine.behaviour import CardBehaviour
from . import equipment, tricks
from .wooden_ox import WoodenOx

CARDS: tuple[CardBehaviour, ...] = (*equipment.CARDS, WoodenOx(), *tricks.CARDS)
