"""Science: symbols, pairs and scientific supremacy.

Rule ids: ``science.pair`` (each pair of identical symbols earns a progress token from the
board, while any is left), ``victory.science`` (holding the required number of distinct
symbols — Law included — wins at once).
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.duel.state import CITY_PROFILE, PROGRESS_FROM_BOARD, SCIENCE, Decision, Turn


def distinct_symbols(symbols: tuple[int, ...]) -> int:
    return sum(1 for n in symbols if n)


def symbols_gained(t: Turn, player: int, component: Component) -> None:
    """Apply the science rules after ``component`` (already in the city) added its symbols."""
    if not component.symbols or t.outcome is not None:
        return
    constants = t.rules.constants
    counts = t.cities[player][CITY_PROFILE].symbols
    if distinct_symbols(counts) >= constants.supremacy_symbols:
        t.end_game(SCIENCE, player)
        return
    for symbol in component.symbols:
        if counts[symbol] == constants.pair_size and t.board:
            t.decide(Decision(PROGRESS_FROM_BOARD, player, t.board))
