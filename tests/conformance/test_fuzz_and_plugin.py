"""The divergence search and the pytest plugin."""

from __future__ import annotations

import json
import subprocess
import sys

from oracle.cli import main
from oracle.conformance.runner import Runner
from oracle.conformance.schemas import validator
from oracle.conformance.suite import Selection, load_suite
from tests.conformance.conftest import python_command
from tests.patience import PATIENCE, PATIENT, PATIENT_PLUGIN

SUITE = load_suite()


def test_fuzz_finds_nothing_against_the_oracle(oracle_adapter, tmp_path, capsys):
    code = main(["conform", "--engine", oracle_adapter, "--fuzz", "4", "--out", str(tmp_path), *PATIENT])
    assert code == 0
    # every variant the adapter announces is played
    assert capsys.readouterr().out == ("variant standard, 2 players: 4 games, no divergence\n"
                                       "variant first_printing, 2 players: 4 games, no divergence\n")
    assert list(tmp_path.iterdir()) == []


def test_fuzz_groups_the_divergences_and_writes_one_case_per_group(oracle_adapter, tmp_path, capsys):
    mutant = python_command("mutants.py", "trade-money-to-opponent")
    code = main(["conform", "--engine", mutant, "--fuzz", "10", "--seed", "1", "--out", str(tmp_path),
                 "--variant", "standard", *PATIENT])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    # every game diverges the same way: one group, its shortest example (seed 2, after the 8 wonder
    # picks and one build paying for trade) cannot be cut shorter
    assert out[0] == ("[trade.bank] events: 10 game(s) (seed 1, 2, 3, 4, 5, 6, 7, 8 and 2 "
                      "more); shortest diverges after 9 moves, shrunk to 9: event unexpected: "
                      '{"amount":2,"kind":"coins","player":1,"subject":"Baths"}')
    assert out[2] == "10 games: 10 diverging, in 1 group(s); 0 ending in an engine fault"
    (path,) = tmp_path.iterdir()
    assert out[1] == f"  written to {path}"
    data = json.loads(path.read_text())
    validator("case").validate(data)
    (case,) = data["cases"]
    assert case["id"].startswith("fuzz-divergence-") and path.name == f"{case['id']}.json"
    assert len(case["record"]["moves"]) == 9
    assert case["rules"] == ["effect.receive_opponent_trade", "trade.bank", "turn.build"]
    assert case["description"].startswith("Found by the divergence search (seed 2): first divergence after move 8 "
                                          '{"action":"build","card":"Baths"}: event unexpected')
    assert {"amount": 2, "kind": "coins", "player": 1, "subject": "Baths"} not in case["expect"]["events"]
    suite = load_suite(tmp_path)
    assert [r.status for r in _run(oracle_adapter, suite)] == ["pass"]
    failed = _run(mutant, suite)
    assert [r.status for r in failed] == ["fail"] and failed[0].rules[0] == "trade.bank"


def test_fuzz_json_lists_the_groups(tmp_path, capsys):
    mutant = python_command("mutants.py", "trade-money-to-opponent")
    code = main(["conform", "--engine", mutant, "--fuzz", "3", "--seed", "1", "--out", str(tmp_path), "--json",
                 *PATIENT])
    whole = json.loads(capsys.readouterr().out)
    assert code == 1
    assert (whole["game"], [v["variant"] for v in whole["variants"]], whole["left_out"]) == \
        ("duel", ["standard", "first_printing"], [])
    report = whole["variants"][0]
    assert (report["games"], report["faults"], report["stopped"]) == (3, [], False)
    (group,) = report["groups"]
    assert (group["rule"], group["kind"], group["seeds"], group["moves"], group["shrunk_to"]) == \
        ("trade.bank", "events", [1, 2, 3], 9, 9)
    assert group["first_divergence"]["moves"] == 9 and group["first_divergence"]["kind"] == "events"
    assert group["path"] == str(tmp_path / f"{group['case']}.json")


def _run(command, suite):
    runner = Runner(command, timeout=PATIENCE, startup_timeout=PATIENCE)
    try:
        return [item() for item in runner.items(suite, Selection())]
    finally:
        runner.close()


def test_pytest_plugin_turns_the_suite_into_items(tmp_path):
    def pytest(*args):
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *PATIENT_PLUGIN, *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)

    passing = pytest("--wonders-engine", f"{sys.executable} -m oracle.cli adapter", "-k", "perft")
    assert passing.returncode == 0, passing.stdout[-2000:]
    assert passing.stdout.strip().splitlines()[-1].startswith("7 passed")
    # after pytest's count of items, the ruleset and the items of each kind the plugin made
    assert "wonders: 7 Wonders Duel, every variant (standard, first_printing): 1,061 cases, 260 goldens, 7 perft" \
        in passing.stdout.splitlines()
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
    -m its markers (wonders, and cases, goldens or perft).  An item's node id is SECTION::ID and
    --collect-only counts the items."""
    def collected(*args):
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                               "--wonders-engine", f"{sys.executable} -m oracle.cli adapter", *PATIENT_PLUGIN, *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
        names = [line for line in done.stdout.splitlines() if line.startswith(("cases::", "goldens::", "perft::"))]
        total = len(SUITE.cases) + len(SUITE.goldens) + len(SUITE.perft)
        assert done.returncode == 0
        assert done.stdout.strip().splitlines()[-1].startswith(
            f"{len(names)}/{total} tests collected ({total - len(names)} deselected)"
            if len(names) < total else f"{total} tests collected")
        return names

    # "military" matches a case's area and, as -k matches within words, its military.* rule ids; a
    # golden's id (the military policy) or tags (a game won by military supremacy)
    military = [f"cases::{c['id']}" for c in SUITE.cases
                if c["tags"]["area"] == "military" or any(r.startswith("military.") for r in c["rules"])]
    military += [f"goldens::{g['id']}" for g in SUITE.goldens
                 if "military" in g["id"] or any("military" in t for t in g["tags"])]
    perft = [f"perft::{p['name']}" for p in SUITE.perft]
    assert collected("-k", "military or perft") == military + perft
    assert len(military) > 32 and any(m.startswith("goldens::") for m in military) and len(perft) == 7
    assert collected("-k", "not golden") == [f"cases::{c['id']}" for c in SUITE.cases] + perft
    assert collected("-k", "wonder.cap and not seventh") == [
        f"cases::{c['id']}" for c in SUITE.cases if "wonder.cap" in c["rules"] and "seventh" not in c["id"]]
    assert collected("-m", "perft") == perft
    assert collected("-m", "wonders and goldens") == [f"goldens::{g['id']}" for g in SUITE.goldens]
    # a variant selects the items of every section holding under it (their variants), whatever the
    # variant of their record
    first = collected("-k", "first_printing")
    assert first == [f"cases::{c['id']}" for c in SUITE.cases if "first_printing" in c["variants"]] \
        + [f"goldens::{g['id']}" for g in SUITE.goldens if "first_printing" in g["variants"]] \
        + [f"perft::{p['name']}" for p in SUITE.perft if "first_printing" in p["variants"]]
    assert len(first) == 959 + 192 + 6
    assert collected("-k", "first_printing and not standard") == [
        f"cases::{c['id']}" for c in SUITE.cases if c["variants"] == ["first_printing"]] \
        + [f"goldens::{g['id']}" for g in SUITE.goldens if g["variants"] == ["first_printing"]]


def test_pytest_plugin_junit_names_the_section_as_class_and_the_id_as_test(tmp_path):
    target = tmp_path / "junit.xml"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--wonders-engine",
                           f"{sys.executable} -m oracle.cli adapter", "-k", "perft", f"--junitxml={target}",
                           *PATIENT_PLUGIN],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-2000:]
    import xml.etree.ElementTree as ET

    cases = ET.parse(target).getroot().iter("testcase")
    assert [(c.get("classname"), c.get("name")) for c in cases] == [("perft", p["name"]) for p in SUITE.perft]


def test_pytest_plugin_gives_the_same_outcomes_on_two_workers(tmp_path):
    """Under pytest-xdist (-n 2) every item runs once, on one of two workers each with its own engine, and
    ends as it does in one process: the same items pass and fail."""
    import xml.etree.ElementTree as ET

    def outcomes(*workers: str) -> dict[str, str]:
        target = tmp_path / f"junit{len(workers)}.xml"
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *workers,
                               *PATIENT_PLUGIN, "--wonders-engine", python_command("mutants.py", "no-wonder-cap"),
                               "-k", "wonder.cap or perft", f"--junitxml={target}"],
                              cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False)
        assert done.returncode == 1, done.stdout[-2000:]
        out = {}
        for case in ET.parse(target).getroot().iter("testcase"):
            failed = case.find("failure") is not None or case.find("error") is not None
            out[f"{case.get('classname')}::{case.get('name')}"] = "failed" if failed else "passed"
        return out

    alone, shared = outcomes(), outcomes("-n", "2")
    assert shared == alone
    assert len(alone) > 7
    failed = sorted(k for k, v in alone.items() if v == "failed")
    assert failed and all(k.startswith(("cases::", "goldens::")) for k in failed)
    assert all(alone[f"perft::{p['name']}"] == "passed" for p in SUITE.perft)


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
                 "--out", str(tmp_path), *PATIENT])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    fault = ("engine crash: the engine closed its output during 'hello' (exit status 3); its last error output: "
             "'cannot start: no licence file'")
    assert lines == [f"game 1: {fault}", f"game 2: {fault}", f"game 3: {fault}",
                     "stopped: the engine misbehaved in 3 games in a row",
                     "3 games: 0 diverging, in 0 group(s); 3 ending in an engine fault"]
    assert list(tmp_path.iterdir()) == []


def test_fuzz_plays_only_the_variants_the_engine_announces(tmp_path, capsys):
    engine = python_command("fake_engines.py", "first-printing-only")
    assert main(["conform", "--engine", engine, "--fuzz", "2", "--out", str(tmp_path), *PATIENT]) == 0
    assert capsys.readouterr().out == ("variant standard not played: the engine does not announce the variant "
                                       "'standard'\n2 games, no divergence\n")
    assert main(["conform", "--engine", engine, "--fuzz", "2", "--out", str(tmp_path), "--variant", "standard",
                 *PATIENT]) == 2
    assert capsys.readouterr().err == ("oracle: conform: --variant standard: the engine does not announce it for 2 "
                                       "players\n")


def test_fuzz_plays_no_game_the_engine_does_not_announce(tmp_path, capsys):
    engine = python_command("fake_engines.py", "duel-only")
    assert main(["--game", "classic", "conform", "--engine", engine, "--fuzz", "2", "--out", str(tmp_path),
                 *PATIENT]) == 0
    assert capsys.readouterr().out == "7 Wonders not played: the engine does not announce the game 'classic'\n"
    assert main(["--game", "architects", "conform", "--engine", engine, "--fuzz", "2", "--out", str(tmp_path),
                 "--json", *PATIENT]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["variants"], report["left_out"]) == (
        [], ["7 Wonders Architects not played: the engine does not announce the game 'architects'"])
    assert main(["--game", "classic", "conform", "--engine", engine, "--fuzz", "2", "--out", str(tmp_path),
                 "--variant", "standard", *PATIENT]) == 2
    assert capsys.readouterr().err == ("oracle: conform: --variant standard: the engine does not announce the game "
                                       "'classic'\n")
    assert list(tmp_path.iterdir()) == []


def test_fuzz_against_an_engine_announcing_no_game_ends_in_engine_faults(tmp_path, capsys):
    code = main(["conform", "--engine", python_command("fake_engines.py", "no-game"), "--fuzz", "5",
                 "--out", str(tmp_path), *PATIENT])
    fault = ("engine protocol: the 'hello' answer announces no game (it lists no game in 'games'): the engine cannot "
             "be checked on anything")
    assert code == 1
    assert capsys.readouterr().out.splitlines() == [f"game 1: {fault}", f"game 2: {fault}", f"game 3: {fault}",
                                                    "stopped: the engine misbehaved in 3 games in a row",
                                                    "3 games: 0 diverging, in 0 group(s); 3 ending in an engine fault"]
