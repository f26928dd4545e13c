"""Turn-long player states the 势备篇 cards leave: 调虎离山's "away" and 挟天子以令诸侯's promise
of an extra turn. Each is a mark (public: the view, the log and the table show it) and a small
skill that ends it when the turn does (回合结束后; or, should the turn's player die first, when
the next turn begins)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import timings as T
from ...engine.actions import grant_extra_turn, set_mark
from ...engine.advice import Custom
from ...engine.moves import discard
from ...engine.prompts import PromptSpec
from ...engine.protocol.answers import Cards
from ...engine.skills.skill import Skill
from ...engine.state import AWAY

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat
    from ...engine.game import Game
    from ...engine.protocol.requests import CardsRequest
    from ...engine.state import Player


def send_away(g: Game, seat: int) -> None:
    """调虎离山: `seat` is out of distance and seat order, uses no card and is no card's target,
    until this turn ends."""
    p = g.players[seat]
    if AWAY in p.marks:
        return
    set_mark(g, p, AWAY, 1)
    g.seats_changed()
    g.add_skill(seat, AWAY_SKILL)


class AwaySkill(Skill):
    """调离 (调虎离山): back at the table once the turn is over."""

    id = "lure_tiger_away"
    compulsory = True
    announced = False               # (the table's rule, not a skill the player invokes)
    timings = (T.TURN_END, T.TURN_START)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.PhaseData) -> bool:
        return AWAY in owner.marks

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        set_mark(g, owner, AWAY, None)
        g.seats_changed()
        g.remove_skill(owner.seat, self)


AWAY_SKILL = AwaySkill()

#: the mark of a player who used 挟天子以令诸侯 this turn (a discard at the turn's end: an extra turn)
THREATEN = "threaten_emperor_turn"


def _threaten_ai(judge: AdvisedSeat, req: CardsRequest) -> Cards:
    """An extra turn is worth the cheapest card."""
    return Cards(tuple(judge.cheapest(req.cards, 1)))


#: 挟天子以令诸侯: discard a card now for an extra turn after this one (or none)
ASK_THREATEN_DISCARD = PromptSpec("threaten_emperor_discard", ai=Custom(_threaten_ai))


class ThreatenSkill(Skill):
    """挟天子以令诸侯: at the end of the turn its user may discard a card to take an extra turn."""

    id = "threaten_emperor_turn"
    compulsory = True
    timings = (T.TURN_END, T.TURN_START)

    def can_trigger(self, g: Game, owner: Player, timing: T.Timing, data: T.PhaseData) -> bool:
        return THREATEN in owner.marks

    async def effect(self, g: Game, owner: Player, timing: T.Timing, data: T.PhaseData, choice: Any) -> None:
        set_mark(g, owner, THREATEN, None)
        g.remove_skill(owner.seat, self)
        own = list(owner.hand) + owner.equip_ids()
        if timing != T.TURN_END or data.seat != owner.seat or not owner.alive or not own:
            return
        chosen = await g.choose_cards(owner.seat, own, 0, 1, ASK_THREATEN_DISCARD())
        if chosen:
            await discard(g, owner.seat, chosen, reason="threaten_emperor")
            grant_extra_turn(g, owner.seat)


THREATEN_SKILL = ThreatenSkill()


def promise_extra_turn(g: Game, seat: int) -> None:
    p = g.players[seat]
    if THREATEN not in p.marks:
        set_mark(g, p, THREATEN, 1)
        g.add_skill(seat, THREATEN_SKILL)
