"""The moves a 困难 seat searches among: what the 普通 AI would consider, ranked by its own advice.

Play phase: every offered action is scored by the 普通 scoring (`ai/normal/play.py`), once as
the 普通 AI aims it and once at each other target it may take (the same option narrowed to one
seat), and the best few are kept — always with the 普通 AI's own choice and 结束 (End). The other
decisions searched (无懈可击, a rescue, showing generals, a skill's question its `lookahead`
declares: invoke or not) are a choice between the few answers the request offers (`other_candidates`).
"""

from __future__ import annotations

from ...engine.protocol.answers import Answer, Cards, Choose, End, Pass, Recast, Seats, Use
from ...engine.protocol.requests import (
    CardOption,
    CardsRequest,
    OptionRequest,
    PlayRequest,
    RespondRequest,
    SeatsRequest,
    TargetSpec,
)
from ..normal.context import NormalCtx
from ..normal.play import _move, playable

#: how many scored moves besides the 普通 choice and End
TOP = 4
#: targets tried per targeted option (the best-scored first)
TARGETS = 3


def play_candidates(ctx: NormalCtx, req: PlayRequest, normal: Answer, top: int = TOP) -> list[Answer]:
    """The 普通 choice, End, then the best-scored other actions (at most `top`), no two alike."""
    options = playable(ctx, req)
    scored: list[tuple[float, int, Answer]] = []
    for i, opt in enumerate(options):
        for variant in _variants(ctx, opt, options):
            scored.append((variant[0], i, variant[1]))
    scored.sort(key=lambda x: (-x[0], x[1]))
    out: list[Answer] = [normal]
    if End() not in out:
        out.append(End())
    for _score, _i, answer in scored:
        if len(out) >= top + 2:
            break
        if answer not in out:
            out.append(answer)
    if req.recast and len(out) < top + 2:
        rc = Recast(ctx.cheapest(req.recast)[0])
        if rc not in out:
            out.append(rc)
    return out


def _variants(ctx: NormalCtx, opt: CardOption, options: tuple[CardOption, ...]) -> list[tuple[float, Answer]]:
    """The option as the 普通 AI would use it, and narrowed to each other single target it takes."""
    out: list[tuple[float, Answer]] = []
    got = _move(ctx, opt, options)
    if got is not None:
        out.append(got)
    spec = opt.targets
    if spec is None or spec.max != 1 or spec.min != 1 or spec.then or len(spec.seats) < 2:
        return out
    tried = 0
    for seat in sorted(spec.seats, key=lambda s: (ctx.att(s), s)):
        if got is not None and isinstance(got[1], Use) and got[1].targets == (seat,):
            continue
        narrowed = CardOption(opt.name, opt.card, opt.skill, opt.cards, opt.min_cards, opt.max_cards,
                              TargetSpec((seat,), spec.min, spec.max, spec.then, spec.apart))
        alt = _move(ctx, narrowed, options)
        if alt is not None:
            out.append(alt)
            tried += 1
            if tried >= TARGETS - 1:
                break
    return out


def other_candidates(ctx: NormalCtx, req: RespondRequest | OptionRequest | CardsRequest | SeatsRequest,
                     normal: Answer) -> list[Answer]:
    """A response's two ways (the 普通 answer first, then the other: passing, or the cheapest way
    to answer); an option request's options (the 普通 choice first); a skill's card to invoke it
    (巧变, 神速's equipment card): none, and the cheapest one (the 普通 choice first); a skill's one
    player (英魂): the 普通 choice, the most liked and the least liked of the others."""
    out: list[Answer] = [normal]
    if isinstance(req, SeatsRequest):
        ranked = sorted(req.seats, key=lambda s: (-ctx.att(s), s))
        for seat in (ranked[0], ranked[-1]):
            if Seats((seat,)) not in out:
                out.append(Seats((seat,)))
        return out
    if isinstance(req, OptionRequest):
        out.extend(Choose(o) for o in req.options if Choose(o) != normal)
        return out
    if isinstance(req, CardsRequest):
        other = Cards(tuple(ctx.cheapest(req.cards, 1))) if isinstance(normal, Cards) and not normal.cards \
            else Cards(())
        if other != normal and req.min <= len(other.cards) <= req.max:
            out.append(other)
        return out
    if isinstance(normal, Pass):
        other = ctx.cheapest_response(req.options)
        if other is not None:
            out.append(other)
    else:
        out.append(Pass())
    return out
