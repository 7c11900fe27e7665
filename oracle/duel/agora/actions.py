"""The actions of Agora's decisions, made once per ruleset (point ``action_tables``): one table per
kind, indexed by the Chamber (from 1) or the cube's way (from, to) it names; a Senate action by
``(chamber,)`` for a placement, the way for a move, or ``()`` for neither; a Conspirator's action by
``(chamber,)`` or ``()`` for conspiring; conspiring by the Conspiracy kept and where the other goes;
preparing by the card and the Conspiracy, triggering by the Conspiracy."""

from __future__ import annotations

from typing import Any

from oracle.duel.agora.conspiring import CONSPIRE_OPTION
from oracle.duel.agora.influence import NO_MOVE
from oracle.duel.agora.kinds import (
    BOTTOM,
    BUILD_SET_ASIDE,
    BUILD_TOP_ROW,
    CONSPIRATOR_ACTION,
    CONSPIRE,
    DISCARD_ACCESSIBLE,
    LOCK_PROGRESS,
    MOVE_DECREE,
    MOVE_INFLUENCE,
    PLACE_INFLUENCE,
    PREPARE,
    REMOVE_INFLUENCE,
    REMOVE_WONDER,
    SENATE_ACTION,
    SWAP_GIVE,
    SWAP_TAKE,
    TOP,
    TRIGGER,
    TRIGGER_UNPREPARED,
)
from oracle.duel.agora.senate import adjacent
from oracle.duel.agora.state import constants
from oracle.duel.shared import stealing


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
        CONSPIRATOR_ACTION: {choice: make(CONSPIRATOR_ACTION, chambers=choice)
                             for choice in [*((n,) for n in chambers), CONSPIRE_OPTION]},
        CONSPIRE: {(card, where): make(CONSPIRE, conspiracy=card, put_back=where)
                   for card in range(len(rules.of_kind("conspiracy"))) for where in (TOP, BOTTOM, "")},
        PREPARE: {(card, plot): make(PREPARE, card=card, conspiracy=plot)
                  for card in range(len(rules.cards)) for plot in range(len(rules.of_kind("conspiracy")))},
        TRIGGER: {plot: make(TRIGGER, conspiracy=plot) for plot in range(len(rules.of_kind("conspiracy")))},
        BUILD_TOP_ROW: {card: make(BUILD_TOP_ROW, card=card) for card in range(len(rules.cards))},
        BUILD_SET_ASIDE: {card: make(BUILD_SET_ASIDE, card=card) for card in range(len(rules.cards))},
        REMOVE_WONDER: {w: make(REMOVE_WONDER, wonder=w) for w in range(len(rules.wonders))},
        SWAP_TAKE: {card: make(SWAP_TAKE, card=card) for card in range(len(rules.cards))},
        SWAP_GIVE: {card: make(SWAP_GIVE, card=card) for card in range(len(rules.cards))},
        LOCK_PROGRESS: {token: make(LOCK_PROGRESS, token=token) for token in range(len(rules.progress))},
        TRIGGER_UNPREPARED: {plot: make(TRIGGER_UNPREPARED, conspiracy=plot)
                             for plot in range(-1, len(rules.of_kind("conspiracy")))},
        DISCARD_ACCESSIBLE: {card: make(DISCARD_ACCESSIBLE, card=card) for card in range(-1, len(rules.cards))},
        MOVE_DECREE: {(n, m): make(MOVE_DECREE, chambers=(n, m)) for n in chambers for m in chambers if m != n},
        **stealing.action_tables(rules),
    }


__all__ = ["tables"]
