"""Many complete random games, each from its seed alone (``oracle play --games``, the benchmarks).

:func:`play_one` is a job for :func:`oracle.core.pool.map_seeds`: it plays the random game of one
seed of the game :class:`Settings` name and keeps only its length and ending, never the history.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from oracle.core.game import Game
from oracle.core.registry import load_game

# oracle play --games: the cycle collector is paused while the games run, and a full collection
# runs after every COLLECT_EVERY games (oracle.core.pool.Collected).  Random games of Duel and of
# 7 Wonders leave no cyclic garbage (none found after 200 games of each), Architects about a
# hundred objects a game; the collector's own runs cost 7 % (3 players) to 20 % (7 players) of a
# game of 7 Wonders and free nothing.
COLLECT_EVERY = 1000


class Settings(NamedTuple):
    """What a batch of random games shares: the game, its spec folder (``None``: the bundled
    spec), variant, number of players and options.  Plain values, so worker processes receive it."""

    game: str = "duel"
    spec: str | None = None
    variant: str | None = None
    players: int | None = None
    options: tuple[tuple[str, Any], ...] = ()
    rule_options: tuple[tuple[str, str], ...] = ()   # the readings of the ruleset's rule options chosen

    def load(self) -> Game:
        return _game(self.game, self.spec, self.variant, self.players, self.rule_options)


@lru_cache(maxsize=8)
def _game(name: str, spec: str | None, variant: str | None, players: int | None,
          rule_options: tuple[tuple[str, str], ...] = ()) -> Game:
    return load_game(name, variant=variant, players=players, spec=spec,
                     rule_options=dict(rule_options) if rule_options else None)


class Result(NamedTuple):
    """What ``oracle play --games`` keeps of one game."""

    seed: int
    moves: int
    ending: str    # the victory type, or "shared" when several players win


def play_one(settings: Settings, seed: int) -> Result:
    """Play the random game of ``seed`` and keep its length and ending; only the current state is
    kept as the game goes."""
    moves, state = settings.load().random_ending(seed, **dict(settings.options))
    outcome = state.outcome
    assert outcome is not None
    return Result(seed, moves, outcome.victory if len(outcome.winners) == 1 else "shared")
