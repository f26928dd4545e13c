"""双刃 (纪灵, new rules): at the start of your play phase you may 拼点 with another player. If you
win, you are regarded as using a 杀 on that player or on another player of its kingdom; if you do
not win, for the rest of this turn no other player is a legal target of the cards you use (the
play phase goes on)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.actions import finish_pindian, pindian, set_mark
from ....engine.skills import PROHIBIT
from ....engine.usecard import use_card
from ..qun.shuangren import ASK_SHUANGREN_SLASH, Shuangren

LOST = "shuangren_v2_lost"      # mark: the number of the turn it holds for


class ShuangrenV2(Shuangren):
    """双刃: 拼点 for a 杀; lost, this turn your cards reach only yourself."""

    id = "shuangren_v2"
    modifies = (PROHIBIT,)

    async def effect(self, g, owner, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        (rival,) = choice
        result = await pindian(g, owner.seat, rival, self.id)
        await finish_pindian(g, result)
        if not result.source_wins:
            set_mark(g, owner, LOST, g.turns)
            return
        if not owner.alive:
            return
        victims = self._victims(g, owner, rival)
        if not victims:
            return
        if len(victims) == 1:
            victim = victims[0]
        else:
            (victim,) = await g.choose_seats(owner.seat, victims, 1, 1, ASK_SHUANGREN_SLASH(rival), hint="harmful")
        await use_card(g, owner.seat, self._slash(g), [victim])

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        user, target, _card = args
        return value or (user is owner and target is not owner and owner.marks.get(LOST) == g.turns
                         and g.turn is not None and g.turn.seat == owner.seat)


SKILLS = (ShuangrenV2(),)
