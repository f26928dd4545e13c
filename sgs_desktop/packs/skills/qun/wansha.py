"""完杀 (贾诩): 锁定技, in your turn no one but you may use 桃 — except a dying player, on itself.

So when a player is dying in 贾诩's turn only 贾诩 and that player are asked to save it (the dying
player may use 桃 or 酒 on itself; skills that save with a 桃, such as 急救, are kept out with their
owners). 完杀 is announced as such a dying begins while someone else is passed over."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import SAVE_BLOCKED, Skill


def in_own_turn(g, owner) -> bool:
    return owner.alive and g.turn is not None and g.turn.seat == owner.seat


class Wansha(Skill):
    """完杀: in your turn the others cannot save the dying."""

    id = "wansha"
    compulsory = True
    modifies = (SAVE_BLOCKED,)
    timings = (T.DYING,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        savior, _dying = args
        return value or (savior is not owner and in_own_turn(g, owner))

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DyingData) -> bool:
        if not in_own_turn(g, owner) or g.players[data.seat].hp > 0:
            return False
        return any(s not in (owner.seat, data.seat) for s in g.alive_seats())

    async def effect(self, g, owner, timing: T.Timing, data: T.DyingData, choice: Any) -> None:
        """Nothing more: the modifier keeps the others from saving (this only announces it)."""


SKILLS = (Wansha(),)
