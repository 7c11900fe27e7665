"""Dealing a game from a seed (setup.*): every chance outcome drawn up front with the family's
documented generator (:mod:`oracle.core.prng`), so that any engine can deal the same game."""

from __future__ import annotations

from oracle.architects.rules import Ruleset
from oracle.architects.state import Setup
from oracle.core.prng import SplitMix64
from oracle.dsl import ast


def reshuffles_needed(rules: Ruleset, wonders: tuple[int, ...]) -> int:
    """How many times cards may go back under a deck in a game with these wonders: once for each
    'keep K of top N' effect of their pieces (wonder.halicarnassus_rest)."""
    return sum(1 for w in wonders for p in rules.wonders[w].pieces for e in p.effects
               if isinstance(e, ast.KeepFromTop))


def deal(rules: Ruleset, players: int, seed: int) -> Setup:
    """The setup of ``seed``: :func:`draw_setup` from ``SplitMix64(seed)``."""
    return draw_setup(rules, players, SplitMix64(seed))


def draw_setup(rules: Ruleset, players: int, rng: SplitMix64) -> Setup:
    """setup.wonders, setup.decks, setup.central, setup.progress, setup.first_player, in this order:
    the wonders shuffled and dealt to seats 0, 1, ...; each seat's deck shuffled; the central deck
    shuffled; the tokens shuffled; the youngest player drawn; then one order per reshuffle, each a
    shuffle of 0..L-1 for L the size of the largest deck."""
    wonders = tuple(rng.shuffled(range(len(rules.wonders)))[:players])
    decks = tuple(tuple(rng.shuffled(rules.deck(rules.wonders[w].name))) for w in wonders)
    central = tuple(rng.shuffled(rules.central))
    progress = tuple(rng.shuffled(rules.token_box()))
    first = rng.below(players)
    longest = max(len(rules.central), *(len(d) for d in decks))
    reshuffles = tuple(tuple(rng.shuffled(range(longest))) for _ in range(reshuffles_needed(rules, wonders)))
    return Setup(wonders=wonders, decks=decks, central=central, progress=progress, first_player=first,
                 reshuffles=reshuffles)
