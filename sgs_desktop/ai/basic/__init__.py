"""The basic AI: plays from its own view and log only (DESIGN.md §5–6), with its own Rng."""

from __future__ import annotations

from ...engine.protocol import (
    Answer,
    ArrangeRequest,
    CardsRequest,
    OptionRequest,
    PickRequest,
    PlayRequest,
    Request,
    RespondRequest,
    SeatsRequest,
)
from ...engine.rng import Rng
from ...engine.view import PlayerView
from .choose import decide_arrange, decide_cards, decide_option, decide_pick, decide_seats
from .context import Ctx
from .knowledge import Beliefs
from .play import decide_play
from .respond import decide_respond


class BasicAgent:
    """Sensible play: attacks enemies, helps friends, guards the lord (or hunts it as a rebel),
    dodges, saves friends, nullifies what hurts its side, keeps its best cards."""

    name = "basic"
    wants_view = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.beliefs = Beliefs()

    def observe(self, events: list[dict]) -> None:
        self.beliefs.observe(events)

    def answer(self, request: Request, view: PlayerView | None) -> Answer:
        if view is None:
            return request.default()
        self.beliefs.meet(view)
        ctx = Ctx(view, self.beliefs, self.rng)
        if isinstance(request, PlayRequest):
            return decide_play(ctx, request)
        if isinstance(request, RespondRequest):
            return decide_respond(ctx, request)
        if isinstance(request, CardsRequest):
            return decide_cards(ctx, request)
        if isinstance(request, PickRequest):
            return decide_pick(ctx, request)
        if isinstance(request, OptionRequest):
            return decide_option(ctx, request)
        if isinstance(request, SeatsRequest):
            return decide_seats(ctx, request)
        if isinstance(request, ArrangeRequest):
            return decide_arrange(ctx, request)
        return request.default()


class OmniscientAgent(BasicAgent):
    """The basic AI given the whole truth (every role): for measurement only — how much hidden
    information is worth. Never offered to players. The runner gives it the omniscient view."""

    name = "omniscient"
    omniscient = True

    def answer(self, request: Request, view: PlayerView | None) -> Answer:
        if view is not None:
            view.seat = request.seat
            me = view.players[request.seat]
            view.role = me.role
            view.hand = list(me.known_hand)
            for p in view.players:
                if p.role:
                    self.beliefs.revealed[p.seat] = p.role
        return super().answer(request, view)
