"""Paying for a wonder piece: every distinct set of cards a player may spend on it.

build.cost: a piece costs ``units`` resources, all different or all identical (or, for the
bottom-less 4-piece, 4 different).  build.gold: a wild card (gold) stands for one resource of any
kind, and a player must use one for each resource they lack, and only for those: a payment uses as
many of the player's own resource cards as the piece can take, and wild cards fill the rest.
progress.once_per_turn: a token that makes one card of a colour count as more units (Economy) or
that sets the different/identical demand aside (Engineering) may be used once in each of its
owner's turns; a payment says whether it uses them, and uses one only when it changes the cards
spent.  A payment is exact: the units given equal the units asked, so no card is spent for nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from oracle.architects.rules import Piece, Ruleset


class Payment(NamedTuple):
    cards: tuple[int, ...]     # kind indices spent, sorted
    economy: bool = False      # one card counts as more units (a once-per-turn token)
    engineering: bool = False  # the different/identical demand set aside (a once-per-turn token)


class Means(NamedTuple):
    """What a player has to pay with: cards in front of them and the once-a-turn modifiers they
    may still use this turn (``boost``: (colour, units) of a card that counts as more)."""

    hand: tuple[int, ...]
    boost: tuple[str, int] | None = None
    any_mix: bool = False


def _multisets(counts: dict[int, int], size: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of ``size`` items drawn from ``counts`` (item -> how many), sorted."""
    items = sorted(i for i, n in counts.items() if n > 0)

    def go(start: int, left: int) -> Iterator[tuple[int, ...]]:
        if left == 0:
            yield ()
            return
        for k in range(start, len(items)):
            item = items[k]
            for take in range(min(counts[item], left), 0, -1):
                for rest in go(k + 1, left - take):
                    yield (item,) * take + rest

    yield from go(0, size)


def _wild_fills(rules: Ruleset, means: Means, missing: int) -> Iterator[tuple[tuple[int, ...], bool]]:
    """The wild cards that give exactly ``missing`` units: (cards, uses the boost)."""
    wild = {i: n for i, n in enumerate(means.hand) if n and rules.kinds[i].wild}
    if missing == 0:
        yield (), False
        return
    yield from ((cards, False) for cards in _multisets(wild, missing))
    if means.boost is not None:
        colour, units = means.boost
        if units > 1 and missing >= units:
            for boosted in (i for i in wild if rules.kinds[i].colour == colour):
                rest = dict(wild)
                rest[boosted] -= 1
                for cards in _multisets(rest, missing - units):
                    yield tuple(sorted((boosted, *cards))), True


def payments(rules: Ruleset, piece: Piece, means: Means) -> list[Payment]:
    """Every distinct payment for ``piece`` (build.cost, build.gold, progress.once_per_turn), sorted."""
    hand = means.hand
    by_resource: dict[str, list[int]] = {}
    for i, n in enumerate(hand):
        if n and rules.kinds[i].produces:
            by_resource.setdefault(rules.kinds[i].produces, []).append(i)
    found: set[Payment] = set()

    def add(grey: tuple[int, ...], missing: int, engineering: bool) -> None:
        for wild, boosted in _wild_fills(rules, means, missing):
            found.add(Payment(tuple(sorted(grey + wild)), boosted, engineering))

    u = piece.units
    if piece.mix == "different":
        kinds = sorted(by_resource)   # one card per resource held; kinds of one resource are alike
        g = min(u, len(kinds))
        for chosen in combinations(kinds, g):
            add(tuple(by_resource[r][0] for r in chosen), u - g, False)
    else:
        held = [(r, sum(hand[i] for i in ids), ids) for r, ids in by_resource.items()]
        for _r, count, ids in held:
            g = min(u, count)
            for grey in _multisets({i: hand[i] for i in ids}, g):
                add(grey, u - g, False)
        if not held:
            add((), u, False)
    if means.any_mix:
        plain = {(p.cards, p.economy) for p in found}
        greys = {i: n for i, n in enumerate(hand) if n and rules.kinds[i].produces}
        g = min(u, sum(greys.values()))
        for grey in _multisets(greys, g):
            for wild, boosted in _wild_fills(rules, means, u - g):
                cards = tuple(sorted(grey + wild))
                if (cards, boosted) not in plain:
                    found.add(Payment(cards, boosted, True))
    return sorted(found)


def can_pay(rules: Ruleset, piece: Piece, means: Means) -> bool:
    """Whether :func:`payments` finds at least one payment, without listing them: the resources the
    player can give toward the piece, and whether their wild cards (one counting more, with a
    boost) make up the rest exactly."""
    hand = means.hand
    wild = 0
    per_resource: dict[str, int] = {}
    for i, n in enumerate(hand):
        if n:
            kind = rules.kinds[i]
            if kind.wild:
                wild += n
            elif kind.produces:
                per_resource[kind.produces] = per_resource.get(kind.produces, 0) + n
    u = piece.units
    given = min(u, len(per_resource) if piece.mix == "different" else max(per_resource.values(), default=0))
    if means.any_mix:
        given = max(given, min(u, sum(per_resource.values())))
    missing = u - given
    if missing <= wild:
        return True
    boosted = means.boost is not None and any(n and rules.kinds[i].wild and rules.kinds[i].colour == means.boost[0]
                                              for i, n in enumerate(hand))
    return boosted and means.boost is not None and missing <= wild + means.boost[1] - 1
