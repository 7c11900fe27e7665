"""Dealing a game from a seed (setup.*): every chance outcome drawn up front with the family's
documented generator (:mod:`oracle.core.prng`), so that any engine can deal the same game."""

from __future__ import annotations

from oracle.architects.ruleset import Ruleset
from oracle.architects.state import Setup
from oracle.core.belonging import value_type
from oracle.core.prng import Draws, SplitMix64


def reshuffles_needed(rules: Ruleset, wonders: tuple[int, ...]) -> int:
    """How many times cards may go back under a deck in a game with these wonders: once for each
    'keep K of top N' effect of their pieces (wonder.halicarnassus_rest)."""
    keeps = rules.keeps
    return sum(keeps[w] for w in wonders)


def reshuffle_length(rules: Ruleset, wonders: tuple[int, ...]) -> int:
    """How many places each reshuffle order numbers: the size of the largest deck dealt in a game
    with these wonders (the central deck or a wonder's deck), which no deck can ever outgrow
    (wonder.halicarnassus_rest)."""
    return max(len(rules.central_deck), *(len(rules.wonder_decks[w]) for w in wonders))


def deal(rules: Ruleset, players: int, seed: int) -> Setup:
    """The setup of ``seed``: :func:`draw_setup` from ``SplitMix64(seed)``."""
    return draw_setup(rules, players, SplitMix64(seed))


def draw_setup(rules: Ruleset, players: int, rng: SplitMix64) -> Setup:
    """setup.wonders, setup.decks, setup.central, setup.progress, setup.first_player, in this order:
    the wonders shuffled and dealt to seats 0, 1, ...; each seat's deck shuffled; the central deck
    shuffled; the tokens shuffled; the youngest player drawn; then one order per reshuffle, each a
    shuffle of 0..L-1 for L the size of the largest deck (``rng.shuffled`` and ``rng.below``, their
    draws worked out ahead by :class:`oracle.core.prng.Draws`)."""
    draws = Draws(rng)
    wonders = tuple(draws.shuffled(range(len(rules.wonders)))[:players])
    dealt = [rules.wonder_decks[w] for w in wonders]
    longest = reshuffle_length(rules, wonders)
    times = reshuffles_needed(rules, wonders)
    draws.reserve(sum(len(d) - 1 for d in (*dealt, rules.central_deck, rules.box) if d) + 1 + times * (longest - 1))
    decks = tuple(tuple(draws.shuffled(d)) for d in dealt)
    central = tuple(draws.shuffled(rules.central_deck))
    progress = tuple(draws.shuffled(rules.box))
    first = draws.below(players)
    reshuffles = tuple(tuple(draws.shuffled(range(longest))) for _ in range(times))
    return value_type(rules, Setup)(wonders=wonders, decks=decks, central=central, progress=progress,
                                    first_player=first, reshuffles=reshuffles)
