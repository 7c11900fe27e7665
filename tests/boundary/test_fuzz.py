"""Fuzzing the input boundary: generated records and adapter lines, each run through the real
entry points (``oracle replay/legal --json`` and the adapter's line loop).

The promise checked on every example: no exception escapes, the exit status is 0 (a valid
record), 1 (an illegal move) or 2 (malformed input) — never 3, the status of a bug — every
error is one compact JSON line, and the adapter answers each line with exactly one JSON answer
that its published schema accepts, then goes on serving.  The ``nightly`` profile runs many
more examples (``WONDERS_HYPOTHESIS_PROFILE=nightly``).
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

from hypothesis import example, given
from hypothesis import strategies as st

from oracle.cli import main
from oracle.conformance.adapter import serve
from oracle.conformance.schemas import validator
from tests.properties.conftest import scaled
from tests.support import GAME, RULES

PROTOCOL_SCHEMA = validator("protocol")
MARK = "\u0000HOSTILE\u0000"


def _valid_record() -> dict:
    from oracle.duel.playout import random_game
    from oracle.duel.record import record_to_json

    play = random_game(GAME, 11)
    return record_to_json(RULES, play.initial.setup, play.moves[:30])


VALID = _valid_record()

# Raw JSON text that is hostile in one way each; spliced anywhere into a valid record.
HOSTILE_TEXT = st.one_of(
    st.sampled_from(["NaN", "Infinity", "-Infinity", "1.0", "0.0", "true", "false", "null", "[]", "{}", "-1",
                     '"\\ud800"', '"\\udfff x"', '"Baths\\n[turn.build] forged"', '"\\u001b[2J"', '"\\u202e"',
                     '{"a": 1, "a": 2}', "1e999", "-0", "18446744073709551616"]),
    st.integers(min_value=25, max_value=6000).map(lambda n: "9" * n),
    st.integers(min_value=30, max_value=3000).map(lambda n: "[" * n + "]" * n),
    st.integers(min_value=30, max_value=3000).map(lambda n: '{"a":' * n + "1" + "}" * n),
    st.text(max_size=40).map(json.dumps),
    st.integers().map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(lambda f: json.dumps(f)),
    st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                 lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                 max_leaves=8).map(json.dumps),
)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*path, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from _paths(child, (*path, i))


PATHS = list(_paths(VALID))


def _splice(record: dict, path: tuple, raw: str) -> str:
    if not path:
        return raw
    copy = json.loads(json.dumps(record))
    node = copy
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = MARK
    return json.dumps(copy).replace(json.dumps(MARK), raw, 1)


@st.composite
def hostile_records(draw) -> bytes:
    """A valid record damaged in one place: a value replaced by hostile text, the text cut
    short, or a byte changed."""
    how = draw(st.sampled_from(["splice", "splice", "splice", "cut", "byte"]))
    text = json.dumps(VALID)
    if how == "splice":
        return _splice(VALID, draw(st.sampled_from(PATHS)), draw(HOSTILE_TEXT)).encode("utf-8", "surrogatepass")
    data = text.encode("utf-8")
    at = draw(st.integers(0, len(data) - 1))
    if how == "cut":
        return data[:at]
    return data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1:]


def check_command(data: bytes, command: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(data)
        out_buffer, err_buffer = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out_buffer), contextlib.redirect_stderr(err_buffer):
            code = main([command, str(path), "--json"])
    out, err = out_buffer.getvalue(), err_buffer.getvalue()
    assert code in (0, 1, 2), (code, err)
    if code == 0:
        json.loads(out)
        return
    assert out.count("\n") == 1 and err == ""
    answer = json.loads(out)
    assert answer["error"] == ("illegal_move" if code == 1 else "invalid_record")
    assert "\n" not in answer["message"] and "\x1b" not in answer["message"]


@scaled(0.5)
@given(data=hostile_records())
@example(data=b'{"game": "duel", "setup": {"first_player": 1.0}}')
@example(data=b"[" * 100_000)
def test_hostile_records_through_replay(data):
    check_command(data, "replay")


@scaled(0.2)
@given(data=hostile_records())
def test_hostile_records_through_legal(data):
    check_command(data, "legal")


@scaled(0.2)
@given(data=hostile_records())
@example(data=b'{"game": "duel", "setup": {"first_player": 1.0}}\n\n[1,\n')
def test_hostile_records_through_legal_batch(data):
    """``legal --batch``: one JSON line for each line of input, whatever it holds, and the worst status."""
    import sys

    from oracle.core.jsonio import RECORD
    from oracle.files import bounded_lines

    lines = len(list(bounded_lines(io.BytesIO(data), RECORD.max_bytes)))
    out_buffer, err_buffer = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data))
    try:
        with contextlib.redirect_stdout(out_buffer), contextlib.redirect_stderr(err_buffer):
            code = main(["legal", "--batch"])
    finally:
        sys.stdin = stdin
    answers = [json.loads(line) for line in out_buffer.getvalue().splitlines()]
    assert len(answers) == lines and err_buffer.getvalue() == ""
    kinds = [a["error"]["kind"] if "error" in a else None for a in answers]
    assert code == max([0, *(1 if k == "illegal_move" else 2 for k in kinds if k)])
    for answer in answers:
        if "error" in answer:
            assert answer["error"]["kind"] in ("illegal_move", "invalid_record")
            assert "\n" not in answer["error"]["message"]


# ---- the adapter --------------------------------------------------------------------------------

REQUEST_TYPES = ["hello", "new_game", "apply", "legal", "state", "observe", "perft", "quit", "dance"]


@st.composite
def hostile_lines(draw) -> bytes:
    """One request line: a well-formed request with one field made hostile, or raw bytes."""
    if draw(st.booleans()):
        return draw(st.binary(max_size=200)).replace(b"\n", b" ")
    kind = draw(st.sampled_from(REQUEST_TYPES))
    request: dict = {"id": draw(st.integers(-5, 5)), "type": kind}
    if kind == "new_game":
        request["setup"] = VALID["setup"]
    elif kind == "apply":
        request["action"] = VALID["moves"][0]
    elif kind == "observe":
        request["player"] = 0
    elif kind == "perft":
        request["depth"] = 1
    path = draw(st.sampled_from(list(_paths(request))))
    return _splice(request, path, draw(HOSTILE_TEXT)).encode("utf-8", "surrogatepass")


@scaled(0.5)
@given(lines=st.lists(hostile_lines(), min_size=1, max_size=6))
@example(lines=[b'{"type": []}', b"", b'{"id": NaN}', b'{"id": "\\ud800", "type": "hello"}', b"\xff\xfe",
                b'{"type": "observe", "player": true}', b'{"id": 1, "type": "perft", "depth": 999999}'])
def test_every_adapter_line_gets_one_json_answer(lines):
    sent = [line for line in lines if b'"quit"' not in line]   # quit ends the session early
    data = b"".join(line + b"\n" for line in sent) + b'{"id": "last", "type": "hello"}\n'
    out = io.BytesIO()
    assert serve(io.BytesIO(data), out) == 0
    answers = out.getvalue().decode("utf-8").splitlines()
    assert len(answers) == len(sent) + 1, answers
    for line in answers:
        answer = json.loads(line, parse_constant=lambda c: (_ for _ in ()).throw(AssertionError(c)))
        PROTOCOL_SCHEMA.validate(answer)
    assert json.loads(answers[-1])["id"] == "last"
