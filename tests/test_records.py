"""Game records v1: reading, writing, replaying, the JSON Schema, and one-line errors with JSON paths."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

from oracle.duel import Action, Game
from oracle.duel.playout import random_game
from oracle.duel.record import (
    action_from_json,
    action_to_json,
    dumps,
    parse_record,
    record_from_json,
    record_to_json,
    replay,
)
from oracle.duel.schema import record_schema, schema_path
from oracle.errors import IllegalMoveError, InvalidRecordError
from tests.support import GAME, RULES, card, wonder

SCHEMA = json.loads(schema_path().read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def seeded_record(seed: int = 5) -> dict:
    play = random_game(GAME, seed)
    return record_to_json(RULES, play.initial.setup, play.moves)


def test_record_round_trip_reproduces_the_game():
    play = random_game(GAME, 5)
    text = dumps(record_to_json(RULES, play.initial.setup, play.moves))
    record = parse_record(RULES, text)
    assert record.setup == play.initial.setup
    assert list(record.moves) == play.moves
    final, steps = replay(GAME, record)
    assert final == play.final
    assert [s.events for s in steps] == [s.events for s in play.steps]
    assert dumps(record_to_json(RULES, record.setup, record.moves)) == text


def test_record_text_is_byte_identical_for_the_same_seed():
    assert dumps(seeded_record(11)) == dumps(seeded_record(11))
    assert dumps(seeded_record(11)) != dumps(seeded_record(12))


def test_issue_example_moves_read_as_actions():
    examples = [
        ({"action": "pick_wonder", "wonder": "The Pyramids"}, Action("pick_wonder", wonder=wonder("The Pyramids"))),
        ({"action": "build", "card": "Lumber Yard"}, Action("build", card=card("Lumber Yard"))),
        ({"action": "discard", "card": "Stone Pit"}, Action("discard", card=card("Stone Pit"))),
        ({"action": "build_wonder", "card": "Baths", "wonder": "The Pyramids"},
         Action("build_wonder", card=card("Baths"), wonder=wonder("The Pyramids"))),
        ({"action": "take_progress", "token": "Law"}, Action("take_progress", token=RULES.progress_index["Law"])),
        ({"action": "destroy", "card": "Glassworks"}, Action("destroy", card=card("Glassworks"))),
        ({"action": "build_discarded", "card": "Scriptorium"}, Action("build_discarded", card=card("Scriptorium"))),
        ({"action": "choose_starter", "player": 1}, Action("choose_starter", player=1)),
    ]
    for data, action in examples:
        assert action_from_json(RULES, data, "$.moves[0]") == action
        assert action_to_json(RULES, action) == data


def _mutated(edit) -> dict:
    record = seeded_record()
    edit(record)
    return record


def _set(path: list, value):
    def edit(record: dict) -> None:
        node = record
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


def _del(path: list):
    def edit(record: dict) -> None:
        node = record
        for key in path[:-1]:
            node = node[key]
        del node[path[-1]]
    return edit


INVALID = [
    ("wrong game", _set(["game"], "classic"), "$.game", 'expected "duel", not "classic"'),
    ("unknown top-level key", _set(["players"], ["a", "b"]), "$.players", "unexpected key 'players'"),
    ("misspelled top-level key", _set(["varaint"], "standard"), "$.varaint",
     "unexpected key 'varaint' (did you mean 'variant'?)"),
    ("missing setup", _del(["setup"]), "$", "missing key 'setup'"),
    ("unknown variant", _set(["variant"], "second_printing"), "$.variant",
     'unknown variant "second_printing"; expected one of standard, first_printing'),
    ("first player out of range", _set(["setup", "first_player"], 2), "$.setup.first_player",
     "expected 0 or 1, not 2"),
    ("first player as a boolean", _set(["setup", "first_player"], True), "$.setup.first_player",
     "expected 0 or 1, not true"),
    ("seven wonders", lambda r: r["setup"]["wonders"].pop(), "$.setup.wonders", "expected 8 names, found 7"),
    ("misspelled wonder", _set(["setup", "wonders", 2], "The Pyramid"), "$.setup.wonders[2]",
     "unknown wonder 'The Pyramid' (did you mean 'The Pyramids'?)"),
    ("wonder given as a number", _set(["setup", "wonders", 0], 3), "$.setup.wonders[0]",
     "expected the name of a wonder (a string), not 3"),
    ("token on board and in box", lambda r: r["setup"]["progress_tokens"]["box"].__setitem__(
        0, r["setup"]["progress_tokens"]["board"][0]), "$.setup.progress_tokens.box[0]", None),
    ("Age I card of Age II", _set(["setup", "ages", "I", 4], "Sawmill"), "$.setup.ages.I[4]",
     "'Sawmill' belongs to Age II, not Age I"),
    ("guild in Age II", _set(["setup", "ages", "II", 0], "Builders Guild"), "$.setup.ages.II[0]",
     "'Builders Guild' belongs to the guilds, not Age II"),
    ("card twice", lambda r: r["setup"]["ages"]["I"].__setitem__(1, r["setup"]["ages"]["I"][0]),
     "$.setup.ages.I[1]", None),
    ("moves not a list", _set(["moves"], {"action": "build"}), "$.moves", "expected a list of moves"),
    ("unknown action", _set(["moves", 0], {"action": "pick", "wonder": "The Sphinx"}), "$.moves[0].action",
     'unknown action "pick" (did you mean \'pick_wonder\'?); expected one of pick_wonder, build, discard, '
     "build_wonder, take_progress, destroy, build_discarded, choose_starter"),
    ("missing field", _set(["moves", 0], {"action": "build_wonder", "card": "Baths"}), "$.moves[0]",
     "missing key 'wonder'"),
    ("extra field", _set(["moves", 0], {"action": "discard", "card": "Baths", "coins": 3}), "$.moves[0].coins",
     "unexpected key 'coins'"),
    ("starter as a string", _set(["moves", 0], {"action": "choose_starter", "player": "1"}), "$.moves[0].player",
     'expected 0 or 1, not "1"'),
    ("misspelled card in a move", _set(["moves", 9], {"action": "build", "card": "Lumbr Yard"}), "$.moves[9].card",
     "unknown card 'Lumbr Yard' (did you mean 'Lumber Yard'?)"),
]


@pytest.mark.parametrize(("edit", "path", "message"), [case[1:] for case in INVALID], ids=[c[0] for c in INVALID])
def test_invalid_records_name_the_json_path(edit, path, message):
    record = _mutated(edit)
    with pytest.raises(InvalidRecordError) as info:
        record_from_json(RULES, record)
    assert info.value.path == path
    if message is not None:
        assert info.value.message == message
    assert "\n" not in str(info.value)


def test_age_three_needs_exactly_three_guilds():
    def edit(record: dict) -> None:
        age = record["setup"]["ages"]["III"]
        guild_slot = next(i for i, name in enumerate(age) if name.endswith("Guild"))
        spare = next(c.name for c in RULES.deck("III") if c.name not in age)
        age[guild_slot] = spare
    with pytest.raises(InvalidRecordError) as info:
        record_from_json(RULES, _mutated(edit))
    assert (info.value.path, info.value.message) == ("$.setup.ages.III", "Age III holds 3 guilds; found 2")


def test_not_json_and_not_an_object():
    with pytest.raises(InvalidRecordError) as info:
        parse_record(RULES, '{"game": "duel",')
    assert info.value.path == "$"
    assert info.value.message.startswith("not valid JSON: line 1 column 17")
    with pytest.raises(InvalidRecordError) as info:
        parse_record(RULES, "[1, 2]")
    assert (info.value.path, info.value.message) == ("$", "expected a JSON object")


def test_illegal_move_reports_index_and_rule():
    record = seeded_record()
    record["moves"][3] = {"action": "build", "card": record["setup"]["ages"]["I"][0]}
    parsed = record_from_json(RULES, record)
    with pytest.raises(IllegalMoveError) as info:
        replay(GAME, parsed)
    assert info.value.move_index == 3
    assert info.value.rule == "setup.draft"
    assert info.value.to_json() == {"error": "illegal_move", "move_index": 3, "rule": "setup.draft",
                                    "message": "the wonder draft comes first: pick a wonder on offer"}


def test_move_after_the_end_is_refused():
    record = seeded_record()
    record["moves"].append({"action": "discard", "card": "Baths"})
    with pytest.raises(IllegalMoveError) as info:
        replay(GAME, record_from_json(RULES, record))
    assert (info.value.move_index, info.value.rule) == (len(record["moves"]) - 1, "game.over")


def test_variant_and_meta_are_kept():
    play = random_game(Game(RULES, "first_printing"), 8)
    data = record_to_json(RULES, play.initial.setup, play.moves, "first_printing", {"event": "club night"})
    assert data["variant"] == "first_printing" and data["meta"] == {"event": "club night"}
    record = record_from_json(RULES, data)
    assert (record.variant, dict(record.meta)) == ("first_printing", {"event": "club night"})
    final, _ = replay(Game(RULES, record.variant), record)
    assert final.outcome == play.final.outcome


# ---- the published JSON Schema ------------------------------------------------------------------


def test_schema_file_is_current_and_valid():
    assert record_schema(RULES) == SCHEMA, "stale schema: run python -m oracle.conformance.publish"
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_oracle_records_validate_against_the_schema(seed):
    VALIDATOR.validate(seeded_record(seed))


# A token both on the board and in the box is a check across two lists that JSON Schema cannot
# state; every other malformation is caught by the schema as well as by the reader.
SCHEMA_CASES = [case for case in INVALID if case[0] != "token on board and in box"]


@pytest.mark.parametrize("edit", [case[1] for case in SCHEMA_CASES], ids=[c[0] for c in SCHEMA_CASES])
def test_schema_rejects_what_the_reader_rejects(edit):
    assert not VALIDATOR.is_valid(_mutated(edit))


def test_schema_accepts_the_issue_shape_with_every_action():
    record = seeded_record()
    extra = copy.deepcopy(record)
    extra["moves"] = [
        {"action": "take_progress", "token": "Law"},
        {"action": "destroy", "card": "Glassworks"},
        {"action": "build_discarded", "card": "Scriptorium"},
        {"action": "choose_starter", "player": 1},
    ]
    assert VALIDATOR.is_valid(extra)
