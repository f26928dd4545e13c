"""The identity deck's cards: 标准版 (standard + EX) and 军争篇 (maneuvering)."""

from __future__ import annotations

from ...engine.behaviour import CardBehaviour
from . import aoe, armor, basic, delayed, equipment, tricks, weapons

CARDS: tuple[CardBehaviour, ...] = (
    *basic.CARDS, *tricks.CARDS, *aoe.CARDS, *delayed.CARDS, *weapons.CARDS, *armor.CARDS,
         *equipment.HORSES)
