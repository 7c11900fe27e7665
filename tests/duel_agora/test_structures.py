"""Agora's larger structures and its Senators dealt into the Age decks (ruleset being built): 25, 25
and 23 cards (agora.structures), 5, 5 and 3 Senators shuffled in (setup.senators, the base game's
setup.mixed_decks), a face-down Senator showing its own back (ruling agora.senator_backs) and redrawn
among the Senators nobody has seen, and a record's setup checked Age by Age.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game
from oracle.duel.view import observe, resample
from oracle.errors import InvalidRecordError

GAME = Game.in_progress("agora")
R = GAME.rules
SENATORS = set(R.deck_indices("senator"))


def senators(cards: Any) -> list[int]:
    return [c for c in cards if c in SENATORS]


def test_every_game_deals_all_thirteen_senators_five_five_and_three():
    for seed in range(10):
        ages = GAME.new_game(seed=seed).setup.ages
        assert [len(age) for age in ages] == [25, 25, 23]
        assert [len(senators(age)) for age in ages] == [5, 5, 3]
        assert sorted(c for age in ages for c in senators(age)) == sorted(SENATORS)
    first = GAME.new_game(seed=1).setup.ages[0]   # slot order, the top row first
    assert [R.cards[c].name for c in first[:4]] == ["Middle Politician 2", "Stable", "Quarry", "Conspirator 3"]


def test_a_face_down_senator_shows_the_senators_back():
    state = next(step.state for step in GAME.random_game(3).steps if step.state.age == 1)
    backs = {entry["slot"]: entry.get("back") for entry in observe(state, 0)["structure"]}
    down = [s for s, card in enumerate(state.structure) if card >= 0 and not state.face_up >> s & 1]
    assert {backs[s] for s in down if state.structure[s] in SENATORS} == {"Senator"}
    assert {backs[s] for s in down if state.structure[s] not in SENATORS} == {"Age card"}
    assert len([s for s in down if state.structure[s] in SENATORS]) == 3
    assert observe(state, 0)["structure"] == observe(state, 1)["structure"]


@pytest.mark.parametrize("age", [1, 2, 3])
def test_resampling_redraws_face_down_senators_among_the_unseen_and_deals_none_twice(age: int):
    state = next(step.state for step in GAME.random_game(4).steps if step.state.age == age and not step.state.pending)
    for seed in range(6):
        again = resample(state, 0, SplitMix64(seed))
        assert observe(again, 0) == observe(state, 0)
        so_far = [c for cards in state.setup.ages[:age - 1] for c in senators(cards)]
        taken = [c for c in senators(state.setup.ages[age - 1]) if c not in state.structure]
        seen = senators(c for c in again.structure if c >= 0)
        later = [c for cards in again.setup.ages[age:] for c in senators(cards)]
        everywhere = so_far + taken + seen + later
        assert len(everywhere) == len(set(everywhere)) == 13
        assert [len(senators(cards)) for cards in again.setup.ages[age:]] == [5, 5, 3][age:]


def test_a_record_whose_ages_hold_the_wrong_senators_is_one_error_at_its_path():
    playout = GAME.random_game(2)
    record = GAME.record_to_json(GAME.record(playout.initial.setup, playout.moves, playout.movers))

    def broken(change: Any) -> tuple[str, str]:
        data = json.loads(json.dumps(record))
        change(data["setup"]["ages"])
        with pytest.raises(InvalidRecordError) as caught:
            GAME.read_record(json.dumps(data))
        return caught.value.path, caught.value.message

    one = next(i for i, name in enumerate(record["setup"]["ages"]["I"]) if R.card_index[name] in SENATORS)
    name = record["setup"]["ages"]["I"][one]
    assert broken(lambda ages: ages["I"].pop()) == ("$.setup.ages.I", "expected 25 names, found 24")
    assert broken(lambda ages: ages["II"].__setitem__(0, name)) == (
        "$.setup.ages.II[0]", f"'{name}' is dealt to an earlier Age already")
    removed = next(c.name for c in R.deck("I") if c.name not in record["setup"]["ages"]["I"])
    assert broken(lambda ages: ages["I"].__setitem__(one, removed)) == (
        "$.setup.ages.I", "Age I holds 5 cards of deck senator (setup.mixed_decks); found 4")
