"""咆哮 (张飞): in your play phase you may use any number of 杀."""

from __future__ import annotations

from typing import Any

from ....engine.skills.skill import SLASH_LIMIT, Skill

UNLIMITED = 1 << 30


class Paoxiao(Skill):
    id = "paoxiao"
    modifies_owner_only = True
    modifies = (SLASH_LIMIT,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        return UNLIMITED if args[0] is owner else value


SKILLS = (Paoxiao(),)
