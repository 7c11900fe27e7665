"""The runner against hostile engines, hostile option values and planted files.

The promise: whatever an engine answers, each item ends with exactly one result, ``error`` or
``fail`` when the answer is unacceptable, with a one-line message; nothing hangs, no traceback
escapes, and no process the engine started is left behind.  Option values and suite files are
checked before any engine starts.

Hypothesis generates the answer lines; ``WONDERS_HYPOTHESIS_PROFILE`` (``ci``, the default,
``dev`` or ``nightly``) sets how many, as for the property suite.  Each example starts a fresh
engine (tests/conformance/hostile_engines.py), so the budget is small.
"""

from __future__ import annotations

import base64
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, event, example, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from oracle.cli import main
from oracle.conformance.adapter import Adapter
from oracle.conformance.client import (
    ANSWERS,
    MAX_LINE,
    SCHEMA_ERRORS_COUNTED,
    STDERR_KEPT,
    announced_games,
    schema_problem,
)
from oracle.conformance.compare import DETAIL_LIMIT, MESSAGE_LIMIT
from oracle.conformance.runner import Runner
from oracle.conformance.schemas import PROTOCOL_2, _lazy, response_validator, validator
from oracle.conformance.suite import Result, load_suite
from oracle.core.jsonio import ANSWER, is_int, loads
from oracle.core.registry import load_game
from oracle.errors import InvalidInputError
from tests.conformance.conftest import python_command
from tests.conformance.hostile_engines import FLOOD_BYTES, padded
from tests.patience import PATIENCE, PATIENT

SUITE = load_suite()
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ud800-\udfff]")

PROFILE = os.environ.get("WONDERS_HYPOTHESIS_PROFILE", "ci")
EXAMPLES = {"ci": 25, "dev": 8, "nightly": 400}.get(PROFILE, 25)
HOSTILE = settings(max_examples=EXAMPLES, deadline=None, derandomize=PROFILE == "ci",
                   database=None if PROFILE == "ci" else settings.default.database,
                   phases=[Phase.explicit, Phase.generate] if PROFILE == "ci" else list(Phase),
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# ---- the items attacked -------------------------------------------------------------------------------

CASE = "age-1-dealt-50190096"           # 8 moves; expects state, events, legal and both players' views
ILLEGAL = "draft-pick-1-195c1647"       # no move; expects two actions to be refused
GOLDEN = "builder-66"                   # 43 moves (44 steps), then the final state
POSITION = "draft-start"                # perft counts 4, 12, 24, 24

# (section, item, request attacked, which occurrence of it)
TARGETS = [
    ("cases", CASE, "hello", 1), ("cases", CASE, "new_game", 1), ("cases", CASE, "apply", 1),
    ("cases", CASE, "apply", 8), ("cases", CASE, "state", 1), ("cases", CASE, "legal", 1),
    ("cases", CASE, "observe", 1), ("cases", CASE, "observe", 2), ("cases", ILLEGAL, "apply", 1),
    ("goldens", GOLDEN, "state", 1), ("goldens", GOLDEN, "legal", 5), ("goldens", GOLDEN, "apply", 10),
    ("goldens", GOLDEN, "state", 45), ("perft", POSITION, "perft", 1), ("perft", POSITION, "perft", 3),
]
FINAL_STATE = ("goldens", GOLDEN, "state", 45)


def item(section: str, ident: str) -> Any:
    found = {"cases": (SUITE.cases, "id"), "goldens": (SUITE.goldens, "id"), "perft": (SUITE.perft, "name")}
    items, key = found[section]
    return next(i for i in items if i[key] == ident)


def test_the_attacked_items_make_the_requests_attacked():
    case, illegal, golden, position = (item("cases", CASE), item("cases", ILLEGAL), item("goldens", GOLDEN),
                                       item("perft", POSITION))
    assert len(case["record"]["moves"]) == 8 and {"state", "events", "legal"} <= set(case["expect"])
    assert [v["player"] for v in case["expect"]["observe"]] == [0, 1]
    assert illegal["record"]["moves"] == [] and len(illegal["expect"]["illegal"]) == 2
    assert len(golden["steps"]) == 44 and len(golden["record"]["moves"]) == 43
    assert position["nodes"] == [4, 12, 24, 24]


# ---- running one attacked item ---------------------------------------------------------------------


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped by its new parent, does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True


def pids(folder: Path) -> list[int]:
    path = folder / "pids"
    return [int(p) for p in path.read_text(encoding="utf-8").split()] if path.exists() else []


def assert_all_gone(folder: Path, bound: float = 60.0) -> None:
    """Every process the engines of ``folder`` started ends (polled; the bound is far off)."""
    started = pids(folder)
    give_up = time.monotonic() + bound
    while any(alive(p) for p in started) and time.monotonic() < give_up:
        time.sleep(0.05)
    assert [p for p in started if alive(p)] == [], "processes left behind"


def wait_for(condition: Any, bound: float = 60.0) -> bool:
    give_up = time.monotonic() + bound
    while not condition() and time.monotonic() < give_up:
        time.sleep(0.05)
    return bool(condition())


def hostile(folder: Path, *args: str) -> str:
    return python_command("hostile_engines.py", *args[:1], str(folder), *args[1:])


def attack(target: tuple[str, str, str, int], attacks: list[dict[str, Any]]) -> tuple[list[Result], list[bytes],
                                                                                      list[int]]:
    """Run the target item against an engine that answers as ``attacks`` say; the results, the
    lines the engine sent instead of its answers and the ids of the requests they answered."""
    section, ident, _, _ = target
    with tempfile.TemporaryDirectory(prefix="hostile-") as name:
        folder = Path(name)
        (folder / "attack.json").write_text(json.dumps({"attacks": attacks}), encoding="utf-8")
        runner = Runner(hostile(folder, "answer"), timeout=PATIENCE, startup_timeout=PATIENCE)
        run = {"cases": runner.run_case, "goldens": runner.run_golden, "perft": runner.run_perft}[section]
        try:
            results = [run(item(section, ident))]
        finally:
            runner.close()
        assert_all_gone(folder)
        sent = [(folder / f"sent-{k}.bin").read_bytes() for k in range(len(attacks))
                if (folder / f"sent-{k}.bin").exists()]
        ids = [int((folder / f"sent-{k}.id").read_text(encoding="utf-8")) for k in range(len(sent))]
    return results, sent, ids


def raw(target: tuple[str, str, str, int], line: bytes, repeat: int = 1) -> dict[str, Any]:
    return {"request": target[2], "nth": target[3], "raw": base64.b64encode(line).decode(), "repeat": repeat}


def expected_fault(line: bytes, request: str, ident: int) -> str | None:
    """What an answer line must be taken for: the fault kind, or ``None`` for an acceptable answer."""
    first = line.split(b"\n", 1)[0]
    if len(first) > MAX_LINE:
        return "oversize"
    try:
        answer = loads(first, ANSWER)
    except InvalidInputError:
        return "garbage"
    if not isinstance(answer, dict) or not is_int(answer.get("id")) or answer["id"] != ident:
        return "protocol"
    if not isinstance(answer.get("type"), str) or answer["type"] not in ANSWERS[request]:
        return "protocol"
    # the engine speaks protocol 2 (the adapter's); its hello is read under the version it names
    if any(True for _ in response_validator("duel", None if request == "hello" else 2).iter_errors(answer)):
        return "schema"
    if answer["type"] == "hello" and not announced_games(answer, 2 if answer["protocol"] == PROTOCOL_2 else 1):
        return "protocol"
    return "error" if answer["type"] == "error" else None


def assert_clean(result: Result) -> None:
    for text in (result.message, result.line(), *result.rules):
        assert not UNSAFE.search(text), text
    assert len(result.message) < 1200
    assert not result.message.startswith(("engine hang", "engine crash", "internal error", "the suite item")), \
        result.message


def check(target: tuple[str, str, str, int], attacks: list[dict[str, Any]]) -> Result:
    """The runner's promise for one attacked item (see the module docstring); returns its result."""
    results, sent, ids = attack(target, attacks)
    assert len(results) == 1
    (result,) = results
    assert_clean(result)
    assert sent, "the engine never sent the attack: the target names a request the item does not make"
    kinds = [expected_fault(line, a["request"], i) for line, a, i in zip(sent, attacks, ids, strict=False)]
    fault = next((k for k in kinds if k is not None), None)
    if currently_in_test_context():     # for --hypothesis-show-statistics
        event(f"{target[2]} answered: {fault or 'acceptably'}; the item: {result.status}")
    if fault is not None:
        assert result.status == "error" and result.message.startswith(f"engine {fault}: "), (kinds, result.line())
    else:
        # an acceptable answer: whatever it says, the item ends as any item does; lines after a
        # newline in it are extra answers, refused as such
        assert result.status in ("pass", "fail", "skip") or result.message.startswith(
            ("engine protocol: ", "engine garbage: ", "engine schema: ")), result.line()
    return result


# ---- what Hypothesis draws ----------------------------------------------------------------------------


class Raw:
    """Bytes put as they are into a generated answer (they need not be JSON)."""

    def __init__(self, data: bytes):
        self.data = data

    def __repr__(self) -> str:
        return f"Raw({self.data[:40]!r}{'...' if len(self.data) > 40 else ''})"


def encode(value: Any) -> bytes:
    if isinstance(value, Raw):
        return value.data
    if isinstance(value, dict):
        return b"{" + b",".join(encode(str(k)) + b":" + encode(v) for k, v in value.items()) + b"}"
    if isinstance(value, list):
        return b"[" + b",".join(encode(v) for v in value) + b"]"
    if value == "@ID@":
        return b"@ID@"
    return json.dumps(value, allow_nan=True, ensure_ascii=False).encode("utf-8", "surrogatepass")


def deep(n: int) -> bytes:
    return b"[" * n + b"]" * n


PINNED = [b"NaN", b"-Infinity", b"Infinity", b"1e999", b"-1e400", b"9" * 30, b"9" * 5000, b"1" + b"0" * 400 + b".5",
          deep(40), deep(100_000), b'{"a":' * 60 + b"1" + b"}" * 60, b'"\\ud800"', b'"ok \\udfff"',
          b'"\xff\xfe"', b'"\xc3"', b'"a\\u0000b"', b'"\\u001b[2J\\u001b[31mred"', b'"\\u202egnp.exe"',
          b'"line\\nbreak\\r"', b"true", b"false", b"null", b"[]", b"{}", b'""', b"-1", b"1.5", b"0",
          b'{"a":1,"a":2}', b'[1,"a",null,{},[]]', b'"x"', b"[1,2", b'{"open":']
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3),
    max_leaves=8)
raw_values = st.one_of(st.sampled_from(PINNED), st.integers(25, 3000).map(lambda n: b"7" * n),
                       st.integers(33, 3000).map(deep), st.binary(min_size=1, max_size=12))


def mostly(common: st.SearchStrategy[Any], rare: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``common`` three times in four (``st.one_of`` does not weigh its branches)."""
    return st.tuples(st.integers(0, 3), common, rare).map(lambda t: t[2] if t[0] == 0 else t[1])


values = mostly(json_values, raw_values.map(Raw))      # mostly JSON, which gets past the reader
FIELDS = ("state", "actions", "events", "nodes", "divide", "observation", "message", "rule", "capabilities",
          "protocol", "engine")
TYPES = ("hello", "ok", "applied", "illegal", "legal", "state", "observation", "perft", "error")
answers = st.fixed_dictionaries(
    {"id": mostly(st.just("@ID@"), values), "type": mostly(st.sampled_from(TYPES), values)},
    optional={name: values for name in FIELDS}).map(encode)
lines = st.one_of(answers, raw_values, st.binary(max_size=64), json_values.map(encode))

STATE = ("cases", CASE, "state", 1)


@HOSTILE
@given(target=st.sampled_from(TARGETS), line=lines)
@example(target=STATE, line=b'{"id":@ID@,"type":["state"]}')                       # a type that is a list
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":' + deep(50_000) + b"}")   # nested deep
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":' + deep(40) + b"}")
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":{"age":' + b"9" * 5000 + b"}}")  # huge number
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":{"age":1e999}}')
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":NaN}')
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":[]}')
@example(target=STATE, line=b'{"id":@ID@,"type":"error","message":"no state\\n\\u001b[2Jforged line"}')
@example(target=FINAL_STATE, line=b'{"id":@ID@,"type":"error","message":"finished"}')   # error answer to state
@example(target=STATE, line=b'{"id":true,"type":"state","state":{}}')
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":"\xff"}')          # not UTF-8
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":"\\udc00"}')        # a lone surrogate
@example(target=("cases", CASE, "legal", 1), line=b'{"id":@ID@,"type":"legal","actions":[1,"a",null]}')
@example(target=("cases", CASE, "legal", 1), line=b'{"id":@ID@,"type":"legal","actions":{"a":1}}')
@example(target=("cases", CASE, "apply", 8), line=b'{"id":@ID@,"type":"applied","events":7}')
@example(target=("cases", CASE, "apply", 8), line=b'{"id":@ID@,"type":"applied","events":[1,[2]]}')
@example(target=("cases", CASE, "hello", 1), line=b'{"id":@ID@,"type":"hello","protocol":"wonders-adapter/1",'
                                                    b'"engine":"x","capabilities":"perft"}')
@example(target=("perft", POSITION, "perft", 1), line=b'{"id":@ID@,"type":"perft","nodes":true}')
@example(target=("perft", POSITION, "perft", 1), line=b'{"id":@ID@,"type":"perft","nodes":"4"}')
@example(target=("perft", POSITION, "perft", 1), line=b'{"id":@ID@,"type":"perft","nodes":4.5}')
@example(target=("cases", ILLEGAL, "apply", 1), line=b'{"id":@ID@,"type":"illegal","rule":"\\u202ex","message":'
                                                     b'"\\u001b]0;title\\u0007"}')
@example(target=("cases", CASE, "apply", 1), line=b'{"id":@ID@,"type":"illegal","rule":"cost.afford"}')  # fails
@example(target=STATE, line=b'{"id":@ID@,"type":"state","state":{}} {"id":1}\n{"id":2}')   # two answers at once
def test_any_answer_line_ends_its_item_cleanly(target, line):
    check(target, [raw(target, line)])


@HOSTILE
@given(target=st.sampled_from(TARGETS), seed=st.integers(0, 2**32), value=values.map(encode))
@example(target=STATE, seed=1, value=b"NaN")
@example(target=STATE, seed=1, value=b"1")                  # a state that validates, with 1 wonder built: fails
@example(target=STATE, seed=2, value=deep(10_000))
@example(target=("goldens", GOLDEN, "legal", 5), seed=3, value=b'"\\ud800"')
def test_any_damaged_answer_ends_its_item_cleanly(target, seed, value):
    check(target, [{"request": target[2], "nth": target[3], "mutate": {"seed": seed,
                                                                      "value": base64.b64encode(value).decode()}}])


def test_an_oversize_answer_is_an_error():
    result = check(STATE, [raw(STATE, b"x", repeat=MAX_LINE + 10)])
    assert result.message == "engine oversize: an answer line of more than 8,388,608 bytes to 'state'"


# ---- the attacks of the review, one by one --------------------------------------------------------------

ERROR_ANSWER = b'{"id":@ID@,"type":"error","message":"cannot do that"}'


@pytest.mark.parametrize("target", TARGETS[1:], ids=lambda t: f"{t[1]}-{t[2]}-{t[3]}")
def test_an_error_answer_is_an_error_naming_the_request(target):
    result = check(target, [raw(target, ERROR_ANSWER)])
    assert result.status == "error"
    assert result.message == f"engine error: the engine answered '{target[2]}' with an error: 'cannot do that'"


def test_an_error_answer_to_hello_is_an_error():
    target = ("cases", CASE, "hello", 1)
    result = check(target, [raw(target, ERROR_ANSWER)])
    assert result.message == "engine error: the engine answered 'hello' with an error: 'cannot do that'"


def test_an_error_answer_to_state_in_a_golden_names_the_rules_of_that_move():
    target = ("goldens", GOLDEN, "state", 3)     # the state after move 1 (step 2)
    result = check(target, [raw(target, ERROR_ANSWER)])
    assert result.status == "error" and result.rules, result.line()
    assert result.message == "engine error: the engine answered 'state' with an error: 'cannot do that'"


def test_a_type_that_is_a_list_is_a_protocol_error():
    result = check(STATE, [raw(STATE, b'{"id":@ID@,"type":["state"]}')])
    assert result.message == "engine protocol: 'state' answered with type [\"state\"] (expected error or state)"


@pytest.mark.parametrize(("line", "reason"), [
    (b'{"id":@ID@,"type":"state","state":' + deep(50_000) + b"}", "($: nested more than 32 deep)"),
    (b'{"id":@ID@,"type":"state","state":{"age":' + b"9" * 5000 + b"}}",
     "($.state.age: a number of 5000 digits (at most 24 are read))"),
], ids=["deep", "huge-number"])
def test_deep_and_huge_answers_are_garbage(line, reason):
    result = check(STATE, [raw(STATE, line)])
    assert result.message.startswith("engine garbage: the answer to 'state' is not JSON: '{\"id\":"), result.message
    assert result.message.endswith(f"' {reason}"), result.message


DIVIDE = {"id": "@ID@", "type": "perft", "nodes": 13}     # depth 2 counts 12: the runner asks for a divide


@pytest.mark.parametrize(("divide", "fault"), [
    (Raw(b"true"), "schema"), (Raw(b"5"), "schema"), (Raw(b'"x"'), "schema"), (Raw(b"[1]"), "schema"),
    (Raw(b'[{"action":1,"nodes":1}]'), "schema"), (Raw(b'[{"action":{"action":"pick_wonder"},"nodes":"1"}]'),
                                                   "schema"),
    (None, "schema"), (Raw(b"[]"), None),
])
def test_a_malformed_divide_answer_is_an_error(divide, fault):
    second = {"id": "@ID@", "type": "perft", "nodes": 12, **({"divide": divide} if divide is not None else {})}
    target = ("perft", POSITION, "perft", 2)
    result = check(target, [raw(target, encode(DIVIDE)), {**raw(target, encode(second)), "nth": 3}])
    if fault is None:   # an empty divide: no branch agrees, the first action is followed
        assert result.status == "fail" and result.message.startswith("depth 2: expected 12 nodes, got 13; "), \
            result.line()
    else:
        assert result.message.startswith("engine schema: "), result.line()
    if divide is None:
        assert result.message == "engine schema: the 'perft' answer needs 'divide' to be an array of objects, not null"


# ---- processes ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["crash", "hang"])
def test_a_child_in_a_session_of_its_own_is_killed(tmp_path, how):
    """The engine starts a child that calls setsid() (leaving the engine's process group) and
    keeps the engine's pipes open; the engine then exits or hangs on new_game."""
    # Hanging on new_game, the first request of the item, times out whatever the machine's load:
    # nothing that should be answered is timed by these 5 s (the start is not timed).  An engine that
    # exits is not timed at all: it cannot pass for one that hangs, however slowly it exits.
    budget = 5.0 if how == "hang" else PATIENCE
    runner = Runner(hostile(tmp_path, "setsid-child", how), timeout=budget, startup_timeout=PATIENCE)
    try:
        (result,) = [runner.run_case(item("cases", CASE))]
        leader, child = pids(tmp_path)
        # killed with the engine at the fault, although in another session (a kill takes effect
        # at once, but a process may take a moment to end: poll)
        assert wait_for(lambda: not alive(leader) and not alive(child))
    finally:
        runner.close()
    assert_all_gone(tmp_path)
    expected = {"crash": "engine crash: the engine exited during 'new_game' (exit status 3)",
                "hang": "engine hang: no answer to 'new_game' within the item's 5 s (0 answers of this item)"}
    assert result.message == expected[how]


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize(("signum", "status"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)],
                         ids=["SIGTERM", "SIGINT"])
def test_a_signal_stops_the_run_and_every_engine_process(tmp_path, signum, status, workers):
    """With ``--workers 2`` each worker's engine starts a child of its own: all four are stopped."""
    command = [sys.executable, "-m", "oracle.cli", "conform", "--engine", hostile(tmp_path, "setsid-child", "hang"),
               "--only", "cases", "--workers", str(workers), *PATIENT]
    conform = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert wait_for(lambda: len(pids(tmp_path)) == 2 * workers), "the engines and their children started"
        conform.send_signal(signum)
        out, err = conform.communicate(timeout=120)
    finally:
        if conform.poll() is None:
            conform.kill()
            conform.wait()
    assert conform.returncode == status
    assert err.strip().splitlines()[-1] == \
        f"oracle: conform: stopped by {signal.Signals(signum).name}; the engine was stopped"
    assert "Traceback" not in err and out == ""
    assert_all_gone(tmp_path)


def test_the_conform_command_restores_the_signal_handlers(tmp_path, oracle_adapter, capsys):
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    assert main(["conform", "--engine", oracle_adapter, "--only", "perft", "-k", "draft-start", *PATIENT]) == 0
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)) == before
    assert capsys.readouterr().out.splitlines()[-1].split() == ["perft", "1", "0", "0", "0"]


def test_an_engine_flooding_its_error_output_is_kept_to_a_bounded_tail(tmp_path):
    runner = Runner(hostile(tmp_path, "flood"), timeout=PATIENCE, startup_timeout=PATIENCE)
    engine = runner.engine
    try:
        (result,) = [runner.run_case(item("cases", CASE))]
        assert engine.stderr_seen() == FLOOD_BYTES + len(b"flood done\n")
        kept = engine.stderr_bytes()
        assert len(kept) == STDERR_KEPT and kept.endswith(b"e\nflood done\n")
    finally:
        runner.close()
    assert result.message == ("engine crash: the engine closed its output during 'new_game' (exit status 5); "
                              "its last error output: 'flood done'")
    assert_all_gone(tmp_path)


# ---- a flaky engine while a divergence is shrunk ---------------------------------------------------------


@pytest.mark.parametrize("how", ["fixed", "crash", "garbage", "alternate"])
def test_a_flaky_engine_does_not_stop_the_divergence_search(tmp_path, how, capsys):
    """The first game diverges after 3 moves; then the engine stops diverging, crashes, answers
    garbage or alternates: the search still reports the divergence it saw, shrunk or not, and
    writes it as a case."""
    out = tmp_path / "out"
    out.mkdir()
    code = main(["conform", "--engine", hostile(tmp_path, "flaky", how), "--fuzz", "1", "--seed", "1",
                 "--out", str(out), "--variant", "standard", *PATIENT])
    printed = capsys.readouterr().out
    assert code == 1
    (path,) = out.iterdir()
    assert printed == ("[trade.price] state: 1 game(s) (seed 1); shortest diverges after 3 moves, shrunk to 3: "
                       "state.players[0].coins: expected 7, got 8\n"
                       f"  written to {path}\n"
                       "1 games: 1 diverging, in 1 group(s); 0 ending in an engine fault\n")
    data = json.loads(path.read_text(encoding="utf-8"))
    validator("case").validate(data)
    assert len(data["cases"][0]["record"]["moves"]) == 3
    assert_all_gone(tmp_path)


# ---- option values and planted files: refused before any engine starts -------------------------------------


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """An engine command that records every start in its own folder."""
    folder = tmp_path / "engine"
    folder.mkdir()
    (folder / "attack.json").write_text(json.dumps({"attacks": []}), encoding="utf-8")
    yield hostile(folder, "answer"), folder
    assert_all_gone(folder)


@pytest.mark.parametrize(("args", "message"), [
    (["--timeout", "nan"], "argument --timeout: expected a number of seconds above 0 and at most 86400, not 'nan'"),
    (["--timeout", "-1"], "argument --timeout: expected a number of seconds above 0 and at most 86400, not '-1'"),
    (["--timeout", "inf"], "argument --timeout: expected a number of seconds above 0 and at most 86400, not 'inf'"),
    (["--timeout", "0"], "argument --timeout: expected a number of seconds above 0 and at most 86400, not '0'"),
    (["--timeout", "1e300"], "argument --timeout: expected a number of seconds above 0 and at most 86400, "
                             "not '1e300'"),
    (["--startup-timeout=-inf"], "argument --startup-timeout: expected a number of seconds above 0 and at most "
                                    "86400, not '-inf'"),
    (["--maxfail", "-3"], "argument --maxfail: expected a whole number of at least 1, not '-3'"),
    (["--maxfail", "0"], "argument --maxfail: expected a whole number of at least 1, not '0'"),
    (["--fuzz", "0"], "argument --fuzz: expected a whole number of at least 1, not '0'"),
    (["--fuzz", "-5"], "argument --fuzz: expected a whole number of at least 1, not '-5'"),
    (["--seed", "-1"], "argument --seed: expected a whole number from 0 to 2**64 - 1, not '-1'"),
    (["--seed", str(2**64)], f"argument --seed: expected a whole number from 0 to 2**64 - 1, not '{2**64}'"),
], ids=lambda v: v if isinstance(v, str) and len(v) < 20 else None)
def test_a_bad_option_value_is_an_argparse_error_before_any_engine_starts(engine, capsys, args, message):
    command, folder = engine
    with pytest.raises(SystemExit) as stopped:
        main(["conform", "--engine", command, *args])
    assert stopped.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == f"oracle conform: error: {message}"
    assert pids(folder) == []


@pytest.mark.parametrize(("command", "message"), [
    ("", "expected a command that starts the engine, not ''"),
    ("   ", "expected a command that starts the engine, not '   '"),
    ("'unclosed", "cannot split the command '\\'unclosed': No closing quotation"),
])
def test_a_blank_or_unsplittable_engine_command_is_refused(capsys, command, message):
    with pytest.raises(SystemExit) as stopped:
        main(["conform", "--engine", command])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == f"oracle conform: error: argument --engine: {message}"


def suite_folder(tmp_path: Path, name: str, text: str | bytes) -> Path:
    folder = tmp_path / "suite"
    folder.mkdir()
    (folder / name).write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return folder


GOOD_CASE = item("cases", CASE)


@pytest.mark.parametrize(("name", "text", "message"), [
    ("bad.json", '{"cases": [', "$: not valid JSON: line 1 column 12: Expecting value"),
    ("bad.json", '{"cases": [NaN]}', "$.cases[0]: NaN is not a JSON value"),
    ("bad.json", '{"cases": [], "cases": []}', "$: the key 'cases' appears twice in one object"),
    ("bad.json", b'{"cases": ["\xff"]}', "$: not UTF-8 text: byte 12 (0xff) cannot start or continue "
                                         "a character"),
    ("bad.json", '{"cases": ' + "[" * 40 + "]" * 40 + "}", "$.cases" + "[0]" * 31 + ": nested more than 32 deep"),
    ("bad.json", "[]", "$: expected an object, not []"),
    ("bad.json", '{"case": []}', "$: missing key 'cases'"),
    ("bad.json", '{"cases": [{"id": "x"}]}', "$.cases[0]: missing key 'description'"),
    ("bad.json", json.dumps({"cases": [{**GOOD_CASE, "rules": "trade.price"}]}),
     "$.cases[0].rules: expected an array, not \"trade.price\""),
    ("bad.json", json.dumps({"cases": [{**GOOD_CASE, "record": {**GOOD_CASE["record"], "moves": [1]}}]}),
     "$.cases[0].record.moves[0]: expected an object, not 1"),
    ("bad.json", json.dumps({"cases": [{**GOOD_CASE, "expect": {"observe": [{"player": 2, "observation": {}}]}}]}),
     "$.cases[0].expect.observe[0].player: expected 0 or 1, not 2"),
    ("perft.json", json.dumps({"positions": [{"name": "p", "record": GOOD_CASE["record"], "nodes": [1] * 9}]}),
     "$.positions[0].nodes: expected counts for depths 1 to at most 5, not 9 of them"),
])
def test_a_malformed_suite_file_is_one_error_line_naming_the_file_and_path(tmp_path, engine, capsys, name, text,
                                                                           message):
    command, folder = engine
    suite = suite_folder(tmp_path, name, text)
    assert main(["conform", "--engine", command, "--suite", str(suite)]) == 2
    err = capsys.readouterr().err
    assert err == f"oracle: {suite / name}: {message}\n"
    assert pids(folder) == []


def test_a_missing_or_empty_suite_folder_is_refused(tmp_path, engine, capsys):
    command, folder = engine
    missing = tmp_path / "missing"
    assert main(["conform", "--engine", command, "--suite", str(missing)]) == 2
    assert capsys.readouterr().err == f"oracle: {missing}: $: no such folder\n"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["conform", "--engine", command, "--suite", str(empty)]) == 2
    assert capsys.readouterr().err == (f"oracle: {empty}: $: holds no conformance items (no case files, "
                                       "games/*.json or perft.json)\n")
    (tmp_path / "f").mkdir()
    fifo = suite_folder(tmp_path / "f", "x.txt", "")
    os.mkfifo(fifo / "planted.json")        # opening it would wait for a writer forever
    assert main(["conform", "--engine", command, "--suite", str(fifo)]) == 2
    assert capsys.readouterr().err == f"oracle: {fifo / 'planted.json'}: $: is not a regular file\n"
    assert pids(folder) == []


def test_a_selection_matching_nothing_is_refused(engine, capsys):
    command, folder = engine
    message = (f"conform: no items selected (the suite holds {len(SUITE.cases)} cases, {len(SUITE.goldens)} "
               f"goldens and {len(SUITE.perft)} perft positions; see -k, --tag, --rule, --only, --variant and "
               "--players)")
    assert main(["conform", "--engine", command, "-k", "no-such-item"]) == 2
    assert capsys.readouterr().err == f"oracle: {message}\n"
    assert main(["conform", "--engine", command, "-k", "no-such-item", "--json"]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and json.loads(out) == {"error": "invalid_input", "message": message}
    assert pids(folder) == []


def test_unwritable_track_and_out_paths_are_refused_before_the_run(tmp_path, engine, capsys):
    command, folder = engine
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    (tmp_path / "link.json").symlink_to(tmp_path / "a-file")
    os.mkfifo(tmp_path / "fifo")   # not a device such as /dev/null: a broken runner run as root would replace it
    refused = {
        str(tmp_path / "missing" / "baseline.json"): f"the folder {tmp_path / 'missing'} does not exist",
        str(tmp_path / "a-folder"): "it is a directory",
        str(tmp_path / "link.json"): "it is a symbolic link; name the file itself",
        str(tmp_path / "fifo"): "it is not a regular file (a device, a FIFO or a socket)",
    }
    for path, why in refused.items():
        assert main(["conform", "--engine", command, "--only", "perft", "--track", path]) == 2
        assert capsys.readouterr().err == f"oracle: cannot write {path}: {why}\n"
    for path in (tmp_path / "a-file", tmp_path / "a-file" / "below"):
        assert main(["conform", "--engine", command, "--fuzz", "1", "--out", str(path)]) == 2
        why = "not a folder" if path.name == "a-file" else "cannot make the folder: Not a directory"
        assert capsys.readouterr().err == f"oracle: --out {path}: {why}\n"
    assert pids(folder) == []


def test_a_malformed_baseline_is_an_error_and_is_left_alone(tmp_path, engine, capsys):
    command, folder = engine
    baseline = tmp_path / "baseline.json"
    for text, message in [("not json", "$: not valid JSON: line 1 column 1: Expecting value"),
                          ("[1, 2]", "$: expected an object mapping 'section:id' to a status, as --track writes"),
                          ('{"perft:x": "great"}', "$['perft:x']: expected one of pass, fail, error, skip, invalid, "
                                                   "not 'great'")]:
        baseline.write_text(text, encoding="utf-8")
        assert main(["conform", "--engine", command, "--only", "perft", "--track", str(baseline)]) == 2
        assert capsys.readouterr().err == f"oracle: {baseline}: {message}\n"
        assert baseline.read_text(encoding="utf-8") == text
    assert pids(folder) == []


def test_json_output_stays_valid_json_whatever_the_engine_says(tmp_path, capsys):
    (tmp_path / "attack.json").write_text(json.dumps({"attacks": [raw(
        ("perft", POSITION, "new_game", 1),
        b'{"id":@ID@,"type":"error","message":"\\u0000\\n\\u001b[31m\\u202e\\"}{\\u2028"}')]}), encoding="utf-8")
    code = main(["conform", "--engine", hostile(tmp_path, "answer"), "--only", "perft", "-k", POSITION, "--json",
                 *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    (only,) = report["results"]
    assert only["message"] == ("engine error: the engine answered 'new_game' with an error: "
                               "'\\u0000\\u000a\\u001b[31m\\u202e\"}{\\u2028'")
    assert_all_gone(tmp_path)


def test_fuzz_runs_without_hypothesis_installed(oracle_adapter, capsys, monkeypatch, tmp_path):
    """The divergence search shrinks by itself: an engine author's machine needs no Hypothesis."""
    monkeypatch.setitem(sys.modules, "hypothesis", None)         # as if it were not installed
    monkeypatch.delitem(sys.modules, "oracle.conformance.fuzz", raising=False)
    assert main(["conform", "--engine", oracle_adapter, "--fuzz", "1", "--out", str(tmp_path),
                 "--variant", "standard", *PATIENT]) == 0
    assert capsys.readouterr().out == "1 games, no divergence\n"


# ---- answers full of schema errors: the work is bounded by the answer's size, not its errors -------------

BAD_ITEM = b"1"       # no list of the protocol takes a number for an item
GAMES = {"duel": load_game("duel"), "classic": load_game("classic"), "architects": load_game("architects")}
# where each answer holds a list, game by game (the answer's own key first)
PADDED = {
    "hello": {g: ["games"] for g in GAMES},
    "apply": {g: ["events"] for g in GAMES},
    "legal": {g: ["actions"] for g in GAMES},
    "perft": {g: ["divide"] for g in GAMES},
    "state": {"duel": ["state", "players", 0, "city"], "classic": ["state", "players", 0, "structures"],
              "architects": ["state", "players", 0, "progress"]},
    "observe": {"duel": ["observation", "cities", 0, "cards"], "classic": ["observation", "cities", 0, "structures"],
                "architects": ["observation", "cities", 0, "progress"]},
}
ANSWER_TYPE = {"hello": "hello", "apply": "applied", "legal": "legal", "perft": "perft", "state": "state",
               "observe": "observation"}
STOPS = f"(and at least {SCHEMA_ERRORS_COUNTED - 1} more errors; the validation stops at {SCHEMA_ERRORS_COUNTED})"


def attacked_item(game: str, request: str) -> tuple[str, dict[str, Any]]:
    """An item of ``game`` that makes ``request`` (a perft position for 'perft')."""
    suite = load_suite(game=GAMES[game])
    if request == "perft":
        return "perft", suite.perft[0]
    return "cases", next(c for c in suite.cases if {"state", "legal", "observe"} <= set(c["expect"])
                         and c["record"]["moves"])


def true_answer(game: str, request: str) -> dict[str, Any]:
    """The reference adapter's answer to ``request`` at the end of the attacked item's record."""
    record = attacked_item(game, request)[1]["record"]
    adapter = Adapter()
    if request == "hello":
        return adapter.handle({"id": 1, "type": "hello"}) or {}
    adapter.handle({"id": 1, "type": "new_game", "game": game, "variant": record.get("variant", "standard"),
                    "players": record.get("players", 2), "setup": record["setup"]})
    moves = [{"action": {k: v for k, v in m.items() if k != "player"}, **({"player": m["player"]} if "player" in m
                                                                         else {})} for m in record["moves"]]
    if request == "apply":
        for move in moves[:-1]:
            adapter.handle({"id": 1, "type": "apply", **move})
        return adapter.handle({"id": 1, "type": "apply", **moves[-1]}) or {}
    for move in moves:
        adapter.handle({"id": 1, "type": "apply", **move})
    body: dict[str, Any] = {
                            "legal": {"type": "legal", "player": 0}, "state": {"type": "state"},
                            "observe": {"type": "observe", "player": 0},
                            "perft": {"type": "perft", "depth": 1}}[request]
    return adapter.handle({"id": 1, **body}) or {}


class Counting:
    """An iterator of schema errors that counts those drawn and whether it was closed."""

    def __init__(self, errors: Iterator[Any]):
        self.errors = errors
        self.drawn = 0
        self.closed = False

    def __iter__(self) -> Counting:
        return self

    def __next__(self) -> Any:
        error = next(self.errors)
        self.drawn += 1
        return error

    def close(self) -> None:
        self.closed = True
        getattr(self.errors, "close", lambda: None)()


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("request_kind", sorted(PADDED))
def test_the_validation_of_an_answer_stops_after_a_bounded_number_of_errors(game, request_kind):
    """An answer holding 100,000 bad items: the validator is asked for exactly SCHEMA_ERRORS_COUNTED errors,
    then closed; the message names the first and says the count stopped there."""
    answer = json.loads(padded(true_answer(game, request_kind), PADDED[request_kind][game], BAD_ITEM, 100_000))
    errors = Counting(response_validator(game, 2).iter_errors(answer))
    problem = schema_problem(errors)
    assert (errors.drawn, errors.closed) == (SCHEMA_ERRORS_COUNTED, True)
    where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in PADDED[request_kind][game])
    assert problem is not None and problem.startswith(f"{where}[0]: 1 is ") and problem.endswith(STOPS), problem


def test_finding_the_first_errors_of_a_huge_answer_takes_memory_bounded_by_the_errors_kept():
    """Every error of the answer was collected and sorted before: a million bad items took gigabytes.
    Now the errors are drawn lazily, so the first few cost a few kilobytes whatever the answer holds."""
    answer = json.loads(padded(true_answer("duel", "state"), PADDED["state"]["duel"], BAD_ITEM, 1_000_000))
    validator_ = response_validator("duel", 2)
    schema_problem(validator_.iter_errors(answer))      # every validator built and cached before measuring
    tracemalloc.start()
    try:
        problem = schema_problem(validator_.iter_errors(answer))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert problem is not None and problem.endswith(STOPS)
    assert peak < 1_000_000, f"{peak:,} bytes to find the first errors of a 2 MB answer"


def test_unique_items_are_told_apart_as_json_schema_says_in_one_pass():
    unique = _lazy("duel", 2)({"uniqueItems": True})
    assert [e.message.endswith("has non-unique elements") for e in unique.iter_errors([1, 1.0])] == [True]
    assert list(unique.iter_errors([1, True, "1", [1], {"a": 1}, {"a": True}])) == []
    assert list(unique.iter_errors([{"a": 1, "b": [2.0]}, {"b": [2], "a": 1.0}])) != []
    # distinct objects do not sort: the library compared them pairwise (a quarter of a million, here)
    assert list(unique.iter_errors([{"n": n} for n in range(250_000)])) == []


def run_attacked(game: str, request: str, attacks: list[dict[str, Any]]) -> Result:
    section, chosen = attacked_item(game, request)
    with tempfile.TemporaryDirectory(prefix="hostile-") as name:
        folder = Path(name)
        (folder / "attack.json").write_text(json.dumps({"attacks": attacks}), encoding="utf-8")
        runner = Runner(hostile(folder, "answer"), timeout=PATIENCE, startup_timeout=PATIENCE, game=GAMES[game])
        try:
            result = runner.run_perft(chosen) if section == "perft" else runner.run_case(chosen)
        finally:
            runner.close()
        assert_all_gone(folder)
    return result


def pad(request: str, path: list[Any], item: bytes, count: int, nth: int = 1) -> dict[str, Any]:
    return {"request": request, "nth": nth, "pad": {"path": path, "item": base64.b64encode(item).decode(),
                                                    "count": count}}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("request_kind", sorted(PADDED))
def test_an_answer_full_of_bad_items_is_one_schema_error_counting_up_to_a_bound(game, request_kind):
    path = PADDED[request_kind][game]
    result = run_attacked(game, request_kind, [pad(request_kind, path, BAD_ITEM, 20_000)])
    assert_clean(result)
    where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
    assert result.status == "error"
    assert result.message.startswith(f"engine schema: the '{ANSWER_TYPE[request_kind]}' answer to '{request_kind}' "
                                     f"breaks the schema at {where}[0]: 1 is "), result.message
    assert result.message.endswith(STOPS), result.message


def test_a_difference_as_large_as_an_answer_is_bounded_in_the_report():
    """Every state answer reports 100,000 copies of a card in player 0's city (valid names, so the
    schema takes them): the first divergence is there before the first move, and its sentence and
    details, like the result's, are cut to their limits."""
    target = ("cases", CASE, "state", 1)
    attacks = [pad("state", ["state", "players", 0, "city"], b'"Baths"', 100_000, nth) for nth in range(1, 13)]
    results, _, _ = attack(target, attacks)
    (result,) = results
    assert result.status == "fail" and result.divergence is not None, result.line()
    assert result.message.startswith("first divergence before the first move: state.players[0].city: ")
    assert len(result.message) <= MESSAGE_LIMIT + 40
    assert len(result.divergence["what"]) <= MESSAGE_LIMIT + 40
    assert result.divergence["details"] and all(len(d) <= DETAIL_LIMIT + 40 for d in result.divergence["details"])
    assert result.details and all(len(d) <= DETAIL_LIMIT + 40 for d in result.details)


def test_an_untrusted_key_in_an_answer_is_cut_in_the_message():
    """A key of the engine's that the schema checks the value of is part of the error's path: cut there."""
    target = ("cases", CASE, "hello", 1)
    key = b"k" * 500_000
    line = (b'{"id":@ID@,"type":"hello","protocol":"wonders-adapter/2","engine":"x","games":[{"game":"duel",'
            b'"variant_players":{"' + key + b'":"x"}}]}')
    result = check(target, [raw(target, line)])
    assert result.message == ("engine schema: the 'hello' answer to 'hello' breaks the schema at "
                              "$.games[0].variant_players['" + "k" * 60 + "'… (499,940 more characters)]: 'x' is "
                              "not of type 'array'")


# ---- the hello decides what runs ----------------------------------------------------------------------------

NO_GAME = "engine protocol: the 'hello' answer announces no game (it {}): the engine cannot be checked on anything"
HELLO_1 = b'{"id":@ID@,"type":"hello","protocol":"wonders-adapter/1","engine":"x","capabilities":["events","observe"]'
HELLO_2 = b'{"id":@ID@,"type":"hello","protocol":"wonders-adapter/2","engine":"x","capabilities":["events","observe"]'


@pytest.mark.parametrize(("line", "status", "message"), [
    (HELLO_2 + b',"games":[]}', "error", NO_GAME.format("lists no game in 'games'")),
    (HELLO_2 + b"}", "error", NO_GAME.format("lists no game in 'games'")),
    (HELLO_1 + b',"games":["classic"]}', "error", NO_GAME.format("does not list 'duel' in 'games'")),
    (HELLO_2 + b',"games":[{"game":"classic"},{"game":"architects","variants":["standard"]}]}', "skip",
     "the engine does not announce the game 'duel'"),
    (HELLO_2 + b',"games":[{"game":"duel","variants":["second_printing"]},{"game":"duel"}]}', "skip",
     "the engine does not announce the variant 'first_printing'"),
    (HELLO_2 + b',"games":[{"game":"duel","variants":["standard"]}]}', "pass", ""),
    (HELLO_2 + b',"games":[{"game":"duel","players":[3]}]}', "skip",
     "the engine does not announce 2 players for the variant 'first_printing'"),
    (HELLO_1 + b"}", "pass", ""),
], ids=["no-games", "games-left-out", "protocol-1-without-duel", "another-game", "first-entry-counts",
        "another-variant-it-holds-for", "other-players", "protocol-1-duel-implied"])
def test_the_hello_decides_which_items_run(line, status, message):
    # CASE is of Duel's first printing and holds under the standard game too: an engine announcing
    # only the standard game runs it under that variant
    target = ("cases", CASE, "hello", 1)
    result = check(target, [raw(target, line)])
    assert (result.status, result.message) == (status, message)


def test_a_suite_file_key_is_cut_in_the_error_path(tmp_path, engine, capsys):
    command, folder = engine
    key = "k" * 100_000
    suite = suite_folder(tmp_path, "bad.json", json.dumps({"cases": [{**GOOD_CASE, "tags": {"area": "x", key: 1}}]}))
    assert main(["conform", "--engine", command, "--suite", str(suite)]) == 2
    assert capsys.readouterr().err == (f"oracle: {suite / 'bad.json'}: $.cases[0].tags['" + "k" * 60 + "'… (99,940 "
                                       "more characters)]: expected a string, not 1\n")
    assert pids(folder) == []
