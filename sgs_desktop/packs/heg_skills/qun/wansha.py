"""完杀 (贾诩): 锁定技, in your turn no one but you may use 桃 on a dying player, except the dying
player on itself: when someone is dying in your turn, only you and that player are asked to
save it (the dying player may still use 酒 on itself).

Face down, 完杀 asks to show 贾诩 when someone is dying in your turn; until shown it does nothing."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.skills.skill import SAVE_BLOCKED, Skill


def _my_turn(g, owner) -> bool:
    return owner.alive and g.turn is not None and g.turn.seat == owner.seat


class Wansha(Skill):
    id = "wansha"
    compulsory = True
    modifies = (SAVE_BLOCKED,)
    timings = (T.DYING,)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        savior, _dying = args
        return value or (savior is not owner and _my_turn(g, owner))

    # announced (and, face down, offered to show) when it matters: someone dying in your turn
    # while a third player would otherwise be asked to save
    def can_trigger(self, g, owner, timing: T.Timing, data: T.DyingData) -> bool:
        if not _my_turn(g, owner) or g.players[data.seat].hp > 0:
            return False
        return any(s not in (owner.seat, data.seat) for s in g.alive_seats())

    async def effect(self, g, owner, timing: T.Timing, data: T.DyingData, choice: Any) -> None:
        """Nothing to do: the modifier keeps the others from saving."""


SKILLS = (Wansha(),)
