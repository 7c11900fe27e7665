"""The kinds of decision a move of 7 Wonders Duel may leave a player owing, registered once each.

A decision owed (a progress token to take, a card to destroy, the starter of the next Age) is settled
by one kind of action whose one field names the choice; the rule that asks for it is cited when a
move tries something else, and its words say what the player must do.  The base game registers its
five here; an expansion registers its own at the point ``decision_kinds``.  A compiled ruleset holds
them all (``rules.decisions``), the base game's first, then each expansion's in the ruleset's order:
the order the docs list them and the schemas name them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from oracle.core.expansions import ExpansionError
from oracle.duel.actions import BUILD_DISCARDED, CHOOSE_STARTER, DESTROY, TAKE_PROGRESS

PROGRESS_FROM_BOARD = "progress"      # science.pair
PROGRESS_FROM_BOX = "library"         # effect.take_progress (the Great Library)
DESTROY_CARD = "destroy"              # effect.destroy
BUILD_FROM_DISCARD = "discard_build"  # effect.build_from_discard
STARTER = "starter"                   # age.next_starter


class DecisionKind(NamedTuple):
    """One kind of decision: the ``action`` that settles it, the action's ``field`` naming the choice,
    the ``rule`` that asks for it, and ``words`` completing "the player must first …".

    ``told``, where the move's own events do not say the move well, gives the sentence of a game's
    account instead: a function of the state before the move, the move's step, the mover and the
    index of the event that would have said it (or None), answering the sentence and the index of the
    event it replaces (None: every event keeps its own line), or None to let the events say it."""

    action: str
    field: str
    rule: str
    words: str
    told: Callable[[Any, Any, int, int | None], tuple[str, int | None] | None] | None = None


BASE: Mapping[str, DecisionKind] = MappingProxyType({
    PROGRESS_FROM_BOARD: DecisionKind(TAKE_PROGRESS, "token", "science.pair", "take a progress token from the board"),
    PROGRESS_FROM_BOX: DecisionKind(TAKE_PROGRESS, "token", "effect.take_progress",
                                    "take one of the progress tokens drawn from the box"),
    DESTROY_CARD: DecisionKind(DESTROY, "card", "effect.destroy", "choose the opponent's card to destroy"),
    BUILD_FROM_DISCARD: DecisionKind(BUILD_DISCARDED, "card", "effect.build_from_discard",
                                     "choose a card of the discard pile to build"),
    STARTER: DecisionKind(CHOOSE_STARTER, "player", "age.next_starter", "choose who begins the Age"),
})


def kinds(hooks: Any) -> Mapping[str, DecisionKind]:
    """Every kind of decision a ruleset with these hooks may leave: the base game's, then those its
    expansions register (point ``decision_kinds``), in the ruleset's order."""
    added = hooks.table("decision_kinds")
    if not added:
        return BASE
    again = sorted(set(added) & set(BASE))
    if again:
        raise ExpansionError(f"decision_kinds: {again[0]} is a decision of the base game; "
                             f"{hooks.owner('decision_kinds', again[0])} cannot register it again")
    return MappingProxyType({**BASE, **added})


__all__ = ["BASE", "BUILD_FROM_DISCARD", "DESTROY_CARD", "PROGRESS_FROM_BOARD", "PROGRESS_FROM_BOX", "STARTER",
           "DecisionKind", "kinds"]
