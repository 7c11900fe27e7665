"""Setting a game up: from a record's ``setup`` object, or from a seed.

Rule ids: ``setup.coins``, ``setup.progress`` (5 tokens on the board, 5 in the box),
``setup.removals`` (3 cards of each Age deck leave the game unseen), ``setup.guilds`` (3 of the
7 guilds join Age III), ``setup.draft``.

Seeded setups draw, with :class:`oracle.core.prng.SplitMix64` seeded with the seed: the first
player (``below(2)``); the 12 wonders shuffled, the first 8 in reveal order; the 10 progress
tokens shuffled, the first 5 on the board and the next 5 in the box; for Ages I and II the
deck shuffled and its first 20 cards in slot order; for Age III the guilds shuffled (first 3
kept), the Age III deck shuffled (first 17 kept), then those 20 shuffled into slot order.
With mixed decks (the spec's ``[setup.mixed_decks]``: an expansion's Senators), each is then shuffled and dealt
to the Ages in turn, and each Age's cards shuffled again into slot order.
Components are shuffled in spec order.  The draws are worked out ahead in blocks
(:class:`~oracle.core.prng.Draws`): the same draws, in the same order.
"""

from __future__ import annotations

from functools import lru_cache

from oracle.core.belonging import value_type
from oracle.core.prng import Draws, SplitMix64
from oracle.duel.ruleset import Ruleset
from oracle.duel.spec import AGES
from oracle.duel.state import Setup


def setup_from_seed(rules: Ruleset, seed: int) -> Setup:
    """The setup drawn by ``SplitMix64(seed)``."""
    return draw_setup(rules, SplitMix64(seed))


def draw_setup(rules: Ruleset, rng: SplitMix64 | Draws) -> Setup:
    """Draw every chance outcome of a game from ``rng`` (or its draws worked out ahead), in the
    documented order."""
    draws = rng if isinstance(rng, Draws) else Draws(rng)
    draws.reserve(setup_draws(rules))
    return _draw_setup(rules, draws)


@lru_cache(maxsize=8)
def setup_draws(rules: Ruleset) -> int:
    """How many draws the base game's setup takes (unless one is rejected, once in 2**63 draws at
    most): the first player, then a shuffle of n items takes n - 1."""
    c = rules.constants
    shuffled = (len(rules.wonders), len(rules.progress), *(len(rules.deck(age)) for age in AGES),
                len(rules.deck(c.extra_deck)), c.cards_per_age)
    if c.mixed_decks:
        shuffled += (*(len(rules.deck(m.deck)) for m in c.mixed_decks),
                     *(c.cards_per_age + c.mixed_in(k) for k in range(len(AGES))))
    return 1 + sum(n - 1 for n in shuffled)


def _draw_setup(rules: Ruleset, rng: Draws) -> Setup:
    c = rules.constants
    first = rng.below(2)
    wonders = tuple(rng.shuffled(range(len(rules.wonders)))[:c.wonders_in_draft])
    tokens = rng.shuffled(range(len(rules.progress)))
    board = tuple(tokens[:c.progress_on_board])
    box = tuple(tokens[c.progress_on_board:c.progress_on_board + c.progress_in_box])
    ages: list[tuple[int, ...]] = []
    for age in AGES[:2]:
        ages.append(tuple(rng.shuffled(rules.deck_indices(age))[:c.cards_per_age]))
    guilds = rng.shuffled(rules.deck_indices(c.extra_deck))[:c.guilds_in_age_III]
    age_three = rng.shuffled(rules.deck_indices("III"))[:c.cards_per_age - c.guilds_in_age_III]
    ages.append(tuple(rng.shuffled(age_three + guilds)))
    if c.mixed_decks:
        ages = _mixed_in(rules, rng, ages)
    hooks = rules.hooks
    if not hooks:
        return value_type(rules, Setup)(first, wonders, board, box, tuple(ages))
    draws = hooks.table("setup_part")    # each expansion's outcomes, drawn after these in the ruleset's order
    parts = hooks.parts({name: draw(rules, rng) for name, draw in draws.items()})
    return value_type(rules, Setup)(first, wonders, board, box, tuple(ages), parts)


def set_aside(rules: Ruleset, setup: Setup, ages: int) -> tuple[int, ...]:
    """setup.removals: the cards of the first ``ages`` Age decks left out of the game at setup (the
    guilds left out are not among them), by index."""
    out: list[int] = []
    for k in range(min(ages, len(AGES))):
        dealt = set(setup.ages[k])
        out += [card for card in rules.deck_indices(AGES[k]) if card not in dealt]
    return tuple(sorted(out))


def _mixed_in(rules: Ruleset, rng: Draws, ages: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """setup.mixed_decks: each mixed deck shuffled (in the spec's order), its first cards dealt to Age I,
    the next to Age II and so on; then each Age's cards shuffled again into slot order."""
    added: list[list[int]] = [[] for _ in ages]
    for mixed in rules.constants.mixed_decks:
        cards = rng.shuffled(rules.deck_indices(mixed.deck))
        start = 0
        for k, count in enumerate(mixed.per_age):
            added[k] += cards[start:start + count]
            start += count
    return [tuple(rng.shuffled([*age, *extra])) for age, extra in zip(ages, added, strict=True)]


def first_game_setup(rules: Ruleset, rng: SplitMix64 | Draws) -> tuple[Setup, list[int]]:
    """A drawn setup whose draft gives each seat the rulebook's first-game wonders.

    Returns the setup (wonders revealed in pick order) and the wonder picks to play.
    """
    base = draw_setup(rules, rng)
    seats = [[rules.wonder_index[n] for n in names] for names in rules.constants.first_game]
    taken = [0, 0]
    picks: list[int] = []
    for seat in rules.constants.draft_order:  # 0: the first player, 1: the second
        picks.append(seats[seat][taken[seat]])
        taken[seat] += 1
    return base._replace(wonders=tuple(picks)), picks
