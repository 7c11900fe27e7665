"""Agora's row of the score sheet (the point ``score_rows``): ``agora.senate_points``, the value of
each Chamber a player controls at the end, printed after the components' rows and before the
treasury's."""

from __future__ import annotations

from oracle.duel.agora.senate import senate_points
from oracle.duel.agora.state import constants, held
from oracle.duel.scoring import COMPONENT_PARTS
from oracle.duel.state import State

# the parts of a score sheet with Agora, in the order they are printed
PARTS = (*COMPONENT_PARTS, "senate", "coins", "military")


def score_rows(state: State, player: int) -> dict[str, int]:
    """agora.senate_points: the values of the Chambers ``player`` controls."""
    return {"senate": senate_points(constants(state.game.rules), held(state).senate, player)}


__all__ = ["PARTS", "score_rows"]
