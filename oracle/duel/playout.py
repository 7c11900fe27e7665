"""Complete games with uniformly random legal moves (``oracle play``, the random-game tests).

One ``SplitMix64(seed)`` draws the setup (see :mod:`oracle.duel.setup`), then picks each move
as ``below(number of legal actions)`` in the oracle's legal order.  With ``first_game`` the
draft is replaced by the picks that give each seat the rulebook's first-game wonders.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from oracle.core.game import Playout
from oracle.core.prng import Draws, SplitMix64
from oracle.duel.legal import drawn_action, legal_actions
from oracle.duel.runtime import Runtime
from oracle.duel.setup import draw_setup, first_game_setup, setup_draws
from oracle.duel.state import PICK_WONDER, Action, State, Step
from oracle.duel.turn import apply, move, play

if TYPE_CHECKING:
    from oracle.duel.played import DuelGame as Game

# the draws worked out with the setup's for the moves that follow: a random game takes about 72
# moves (one draw each); a longer one works out the rest as it needs them (Draws)
MOVES_AHEAD = 80


def random_start(game: Game, seed: int, first_game: bool = False) -> tuple[State, SplitMix64, list[int]]:
    """The first state of the random game of ``seed``, the generator that will pick its moves,
    and the wonder picks to play instead of random ones (with ``first_game``)."""
    state, draws, picks = _start(game, seed, first_game)
    return state, draws.rng, picks


def _start(game: Game, seed: int, first_game: bool) -> tuple[State, Draws, list[int]]:
    """:func:`random_start`, with the draws of the generator worked out ahead: the setup's and a
    game's worth of moves' at once (those left over from the setup serve the first moves)."""
    draws = Draws(SplitMix64(seed))
    draws.reserve(setup_draws(game.rules) + MOVES_AHEAD)
    picks: list[int] = []
    if first_game:
        setup, picks = first_game_setup(game.rules, draws)
    else:
        setup = draw_setup(game.rules, draws)
    return game.new_game(setup), draws, picks


def random_moves(state: State, rng: SplitMix64, picks: Sequence[int] = ()) -> Iterator[tuple[Action, int, Step]]:
    """Play from ``state`` to the end of the game, each move drawn among the legal actions (which
    need no second check): (action, the player who made it, step).  The draws are ``rng.below``'s,
    worked out ahead (:class:`~oracle.core.prng.Draws`)."""
    below = Draws(rng).below
    while state.outcome is None:
        player = state.to_move
        if state.age == 0 and picks:
            action = Action(PICK_WONDER, wonder=picks[state.picks])
            step = apply(state, action)
        else:
            actions = legal_actions(state)
            action = actions[below(len(actions))]
            step = play(state, action)
        yield action, player, step
        state = step.state


def random_ending(game: Game, seed: int, first_game: bool = False) -> tuple[int, State]:
    """The random game of ``seed`` played through with nothing kept (``Game.random_ending``): the
    moves :func:`random_moves` draws, counted, and the last state.  The whole game is played on one
    move pad (:meth:`~oracle.duel.state.Turn.next_move`), frozen into a state once, at the end."""
    state, draws, picks = _start(game, seed, first_game)
    below = draws.owned_below()
    t: Runtime = state.game.rules.runtime(state)
    moves = 0
    while t.outcome is None:
        if t.age == 0 and picks:    # first_game_setup revealed these wonders in this order: each is legal
            move(t, Action(PICK_WONDER, wonder=picks[t.picks]))
        else:
            move(t, drawn_action(t, below))
        t.next_move()
        moves += 1
    return moves, t.freeze()


def random_game(game: Game, seed: int, first_game: bool = False) -> Playout:
    """The random game of ``seed``, every move and step kept."""
    return game.random_game(seed, first_game=first_game)


def random_play(game: Game, seed: int, first_game: bool = False) -> tuple[State, Iterator[tuple[Action, int, Step]]]:
    """The first state of the random game of ``seed`` and an iterator over its moves: (action, the
    player who made it, step)."""
    initial, rng, picks = random_start(game, seed, first_game)
    return initial, random_moves(initial, rng, picks)
