"""The random agent: a uniformly random legal answer, from its own seeded Rng."""

from __future__ import annotations

from ..engine.events import Event
from ..engine.protocol.answers import Answer, Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from ..engine.protocol.requests import (
    ArrangeRequest,
    CardOption,
    CardsRequest,
    OptionRequest,
    PickRequest,
    PlayRequest,
    Request,
    RespondRequest,
    SeatsRequest,
    TargetSpec,
)
from ..engine.rng import Rng, below_from, sample_from
from ..engine.view import PlayerView


class RandomAgent:
    """Every legal answer of a request is equally likely at each choice point.

    It draws straight from its Rng's uniform source, the same draws `Rng.below`, `randint`,
    `sample` and `choice` would take, in the same order (it is called once per decision of
    every simulated game, so it avoids a method call per draw)."""

    name = "random"
    wants_view = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self._draw = self.rng.uniform_source()

    def observe(self, events: list[Event]) -> None:
        pass

    def answer(self, request: Request, view: PlayerView | None = None) -> Answer:
        draw = self._draw
        if isinstance(request, PlayRequest):
            options = request.options
            n_opt, n_rec = len(options), len(request.recast)
            i = int(draw() * (n_opt + n_rec + 1))
            if i < n_opt:
                return self._use(options[i])
            if i < n_opt + n_rec:
                return Recast(request.recast[i - n_opt])
            return End()
        if isinstance(request, OptionRequest):
            names = request.options
            return Choose(names[below_from(draw, len(names))])
        if isinstance(request, CardsRequest):
            lo = request.min
            return Cards(tuple(sample_from(draw, request.cards, lo + int(draw() * (request.max - lo + 1)))))
        if isinstance(request, RespondRequest):
            options = request.options
            i = int(draw() * (len(options) + 1))
            return self._use(options[i]) if i < len(options) else Pass()
        if isinstance(request, PickRequest):
            i = below_from(draw, request.hand + len(request.cards))
            return Pick(index=i) if i < request.hand else Pick(card=request.cards[i - request.hand])
        if isinstance(request, SeatsRequest):
            lo = request.min
            return Seats(tuple(sample_from(draw, request.seats, lo + int(draw() * (request.max - lo + 1)))))
        if isinstance(request, ArrangeRequest):
            cards = sample_from(draw, request.cards, len(request.cards))
            k = int(draw() * (len(cards) + 1)) if request.bottom_allowed else len(cards)
            k = request.top_count if request.top_count >= 0 else k
            return Arrange(top=tuple(cards[:k]), bottom=tuple(cards[k:]))
        return request.default()

    def _use(self, o: CardOption) -> Use:
        """A uniformly random way to use option `o`: its sub-cards first, then its targets."""
        draw = self._draw
        cards: tuple[int, ...] = ()
        if o.skill is not None and o.max_cards:
            lo = o.min_cards
            cards = tuple(sample_from(draw, o.cards, lo + int(draw() * (o.max_cards - lo + 1))))
        spec = o.targets
        if spec is None:
            targets: tuple[int, ...] = ()
        elif spec.then:
            first, follow = spec.then[below_from(draw, len(spec.then))]
            targets = (first, follow[below_from(draw, len(follow))])
        else:
            seats = spec.seats
            lo = spec.min
            k = lo + int(draw() * (min(spec.max, len(seats)) - lo + 1))
            targets = (seats[int(draw() * len(seats))],) if k == 1 else tuple(sample_from(draw, seats, k))
            if spec.apart and k > 1:
                targets = keep_apart(spec, targets)
        # Use(card, skill, name, cards, targets), positionally (the cheapest call)
        return Use(o.card, o.skill, (o.name or None) if o.skill else None, cards, targets)


def keep_apart(spec: TargetSpec, targets: tuple[int, ...]) -> tuple[int, ...]:
    """`targets` without any that shares an `apart` group with an earlier one (方天画戟)."""
    seen: set[int] = set()
    out = []
    for t in targets:
        k = spec.group_of(t)
        if k < 0 or k not in seen:
            seen.add(k)
            out.append(t)
    return tuple(out)
