"""Delayed tricks (延时类锦囊): 乐不思蜀, 兵粮寸断, 闪电.

Used, they go into a judge area; in that player's judge phase (last placed
first) each goes to the processing area, gets a 无懈可击 window, then a judgement
decides its effect. No judge area holds two of one name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import events as E
from ...engine import timings as T
from ...engine.advice import JudgeResult
from ...engine.behaviour import AUTO, CardBehaviour
from ...engine.cards import CLUB, DIAMOND, HEART, SPADE, THUNDER, TRICK
from ...engine.distance import card_reach, distance, distances_from
from ...engine.health import damage
from ...engine.judging import judge
from ...engine.moves import move_cards
from ...engine.protocol.requests import TargetSpec
from ...engine.skills.skill import NO_DISTANCE_LIMIT
from ...engine.state import Zone
from ...engine.usecard import drop_prohibited, is_nullified, is_prohibited

if TYPE_CHECKING:
    from ...engine.cards import CardLike
    from ...engine.game import Game
    from ...engine.state import Player


def has_in_judge_area(g: Game, seat: int, key: str) -> bool:
    p = g.players[seat]
    if not p.judge:
        return False
    return any(p.judge_as.get(c, g.cards[c].key) == key for c in p.judge)


class DelayedTrick(CardBehaviour):
    type = TRICK
    subtype = "delayed_trick"

    def usable_in_play(self, g: Game, user: Player, card: CardLike) -> bool:
        return True

    def can_hold(self, g: Game, seat: int) -> bool:
        return g.players[seat].alive and not has_in_judge_area(g, seat, self.key)

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        seats = [t for t in g.others(user.seat) if self.can_hold(g, t) and self.in_reach(g, user, t, card)]
        seats = drop_prohibited(g, user.seat, seats, card)
        return TargetSpec(tuple(seats), 1, 1) if seats else None

    def in_reach(self, g: Game, user: Player, target: int, card: CardLike) -> bool:
        return True

    async def judge_phase_effect(self, g: Game, seat: int, card: CardLike) -> None:
        await move_cards(g, list(card.ids), Zone.PROCESSING, reason="delayed_effect", by=seat)
        # its user is who used it (闪电 moved on keeps its user); one set up in a judge area by
        # a scenario counts as its holder's
        use = T.CardUse(g.delayed_users.get(card.ids[0], seat), card, [seat])
        g.emit(E.DelayedEffect(seat=seat, card=card.describe()))
        g.stack.append(use)
        try:
            if await is_nullified(g, use, seat):
                await self.after_nullified(g, seat, card)
            else:
                result = await judge(g, seat, self.key)
                await self.on_judged(g, seat, card, result.result)
        finally:
            g.stack.pop()
        left = [c for c in card.ids if g.zone_of[c] == Zone.PROCESSING]
        if left:
            await move_cards(g, left, Zone.DISCARD, reason="delayed_done")

    async def after_nullified(self, g: Game, seat: int, card: CardLike) -> None:
        """A nullified delayed trick is discarded (闪电 moves on instead)."""

    async def on_judged(self, g: Game, seat: int, card: CardLike, result: CardLike) -> None:
        raise NotImplementedError


class Indulgence(DelayedTrick):
    """【乐不思蜀】: unless the judgement is ♥, the player skips their play phase."""

    key = name = "indulgence"
    judge_result = JudgeResult(bad_suits=(SPADE, CLUB, DIAMOND))

    async def on_judged(self, g: Game, seat: int, card: CardLike, result: CardLike) -> None:
        if result.suit != HEART and g.turn is not None and g.turn.seat == seat:
            g.turn.skipped.add("play")


class SupplyShortage(DelayedTrick):
    """【兵粮寸断】 (a player at distance 1): unless the judgement is ♣, they skip their draw phase."""

    key = name = "supply_shortage"
    target_reach = 1
    judge_result = JudgeResult(bad_suits=(SPADE, HEART, DIAMOND))

    def in_reach(self, g: Game, user: Player, target: int, card: CardLike) -> bool:
        if g.modify(NO_DISTANCE_LIMIT, False, user, card):
            return True
        reach = card_reach(g, user, card)
        if card.virtual:
            return distance(g, user.seat, target, card.ids) <= reach
        return distances_from(g, user.seat)[target] <= reach

    async def on_judged(self, g: Game, seat: int, card: CardLike, result: CardLike) -> None:
        if result.suit != CLUB and g.turn is not None and g.turn.seat == seat:
            g.turn.skipped.add("draw")


class Lightning(DelayedTrick):
    """【闪电】 (on yourself): a ♠2–9 judgement deals the player 3 thunder damage; otherwise
    it moves to the next player who can hold it."""

    key = name = "lightning"
    judge_result = JudgeResult(bad_suits=(SPADE,), bad_numbers=tuple(range(2, 10)))

    def target_spec(self, g: Game, user: Player, card: CardLike) -> TargetSpec | None:
        if not self.can_hold(g, user.seat) or is_prohibited(g, user.seat, user.seat, card):
            return None
        return AUTO

    async def on_judged(self, g: Game, seat: int, card: CardLike, result: CardLike) -> None:
        if result.suit == SPADE and 2 <= result.number <= 9:
            await damage(g, None, seat, 3, THUNDER, card=card)
        else:
            await self.move_on(g, seat, card)

    async def after_nullified(self, g: Game, seat: int, card: CardLike) -> None:
        await self.move_on(g, seat, card)

    async def move_on(self, g: Game, seat: int, card: CardLike) -> None:
        """To the next living player, in seat order, whose judge area can hold it and who could
        be its target (帷幕 keeps a black one away)."""
        if not all(g.zone_of[c] == Zone.PROCESSING for c in card.ids):
            return
        n = len(g.players)
        for i in range(1, n + 1):
            nxt = (seat + i) % n
            if self.can_hold(g, nxt) and not is_prohibited(g, nxt, nxt, card):
                await move_cards(g, list(card.ids), Zone.JUDGE, nxt, reason="lightning_moves", judge_as=self.key)
                return


CARDS: tuple[CardBehaviour, ...] = (Indulgence(), SupplyShortage(), Lightning())
