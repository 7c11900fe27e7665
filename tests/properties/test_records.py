"""Properties of what goes in and out of the engine as JSON: seeded setups and random games,
game records (and their JSON Schema), full states.  Whatever is damaged in a record or a
state, reading it either succeeds or raises one error that points into the document."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import jsonschema
import pytest
from hypothesis import event, example, given, settings
from hypothesis import strategies as st

import oracle
from oracle.conformance.schemas import write_all
from oracle.core.playout import Result, Settings, play_one
from oracle.duel import Game, legal_actions, schema
from oracle.duel.legal import priced_actions
from oracle.duel.playout import random_game
from oracle.duel.record import (
    action_from_json,
    dumps,
    legal_json,
    parse_record,
    record_to_json,
    replay,
    setup_to_json,
)
from oracle.duel.schema import record_schema
from oracle.duel.serialize import state_from_json, state_to_json
from oracle.errors import IllegalMoveError, InvalidRecordError
from tests.properties import model as m

GAME = m.GAME
VALIDATOR = jsonschema.Draft202012Validator(record_schema(m.RULES))
seeds = st.integers(0, 2**64 - 1)


@given(seeds, st.booleans())
def test_a_seeded_game_is_a_valid_setup_played_to_the_end(seed, first_game):
    play = random_game(GAME, seed, first_game)
    setup = play.initial.setup
    for age, cards in zip(m.AGES, setup.ages, strict=True):
        decks = Counter(m.CARD[c].deck for c in cards)
        assert len(set(cards)) == m.CARDS_PER_AGE
        assert decks == ({age: m.CARDS_PER_AGE} if age != "III" else
                         {"III": m.CARDS_PER_AGE - m.GUILDS_IN_AGE_III, "guild": m.GUILDS_IN_AGE_III})
    assert len(set(setup.wonders)) == 8 and sorted(setup.board + setup.box) == list(range(len(m.TOKEN)))
    if first_game:
        for seat, names in enumerate(m.FIRST_GAME):
            player = setup.first_player ^ seat
            assert {m.WONDER[w].name for w in play.final.cities[player].wonders} == set(names)
    assert play.final.outcome is not None
    record = record_to_json(m.RULES, setup, play.moves)
    VALIDATOR.validate(record)
    final, _ = replay(GAME, parse_record(m.RULES, json.dumps(record)))
    assert final == play.final
    assert GAME.setup_from_seed(seed)._replace(wonders=setup.wonders) == setup  # first-game: only the wonders
    if first_game:
        assert GAME.first_game_setup(seed)[0] == setup


@given(seeds, st.booleans(), st.data())
@settings(max_examples=50)
def test_what_the_commands_print_agrees_with_the_engine(seed, first_game, data):
    """``oracle play --games`` keeps the length and ending of the game ``random_game`` plays;
    ``oracle legal --json`` lists the legal actions in legal order, builds with their price."""
    play = random_game(GAME, seed, first_game)
    outcome = play.final.outcome
    assert outcome is not None
    ending = outcome.victory if outcome.winner is not None else "shared"
    assert play_one(Settings(options=(('first_game', first_game),)), seed) == Result(seed, len(play.moves), ending)
    k = data.draw(st.integers(0, len(play.moves)), label="position")
    state = play.steps[k - 1].state if k else play.initial
    listed = legal_json(state)
    actions = [{k: v for k, v in item.items() if k != "cost"} for item in listed]
    assert [action_from_json(m.RULES, item, "$") for item in actions] == legal_actions(state)
    assert [item.get("cost") for item in listed] == [p.total if p is not None else None
                                                     for _, p in priced_actions(state)]


def test_the_schema_writer_writes_what_record_schema_gives(tmp_path):
    assert schema.schema_path().parts[-4:] == ("spec", "schema", "duel", "record.v1.schema.json")
    (tmp_path / "protocol.v0.schema.json").write_text("{}", encoding="utf-8")     # no longer the game's
    (tmp_path / "notes.txt").write_text("kept", encoding="utf-8")
    written = write_all(oracle.load_game("duel"), tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*(p.name for p in written), "notes.txt"])
    assert tmp_path / "record.v1.schema.json" in written
    assert json.loads((tmp_path / "record.v1.schema.json").read_text(encoding="utf-8")) == record_schema(m.RULES)
    assert json.loads(schema.schema_path().read_text(encoding="utf-8")) == record_schema(m.RULES)


def test_an_unknown_variant_is_refused():
    with pytest.raises(ValueError, match=r"has no variant .second_printing.; known: standard, first_printing"):
        Game(m.RULES, "second_printing")


# ---- damaging JSON documents ----------------------------------------------------------------------

STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def nodes(value: Any, path: tuple = ()) -> list[tuple]:
    """The path to every value inside a JSON document."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += nodes(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += nodes(v, (*path, i))
    return out


def points_into(document: Any, json_path: str) -> bool:
    """Whether a JSON path such as ``$.setup.ages.I[4]`` names a value of the document, or a key
    missing from one of its objects."""
    parent = re.sub(r"(\.[^.\[]+|\[\d+\])$", "", json_path)
    return resolves(document, json_path) or (parent != json_path and resolves(document, parent))


def resolves(document: Any, json_path: str) -> bool:
    """Whether a JSON path such as ``$.setup.ages.I[4]`` names a value of the document."""
    assert json_path.startswith("$")
    node = document
    rest = json_path[1:]
    while rest:
        step = STEP.match(rest)
        if step is None:
            return False
        key = step.group(1) if step.group(1) is not None else int(step.group(2))
        if (isinstance(node, dict) and key in node) or (isinstance(node, list) and isinstance(key, int) \
                and key < len(node)):
            node = node[key]
        else:
            return False
        rest = rest[step.end():]
    return True


JUNK = [None, True, 0, 1, 2, -1, 999, 3.5, "", "x", "Lumber Yard", "Arsenal", "Builders Guild", "The Pyramids", "Law",
        "first_printing", [], {}, ["x"]]


@st.composite
def damaged(draw: st.DrawFn, document: Any) -> Any:
    """``document`` with one to three values deleted, replaced, misspelt, repeated or added to."""
    doc = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, 3))):
        everywhere = nodes(doc)
        # most values are card names in the setup: give the moves and the named keys their share
        moves = [p for p in everywhere if p[:1] == ("moves",)] or everywhere
        keys = [p for p in everywhere if p and isinstance(p[-1], str) and p[:1] != ("moves",)] or everywhere
        path = draw(st.one_of(st.sampled_from(everywhere), st.sampled_from(moves), st.sampled_from(keys)))
        how = draw(st.sampled_from(["delete", "replace", "typo", "repeat", "add", "swap"]))
        event(f"damage: {how}")
        if not path:
            doc = draw(st.sampled_from(JUNK))
            continue
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        if how == "delete":
            del parent[key]
        elif how == "replace" or (how == "typo" and not isinstance(parent[key], str)):
            parent[key] = draw(st.sampled_from(JUNK))
        elif how == "typo":
            parent[key] = draw(st.sampled_from([parent[key][:-1], parent[key] + "s", parent[key].lower()]))
        elif how == "repeat" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif how == "swap" and isinstance(parent, list):  # with the next one: moves out of order
            parent[key - 1], parent[key] = parent[key], parent[key - 1]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "Variant", "move"]))] = 1
    return doc


@st.composite
def records(draw: st.DrawFn) -> dict:
    play = random_game(GAME, draw(seeds))
    moves = play.moves[:draw(st.integers(0, len(play.moves)))]
    meta = draw(st.sampled_from([None, {"players": ["a", "b"]}]))
    return record_to_json(m.RULES, play.initial.setup, moves, draw(st.sampled_from(["standard", "first_printing"])),
                          meta)


def seeded_with(change: Callable[[dict], None], moves: int = 12) -> dict:
    """The record of seed 5's first moves, changed in place by ``change``: a hand-picked damage."""
    play = random_game(GAME, 5)
    record = record_to_json(m.RULES, play.initial.setup, play.moves[:moves])
    change(record)
    return record


def guild_for_age_card(record: dict) -> None:
    ages = record["setup"]["ages"]
    spare = next(c.name for c in m.RULES.deck("III") if c.name not in ages["III"])
    ages["III"][next(i for i, n in enumerate(ages["III"]) if m.COMPS[n].deck == "guild")] = spare


@given(records().flatmap(damaged), st.integers(0, 5))
@example(seeded_with(lambda r: r.update(variant="second_printing")), 0)
@example(seeded_with(lambda r: r.update(meta=["not", "an", "object"])), 0)
@example(seeded_with(lambda r: r["setup"]["progress_tokens"]["box"].__setitem__(
    0, r["setup"]["progress_tokens"]["board"][0])), 0)
@example(seeded_with(guild_for_age_card), 0)
@example(seeded_with(lambda r: r["moves"].append({"action": "choose_starter", "player": 2})), 0)
def test_a_damaged_record_is_read_or_refused_with_a_path_or_a_move(record, cut):
    text = dumps(record)
    if cut:
        text = text[:-cut]  # not JSON any more (unless the document was a number...)
    try:
        parsed = parse_record(m.RULES, text)
    except InvalidRecordError as error:
        document = json.loads(text) if error.path != "$" or not error.message.startswith("not valid JSON") else None
        assert error.path == "$" or points_into(document, error.path), (error.path, error.message)
        assert error.to_json()["path"] == error.path
        event("invalid record")
        return
    VALIDATOR.validate(json.loads(text))
    game = GAME if parsed.variant == "standard" else Game(m.RULES, parsed.variant)
    try:
        replay(game, parsed)
        event("replayed")
    except IllegalMoveError as error:
        assert error.move_index is not None and 0 <= error.move_index < len(parsed.moves)
        assert error.rule in m.RULES.rule_ids
        event("illegal move")


@st.composite
def states(draw: st.DrawFn) -> Any:
    play = random_game(GAME, draw(seeds))
    state = draw(st.sampled_from([play.initial, *(s.state for s in play.steps)]))
    return state_to_json(state, compact=draw(st.booleans()))


@given(states().flatmap(damaged))
@example({**state_to_json(GAME.new_game(GAME.setup_from_seed(2)), compact=True), "discard": [999]})
def test_a_damaged_state_is_restored_or_refused_with_a_path(data):
    try:
        state_from_json(GAME, json.loads(json.dumps(data)))
        event("restored")
    except InvalidRecordError as error:
        assert error.path == "$" or points_into(data, error.path), (error.path, error.message)
        event("refused")


def test_the_setup_json_names_every_card_dealt():
    setup = GAME.setup_from_seed(3)
    named = setup_to_json(m.RULES, setup)
    assert [len(named["ages"][a]) for a in m.AGES] == [m.CARDS_PER_AGE] * 3
