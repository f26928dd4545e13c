"""急救 (华佗): outside your turn, you may use any red card (hand or equipment) as 桃."""

from __future__ import annotations

from ....engine.cards import RED
from ..common import ViewAsSkill


class Jijiu(ViewAsSkill):
    id = "jijiu"
    as_key = "peach"
    color = RED
    zones = "he"
    in_play = False


    def usable_now(self, g, owner, names, mode) -> bool:
        return g.current != owner.seat


SKILLS = (Jijiu(),)
