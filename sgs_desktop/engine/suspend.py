"""The game's one suspension point (挂起: the engine waits for an answer).

Its own module, never compiled (sgs_desktop/native.py): a compiled generator is no awaitable, and
this one must be a plain generator-based coroutine that `Game._coro.send` resumes."""

from __future__ import annotations

import types
from collections.abc import Generator
from typing import TypeVar

from .protocol.answers import Answer
from .protocol.requests import Request

A = TypeVar("A", bound=Answer)


@types.coroutine
def suspend(request: Request[A]) -> Generator[Request[A], A, A]:
    """Hand `request` out through `Game._coro.send` and return the answer sent back in (a
    generator-based awaitable: no object besides the generator)."""
    answer = yield request
    return answer
