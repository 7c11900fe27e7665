"""Agora's published conformance suite (``spec/conformance/duel-agora``): apart from the base game's,
current (regenerates byte for byte), valid against the expansion's schemas, its perft counts the
oracle's, and passed in full by the reference adapter under protocol 2 only."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import oracle
from oracle.cli import main
from oracle.conformance.perft import perft
from oracle.conformance.suite import load_suite
from oracle.duel.agora.kinds import SENATE_CHOICE
from oracle.duel.agora.kit import AgoraKit
from oracle.duel.conformance import DuelKit
from tests.patience import PATIENT
from tests.suites import assert_files_validate

GAME = oracle.load_game("duel", variant="agora")
KIT = AgoraKit()
FOLDER = KIT.suite_dir()
SUITE = load_suite(game=GAME)


def test_the_suite_lives_apart_from_the_base_games_and_the_pantheons():
    assert GAME.hooks.names == ("agora",) and type(GAME.conformance_kit()) is AgoraKit
    assert type(oracle.load_game("duel").conformance_kit()) is DuelKit
    assert FOLDER.name == "duel-agora" and FOLDER.parent == DuelKit().suite_dir().parent
    assert GAME.published_as == "duel-agora" and GAME.ruleset_variants() == ("agora",)


def test_the_suite_regenerates_identically(capsys):
    from oracle.conformance.generate import main as generate

    assert generate(["--game", "duel", "--variant", "agora", "--check"]) == 0, \
        "stale suite: run python -m oracle.conformance.generate --game duel --variant agora"
    assert capsys.readouterr().out == ""


def test_every_file_validates_against_the_expansions_schemas():
    assert_files_validate(GAME, FOLDER, SUITE)


def test_the_suite_holds_the_published_counts():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert (report["cases"], len(SUITE.cases), len(SUITE.goldens), len(SUITE.perft)) == (1654, 1654, 160, 5)
    assert report["variants"] == {"agora": {"cases": 1654, "goldens": 160, "perft": 5}}
    readings = [c for c in SUITE.cases if c["tags"]["area"] == "readings"]
    assert len(readings) == 23 and all(c["record"]["rule_options"] for c in readings)
    assert [p["name"] for p in SUITE.perft] == ["age-1-start", "senate-action", "conspirator", "trigger",
                                                "age-3-middle"]
    for game in SUITE.goldens:
        assert game["record"]["variant"] == "agora" and len(game["steps"]) == len(game["record"]["moves"]) + 1


def test_the_perft_counts_are_the_oracles():
    position = next(p for p in SUITE.perft if p["name"] == "senate-action")
    state, _ = GAME.replay(GAME.record_from_json(position["record"]))
    assert state.pending[0].kind == SENATE_CHOICE
    assert position["nodes"] == [3, 18, 351] == [perft(state, d) for d in range(1, 4)]


def _adapter() -> str:
    script = Path(sys.executable).with_name("oracle")
    return f"{shlex.quote(str(script))} adapter"


def test_the_reference_adapter_passes_the_whole_suite_under_protocol_2(capsys):
    """Every item passes, but the 23 cases of the other readings of the rule options, which a run with
    the defaults skips (tests/duel_agora/test_rule_options.py runs them under their readings)."""
    code = main(["--game", "duel", "conform", "--variant", "agora", "--engine", _adapter(), "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert {r["id"].split("-no-")[0].split("-yes-")[0] for r in report["results"] if r["status"] == "skip"} == {
        "blackmail-move", "allow-useless-trigger", "build-discarded-senators"}
    assert report["totals"] == {"pass": 1631 + 160 + 5, "fail": 0, "error": 0, "skip": 23, "invalid": 0}
    assert code == 0


def test_an_engine_speaking_protocol_1_cannot_be_checked_on_the_expansion(capsys):
    code = main(["--game", "duel", "conform", "--variant", "agora", "--engine", f"{_adapter()} --protocol 1",
                 "--only", "perft", "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert code != 0
    (first, *_) = report["results"]
    assert first["status"] == "error"
    assert "checking 'duel-agora' needs wonders-adapter/2" in first["message"]
