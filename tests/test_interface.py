"""One interface for every ruleset: each command takes the ruleset the same way and answers in one shape.

Runs over every registered ruleset (``every_ruleset()``), so a ruleset added later is covered by
construction: ``spec`` and ``rules`` list that ruleset's components and rule ids; ``play --json`` and
``replay --json`` print a summary the one schema describes; every entry ``legal --json`` lists is a move
a record may hold as it is, and no two listed actions lead to the same state.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from oracle.cli import main
from oracle.core.answers import answers_schema, legal_schema, schema_text, summary_schema
from oracle.core.answers import schema_path as answers_path
from oracle.core.registry import every_ruleset, game_class, load_game

RULESETS = every_ruleset()
IDS = [f"{name}-{variant}" for name, variant in RULESETS]
SUMMARY = jsonschema.Draft202012Validator(summary_schema())
LEGAL = jsonschema.Draft202012Validator(legal_schema())


def run(capsys: Any, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def most_players(name: str, variant: str) -> int:
    return game_class(name).counts_for(variant)[-1]


@cache
def recorded(name: str, variant: str, folder: Path) -> dict[str, Any]:
    """The record of the random game of seed 5 of a ruleset, at its most players, written by ``play``."""
    path = folder / f"{name}-{variant}.json"
    with contextlib.redirect_stdout(io.StringIO()):      # the account it prints is not this test's subject
        assert main(["--game", name, "play", "--variant", variant, "--players", str(most_players(name, variant)),
                     "--seed", "5", "--record", str(path)]) == 0
    return json.loads(path.read_text())


@pytest.fixture(scope="module")
def folder(tmp_path_factory: Any) -> Path:
    return tmp_path_factory.mktemp("records")


def test_the_published_answers_schema_is_the_one_the_oracle_makes():
    assert answers_path().read_text() == schema_text()
    jsonschema.Draft202012Validator.check_schema(answers_schema())


@pytest.mark.parametrize(("name", "variant"), RULESETS, ids=IDS)
def test_spec_and_rules_list_exactly_that_rulesets_components_and_rule_ids(capsys, name, variant):
    game = load_game(name, variant=variant)
    for argv in (["--game", name, "--variant", variant, "spec", "--json"],
                 ["spec", "--game", name, "--variant", variant, "--json"]):
        code, out, _ = run(capsys, *argv)
        listed = json.loads(out)
        assert code == 0
        assert (listed["game"], listed["variant"], listed["ruleset"]) == (name, variant, game.ruleset_title)
        assert [c["name"] for c in listed["components"]] == [c["name"] for c in game.spec_listing()]
    code, out, _ = run(capsys, "rules", "--game", name, "--variant", variant, "--json")
    assert code == 0 and json.loads(out) == game.rule_ids


def test_a_ruleset_of_its_own_lists_what_it_adds(capsys):
    _, out, _ = run(capsys, "--game", "classic", "spec", "--variant", "edition2020", "--json")
    assert "Well" in [c["name"] for c in json.loads(out)["components"]]
    _, out, _ = run(capsys, "--game", "classic", "spec", "--json")
    assert "Well" not in [c["name"] for c in json.loads(out)["components"]]
    _, out, _ = run(capsys, "spec", "--variant", "pantheon", "--json")
    divinities = [c["name"] for c in json.loads(out)["components"] if c["kind"] == "divinity"]
    assert len(divinities) == 16 and "Zeus" in divinities
    _, out, _ = run(capsys, "rules", "--variant", "pantheon", "--json")
    assert "effect.invoke" in json.loads(out)
    _, out, _ = run(capsys, "rules", "--json")
    assert "effect.invoke" not in json.loads(out)


@pytest.mark.parametrize(("name", "variant"), RULESETS, ids=IDS)
def test_play_and_replay_print_one_summary_shape(capsys, folder, name, variant):
    game = load_game(name, variant=variant, players=most_players(name, variant))
    record = recorded(name, variant, folder)
    code, out, _ = run(capsys, "--game", name, "play", "--variant", variant, "--players",
                       str(game.players), "--seed", "5", "--json")
    final = json.loads(out)
    assert code == 0 and not list(SUMMARY.iter_errors(final))
    assert (final["game"], final["variant"], final["ruleset"], len(final["players"])) == (
        name, variant, game.ruleset_title, game.players)
    assert final["status"] == "finished" and final["to_move"] == []
    state, _ = game.replay(game.record_from_json(record))
    assert final["outcome"] == {"victory": state.outcome.victory, "winners": list(state.outcome.winners)}
    assert final["scores"] == [sheet["total"] for sheet in game.score_sheet(state)]
    assert final["age"] == (3 if name != "architects" else None)
    middle = {**record, "moves": record["moves"][:len(record["moves"]) // 2]}
    path = folder / f"{name}-{variant}-middle.json"
    path.write_text(json.dumps(middle))
    code, out, _ = run(capsys, "replay", str(path), "--json")
    summary = json.loads(out)
    assert code == 0 and not list(SUMMARY.iter_errors(summary))
    assert summary["status"] == "in_progress" and summary["outcome"] is None and summary["to_move"]
    assert summary["age"] in ((1, 2, 3) if name != "architects" else (None,))


@pytest.mark.parametrize(("name", "variant"), RULESETS, ids=IDS)
def test_every_listed_entry_replays_when_appended_and_no_two_lead_to_the_same_state(capsys, folder, name, variant):
    game = load_game(name, variant=variant, players=most_players(name, variant))
    record = recorded(name, variant, folder)
    for cut in (1, len(record["moves"]) // 3, len(record["moves"]) - 1):
        prefix = {**record, "moves": record["moves"][:cut]}
        path = folder / f"{name}-{variant}-{cut}.json"
        path.write_text(json.dumps(prefix))
        code, out, _ = run(capsys, "legal", str(path), "--json")
        answer = json.loads(out)
        assert code == 0 and not list(LEGAL.iter_errors(answer)), answer
        assert answer["actions"], "a game in play lists some action"
        state, _ = game.replay(game.record_from_json(prefix))
        after: dict[Any, str] = {}
        for entry in answer["actions"]:
            appended = game.record_from_json({**prefix, "moves": [*prefix["moves"], entry]})
            reached, _ = game.replay(appended)          # the entry's player and cost are checked there
            action = game.action_from_json(entry["action"])
            assert reached == game.apply(state, action, entry["player"]).state
            key = (entry["player"], reached)
            # a blind draw (Architects' "pile") is another move than taking the same token face up
            if key in after and "pile" not in (json.dumps(entry["action"]) + after[key]):
                pytest.fail(f"{after[key]} and {entry['action']} lead to the same state")
            after[key] = json.dumps(entry["action"])


def test_an_entry_states_its_player_and_cost_and_both_are_checked(capsys, folder):
    game = load_game("duel")
    record = recorded("duel", "standard", folder)
    prefix = {**record, "moves": record["moves"][:9]}      # the draft done: Age I's first move
    path = folder / "duel-9.json"
    path.write_text(json.dumps(prefix))
    _, out, _ = run(capsys, "legal", str(path), "--json")
    entry = next(e for e in json.loads(out)["actions"] if e.get("cost"))
    wrong = {**entry, "cost": entry["cost"] + 1}
    path.write_text(json.dumps({**prefix, "moves": [*prefix["moves"], wrong]}))
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert err == (f"oracle: invalid record: $.moves[9].cost: this move takes {entry['cost']} coin"
                   f"{'s' * (entry['cost'] != 1)} here, not {entry['cost'] + 1}\n")
    other = {**entry, "player": 1 - entry["player"]}
    path.write_text(json.dumps({**prefix, "moves": [*prefix["moves"], other]}))
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 1 and json.loads(out)["rule"] == "turn.alternate"
    bad = {**entry, "action": {**entry["action"], "card": "Bath"}}
    path.write_text(json.dumps({**prefix, "moves": [*prefix["moves"], bad]}))
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 2 and json.loads(out)["path"] == "$.moves[9].action.card"
    assert game.record_from_json({**prefix, "moves": [*prefix["moves"], entry]}).movers[9] == entry["player"]


def test_a_record_of_another_game_or_variant_than_the_one_asked_is_an_error(capsys, folder):
    record = recorded("duel", "standard", folder)
    path = folder / "duel.json"
    path.write_text(json.dumps(record))
    for argv, message in (
            (["--game", "architects", "replay", str(path)], '$.game: expected "architects" (--game architects), '
                                                            'not "duel"'),
            (["replay", "--game", "classic", str(path)], '$.game: expected "classic" (--game classic), not "duel"'),
            (["--variant", "pantheon", "legal", str(path)], '$.variant: expected "pantheon" (--variant pantheon), '
                                                            'not "standard"'),
            (["legal", "--variant", "first_printing", str(path)], '$.variant: expected "first_printing" (--variant '
                                                                  'first_printing), not "standard"')):
        code, out, err = run(capsys, *argv)
        assert (code, out, err) == (2, "", f"oracle: invalid record: {message}\n")
    code, _, err = run(capsys, "replay", "--variant", "olympus", str(path))
    assert code == 2 and err == ("oracle: 7 Wonders Duel has no variant 'olympus'; known: standard, first_printing, "
                                 "pantheon, agora, pantheon_agora\n")


def test_a_batch_refuses_records_of_another_variant_line_by_line(capsys, folder, monkeypatch):
    record = recorded("duel", "standard", folder)
    lines = (json.dumps(record) + "\n" + json.dumps({**record, "variant": "first_printing"}) + "\n").encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(lines)))
    code, out, _ = run(capsys, "legal", "--batch", "--variant", "first_printing")
    first, second = (json.loads(line) for line in out.splitlines())
    assert code == 2
    assert first == {"error": {"line": 1, "kind": "invalid_record", "path": "$.variant",
                               "message": 'expected "first_printing" (--variant first_printing), not "standard"'}}
    assert second["to_move"] == [] and second["actions"] == []


def test_an_error_meant_for_a_user_speaks_no_python(capsys, folder):
    record = recorded("classic", "standard", folder)
    path = folder / "classic.json"
    path.write_text(json.dumps({**record, "moves": record["moves"][:3]}))
    code, _, err = run(capsys, "legal", str(path), "--player", "9")
    assert code == 2
    assert err == ("oracle: --player must be a seat of 7 Wonders (first edition) for 7 players: a whole number from "
                   "0 to 6, not 9\n")
    assert "load_game(" not in err
