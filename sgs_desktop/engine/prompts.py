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
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from .advice import Advice


class Prompt(msgspec.Struct):
    """Why a request is asked: an i18n key and its arguments (seats, public card ids)."""

    key: str
    args: tuple[Any, ...] = ()


# --------------------------------------------------------------------------- argument kinds


def _is_int(v: Any) -> bool:
    return type(v) is int               # not a bool (a prompt argument is a plain int)


_NAMES: set[str] = set()                # names already found well formed (asked again and again)


def _is_name(v: Any) -> bool:
    """An identifier: a skill id, a card key, a general, a word (ASCII letters, digits, _)."""
    if v in _NAMES:
        return True
    ok = type(v) is str and v != "" and v.replace("_", "a").isalnum() and v.isascii()
    if ok:
        _NAMES.add(v)
    return ok


_SUITS = ("spade", "heart", "club", "diamond")
_PHASES = ("start", "judge", "draw", "play", "discard", "finish")


class Kind(msgspec.Struct, frozen=True):
    """What one argument is. `letter` is the code ui/texts.py reads (s seat, n number, c card key,
    k skill or card id, u suit, i card id, g general, p phase; others are shown as they are)."""

    name: str
    letter: str
    accepts: Callable[[Any], bool]

    def __repr__(self) -> str:
        return self.name


SEAT = Kind("seat", "s", lambda v: type(v) is int and v >= 0)
#: a seat, or -1 for nobody (a damage with no source, a 无懈可击 with no single target)
SEAT_OR_NONE = Kind("seat or -1", "s", lambda v: type(v) is int and v >= -1)
NUMBER = Kind("number", "n", _is_int)
CARD_KEY = Kind("card key", "c", _is_name)
#: a skill id — or, where a judgement is named by what it is for, a card key (乐不思蜀)
SKILL = Kind("skill", "k", _is_name)
SUIT = Kind("suit", "u", lambda v: v in _SUITS)
CARD_ID = Kind("card id", "i", lambda v: type(v) is int and v >= 0)
GENERAL = Kind("general", "g", _is_name)
PHASE = Kind("phase", "p", lambda v: v in _PHASES)
#: a fixed word the asker chooses from a few (an option, a timing, "lord" / "other")
WORD = Kind("word", "w", _is_name)
#: whatever a family of prompts adds (the "invoke?" question: each skill types its own, see Skill.invoke)
ANY = Kind("any", "-", lambda v: _is_int(v) or isinstance(v, str))


class Arg(msgspec.Struct, frozen=True):
    """One positional argument: a name (for messages and docs) and its kind. `many`: zero or more
    of them, spread as the last arguments (the generals offered to choose from)."""

    name: str
    kind: Kind
    many: bool = False


# --------------------------------------------------------------------------- specs


class PromptSpec:
    """One prompt key: its typed arguments and its AI advice. Calling it makes the Prompt."""

    __slots__ = ("_accepts", "_fixed", "_rest", "ai", "args", "explain", "key", "module")

    def __init__(self, key: str, *args: Arg, ai: Advice,
                 explain: Callable[[Any, str], str | None] | None = None) -> None:
        if not _is_name(key):
            raise ValueError(f"a prompt key is a lowercase identifier, not {key!r}")
        if any(a.many for a in args[:-1]):
            raise ValueError(f"prompt {key!r}: only the last argument may be `many`")
        if ai is None:
            raise ValueError(f"prompt {key!r} declares no AI advice")
        self.key = key
        self.args = args
        self.ai = ai
        #: an option question's "why not": (request, option) → a clearer error than "not offered"
        self.explain = explain
        #: the module that declares it (where the question is asked)
        self.module: str = sys._getframe(1).f_globals.get("__name__", "?")
        self._rest = args[-1] if args and args[-1].many else None
        self._fixed = args[:-1] if self._rest is not None else args
        self._accepts = tuple(a.kind.accepts for a in self._fixed)
        register(self)

    def __call__(self, *values: Any) -> Prompt:
        self.check(values)
        return Prompt(self.key, values)

    def check(self, values: tuple[Any, ...]) -> None:
        """Raise TypeError unless `values` fit the declared arguments."""
        accepts = self._accepts
        n = len(accepts)
        rest = self._rest
        if len(values) != n and (rest is None or len(values) < n):
            raise TypeError(f"prompt {self.key!r} takes {self.signature()}, got {values!r}")
        for accept, v in zip(accepts, values, strict=False):
            if not accept(v):
                self._wrong(values)
        if rest is not None:
            accept = rest.kind.accepts
            for v in values[n:]:
                if not accept(v):
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
PROMPTS: dict[str, PromptSpec] = {}


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
