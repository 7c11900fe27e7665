"""The Senate's three actions in play: a cube placed, moved or removed (``agora.place``,
``agora.move``, ``agora.remove``), each a decision the effect language's constructs queue, its
options worked out when it comes first, and its settlement: the cube's event, each Chamber whose
control changes, and political supremacy (``agora.political_supremacy``) looked at at once.

A Politician's Senate actions (``agora.politician``) are decisions of the same kind: each places a
cube in a Chamber of its section or moves one, or does neither.

The Senate's arithmetic is :mod:`oracle.duel.agora.senate`'s; this module says what a move of the
game does with it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oracle.core.relations import seats
from oracle.duel.agora import senate as rules
from oracle.duel.agora.decrees import control_changed
from oracle.duel.agora.events import ControlChanged, InfluenceMoved, InfluencePlaced, InfluenceRemoved
from oracle.duel.agora.kinds import MOVE_CHOICE, PLACE_CHOICE, POLITICAL, REMOVE_CHOICE, SENATE_CHOICE
from oracle.duel.agora.senate import Senate
from oracle.duel.agora.state import constants, held, put
from oracle.duel.state import Action, Decision, Turn

NO_MOVE: tuple[int, ...] = ()   # agora.move: the choice to move no cube (a move is always optional)


# ---- decisions queued by the effect language's constructs (point runtime) ------------------------

def offer_place(t: Turn, player: int, section: str | None, amount: int) -> None:
    """agora.place: ``amount`` cubes of the player's supply, each into a Chamber of
    ``section`` (any Chamber when None), one decision each."""
    c = constants(t.game.rules)
    allowed = tuple(range(1, c.chambers + 1)) if section is None else c.section(section)
    for _ in range(amount):
        t.decide(Decision(PLACE_CHOICE, player, (), (allowed,)))


def offer_move(t: Turn, player: int, amount: int) -> None:
    """agora.move: up to ``amount`` of the player's cubes, each into an adjacent Chamber."""
    for _ in range(amount):
        t.decide(Decision(MOVE_CHOICE, player, (), ()))


def offer_remove(t: Turn, player: int, relation: str, amount: int) -> None:
    """agora.remove: ``amount`` cubes of the city ``relation`` names leave the Senate, the
    player choosing which."""
    (target,) = seats(relation, player, 2)
    for _ in range(amount):
        t.decide(Decision(REMOVE_CHOICE, player, (), (target,)))


def offer_senate_actions(t: Turn, player: int, section: str) -> None:
    """agora.politician: as many Senate actions as the player's cards of the table's colour give,
    counted now with the cards their components add to the count (effect.senate_bonus), each placing
    a cube in a Chamber of ``section`` or moving one of theirs."""
    c = constants(t.game.rules)
    profile = t.cities[player].profile
    counted = profile.colours[c.senate_colour] + (profile.extras.senate_bonus if profile.extras is not None else 0)
    for _ in range(rules.senate_actions(c, counted)):
        t.decide(Decision(SENATE_CHOICE, player, (), (c.section(section),)))


# ---- their options, once they come first (point decision_options) -------------------------------

def place_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """agora.place / agora.supply: the Chambers the cube may go into; none (the decision is dropped)
    once the player's supply is empty."""
    senate = held(t).senate
    if rules.supply(constants(t.game.rules), senate, d.player) == 0:
        return ()
    (allowed,) = d.detail or ((),)
    return tuple(allowed)


def move_options(t: Turn, d: Decision) -> tuple[tuple[int, ...], ...]:
    """agora.move: each (from, to) of the player's cubes, in Chamber order, then moving none; none at
    all when the player has no cube in the Senate."""
    found = rules.moves(constants(t.game.rules), held(t).senate, d.player)
    return (*found, NO_MOVE) if found else ()


def remove_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """agora.remove: the Chambers holding a cube of the decision's target."""
    (target,) = d.detail or (1 - d.player,)
    return rules.removals(held(t).senate, target)


def senate_options(t: Turn, d: Decision) -> tuple[tuple[int, ...], ...]:
    """agora.politician: placing a cube in each Chamber of the section (while the supply lasts), in
    Chamber order, then each move of one of the player's cubes, then neither; none at all (the action
    is dropped) when the player can neither place nor move."""
    c, senate = constants(t.game.rules), held(t).senate
    (allowed,) = d.detail or ((),)
    places = tuple((n,) for n in allowed) if rules.supply(c, senate, d.player) else ()
    found = (*places, *rules.moves(c, senate, d.player))
    return (*found, NO_MOVE) if found else ()


OPTIONS: dict[str, Callable[[Turn, Decision], tuple[Any, ...]]] = {
    PLACE_CHOICE: place_options, MOVE_CHOICE: move_options, REMOVE_CHOICE: remove_options,
    SENATE_CHOICE: senate_options}


# ---- settling them (point settle) ---------------------------------------------------------------

def settle(t: Turn, action: Action, decision: Decision) -> None:
    """The Senate's decision ``decision`` settled by ``action`` (one of its options)."""
    c, agora, player = constants(t.game.rules), held(t), t.player
    before = agora.senate
    if decision.kind == SENATE_CHOICE and len(action.chambers) == 1:
        (chamber,) = action.chambers
        (allowed,) = decision.detail or ((),)
        after = rules.place(c, before, player, chamber, tuple(allowed))
        t.events.append((InfluencePlaced, player, chamber))
    elif decision.kind == PLACE_CHOICE:
        after = rules.place(c, before, player, action.chamber)
        t.events.append((InfluencePlaced, player, action.chamber))
    elif decision.kind in (MOVE_CHOICE, SENATE_CHOICE):
        if action.chambers == NO_MOVE:
            return
        source, target = action.chambers
        after = rules.move(c, before, player, source, target)
        t.events.append((InfluenceMoved, player, source, target))
    else:
        (owner,) = decision.detail or (1 - player,)
        after = rules.remove(c, before, owner, action.chamber)
        t.events.append((InfluenceRemoved, owner, action.chamber))
    put(t, agora.with_senate(after))
    changed(t, before, after)


def changed(t: Turn, before: Senate, after: Senate) -> None:
    """agora.control, agora.decree and agora.political_supremacy after a change of the Senate (``after``
    already in the pad): each Chamber whose controller changed is announced, each city counts the
    Decrees its player now controls, and a player now controlling every Chamber wins at once."""
    changes = rules.control_changes(before, after)
    for chamber, _, now in changes:
        t.events.append((ControlChanged, now, chamber))
    if changes:
        control_changed(t, changes)
    winner = rules.political_supremacy(after)
    if winner is not None:
        t.end_game(POLITICAL, winner)


SETTLE = dict.fromkeys(OPTIONS, settle)

__all__ = ["NO_MOVE", "OPTIONS", "SETTLE", "changed", "move_options", "offer_move", "offer_place", "offer_remove",
           "offer_senate_actions", "place_options", "remove_options", "senate_options", "settle"]
