"""Judgement (判定): flip the top card, let skills change it, then it takes effect.

判定牌亮出 → 判定牌生效前 (鬼才 may replace it) → 判定牌生效 (read as `data.result`: the
card, or the card with the suit it counts as for the judged player — 红颜) → 判定牌生效后
(天妒 may take it) → what is left goes to the discard pile (unless the skill that judged keeps it:
国战 洛神).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from .cards import suit_of
from .events import JudgeEvent
from .moves import move_cards, top_cards
from .state import Zone
from .timings import JUDGE_BEFORE_EFFECT, JUDGE_DONE, JudgeData

if TYPE_CHECKING:
    from collections.abc import Callable

    from .cards import CardLike
    from .game import Game


class Judgement(Protocol):
    """A judgement that took effect (what `judge` returns): its JudgeData, `result` set."""

    @property
    def seat(self) -> int: ...
    @property
    def card(self) -> int: ...
    @property
    def reason(self) -> str: ...
    @property
    def result(self) -> CardLike: ...


async def judge(g: Game, seat: int, reason: str, keep: Callable[[CardLike], bool] | None = None) -> Judgement:
    """进行一次判定 for `seat`; the result is `data.result` (the judge card as it counts). A result
    `keep` holds stays in the processing area, for the skill that judged to take later (国战 洛神:
    its black cards, taken together); any other goes to the discard pile once it took effect."""
    cid = top_cards(g, 1)[0]
    await move_cards(g, [cid], Zone.PROCESSING, reason="judge", by=seat)
    data = JudgeData(seat, cid, reason)
    await g.trigger(JUDGE_BEFORE_EFFECT, data)
    card = g.cards[data.card]
    suit = suit_of(g, g.players[seat], card)
    if suit == card.suit:
        data.result = card
        g.emit(JudgeEvent(seat=seat, card=card.describe(), reason=reason))
    else:                               # read with another suit (红颜)
        assert suit is not None, "a physical card counts as another suit, never as none"
        data.result = card.with_suit(suit)
        g.emit(JudgeEvent(seat=seat, card=card.describe(), reason=reason, counts_as=suit))
    await g.trigger(JUDGE_DONE, data)
    if g.zone_of[data.card] == Zone.PROCESSING and (keep is None or not keep(data.result)):
        await move_cards(g, [data.card], Zone.DISCARD, reason="judge_done")
    return cast("Judgement", data)      # (JudgeData.result is None only before 判定牌生效)
