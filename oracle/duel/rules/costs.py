"""What a build costs: chains, trading, choice production and discounts.

Rule ids:
* ``chain.free`` — a card whose chain symbol the city already carries is built for nothing;
* ``trade.price`` — a missing unit costs the base price plus the units of that resource the
  opponent produces on cards of the counted colours (brown and grey); paid to the bank;
* ``trade.fixed_price`` — a fixed price (Reserves, Customs House) replaces that formula;
* ``cost.choice`` / ``cost.discount`` — choice production and discounts (Architecture,
  Masonry) are used in whatever way makes the build cheapest;
* ``effect.chain_price`` (a lasting effect, such as Engineering's) — a card with a chain symbol costs at most a
  fixed number of coins without it; that is no chain build;
* the lasting effects only an expansion's components have: units bought from the bank a few coins
  cheaper (never under 1), builds that may leave some resources or their printed coins unpaid, and
  the opponent's chain symbols building for nothing as the owner's own do, and whole decks built for
  nothing.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from oracle.core.components import (
    CHAINS,
    CHOICES,
    DISCOUNTS,
    EXTRAS,
    FIXED_PRICES,
    NOTHING,
    PRICES,
    PRODUCTION,
    TRADE_WEIGHT,
    Component,
    Price,
    Profile,
    TargetDef,
)
from oracle.core.costs import cheapest_purchase, cheapest_trade

FREE_BY_CHAIN = Price(0, 0, True)


@cache
def coin_price(coins: int) -> Price:
    """A price of ``coins`` coins paid to the bank, no trade: one value for each figure, made once
    (the prices an expansion's rules give, asked on every turn)."""
    return Price(coins, 0)


def price(component: Component, own: Profile, opponent: Profile, base: int) -> Price:
    """The cheapest way for the owner of ``own`` to build ``component``: free by chain (chain.free),
    or the printed coins plus the missing resource units bought as cheaply as possible.

    The price of a build no chain makes free depends on ``own``, the opponent's trade weights and
    ``base`` alone, all immutable: it is worked out once and kept in the table :func:`prices` gives.
    """
    free_with = component.free_with
    if free_with and (not free_with.isdisjoint(own[CHAINS]) or (
            own[EXTRAS] is not None and not free_with.isdisjoint(chains_of(own, opponent)))):
        return FREE_BY_CHAIN
    memo = own[PRICES]      # prices(own, opponent, base), its table asked for last checked inline
    last = memo.last_key
    table = memo.last if last and last[0] is opponent[TRADE_WEIGHT] and last[1] == base else prices(own, opponent, base)
    known = table.get(component)
    if known is None:
        known = table[component] = unchained(component, own, opponent, base)
    return known


def chains_of(own: Profile, opponent: Profile) -> frozenset[str]:
    """The chain symbols that build for nothing for the owner of ``own``: their own, and their
    opponent's too when a lasting effect of theirs says so."""
    extras = own[EXTRAS]
    if extras is not None and extras.opponent_chains:
        return own[CHAINS] | opponent[CHAINS]
    return own[CHAINS]


def rule_price(at: Any, player: int, component: Component) -> Price | None:
    """The price an expansion's rules give ``component`` for ``player`` in ``at`` (a state or a move's
    pad), not its printed cost (point ``card_price``, by deck: a Senator's); None when none prices it."""
    rule = at.game.hooks.table("card_price").get(component.deck)
    return None if rule is None else rule(at, player, component)  # type: ignore[no-any-return]


def prices(own: Profile, opponent: Profile, base: int) -> dict[Component, Price]:
    """The prices of builds no chain makes free already worked out for the owner of ``own`` facing
    ``opponent`` (by component): kept in ``own.prices``, which every version of the city whose
    prices cannot differ shares (``Passive.changes_prices``)."""
    memo, weight = own[PRICES], opponent[TRADE_WEIGHT]
    last = memo.last_key       # the table asked for last: the same weights object, most turns
    if last and last[0] is weight and last[1] == base:
        return memo.last       # type: ignore[no-any-return]
    key = (weight, base)
    table: dict[Component, Price] | None = memo.get(key)
    if table is None:
        table = memo[key] = {}
    memo.last_key, memo.last = key, table
    return table


def unchained(component: Component, own: Profile, opponent: Profile, base: int) -> Price:
    """The price of ``component`` when no chain makes it free: capped for a card with a chain
    symbol (effect.chain_price), else its printed coins and the trade for the missing units."""
    extras = own[EXTRAS]
    if extras is not None:
        if extras.free_decks and component.deck in extras.free_decks:
            return NOTHING
        if component.free_with and extras.chain_price is not None:
            return capped(component, own, opponent, base, extras.chain_price)
        if extras.symbol_discounts:
            return either_discounted(component, own, opponent, base, extras.symbol_discounts)
        if extras.trade_cheaper and component.needs:
            return Price(component.coins, trade_cost(component, own, opponent, base))
    needs = component.needs
    if not needs:
        return component.printed_price
    if own[CHOICES] or own[DISCOUNTS]:
        trade = trade_cost(component, own, opponent, base)
    else:                   # trade_cost when every missing unit is bought, inline: the common case
        production, fixed, weight = own[PRODUCTION], own[FIXED_PRICES], opponent[TRADE_WEIGHT]
        trade = 0
        for r, n in needs:
            short = n - production[r]
            if short > 0:
                trade += short * (fixed[r] or base + weight[r])
    coins = component.coins
    if coins < len(PRICE_GRID) and trade < len(PRICE_GRID[0]):
        return PRICE_GRID[coins][trade]
    return Price(coins, trade)


# PRICE_GRID[coins][trade]: the prices of the small amounts, made once (a price is a value: one
# object serves every build that costs the same)
PRICE_GRID: tuple[tuple[Price, ...], ...] = tuple(tuple(Price(coins, trade) for trade in range(64))
                                                  for coins in range(16))


def capped(component: Component, own: Profile, opponent: Profile, base: int, cap: int) -> Price:
    """effect.chain_price: the build's price, but at most ``cap`` coins, printed and trade alike (a
    capped price is paid in coins: nothing of it is trade)."""
    full = Price(component.coins, trade_cost(component, own, opponent, base) if component.needs else 0)
    return full if full.total <= cap else Price(cap, 0)


def either_discounted(component: Component, own: Profile, opponent: Profile, base: int,
                      discounts: tuple[tuple[TargetDef, int], ...]) -> Price:
    """A build a lasting effect lets leave either some resource units or its printed coins unpaid:
    the cheaper of the two (and of paying in full, for a build it does not match); on a tie, the one
    paying the bank less for trade."""
    needs, coins = component.needs, component.coins
    trade = trade_cost(component, own, opponent, base) if needs else 0
    best_coins, best_trade = coins, trade
    for target, units in discounts:
        if not target.matches(component):
            continue
        fewer = trade_cost(component, own, opponent, base, units) if needs else 0
        for option_coins, option_trade in ((coins, fewer), (0, trade)):
            if (option_coins + option_trade, option_trade) < (best_coins + best_trade, best_trade):
                best_coins, best_trade = option_coins, option_trade
    return Price(best_coins, best_trade)


def unit_prices(own: Profile, opponent: Profile, base: int) -> tuple[int, ...]:
    """trade.price / trade.fixed_price: what one missing unit of each resource costs the owner of ``own``
    (less what a lasting effect takes off, never under 1)."""
    units = tuple(fixed or base + weight for fixed, weight in zip(own.fixed_prices, opponent.trade_weight, strict=True))
    extras = own[EXTRAS]
    if extras is not None and extras.trade_cheaper:
        return tuple(max(1, unit - off) if off else unit for unit, off in zip(units, extras.trade_cheaper, strict=True))
    return units


def trade_cost(component: Component, own: Profile, opponent: Profile, base: int, extra_discount: int = 0) -> int:
    """The coins the owner of ``own`` pays the bank for the resource units ``component`` needs and
    the city does not produce: each at its fixed price if any (trade.fixed_price), else at the base
    price plus the opponent's production of it (trade.price), less what a lasting effect takes off a
    unit (never under 1), with choice production and discounts (and ``extra_discount`` units more)
    used to best effect (cost.choice, cost.discount)."""
    production, fixed, weight = own[PRODUCTION], own[FIXED_PRICES], opponent[TRADE_WEIGHT]
    extras = own[EXTRAS]
    cheaper = extras.trade_cheaper if extras is not None else ()
    missing = []     # (resource, units, unit price)
    for r, n in component.needs:
        short = n - production[r]
        if short > 0:
            unit = fixed[r] or base + weight[r]
            if cheaper and cheaper[r]:
                unit = max(1, unit - cheaper[r])
            missing.append((r, short, unit))
    if not missing:
        return 0
    discount = (own.discount_for(component) if own[DISCOUNTS] else 0) + extra_discount
    return cheapest_purchase(missing, own[CHOICES], discount)


__all__ = [
    "FREE_BY_CHAIN",
    "cheapest_purchase",
    "cheapest_trade",
    "coin_price",
    "price",
    "prices",
    "trade_cost",
    "unchained",
    "unit_prices",
]
