"""The Pantheon's conformance suite (``spec/conformance/duel-pantheon``): current (regenerates byte for
byte), valid against the expansion's schemas, complete (every component of the expansion in at least
three cases, every rule pinned but the one no component of the expansion uses), and passed in full by
the reference adapter under protocol 2."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import oracle
from oracle.cli import main
from oracle.conformance.perft import perft
from oracle.conformance.suite import load_suite
from oracle.duel.conformance import COMMONLY_WRONG, DuelKit
from oracle.duel.pantheon.kinds import DIVINITY_PLACE
from oracle.duel.pantheon.kit import PantheonKit
from tests.patience import PATIENT
from tests.suites import assert_files_validate

GAME = oracle.load_game("duel", variant="pantheon")
KIT = PantheonKit()
FOLDER = KIT.suite_dir()
SUITE = load_suite(game=GAME)
EXPANSION = ("divinity", "grand_temple")


def test_the_suite_lives_apart_from_the_base_games():
    assert GAME.hooks.names == ("pantheon",) and type(GAME.conformance_kit()) is PantheonKit
    assert type(oracle.load_game("duel").conformance_kit()) is DuelKit
    assert FOLDER.name == "duel-pantheon" and DuelKit().suite_dir().name == "duel"
    assert KIT.optional_state == {"progress_board", "discard", "pending", "pantheon"}


def test_the_suite_regenerates_identically(capsys):
    from oracle.conformance.generate import main as generate

    assert generate(["--game", "duel", "--variant", "pantheon", "--check"]) == 0, \
        "stale suite: run python -m oracle.conformance.generate --game duel --variant pantheon"
    assert capsys.readouterr().out == ""


def test_every_file_validates_against_the_expansions_schemas():
    assert_files_validate(GAME, FOLDER, SUITE)


def test_the_suite_covers_every_component_rule_and_commonly_wrong_entry():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert report["cases"] == len(SUITE.cases) >= 600
    assert len(SUITE.goldens) >= 100 and len(SUITE.perft) == 5
    assert report["components_uncovered"] == []
    assert report["rules_unpinned"] == ["effect.per_most"]
    assert report["rules_not_applying"] == {"pantheon": {"effect.per_most": KIT.rules_not_applying["pantheon"][
        "effect.per_most"]}}
    rules = GAME.rules
    new = [d.name for d in rules.divinities] + [c.name for c in rules.deck("grand_temple")] \
        + ["The Sanctuary", "The Divine Theater", "Mysticism", "Poliorcetics", "Engineering"]
    assert len(new) == 26
    thin = {name: report["components"][name] for name in new if report["components"][name] < 3}
    assert thin == {}
    assert all(case["tags"] == {**case["tags"], "game": "duel", "edition": "pantheon", "variant": "pantheon"}
               and case["variants"] == ["pantheon"] for case in SUITE.cases)
    assert sorted(map(int, report["commonly_wrong"])) == sorted(KIT.commonly_wrong) == [
        *(n for n in COMMONLY_WRONG if n != 11), *range(16, 30)]
    assert report["commonly_wrong_uncovered"] == []
    for number, rule in KIT.commonly_wrong_rules.items():
        tagged = [case for case in SUITE.cases if case.get("commonly_wrong") == number]
        assert tagged and all(rule in case["rules"] and case["note"] == KIT.commonly_wrong[number]
                              for case in tagged), number
    for game in SUITE.goldens:
        assert game["record"]["variant"] == "pantheon" and len(game["steps"]) == len(game["record"]["moves"]) + 1


def test_the_perft_counts_are_the_oracles():
    position = next(p for p in SUITE.perft if p["name"] == "divinity-place")
    state, _ = GAME.replay(GAME.record_from_json(position["record"]))
    assert state.pending[0].kind == DIVINITY_PLACE
    placements = GAME.legal_actions(state)
    assert position["nodes"][0] == len(placements) == len({(a.divinity, a.space) for a in placements})
    assert position["nodes"] == [perft(state, d) for d in range(1, 4)]


def _adapter() -> str:
    script = Path(sys.executable).with_name("oracle")
    return f"{shlex.quote(str(script))} adapter"


def test_the_reference_adapter_passes_the_whole_suite_under_protocol_2(capsys):
    code = main(["--game", "duel", "conform", "--variant", "pantheon", "--engine", _adapter(), "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert {r["status"] for r in report["results"]} == {"pass"}
    assert report["totals"] == {"pass": len(SUITE.cases) + len(SUITE.goldens) + len(SUITE.perft), "fail": 0,
                                "error": 0, "skip": 0, "invalid": 0}
    assert code == 0


def test_an_engine_speaking_protocol_1_cannot_be_checked_on_the_expansion(capsys):
    command = f"{_adapter()} --protocol 1"
    code = main(["--game", "duel", "conform", "--variant", "pantheon", "--engine", command, "--only", "perft",
                 "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert code != 0
    (first, *_) = report["results"]
    assert first["status"] == "error"
    assert "checking 'duel-pantheon' needs wonders-adapter/2" in first["message"]
