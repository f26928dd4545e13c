"""飞影 (神曹操): 锁定技, other players count their distance to you as 1 more (as if you rode a +1
horse, and together with one)."""

from __future__ import annotations

from typing import Any

from ....engine.skills.skill import DISTANCE, Skill


class Feiying(Skill):
    """飞影: +1 to every other player's distance to you."""

    id = "feiying"
    compulsory = True
    modifies = (DISTANCE,)
    board_only = True           # (reads who owns it: the board)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        source, target = args
        return value + 1 if target is owner and source is not owner else value


SKILLS = (Feiying(),)
