"""Judgement (判定): flip the top card, let skills change it, then it takes effect.

判定牌亮出 → 判定牌生效前 (鬼才 may replace it) → 判定牌生效 → 判定牌生效后
(天妒 may take it) → what is left goes to the discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import timings as T
from .moves import DISCARD, PROCESSING, move_cards, top_cards

if TYPE_CHECKING:
    from .game import Game


async def judge(g: Game, seat: int, reason: str) -> T.JudgeData:
    """进行一次判定 for `seat`; the result is `g.cards[data.card]`."""
    cid = top_cards(g, 1)[0]
    await move_cards(g, [cid], PROCESSING, reason="judge", by=seat)
    data = T.JudgeData(seat, cid, reason)
    await g.trigger(T.JUDGE_BEFORE_EFFECT, data)
    g.emit("judge", seat=seat, card=g.cards[data.card].describe(), reason=reason)
    await g.trigger(T.JUDGE_DONE, data)
    if g.zone_of[data.card] == PROCESSING:
        await move_cards(g, [data.card], DISCARD, reason="judge_done")
    return data
