"""The Pantheon's row of the score sheet (the point ``score_rows``): ``scoring.divinities``, the
points each divinity gives its owner (Aphrodite's, and a point per coin lying on the player's
divinities), printed after the components' rows and before the treasury's."""

from __future__ import annotations

from oracle.duel.pantheon.state import part
from oracle.duel.scoring import COMPONENT_PARTS
from oracle.duel.state import State

# the parts of a score sheet with the Pantheon, in the order they are printed
PARTS = (*COMPONENT_PARTS, "divinities", "coins", "military")


def score_rows(state: State, player: int) -> dict[str, int]:
    """scoring.divinities: the points of the divinities ``player`` has activated."""
    pantheon = part(state)
    assert pantheon is not None
    divinities = state.game.rules.divinities
    return {"divinities": sum(f(state, player) for d in pantheon.divinities[player] for f in divinities[d].scorers)}
