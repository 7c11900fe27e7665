"""A small, documented pseudo-random generator, so that seeds mean the same thing everywhere.

SplitMix64: ``state += 0x9E3779B97F4A7C15``; ``z = state``;
``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``; ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``;
``return z ^ (z >> 31)`` (all modulo 2**64).  ``below(n)`` rejects draws at or above the largest
multiple of ``n`` below 2**64, then returns ``draw % n``.  ``shuffle`` is Fisher-Yates from
the last position down: for ``i`` from ``n - 1`` to ``1``, swap ``i`` with ``below(i + 1)``.
Any engine can reproduce the oracle's seeded setups and random games from this description.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class SplitMix64:
    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            draw = self.next()
            if draw < limit:
                return draw % n

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
