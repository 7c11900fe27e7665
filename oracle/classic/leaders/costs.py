"""What recruiting a leader costs (leaders.recruit, leaders.cost): its printed coins, lowered by the
powers of its city and of the neighbours' cities; shared by the recruitment and by a recruit at once."""

from __future__ import annotations

from oracle.classic.legal import free_by_standing, neighbours
from oracle.classic.rules import city as cities
from oracle.classic.ruleset import Part, Ruleset
from oracle.classic.state import State


def cost(rules: Ruleset, state: State, seat: int, leader: int) -> int:
    """leaders.recruit, leaders.cost: the coins recruiting ``leader`` costs: nothing in a city that builds
    leaders for nothing (effect.build_any_free); otherwise its printed cost less every coin discount on
    its colour, the owner's own and those a neighbour's city gives its neighbours
    (effect.discount_coins), never below nothing."""
    city = state.cities[seat]
    part = rules.cards[leader]
    if free_by_standing(rules, cities.facts(rules, city.board, city.stages, city.structures, city.copies), part):
        return 0
    printed = printed_cost(part, state.age)
    if not printed:
        return 0
    left, right = neighbours(state, seat)
    # seat is its left neighbour's right neighbour, and its right neighbour's left neighbour
    mine = _cheapens(rules, city.board, city.stages, city.structures)
    other = state.cities[left]
    lefts = _cheapens(rules, other.board, other.stages, other.structures) if left != seat else ()
    other = state.cities[right]
    rights = _cheapens(rules, other.board, other.stages, other.structures) if right not in (seat, left) else ()
    if not (mine or lefts or rights):       # no discount at all around the city (most recruitments)
        return printed
    colour = part.colour
    less = _less(mine, colour, ()) + _less(lefts, colour, ("right",)) + _less(rights, colour, ("left",))
    return max(printed - less, 0)


def printed_cost(part: Part, age: int) -> int:
    """leaders.age_cost: the coins a leader's card asks in ``age`` (1, 2, 3): its printed number, or the
    value of that Age for a price that changes with the Age."""
    return part.coins_by_age[age - 1] if part.coins_by_age else part.coins


def _less(cheapens: tuple[tuple[str, int, tuple[str, ...]], ...], colour: str, relations: tuple[str, ...]) -> int:
    """effect.discount_coins: the coins the discounts ``cheapens`` of a city (:func:`_cheapens`) take off a build
    of ``colour`` by the city ``relations`` names (() its own)."""
    if not cheapens:
        return 0
    return sum(amount for hue, amount, whose in cheapens
               if hue == colour and (whose == relations if not relations else
                                     relations[0] in whose or "neighbours" in whose))


_KEPT = 4096
_CHEAPENS: dict[tuple[Ruleset, int, int, tuple[int, ...]], tuple[tuple[str, int, tuple[str, ...]], ...]] = {}


def _cheapens(rules: Ruleset, board: int, stages: int,
              structures: tuple[int, ...]) -> tuple[tuple[str, int, tuple[str, ...]], ...]:
    """effect.discount_coins: every coin discount (colour, coins less, relations) of the parts standing in a
    city with that board side, stages built and structures, in the parts' order; kept (at most
    :data:`_KEPT` answers: a city's is asked for each leader priced in it or beside it)."""
    key = (rules, board, stages, structures)
    found = _CHEAPENS.get(key)
    if found is None:
        b = rules.boards[board]
        cards = rules.cards
        found = tuple([c for p in (b.base, *b.stages[:stages], *(cards[i] for i in structures)) for c in p.cheapens])
        if len(_CHEAPENS) >= _KEPT:
            _CHEAPENS.clear()
        _CHEAPENS[key] = found
    return found


__all__ = ["cost", "printed_cost"]
