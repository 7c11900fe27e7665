"""A game with the Pantheon as a record: its setup's Pantheon part and its actions in JSON, read back
the same, each bad value refused at its JSON path, and complete games replayed from their records to
the same final position.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game
from oracle.duel.legal import legal_actions
from oracle.duel.pantheon.kinds import ACTIVATE
from oracle.duel.turn import apply
from oracle.errors import InvalidRecordError

GAME = Game.load("pantheon")
R = GAME.rules


def divinity(name: str) -> int:
    return R.divinity_index[name]


ACTIONS = [
    (R.actions.activate[(2, (3, 4))], {"action": "activate", "space": 3, "offerings": [3, 4]}),
    (R.actions.activate[(5, ())], {"action": "activate", "space": 6, "offerings": []}),
    (R.actions.place_divinity[(divinity("Hades"), 1)], {"action": "place_divinity", "divinity": "Hades", "space": 2}),
    (R.actions.invoke[(divinity("Minerva"), (divinity("Neptune"), divinity("Mars")))],
     {"action": "invoke", "divinity": "Minerva", "order": ["Neptune", "Mars"]}),
    (R.actions.choose_mythology[4], {"action": "choose_mythology", "mythology": "roman"}),
    (R.actions.place_blocker[-9], {"action": "place_blocker", "position": -9}),
    (R.actions.discard_looting[0], {"action": "discard_looting", "looting": -6}),
    (R.actions.loot[2], {"action": "loot", "looting": 3}),
    (R.actions.steal_card[R.card_index["Clay Pit"]], {"action": "steal_card", "card": "Clay Pit"}),
    (R.actions.discard_from_structure[7], {"action": "discard_from_structure", "slot": 7}),
    (R.actions.build_wonder_discarded[(R.card_index["Baths"], R.wonder_index["The Sphinx"])],
     {"action": "build_wonder_discarded", "card": "Baths", "wonder": "The Sphinx"}),
]


@pytest.mark.parametrize(("action", "value"), ACTIONS, ids=[v["action"] for _, v in ACTIONS])
def test_each_pantheon_action_has_one_json_form_read_back_the_same(action: Any, value: dict[str, Any]):
    assert GAME.action_to_json(action) == value
    assert GAME.action_from_json(value) == action


def test_the_setup_states_the_pantheons_draws():
    setup = GAME.setup_from_seed(4)
    value = GAME.setup_to_json(setup)
    assert set(value["pantheon"]) == {"mythology_tokens", "offering_tokens", "divinities"}
    assert len(value["pantheon"]["mythology_tokens"]) == 5 and sorted(value["pantheon"]["offering_tokens"]) == [2, 3, 4]
    assert list(value["pantheon"]["divinities"]) == ["mesopotamian", "phoenician", "greek", "egyptian", "roman"]
    assert GAME.setup_from_json(value) == setup


BAD_SETUPS = [
    ("mythology_tokens", ["greek"] * 2, "$.setup.pantheon.mythology_tokens",
     "expected a list of 5 Mythologies, one per token on Age I"),
    ("mythology_tokens", ["greek", "greek", "greek", "roman", "roman"], "$.setup.pantheon.mythology_tokens[2]",
     "the game has 2 greek tokens, not more"),
    ("mythology_tokens", ["greek", "norse", "greek", "roman", "roman"], "$.setup.pantheon.mythology_tokens[1]",
     "unknown Mythology 'norse'"),
    ("offering_tokens", [2, 2, 4], "$.setup.pantheon.offering_tokens",
     "expected the Offering tokens' values 2, 3, 4 in some order, not [2, 2, 4]"),
]


@pytest.mark.parametrize(("key", "value", "path", "message"), BAD_SETUPS)
def test_a_bad_pantheon_setup_is_refused_at_its_path(key: str, value: Any, path: str, message: str):
    setup = GAME.setup_to_json(GAME.setup_from_seed(4))
    setup["pantheon"][key] = value
    with pytest.raises(InvalidRecordError) as refused:
        GAME.setup_from_json(setup)
    assert (refused.value.path, refused.value.message) == (path, message)


def test_a_deck_holding_another_mythologys_divinity_is_refused():
    setup = GAME.setup_to_json(GAME.setup_from_seed(4))
    setup["pantheon"]["divinities"]["greek"][0] = "Mars"
    with pytest.raises(InvalidRecordError) as refused:
        GAME.setup_from_json(setup)
    assert refused.value.path == "$.setup.pantheon.divinities.greek[0]"
    assert refused.value.message.startswith("unknown greek divinity 'Mars'")
    del setup["pantheon"]
    with pytest.raises(InvalidRecordError) as missing:
        GAME.setup_from_json(setup)
    assert (missing.value.path, missing.value.message) == ("$.setup", "missing key 'pantheon'")


@pytest.mark.parametrize(("value", "path", "message"), [
    ({"action": "activate", "space": 0, "offerings": []}, "$.space", "expected a space of the Pantheon, 1 to 6, not 0"),
    ({"action": "activate", "space": 2, "offerings": "4"}, "$.offerings", "expected a list of Offering tokens' values"),
    ({"action": "loot", "looting": 4}, "$.looting", "expected the space of a looting token: -6, -3, +3, +6"),
    ({"action": "place_blocker", "position": 10}, "$.position",
     "expected a space of the military track, -9 to 9, not 10"),
    ({"action": "invoke", "divinity": "Thor", "order": []}, "$.divinity", "unknown divinity 'Thor'"),
])
def test_a_bad_pantheon_action_is_refused_at_its_path(value: dict[str, Any], path: str, message: str):
    with pytest.raises(InvalidRecordError) as refused:
        GAME.action_from_json(value)
    assert refused.value.path == path and refused.value.message.startswith(message)


def test_the_base_game_knows_no_pantheon_action():
    with pytest.raises(InvalidRecordError) as refused:
        Game.load().action_from_json({"action": "activate", "space": 1, "offerings": []})
    assert refused.value.message.startswith('unknown action "activate"')


def played(seed: int, devout: bool) -> tuple[Any, list[Any]]:
    rng = SplitMix64(seed)
    state = GAME.new_game(seed=seed)
    moves = []
    while not state.is_over:
        actions = legal_actions(state)
        if devout:
            actions = [a for a in actions if a.kind == ACTIVATE] or actions
        action = actions[rng.below(len(actions))]
        moves.append(action)
        state = apply(state, action).state
    return state, moves


@pytest.mark.parametrize("devout", [False, True])
def test_complete_games_replay_from_their_records(devout: bool):
    for seed in range(25):
        final, moves = played(seed, devout)
        record = GAME.record(GAME.setup_from_seed(seed), moves)
        text = json.dumps(GAME.record_to_json(record))
        assert json.loads(text)["variant"] == "pantheon"
        read = GAME.read_record(text)
        assert read.moves == record.moves and read.setup == record.setup
        state, steps = GAME.replay(read)
        assert state == final and len(steps) == len(moves)
