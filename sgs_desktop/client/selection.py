"""Selection models: how a seat builds an answer to one Request by clicking (Qt-free).

The table shows what the model says is clickable, forwards clicks to it, and
enables OK / Cancel / End when the model says so. The model knows nothing of
rules beyond what the Request lists (DESIGN.md §5), and can only ever build an
answer the Request accepts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ..engine.protocol.answers import Answer, Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from ..engine.protocol.requests import (
    ArrangeRequest,
    CardOption,
    CardsRequest,
    OptionRequest,
    PickRequest,
    PlayRequest,
    Refusal,
    Request,
    RespondRequest,
    SeatsRequest,
    TargetSpec,
)


class Selection:
    """What every selection model offers; the defaults mean "nothing to click"."""

    request: Request[Answer]

    def card_clickable(self, cid: int) -> bool:
        return False

    def card_selected(self, cid: int) -> bool:
        return False

    def click_card(self, cid: int) -> None:
        pass

    def seat_clickable(self, seat: int) -> bool:
        return False

    def seat_selected(self, seat: int) -> bool:
        return False

    def click_seat(self, seat: int) -> None:
        pass

    def seat_choice(self, seat: int) -> str:
        """What the table shows of a seat while targets are chosen: "chosen", "choosable",
        "blocked" (the request does not offer it now) or "none" (nothing is being chosen, or it
        could be chosen but enough are)."""
        if self.seat_selected(seat):
            return "chosen"
        if self.seat_clickable(seat):
            return "choosable"
        return "blocked" if self.choosing_seats() and not self._offered(seat) else "none"

    def choosing_seats(self) -> bool:
        """Are seats being chosen now (a step of targets is open)?"""
        return False

    def _offered(self, seat: int) -> bool:
        return False

    def refusal(self, seat: int) -> Refusal | None:
        """Why the request does not offer `seat` now, when it says (engine/explain.py), else None."""
        return None

    def skills(self) -> list[str]:
        """Skill buttons to show (active and view-as skills the request offers)."""
        return []

    def skill_selected(self) -> str | None:
        return None

    def click_skill(self, skill: str) -> None:
        pass

    @property
    def ok_enabled(self) -> bool:
        return False

    def ok(self) -> Answer:
        raise ValueError("OK is not enabled")

    @property
    def cancel_enabled(self) -> bool:
        return False

    def cancel(self) -> Answer | None:
        """The answer Cancel gives, or None when Cancel only clears the selection."""
        return None

    @property
    def end_enabled(self) -> bool:
        return False

    def end(self) -> Answer:
        raise ValueError("End is not enabled")

    @property
    def recast_enabled(self) -> bool:
        return False

    def recast(self) -> Answer:
        raise ValueError("recast is not enabled")


def _targets_ok(spec: TargetSpec | None, chosen: list[int]) -> bool:
    if spec is None:
        return not chosen
    if spec.then:
        return len(chosen) == 2 and chosen[1] in dict(spec.then).get(chosen[0], ())
    groups = [spec.group_of(t) for t in chosen if t in spec.seats and spec.group_of(t) >= 0]
    return (spec.min <= len(chosen) <= spec.max and all(t in spec.seats for t in chosen)
            and len(set(groups)) == len(groups))


@dataclass
class UseSelection(Selection):
    """Play (出牌) and respond requests: choose a card or a skill, its cards, then targets."""

    request: PlayRequest | RespondRequest
    option: CardOption | None = None
    skill: str | None = None
    cards: list[int] = field(default_factory=list)
    targets: list[int] = field(default_factory=list)
    recast_card: int | None = None
    #: the card a skill that makes several kinds is to make (蛊惑's declared card), once chosen
    declared: str | None = None

    # ---- what the request offers
    @property
    def options(self) -> tuple[CardOption, ...]:
        return self.request.options

    def _card_option(self, cid: int) -> CardOption | None:
        for o in self.options:
            if o.skill is None and o.card == cid:
                return o
        return None

    def _skill_options(self, skill: str) -> list[CardOption]:
        return [o for o in self.options if o.skill == skill]

    def _fitting(self, skill: str, cards: list[int]) -> list[CardOption]:
        return [o for o in self._skill_options(skill) if set(cards) <= set(o.cards)
                and (self.declared is None or o.name == self.declared)]

    def names(self) -> list[str]:
        """The cards the selected skill could make, in the request's order, when it makes several
        kinds from the same cards (蛊惑: any basic card or trick): the player names one (`declare`).
        Empty when the cards tell which (龙胆) or the skill makes one kind."""
        if self.skill is None:
            return []
        out: list[str] = []
        for o in self._skill_options(self.skill):
            if o.name and o.name not in out:
                out.append(o.name)
        if len(out) < 2:
            return []
        cards = {frozenset(o.cards) for o in self._skill_options(self.skill)}
        return out if len(cards) < len(out) else []

    def declare(self, name: str | None) -> None:
        """Name the card the selected skill is to make (None: choose again)."""
        if name is not None and name not in self.names():
            return
        self.declared = name
        if self.skill is not None:
            self._settle_skill(self.skill)

    @property
    def recastable(self) -> tuple[int, ...]:
        return self.request.recast if isinstance(self.request, PlayRequest) else ()

    def skills(self) -> list[str]:
        out: list[str] = []
        for o in self.options:
            if o.skill is not None and o.skill not in out:
                out.append(o.skill)
        return out

    def skill_selected(self) -> str | None:
        return self.skill

    # ---- cards
    def card_clickable(self, cid: int) -> bool:
        if self.skill is not None:
            if cid in self.cards:
                return True
            fits = self._fitting(self.skill, [*self.cards, cid])
            return any(len(self.cards) < o.max_cards for o in fits)
        return self._card_option(cid) is not None or cid in self.recastable

    def card_selected(self, cid: int) -> bool:
        if self.skill is not None:
            return cid in self.cards
        return (self.option is not None and self.option.card == cid) or self.recast_card == cid

    def click_card(self, cid: int) -> None:
        if self.skill is not None:
            if cid in self.cards:
                self.cards.remove(cid)
            elif self.card_clickable(cid):
                self.cards.append(cid)
            self._settle_skill(self.skill)
            return
        if self.card_selected(cid):
            self.clear()
            return
        if not self.card_clickable(cid):
            return
        self.clear()
        self.option = self._card_option(cid)
        if cid in self.recastable:
            self.recast_card = cid
        # (never a target the player did not click, even when only one is legal: issue 34, found 5)

    def click_skill(self, skill: str) -> None:
        if self.skill == skill:
            self.clear()
            return
        if skill not in self.skills():
            return
        self.clear()
        self.skill = skill
        self._settle_skill(skill)

    def _settle_skill(self, skill: str) -> None:
        """The option the selected cards of `skill` belong to (several options may share a skill;
        one that makes several kinds from the same cards waits until one is named: `declare`)."""
        fits = self._fitting(skill, self.cards)
        self.option = fits[0] if fits and (self.declared is not None or not self.names()) else None
        spec = self.option.targets if self.option is not None else None
        if spec is None:
            self.targets = []
        elif spec.then:
            follow = dict(spec.then)
            if not self.targets or self.targets[0] not in follow:
                self.targets = []
            elif len(self.targets) > 1 and self.targets[1] not in follow[self.targets[0]]:
                self.targets = self.targets[:1]
        else:
            self.targets = [t for t in self.targets if t in spec.seats][:spec.max]

    # ---- targets
    def seat_clickable(self, seat: int) -> bool:
        o = self.option
        if o is None or o.targets is None:
            return False
        spec = o.targets
        if seat in self.targets:
            return True
        if spec.then:
            if not self.targets:
                return seat in dict(spec.then)
            return len(self.targets) == 1 and seat in dict(spec.then).get(self.targets[0], ())
        if spec.apart and spec.group_of(seat) >= 0 and seat in spec.seats and any(
                spec.group_of(t) == spec.group_of(seat) for t in self.targets):
            return False            # (方天画戟: not two of one kingdom)
        return seat in spec.seats and len(self.targets) < spec.max

    def seat_selected(self, seat: int) -> bool:
        return seat in self.targets

    def _step(self) -> tuple[tuple[int, ...], int] | None:
        """The seats the open step of targets offers, and the first target it follows (-1: the
        first step); None when no step is open (no option with targets, or all are chosen)."""
        o = self.option
        if o is None or o.targets is None:
            return None
        spec = o.targets
        if spec.then:
            if not self.targets:
                return tuple(a for a, _ in spec.then), -1
            if len(self.targets) == 1:
                return dict(spec.then).get(self.targets[0], ()), self.targets[0]
            return None
        return (spec.seats, -1) if len(self.targets) < spec.max else None

    def choosing_seats(self) -> bool:
        return self._step() is not None

    def _offered(self, seat: int) -> bool:
        step = self._step()
        return step is not None and seat in step[0]

    def refusal(self, seat: int) -> Refusal | None:
        step = self._step()
        o = self.option
        if step is None or o is None or o.targets is None:
            return None
        return next((r for r in o.targets.refused if r.seat == seat and r.first == step[1]), None)

    def target_role(self, seat: int) -> int:
        """A chosen target's place in a two-step choice (借刀杀人: 0 the weapon's holder, 1 whom it
        must attack); 0 for an ordinary target, -1 for a seat not chosen."""
        if seat not in self.targets:
            return -1
        o = self.option
        return self.targets.index(seat) if o is not None and o.targets is not None and o.targets.then else 0

    def click_seat(self, seat: int) -> None:
        if seat in self.targets:
            i = self.targets.index(seat)
            del self.targets[i:]         # for two-step targets, the second goes with the first
        elif self.seat_clickable(seat):
            self.targets.append(seat)

    # ---- buttons
    @property
    def ok_enabled(self) -> bool:
        o = self.option
        if o is None:
            return False
        if o.skill is not None and not o.min_cards <= len(self.cards) <= o.max_cards:
            return False
        return _targets_ok(o.targets, self.targets)

    def ok(self) -> Answer:
        o = self.option
        if o is None or not self.ok_enabled:
            raise ValueError("the selection is not complete")
        if o.skill is None:
            return Use(card=o.card, targets=tuple(self.targets))
        return Use(skill=o.skill, name=o.name or None, cards=tuple(self.cards), targets=tuple(self.targets))

    @property
    def cancel_enabled(self) -> bool:
        return isinstance(self.request, RespondRequest) or self.option is not None or self.skill is not None \
            or self.recast_card is not None

    def cancel(self) -> Answer | None:
        if self.option is not None or self.skill is not None or self.recast_card is not None:
            self.clear()
            return None
        return Pass() if isinstance(self.request, RespondRequest) else None

    @property
    def end_enabled(self) -> bool:
        return isinstance(self.request, PlayRequest)

    def end(self) -> Answer:
        return End()

    @property
    def recast_enabled(self) -> bool:
        return self.recast_card is not None

    def recast(self) -> Answer:
        if self.recast_card is None:
            raise ValueError("recast is not enabled: no card is chosen to recast")
        return Recast(self.recast_card)

    def clear(self) -> None:
        self.option = None
        self.skill = None
        self.cards = []
        self.targets = []
        self.recast_card = None
        self.declared = None


@dataclass
class _SomeOf(Selection):
    """Choose min..max of a request's listed items (cards or seats): the shared part."""

    request: CardsRequest | SeatsRequest
    chosen: list[int] = field(default_factory=list, kw_only=True)
    #: what "OK" says is missing, and the answer type built from the chosen items
    missing: ClassVar[str] = ""

    def _pool(self) -> tuple[int, ...]:
        raise NotImplementedError

    def _answer(self, items: tuple[int, ...]) -> Answer:
        raise NotImplementedError

    def _clickable(self, x: int) -> bool:
        return x in self._pool() and (x in self.chosen or len(self.chosen) < self.request.max)

    def _click(self, x: int) -> None:
        if x in self.chosen:
            self.chosen.remove(x)
        elif self._clickable(x):
            self.chosen.append(x)

    @property
    def ok_enabled(self) -> bool:
        return self.request.min <= len(self.chosen) <= self.request.max

    def ok(self) -> Answer:
        if not self.ok_enabled:
            raise ValueError(self.missing)
        return self._answer(tuple(self.chosen))

    @property
    def cancel_enabled(self) -> bool:
        return self.request.min == 0 or bool(self.chosen)

    def cancel(self) -> Answer | None:
        if self.chosen:
            self.chosen = []
            return None
        return self._answer(())


@dataclass
class CardsSelection(_SomeOf):
    """Choose min..max of the listed cards (discard, show, 五谷丰登 …)."""

    request: CardsRequest
    missing: ClassVar[str] = "choose more cards"

    def _pool(self) -> tuple[int, ...]:
        return self.request.cards

    def _answer(self, items: tuple[int, ...]) -> Answer:
        return Cards(items)

    def card_clickable(self, cid: int) -> bool:
        return self._clickable(cid)

    def card_selected(self, cid: int) -> bool:
        return cid in self.chosen

    def click_card(self, cid: int) -> None:
        self._click(cid)


@dataclass
class SeatsSelection(_SomeOf):
    request: SeatsRequest
    missing: ClassVar[str] = "choose more players"

    def _pool(self) -> tuple[int, ...]:
        return self.request.seats

    def _answer(self, items: tuple[int, ...]) -> Answer:
        return Seats(items)

    def seat_clickable(self, seat: int) -> bool:
        return self._clickable(seat)

    def seat_selected(self, seat: int) -> bool:
        return seat in self.chosen

    def click_seat(self, seat: int) -> None:
        self._click(seat)

    def choosing_seats(self) -> bool:
        return len(self.chosen) < self.request.max

    def _offered(self, seat: int) -> bool:
        return seat in self.request.seats


@dataclass
class OptionSelection(Selection):
    """Named options: the table shows one button each (yes/no map to OK/Cancel)."""

    request: OptionRequest

    @property
    def yes_no(self) -> bool:
        return set(self.request.options) == {"yes", "no"}

    def choose(self, option: str) -> Answer:
        if option not in self.request.options:
            raise ValueError(f"{option!r} is not offered")
        return Choose(option)

    @property
    def ok_enabled(self) -> bool:
        return self.yes_no

    def ok(self) -> Answer:
        return Choose("yes")

    @property
    def cancel_enabled(self) -> bool:
        return self.yes_no

    def cancel(self) -> Answer | None:
        return Choose("no")


@dataclass
class PickSelection(Selection):
    """One card of another player's areas: hand cards are face-down positions."""

    request: PickRequest

    def pick_hand(self, index: int) -> Answer:
        if not 0 <= index < self.request.hand:
            raise ValueError("no such hand position")
        return Pick(index=index)

    def pick_card(self, cid: int) -> Answer:
        if cid not in self.request.cards:
            raise ValueError("that card cannot be picked")
        return Pick(card=cid)


@dataclass
class ArrangeSelection(Selection):
    """观星: every card on top (in order) or at the bottom."""

    request: ArrangeRequest
    top: list[int] = field(default_factory=list)
    bottom: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.top and not self.bottom:
            self.top = list(self.request.cards)

    def move(self, cid: int, to_bottom: bool, index: int | None = None) -> None:
        if cid not in self.request.cards or (to_bottom and not self.request.bottom_allowed):
            return
        for pile in (self.top, self.bottom):
            if cid in pile:
                pile.remove(cid)
        dest = self.bottom if to_bottom else self.top
        dest.insert(len(dest) if index is None else max(0, min(index, len(dest))), cid)

    @property
    def ok_enabled(self) -> bool:
        count = self.request.top_count
        return (sorted(self.top + self.bottom) == sorted(self.request.cards)
                and (count < 0 or len(self.top) == count))

    def ok(self) -> Answer:
        return Arrange(top=tuple(self.top), bottom=tuple(self.bottom))


def selection_for(request: Request[Answer]) -> Selection:
    """The selection model for a request."""
    if isinstance(request, (PlayRequest, RespondRequest)):
        return UseSelection(request)
    if isinstance(request, CardsRequest):
        return CardsSelection(request)
    if isinstance(request, SeatsRequest):
        return SeatsSelection(request)
    if isinstance(request, OptionRequest):
        return OptionSelection(request)
    if isinstance(request, PickRequest):
        return PickSelection(request)
    if isinstance(request, ArrangeRequest):
        return ArrangeSelection(request)
    raise TypeError(f"no selection model for {type(request).__name__}")
