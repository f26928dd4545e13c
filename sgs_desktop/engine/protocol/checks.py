"""The checks an answer passes against its request (合法性检查): the cards chosen, the seats targeted,
the option a use names. The requests (protocol/requests.py) call them; each raises `IllegalAnswer`
saying what is wrong.

Compiled with the engine's hot path (docs/engine.md, "The compiled hot path"): every answer is checked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAnswer

if TYPE_CHECKING:
    from .requests import CardOption, TargetSpec


def check_choice(chosen: Sequence[int], allowed: Sequence[int], lo: int, hi: int, item: str, refusal: str,
                 who: str = "") -> None:
    """`lo`..`hi` distinct items, each of `allowed`: the one shape of choosing cards and targets.
    `item` names them ("card", "target"), `refusal` says why one is not allowed (formatted with it and
    `allowed`), `who` prefixes the message with the asker. (Sequences, not tuples: an answer made in
    code may carry a list, and compiled code would refuse it with a TypeError, not say what is wrong.)"""
    n = len(chosen)
    if n < lo or n > hi:
        raise IllegalAnswer(f"{who}choose {lo}..{hi} {item}s, got {n}")
    if n == 1 and chosen[0] in allowed:
        return
    if len(set(chosen)) != n:
        raise IllegalAnswer(f"{who}a {item} is named twice: {list(chosen)}")
    for c in chosen:
        if c not in allowed:
            raise IllegalAnswer(who + refusal.format(c, list(allowed)))


def check_cards(chosen: Sequence[int], allowed: Sequence[int], lo: int, hi: int, who: str = "") -> None:
    """Cards chosen (for a request, or by `who`: "skill zhiheng: ")."""
    check_choice(chosen, allowed, lo, hi, "card", "card {} may not be chosen; choose from {}", who)


def check_targets(spec: TargetSpec, targets: Sequence[int]) -> None:
    """Targets legal for `spec` (its count, its seats, a two-step pair, its `apart` groups)."""
    seats = spec.seats
    if spec.then:
        if len(targets) != 2:
            raise IllegalAnswer(f"this card needs two targets (a user and a victim), got {list(targets)}")
        follow = dict(spec.then).get(targets[0])
        if follow is None:
            raise IllegalAnswer(f"seat {targets[0]} is not a legal first target; legal: {list(seats)}")
        if targets[1] not in follow:
            raise IllegalAnswer(f"seat {targets[1]} is not a legal second target for {targets[0]}; "
                                f"legal: {list(follow)}")
        return
    check_choice(targets, seats, spec.min, spec.max, "target", "seat {} is not a legal target; legal: {}")
    if spec.apart:
        seen: dict[int, int] = {}
        for t in targets:
            k = spec.group_of(t)
            if k >= 0 and k in seen:
                raise IllegalAnswer(f"seats {seen[k]} and {t} are of one kingdom: this card may not target both")
            seen[k] = t


def match_option(options: Sequence[CardOption], ans: Any) -> CardOption:
    """The offered option a use answer (a `Use`) names (a card, or a skill and the card it makes)."""
    if ans.skill is None:
        if ans.card is None:
            raise IllegalAnswer("a use answer names a card or a skill")
        for o in options:
            if o.skill is None and o.card == ans.card:
                return o
        raise IllegalAnswer(f"card {ans.card} cannot be used now; usable: "
                            f"{[o.card for o in options if o.skill is None]}")
    found = [o for o in options if o.skill == ans.skill and (ans.name is None or o.name == ans.name)]
    if not found:
        raise IllegalAnswer(f"skill {ans.skill!r}{' as ' + ans.name if ans.name else ''} cannot be used now; "
                            f"usable: {sorted({o.skill for o in options if o.skill})}")
    if len(found) > 1:
        if len({o.name for o in found}) > 1:
            raise IllegalAnswer(f"skill {ans.skill!r} can make {[o.name for o in found]}: name one")
        # one card made from alternative sets of cards (乱击: two of one suit): the chosen cards tell which
        fit = [o for o in found if set(ans.cards) <= set(o.cards)]
        if len(fit) != 1:
            raise IllegalAnswer(f"skill {ans.skill!r}: choose the cards from one of {[list(o.cards) for o in found]}")
        return fit[0]
    return found[0]


def check_use(options: Sequence[CardOption], ans: Any) -> CardOption:
    """Validate a use answer (a `Use`) against the options; return the matched option. (The answer's fields
    are read untyped: one made in code may carry a list where the wire form has a tuple, and a
    typed read in compiled code would raise a TypeError, not say what is wrong.)"""
    o = match_option(options, ans)
    if o.skill is None:
        if ans.cards:
            raise IllegalAnswer("a physical card takes no sub-cards")
    else:
        check_cards(ans.cards, o.cards, o.min_cards, o.max_cards, f"skill {o.skill}: ")
    if o.targets is None:
        if ans.targets:
            raise IllegalAnswer("this card's targets are fixed by the rules; name none")
    else:
        check_targets(o.targets, ans.targets)
    return o
