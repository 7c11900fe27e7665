"""The Pantheon's positions drawn in 7 Wonders Duel's docs (:mod:`oracle.docs.drawn`): a divinity's power."""

from __future__ import annotations

from typing import Any

from oracle.core.game import Step
from oracle.core.registry import load_game
from oracle.docs.drawn import Figure, coins_words, from_random_game
from oracle.duel.docs.drawn import pawn_words


def pantheon_mars() -> Figure:
    """A divinity's power (pantheon.divinity): Mars activated, its two shields pushing the pawn."""
    from oracle.duel.events import PawnMoved
    from oracle.duel.pantheon.events import DivinityActivated

    def say(step: Step, event: Any) -> str:
        pushed = next(e for e in step.events if isinstance(e, PawnMoved) and e.source == "Mars")
        return (f"Player {event.player} activates Mars from {event.via} of the Pantheon, paying "
                f"{coins_words(event.cost)}. Mars now stands among Player {event.player}'s divinities, and its two "
                f"shields have pushed the conflict pawn {abs(pushed.spaces)} spaces toward Player "
                f"{1 if pushed.spaces > 0 else 0}'s capital: it now stands {pawn_words(step.state.pawn)}.")
    return from_random_game("pantheon-mars", load_game("duel", variant="pantheon"), "game",
                            lambda e: isinstance(e, DivinityActivated) and e.divinity == "Mars", say)


FIGURES = {"pantheon-mars": pantheon_mars}
