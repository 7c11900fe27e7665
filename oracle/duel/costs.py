"""What a build costs: chains, trading, choice production and discounts.

Rule ids:
* ``chain.free`` — a card whose chain symbol the city already carries is built for nothing;
* ``trade.price`` — a missing unit costs the base price plus the units of that resource the
  opponent produces on cards of the counted colours (brown and grey); paid to the bank;
* ``trade.fixed_price`` — a fixed price (Reserves, Customs House) replaces that formula;
* ``cost.choice`` / ``cost.discount`` — choice production and discounts (Architecture,
  Masonry) are used in whatever way makes the build cheapest.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import NamedTuple

from oracle.duel.components import Component, Profile


class Price(NamedTuple):
    """The coins a build costs: ``coins`` (printed cost) + ``trade`` (paid for missing units)."""

    coins: int
    trade: int
    chain: bool = False

    @property
    def total(self) -> int:
        return self.coins + self.trade


FREE_BY_CHAIN = Price(0, 0, True)


def unit_prices(own: Profile, opponent: Profile, base: int) -> tuple[int, ...]:
    """trade.price / trade.fixed_price: the price of one missing unit of each resource."""
    return tuple(fixed if fixed else base + weight
                 for fixed, weight in zip(own.fixed_prices, opponent.trade_weight, strict=True))


def price(component: Component, own: Profile, opponent: Profile, base: int) -> Price:
    """The cheapest way for the owner of ``own`` to build ``component``."""
    if component.free_with and not component.free_with.isdisjoint(own.chains):
        return FREE_BY_CHAIN
    if not component.resources:
        return Price(component.coins, 0)
    trade = cheapest_trade(component.resources, own.production, own.choices,
                           unit_prices(own, opponent, base), own.discount_for(component))
    return Price(component.coins, trade)


@lru_cache(maxsize=65536)
def cheapest_trade(needs: tuple[int, ...], production: tuple[int, ...], choices: tuple[tuple[int, ...], ...],
                   prices: tuple[int, ...], discount: int) -> int:
    """Minimum coins paid for missing units over every use of choice production and discount.

    For each way of assigning the choice producers to resources, the discount is best spent
    on the most expensive units still missing; the answer is the minimum over assignments.
    """
    missing = [max(0, n - p) for n, p in zip(needs, production, strict=True)]
    if not any(missing):
        return 0
    useful = [c for c in choices if any(missing[r] for r in c)]
    best: int | None = None
    for assignment in product(*useful):
        left = list(missing)
        for r in assignment:
            if left[r]:
                left[r] -= 1
        units = sorted((prices[r] for r, n in enumerate(left) for _ in range(n)), reverse=True)
        cost = sum(units[discount:])
        if best is None or cost < best:
            best = cost
            if best == 0:
                break
    return best or 0
