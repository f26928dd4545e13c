"""The random agent: a uniformly random legal answer, from its own seeded Rng."""

from __future__ import annotations

from ..engine.protocol import (
    Answer,
    Arrange,
    ArrangeRequest,
    CardOption,
    Cards,
    CardsRequest,
    Choose,
    End,
    OptionRequest,
    Pass,
    Pick,
    PickRequest,
    PlayRequest,
    Recast,
    Request,
    RespondRequest,
    Seats,
    SeatsRequest,
    Use,
)
from ..engine.rng import Rng
from ..engine.view import PlayerView


class RandomAgent:
    """Every legal answer of a request is equally likely at each choice point."""

    name = "random"
    wants_view = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def observe(self, events: list[dict]) -> None:
        pass

    def answer(self, request: Request, view: PlayerView | None = None) -> Answer:
        rng = self.rng
        if isinstance(request, PlayRequest):
            n_opt, n_rec = len(request.options), len(request.recast)
            i = rng.below(n_opt + n_rec + 1)
            if i < n_opt:
                return self._use(request.options[i])
            if i < n_opt + n_rec:
                return Recast(request.recast[i - n_opt])
            return End()
        if isinstance(request, RespondRequest):
            i = rng.below(len(request.options) + 1)
            return self._use(request.options[i]) if i < len(request.options) else Pass()
        if isinstance(request, CardsRequest):
            k = rng.randint(request.min, request.max)
            return Cards(tuple(rng.sample(request.cards, k)))
        if isinstance(request, PickRequest):
            i = rng.below(request.hand + len(request.cards))
            return Pick(index=i) if i < request.hand else Pick(card=request.cards[i - request.hand])
        if isinstance(request, OptionRequest):
            return Choose(rng.choice(request.options))
        if isinstance(request, SeatsRequest):
            k = rng.randint(request.min, request.max)
            return Seats(tuple(rng.sample(request.seats, k)))
        if isinstance(request, ArrangeRequest):
            cards = rng.sample(request.cards, len(request.cards))
            k = rng.randint(0, len(cards)) if request.bottom_allowed else len(cards)
            return Arrange(top=tuple(cards[:k]), bottom=tuple(cards[k:]))
        return request.default()

    def _use(self, o: CardOption) -> Use:
        """A uniformly random way to use option `o`: its sub-cards first, then its targets."""
        rng = self.rng
        cards: tuple[int, ...] = ()
        if o.skill is not None and o.max_cards:
            cards = tuple(rng.sample(o.cards, rng.randint(o.min_cards, o.max_cards)))
        spec = o.targets
        if spec is None:
            targets: tuple[int, ...] = ()
        elif spec.then:
            first, follow = spec.then[rng.below(len(spec.then))]
            targets = (first, rng.choice(follow))
        else:
            seats = spec.seats
            k = rng.randint(spec.min, min(spec.max, len(seats)))
            targets = (seats[rng.below(len(seats))],) if k == 1 else tuple(rng.sample(seats, k))
        # Use(card, skill, name, cards, targets), positionally (the cheapest call)
        return Use(o.card, o.skill, (o.name or None) if o.skill else None, cards, targets)
