"""Complete games with uniformly random legal moves (``oracle play``, the random-game tests).

One ``SplitMix64(seed)`` draws the setup (see :mod:`oracle.duel.setup`), then picks each move
as ``below(number of legal actions)`` in the oracle's legal order.  With ``first_game`` the
draft is replaced by the picks that give each seat the rulebook's first-game wonders.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game, apply, legal_actions, play
from oracle.duel.ruleset import load_ruleset
from oracle.duel.setup import draw_setup, first_game_setup
from oracle.duel.state import PICK_WONDER, Action, State, Step


class Playout(NamedTuple):
    initial: State
    moves: list[Action]
    steps: list[Step]

    @property
    def final(self) -> State:
        return self.steps[-1].state if self.steps else self.initial


def random_start(game: Game, seed: int, first_game: bool = False) -> tuple[State, SplitMix64, list[int]]:
    """The first state of the random game of ``seed``, the generator that will pick its moves,
    and the wonder picks to play instead of random ones (with ``first_game``)."""
    rng = SplitMix64(seed)
    picks: list[int] = []
    if first_game:
        setup, picks = first_game_setup(game.rules, rng)
    else:
        setup = draw_setup(game.rules, rng)
    return game.new_game(setup), rng, picks


def random_moves(state: State, rng: SplitMix64, picks: Sequence[int] = ()) -> Iterator[tuple[Action, Step]]:
    """Play from ``state`` to the end of the game, each move drawn among the legal actions (which
    need no second check)."""
    while state.outcome is None:
        if state.age == 0 and picks:
            action = Action(PICK_WONDER, wonder=picks[state.picks])
            step = apply(state, action)
        else:
            actions = legal_actions(state)
            action = actions[rng.below(len(actions))]
            step = play(state, action)
        yield action, step
        state = step.state


def random_game(game: Game, seed: int, first_game: bool = False) -> Playout:
    """The random game of ``seed``, every move and step kept."""
    initial, rng, picks = random_start(game, seed, first_game)
    moves: list[Action] = []
    steps: list[Step] = []
    for action, step in random_moves(initial, rng, picks):
        moves.append(action)
        steps.append(step)
    return Playout(initial, moves, steps)


class Settings(NamedTuple):
    """What a batch of random games shares: the spec folder (``None``: the bundled spec), the
    variant and the first-game wonders.  Plain values, so that worker processes can receive it."""

    spec: str | None = None
    variant: str = "standard"
    first_game: bool = False


class Result(NamedTuple):
    """What ``oracle play --games`` keeps of one game."""

    seed: int
    moves: int
    ending: str    # the victory type, or "shared"


def play_one(settings: Settings, seed: int) -> Result:
    """Play the random game of ``seed`` and keep its length and ending (a job for :mod:`oracle.core.pool`).

    Only the current state is kept as the game goes: nothing of the history is needed here.
    """
    game = Game(load_ruleset(settings.spec), settings.variant)
    state, rng, picks = random_start(game, seed, settings.first_game)
    moves = 0
    for _, step in random_moves(state, rng, picks):
        moves += 1
        state = step.state
    outcome = state.outcome
    assert outcome is not None
    return Result(seed, moves, outcome.victory if outcome.winner is not None else "shared")
