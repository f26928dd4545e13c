"""The basic AI: plays from its own view and log only (DESIGN.md §5–6), with its own Rng."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from ...engine.events import Event
from ...engine.protocol.answers import Answer
from ...engine.protocol.requests import Request
from ...engine.rng import Rng
from ...engine.view import PlayerView
from .advice import follow
from .context import Ctx
from .knowledge import OBSERVED, Beliefs


@mypyc_attr(allow_interpreted_subclasses=True)      # (the normal AI's, the tests' seats)
class BasicAgent:
    """Sensible play: attacks enemies, helps friends, guards the lord (or hunts it as a rebel),
    dodges, saves friends, nullifies what hurts its side, keeps its best cards."""

    name = "basic"
    wants_view = True
    #: the events its beliefs read (the runner hands it only these)
    observes = OBSERVED

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.beliefs = Beliefs()

    def observe(self, events: list[Event]) -> None:
        self.beliefs.observe(events)

    def answer(self, request: Request, view: PlayerView | None) -> Answer:
        if view is None:
            return request.default()
        self.beliefs.meet(view)
        # every question is answered as its prompt's declaration advises (advice.py)
        return follow(Ctx(view, self.beliefs, self.rng, request), request)


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
                    self.beliefs.reveal(p.seat, p.role)
        return super().answer(request, view)
