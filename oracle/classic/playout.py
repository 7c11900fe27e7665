"""Random play of 7 Wonders, asking the rules directly (the loops ``oracle play --games`` runs).

:func:`random_moves` is the core's random play (each move drawn with ``rng.below(len(actions))``
among the legal actions of the first player owing a decision); :func:`random_ending` plays the
same game through with nothing kept, a round at a time.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from oracle.classic.legal import city_facts, owed_actions, random_play_option, to_move
from oracle.classic.rules.city import Facts, facts
from oracle.classic.state import CHOOSE, DISCARD, Action, City, State
from oracle.classic.turn import apply_logged, resolve_round
from oracle.core.events import Events
from oracle.core.game import Step
from oracle.core.prng import Draws, SplitMix64

# a city's fields read by position
_BOARD: Final = 0
_STRUCTURES: Final = 1
_STAGES: Final = 2
_COPIES: Final = 10
assert City._fields[:3] == ("board", "structures", "stages") and City._fields[_COPIES] == "copies"


def random_moves(game: Any, state: State, rng: SplitMix64) -> Iterator[tuple[Action, int, Step]]:
    """Every move of ``game`` from ``state`` to the end, as (action, player, step)."""
    rules = game.rules
    step = Step
    below = Draws(rng).below     # rng.below, its draws worked out ahead
    while state.outcome is None:
        player = to_move(state)[0]
        actions = owed_actions(rules, state, player)
        action = actions[below(len(actions))]
        after, log = apply_logged(rules, state, action, player, check=False)
        yield action, player, tuple.__new__(step, (after, Events(log)))
        state = after


def random_ending(game: Any, seed: int) -> tuple[int, State]:
    """The random game of ``seed`` played through with nothing kept (``Game.random_ending``).  A round in which every
    player commits (no Free City), and a round an expansion plays (point ``rounds``), is drawn seat by seat, as
    ``to_move`` orders them, and resolved at once: each player's legal actions do not depend on the others'
    commitments."""
    rng = SplitMix64(seed)
    state = game.new_game(game.draw_setup(rng))
    rules = game.rules
    rounds = rules.hooks.table("rounds") if rules.hooks else {}
    below = Draws(rng).owned_below()     # rng.below, worked out ahead: nothing else draws from now on
    everyone = range(state.players)
    moves = 0
    known: tuple[Facts, ...] | None = None     # every city's facts, when the last step was a round
    while state.outcome is None:
        if state.phase == CHOOSE and state.holder < 0:
            plays = []
            if known is None:
                known = city_facts(rules, state)
            for seat in everyone:
                plays.append((seat, random_play_option(rules, state, seat, known, below)))
            state = resolve_round(rules, state, plays)
            known = _facts_after(rules, state, known, plays)
            moves += len(plays)
        elif state.phase in rounds:
            known = None
            played = rounds[state.phase]
            commitments = state.commitments
            for seat in commitments.waiting:
                actions = played.options(rules, state, seat)
                commitments = commitments.commit(seat, actions[below(len(actions))])
                moves += 1
            state = played.resolve(rules, state._replace(commitments=commitments), commitments.in_order(), None)
        else:
            known = None
            player = to_move(state)[0]
            actions = owed_actions(rules, state, player)
            state = apply_logged(rules, state, actions[below(len(actions))], player, check=False)[0]
            moves += 1
    return moves, state


def _facts_after(rules: Any, state: State, known: tuple[Facts, ...],
                 plays: list[tuple[int, Action]]) -> tuple[Facts, ...]:
    """Every city's facts after a round (:func:`~oracle.classic.legal.city_facts`), those ``known``
    before it kept for the cities that discarded: a discard changes no stage, no structure and no copy
    (effect.copy_ability: made by the city that built the card copying), and the end of an Age
    (military.conflict) neither."""
    out = list(known)
    cities = state.cities
    for seat, action in plays:
        if action[0] != DISCARD:
            city = cities[seat]
            out[seat] = facts(rules, city[_BOARD], city[_STAGES], city[_STRUCTURES], city[_COPIES])
    return tuple(out)
