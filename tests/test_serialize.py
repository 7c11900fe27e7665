"""The complete state as JSON: both forms round-trip, and a stored state stays small."""

from __future__ import annotations

import json

import pytest

from oracle.duel.playout import random_game
from oracle.duel.serialize import compact_bytes, state_from_json, state_to_json
from oracle.errors import InvalidRecordError
from tests.support import GAME


@pytest.mark.parametrize("seed", range(12))
def test_every_state_of_a_game_round_trips(seed):
    play = random_game(GAME, seed)
    for state in [play.initial, *(s.state for s in play.steps)]:
        for compact in (False, True):
            data = json.loads(json.dumps(state_to_json(state, compact)))
            assert state_from_json(GAME, data) == state


def test_named_form_is_readable_and_compact_form_is_small():
    play = random_game(GAME, 3)
    state = play.steps[40].state
    named = state_to_json(state)
    assert named["format"] == "duel-state/1"
    assert named["cities"][0]["cards"] == [GAME.rules.cards[c].name for c in state.cities[0].cards]
    assert len(compact_bytes(state)) < 2048


def test_malformed_state_is_one_error():
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(GAME, {"format": "something-else"})
    assert info.value.path == "$.format"
    data = state_to_json(random_game(GAME, 1).steps[20].state)
    data["discard"] = ["Not A Card"]
    with pytest.raises(InvalidRecordError) as info:
        state_from_json(GAME, data)
    assert (info.value.path, info.value.message) == ("$.discard[0]", 'unknown card "Not A Card"')
