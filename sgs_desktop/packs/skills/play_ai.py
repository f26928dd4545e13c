"""Building blocks for the `play` advice of active skills (engine.advice.Playing): small
judgements an AI seat makes about a skill's offer, written against the `Judge` protocol (what an
AI may ask: attitudes, card values …). Each skill's own policy sits beside it, in its module."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...engine.protocol.answers import Use
from ...engine.protocol.requests import CardOption

if TYPE_CHECKING:
    from ...engine.advice import AdvisedSeat


def use_of(opt: CardOption, cards: Iterable[int] = (), targets: Iterable[int] = ()) -> Use:
    """The answer that takes the skill's offer with these cards and targets."""
    return Use(skill=opt.skill, cards=tuple(cards), targets=tuple(targets))


def offered_seats(opt: CardOption) -> tuple[int, ...]:
    return opt.targets.seats if opt.targets is not None else ()


def worst_enemy(judge: AdvisedSeat, seats: Iterable[int], below: float = -0.2) -> int | None:
    """The enemy among `seats` most worth hurting (threat, then how surely an enemy)."""
    enemies = [s for s in seats if judge.att(s) < below]
    return max(enemies, key=lambda s: (judge.threat(s) - judge.att(s) * 3, -s)) if enemies else None


def enemy_target(judge: AdvisedSeat, opt: CardOption, score: float) -> tuple[float, Use] | None:
    """The offer on the most threatening enemy, paid with the cheapest cards it asks for."""
    if opt.targets is None:
        return None
    targets = [t for t in opt.targets.seats if judge.att(t) < -0.2]
    if not targets:
        return None
    t = max(targets, key=lambda s: (judge.threat(s) - judge.att(s), -s))
    cards = judge.cheapest(opt.cards, opt.min_cards) if opt.min_cards else []
    return score, use_of(opt, cards, [t])


def heal_target(judge: AdvisedSeat, opt: CardOption) -> int | None:
    """Myself or the friend most in need of HP, among the offered seats."""
    if opt.targets is None:
        return None
    cands = [t for t in opt.targets.seats if (t == judge.me or judge.att(t) > 0.3)]
    if not cands:
        return None
    return min(cands, key=lambda s: (judge.p(s).hp - (0.5 if s == judge.me else 0), s))


def lord_of(opt: CardOption) -> int | None:
    """The one seat a lord skill's offer names (黄天, 制霸: the lord)."""
    return opt.targets.seats[0] if opt.targets is not None and opt.targets.seats else None


def top_number(judge: AdvisedSeat) -> int:
    """The highest number in my hand (for a 拼点)."""
    return max((judge.number(c) for c in judge.view.hand), default=0)


def subtype(judge: AdvisedSeat, cid: int) -> str | None:
    """A card's subtype (an equipment card's slot)."""
    return judge.card(cid).behaviour.subtype
