"""Dealing a game from a seed (setup.*): every chance outcome drawn up front with the family's
documented generator (:mod:`oracle.core.prng`), so that any engine can deal the same game."""

from __future__ import annotations

from functools import lru_cache

from oracle.classic.ruleset import Ruleset
from oracle.classic.state import Setup
from oracle.core.belonging import value_type
from oracle.core.prng import Draws, SplitMix64


def draw_setup(rules: Ruleset, players: int, rng: SplitMix64, free_city: bool = False) -> Setup:
    """setup.boards, setup.guilds, setup.hands, in this order: the boards (in [boards] order)
    shuffled and dealt to seats 0, 1, ...; for each seat a side, A if ``rng.below(2)`` is 0;
    the guilds shuffled and the first players + 2 kept; then for each Age its deck (in [decks]
    order, the kept guilds after the Age III cards) shuffled and dealt in runs of 7: the first 7
    cards to seat 0, the next 7 to seat 1, and so on.

    The Free City variant (free_city.setup) deals as for the number of players whose cards it
    uses (three): the third board is the Free City's, and the third run of 7 cards of each Age
    its pile, top card first.  The draws are ``rng.shuffled`` and ``rng.below``'s, worked out ahead
    (:class:`~oracle.core.prng.Draws`).  The expansions of the ruleset draw theirs after these, in the
    ruleset's order (point ``setup_part``)."""
    spec = rules.spec
    cities = spec.free_city_deck_players if free_city else players
    decks = _decks(rules, cities)
    all_guilds = _guilds(rules)
    draws = Draws(rng)
    draws.reserve(len(spec.boards) - 1 + cities + len(all_guilds) - 1
                  + sum(len(d) for d in decks) + cities + spec.guilds_beyond_players - 3)
    order = draws.shuffled(list(spec.boards))[:cities]
    sides = _sides(rules)
    boards = tuple(sides[board][draws.below(2)] for board in order)
    guilds = draws.shuffled(all_guilds)[:cities + spec.guilds_beyond_players]
    hands = []
    piles = []
    for age in (1, 2, 3):
        deck = list(decks[age - 1]) + (guilds if age == 3 else [])
        dealt = draws.shuffled(deck)
        size = spec.hand_size
        runs = [tuple(dealt[i * size:(i + 1) * size]) for i in range(cities)]
        hands.append(tuple(runs[:players]))
        piles.extend(runs[players:])
    setup = value_type(rules, Setup)(boards=boards, hands=tuple(hands), piles=tuple(piles))
    hooks = rules.hooks
    if hooks:   # the expansions' chance outcomes, drawn after the base game's, in the ruleset's order
        made = hooks.table("setup_part")
        setup = setup._replace(parts=tuple([made[name](rules, players, rng) for name in hooks.names]))
    return setup


@lru_cache(maxsize=64)
def _decks(rules: Ruleset, cities: int) -> tuple[tuple[int, ...], ...]:
    """setup.decks: each Age's deck (guilds aside) for ``cities`` cities, read once."""
    return tuple(rules.age_deck(age, cities) for age in (1, 2, 3))


@lru_cache(maxsize=8)
def _guilds(rules: Ruleset) -> tuple[int, ...]:
    """setup.guilds: the guilds, read once."""
    return rules.guilds


@lru_cache(maxsize=8)
def _sides(rules: Ruleset) -> dict[str, tuple[int, int]]:
    """setup.boards: each board's side A and side B, read once."""
    return {board: rules.board_sides(board) for board in rules.spec.boards}
