"""马术 (马超): 锁定技, your distance to other players is 1 less."""

from __future__ import annotations

from typing import Any

from ....engine.skills.skill import DISTANCE, Skill


class Mashu(Skill):
    id = "mashu"
    modifies_owner_only = True
    compulsory = True
    board_only = True
    modifies = (DISTANCE,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        source, _target = args
        return value - 1 if source is owner else value


SKILLS = (Mashu(),)
