"""The cost solver: what the resource units a build needs cost a city that lacks some of them.

A city covers what it can with its fixed production, then with its choice producers (each gives
one unit of one of its resources, every turn); a discount (Architecture, Masonry) leaves some
units unpaid; the rest is bought from *sellers*.  A seller has a price for each resource: in 7
Wonders Duel there is one seller, the bank, at a price that depends on the opponent's city; in
the original game each of the two neighbours sells at its own price.  Rule ids are the games':
Duel's ``cost.choice``, ``cost.discount``, ``trade.price``.

Everything here is a pure function of small immutable values, so answers are cached.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple


class Seller(NamedTuple):
    """Who sells resource units, and at what price each (``None``: does not sell it)."""

    name: str
    prices: tuple[int | None, ...]


def unit_prices(sellers: tuple[Seller, ...]) -> tuple[int | None, ...]:
    """The cheapest price of each resource among ``sellers`` (``None``: nobody sells it)."""
    best: list[int | None] = [None] * len(sellers[0].prices) if sellers else []
    for seller in sellers:
        for r, price in enumerate(seller.prices):
            if price is not None and (best[r] is None or price < best[r]):  # type: ignore[operator]
                best[r] = price
    return tuple(best)


def cheapest_purchase(missing: Sequence[tuple[int, int, int]], choices: tuple[tuple[int, ...], ...],
                      discount: int) -> int:
    """Minimum coins paid for the ``missing`` units, given as (resource, units, unit price): each
    choice producer stands in for one unit of one of its resources, the discount waives any
    ``discount`` units, the rest is bought.

    Without a discount, no producer or one alone is the common case, answered at once (the producer
    covers the dearest unit it can); the others are worked out by :func:`_cheapest_purchase`, whose
    answers are kept."""
    if not discount:
        if not choices:
            return sum(units * unit_price for _, units, unit_price in missing)
        if len(choices) == 1:
            choice = choices[0]
            paid = dearest = 0
            for r, units, unit_price in missing:
                paid += units * unit_price
                if unit_price > dearest and r in choice:
                    dearest = unit_price
            return paid - dearest
    return _cheapest_purchase(tuple(missing), choices, discount)


@lru_cache(maxsize=65536)
def _cheapest_purchase(missing: tuple[tuple[int, int, int], ...], choices: tuple[tuple[int, ...], ...],
                       discount: int) -> int:
    """:func:`cheapest_purchase` in general.

    Each choice producer may stand in for one unit of one of its resources, and the discount waives
    any ``discount`` units: the rest is bought.  The sets of units that can go unpaid together (those
    the producers can cover, one each, plus at most ``discount`` others) are the independent sets of
    a matroid, so the greedy rule finds the dearest such set: from the dearest unit to the cheapest,
    a unit goes unpaid whenever it can join those already unpaid, either covered by a producer (free,
    or freed by moving the producers in its way to other units they can cover) or waived while the
    discount lasts.  Units of one resource cost the same, so which of them goes unpaid never matters.
    """
    units: list[tuple[int, int]] = []            # (unit price, resource) of every missing unit
    for r, count, unit_price in missing:
        units += [(unit_price, r)] * count
    units.sort(reverse=True)
    covering = [-1] * len(choices)      # the resource of the unit each producer covers (-1: none yet)
    paid = 0
    for unit_price, r in units:
        if choices and _cover(r, choices, covering, set()):
            continue
        if discount:
            discount -= 1
            continue
        paid += unit_price
    return paid


def _cover(r: int, choices: tuple[tuple[int, ...], ...], covering: list[int], tried: set[int]) -> bool:
    """Whether one more unit of ``r`` can be covered by a producer, free or freed by moving the
    producers in its way along to other units they can cover (``covering`` is made so if it can)."""
    for p, resources in enumerate(choices):
        if r in resources and p not in tried:
            tried.add(p)
            if covering[p] < 0 or _cover(covering[p], choices, covering, tried):
                covering[p] = r
                return True
    return False


def cheapest_trade(needs: tuple[int, ...], production: tuple[int, ...], choices: tuple[tuple[int, ...], ...],
                   prices: tuple[int, ...], discount: int) -> int:
    """Minimum coins paid for missing units over every use of choice production and discount
    (``needs``, ``production`` and ``prices`` given per resource)."""
    missing = tuple((r, n - p, prices[r]) for r, (n, p) in enumerate(zip(needs, production, strict=True)) if n > p)
    return cheapest_purchase(missing, choices, discount) if missing else 0
