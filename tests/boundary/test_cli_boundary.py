"""Hostile records and paths given to the ``oracle`` command: one line, the promised exit status.

Exit status 2 for malformed input (here: a record or a path to write), 1 for an illegal move,
3 for an internal error; ``--json`` errors are one compact JSON line on standard output.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from oracle import cli
from oracle.cli import main

VALID = None  # filled by the fixture below


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> dict:
    path = tmp_path_factory.mktemp("record") / "game.json"
    assert main(["play", "--seed", "4", "--record", str(path)]) == 0
    return json.loads(path.read_text())


def run_json(capsys, tmp_path: Path, text: str | bytes, command: str = "replay") -> tuple[int, dict, str]:
    path = tmp_path / "hostile.json"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    code = main([command, str(path), "--json"])
    out, err = capsys.readouterr()
    assert out.count("\n") == 1, f"one JSON line, not {out!r}"
    return code, json.loads(out), err


def with_setup(record: dict, **changes) -> str:
    setup = {**record["setup"], **changes}
    return json.dumps({**record, "setup": setup})


@pytest.mark.parametrize("command", ["replay", "legal"])
def test_each_record_attack_is_one_line_with_status_2(capsys, tmp_path, record, command):
    first = record["setup"]["wonders"][0]
    attacks = {
        "deep": ('{"game": "duel", "meta": ' + "[" * 5000 + "]" * 5000 + "}", "$", "nested more than 32 deep"),
        "huge number": ('{"game": "duel", "x": ' + "7" * 5000 + "}", "$.x",
                        "a number of 5000 digits (at most 24 are read)"),
        "NaN": ('{"game": "duel", "meta": {"score": NaN}}', "$.meta.score", "NaN is not a JSON value"),
        "Infinity": ('{"game": "duel", "meta": [Infinity]}', "$.meta[0]", "Infinity is not a JSON value"),
        "duplicate key": ('{"game": "duel", "game": "classic"}', "$", "the key 'game' appears twice in one object"),
        "float seat": (with_setup(record, first_player=1.0), "$.setup.first_player", "expected 0 or 1, not 1.0"),
        "bool seat": (with_setup(record, first_player=True), "$.setup.first_player", "expected 0 or 1, not true"),
        "forged name": (with_setup(record, wonders=["Baths\noracle: ok\x1b[2J", *record["setup"]["wonders"][1:]]),
                        "$.setup.wonders[0]", "unknown wonder 'Baths\\u000aoracle: ok\\u001b[2J'"),
        "token in board and box": (
            with_setup(record, progress_tokens={"board": record["setup"]["progress_tokens"]["board"],
                                                "box": [record["setup"]["progress_tokens"]["board"][0],
                                                        *record["setup"]["progress_tokens"]["box"][1:]]}),
            "$.setup.progress_tokens.box[0]",
            f"'{record['setup']['progress_tokens']['board'][0]}' is also on the board"),
        "unknown key": (json.dumps({**record, "moves\u202e": []}), "$['moves\\u202e']",
                        "unexpected key 'moves\\u202e' (did you mean 'moves'?)"),
    }
    for name, (text, path, message) in attacks.items():
        code, answer, err = run_json(capsys, tmp_path, text, command)
        assert (code, answer) == (2, {"error": "invalid_record", "path": path, "message": message}), name
        assert err == ""
    assert first  # the record fixture holds a real setup


def test_a_huge_record_with_an_unknown_name_is_refused_quickly_by_size(capsys, tmp_path, record):
    name = "x" * 50_000_000
    code, answer, _ = run_json(capsys, tmp_path, with_setup(record, wonders=[name]))
    assert code == 2 and answer["path"] == "$"
    assert answer["message"].startswith("the record ") and answer["message"].endswith(
        " is longer than 4,194,304 bytes, the most that is read")


def test_an_unknown_long_name_is_echoed_bounded_without_a_search(capsys, tmp_path, record):
    name = "Q" * 3_000_000
    code, answer, _ = run_json(capsys, tmp_path, with_setup(record, wonders=[name, *record["setup"]["wonders"][1:]]))
    assert code == 2
    assert answer["message"] == "unknown wonder '" + "Q" * 60 + "'… (2,999,940 more characters)"


def test_not_utf8_is_refused_with_the_byte_offset(capsys, tmp_path):
    code, answer, _ = run_json(capsys, tmp_path, b'{"game": "d\xe9uel"}')
    assert (code, answer["message"]) == (2, "not UTF-8 text: byte 11 (0xe9) cannot start or continue a character")


def test_an_illegal_move_in_json_is_one_line_with_status_1(capsys, tmp_path, record):
    bad = {**record, "moves": [{"action": "pick_wonder", "wonder": record["setup"]["wonders"][5]}]}
    code, answer, _ = run_json(capsys, tmp_path, json.dumps(bad))
    assert code == 1
    assert answer == {"error": "illegal_move", "move_index": 0, "rule": "setup.draft",
                      "message": answer["message"]}


@pytest.mark.parametrize(("argv", "message"), [
    (["play", "--record", ""], "argument --record: expected the path of a file to write, not an empty string"),
    (["play", "--games", "-5"], "argument --games: expected a whole number from 1 to 1,000,000,000, not '-5'"),
    (["play", "--games", "5", "--workers", "100000"],
     "argument --workers: expected a whole number from 1 to 64, not '100000'"),
    (["play", "--seed", "1" * 5000], "argument --seed: expected a whole number from 0 to 18,446,744,073,709,551,615, "
                                     "not '" + "1" * 40 + "'… (4,960 more characters)"),
])
def test_bad_numbers_and_paths_on_the_command_line_are_refused(capsys, argv, message):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == f"oracle play: error: {message}"


@pytest.mark.parametrize("target", ["/", "/dev/null", "dir", "link"])
def test_record_refuses_anything_but_a_regular_file_before_playing(capsys, tmp_path, target, monkeypatch):
    played = []
    monkeypatch.setattr(cli, "_game", lambda *a, **k: played.append(1))
    victim = tmp_path / "victim"
    victim.write_text("precious")
    if target == "dir":
        path = tmp_path / "d"
        path.mkdir()
    elif target == "link":
        path = tmp_path / "l.json"
        path.symlink_to(victim)
    else:
        path = Path(target)
    assert main(["play", "--record", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"oracle: cannot write {path}") and err.count("\n") == 1
    assert played == [], "nothing is played when the record cannot be written"
    assert victim.read_text() == "precious" and os.path.exists("/dev/null")


def test_an_internal_error_is_status_3_with_a_hint_and_no_traceback(capsys, monkeypatch):
    def broken(args):
        raise ZeroDivisionError("division by zero")
    monkeypatch.setattr(cli, "cmd_rules", broken)
    assert main(["rules"]) == 3
    err = capsys.readouterr().err
    assert err == ("oracle: internal error: ZeroDivisionError: division by zero; this is a bug of the oracle: "
                   "please report it with the command and its input (run again with --debug or ORACLE_DEBUG=1 "
                   "for the traceback)\n")
    assert main(["--debug", "rules"]) == 3
    err = capsys.readouterr().err
    assert err.startswith("Traceback (most recent call last):") and "ZeroDivisionError" in err


def test_an_internal_error_with_json_is_one_json_line(capsys, monkeypatch):
    monkeypatch.setattr(cli, "cmd_rules", lambda args: [][1])
    assert main(["rules", "--json"]) == 3
    out = capsys.readouterr().out
    assert json.loads(out) == {"error": "internal_error", "message": "IndexError: list index out of range"}
    assert out.count("\n") == 1


def test_the_command_exits_3_not_1_on_a_crash(tmp_path):
    """In a real process: a failure that is not an OracleError is status 3, never 1 (an illegal move)."""
    script = ("import sys; from oracle import cli\n"
              "cli.cmd_spec = lambda args: (_ for _ in ()).throw(MemoryError('boom'))\n"
              "sys.exit(cli.main(['spec']))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 3
    assert "Traceback" not in done.stderr and done.stderr.startswith("oracle: internal error: MemoryError: boom")


@pytest.mark.parametrize(("argv", "line"), [
    (["play", "--bogus-" + "x" * 5000],
     "oracle: error: unrecognized arguments: --bogus-" + "x" * 268 + "… (4,732 more characters)"),
    (["q" * 5000], "oracle: error: argument command: invalid choice: '" + "q" * 265 + "… (4,823 more characters)"),
    (["play", "--bogus\x1b[2J\u202e"], "oracle: error: unrecognized arguments: --bogus\\u001b[2J\\u202e"),
])
def test_a_usage_error_echoes_what_was_typed_escaped_and_cut(capsys, argv, line):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == line


def test_an_internal_errors_message_is_cut_and_escaped(capsys, monkeypatch):
    def broken(args):
        raise ValueError("y" * 5000 + "\n\x1b[2J")
    monkeypatch.setattr(cli, "cmd_rules", broken)
    assert main(["rules"]) == 3
    assert capsys.readouterr().err == ("oracle: internal error: ValueError: " + "y" * 200
                                       + "… (4,805 more characters); this is a bug of the oracle: please report it "
                                       "with the command and its input "
                                       "(run again with --debug or ORACLE_DEBUG=1 for the traceback)\n")
