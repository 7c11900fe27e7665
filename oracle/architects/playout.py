"""Random play of 7 Wonders Architects, asking the rules directly (the loops ``oracle play --games`` runs).

:func:`random_moves` is the core's random play, each move drawn with ``rng.below(len(actions))``
among the legal actions of the only player owing a decision; :func:`random_ending` plays the same
game through with nothing kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from oracle.architects.legal import legal_actions, open_decks, reach_order
from oracle.architects.state import TAKE_PHASE, Action, Draft, State
from oracle.architects.turn import apply_logged, move, settle, take_top
from oracle.core.events import Events, Log
from oracle.core.game import Step
from oracle.core.prng import Draws, SplitMix64


def random_moves(game: Any, state: State, rng: SplitMix64) -> Iterator[tuple[Action, int, Step]]:
    """Every move of ``game`` from ``state`` to the end, as (action, player, step)."""
    rules, variant = game.rules, game.variant
    step, make = Step, tuple.__new__
    below = Draws(rng).below     # rng.below, its draws worked out ahead (rng kept in step: it is the caller's)
    while state.outcome is None:
        actions = legal_actions(rules, state)
        action = actions[below(len(actions))]
        after, log = apply_logged(rules, state, action, variant, False)
        yield action, state.mover, make(step, (after, Events(log)))
        state = after


def random_ending(game: Any, seed: int) -> tuple[int, State]:
    """The random game of ``seed`` played through with nothing kept (``Game.random_ending``): the
    moves of :func:`random_moves` from the setup ``SplitMix64(seed)`` deals, without making a step
    or the events of each move, the generator's draws worked out ahead (nothing else draws once the
    setup is dealt).  Every move is made on one :class:`Draft`, made into a state once, at the end."""
    rng = SplitMix64(seed)
    draft = Draft(game._initial_state(game._draw_setup(rng)))     # as the core's random play starts
    rules, variant = game.rules, game.variant
    below = Draws(rng).owned_below()
    log: Log = []     # the game's events, never read
    # each seat's decks within reach, in the order of the actions taking from them (the legal list)
    reach = []     # a loop: a comprehension reading ``rules`` and ``draft`` would make them cells for the whole game
    for seat in range(draft.players):
        reach.append(reach_order(rules, draft, seat))
    moves = 0
    while draft.outcome is None:
        if draft.phase == TAKE_PHASE:   # the legal actions are the takes (legal._takes): their decks drawn from
            seat = draft.mover
            decks = open_decks(draft, seat, reach[seat])
            take_top(rules, draft, decks[below(len(decks))], log)
            settle(rules, draft, variant, log)
        else:
            actions = legal_actions(rules, draft)
            move(rules, draft, actions[below(len(actions))], variant, log)
        moves += 1
    return moves, draft.freeze()
