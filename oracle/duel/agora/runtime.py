"""What the effect language's constructs for the Senate mean in Duel with Agora (point ``runtime``):
the methods the ruleset's runtime gains, each a function of the move's pad queueing the Senate's
decisions (:mod:`oracle.duel.agora.influence`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from oracle.duel.agora import conspiring, influence
from oracle.duel.state import Turn

if TYPE_CHECKING:
    from oracle.duel.runtime import Runtime


def offer_place_influence(t: Turn, player: int, section: str | None, amount: int) -> None:
    """agora.place: cubes of the player's supply into Chambers of a section, or any."""
    influence.offer_place(t, player, section, amount)


def offer_move_influence(t: Turn, player: int, amount: int) -> None:
    """agora.move: up to ``amount`` of the player's cubes, each into an adjacent Chamber."""
    influence.offer_move(t, player, amount)


def offer_remove_influence(t: Turn, player: int, relation: str, amount: int) -> None:
    """agora.remove: cubes of the city ``relation`` names back to their owner's supply."""
    influence.offer_remove(t, player, relation, amount)


def offer_senate_actions(t: Turn, player: int, section: str) -> None:
    """agora.politician: a Politician's Senate actions in ``section``."""
    influence.offer_senate_actions(t, player, section)


def offer_conspirator_action(t: Runtime, player: int) -> None:
    """agora.conspirator: a cube placed in any Chamber, or conspiring."""
    conspiring.offer_conspirator_action(t, player)


# the runtime's methods, by the name the effect language's constructs call (oracle.core.effects.RUNTIME_METHODS)
METHODS: dict[str, Callable[..., None]] = {f.__name__: f for f in (
    offer_place_influence, offer_move_influence, offer_remove_influence, offer_senate_actions,
    offer_conspirator_action)}

__all__ = ["METHODS"]
