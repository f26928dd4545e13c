"""空城 (诸葛亮): 锁定技, while you have no hand cards you cannot be the target of 杀 or 决斗."""

from __future__ import annotations

from typing import Any

from ....engine.skills.skill import PROHIBIT, Skill

_BLOCKED = ("slash", "duel")


class Kongcheng(Skill):
    id = "kongcheng"
    protects_owner = True
    compulsory = True
    modifies = (PROHIBIT,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        _user, target, card = args
        if target is owner and not owner.hand and card.name in _BLOCKED:
            return True
        return value


SKILLS = (Kongcheng(),)
