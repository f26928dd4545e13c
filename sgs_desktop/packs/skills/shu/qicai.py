"""奇才 (黄月英): 锁定技, the trick cards you use have no distance limit."""

from __future__ import annotations

from typing import Any

from ....engine.cards import TRICK
from ....engine.skills.skill import NO_DISTANCE_LIMIT, Skill


class Qicai(Skill):
    id = "qicai"
    modifies_owner_only = True
    compulsory = True
    modifies = (NO_DISTANCE_LIMIT,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, card = args
        return True if user is owner and card.type == TRICK else value


SKILLS = (Qicai(),)
