"""The basic AI's generic choices: a card of someone's, seats, 观星 (advice.py says which applies)."""

from __future__ import annotations

from typing import Final

from ...engine.protocol.answers import Answer, Arrange, Pick, Seats
from ...engine.protocol.requests import ArrangeRequest, PickRequest, SeatsRequest
from .context import Ctx

HARMFUL_DELAYED: Final = ("indulgence", "supply_shortage", "lightning")


def decide_pick(ctx: Ctx, req: PickRequest) -> Answer:
    """A card of `owner`'s: hurt an enemy (armour, horse, weapon, else a hand card); help a friend
    (take away its harmful delayed trick)."""
    owner = req.owner
    a = 1.0 if owner == ctx.me else ctx.att(owner)
    keyed = [(ctx.key(c), c) for c in req.cards]
    if a > 0.2:
        harm = [c for k, c in keyed if k in HARMFUL_DELAYED and c in ctx.p(owner).judge]
        if harm:
            return Pick(card=harm[0])
        if req.hand:
            return Pick(index=ctx.rng.below(req.hand))
        return Pick(card=ctx.cheapest(req.cards, 1)[0])
    order = ("armor", "defensive_horse", "weapon", "offensive_horse", "treasure")
    equips = ctx.p(owner).equips
    for slot in order:
        cid = equips.get(slot)
        if cid is not None and cid in req.cards:
            return Pick(card=cid)
    if req.hand:
        return Pick(index=ctx.rng.below(req.hand))
    useful = [c for k, c in keyed if k not in HARMFUL_DELAYED]
    return Pick(card=(useful or list(req.cards))[0])


def decide_seats(ctx: Ctx, req: SeatsRequest, friend: bool) -> Answer:
    """Seats a choice helps (`friend`: the most liked first) or harms (the least liked, the most
    threatening first): as many as allowed and worth it, at least as many as asked."""
    seats = list(req.seats)

    def score(s: int) -> float:
        a = 1.0 if s == ctx.me else ctx.att(s)
        return a if friend else -a + ctx.threat(s) * 0.2

    ranked = sorted(seats, key=lambda s: (-score(s), s))
    good = [s for s in ranked if score(s) > 0]
    n = max(req.min, min(req.max, len(good)))
    return Seats(tuple(ranked[:n]))


def decide_arrange(ctx: Ctx, req: ArrangeRequest) -> Answer:
    """观星: what helps our judgements first, then our best cards on top; the rest at the bottom."""
    cards = list(req.cards)
    top: list[int] = []
    judge = [ctx.my.judge_as.get(c, ctx.key(c)) for c in ctx.my.judge]
    from .skills import judge_good
    for trick in reversed(judge):            # judged last-placed first
        fits = [c for c in cards if judge_good(ctx, trick, c)]
        if fits:
            pick = ctx.cheapest(fits, 1)[0]
            top.append(pick)
            cards.remove(pick)
    ranked = ctx.dearest(cards, len(cards))
    keep = [c for c in ranked if ctx.value(c) >= 5.0]
    top += keep
    bottom = [c for c in ranked if c not in keep] if req.bottom_allowed else []
    if not req.bottom_allowed:
        top += [c for c in ranked if c not in keep]
    if req.top_count >= 0:                   # exactly so many on top (恂恂): the best of them
        order = top + bottom
        return Arrange(top=tuple(order[:req.top_count]), bottom=tuple(order[req.top_count:]))
    return Arrange(top=tuple(top), bottom=tuple(bottom))

