"""The Pantheon's way of choosing moves when its conformance games are mined (point ``policies``):
``devout`` activates a divinity whenever it can and builds Grand Temples, so that the games reach
what divinities do."""

from __future__ import annotations

from oracle.duel.pantheon.kinds import ACTIVATE
from oracle.duel.state import BUILD, BUILD_WONDER, Action, State


def devout(state: State, action: Action) -> int:
    """Activations first, then Grand Temples, then any build or wonder, then the rest."""
    if action.kind == ACTIVATE:
        return 40
    if action.kind == BUILD and state.game.rules.cards[action.card].deck == state.game.rules.constants.extra_deck:
        return 30
    return {BUILD: 4, BUILD_WONDER: 4}.get(action.kind, 1)


POLICIES = {"devout": devout}

__all__ = ["POLICIES", "devout"]
