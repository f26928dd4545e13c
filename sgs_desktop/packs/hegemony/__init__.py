"""The cards only the 国战 deck has: 无懈可击·国, 以逸待劳, 知己知彼, 远交近攻, 三尖两刃刀, 吴六剑, and the
君主's equipment (飞龙夺凤, 太平要术: lord_equipment)."""

from __future__ import annotations

from ...engine.behaviour import CardBehaviour
from . import lord_equipment, tricks, weapons

CARDS: tuple[CardBehaviour, ...] = (*tricks.CARDS, *weapons.CARDS, *lord_equipment.CARDS)
