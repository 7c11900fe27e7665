"""A small, documented pseudo-random generator, so that seeds mean the same thing everywhere.

SplitMix64: ``state += 0x9E3779B97F4A7C15``; ``z = state``;
``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``; ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``;
``return z ^ (z >> 31)`` (all modulo 2**64).  ``below(n)`` rejects draws at or above the largest
multiple of ``n`` below 2**64, then returns ``draw % n``.  ``shuffle`` is Fisher-Yates from
the last position down: for ``i`` from ``n - 1`` to ``1``, swap ``i`` with ``below(i + 1)``.
Any engine can reproduce the oracle's seeded setups and random games from this description.

:class:`Draws` hands out the same draws worked out ahead in blocks: SplitMix64's draws do not
depend on the bounds asked for (a bound only decides whether a draw is rejected and the next one
taken), and its states follow one another by a constant step, so the next draws can be worked out
before they are asked for, at once, in the 128-bit lanes of one Python integer (:func:`ahead`),
which costs a fraction of drawing them one by one with Python's integer arithmetic.  Dealing a game
draws a few hundred times; random play draws once a move.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
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


_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_SPAN = 1 << 64
# LIMITS[n]: the largest multiple of n not above 2**64 (draws at or above it are rejected), for small n
LIMITS: tuple[int, ...] = (0, *(_SPAN - _SPAN % n for n in range(1, 257)))
# the lanes of a block come out of the integer's bytes as native 64-bit words: little-endian only
_LANES = sys.byteorder == "little"
_QUANTUM = 16          # blocks are worked out for a multiple of this many draws (their constants are kept)
_BLOCK = 64            # draws worked out at a time when how many will be asked for is not known
_constants: dict[int, tuple[int, int, int]] = {}


def ahead(state: int, count: int) -> list[int]:
    """The next ``count`` draws of a SplitMix64 whose state is ``state`` (its state after draw ``i``,
    from 0, is ``state + (i + 1) * gamma`` reduced to 64 bits).

    Lane ``i`` (bits 128i to 128i+127) of one integer holds ``state + (i + 1) * gamma`` reduced to
    64 bits, then each step of the mix: a lane's value stays below 2**64 after each reduction, so a
    product by a 64-bit constant stays below 2**128, within its lane, and a right shift's bits from
    the next lane are masked off."""
    if not _LANES:
        rng = SplitMix64(state)
        return [rng.next() for _ in range(count)]
    lanes = -(-count // _QUANTUM) * _QUANTUM
    known = _constants.get(lanes)
    if known is None:
        ones = int.from_bytes(b"\x01".ljust(16, b"\x00") * lanes, "little")
        ramp = int.from_bytes(b"".join((i + 1).to_bytes(16, "little") for i in range(lanes)), "little")
        known = _constants[lanes] = (ones, _GAMMA * ramp, _MASK * ones)
    ones, steps, low = known
    s = (state * ones + steps) & low
    z = s ^ ((s >> 30) & low)
    z = (z * _MIX1) & low
    z ^= (z >> 27) & low
    z = (z * _MIX2) & low
    z ^= (z >> 31) & low
    return memoryview(z.to_bytes(16 * lanes, "little")).cast("Q")[:2 * count:2].tolist()


class Draws:
    """The draws of ``rng``, worked out ahead (:func:`ahead`) and handed out in order.

    :meth:`below` and :meth:`shuffled` are ``rng.below`` and ``rng.shuffled``; ``rng`` is left in
    the state they leave it in.  Draws worked out but not handed out change nothing; if something
    else draws from ``rng`` in between, those worked out are dropped and worked out again."""

    __slots__ = ("at", "block", "draws", "next", "rng")

    def __init__(self, rng: SplitMix64, block: int = _BLOCK):
        self.rng = rng
        self.block = block
        self.draws: list[int] = []
        self.next = 0
        self.at = rng.state     # rng's state after the last draw handed out

    def reserve(self, count: int) -> None:
        """Work out the next ``count`` draws at once, unless they are worked out already."""
        if self.rng.state != self.at or len(self.draws) - self.next < count:
            self.draws = ahead(self.rng.state, count)
            self.next = 0
            self.at = self.rng.state

    def below(self, n: int) -> int:
        """``rng.below(n)``: a uniform integer in ``[0, n)``."""
        i = self.next
        draws = self.draws
        if i < len(draws) and n < len(LIMITS) and self.rng.state == self.at:
            z = draws[i]
            if n > 0 and z < LIMITS[n]:     # the next draw worked out is taken
                self.next = i + 1
                self.at = self.rng.state = (self.at + _GAMMA) & _MASK
                return z % n
        return self._below(n)

    def owned_below(self) -> Callable[[int], int]:
        """:meth:`below`, for a caller that takes every draw of ``rng`` from now on (random play to
        the end of a game).  The same numbers, without keeping ``rng`` in step after each one: it
        is left behind, and neither it nor this object may draw again."""
        if self.rng.state != self.at:    # drawn from elsewhere since: the draws worked out are void
            self.draws, self.next, self.at = [], 0, self.rng.state
        draws, k = self.draws, self.next
        start, at = k, self.at       # the generator's state after the last draw handed out
        limits, size, end = LIMITS, len(LIMITS), len(draws)

        def below(n: int) -> int:
            nonlocal draws, k, start, at, end
            if k < end and 0 < n < size:
                z = draws[k]
                if z < limits[n]:
                    k += 1
                    return z % n
            # the rare path: the generator put in step, one draw taken the plain way, then owned again
            self.rng.state = self.at = (at + (k - start) * _GAMMA) & _MASK
            self.draws, self.next = draws, k
            z = self.below(n)
            draws, k, at = self.draws, self.next, self.at
            start, end = k, len(draws)
            return z

        return below

    def _below(self, n: int) -> int:
        """:meth:`below`, drawn one by one (the draws worked out again when they run out)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = LIMITS[n] if n < len(LIMITS) else _SPAN - _SPAN % n
        while True:
            i = self.next
            if i == len(self.draws) or self.rng.state != self.at:
                self.draws = ahead(self.rng.state, self.block)
                self.at = self.rng.state
                i = 0
            self.next = i + 1
            self.at = self.rng.state = (self.at + _GAMMA) & _MASK
            z = self.draws[i]
            if z < limit:
                return z % n

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """``rng.shuffled(items)``: the items in a new order (Fisher-Yates, last position first)."""
        out = list(items)
        if len(out) < 2:
            return out
        if len(out) >= len(LIMITS):
            for i in range(len(out) - 1, 0, -1):
                j = self.below(i + 1)
                out[i], out[j] = out[j], out[i]
            return out
        self.reserve(len(out) - 1)
        draws, limits = self.draws, LIMITS
        k = self.next
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            z = draws[k]
            k += 1
            if z >= limits[n]:          # rejected (once in 2**64 / n draws at most): the rest drawn one by one
                self.at = self.rng.state = (self.at + (k - self.next) * _GAMMA) & _MASK
                self.next = k
                j = self.below(n)
                out[i], out[j] = out[j], out[i]
                for rest in range(i - 1, 0, -1):
                    j = self.below(rest + 1)
                    out[rest], out[j] = out[j], out[rest]
                return out
            j = z % n
            out[i], out[j] = out[j], out[i]
        self.at = self.rng.state = (self.at + (k - self.next) * _GAMMA) & _MASK
        self.next = k
        return out


def below(rng: SplitMix64, n: int) -> int:
    """``rng.below(n)``, drawn at once."""
    return Draws(rng, 1).below(n)


def shuffled(rng: SplitMix64, items: Sequence[T]) -> list[T]:
    """``rng.shuffled(items)``, the draws worked out as one block."""
    return Draws(rng, 1).shuffled(items)
