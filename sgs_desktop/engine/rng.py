"""The one seeded random source of a game (or of an AI seat).

Built only on `random.Random.random()`, the one method whose output Python
promises to keep stable across versions for a given integer seed; every other
draw (integers, choices, shuffles) is derived here so records replay anywhere.
"""

from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class Rng:
    __slots__ = ("_random", "draws")

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be an integer, got {seed!r}")
        self._random = random.Random(seed)
        self.draws = 0

    def uniform_source(self) -> Callable[[], float]:
        """The raw uniform draw in [0, 1) behind every method here, for a caller that derives
        its draws itself exactly as these methods do (the random agent). Its draws are not
        counted in `draws`."""
        return self._random.random

    def random(self) -> float:
        self.draws += 1
        return self._random.random()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        i = below_from(self._random.random, n)
        self.draws += 1
        return i

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi]."""
        if hi < lo:
            raise ValueError("randint() needs lo <= hi")
        self.draws += 1
        return lo + int(self._random.random() * (hi - lo + 1))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        """Fisher-Yates, in place (one draw per position, as `below` would take)."""
        rnd = self._random.random
        for i in range(len(seq) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            seq[i], seq[j] = seq[j], seq[i]
        if len(seq) > 1:
            self.draws += len(seq) - 1

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        out = sample_from(self._random.random, seq, k)
        self.draws += k
        return out


def below_from(draw: Callable[[], float], n: int) -> int:
    """`Rng.below` from a uniform source (`Rng.uniform_source`): one draw."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    return int(draw() * n)


def sample_from(draw: Callable[[], float], seq: Sequence[T], k: int) -> list[T]:
    """`Rng.sample` from a uniform source: `k` of `seq` in the order drawn, one draw each."""
    if k == 1 and seq:
        return [seq[int(draw() * len(seq))]]
    pool = list(seq)
    return [pool.pop(below_from(draw, len(pool))) for _ in range(k)]
