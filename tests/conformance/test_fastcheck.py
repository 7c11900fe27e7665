"""The compiled validity tests agree with the JSON Schema validator on every answer, valid or damaged;
a valid answer, however long, never reaches the validator."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.conformance import schemas
from oracle.conformance.client import schema_problem
from oracle.conformance.fastcheck import Compiled, equality_key, unique
from oracle.conformance.schemas import _compiled, _lazy, _protocol, response_validator
from tests.conformance.hostile_engines import nodes
from tests.conformance.test_hostile_engines import GAMES, PADDED, true_answer

ANSWER_TYPE = {"hello": "hello", "new_game": "ok", "apply": "applied", "legal": "legal", "perft": "perft",
               "state": "state", "observe": "observation"}
JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from([1.0, 0.5, -0.0, 2**70])
                    | st.sampled_from(["", "Baths", "standard", "coins", "build", "x" * 300]),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                        st.sampled_from(["action", "kind", "card", "player", "cost", "x"]), inner, max_size=3),
                    max_leaves=6)


def plain(game: str, version: int, kind: str) -> Any:
    """The library's own validator of one answer type, nothing compiled or overridden."""
    schema = dict(_protocol(game, version))
    schema.pop("anyOf", None)
    schema["$ref"] = f"#/$defs/answer_{kind}"
    return jsonschema.Draft202012Validator(schema)


def truths() -> list[tuple[str, str, dict[str, Any]]]:
    return [(game, ANSWER_TYPE[request], true_answer(game, request)) for game in sorted(GAMES)
            for request in ("hello", "apply", "legal", "perft", "state", "observe")]


TRUTHS = truths()


@settings(max_examples=300, deadline=None, derandomize=True)
@given(which=st.integers(0, len(TRUTHS) - 1), seed=st.integers(0, 2**32), value=JSON, removed=st.booleans())
def test_the_compiled_test_and_the_validator_agree_on_damaged_answers(which, seed, value, removed):
    game, kind, truth = TRUTHS[which]
    answer = json.loads(json.dumps(truth))
    paths = [p for p in nodes(answer) if p[0] not in ("id", "type")]
    if paths:
        path = random.Random(seed).choice(paths)
        node = answer
        for step in path[:-1]:
            node = node[step]
        if removed and isinstance(node, dict):
            del node[path[-1]]
        else:
            node[path[-1]] = value
    expected = next(iter(plain(game, 2, kind).iter_errors(answer)), None) is None
    compiled = _compiled(game, 2).test_ref(f"#/$defs/answer_{kind}")
    assert compiled is not None and compiled(answer) == expected, (game, kind, answer)
    # the validator used (compiled tests, then the library on what they refuse) finds an error exactly then
    assert (schema_problem(response_validator(game, None if kind == "hello" else 2).iter_errors(answer)) is None) \
        == expected


@pytest.mark.parametrize(("game", "version"), [("duel", 1), ("duel", 2), ("classic", 2), ("architects", 2)])
def test_every_definition_of_the_protocol_compiles(game, version):
    compiled = _compiled(game, version)
    assert [name for name in _protocol(game, version)["$defs"] if compiled.test_ref(f"#/$defs/{name}") is None] == []


def test_a_schema_with_a_keyword_not_compiled_is_left_to_the_validator():
    compiled = Compiled({"$defs": {"odd": {"type": "object", "patternProperties": {"^a": {}}},
                                   "uses": {"properties": {"x": {"$ref": "#/$defs/odd"}}}}})
    assert compiled.test_ref("#/$defs/odd") is None
    assert compiled.test({"dependentRequired": {"a": ["b"]}}) is None
    uses = compiled.test_ref("#/$defs/uses")
    assert uses is not None and uses({"y": 1}) and not uses({"x": {}})     # never "valid" past what it cannot judge


def test_json_schema_equality():
    assert equality_key(1) == equality_key(1.0) != equality_key(True)
    assert equality_key({"a": [1, {"b": 2.0}]}) == equality_key({"a": [1.0, {"b": 2}]})
    assert unique([1, True, "1", None, [1], {"a": 1}]) and not unique([[1, 2], [1.0, 2]])
    member = Compiled({}).test({"enum": [1, "a", None, [1]]})
    assert member is not None
    assert [member(v) for v in (1, 1.0, True, "a", None, [1.0], [True], False, "b")] == \
        [True, True, False, True, True, True, False, False, False]


@pytest.mark.parametrize("request_kind", ["apply", "legal", "state", "observe", "hello"])
def test_a_valid_answer_however_long_never_reaches_the_validator(request_kind, monkeypatch):
    """A million valid copies of a valid item: the compiled test says valid, and the library's
    validator, tens of microseconds an item, is never built or asked."""
    items = {"apply": {"kind": "coins", "player": 0, "amount": 1}, "legal": {"action": "discard", "card": "Baths"},
             "state": "Baths", "observe": "Baths", "hello": {"game": "duel"}}
    answer = true_answer("duel", request_kind)
    path = PADDED[request_kind]["duel"]
    node = answer
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = [items[request_kind]] * 1_000_000

    def refused(*args: Any) -> Any:
        raise AssertionError("the validator was asked")
    monkeypatch.setattr(schemas, "_answer_validator", refused)
    monkeypatch.setattr(schemas, "_tagged_errors", refused)
    assert list(response_validator("duel", None if request_kind == "hello" else 2).iter_errors(answer)) == []


def test_the_validator_walks_only_the_parts_the_compiled_tests_refuse():
    """One bad card after 200,000 good ones: the error is found, at its place, the good ones skipped
    by the compiled test of each list item."""
    answer = true_answer("duel", "state")
    answer["state"]["players"][0]["city"] = ["Baths"] * 200_000 + ["Nowhere"]
    walked: list[Any] = []
    lazy = _lazy("duel", 2)
    descend = lazy.descend

    def counting(self: Any, instance: Any, schema: Any, *args: Any, **kwargs: Any) -> Any:
        walked.append(instance)
        return descend(self, instance, schema, *args, **kwargs)
    lazy.descend = counting
    try:
        problem = schema_problem(response_validator("duel", 2).iter_errors(answer))
    finally:
        lazy.descend = descend
    assert problem == ('$.state.players[0].city[200000]: "Nowhere" is not one of the 73 values allowed '
                       '("Lumber Yard", "Stone Pit", "Clay Pool", …)')
    assert len(walked) < 100, len(walked)
