"""What a city adds up to: its production (its own, and what it may sell), its trade prices, its
shields and symbols, and the counts of the effect language's ``per`` clauses.

Everything is read from the parts a city holds: its board's own clause, the stages built and the
structures built.  Functions are pure and take the ruleset first.
"""

from __future__ import annotations

from functools import lru_cache

from oracle.classic.payments import Choices, Units
from oracle.classic.rules import Part, Ruleset
from oracle.classic.state import City
from oracle.core.relations import seats
from oracle.dsl import ast


def parts(rules: Ruleset, city: City) -> list[Part]:
    """The board's own clause, the stages built and the structures, in that order."""
    board = rules.boards[city.board]
    return [board.base, *board.stages[:city.stages], *(rules.cards[c] for c in city.structures)]


@lru_cache(maxsize=8192)
def production(rules: Ruleset, board: int, stages: int, structures: tuple[int, ...]) -> tuple[Units, Choices]:
    """build.cost: the units the city produces every turn: fixed units and choice producers."""
    if structures:      # the city without its last structure (kept from an earlier turn), plus that one
        fixed, choices = production(rules, board, stages, structures[:-1])
        return _plus(fixed, choices, rules.cards[structures[-1]])
    b = rules.boards[board]
    fixed, choices = _plus((0,) * len(rules.resources), (), b.base)
    for stage in b.stages[:stages]:
        fixed, choices = _plus(fixed, choices, stage)
    return fixed, choices


def _plus(fixed: Units, choices: Choices, part: Part) -> tuple[Units, Choices]:
    """``fixed`` and ``choices`` (sorted) with what ``part`` produces added."""
    if any(part.produce):
        fixed = tuple([f + n for f, n in zip(fixed, part.produce, strict=False)]) + fixed[len(part.produce):]
    if part.choices:
        choices = tuple(sorted(choices + part.choices))
    return fixed, choices


@lru_cache(maxsize=8192)
def for_sale(rules: Ruleset, board: int, structures: tuple[int, ...]) -> tuple[Units, Choices]:
    """trade.sellable: what neighbours may buy from the city: its board's own resource and what its
    cards of the sellable colours produce (never a stage's or a yellow card's production)."""
    if structures:      # the city without its last structure (kept from an earlier turn), plus that one
        fixed, choices = for_sale(rules, board, structures[:-1])
        part = rules.cards[structures[-1]]
        return _plus(fixed, choices, part) if part.colour in rules.spec.sellable_colours else (fixed, choices)
    base = rules.boards[board].base
    return _plus((0,) * len(rules.resources), (), base)


def prices(rules: Ruleset, city: City, direction: str) -> Units:
    """trade.price, trade.discount: the price of each resource bought from the neighbour on the
    ``direction`` side; a structure built this turn lowers nothing yet."""
    held = tuple(c for c in city.structures if c not in city.recent) if city.recent else city.structures
    return _prices(rules, city.board, city.stages, held, direction)


@lru_cache(maxsize=8192)
def _prices(rules: Ruleset, board: int, stages: int, structures: tuple[int, ...], direction: str) -> Units:
    if structures:      # the city without its last structure (kept from an earlier turn), lowered by that one
        return _lowered(_prices(rules, board, stages, structures[:-1], direction), rules.cards[structures[-1]],
                        direction)
    out = (rules.spec.trade_price,) * len(rules.resources)
    b = rules.boards[board]
    for part in (b.base, *b.stages[:stages]):
        out = _lowered(out, part, direction)
    return out


def _lowered(prices: Units, part: Part, direction: str) -> Units:
    """``prices`` lowered by what ``part`` discounts from the neighbour on the ``direction`` side."""
    out = None
    for t in part.trades:
        if direction in t.directions:
            if out is None:
                out = list(prices)
            for r in t.resources:
                out[r] = min(out[r], t.price)
    return prices if out is None else tuple(out)


def chains(rules: Ruleset, city: City) -> frozenset[str]:
    """build.chain: the links the city's structures give."""
    out: frozenset[str] = frozenset()
    for c in city.structures:
        out |= rules.cards[c].chains
    return out


def names(rules: Ruleset, city: City) -> frozenset[str]:
    """build.unique: the names of the city's structures."""
    return frozenset(rules.cards[c].name for c in city.structures)


def shields(rules: Ruleset, city: City) -> int:
    """military.conflict: the city's shields."""
    return sum(p.shields for p in parts(rules, city))


def colour_count(rules: Ruleset, city: City, colours: tuple[str, ...]) -> int:
    return sum(1 for c in city.structures if rules.cards[c].colour in colours)


def count(rules: Ruleset, cities: tuple[City, ...], per: ast.Per, seat: int) -> int:
    """effect.per: what a ``per`` clause counts for the owner in ``seat``: cards of some colours,
    wonder stages or defeat tokens, in the cities its scope names (own, left, right)."""
    counted = per.counted
    total = 0
    for relation in per.effective_scope.cities:
        for q in seats(relation.value, seat, len(cities)):
            city = cities[q]
            if counted.kind == "cards":
                total += colour_count(rules, city, tuple(n.value for n in counted.names))
            elif counted.kind == "stages":
                total += city.stages
            elif counted.kind == "piece":
                total += city.defeats
    return total // per.every
