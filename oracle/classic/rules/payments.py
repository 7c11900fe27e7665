"""What a build may cost in trade: every payment to the two neighbours a player may choose.

build.cost, trade.sellable, trade.price, trade.discount, trade.purchases.  A city's own
production is of two kinds: fixed units, and producers giving one unit of one of a few resources
each turn (the owner chooses).  For a cost, the player picks a use of their own choice producers,
which leaves some units missing; they buy exactly those, each from a neighbour who can sell it
(what the neighbour's board and brown and grey cards produce, under some use of the neighbour's
choice producers) at that neighbour's price.  A payment is the pair (coins to the left neighbour,
coins to the right one); :func:`payments` lists every distinct payment reachable that way
(rulings.toml: trade.what_may_be_bought).

Everything here is a pure function of small tuples, cached: the same question is asked many times
in a game.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from operator import mul
from typing import Any, NamedTuple, cast

Units = tuple[int, ...]
Choices = tuple[tuple[int, ...], ...]


def missing(need: Units, fixed: Units) -> Units:
    """The units of ``need`` that ``fixed`` production does not give."""
    return tuple([n - f if n > f else 0 for n, f in zip(need, fixed, strict=True)])


@lru_cache(maxsize=65536)
def deficits(need: Units, choices: Choices) -> frozenset[Units]:
    """Every vector of units still missing from ``need`` under some use of the choice producers
    (each gives one unit of one of its resources, or goes to a resource not needed)."""
    states = {need}
    for options in choices:
        if not any(need[r] for r in options):
            continue
        nxt: set[Units] = set()
        for s in states:
            for r in options:
                if s[r]:
                    nxt.add(s[:r] + (s[r] - 1,) + s[r + 1:])
                else:
                    nxt.add(s)
        states = nxt
    return frozenset(states)


@lru_cache(maxsize=65536)
def can_supply(fixed: Units, choices: Choices, demand: Units) -> bool:
    """Whether a city producing ``fixed`` plus one unit of each choice producer can give ``demand``."""
    rest = missing(demand, fixed)
    return not any(rest) or (0,) * len(rest) in deficits(rest, choices)


@lru_cache(maxsize=65536)
def payments(need: Units, own_fixed: Units, own_choices: Choices, left: tuple[Units, Choices],
             right: tuple[Units, Choices], left_prices: Units, right_prices: Units) -> tuple[tuple[int, int], ...]:
    """Every distinct (coins to the left, coins to the right) that pays for the units of ``need``
    the city lacks (trade.purchases), sorted by total then by the left share; empty when no
    purchase can complete it."""
    short = missing(need, own_fixed)
    if not any(short):
        return ((0, 0),)
    found: set[tuple[int, int]] = set()
    chosen = {r for options in (*left[1], *right[1]) for r in options}
    for gap in deficits(short, own_choices):
        wanted = [r for r, n in enumerate(gap) if n]
        # resources no neighbour makes by choice split on their own; the others are enumerated
        touched = [r for r in wanted if r in chosen]
        pays = _split_fixed(gap, [r for r in wanted if r not in chosen], left[0], right[0], left_prices,
                            right_prices)
        if not pays or not touched:
            found |= pays
            continue
        split_pays: set[tuple[int, int]] = set()
        for split in product(*(range(gap[r] + 1) for r in touched)):
            from_left = [0] * len(gap)
            from_right = [0] * len(gap)
            for r, k in zip(touched, split, strict=True):
                from_left[r] = k
                from_right[r] = gap[r] - k
            if can_supply(left[0], left[1], tuple(from_left)) and can_supply(right[0], right[1], tuple(from_right)):
                split_pays.add((sum(from_left[r] * left_prices[r] for r in touched),
                                sum(from_right[r] * right_prices[r] for r in touched)))
        found |= {(a + c, b + d) for a, b in pays for c, d in split_pays}
    return tuple(sorted(found, key=lambda pay: (pay[0] + pay[1], pay[0])))


def _split_fixed(gap: Units, wanted: list[int], left: Units, right: Units, left_prices: Units,
                 right_prices: Units) -> frozenset[tuple[int, int]]:
    """The payments for ``gap`` when neither neighbour has a choice producer of a wanted resource:
    each resource splits between them on its own (k units from the left, the rest from the right,
    within what each makes)."""
    return _fixed_pays(tuple([(gap[r], left[r], right[r], left_prices[r], right_prices[r]) for r in wanted]))


@lru_cache(maxsize=65536)
def _fixed_pays(terms: tuple[tuple[int, int, int, int, int], ...]) -> frozenset[tuple[int, int]]:
    """:func:`_split_fixed` by resource: each resource's ``g`` missing units split between the
    neighbours on their own (k from the left, within what each sells, at each one's price), and
    the splits add up; empty when some resource cannot be bought."""
    pays = {(0, 0)}
    for g, left, right, lp, rp in terms:
        options = {(k * lp, (g - k) * rp) for k in range(max(0, g - right), min(g, left) + 1)}
        if not options:
            return frozenset()
        pays = {(a + c, b + d) for a, b in pays for c, d in options}
    return frozenset(pays)


# ---- quoting a build in one decision's market -------------------------------------------------------

Payment = tuple[int, int]
FREE: tuple[Payment, ...] = ((0, 0),)


_NONE: frozenset[int] = frozenset()


class Market(NamedTuple):
    """What pricing a build of one city reads, worked out once for every card of a decision: its
    own production, what each neighbour sells (trade.sellable) and at what price (trade.price,
    trade.discount), and the resources any of the three makes by choice."""

    own: Units
    own_choices: Choices
    left: Units
    left_choices: Choices
    right: Units
    right_choices: Choices
    left_prices: Units
    right_prices: Units
    chosen: frozenset[int]
    most: Units             # the most units of each resource the three cities could make together

    @classmethod
    def of(cls, own: tuple[Units, Choices], left: tuple[Units, Choices], right: tuple[Units, Choices],
           left_prices: Units, right_prices: Units) -> Market:
        producers = (*own[1], *left[1], *right[1])
        most = [a + b + c for a, b, c in zip(own[0], left[0], right[0], strict=True)]
        for options in producers:
            for r in options:
                most[r] += 1
        chosen = _NONE.union(*producers) if producers else _NONE
        return tuple.__new__(cls, (own[0], own[1], left[0], left[1], right[0], right[1], left_prices, right_prices,
                                   chosen, tuple(most)))


Cost = tuple[tuple[int, int], ...]
Quotes = dict[Cost, tuple[Payment, ...]]


@lru_cache(maxsize=4096)
def priced(own: tuple[Units, Choices], left: tuple[Units, Choices], right: tuple[Units, Choices],
           left_prices: Units, right_prices: Units) -> tuple[Market, Quotes]:
    """:meth:`Market.of`, with the table of the quotes made in that market so far (filled by
    :func:`quote_in`): a city's market changes only when it or a neighbour builds something that
    produces or lowers a price, so the same market, and its quotes, serve many decisions."""
    return Market.of(own, left, right, left_prices, right_prices), {}


def quote_in(table: Quotes, market: Market, cost: Cost) -> tuple[Payment, ...]:
    """:func:`quote`, answered from ``table`` (:func:`priced`'s table of ``market``) when it was
    asked before."""
    pays = table.get(cost)
    if pays is None:
        pays = table[cost] = quote(market, cost)
    return pays


def waived(cost: Cost, units: int) -> tuple[Cost, ...]:
    """effect.discount: every cost ``cost`` becomes with ``units`` of its resource units waived, the
    owner choosing which (all of them when it has no more)."""
    costs = {cost}
    for _ in range(units):
        fewer: set[Cost] = set()
        for c in costs:
            if not c:       # nothing left to waive
                fewer.add(c)
            for i, (r, n) in enumerate(c):
                fewer.add(c[:i] + (((r, n - 1),) if n > 1 else ()) + c[i + 1:])
        costs = fewer
    return tuple(sorted(costs))


def waived_key(cost: Cost, units: int) -> Cost:
    """effect.discount: the key of ``cost`` with ``units`` waived in a market's table of quotes (no cost holds a
    resource -1: the key is the waived cost's own)."""
    return (*cost, (-1, units))


def quote_waived(table: Quotes, market: Market, cost: Cost, units: int) -> tuple[Payment, ...]:
    """effect.discount: every distinct payment completing ``cost`` with ``units`` resource units
    waived, the owner choosing which (:func:`waived`), sorted like :func:`quote`'s; kept in ``table``
    beside the plain quotes."""
    key = waived_key(cost, units)
    pays = table.get(key)
    if pays is None:
        found: set[Payment] = set()
        for c in waived(cost, units):
            found.update(quote_in(table, market, c) if c else FREE)
        pays = table[key] = tuple(sorted(found, key=lambda pay: (pay[0] + pay[1], pay[0])))
    return pays


# ---- resources bought from the bank (effect.bank_buy) ------------------------------------------------

Bought = tuple[int, int, int]       # (coins to the left, coins to the right, coins to the bank)
Buys = tuple[tuple[int, int], ...]  # a city's powers to buy from the bank: (price, units) each


def bank_options(buys: Buys) -> tuple[tuple[int, int], ...]:
    """effect.bank_buy: every (units, coins) a city with the powers ``buys`` may buy from the bank in one
    build, one unit at least: up to each power's units, at its price."""
    combos = {(0, 0)}
    for price, units in buys:
        combos = {(k + j, coins + j * price) for k, coins in combos for j in range(units + 1)}
    combos.discard((0, 0))
    return tuple(sorted(combos))


def _fewer(gap: Units, k: int) -> set[Units]:
    """Every vector of units ``gap`` leaves with ``k`` of its units taken away (none: fewer than ``k``)."""
    if sum(gap) < k:
        return set()
    out = {gap}
    for _ in range(k):
        out = {g[:r] + (g[r] - 1,) + g[r + 1:] for g in out for r, n in enumerate(g) if n}
    return out


def quote_bought(table: Quotes, market: Market, cost: Cost, units: int, buys: Buys) -> tuple[Bought, ...]:
    """effect.bank_buy (and effect.discount, ``units`` waived): every distinct payment (to the left, to
    the right, to the bank) completing ``cost`` in ``market``, sorted by total, then by the left share, then
    by the bank's.  Those buying nothing from the bank are :func:`quote`'s (or :func:`quote_waived`'s);
    the others, under some use of the city's own choice producers and some choice of waived units, buy some
    of the units still missing from the bank (as many as :func:`bank_options` allows, a unit the city makes
    itself never) and the rest from the neighbours as :func:`quote` does.  Kept in ``table``."""
    kept = cast("dict[Any, tuple[Bought, ...]]", table)    # kept beside the plain quotes, by a key of its own
    key = (*cost, (-1, units), (-2, buys))     # no cost holds a resource -1 or -2
    found_pays = kept.get(key)
    if found_pays is not None:
        return found_pays
    plain = quote_waived(table, market, cost, units) if units else quote_in(table, market, cost)
    found: set[Bought] = {(left, right, 0) for left, right in plain}
    size = len(market.own)
    bare = Market.of(((0,) * size, ()), (market.left, market.left_choices), (market.right, market.right_choices),
                     market.left_prices, market.right_prices)    # the neighbours alone: the units still missing
    rest_quotes: Quotes = {}
    options = bank_options(buys)
    for c in (waived(cost, units) if units else (cost,)):
        need = [0] * size
        for r, n in c:
            need[r] += n
        short = missing(tuple(need), market.own)
        if not any(short):
            continue
        for gap in deficits(short, market.own_choices):
            for k, coins in options:
                for rest in _fewer(gap, k):
                    items = tuple((r, n) for r, n in enumerate(rest) if n)
                    pays = quote_in(rest_quotes, bare, items) if items else FREE
                    found.update((left, right, coins) for left, right in pays)
    out = tuple(sorted(found, key=lambda pay: (pay[0] + pay[1] + pay[2], pay[0], pay[2])))
    kept[key] = out
    return out


def quote(market: Market, cost: Cost) -> tuple[Payment, ...]:
    """Every distinct payment (to the left, to the right) completing ``cost`` (its (resource,
    units) pairs) in ``market``, sorted by total then by the left share: :func:`payments` asked
    about the resources the city's fixed production leaves short, and nothing else, so that the
    same small question recurs across decisions and its answer is kept."""
    own, most = market[0], market[9]      # the fields read by place: only those a quote needs
    if len(cost) == 1:      # one resource (most costs): answered without the lists below
        r, n = cost[0]
        have = own[r]
        if n <= have:
            return FREE
        if n > most[r]:
            return ()       # more than the three cities could make together
        if r not in market[8]:
            return _fixed_quote(((n - have, market[2][r], market[4][r], market[6][r], market[7][r]),))
    else:
        short = False
        for r, n in cost:
            if n > own[r]:
                if n > most[r]:
                    return ()       # more than the three cities could make together
                short = True
        if not short:
            return FREE
    own_choices, left, left_choices, right, right_choices, lp, rp, chosen = market[1:9]
    wanted: list[int] = []      # the short resources, and how many units of each
    gaps: list[int] = []
    by_choice = False
    for r, n in cost:
        if n > own[r]:
            wanted.append(r)
            gaps.append(n - own[r])
            if r in chosen:
                by_choice = True
    if not by_choice:       # no short resource made by choice: the resources split on their own
        terms = []
        for r, g in zip(wanted, gaps, strict=True):
            terms.append((g, left[r], right[r], lp[r], rp[r]))
        return _fixed_quote(tuple(terms))
    # a neighbour's fixed units beyond those missing change nothing: they are left out of the question
    left_units: list[int] = []
    right_units: list[int] = []
    left_prices: list[int] = []
    right_prices: list[int] = []
    for r, g in zip(wanted, gaps, strict=True):
        left_units.append(g if left[r] > g else left[r])
        right_units.append(g if right[r] > g else right[r])
        left_prices.append(lp[r])
        right_prices.append(rp[r])
    projected = tuple(wanted)
    return _chosen_quote(tuple(gaps), _project(own_choices, projected) if own_choices else (), tuple(left_units),
                         _project(left_choices, projected) if left_choices else (), tuple(right_units),
                         _project(right_choices, projected) if right_choices else (), tuple(left_prices),
                         tuple(right_prices))


@lru_cache(maxsize=4096)
def _project(choices: Choices, wanted: tuple[int, ...]) -> Choices:
    """The choice producers as seen by a purchase of the ``wanted`` resources: each option
    renumbered by its place in ``wanted``, every other resource one index past them (a unit
    nobody needs); producers giving nothing wanted are left out."""
    rest = len(wanted)
    out = []
    for options in choices:
        mapped = tuple(sorted({wanted.index(r) if r in wanted else rest for r in options}))
        if mapped != (rest,):
            out.append(mapped)
    return tuple(sorted(out))


@lru_cache(maxsize=65536)
def _chosen_quote(need: Units, own_choices: Choices, left: Units, left_choices: Choices, right: Units,
                  right_choices: Choices, left_prices: Units, right_prices: Units) -> tuple[Payment, ...]:
    """:func:`quote` when some city makes a short resource by choice: :func:`payments` over the
    short resources (and one more that nobody needs, where a producer's other options go), worked
    out with the units as numbers: each use of the city's own choice producers leaves a gap
    (:func:`deficits`), and every way of buying a gap is a part the left neighbour can sell with
    the rest a part the right one can (:func:`_sellable`)."""
    found = set()
    from_left = _sellable(need, left, left_choices, left_prices)
    from_right = _sellable(need, right, right_choices, right_prices)
    if len(from_left) <= len(from_right):     # the smaller side walked, the other one looked up
        to_right, lefts = from_right.get, from_left.items()
        for gap in _gaps(need, own_choices):
            found.update([(price + other, price, other) for part, price in lefts
                          if (other := to_right(gap - part)) is not None])
    else:
        to_left, rights = from_left.get, from_right.items()
        for gap in _gaps(need, own_choices):
            found.update([(price + other, price, other) for part, other in rights
                          if (price := to_left(gap - part)) is not None])
    return tuple([(price, other) for _, price, other in sorted(found)])    # by total, then by the left share


def _radix(need: Units) -> list[int]:
    """The place of each resource when units are written as one number: resource ``r`` counts in
    base ``2 * need[r] + 1``, so that two amounts each within ``need`` add up digit by digit, with
    no carry, and a number is the sum of two such amounts only as their units add up."""
    places = []
    place = 1
    for n in need:
        places.append(place)
        place *= 2 * n + 1
    return places


@lru_cache(maxsize=65536)
def _gaps(need: Units, own_choices: Choices) -> tuple[int, ...]:
    """:func:`deficits` of ``need`` (and a resource nobody needs) under the city's own choice
    producers, each gap as a number (:func:`_radix`)."""
    places = _radix(need)
    return tuple(sorted([sum(map(mul, gap, places))     # the unneeded resource (gap's last) has no place
                         for gap in deficits((*need, 0), own_choices)]))


@lru_cache(maxsize=65536)
def _sellable(need: Units, fixed: Units, choices: Choices, prices: Units) -> dict[int, int]:
    """trade.sellable, trade.price: every amount within ``need`` that a neighbour producing ``fixed``
    and one unit of each of its choice producers (an option past the needed resources gives
    nothing needed) can sell, as a number (:func:`_radix`), with what it costs at ``prices``."""
    k = len(need)
    tops = {tuple([min(f, n) for f, n in zip(fixed, need, strict=True)])}
    for options in choices:
        tops = {top if r >= k or top[r] >= need[r] else top[:r] + (top[r] + 1,) + top[r + 1:]
                for top in tops for r in options}
    places = _radix(need)
    out: dict[int, int] = {}
    for top in tops:    # the amounts within ``top``, built up a resource at a time
        box = {0: 0}
        for t, place, price in zip(top, places, prices, strict=True):
            if t:
                steps = [(a * place, a * price) for a in range(t + 1)]
                box = {number + more: cost + extra for number, cost in box.items() for more, extra in steps}
        out.update(box)
    return out


@lru_cache(maxsize=65536)
def _fixed_quote(terms: tuple[tuple[int, int, int, int, int], ...]) -> tuple[Payment, ...]:
    """:func:`quote` when no city makes a short resource by choice: :func:`_fixed_pays`, sorted."""
    return tuple(sorted(_fixed_pays(terms), key=lambda pay: (pay[0] + pay[1], pay[0])))
