"""完杀 (贾诩, new rules): 锁定技, while a player is dying in your turn, no one but that player may
use 桃 on it — you neither (the dying player may still use 酒 on itself).

Face down, 完杀 asks to show 贾诩 when someone is dying in your turn; until shown it does nothing."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ..qun.wansha import Wansha, _my_turn


class WanshaV2(Wansha):
    """完杀: in your turn only the dying player may save itself."""

    id = "wansha_v2"

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        # (asked about saviors other than the dying player: every one of them, you too, is kept out)
        return value or _my_turn(g, owner)

    def can_trigger(self, g, owner, timing: T.Timing, data: T.DyingData) -> bool:
        if not _my_turn(g, owner) or g.players[data.seat].hp > 0:
            return False
        return any(s != data.seat for s in g.alive_seats())


SKILLS = (WanshaV2(),)
