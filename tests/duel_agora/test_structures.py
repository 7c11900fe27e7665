"""Agora's larger structures and its Senators dealt into the Age decks: 25, 25
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

GAME = Game.load("agora")
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


def test_the_age_one_structure_lies_on_the_table_during_the_wonder_draft():
    """setup.structure_first, ruling agora.structure_first: during the draft each player sees Age I's
    face-up cards as dealt (the top row first) and the backs of the others; nothing is taken from it (the
    position's structure is empty until Age I begins), and Age I begins with that very structure."""
    state = GAME.new_game(seed=1)
    assert state.age == 0 and state.structure == ()
    seen = observe(state, 1)["structure"]
    assert observe(state, 0)["structure"] == seen and len(seen) == 25
    assert [entry["card"] for entry in seen[:3]] == ["Middle Politician 2", "Stable", "Quarry"]
    assert [entry["card"] for entry in seen if entry["card"]][3:6] == ["Theater", "Baths", "Glassworks"]
    assert [entry.get("back") for entry in seen].count("Senator") == 2
    assert [entry.get("back") for entry in seen].count("Age card") == 8
    assert [entry["slot"] for entry in seen if entry.get("accessible")] == [18, 19, 20, 21, 22, 23, 24]
    begun = next(step.state for step in GAME.random_game(1).steps if step.state.age == 1)
    assert observe(begun, 0)["structure"][:3] == seen[:3]


def test_a_draft_position_redrawn_keeps_the_age_one_cards_seen_and_reads_back():
    state = GAME.new_game(seed=1)
    face_up = R.layouts[0].face_up
    shown = [card for slot, card in enumerate(state.setup.ages[0]) if face_up >> slot & 1]
    redrawn_down = set()
    for seed in range(8):
        again = resample(state, 0, SplitMix64(seed))
        assert observe(again, 0) == observe(state, 0) and again.structure == ()
        assert [card for slot, card in enumerate(again.setup.ages[0]) if face_up >> slot & 1] == shown
        redrawn_down.add(tuple(card for slot, card in enumerate(again.setup.ages[0]) if not face_up >> slot & 1))
        everywhere = [c for cards in again.setup.ages for c in cards]
        assert len(everywhere) == len(set(everywhere))
        written = GAME.state_to_json(again)
        assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
    assert len(redrawn_down) == 8


def test_without_the_rule_the_draft_shows_no_structure():
    import oracle

    base = oracle.load_game("duel")
    assert not base.rules.constants.structure_first and R.constants.structure_first
    assert observe(base.new_game(seed=1), 0)["structure"] == []


def test_a_structure_first_that_is_no_boolean_is_refused_at_its_line(tmp_path):
    import shutil

    from oracle.duel.spec import read_spec
    from tests.duel_agora.test_spec import DUEL, HOOKS
    from tests.spec_edits import problems_after

    shutil.copytree(DUEL, tmp_path / "duel")
    path = tmp_path / "duel" / "variants" / "agora" / "game.toml"
    (problem,) = problems_after(path, lambda t: t.replace("structure_first = true", 'structure_first = "yes"'),
                                lambda: read_spec(tmp_path / "duel", "agora", HOOKS))
    line = next(n for n, words in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if words.startswith("structure_first"))
    assert (problem.line, problem.message) == (line, "setup.structure_first must be true or false, not 'yes'")
