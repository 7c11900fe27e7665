"""Hypothesis strategies for Duel: whole setups, and cities for the cost properties."""

from __future__ import annotations

from hypothesis import strategies as st

from oracle.duel.state import Setup
from tests.properties.model import CARDS_PER_AGE, DECKS, GUILDS_IN_AGE_III, RULES, first_game_picks

N_WONDERS = len(RULES.wonders)
N_TOKENS = len(RULES.progress)
BOARD = 5


@st.composite
def setups(draw: st.DrawFn, first_game: bool = False) -> Setup:
    """Any chance outcome of setup: who begins, the 8 wonders in reveal order, the tokens on the
    board and in the box (in draw order), the 20 cards of each Age in slot order.

    With ``first_game`` the wonders are the rulebook's first-game split, in pick order.
    Permutations shrink toward spec order, so a shrunk failure uses the first components.
    """
    first = draw(st.integers(0, 1))
    if first_game:
        wonders = first_game_picks()
    else:
        wonders = tuple(draw(st.permutations(range(N_WONDERS)))[:8])
    tokens = draw(st.permutations(range(N_TOKENS)))
    ages = []
    for deck in ("I", "II"):
        ages.append(tuple(draw(st.permutations(DECKS[deck]))[:CARDS_PER_AGE]))
    guilds = draw(st.permutations(DECKS["guild"]))[:GUILDS_IN_AGE_III]
    third = draw(st.permutations(DECKS["III"]))[:CARDS_PER_AGE - GUILDS_IN_AGE_III]
    ages.append(tuple(draw(st.permutations(third + guilds))))
    return Setup(first, wonders, tuple(tokens[:BOARD]), tuple(tokens[BOARD:]), tuple(ages))
