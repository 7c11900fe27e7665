"""Architects' conformance suite: current (regenerates byte for byte), valid against its schemas,
complete (every player count, wonder, token, rule and commonly-wrong entry), passed in full by the
reference adapter, and each seeded commonly-wrong bug caught by its cases with a rule id."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

import pytest

import oracle
from oracle.architects.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES, ArchitectsKit
from oracle.architects.conformance.blame import rules_for_events, rules_for_legal_diff, rules_for_state_path
from oracle.architects.events import ConflictTurned, GameOver, VictoryTokens
from oracle.cli import main
from oracle.conformance.runner import Runner
from oracle.conformance.schemas import validator
from oracle.conformance.suite import Selection, load_suite
from tests.architects.mutants import MUTANTS
from tests.patience import PATIENCE, PATIENT
from tests.seeding import commonly_wrong_failures
from tests.suites import assert_files_validate, assert_regenerates

GAME = oracle.load_game("architects")
FOLDER = ArchitectsKit().suite_dir()
SUITE = load_suite(game=GAME)
HERE = Path(__file__).resolve().parent


def test_the_suite_regenerates_identically(capsys):
    assert_regenerates("architects", capsys)


def test_every_file_validates_against_its_schema():
    assert_files_validate(GAME, FOLDER, SUITE)


def test_the_suite_covers_every_player_count_component_rule_and_commonly_wrong_entry():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert report["cases"] == len(SUITE.cases) >= 1000
    assert len(SUITE.goldens) >= 200 and len(SUITE.perft) == 8
    assert report["components_uncovered"] == [] and report["rules_unpinned"] == []
    assert report["commonly_wrong_uncovered"] == []
    rules = GAME.rules
    named = {name for case in SUITE.cases for name in case["components"]}
    assert named == {k.name for k in rules.kinds} | {w.name for w in rules.wonders} | {t.name for t in rules.tokens}
    assert {rule for case in SUITE.cases for rule in case["rules"]} == set(rules.rule_ids)
    assert {case["tags"]["players"] for case in SUITE.cases} == {"2", "3", "4", "5", "6", "7"}
    assert {case["tags"]["variant"] for case in SUITE.cases} == set(GAME.variants)
    for number, rule in COMMONLY_WRONG_RULES.items():
        tagged = [case for case in SUITE.cases if case.get("commonly_wrong") == number]
        assert tagged and all(case["rules"][0] == rule and case["note"] == COMMONLY_WRONG[number] for case in tagged)
    # goldens at every player count, under every variant, with battles, tokens and a shared victory
    tags = {t for g in SUITE.goldens for t in g["tags"]}
    assert {f"players-{n}" for n in range(2, 8)} | {"battle", "progress", "cat", "two-player-literal",
                                                      "rhodes-pieces-1-4"} <= tags
    for game in SUITE.goldens:
        assert len(game["steps"]) == len(game["record"]["moves"]) + 1


def test_perft_counts_are_the_oracles():
    from oracle.conformance.perft import perft

    position = next(p for p in SUITE.perft if p["name"] == "start-2p")
    record = GAME.record_from_json(position["record"])
    game = oracle.load_game("architects", players=record.players)
    state, _ = game.replay(record)
    assert position["nodes"] == [perft(state, d) for d in range(1, 6)] == [3, 9, 27, 75, 206]


def _adapter() -> str:
    script = Path(sys.executable).with_name("oracle")
    return f"{shlex.quote(str(script))} adapter"


def test_the_reference_adapter_passes_the_whole_suite(capsys):
    code = main(["--game", "architects", "conform", "--engine", _adapter(), "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert {r["status"] for r in report["results"]} == {"pass"}
    assert report["totals"] == {"pass": len(SUITE.cases) + len(SUITE.goldens) + len(SUITE.perft), "fail": 0,
                                "error": 0, "skip": 0, "invalid": 0}
    assert code == 0


@pytest.mark.parametrize("bug", [(n, name) for n, names in MUTANTS.items() for name in names],
                         ids=[name for names in MUTANTS.values() for name in names])
def test_each_commonly_wrong_bug_is_caught_by_its_cases(bug):
    number, name = bug
    command = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / "mutants.py"), name))
    commonly_wrong_failures(GAME, SUITE, command, number, COMMONLY_WRONG_RULES[number])


# ---- blame: the rule behind a difference ----------------------------------------------------------

def test_a_differing_field_of_the_state_names_its_rules():
    assert rules_for_state_path("state.players[1].military_victories") == ["military.battle", "military.two_player"]
    assert rules_for_state_path("state.players[0].score.cat") == ["scoring.points"]
    assert rules_for_state_path("state.conflict") == ["military.horns", "military.battle_call", "military.reset"]
    assert rules_for_state_path("state.winners") == ["victory.tie_break", "scoring.points"]
    assert rules_for_state_path("observation[2].central.top") == []


def test_a_legal_list_with_gold_builds_added_blames_build_gold_and_one_without_builds_build_mandatory():
    gold = {"action": "build", "piece": 1, "cards": ["Gold", "Wood"]}
    plain = {"action": "build", "piece": 1, "cards": ["Stone", "Wood"]}
    assert rules_for_legal_diff([], [gold])[0] == "build.gold"
    assert rules_for_legal_diff([plain], [])[0] == "build.mandatory"
    assert rules_for_legal_diff([plain], [{"action": "take", "deck": "central"}])[0] == "build.mandatory"
    assert rules_for_legal_diff([{"action": "choose", "token": "Culture"}], []) == ["progress.take"]


def test_a_moves_events_name_the_rules_it_applied():
    events = [ConflictTurned(0, 2, True), VictoryTokens(1, 2), GameOver("civilian", 1)]
    assert rules_for_events(events) == ["military.horns", "military.battle_call", "military.battle",
                                        "military.two_player", "end.wonder", "victory.tie_break", "scoring.points"]


# ---- the divergence search ----------------------------------------------------------------------

def test_fuzz_groups_an_architects_bug_by_first_divergence_into_cases_that_pin_it(tmp_path, capsys):
    mutant = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / "mutants.py"), "a battle on every flip"))
    code = main(["--game", "architects", "conform", "--engine", mutant, "--fuzz", "20", "--seed", "1",
                 "--out", str(tmp_path), "--variant", "standard", "--players", "2", *PATIENT])
    out = capsys.readouterr().out
    assert code == 1
    lines = out.splitlines()
    # one bug, one first divergence, blamed on what calls a battle: the engine fights one where the oracle
    # calls none (its victory tokens, or the red cards it then discards)
    assert lines[0] == ("[military.battle_call] events: 20 game(s) (seed 1, 2, 3, 4, 5, 6, 7, 8 and 12 more); "
                        "shortest diverges after 1 moves, shrunk to 1: event unexpected: "
                        '{"amount":1,"kind":"military_victory","player":0} (and 1 more)')
    assert lines[2] == "20 games: 20 diverging, in 1 group(s); 0 ending in an engine fault"
    path = Path(lines[1].removeprefix("  written to "))
    assert sorted(tmp_path.iterdir()) == [path]
    data = json.loads(path.read_text())
    validator("case", GAME).validate(data)
    (case,) = data["cases"]
    assert case["tags"]["game"] == "architects" and case["record"]["players"] == 2
    suite = load_suite(tmp_path, GAME)
    for command, status in ((_adapter(), "pass"), (mutant, "fail")):
        runner = Runner(command, game=GAME, timeout=PATIENCE, startup_timeout=PATIENCE)
        try:
            assert [item().status for item in runner.items(suite, Selection())] == [status]
        finally:
            runner.close()


def test_a_difference_in_the_cards_after_a_battle_points_at_its_reset(tmp_path, capsys):
    """Every move takes a card, so of the rules the cards point at, those only some moves apply lead:
    red cards without horns wrongly discarded after a battle are blamed on military.reset, not turn.take."""
    assert rules_for_state_path("state.players[1].cards.Red")[:2] == ["military.reset", "science.trade"]
    assert rules_for_state_path("state.players[1].cards.Red")[-1] == "turn.take"
    mutant = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / "mutants.py"),
                                                "red cards without horns discarded after a battle"))
    code = main(["--game", "architects", "conform", "--engine", mutant, "--fuzz", "3", "--seed", "1",
                 "--out", str(tmp_path), "--variant", "standard", "--players", "2", *PATIENT])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert lines[0].startswith("[military.reset] state: 3 game(s) (seed 1, 2, 3); shortest diverges after "), lines[0]
    assert re.search(r"state.players\[[01]\].cards.Red: missing$", lines[0]), lines[0]
