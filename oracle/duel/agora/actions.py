"""The actions of Agora's decisions, made once per ruleset (point ``action_tables``): one table per
kind, indexed by the Chamber (from 1) or the cube's way (from, to) it names; a Senate action by
``(chamber,)`` for a placement, the way for a move, or ``()`` for neither."""

from __future__ import annotations

from typing import Any

from oracle.duel.agora.influence import NO_MOVE
from oracle.duel.agora.kinds import MOVE_INFLUENCE, PLACE_INFLUENCE, REMOVE_INFLUENCE, SENATE_ACTION
from oracle.duel.agora.senate import adjacent
from oracle.duel.agora.state import constants


def tables(rules: Any) -> dict[str, Any]:
    """The tables of Agora's actions for ``rules``, by kind."""
    make, c = rules.actions.named, constants(rules)
    chambers = range(1, c.chambers + 1)
    ways = [(n, m) for n in chambers for m in adjacent(c, n)]
    return {
        PLACE_INFLUENCE: {n: make(PLACE_INFLUENCE, chamber=n) for n in chambers},
        MOVE_INFLUENCE: {way: make(MOVE_INFLUENCE, chambers=way) for way in [*ways, NO_MOVE]},
        REMOVE_INFLUENCE: {n: make(REMOVE_INFLUENCE, chamber=n) for n in chambers},
        SENATE_ACTION: {choice: make(SENATE_ACTION, chambers=choice)
                        for choice in [*((n,) for n in chambers), *ways, NO_MOVE]},
    }


__all__ = ["tables"]
