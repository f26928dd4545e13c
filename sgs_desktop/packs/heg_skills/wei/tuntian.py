"""屯田 (邓艾): after you lose cards outside your turn (回合外失去牌后), you may judge; if the result
is not ♥, the judge card (once it has taken effect) goes onto your general as a 田. Your distance
to other players is X less (X: your 田)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, JudgeResult
from ....engine.cards import HEART
from ....engine.judging import judge
from ....engine.moves import move_cards
from ....engine.skills.skill import DISTANCE, Invoke, Skill
from ....engine.state import ALL_SEATS, Zone

PILE_NAME = "tuntian"       # 田


def fields(owner) -> list[int]:
    """邓艾's 田, oldest first."""
    return owner.piles.get(PILE_NAME, [])


class Tuntian(Skill):
    """屯田: cards lost outside your turn may become 田, each one bringing others nearer."""

    id = "tuntian"
    timings = (T.CARDS_MOVED, T.JUDGE_DONE)
    modifies = (DISTANCE,)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(HEART,), keeps_card=True)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.JUDGE_DONE:
            return (data.seat == owner.seat and data.reason == self.id and g.zone_of[data.card] == Zone.PROCESSING
                    and data.result is not None and data.result.suit != HEART)
        if g.current == owner.seat:
            return False
        return any(src in (Zone.HAND, Zone.EQUIP) and src_owner == owner.seat
                   and not (dst in (Zone.HAND, Zone.EQUIP) and dst_owner == owner.seat)
                   for _c, src, src_owner, dst, dst_owner in data.moves)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.JUDGE_DONE:
            return True
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.JUDGE_DONE:
            await move_cards(g, [data.card], Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS,
                             pile=PILE_NAME)
            return
        await judge(g, owner.seat, self.id)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        source, _target = args
        return value - len(fields(owner)) if source is owner else value


SKILLS = (Tuntian(),)
