"""Prompts (提示), declared where they are asked.

A request says why it is asked with a `Prompt`: an i18n key and its positional arguments. Each
key is declared once, as a `PromptSpec`, in the skill, card, mode or engine module that asks it:
its typed arguments (a seat, a number, a card key …) and what the question means for an AI seat
(`ai`, an `engine.advice` declaration). A request's prompt is made through its spec, which
checks the arguments' count and kinds:

    ASK_TUXI_TAKE = PromptSpec("tuxi_take", Arg("victim", SEAT), ai=OWNER_LOSES)
    cid = await g.pick_card(owner.seat, seat, "h", ASK_TUXI_TAKE(seat))

`PROMPTS` holds every spec by key (a key is declared once); `spec_of` finds the one of a
prompt. The wire form is the Prompt's alone (key and arguments), so JSON is unchanged.

Compiled with the engine's hot path (docs/engine.md, "The compiled hot path"): a prompt is made,
and checked, for every request.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import TYPE_CHECKING, Any, Final

import msgspec

from .timings import PHASES

if TYPE_CHECKING:
    from .advice import Advice


# --------------------------------------------------------------------------- records


class Prompt(msgspec.Struct):
    """Why a request is asked: an i18n key and its arguments (seats, public card ids)."""

    key: str
    args: tuple[Any, ...] = ()


class Kind(msgspec.Struct, frozen=True):
    """What one argument is. `letter` is the code ui/texts.py reads (s seat, n number, c card key,
    k skill or card id, u suit, i card id, g general, p phase; others are shown as they are)."""

    name: str
    letter: str
    accepts: Callable[[Any], bool]

    def __repr__(self) -> str:
        return self.name


class Arg(msgspec.Struct, frozen=True):
    """One positional argument: a name (for messages and docs) and its kind. `many`: zero or more
    of them, spread as the last arguments (the generals offered to choose from)."""

    name: str
    kind: Kind
    many: bool = False


def declaring_module() -> str:
    """The module whose code is declaring a prompt spec: the first frame outside this module. (Its
    own frames are there when it runs from its source; compiled, it has none, and the first frame is
    the caller's — the walk reads alike both ways. A compiled caller has no frame either: it passes
    `module=__name__`, tests/test_native.py holds it.)"""
    f: FrameType | None = sys._getframe(0)
    while f is not None and f.f_globals.get("__name__") == __name__:
        f = f.f_back
    return "?" if f is None else str(f.f_globals.get("__name__", "?"))


# --------------------------------------------------------------------------- argument kinds


def is_int(v: Any) -> bool:
    return type(v) is int               # not a bool (a prompt argument is a plain int)


_NAMES: Final[set[str]] = set()                # names already found well formed (asked again and again)


def is_name(v: Any) -> bool:
    """An identifier: a skill id, a card key, a general, a word (ASCII letters, digits, _)."""
    if v in _NAMES:
        return True
    ok = type(v) is str and v != "" and v.replace("_", "a").isalnum() and v.isascii()
    if ok:
        _NAMES.add(v)
    return ok


def is_seat(v: Any) -> bool:
    return type(v) is int and v >= 0


def is_seat_or_none(v: Any) -> bool:
    return type(v) is int and v >= -1


_SUITS: Final = frozenset({"spade", "heart", "club", "diamond"})     # (engine.cards.SUITS, which imports this)
_PHASES: Final = frozenset(PHASES)


def is_suit(v: Any) -> bool:
    return type(v) is str and v in _SUITS


def is_phase(v: Any) -> bool:
    return type(v) is str and v in _PHASES


def is_int_or_str(v: Any) -> bool:
    return type(v) is int or isinstance(v, str)


SEAT = Kind("seat", "s", is_seat)
#: a seat, or -1 for nobody (a damage with no source, a 无懈可击 with no single target)
SEAT_OR_NONE = Kind("seat or -1", "s", is_seat_or_none)
NUMBER = Kind("number", "n", is_int)
CARD_KEY = Kind("card key", "c", is_name)
#: a skill id — or, where a judgement is named by what it is for, a card key (乐不思蜀)
SKILL = Kind("skill", "k", is_name)
SUIT = Kind("suit", "u", is_suit)
CARD_ID = Kind("card id", "i", is_seat)
GENERAL = Kind("general", "g", is_name)
PHASE = Kind("phase", "p", is_phase)
#: a fixed word the asker chooses from a few (an option, a timing, "lord" / "other")
WORD = Kind("word", "w", is_name)
#: whatever a family of prompts adds (the "invoke?" question: each skill types its own, see Skill.invoke)
ANY = Kind("any", "-", is_int_or_str)


# --------------------------------------------------------------------------- specs


class PromptSpec:
    """One prompt key: its typed arguments and its AI advice. Calling it makes the Prompt."""

    __slots__ = ("_accepts", "_fixed", "_n", "_rest", "_rest_accepts", "ai", "args", "explain", "key", "module")

    def __init__(self, key: str, *args: Arg, ai: Advice,
                 explain: Callable[[Any, str], str | None] | None = None, module: str | None = None) -> None:
        if not is_name(key):
            raise ValueError(f"a prompt key is a lowercase identifier, not {key!r}")
        if any(a.many for a in args[:-1]):
            raise ValueError(f"prompt {key!r}: only the last argument may be `many`")
        if ai is None:
            raise ValueError(f"prompt {key!r} declares no AI advice")
        self.key = key
        self.args: tuple[Arg, ...] = args
        self.ai: Advice = ai
        #: an option question's "why not": (request, option) → a clearer error than "not offered"
        self.explain = explain
        #: the module that declares it (where the question is asked): found from the frames, or
        #: given by a compiled module (`module=__name__`: its code has no frame to find)
        self.module: str = module if module is not None else declaring_module()
        rest = args[-1] if args and args[-1].many else None
        self._rest: Arg | None = rest
        self._fixed: tuple[Arg, ...] = args[:-1] if rest is not None else args
        self._accepts: tuple[Callable[[Any], bool], ...] = tuple(a.kind.accepts for a in self._fixed)
        self._n = len(self._fixed)
        self._rest_accepts: Callable[[Any], bool] | None = rest.kind.accepts if rest is not None else None
        register(self)

    def __call__(self, *values: Any) -> Prompt:
        self.check(values)
        return Prompt(self.key, values)

    def check(self, values: tuple[Any, ...]) -> None:
        """Raise TypeError unless `values` fit the declared arguments."""
        n = self._n
        rest = self._rest_accepts
        if len(values) != n and (rest is None or len(values) < n):
            raise TypeError(f"prompt {self.key!r} takes {self.signature()}, got {values!r}")
        accepts = self._accepts
        for i in range(n):
            if not accepts[i](values[i]):
                self._wrong(values)
        if rest is not None:
            for v in values[n:]:
                if not rest(v):
                    self._wrong(values)

    def _wrong(self, values: tuple[Any, ...]) -> None:
        for i, v in enumerate(values):
            arg = self._fixed[i] if i < len(self._fixed) else self._rest
            assert arg is not None      # `check` refused extra values where no argument takes many
            if not arg.kind.accepts(v):
                raise TypeError(f"prompt {self.key!r}: argument {arg.name} must be a {arg.kind.name}, got {v!r}")

    def signature(self) -> str:
        return "(" + ", ".join(f"{a.name}: {a.kind.name}{'...' if a.many else ''}" for a in self.args) + ")"

    @property
    def kinds(self) -> str:
        """The argument kinds as ui/texts.py letters ("sn": a seat, then a number)."""
        return "".join(a.kind.letter for a in self.args)

    def __repr__(self) -> str:
        return f"<prompt {self.key}{self.signature()}>"


#: every declared prompt, by key
PROMPTS: Final[dict[str, PromptSpec]] = {}


def register(spec: PromptSpec) -> None:
    """Add a spec to `PROMPTS`; a key is declared once (a second declaration is refused)."""
    if spec.key in PROMPTS:
        raise ValueError(f"prompt key {spec.key!r} is declared twice: in {PROMPTS[spec.key].module} "
                         f"and in {spec.module}")
    PROMPTS[spec.key] = spec


def spec_of(prompt: Prompt) -> PromptSpec:
    """The declaration of a prompt's key (KeyError: nobody declared it)."""
    spec = PROMPTS.get(prompt.key)
    if spec is None:
        raise KeyError(f"prompt key {prompt.key!r} is not declared (engine.prompts.PromptSpec)")
    return spec
