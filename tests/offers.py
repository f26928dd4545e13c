"""Every option a request offers is accepted: the answers a soak game tries besides its own.

A Request lists what is legal, and seats (the GUI, the AI, a LAN client) build their answers
from that list alone; the engine re-validates each. An option it lists but then refuses is a
bug players meet as "illegal answer" (乱击 offering a black 万箭齐发 whose only target has 帷幕).
`answers_to_try` builds, from the request alone, one other option than the seat's own — with
each target it offers — and `refusals` asks the game whether it would take each of them
(`Game.check`: validated, never committed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sgs_desktop.engine.errors import IllegalAnswer
from sgs_desktop.engine.protocol.answers import Answer, Arrange, Cards, Choose, Pick, Recast, Seats, Use
from sgs_desktop.engine.protocol.requests import (
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
from sgs_desktop.engine.rng import Rng

if TYPE_CHECKING:
    from sgs_desktop.engine.game import Game


def answers_to_try(req: Request[Answer], chosen: Answer | None, rng: Rng) -> list[Answer]:
    """Answers made only from what `req` offers: one option other than `chosen` (drawn with
    `rng`) with each of its targets, or another choice of cards, seats or option."""
    if isinstance(req, (PlayRequest, RespondRequest)):
        others = [o for o in req.options if not _is_option(o, chosen)]
        out: list[Answer] = uses_of(rng.choice(others), rng) if others else []
        if isinstance(req, PlayRequest) and req.recast:
            out.append(Recast(rng.choice(req.recast)))
        return out
    if isinstance(req, CardsRequest):
        return [Cards(tuple(rng.sample(req.cards, k))) for k in sorted({req.min, min(req.max, len(req.cards))})
                if k <= len(req.cards)]
    if isinstance(req, PickRequest):
        n = req.hand + len(req.cards)
        if n == 0:
            return []
        i = rng.below(n)
        return [Pick(index=i) if i < req.hand else Pick(card=req.cards[i - req.hand])]
    if isinstance(req, OptionRequest):
        return [Choose(o) for o in req.options if not (isinstance(chosen, Choose) and chosen.option == o)]
    if isinstance(req, SeatsRequest):
        return [Seats(t) for t in target_choices(TargetSpec(req.seats, req.min, req.max), rng)]
    if isinstance(req, ArrangeRequest):
        cards = rng.sample(req.cards, len(req.cards))
        k = rng.randint(0, len(cards)) if req.bottom_allowed else len(cards)
        k = req.top_count if req.top_count >= 0 else k
        return [Arrange(top=tuple(cards[:k]), bottom=tuple(cards[k:]))]
    return []


def _is_option(o: CardOption, chosen: Answer | None) -> bool:
    if not isinstance(chosen, Use):
        return False
    if chosen.skill is None:
        return o.skill is None and o.card == chosen.card
    return o.skill == chosen.skill and chosen.name in (None, o.name) and set(chosen.cards) <= set(o.cards)


def uses_of(o: CardOption, rng: Rng) -> list[Answer]:
    """Ways to use option `o`: sub-cards drawn within its min..max, then each target it offers."""
    cards: tuple[int, ...] = ()
    if o.skill is not None and o.max_cards:
        k = rng.randint(o.min_cards, min(o.max_cards, len(o.cards)))
        cards = tuple(rng.sample(o.cards, k))
    name = (o.name or None) if o.skill else None
    if o.targets is None:
        return [Use(o.card, o.skill, name, cards, ())]
    return [Use(o.card, o.skill, name, cards, t) for t in target_choices(o.targets, rng)]


def target_choices(spec: TargetSpec, rng: Rng) -> list[tuple[int, ...]]:
    """Each offered target (with as many others as the least takes), none when none may be
    chosen, and once as many as the most takes; two-step targets: each first one with one of its
    second ones."""
    if spec.then:
        return [(first, rng.choice(follow)) for first, follow in spec.then if follow]
    seats = spec.seats
    least = max(spec.min, 1)
    out: list[tuple[int, ...]] = [()] if spec.min == 0 else []
    for t in seats:
        rest = [s for s in seats if s != t]
        out.append((t, *rng.sample(rest, min(least - 1, len(rest)))))
    most = min(spec.max, len(seats))
    if most > least:
        out.append(tuple(rng.sample(seats, most)))
    if spec.apart:          # (方天画戟: one seat of each group at most)
        out = [t for t in out if len({spec.group_of(s) for s in t if spec.group_of(s) >= 0})
               == sum(1 for s in t if spec.group_of(s) >= 0)]
    return out


def refusals(game: Game, chosen: Answer | None, rng: Rng) -> list[str]:
    """What the pending request offers, besides `chosen`, that the game would refuse (empty: all
    taken). Nothing is committed."""
    req = game.pending
    if req is None:
        return []
    out = []
    for answer in answers_to_try(req, chosen, rng):
        try:
            game.check(answer)
        except IllegalAnswer as exc:
            out.append(f"seat {req.seat}'s {req.kind!r} request offered {answer.to_json()}, then refused it: {exc}")
    return out
