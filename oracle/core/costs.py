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

from functools import lru_cache
from itertools import product
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


@lru_cache(maxsize=65536)
def cheapest_purchase(missing: tuple[tuple[int, int, int], ...], choices: tuple[tuple[int, ...], ...],
                      discount: int) -> int:
    """Minimum coins paid for the ``missing`` units, given as (resource, units, unit price).

    Each choice producer may stand in for one unit of one of its resources; for each way of
    assigning them to missing resources, the discount is best spent on the most expensive units
    still missing; the answer is the minimum over assignments.  (Covering a unit never makes a
    build dearer, so a producer is never left unused while it could cover a missing unit.)
    """
    wanted = {r for r, _, _ in missing}
    options = [useful for useful in (tuple(r for r in c if r in wanted) for c in choices) if useful]
    best: int | None = None
    for assignment in {tuple(sorted(a)) for a in product(*options)}:
        left = {r: units for r, units, _ in missing}
        for r in assignment:
            if left[r]:
                left[r] -= 1
        units = sorted((unit_price for r, _, unit_price in missing for _ in range(left[r])), reverse=True)
        cost = sum(units[discount:])
        if best is None or cost < best:
            best = cost
            if best == 0:
                break
    return best or 0


def cheapest_trade(needs: tuple[int, ...], production: tuple[int, ...], choices: tuple[tuple[int, ...], ...],
                   prices: tuple[int, ...], discount: int) -> int:
    """Minimum coins paid for missing units over every use of choice production and discount
    (``needs``, ``production`` and ``prices`` given per resource)."""
    missing = tuple((r, n - p, prices[r]) for r, (n, p) in enumerate(zip(needs, production, strict=True)) if n > p)
    return cheapest_purchase(missing, choices, discount) if missing else 0
