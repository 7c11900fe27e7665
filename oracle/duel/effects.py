"""Running the triggered effects of a component, in the order its DSL text gives them."""

from __future__ import annotations

from oracle.duel.components import Component
from oracle.duel.turn import Turn


def run_instants(t: Turn, player: int, component: Component) -> None:
    """Apply the 'when built' / 'when taken' effects of ``component`` for ``player``.

    Effects apply in source order; once the game is over (a supremacy), nothing more applies.
    """
    for effect in component.instant:
        if t.over:
            return
        effect(t, player)
