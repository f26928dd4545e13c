"""The cards only the 国战 deck has: 无懈可击·国, 以逸待劳, 知己知彼, 远交近攻, 三尖两刃刀, 吴六剑."""

from __future__ import annotations

from . import tricks, weapons

CARDS = (*tricks.CARDS, *weapons.CARDS)
