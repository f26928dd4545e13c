"""A prompt's records (提示): the Prompt a request carries, and what its arguments are (Kind, Arg).

Typed records (msgspec), so interpreted; the specs that check them are compiled
(`engine.prompt_specs`). Read them through `engine.prompts`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import msgspec


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


#: the modules that make a spec (their frames are skipped when looking for who declares it)
_SPEC_MODULES = frozenset({__name__, __name__.rsplit(".", 1)[0] + ".prompt_specs"})


def declaring_module() -> str:
    """The module whose code is declaring a prompt spec: the first frame outside the spec's own
    modules (here, not in the compiled `prompt_specs`: a compiled function has no frame)."""
    f: FrameType | None = sys._getframe(1)
    while f is not None and f.f_globals.get("__name__") in _SPEC_MODULES:
        f = f.f_back
    return "?" if f is None else str(f.f_globals.get("__name__", "?"))
