"""The Pantheon's published schemas (``spec/schema/duel-pantheon/``): current, and every record, legal
list, state, observation and event of the expansion's games follows them; the base game's records do
not (they have no Pantheon), and the answers of an engine are checked against them."""

from __future__ import annotations

import json

import jsonschema
import pytest

import oracle
from oracle.conformance.schemas import all_schemas, response_validator, schema_dir
from oracle.core.prng import SplitMix64
from oracle.core.registry import ruleset_game, rulesets
from oracle.duel.game import Game as DuelGame
from oracle.duel.pantheon.kinds import ACTIVATE

GAME = DuelGame.load("pantheon")
FOLDER = schema_dir("duel-pantheon")


def published(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads((FOLDER / f"{name}.schema.json").read_text(encoding="utf-8")))


def test_the_rulesets_of_a_game_are_published_apart():
    assert [g.published_as for g in rulesets("duel")] == ["duel", "duel-pantheon", "duel-agora", "duel-pantheon-agora"]
    assert [g.published_as for g in rulesets("classic")] == ["classic", "classic-leaders"]
    assert ruleset_game("duel-pantheon").variant == "pantheon"
    assert ruleset_game("duel").variant == "standard"
    assert ruleset_game("duel-agora").variant == "agora"
    assert ruleset_game("duel-pantheon-agora").variant == "pantheon_agora"
    with pytest.raises(oracle.GameChoiceError, match="no ruleset is published as 'duel-agora-pantheon'"):
        ruleset_game("duel-agora-pantheon")


def test_the_schemas_are_current_and_valid():
    schemas = all_schemas(GAME)
    assert sorted(p.name for p in FOLDER.glob("*.json")) == sorted(f"{n}.schema.json" for n in schemas)
    assert "protocol.v1" not in schemas, "the expansion is served under wonders-adapter/2 only"
    for name, schema in schemas.items():
        path = FOLDER / f"{name}.schema.json"
        assert json.loads(path.read_text(encoding="utf-8")) == schema, \
            f"stale {path.name}: run python -m oracle.conformance.publish"
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$id"].startswith("urn:wonders-oracle:duel-pantheon:")
    assert schemas["record.v1"]["title"] == "7 Wonders Duel: Pantheon game record, version 1"


def test_every_part_of_the_expansions_games_follows_the_published_schemas():
    record, action, state, observation, event = (published(n) for n in
                                                 ("record.v1", "action", "state", "observation", "event"))
    protocol = published("protocol.v2")
    kinds: set[str] = set()
    for seed in range(6):
        rng = SplitMix64(seed)
        state_now = GAME.new_game(seed=seed)
        moves = []
        while not state_now.is_over:
            legal = GAME.legal_json(state_now)
            protocol.validate({"type": "legal", "id": 1, "actions": legal})
            for p in (0, 1):
                observation.validate(GAME.observe(state_now, p))
            state.validate(GAME.protocol_state(state_now))
            actions = GAME.legal_actions(state_now)
            if seed % 2:
                actions = [a for a in actions if a.kind == ACTIVATE] or actions
            chosen = actions[rng.below(len(actions))]
            action.validate(GAME.action_to_json(chosen))
            kinds.add(chosen.kind)
            step = GAME.apply(state_now, chosen)
            for e in step.events:
                event.validate(e.to_json())
            moves.append(chosen)
            state_now = step.state
        record.validate(GAME.record_to_json(GAME.record(GAME.new_game(seed=seed).setup, moves)))
    assert {ACTIVATE, "place_divinity", "invoke"} <= kinds


def test_a_base_record_is_not_a_pantheon_record_nor_the_other_way_round():
    base = oracle.load_game("duel")
    play = base.random_game(2)
    base_record = base.record_to_json(base.record(play.initial.setup, play.moves))
    errors = sorted(e.message for e in published("record.v1").iter_errors(base_record))
    assert "'variant' is a required property" in errors
    pantheon = GAME.random_game(2)
    record = GAME.record_to_json(GAME.record(pantheon.initial.setup, pantheon.moves))
    assert not list(published("record.v1").iter_errors(record))
    base_schema = json.loads((schema_dir("duel") / "record.v1.schema.json").read_text(encoding="utf-8"))
    assert list(jsonschema.Draft202012Validator(base_schema).iter_errors(record))


def test_an_engines_answers_are_checked_against_the_expansions_protocol():
    check = response_validator("duel-pantheon", 2)
    good = {"type": "legal", "id": 3, "actions": [{"action": "activate", "space": 6, "offerings": [2, 4],
                                                   "cost": 2}]}
    assert not list(check.iter_errors(good))
    bad = {"type": "legal", "id": 3, "actions": [{"action": "activate", "space": 7, "offerings": [], "cost": 2}]}
    errors = list(check.iter_errors(bad))
    assert [list(e.path) for e in errors] == [["actions", 0, "space"]]
    assert "7 is greater than the maximum of 6" in errors[0].message
    base = response_validator("duel", 2)
    assert list(base.iter_errors(good)), "the base game's protocol has no activation"


def test_the_adapter_plays_the_expansion_under_protocol_2_and_refuses_it_under_protocol_1():
    import io

    from oracle.conformance.adapter import Adapter, serve

    check = response_validator("duel-pantheon", 2)
    play = GAME.random_game(4)
    setup = GAME.setup_to_json(play.initial.setup)
    requests = [{"id": 0, "type": "hello"},
                {"id": 1, "type": "new_game", "game": "duel", "variant": "pantheon", "players": 2, "setup": setup},
                *({"id": 2 + i, "type": "apply", "action": GAME.action_to_json(a)} for i, a in enumerate(play.moves)),
                {"id": 999, "type": "state"}, {"id": 1000, "type": "observe", "player": 1}]
    out = io.StringIO()
    assert serve(io.StringIO("".join(json.dumps(r) + "\n" for r in requests)), out) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers[0]["games"][0]["variants"] == ["standard", "first_printing", "pantheon", "agora", "pantheon_agora"]
    assert [a["type"] for a in answers[1:]] == ["ok", *["applied"] * len(play.moves), "state", "observation"]
    for answer in answers[1:]:
        assert not list(check.iter_errors(answer)), answer["type"]
    assert answers[-2]["state"] == GAME.protocol_state(play.final)
    assert answers[-1]["observation"] == GAME.observe(play.final, 1)

    out = io.StringIO()
    serve(io.StringIO(json.dumps(requests[1]) + "\n"), out, Adapter(protocol=1))
    assert json.loads(out.getvalue()) == {
        "id": 1, "type": "error",
        "message": 'wonders-adapter/1 serves the base game of 7 Wonders Duel only; the variant "pantheon" needs '
                   'wonders-adapter/2'}
