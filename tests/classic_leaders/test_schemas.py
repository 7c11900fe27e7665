"""Leaders in the JSON Schemas of 7 Wonders: a Leaders record, its observations, states, legal actions
and score sheets follow the schemas of the ruleset; a record naming no leader where one is due does
not; the base game's schemas are made without Leaders."""

from __future__ import annotations

import json

import jsonschema
import pytest

import oracle
from oracle.conformance.schemas import all_schemas, validator
from tests.classic_leaders.support import game


def record_json(players: int, seed: int) -> tuple:
    g = game(players)
    first, moves = g.random_play(seed)
    made = list(moves)
    return g, made, g.record_to_json(g.record(first.setup, [a for a, _, _ in made], [p for _, p, _ in made]))


@pytest.mark.parametrize(("players", "seed"), [(3, 7), (4, 11)])
def test_a_leaders_record_follows_the_record_schema(players: int, seed: int):
    g, _, data = record_json(players, seed)
    schema = validator("record.v1", g)
    schema.validate(data)
    bad = json.loads(json.dumps(data))
    bad["setup"]["leaders"]["dealt"][1][2] = "Cleopatre"
    errors = list(schema.iter_errors(bad))
    assert errors and list(errors[0].absolute_path) == ["setup", "leaders", "dealt", 1, 2]
    bad = json.loads(json.dumps(data))
    bad["moves"][0]["card"] = "Baths"          # a keep names a leader
    assert not schema.is_valid(bad)
    bad = json.loads(json.dumps(data))
    del bad["setup"]["leaders"]
    assert not schema.is_valid(bad)


def test_the_views_legal_actions_and_score_sheets_of_a_game_follow_the_schemas():
    g, made, _ = record_json(3, 7)
    schemas = all_schemas(g)
    defs = g.schema_defs()
    observation = jsonschema.Draft202012Validator(schemas["observation"])
    state = jsonschema.Draft202012Validator(schemas["state"])
    legal = jsonschema.Draft202012Validator({"$ref": "#/$defs/legal_action", "$defs": defs})
    phases = set()
    for _, _, step in made:
        s = step.state
        phases.add(s.phase)
        state.validate(g.protocol_state(s))
        for seat in range(3):
            observation.validate(g.observe(s, seat))
        for seat in g.to_move(s):
            for item in g.legal_json(s, seat):
                legal.validate(item)
    assert {"draft", "recruitment", "choose"} <= phases
    assert "leaders" in defs["score"]["required"]
    assert defs["observation"]["properties"]["leaders"]["required"] == [
        "hand", "hand_sizes", "draft", "draft_sizes", "deck_size"]


def test_the_base_games_schemas_name_no_leader():
    g = oracle.load_game("classic", variant="standard", players=3)
    record = g.record_schema()
    assert "leader" not in record["$defs"] and "leaders" not in record["$defs"]["setup"]["properties"]
    assert "keep" not in json.dumps(record["$defs"]["move"])
    defs = g.schema_defs()
    assert "leaders" not in defs["observation"]["properties"] and "leaders" not in defs["score"]["properties"]
    assert defs["state"]["properties"]["turn"]["minimum"] == 1
