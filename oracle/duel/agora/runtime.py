"""What the effect language's constructs only Agora's components use mean in Duel with Agora (point
``runtime``): the methods the ruleset's runtime gains, each a function of the move's pad queueing the
Senate's decisions (:mod:`oracle.duel.agora.influence`) or changing the treasuries; and the count of
a player's Influence cubes for the language's 'per' (point ``runtime_counts``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from oracle.core.relations import seats
from oracle.duel.agora import conspiracies, conspiring, influence, schemes
from oracle.duel.agora.state import held
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


def offer_top_row_build(t: Turn, player: int) -> None:
    """effect.build_top_row: a Building of the structure's top row, built for nothing."""
    schemes.offer_top_row_build(t, player)


def offer_set_aside_build(t: Turn, player: int) -> None:
    """effect.build_set_aside: a card left out at setup, of this Age or one before, built for nothing."""
    schemes.offer_set_aside_build(t, player)


def offer_wonder_removal(t: Turn, player: int, relation: str) -> None:
    """effect.remove_wonder: a built wonder of the city ``relation`` names, back to the box."""
    schemes.offer_wonder_removal(t, player, relation)


def offer_card_swap(t: Turn, player: int, relation: str, colours: frozenset[int]) -> None:
    """effect.swap_card: a card of these colours taken from the city ``relation`` names, one of the
    player's of the same colour given back."""
    schemes.offer_card_swap(t, player, relation, colours)


def offer_token_lock(t: Turn, player: int, conspiracy: int) -> None:
    """effect.lock_progress: a progress token locked on the Conspiracy ``conspiracy``."""
    schemes.offer_token_lock(t, player, conspiracy)


def offer_accessible_discard(t: Turn, player: int, least: int, most: int) -> None:
    """effect.discard_accessible: up to ``most`` accessible cards discarded, the first ``least`` owed."""
    schemes.offer_accessible_discard(t, player, least, most)


def offer_decree_move(t: Turn, player: int) -> None:
    """effect.move_decree: a Decree moved under another Chamber's."""
    schemes.offer_decree_move(t, player)


def conspire(t: Turn, player: int) -> None:
    """agora.conspire: the player conspires (Curia Julia, when drafted)."""
    conspiring.conspire(t, player)


def offer_unprepared_trigger(t: Turn, player: int) -> None:
    """effect.trigger_unprepared: one of the player's unprepared Conspiracies triggered, or none."""
    conspiracies.offer_unprepared_trigger(t, player)


def take_half_coins(t: Turn, player: int, relation: str, subject: str) -> None:
    """effect.take_half_coins: half the coins of each player ``relation`` names, rounded up, move from
    their treasury into the player's."""
    for other in seats(relation, player, 2):
        taken = (t.coins[other] + 1) // 2
        t.lose(other, taken, subject)
        t.gain(player, taken, subject)


def _influence(names: tuple[str, ...]) -> Callable[[Any, int], int]:
    """effect.counted_influence: the cubes the player ``names`` relates to has in the Senate."""
    relation = names[0]

    def count(at: Any, player: int) -> int:
        return sum(held(at).senate.on_board(seat) for seat in seats(relation, player, 2))
    return count


# the runtime's methods, by the name the effect language's constructs call (oracle.core.effects.RUNTIME_METHODS)
METHODS: dict[str, Callable[..., None]] = {f.__name__: f for f in (
    offer_place_influence, offer_move_influence, offer_remove_influence, offer_senate_actions,
    offer_conspirator_action, take_half_coins, offer_top_row_build, offer_set_aside_build, offer_wonder_removal,
    offer_card_swap, offer_token_lock, conspire, offer_unprepared_trigger, offer_decree_move,
    offer_accessible_discard)}
# the counts only Agora makes for the language's 'per', by kind (point runtime_counts)
COUNTS: dict[str, Callable[[tuple[str, ...]], Callable[[Any, int], int]]] = {"influence": _influence}

__all__ = ["COUNTS", "METHODS"]
