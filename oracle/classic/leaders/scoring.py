"""The Leaders row of the score sheet (leaders.scoring): the points the recruited leaders' abilities
give their owner, and those of the leaders whose ability the city copied (effect.copy_ability).  A
leader's shields count in the conflicts and its science symbols in science, as a structure's do, not
here."""

from __future__ import annotations

from oracle.classic.ruleset import Ruleset
from oracle.classic.scoring import part_points
from oracle.classic.state import State


def leaders_row(rules: Ruleset, state: State, seat: int) -> int:
    """leaders.scoring: the points of the leaders standing in the city of ``seat`` and of those it copied
    (effect.copy_ability)."""
    cards = rules.cards
    city = state.cities[seat]
    return sum(part_points(rules, state, seat, cards[c]) for c in (*city.structures, *city.copies)
               if cards[c].kind == "leader")
