"""What a city adds up to: its production (its own, and what it may sell), its trade prices, its
shields and symbols, and the counts of the effect language's ``per`` clauses.

Everything is read from the parts a city holds: its board's own clause, the stages built and the
structures built.  Functions are pure and take the ruleset first.
"""

from __future__ import annotations

from typing import NamedTuple

from oracle.classic.rules.payments import Choices, Units
from oracle.classic.ruleset import Part, Ruleset
from oracle.classic.state import City
from oracle.core.relations import seats
from oracle.dsl import ast

# the piece a count names for the victory tokens a city holds (any other piece: its defeat tokens)
VICTORY_TOKEN = "victory_token"


def parts(rules: Ruleset, city: City) -> list[Part]:
    """The board's own clause, the stages built, the structures and the cards whose ability the city
    copied (effect.copy_ability), in that order."""
    board = rules.boards[city.board]
    return [board.base, *board.stages[:city.stages], *(rules.cards[c] for c in (*city.structures, *city.copies))]


def production(rules: Ruleset, board: int, stages: int, structures: tuple[int, ...]) -> tuple[Units, Choices]:
    """build.cost: the units the city produces every turn: fixed units and choice producers."""
    return facts(rules, board, stages, structures).production


def _plus(fixed: Units, choices: Choices, part: Part) -> tuple[Units, Choices]:
    """``fixed`` and ``choices`` (sorted) with what ``part`` produces added."""
    if any(part.produce):
        fixed = tuple([f + n for f, n in zip(fixed, part.produce, strict=False)]) + fixed[len(part.produce):]
    if part.choices:
        choices = tuple(sorted(choices + part.choices))
    return fixed, choices


def for_sale(rules: Ruleset, board: int, structures: tuple[int, ...]) -> tuple[Units, Choices]:
    """trade.sellable: what neighbours may buy from the city (:func:`sellable`)."""
    return facts(rules, board, 0, structures).for_sale


BOARD, STAGE, STRUCTURE = "board", "stage", "structure"     # where a part of a city is
COPIED = "copied"       # effect.copy_ability: a card of another city whose ability the city has


def sellable(rules: Ruleset, part: Part, where: str) -> bool:
    """trade.sellable: whether neighbours may buy what ``part`` produces: the board's own resource
    and the production of cards of the sellable colours (brown and grey), never a stage's or a
    yellow card's."""
    return where == BOARD or (where == STRUCTURE and part.colour in rules.spec.sellable_colours)


def prices(rules: Ruleset, city: City, direction: str) -> Units:
    """trade.price, trade.discount: the price of each resource bought from the neighbour on the
    ``direction`` side; a structure built this turn lowers nothing yet."""
    return price_lists(rules, city, facts(rules, city.board, city.stages, city.structures, city.copies))[
        direction == "right"]


def price_lists(rules: Ruleset, city: City, own: Facts) -> tuple[Units, Units]:
    """:func:`prices` on the left and on the right, for a city whose :class:`Facts` are ``own``:
    those facts' prices, unless a structure was built this turn (trade.discount: it lowers
    nothing before the next turn)."""
    if not city.recent:
        return own.left_prices, own.right_prices
    held = facts(rules, city.board, city.stages, tuple(c for c in city.structures if c not in city.recent),
                 city.copies)
    return held.left_prices, held.right_prices


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


class Standing(NamedTuple):
    """A city's standing powers over its later builds and conflicts, and the clauses it runs when
    something happens in it, gathered from every part of the city: resource units waived on builds
    of a colour or on stages (effect.discount), what it builds for nothing (effect.build_any_free), the
    pieces it passes on when it loses a conflict (effect.redirect_piece), the resources it may buy from
    the bank in each build, as (price, units) (effect.bank_buy), and the clauses of effect.whenever."""

    waives: tuple[tuple[str, int], ...] = ()
    frees: frozenset[str] = frozenset()
    redirects: frozenset[str] = frozenset()
    buys: tuple[tuple[int, int], ...] = ()
    listens: tuple[tuple[str, ast.Clause], ...] = ()     # (the part's name, its clause)

    def waived(self, target: str) -> int:
        """effect.discount: the resource units waived on a build of ``target`` (a colour, or
        :data:`~oracle.classic.ruleset.WONDER` for a stage)."""
        return sum(units for t, units in self.waives if t == target)

    def plus(self, part: Part) -> Standing:
        """The standing with ``part``'s added; in one order whatever the order the parts were added in (a
        city's facts are built up from a city one stage or one structure short), the listening clauses
        by the name of their part, a part's own in its order."""
        listens = self.listens + tuple((part.name, c) for c in part.listens)
        return Standing(tuple(sorted(self.waives + part.waives)), self.frees | part.frees,
                        self.redirects.union(part.redirects), tuple(sorted(self.buys + part.buys)),
                        tuple(sorted(listens, key=lambda heard: heard[0])))


NO_STANDING = Standing()


class Facts(NamedTuple):
    """What pricing and the legal list read of a city, worked out together: its production
    (build.cost), what it sells (trade.sellable), its prices on each side (trade.price,
    trade.discount: every structure counted), its structures' names (build.unique) and links
    (build.chain), and its shields (military.conflict)."""

    production: tuple[Units, Choices]
    for_sale: tuple[Units, Choices]
    left_prices: Units
    right_prices: Units
    names: frozenset[str]
    links: frozenset[str]
    shields: int
    standing: Standing = NO_STANDING


FACTS_KEPT = 16384
_FACTS: dict[tuple[Ruleset, int, int, tuple[int, ...]], Facts] = {}


def facts(rules: Ruleset, board: int, stages: int, structures: tuple[int, ...],
          copies: tuple[int, ...] = ()) -> Facts:
    """:class:`Facts` of a city with that board side, stages built and structures, kept: a city's
    facts are asked by its own decision and by both its neighbours' in each turn.  A city one stage
    or one structure past a city already asked about gets that city's facts plus the new part
    (at most :data:`FACTS_KEPT` answers are kept; past that the kept ones are forgotten).  ``copies``:
    the cards whose ability the city copied (effect.copy_ability), added after the rest."""
    if copies:
        return _with_copies(rules, board, stages, structures, copies)
    key = (rules, board, stages, structures)
    found = _FACTS.get(key)
    if found is not None:
        return found
    if stages and (before := _FACTS.get((rules, board, stages - 1, structures))) is not None:
        found = _with_part(rules, before, rules.boards[board].stages[stages - 1], STAGE)
    elif structures:
        found = _with_part(rules, facts(rules, board, stages, structures[:-1]), rules.cards[structures[-1]], STRUCTURE)
    else:
        b = rules.boards[board]
        none = (0,) * len(rules.resources)
        price = (rules.spec.trade_price,) * len(rules.resources)
        found = _with_part(rules, Facts((none, ()), (none, ()), price, price, frozenset(), frozenset(), 0,
                                        NO_STANDING), b.base, BOARD)
        for stage in b.stages[:stages]:
            found = _with_part(rules, found, stage, STAGE)
    if len(_FACTS) >= FACTS_KEPT:
        _FACTS.clear()
    _FACTS[key] = found
    return found


def _with_copies(rules: Ruleset, board: int, stages: int, structures: tuple[int, ...],
                 copies: tuple[int, ...]) -> Facts:
    """effect.copy_ability: :func:`facts` of the city without its copies, each copied card added as a
    part that is not one of its structures (its name, links and production for sale do not count)."""
    key = (rules, board, stages, structures, copies)
    found = _COPIED.get(key)
    if found is None:
        found = facts(rules, board, stages, structures)
        for c in copies:
            found = _with_part(rules, found, rules.cards[c], COPIED)
        if len(_COPIED) >= FACTS_KEPT:
            _COPIED.clear()
        _COPIED[key] = found
    return found


_COPIED: dict[tuple[Ruleset, int, int, tuple[int, ...], tuple[int, ...]], Facts] = {}


def _forget() -> None:
    _FACTS.clear()
    _COPIED.clear()


facts.cache_clear = _forget    # type: ignore[attr-defined]    # forgotten like the lru caches


def _with_part(rules: Ruleset, before: Facts, part: Part, where: str) -> Facts:
    """``before`` with ``part`` added, ``where`` it is in the city: the board's own clause, a stage
    or a structure (whose name and links count)."""
    production, for_sale, left, right, names, links, shields, standing = before
    if part.produces:
        production = _plus(*production, part)
        if sellable(rules, part, where):
            for_sale = _plus(*for_sale, part)
    if part.trades:
        left = _lowered(left, part, "left")
        right = _lowered(right, part, "right")
    if where == STRUCTURE:
        names = names | {part.name}
        if part.chains:
            links = links | part.chains
    if part.stands:
        standing = standing.plus(part)
    return tuple.__new__(Facts, (production, for_sale, left, right, names, links, shields + part.shields,
                                 standing))


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
    return facts(rules, city.board, city.stages, city.structures, city.copies).shields


def colour_count(rules: Ruleset, city: City, colours: tuple[str, ...]) -> int:
    return sum(1 for c in city.structures if rules.cards[c].colour in colours)


def count(rules: Ruleset, cities: tuple[City, ...], per: ast.Per, seat: int) -> int:
    """effect.per: what a ``per`` clause counts for the owner in ``seat``: cards of some colours, complete
    sets of cards of some colours (effect.per_set), wonder stages, coins, or defeat or victory tokens,
    in the cities its scope names (own, left, right)."""
    counted = per.counted
    total = 0
    for relation in per.effective_scope.cities:
        for q in seats(relation.value, seat, len(cities)):
            city = cities[q]
            if counted.kind == "cards":
                total += colour_count(rules, city, tuple(n.value for n in counted.names))
            elif counted.kind == "sets":     # effect.per_set: the city's complete sets, one card of each colour
                total += min(colour_count(rules, city, (n.value,)) for n in counted.names)
            elif counted.kind == "stages":
                total += city.stages
            elif counted.kind == "piece":
                total += len(city.victories) if counted.names[0].value == VICTORY_TOKEN else city.defeats
            elif counted.kind == "coins":
                total += city.coins
    return total // per.every
