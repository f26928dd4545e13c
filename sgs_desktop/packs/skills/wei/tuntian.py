"""屯田 (邓艾): after you lose cards outside your turn (回合外失去牌后), you may judge; unless the
result is ♥, the judge card, once it has taken effect, goes onto your general as a 田. Your
distance to every other player is one less for each 田 (凿险 counts them; 急袭 spends them)."""

from __future__ import annotations

from typing import Any

from ....engine import timings as T
from ....engine.advice import ALWAYS, JudgeResult
from ....engine.cards import HEART
from ....engine.judging import judge
from ....engine.moves import move_cards
from ....engine.skills.skill import DISTANCE, Invoke, Skill
from ....engine.state import ALL_SEATS, Zone

#: the pile of 田 on 邓艾's general
FIELDS = "tuntian"


def fields(owner) -> list[int]:
    """The 田 on `owner`'s general, oldest first."""
    return owner.piles.get(FIELDS, [])


def lost_from(owner, moves) -> bool:
    """Did these moves take a hand or equipped card away from `owner` (not within its own areas)?"""
    seat = owner.seat
    own = (Zone.HAND, Zone.EQUIP)
    return any(src in own and src_owner == seat and not (dst in own and dst_owner == seat)
               for _c, src, src_owner, dst, dst_owner in moves)


class Tuntian(Skill):
    """屯田: a card lost outside your turn may be judged into a 田; each 田 brings you nearer."""

    id = "tuntian"
    own_moves_only = True
    timings = (T.CARDS_MOVED, T.JUDGE_DONE)
    modifies = (DISTANCE,)
    board_only = True           # (the 田 are a pile: moving one renews Game.board_epoch)
    invoke = Invoke(ai=ALWAYS)
    judge_result = JudgeResult(bad_suits=(HEART,), keeps_card=True)

    def can_trigger(self, g, owner, timing: T.Timing, data: Any) -> bool:
        if not owner.alive:
            return False
        if timing == T.JUDGE_DONE:
            return (data.seat == owner.seat and data.reason == self.id and data.result is not None
                    and data.result.suit != HEART and g.zone_of[data.card] == Zone.PROCESSING)
        return g.current != owner.seat and lost_from(owner, data.moves)

    async def cost(self, g, owner, timing: T.Timing, data: Any) -> Any:
        if timing == T.JUDGE_DONE:
            return True                 # (the judgement's own end: nothing to ask)
        return await super().cost(g, owner, timing, data)

    async def effect(self, g, owner, timing: T.Timing, data: Any, choice: Any) -> None:
        if timing == T.JUDGE_DONE:
            await move_cards(g, [data.card], Zone.PILE, owner.seat, reason=self.id, by=owner.seat, vis=ALL_SEATS,
                             pile=FIELDS)
        else:
            await judge(g, owner.seat, self.id)

    def modify(self, g, owner, kind: str, value: Any, *args: Any) -> Any:
        source, _target = args
        return value - len(fields(owner)) if source is owner else value


SKILLS = (Tuntian(),)
