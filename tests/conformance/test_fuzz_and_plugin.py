"""The divergence search and the pytest plugin."""

from __future__ import annotations

import json
import subprocess
import sys

from oracle.cli import main
from oracle.conformance.runner import Runner, Selection, load_suite
from oracle.conformance.schemas import validator
from tests.conformance.conftest import python_command

SUITE = load_suite()


def test_fuzz_finds_nothing_against_the_oracle(oracle_adapter, tmp_path, capsys):
    code = main(["conform", "--engine", oracle_adapter, "--fuzz", "4", "--out", str(tmp_path)])
    assert code == 0
    assert capsys.readouterr().out == "4 games, no divergence\n"
    assert list(tmp_path.iterdir()) == []


def test_fuzz_shrinks_a_divergence_into_a_case_that_pins_it(oracle_adapter, tmp_path, capsys):
    mutant = python_command("mutants.py", "trade-money-to-opponent")
    code = main(["conform", "--engine", mutant, "--fuzz", "10", "--seed", "1", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1
    assert out.startswith("game 1: diverges after 11 moves; shrunk to ")
    (path,) = tmp_path.iterdir()
    data = json.loads(path.read_text())
    validator("case").validate(data)
    (case,) = data["cases"]
    assert case["id"].startswith("fuzz-divergence-") and path.name == f"{case['id']}.json"
    assert len(case["record"]["moves"]) <= 11
    assert "trade.price" in case["rules"]
    suite = load_suite(tmp_path)
    assert [r.status for r in _run(oracle_adapter, suite)] == ["pass"]
    failed = _run(mutant, suite)
    assert [r.status for r in failed] == ["fail"] and failed[0].rules


def _run(command, suite):
    runner = Runner(command, timeout=60)
    try:
        return [item() for item in runner.items(suite, Selection())]
    finally:
        runner.close()


def test_pytest_plugin_turns_the_suite_into_items(tmp_path):
    def pytest(*args):
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)

    passing = pytest("--wonders-engine", f"{sys.executable} -m oracle.cli adapter", "-k", "perft")
    assert passing.returncode == 0, passing.stdout[-2000:]
    assert passing.stdout.strip().splitlines()[-1].startswith("5 passed")
    failing = pytest("--wonders-engine", python_command("mutants.py", "no-wonder-cap"), "-k", "seventh-wonder")
    assert failing.returncode == 1
    # the seventh wonder is refused nowhere: the first divergence is the legal list offering it, so
    # the wonder cap is blamed first
    assert "rules: wonder.cap, wonder.build" in failing.stdout
    assert "first divergence after move" in failing.stdout
    last = failing.stdout.strip().splitlines()[-1]
    assert "failed" in last and "passed" not in last


def test_pytest_plugin_items_are_selected_by_keyword_expressions_and_markers(tmp_path):
    """-k takes pytest's expressions over an item's id, section, area, rules, variant and game;
    -m its markers (wonders, and cases, goldens or perft)."""
    def collected(*args):
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                               "--wonders-engine", f"{sys.executable} -m oracle.cli adapter", *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
        return [line.removeprefix("::") for line in done.stdout.splitlines()
                if line.startswith(("::case[", "::golden[", "::perft["))]

    # "military" matches a case's area and, as -k matches within words, its military.* rule ids; a
    # golden's id (the military policy) or tags (a game won by military supremacy)
    military = [f"case[{c['id']}]" for c in SUITE.cases
                if c["tags"]["area"] == "military" or any(r.startswith("military.") for r in c["rules"])]
    military += [f"golden[{g['id']}]" for g in SUITE.goldens
                 if "military" in g["id"] or any("military" in t for t in g["tags"])]
    perft = [f"perft[{p['name']}]" for p in SUITE.perft]
    assert collected("-k", "military or perft") == military + perft
    assert len(military) > 32 and any(m.startswith("golden[") for m in military) and len(perft) == 5
    assert collected("-k", "not golden") == [f"case[{c['id']}]" for c in SUITE.cases] + perft
    assert collected("-k", "wonder.cap and not seventh") == [
        f"case[{c['id']}]" for c in SUITE.cases if "wonder.cap" in c["rules"] and "seventh" not in c["id"]]
    assert collected("-m", "perft") == perft
    assert collected("-m", "wonders and goldens") == [f"golden[{g['id']}]" for g in SUITE.goldens]


def test_pytest_plugin_refuses_bad_options_before_any_engine_starts(tmp_path):
    def pytest(*args):
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)

    engine = f"{sys.executable} -m oracle.cli adapter"
    bad_time = pytest("--wonders-engine", engine, "--wonders-timeout", "nan")
    assert bad_time.returncode == 4
    assert "argument --wonders-timeout: expected a number of seconds above 0 and at most 86400, not 'nan'" \
        in bad_time.stderr
    missing = tmp_path / "missing"
    no_suite = pytest("--wonders-engine", engine, "--wonders-suite", str(missing))
    assert no_suite.returncode == 4
    assert f"ERROR: --wonders-suite: {missing}: $: no such folder" in no_suite.stderr
    blank = pytest("--wonders-engine", "  ")
    assert blank.returncode == 4
    assert "ERROR: --wonders-engine: expected a command that starts the engine, not '  '" in blank.stderr


def test_fuzz_stops_after_three_games_in_a_row_end_in_a_fault(tmp_path, capsys):
    code = main(["conform", "--engine", python_command("fake_engines.py", "exit-at-start"), "--fuzz", "10",
                 "--out", str(tmp_path)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    fault = ("engine crash: the engine closed its output during 'hello' (exit status 3); its last error output: "
             "'cannot start: no licence file'")
    assert lines == [f"game 1: {fault}", f"game 2: {fault}", f"game 3: {fault}",
                     "stopped: the engine misbehaved in 3 games in a row"]
    assert list(tmp_path.iterdir()) == []
