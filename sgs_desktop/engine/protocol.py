"""The one decision protocol: typed Requests answered by typed Answers.

A Request is self-sufficient: it lists what is legal (cards, targets per card,
options, min/max), has a default answer and a hint, so a GUI, an AI seat or a
remote client needs no rules code. `Request.validate` re-checks an answer and
raises `IllegalAnswer` saying what is wrong. Requests and Answers round-trip
through JSON (`to_json` / `request_from_json` / `answer_from_json`): that JSON
is the wire format and the form of scripted answers.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

import msgspec
from msgspec import field

from .advice import CHEAPEST, DEFAULT, HARMS, JUDGEMENTS_FIRST, OWNER_LOSES, RESPOND, Strategy
from .answer_checks import check_cards, check_targets, check_use
from .errors import IllegalAnswer
from .prompts import PROMPTS, PromptSpec
from .prompts import Prompt as Prompt  # re-exported: a request names its prompt

BENEFICIAL, HARMFUL, NEUTRAL = "beneficial", "harmful", ""

# what each kind of request asks when it says no more (出牌阶段 has no other prompt)
ASK_PLAY = PromptSpec("play", ai=Strategy("play"))
ASK_RESPOND = PromptSpec("respond", ai=RESPOND)
ASK_CARDS = PromptSpec("cards", ai=CHEAPEST)
ASK_PICK = PromptSpec("pick", ai=OWNER_LOSES)
ASK_OPTION = PromptSpec("option", ai=DEFAULT)
ASK_SEATS = PromptSpec("seats", ai=HARMS)
ASK_ARRANGE = PromptSpec("arrange", ai=JUDGEMENTS_FIRST)


# --------------------------------------------------------------------------- specs


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
        """Raise IllegalAnswer unless `targets` are legal here (answer_checks.check_targets)."""
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


# --------------------------------------------------------------------------- answers


class Answer(msgspec.Struct):
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for name in self.__struct_fields__:
            v = getattr(self, name)
            out[name] = list(v) if isinstance(v, tuple) else v
        return out


class Use(Answer):
    """Use or play a card: a physical `card`, or a `skill` with `cards` as sub-cards."""

    type: ClassVar[str] = "use"
    card: int | None = None
    skill: str | None = None
    name: str | None = None
    cards: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()


class Recast(Answer):
    """重铸: put a card into the discard pile and draw one."""

    type: ClassVar[str] = "recast"
    card: int = -1


class End(Answer):
    """End the play phase (结束出牌阶段)."""

    type: ClassVar[str] = "end"


class Pass(Answer):
    """Decline to respond."""

    type: ClassVar[str] = "pass"


class Cards(Answer):
    type: ClassVar[str] = "cards"
    cards: tuple[int, ...] = ()


class Pick(Answer):
    """Pick one card: a visible one by id, or a face-down hand card by position."""

    type: ClassVar[str] = "pick"
    card: int | None = None
    index: int | None = None


class Choose(Answer):
    type: ClassVar[str] = "option"
    option: str = ""


class Seats(Answer):
    type: ClassVar[str] = "seats"
    seats: tuple[int, ...] = ()


class Arrange(Answer):
    """Put cards on top of the draw pile (`top`, first = topmost) and at the bottom (`bottom`,
    last = bottommost)."""

    type: ClassVar[str] = "arrange"
    top: tuple[int, ...] = ()
    bottom: tuple[int, ...] = ()


class Concede(Answer):
    """投降: the asked player gives up (engine/concede.py): not an answer to the request, which stays
    open; the player dies at the next phase boundary. `concede(game)` takes it, not `Game.answer`."""

    type: ClassVar[str] = "concede"


ANSWER_TYPES: dict[str, type[Answer]] = {
    cls.type: cls for cls in (Use, Recast, End, Pass, Cards, Pick, Choose, Seats, Arrange, Concede)
}


def _tuple_of_ints(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise IllegalAnswer(f"{what} must be a list of integers, got {value!r}")
    return tuple(value)


def _opt_int(value: Any, what: str) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalAnswer(f"{what} must be an integer, got {value!r}")
    return value


def _opt_str(value: Any, what: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise IllegalAnswer(f"{what} must be a string, got {value!r}")
    return value


def answer_from_json(data: Any) -> Answer:
    """Build an Answer from its JSON form; malformed input raises IllegalAnswer."""
    if not isinstance(data, dict):
        raise IllegalAnswer(f"an answer must be a JSON object, got {data!r}")
    kind = data.get("type")
    cls = ANSWER_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalAnswer(f"unknown answer type {kind!r}; known: {sorted(ANSWER_TYPES)}")
    known = set(cls.__struct_fields__)
    extra = set(data) - known - {"type"}
    if extra:
        raise IllegalAnswer(f"answer of type {kind!r} has unknown fields {sorted(extra)}")
    if cls is Use:
        return Use(card=_opt_int(data.get("card"), "card"), skill=_opt_str(data.get("skill"), "skill"),
                   name=_opt_str(data.get("name"), "name"),
                   cards=_tuple_of_ints(data.get("cards", []), "cards"),
                   targets=_tuple_of_ints(data.get("targets", []), "targets"))
    if cls is Recast:
        card = _opt_int(data.get("card"), "card")
        if card is None:
            raise IllegalAnswer("recast needs a card")
        return Recast(card=card)
    if cls is Cards:
        return Cards(cards=_tuple_of_ints(data.get("cards", []), "cards"))
    if cls is Pick:
        return Pick(card=_opt_int(data.get("card"), "card"), index=_opt_int(data.get("index"), "index"))
    if cls is Choose:
        opt = _opt_str(data.get("option"), "option")
        if opt is None:
            raise IllegalAnswer("option answer needs an option")
        return Choose(option=opt)
    if cls is Seats:
        return Seats(seats=_tuple_of_ints(data.get("seats", []), "seats"))
    if cls is Arrange:
        return Arrange(top=_tuple_of_ints(data.get("top", []), "top"),
                       bottom=_tuple_of_ints(data.get("bottom", []), "bottom"))
    return cls()


# --------------------------------------------------------------------------- requests


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
    hint: str = NEUTRAL

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
    hint: str = NEUTRAL

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
    hint: str = NEUTRAL

    def _validate(self, answer: Cards) -> None:
        check_cards(answer.cards, self.cards, self.min, self.max, "choose cards")

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
    hint: str = NEUTRAL

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
    hint: str = NEUTRAL

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
    hint: str = NEUTRAL

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
    hint: str = NEUTRAL
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


def _spec_from_json(d: dict[str, Any] | None) -> TargetSpec | None:
    if d is None:
        return None
    return TargetSpec(tuple(d["seats"]), d["min"], d["max"],
                      tuple((a, tuple(b)) for a, b in d.get("then", ())), tuple(d.get("apart", ())),
                      tuple(Refusal(r["seat"], r["why"], tuple(r.get("args", ())), r.get("first", -1))
                            for r in d.get("refused", ())))


def _option_from_json(d: dict[str, Any]) -> CardOption:
    return CardOption(d["name"], d.get("card"), d.get("skill"), tuple(d.get("cards", ())),
                      d.get("min_cards", 0), d.get("max_cards", 0), _spec_from_json(d.get("targets")))


def request_from_json(data: dict[str, Any]) -> Request[Answer]:
    """Rebuild a Request from its JSON form (the wire format)."""
    cls = REQUEST_TYPES[data["kind"]]
    kwargs: dict[str, Any] = {}
    for name in cls.__struct_fields__:
        if name not in data:
            continue
        v = data[name]
        if name == "prompt":
            v = Prompt(v["key"], tuple(v["args"]))
        elif name == "options" and cls in (PlayRequest, RespondRequest):
            v = tuple(_option_from_json(o) for o in v)
        elif isinstance(v, list):
            v = tuple(v)
        kwargs[name] = v
    return cls(**kwargs)
