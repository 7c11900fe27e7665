"""Complete games with uniformly random legal moves (``oracle play``, the random-game tests).

One ``SplitMix64(seed)`` draws the setup (see :mod:`oracle.duel.setup`), then picks each move
as ``below(number of legal actions)`` in the oracle's legal order.  With ``first_game`` the
draft is replaced by the picks that give each seat the rulebook's first-game wonders.
"""

from __future__ import annotations

from typing import NamedTuple

from oracle.duel.game import Game, apply, legal_actions
from oracle.duel.ruleset import load_ruleset
from oracle.duel.setup import draw_setup, first_game_setup
from oracle.duel.state import PICK_WONDER, Action, State, Step
from oracle.prng import SplitMix64


class Playout(NamedTuple):
    initial: State
    moves: list[Action]
    steps: list[Step]

    @property
    def final(self) -> State:
        return self.steps[-1].state if self.steps else self.initial


def random_game(game: Game, seed: int, first_game: bool = False) -> Playout:
    rng = SplitMix64(seed)
    picks: list[int] = []
    if first_game:
        setup, picks = first_game_setup(game.rules, rng)
    else:
        setup = draw_setup(game.rules, rng)
    state = game.new_game(setup)
    initial = state
    moves: list[Action] = []
    steps: list[Step] = []
    while state.outcome is None:
        if state.age == 0 and picks:
            action = Action(PICK_WONDER, wonder=picks[state.picks])
        else:
            actions = legal_actions(state)
            action = actions[rng.below(len(actions))]
        step = apply(state, action)
        moves.append(action)
        steps.append(step)
        state = step.state
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
    """Play the random game of ``seed`` and keep its length and ending (a job for :mod:`oracle.pool`)."""
    game = Game(load_ruleset(settings.spec), settings.variant)
    play = random_game(game, seed, settings.first_game)
    outcome = play.final.outcome
    assert outcome is not None
    return Result(seed, len(play.moves), outcome.victory if outcome.winner is not None else "shared")
