"""Final scoring (scoring.categories, scoring.science) and the winner (victory.tie_break).

A city scores in the score pad's seven categories: conflict tokens, treasury, wonder stages,
blue cards, science, yellow cards and guilds.  Symbols of the owner's choice (Babylon, the
Scientists Guild) and a copied guild (Olympia B) are chosen to give the owner their best total
(wonder.science_choice, wonder.copy_guild), and so are the symbols an expansion adds of the kind held
most or changes at the end (effect.extra_symbol, effect.change_symbol).  A card whose ability a city
copied (effect.copy_ability) scores for it as its own structure would.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from oracle.classic.rules import city as cities
from oracle.classic.ruleset import Part, Ruleset
from oracle.classic.spec import CONDITIONS
from oracle.classic.state import Outcome, State
from oracle.core.relations import seats
from oracle.core.scoring import winners
from oracle.dsl import ast

CATEGORIES = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")
# scoring.categories: the category of a card's points by its colour (stages score as "wonder")
CARD_CATEGORY = {"blue": "civilian", "yellow": "commercial", "purple": "guilds"}


def science_points(rules: Ruleset, counts: list[int], wild: int, bonus: int = 0) -> int:
    """scoring.science: the best score of ``counts`` symbols plus ``wild`` symbols of any kind, each set
    worth ``bonus`` points more than the game's (effect.science_set_bonus)."""
    best = 0
    set_value = rules.spec.science_set + bonus
    for extra in combinations_with_replacement(range(len(counts)), wild):
        have = list(counts)
        for s in extra:
            have[s] += 1
        best = max(best, sum(n * n for n in have) + set_value * min(have))
    return best


def reshaped_science_points(rules: Ruleset, counts: list[int], wild: int, bonus: int, more: int,
                            changes: int) -> int:
    """scoring.science with symbols added and changed at the end, each way the owner may take them, the
    best kept: ``wild`` symbols of any kind chosen; then ``more`` symbols of the kind held most once they
    are, any of the kinds tied for most (effect.extra_symbol), none when the city holds no symbol; then
    up to ``changes`` symbols changed each into another kind (effect.change_symbol)."""
    set_value = rules.spec.science_set + bonus
    kinds = range(len(counts))
    best = 0
    for extra in combinations_with_replacement(kinds, wild):
        have = list(counts)
        for s in extra:
            have[s] += 1
        most = max(have)
        for top in ([s for s in kinds if have[s] == most] if more and most else [-1]):
            held = list(have)
            if top >= 0:
                held[top] += more
            best = max(best, _changed(held, changes, set_value))
    return best


def _changed(have: list[int], changes: int, set_value: int) -> int:
    """effect.change_symbol: the best score of ``have`` with up to ``changes`` symbols changed into another
    kind."""
    best = sum(n * n for n in have) + set_value * min(have)
    if changes:
        for old in range(len(have)):
            if have[old]:
                for new in range(len(have)):
                    if new != old:
                        moved = list(have)
                        moved[old] -= 1
                        moved[new] += 1
                        best = max(best, _changed(moved, changes - 1, set_value))
    return best


def part_points(rules: Ruleset, state: State, seat: int, part: Part) -> int:
    """The points ``part`` (a card, a stage, a board, an expansion's component) gives the city in ``seat``
    at the end."""
    return sum(_effect_points(rules, state, seat, e) for e in part.at_end)


def _effect_points(rules: Ruleset, state: State, seat: int, e: ast.Effect) -> int:
    if isinstance(e, ast.Points):
        return e.amount * (cities.count(rules, state.cities, e.per, seat) if e.per is not None else 1)
    if isinstance(e, ast.Conditional):
        chosen = e.then if condition_holds(rules, state, seat, e.condition) else e.otherwise
        return _effect_points(rules, state, seat, chosen)
    if isinstance(e, ast.PointsPerPair):
        return pair_points(rules, state, seat, e.piece.value)
    return 0


def pair_points(rules: Ruleset, state: State, seat: int, piece: str) -> int:
    """effect.points_per_pair: for each pair of the city's pieces ``piece`` worth the same, what one of
    them is worth (a victory token its points, a defeat token the game's value of a defeat)."""
    city = state.cities[seat]
    values = city.victories if piece == cities.VICTORY_TOKEN else (rules.spec.defeat,) * city.defeats
    return sum(value * (values.count(value) // 2) for value in set(values))


def _own_count(rules: Ruleset, state: State, seat: int, counted: ast.Counted) -> int:
    """What ``counted`` counts in the city of ``seat`` alone."""
    return cities.count(rules, state.cities, ast.Per(1, counted), seat)


def condition_holds(rules: Ruleset, state: State, seat: int, condition: ast.AnyCondition) -> bool:
    """scoring.condition: ``own wonder complete``: every stage of the city's board side is built;
    effect.more_than: the city's count is strictly more than each city the relations name, one at a
    time (a tie fails); effect.count_is: the city's count is exactly the number named."""
    if isinstance(condition, ast.MoreThan):
        mine = _own_count(rules, state, seat, condition.counted)
        return all(mine > _own_count(rules, state, q, condition.counted)
                   for relation in condition.cities for q in seats(relation.value, seat, len(state.cities)))
    if isinstance(condition, ast.CountIs):
        return _own_count(rules, state, seat, condition.counted) == condition.amount
    if condition.text == "own wonder complete":
        city = state.cities[seat]
        return city.stages == len(rules.boards[city.board].stages)
    raise ValueError(f"no condition {condition.text!r} in this game (the spec loader admits {CONDITIONS})")


def _copies(rules: Ruleset, state: State, seat: int) -> list[tuple[int, ...]]:
    """wonder.copy_guild: for each copy a stage allows, the cards of the named colour in the named
    neighbours' cities it may copy (none: nothing to copy)."""
    city = state.cities[seat]
    out = []
    for stage in rules.boards[city.board].stages[:city.stages]:
        for e in stage.at_end:
            if isinstance(e, ast.CopyCard):
                found: list[int] = []
                for relation in e.cities:
                    for q in seats(relation.value, seat, len(state.cities)):
                        found.extend(c for c in state.cities[q].structures
                                     if rules.cards[c].colour == e.colour.value and c not in found)
                out.append(tuple(found))
    return out


def city_score(rules: Ruleset, state: State, seat: int) -> dict[str, int]:
    """One city's points by category and ``total``."""
    city = state.cities[seat]
    board = rules.boards[city.board]
    sheet = dict.fromkeys(CATEGORIES, 0)
    sheet["military"] = sum(city.victories) + rules.spec.defeat * city.defeats
    sheet["treasury"] = city.coins // rules.spec.coins_per_point
    symbols = [0] * len(rules.symbols)
    wild = 0
    for part in (board.base, *board.stages[:city.stages]):
        sheet["wonder"] += part_points(rules, state, seat, part)
    for part in (board.base, *board.stages[:city.stages]):
        for s in part.symbols:
            symbols[s] += 1
        wild += part.wild_symbols
    cards = rules.cards
    scored = _scored(rules)
    bonus = 0
    # effect.copy_ability: a card whose ability the city copied scores for it as one of its own would
    for c in city.structures + city.copies if city.copies else city.structures:
        category, points, marks, of_choice, more = scored[c]
        for s in marks:
            symbols[s] += 1
        wild += of_choice
        bonus += more
        if points and category is not None:
            sheet[category] += part_points(rules, state, seat, cards[c])
    reshapes = _reshapes(rules)     # effect.extra_symbol, effect.change_symbol: none in the base game
    added = changed = 0
    if reshapes is not None:
        on_cards, on_boards = reshapes
        for n, m in (*on_boards[city.board][:city.stages + 1],
                     *(on_cards[c] for c in (*city.structures, *city.copies))):
            added += n
            changed += m
    best: tuple[int, int] = (-1, 0)
    options: list[tuple[int, ...]] = [()]
    for allowed in _copies(rules, state, seat):   # each copy: one of the cards allowed, or nothing if none
        options = [(*chosen, card) for chosen in options for card in allowed] if allowed else options
    for chosen in options:
        guilds = sum(part_points(rules, state, seat, rules.cards[c]) for c in chosen)
        extra = sum(rules.cards[c].wild_symbols for c in chosen)
        if reshapes is None:
            science = science_points(rules, symbols, wild + extra, bonus)
        else:
            n = added + sum(reshapes[0][c][0] for c in chosen)
            m = changed + sum(reshapes[0][c][1] for c in chosen)
            science = (reshaped_science_points(rules, symbols, wild + extra, bonus, n, m) if n or m else
                       science_points(rules, symbols, wild + extra, bonus))
        if guilds + science > best[0] + best[1]:
            best = (guilds, science)
    sheet["guilds"] += best[0]
    sheet["science"] = best[1]
    total = sum(sheet[c] for c in CATEGORIES)
    if rules.hooks:     # the rows the expansions add (point score_rows), after the base game's
        for row, points in rules.hooks.table("score_rows").items():
            sheet[row] = points(rules, state, seat)
            total += sheet[row]
    sheet["total"] = total
    return sheet


@lru_cache(maxsize=8)
def _scored(rules: Ruleset) -> tuple[tuple[str | None, bool, tuple[int, ...], int, int], ...]:
    """What scoring reads of each card, read once: its category (None: a colour scoring no
    category), whether it has points at the end, its science symbols, its symbols of choice and what
    it adds to a science set's value (effect.science_set_bonus)."""
    return tuple((CARD_CATEGORY.get(c.colour),
                   any(isinstance(e, (ast.Points, ast.Conditional, ast.PointsPerPair)) for e in c.at_end),
                  c.symbols, c.wild_symbols,
                  sum(e.amount for e in c.at_end if isinstance(e, ast.ScienceSetBonus))) for c in rules.cards)


Reshape = tuple[int, int]     # symbols added of the kind held most, symbols changed


@lru_cache(maxsize=8)
def _reshapes(rules: Ruleset) -> tuple[tuple[Reshape, ...], tuple[tuple[Reshape, ...], ...]] | None:
    """What each card, and each board side's own clauses and stages in order, add to a city's science at
    the end: symbols of the kind held most (effect.extra_symbol) and symbols changed (effect.change_symbol);
    None when no part of ``rules`` adds or changes any (the base game)."""
    def reshape(part: Part) -> Reshape:
        return (sum(e.amount for e in part.at_end if isinstance(e, ast.ExtraSymbol)),
                sum(e.amount for e in part.at_end if isinstance(e, ast.ChangeSymbol)))

    on_cards = tuple(reshape(c) for c in rules.cards)
    on_boards = tuple(tuple(reshape(p) for p in (b.base, *b.stages)) for b in rules.boards)
    if not any(n or m for n, m in (*on_cards, *(r for b in on_boards for r in b))):
        return None
    return on_cards, on_boards


def score_sheet(rules: Ruleset, state: State) -> list[dict[str, int]]:
    """Each player's points by category (the Free City's are not: free_city.end)."""
    return [city_score(rules, state, seat) for seat in range(state.players)]


def outcome(rules: Ruleset, state: State) -> Outcome:
    """victory.tie_break: the most points, then the most coins; a tie on both is shared.  Only the
    players are ranked (free_city.end)."""
    sheets = score_sheet(rules, state)
    return Outcome("points", winners([s["total"] for s in sheets],
                                     [state.cities[seat].coins for seat in range(len(sheets))]))
