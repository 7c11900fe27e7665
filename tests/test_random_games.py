"""Ten thousand complete random games: each finishes, every ending is reached, and replaying
each game's record reproduces it exactly."""

from __future__ import annotations

from collections import Counter

import pytest

from oracle.duel import legal_actions
from oracle.duel.playout import random_game
from oracle.duel.record import dumps, parse_record, record_to_json, replay
from oracle.duel.view import summary
from tests.support import GAME, RULES

GAMES = 10_000


@pytest.fixture(scope="module")
def endings() -> Counter[str]:
    """Play seeds 0..GAMES-1, replay each from its JSON record, and count the endings."""
    counts: Counter[str] = Counter()
    for seed in range(GAMES):
        play = random_game(GAME, seed)
        final = play.final
        assert final.outcome is not None and legal_actions(final) == []
        text = dumps(record_to_json(RULES, play.initial.setup, play.moves))
        replayed, _ = replay(GAME, parse_record(RULES, text))
        assert replayed == final, f"seed {seed}: replay differs"
        assert summary(replayed) == summary(final)
        outcome = final.outcome
        counts[outcome.victory] += 1
        if outcome.winner is None:
            counts["shared"] += 1
    return counts


def test_every_game_finishes_and_replays(endings):
    assert endings["military"] + endings["science"] + endings["civilian"] == GAMES


def test_every_ending_type_is_reached(endings):
    assert endings["military"] > 0
    assert endings["science"] > 0
    assert endings["civilian"] > 0
    assert endings["shared"] > 0
