"""The requests (询问): what a seat is asked, each a typed record listing what is legal.

A Request is self-sufficient: it lists what is legal (cards, targets per card, options, min/max), has
a default answer, and names its prompt, whose declaration (engine/prompts.py) says what the question
means for an AI seat, so a GUI, an AI seat or a remote client needs no rules code. `Request.validate`
re-checks an answer (protocol/checks.py) and raises `IllegalAnswer` saying what is wrong. Their JSON
form is `to_json` and `wire.request_from_json`: that JSON is the wire format.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

import msgspec
from msgspec import field

from ..advice import CHEAPEST, DEFAULT, HARMS, JUDGEMENTS_FIRST, OWNER_LOSES, RESPOND, Strategy
from ..errors import IllegalAnswer
from ..prompts import PROMPTS, Prompt, PromptSpec
from .answers import Answer, Arrange, Cards, Choose, End, Pass, Pick, Recast, Seats, Use
from .checks import check_cards, check_targets, check_use

# what each kind of request asks when it says no more (出牌阶段 has no other prompt)
ASK_PLAY = PromptSpec("play", ai=Strategy("play"))
ASK_RESPOND = PromptSpec("respond", ai=RESPOND)
ASK_CARDS = PromptSpec("cards", ai=CHEAPEST)
ASK_PICK = PromptSpec("pick", ai=OWNER_LOSES)
ASK_OPTION = PromptSpec("option", ai=DEFAULT)
ASK_SEATS = PromptSpec("seats", ai=HARMS)
ASK_ARRANGE = PromptSpec("arrange", ai=JUDGEMENTS_FIRST)


class Refusal(msgspec.Struct):
    """Why a seat may not be chosen as a target (不能选择的原因): the reason's key `why` and its
    `args` (engine/explain.py declares them; the texts are `[refusals]` in packs/i18n). `first`:
    for a two-step target, the first target this refusal is about (-1: the first step)."""

    seat: int
    why: str
    args: tuple[Any, ...] = ()
    first: int = -1


class TargetSpec(msgspec.Struct):
    """Legal targets for one card or skill: seats, how many (min..max).

    `then` holds two-step targets (借刀杀人: for each first target A, the legal
    second targets B); an answer then names exactly [A, B]. `apart` (when given) holds a group
    per seat of `seats`, in order: no two chosen targets may share a group of 0 or more (势备篇's
    方天画戟: not two of one kingdom; -1: a seat of no group). `refused` says why the other seats
    may not be chosen — only in a request made for a seat that asks (a person's: engine/explain.py).
    """

    seats: tuple[int, ...]
    min: int = 1
    max: int = 1
    then: tuple[tuple[int, tuple[int, ...]], ...] = ()
    apart: tuple[int, ...] = ()
    refused: tuple[Refusal, ...] = ()

    def check(self, targets: tuple[int, ...]) -> None:
        """Raise IllegalAnswer unless `targets` are legal here (checks.check_targets)."""
        check_targets(self, targets)

    def group_of(self, seat: int) -> int:
        """The `apart` group of an offered seat (-1: none)."""
        return self.apart[self.seats.index(seat)] if self.apart else -1


class CardOption(msgspec.Struct):
    """One thing a seat may use or play: a physical card, or a skill (view-as or active).

    `name` is the key of the card that will be used (`fire_slash`, `jink`); for a
    skill that makes no card it is empty. `cards`/`min_cards`/`max_cards` say which
    of the seat's cards the skill may take. `targets` None: no target is chosen.
    """

    name: str
    card: int | None = None
    skill: str | None = None
    cards: tuple[int, ...] = ()
    min_cards: int = 0
    max_cards: int = 0
    targets: TargetSpec | None = None


#: the answers a kind of request takes (`Request[Cards]` is answered by `Cards`)
A_co = TypeVar("A_co", bound=Answer, covariant=True)


class Request(msgspec.Struct, Generic[A_co]):
    kind: ClassVar[str] = ""
    #: the classes of A_co, checked by `validate`: an answer that passes is an A_co
    answer_types: ClassVar[tuple[type[Answer], ...]] = ()
    seat: int

    def validate(self, answer: Answer) -> None:
        if not isinstance(answer, self.answer_types):
            raise IllegalAnswer(f"a {self.kind!r} request takes {[a.type for a in self.answer_types]} answers, "
                                f"not {getattr(answer, 'type', type(answer).__name__)!r}")
        self._validate(answer)

    def _validate(self, answer: Any) -> None:
        """Check an answer of one of `answer_types` (each kind names its own answer type here)."""

    def default(self) -> A_co:
        raise NotImplementedError

    @property
    def prompt(self) -> Prompt:
        """Why it is asked: every kind has its own `prompt` field, with its own default."""
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for name in self.__struct_fields__:
            out[name] = _to_json(getattr(self, name))
        return out


def _to_json(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_to_json(x) for x in v]
    if isinstance(v, (TargetSpec, CardOption, Prompt, Refusal)):
        return {name: _to_json(getattr(v, name)) for name in v.__struct_fields__}
    return v


class PlayRequest(Request[Use | Recast | End]):
    """出牌阶段: use a card or skill, recast (重铸), or end the phase."""

    kind: ClassVar[str] = "play"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Use, Recast, End)
    options: tuple[CardOption, ...] = ()
    recast: tuple[int, ...] = ()
    prompt: Prompt = field(default_factory=ASK_PLAY)

    def _validate(self, answer: Use | Recast | End) -> None:
        if isinstance(answer, Use):
            check_use(self.options, answer)
        elif isinstance(answer, Recast) and answer.card not in self.recast:
            raise IllegalAnswer(f"card {answer.card} cannot be recast; recastable: {list(self.recast)}")

    def default(self) -> End:
        return End()


class RespondRequest(Request[Use | Pass]):
    """Use (使用) or play (打出) a card of one of `names` in response, or pass."""

    kind: ClassVar[str] = "respond"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Use, Pass)
    names: tuple[str, ...] = ()
    mode: str = "use"
    options: tuple[CardOption, ...] = ()
    prompt: Prompt = field(default_factory=ASK_RESPOND)

    def _validate(self, answer: Use | Pass) -> None:
        if isinstance(answer, Use):
            check_use(self.options, answer)

    def default(self) -> Pass:
        return Pass()


class CardsRequest(Request[Cards]):
    """Choose `min`..`max` of the listed cards (discard, show, give ...)."""

    kind: ClassVar[str] = "cards"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Cards,)
    cards: tuple[int, ...] = ()
    min: int = 1
    max: int = 1
    prompt: Prompt = field(default_factory=ASK_CARDS)

    def _validate(self, answer: Cards) -> None:
        check_cards(answer.cards, self.cards, self.min, self.max)

    def default(self) -> Cards:
        return Cards(self.cards[: self.min])


class PickRequest(Request[Pick]):
    """Pick one card of `owner`'s: a visible one by id, or a face-down hand card by position."""

    kind: ClassVar[str] = "pick"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Pick,)
    owner: int = -1
    hand: int = 0
    cards: tuple[int, ...] = ()
    prompt: Prompt = field(default_factory=ASK_PICK)

    def _validate(self, answer: Pick) -> None:
        if (answer.card is None) == (answer.index is None):
            raise IllegalAnswer("pick exactly one: a visible card id or a hand position (index)")
        if answer.card is not None and answer.card not in self.cards:
            raise IllegalAnswer(f"card {answer.card} cannot be picked; visible choices: {list(self.cards)}")
        if answer.index is not None and not 0 <= answer.index < self.hand:
            raise IllegalAnswer(f"hand position {answer.index} out of range 0..{self.hand - 1}"
                                if self.hand else "there is no face-down hand card to pick")

    def default(self) -> Pick:
        return Pick(index=0) if self.hand else Pick(card=self.cards[0])


class OptionRequest(Request[Choose]):
    """Choose one of several named options (invoke a skill? which effect?)."""

    kind: ClassVar[str] = "option"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Choose,)
    options: tuple[str, ...] = ()
    default_option: str = ""
    prompt: Prompt = field(default_factory=ASK_OPTION)

    def _validate(self, answer: Choose) -> None:
        if answer.option not in self.options:
            spec = PROMPTS.get(self.prompt.key)
            explain = spec.explain if spec is not None else None
            why = explain(self, answer.option) if explain is not None else None
            raise IllegalAnswer(why or f"option {answer.option!r} is not offered; options: {list(self.options)}")

    def default(self) -> Choose:
        return Choose(self.default_option or self.options[0])


class SeatsRequest(Request[Seats]):
    """Choose `min`..`max` of the listed seats."""

    kind: ClassVar[str] = "seats"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Seats,)
    seats: tuple[int, ...] = ()
    min: int = 1
    max: int = 1
    prompt: Prompt = field(default_factory=ASK_SEATS)

    def _validate(self, answer: Seats) -> None:
        TargetSpec(self.seats, self.min, self.max).check(answer.seats)

    def default(self) -> Seats:
        return Seats(self.seats[: self.min])


class ArrangeRequest(Request[Arrange]):
    """Arrange `cards` on top of and/or at the bottom of the draw pile (观星); `top_count` (when 0
    or more) is exactly how many go on top (恂恂: two)."""

    kind: ClassVar[str] = "arrange"
    answer_types: ClassVar[tuple[type[Answer], ...]] = (Arrange,)
    cards: tuple[int, ...] = ()
    bottom_allowed: bool = True
    prompt: Prompt = field(default_factory=ASK_ARRANGE)
    top_count: int = -1

    def _validate(self, answer: Arrange) -> None:
        both = answer.top + answer.bottom
        if sorted(both) != sorted(self.cards) or len(set(both)) != len(both):
            raise IllegalAnswer(f"place each of {list(self.cards)} exactly once, got top {list(answer.top)} "
                                f"bottom {list(answer.bottom)}")
        if answer.bottom and not self.bottom_allowed:
            raise IllegalAnswer("these cards may only go on top")
        if self.top_count >= 0 and len(answer.top) != self.top_count:
            raise IllegalAnswer(f"exactly {self.top_count} of these cards go on top, got {len(answer.top)}")

    def default(self) -> Arrange:
        if self.top_count >= 0:
            return Arrange(top=self.cards[:self.top_count], bottom=self.cards[self.top_count:])
        return Arrange(top=self.cards)


REQUEST_TYPES: dict[str, type[Request[Answer]]] = {
    cls.kind: cls for cls in (PlayRequest, RespondRequest, CardsRequest, PickRequest, OptionRequest,
                              SeatsRequest, ArrangeRequest)
}
