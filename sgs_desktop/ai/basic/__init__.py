"""The basic AI: plays from its own view and log only (DESIGN.md §5–6), with its own Rng."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from ...engine.events import Event
from ...engine.protocol.answers import Answer, Use
from ...engine.protocol.requests import PlayRequest, Request
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
        # the play-phase question last answered with an action that may have changed nothing, the
        # table then, and the actions tried at it (`not_again`)
        self._asked: PlayRequest | None = None
        self._mark: tuple[object, ...] = ()
        self._tried: list[Answer] = []

    def observe(self, events: list[Event]) -> None:
        self.beliefs.observe(events)

    def answer(self, request: Request, view: PlayerView | None) -> Answer:
        if view is None:
            return request.default()
        answer = self.decide(request, view)
        if type(request) is PlayRequest:
            answer = self.not_again(request, view, answer)
        return answer

    def decide(self, request: Request, view: PlayerView) -> Answer:
        """This seat's answer (a subclass decides otherwise here; `answer` keeps the guard)."""
        self.beliefs.meet(view)
        # every question is answered as its prompt's declaration advises (advice.py)
        return follow(Ctx(view, self.beliefs, self.rng, request), request)

    def not_again(self, request: PlayRequest, view: PlayerView, answer: Answer) -> Answer:
        """Never the same play-phase action again when the last time it changed nothing: asked the
        very same question at the very same table (`table_mark`), an action it took there before
        (one that spends no card of its own: a card spent always changes the table) is left out
        and it decides among the rest — so no skill, old or future, can loop a seat."""
        tried = self._tried
        if self._asked is None or self._asked != request or self._mark != table_mark(view):
            tried = []
        while answer in tried:
            request = without_option(request, answer)
            answer = self.decide(request, view)
        if type(answer) is Use and answer.card is None and not answer.cards:      # (it may change nothing)
            if not tried:
                self._asked, self._mark = request, table_mark(view)
            self._tried = [*tried, answer]
        else:
            self._asked, self._tried = None, []
        return answer


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


def table_mark(view: PlayerView) -> tuple[object, ...]:
    """What a play-phase action could change at the table as a seat sees it: its hand, the piles'
    sizes, and every player's health, cards, marks and state (`not_again` compares two)."""
    players = tuple((p.alive, p.hp, p.max_hp, p.hand_count, p.chained, p.face_up, p.drunk,
                     tuple(p.equips.values()), tuple(p.judge), tuple(p.marks.items()), tuple(p.piles.items()),
                     tuple(p.shown), tuple(p.generals)) for p in view.players)
    return (tuple(view.hand), view.draw_count, len(view.discard), len(view.processing), view.phase, view.current,
            players)


def without_option(request: PlayRequest, answer: Answer) -> PlayRequest:
    """`request` less the option `answer` took (a skill's, or a card's)."""
    assert isinstance(answer, Use), "only a use is left out"
    options = tuple(o for o in request.options
                    if not (o.card == answer.card and o.skill == answer.skill
                            and (answer.name is None or o.name == answer.name)))
    return PlayRequest(request.seat, options, request.recast, request.prompt)
