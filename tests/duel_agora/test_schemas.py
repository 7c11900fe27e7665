"""Agora's JSON Schemas (points record_schema and schema_defs), published in ``spec/schema/duel-agora/``:
current, and every record, move, legal list, state, observation and event of games that conspire, prepare and trigger
follows them, and what is not Agora's does not."""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonschema
import pytest

import oracle
from oracle.conformance.schemas import all_schemas, schema_dir
from tests.duel_agora.test_preparing import GAME, plotting

SCHEMAS = all_schemas(GAME)


def validator(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(SCHEMAS[name])


def test_the_schemas_are_published_current_valid_and_name_the_expansion():
    folder = schema_dir("duel-agora")
    assert sorted(p.name for p in folder.glob("*.json")) == sorted(f"{n}.schema.json" for n in SCHEMAS)
    assert "protocol.v1" not in SCHEMAS, "the expansion is served under wonders-adapter/2 only"
    for name, schema in SCHEMAS.items():
        path = folder / f"{name}.schema.json"
        assert json.loads(path.read_text(encoding="utf-8")) == schema, \
            f"stale {path.name}: run python -m oracle.conformance.publish"
        jsonschema.Draft202012Validator.check_schema(schema)
    record = SCHEMAS["record.v1"]
    assert record["$id"] == "urn:wonders-oracle:duel-agora:record:v1"
    assert record["properties"]["variant"] == {"const": "agora"}
    assert record["title"] == "7 Wonders Duel: Agora game record, version 1"


def test_every_part_of_games_that_plot_follows_the_schemas():
    """Seeds whose games between them make every kind of Agora move (the plotting tests' seeds)."""
    record, action, state, observation, event, protocol = (
        validator(n) for n in ("record.v1", "action", "state", "observation", "event", "protocol.v2"))
    kinds: set[str] = set()
    for seed in (1, 3, 8, 21, 29):
        moves: list[Any] = []
        first = None
        for k, (position, move, step) in enumerate(plotting(seed)):
            first = first or position
            protocol.validate({"type": "legal", "id": 1, "actions": GAME.legal_json(position)})
            if k % 4 == 0:
                state.validate(GAME.protocol_state(position))
                for player in (0, 1):
                    observation.validate(GAME.observe(position, player))
            action.validate(GAME.action_to_json(move))
            for e in step.events:
                event.validate(e.to_json())
            kinds.add(move.kind)
            moves.append(move)
        state.validate(GAME.protocol_state(step.state))
        record.validate(GAME.record_to_json(GAME.record(first.setup, moves)))
    assert {"senate_action", "conspirator_action", "conspire", "prepare", "trigger", "move_influence",
            "place_influence", "remove_influence", "build_set_aside", "discard_accessible", "move_decree",
            "steal_card", "steal_wonder", "lock_progress", "swap_take", "swap_give"} <= kinds


def test_what_is_not_agoras_does_not_follow_them():
    base = oracle.load_game("duel")
    play = base.random_game(2)
    base_record = base.record_to_json(base.record(play.initial.setup, play.moves))
    errors = sorted(e.message for e in validator("record.v1").iter_errors(base_record))
    assert "'variant' is a required property" in errors
    agora = GAME.random_game(2)
    written = GAME.record_to_json(GAME.record(agora.initial.setup, agora.moves))
    assert not list(validator("record.v1").iter_errors(written))
    wrong = copy.deepcopy(written)
    senators = [n for n, name in enumerate(wrong["setup"]["ages"]["I"]) if "Politician" in name or
                "Conspirator" in name]
    wrong["setup"]["ages"]["I"][senators[0]] = "Baths" if "Baths" not in wrong["setup"]["ages"]["I"] else "Altar"
    paths = {tuple(e.absolute_path) for e in validator("record.v1").iter_errors(wrong)}
    assert ("setup", "ages", "I") in paths
    observed = GAME.observe(agora.final, 0)
    del observed["agora"]["set_aside"]
    with pytest.raises(jsonschema.ValidationError, match="'set_aside' is a required property"):
        validator("observation").validate(observed)
    state = GAME.protocol_state(agora.final)
    state["victory"] = "diplomatic"
    with pytest.raises(jsonschema.ValidationError, match="'diplomatic' is not one of"):
        validator("state").validate(state)


def test_the_base_games_record_schema_is_the_one_published():
    """The mixed decks' part of the record schema applies only to a ruleset dealing them."""
    import json

    published = json.loads((schema_dir("duel") / "record.v1.schema.json").read_text(encoding="utf-8"))
    assert oracle.load_game("duel").record_schema() == published
    assert "age_I_deal" in SCHEMAS["record.v1"]["$defs"] and "age_I_deal" not in published["$defs"]
