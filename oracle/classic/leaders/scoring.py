"""The Leaders row of the score sheet (leaders.scoring): the points the recruited leaders' abilities
give their owner, and those of the leaders whose ability the city copied (effect.copy_ability).  A
leader's shields count in the conflicts and its science symbols in science, as a structure's do, not
here.  A leader laid under the board (effect.entomb) scores here the points fixed when it was laid there,
and nothing else."""

from __future__ import annotations

from oracle.classic.leaders.state import part
from oracle.classic.ruleset import Ruleset
from oracle.classic.scoring import part_points
from oracle.classic.state import State


def leaders_row(rules: Ruleset, state: State, seat: int) -> int:
    """leaders.scoring: the points of the leaders standing in the city of ``seat``, of those it copied
    (effect.copy_ability) and of those laid under its board (effect.entomb)."""
    cards = rules.cards
    city = state.cities[seat]
    standing = sum(part_points(rules, state, seat, cards[c]) for c in (*city.structures, *city.copies)
                   if cards[c].kind == "leader")
    # effect.entomb: the leaders laid under the board score the points fixed when they were laid there
    return standing + sum(points for s, _, points in part(rules, state).entombed if s == seat)
