"""双刃 (纪灵, new rules): at the start of your play phase you may 拼点 with another player. If you
win, you are regarded as using a 杀 on that player or on another player of its kingdom; if you do
not win, for the rest of this turn no other player is a legal target of the cards you use (the
play phase goes on)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import set_mark
from ....engine.skills.skill import PROHIBIT
from ..qun.shuangren import Shuangren

LOST = "shuangren_v2_lost"      # mark: the number of the turn it holds for


class ShuangrenV2(Shuangren):
    """双刃: 拼点 for a 杀; lost, this turn your cards reach only yourself."""

    id = "shuangren_v2"
    modifies = (PROHIBIT,)

    def on_lost(self, g, owner, data: T.PhaseData) -> None:
        """Lost: the play phase goes on, but this turn the cards you use reach only yourself."""
        set_mark(g, owner, LOST, g.turns)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, target, _card = args
        return value or (user is owner and target is not owner and owner.marks.get(LOST) == g.turns
                         and g.turn is not None and g.turn.seat == owner.seat)


SKILLS = (ShuangrenV2(),)
