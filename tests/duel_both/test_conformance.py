"""The combination's published conformance suite (``spec/conformance/duel-pantheon-agora``): apart from
the base game's and each expansion's, current (regenerates byte for byte), valid against its schemas,
its perft counts the oracle's, its own area pinning where the expansions meet, and passed in full by
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
from oracle.duel.agora.kinds import SENATE_CHOICE
from oracle.duel.conformance import DuelKit
from oracle.duel.pantheon_agora.kit import PantheonAgoraKit
from tests.patience import PATIENT
from tests.suites import assert_files_validate

GAME = oracle.load_game("duel", variant="pantheon_agora")
KIT = PantheonAgoraKit()
FOLDER = KIT.suite_dir()
SUITE = load_suite(game=GAME)


def test_the_suite_lives_apart_from_the_base_games_and_each_expansions():
    assert type(GAME.conformance_kit()) is PantheonAgoraKit
    assert FOLDER.name == "duel-pantheon-agora" and FOLDER.parent == DuelKit().suite_dir().parent
    assert GAME.published_as == "duel-pantheon-agora" and GAME.ruleset_variants() == ("pantheon_agora",)


def test_the_suite_regenerates_identically(capsys):
    from oracle.conformance.generate import main as generate

    assert generate(["--game", "duel", "--variant", "pantheon_agora", "--check"]) == 0, \
        "stale suite: run python -m oracle.conformance.generate --game duel --variant pantheon_agora"
    assert capsys.readouterr().out == ""


def test_every_file_validates_against_the_combinations_schemas():
    assert_files_validate(GAME, FOLDER, SUITE)


def test_the_suite_holds_the_published_counts():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert (report["cases"], len(SUITE.cases), len(SUITE.goldens), len(SUITE.perft)) == (1144, 1144, 64, 5)
    assert report["variants"] == {"pantheon_agora": {"cases": 1144, "goldens": 64, "perft": 5}}
    assert report["commonly_wrong_uncovered"] == [] and report["components_uncovered"] == []
    assert report["rules_unpinned"] == ["effect.per_most"]
    assert report["rules_not_applying"] == {"pantheon_agora": {"effect.per_most": "the guilds, the only components "
                                                                                  "counting the city with the most, "
                                                                                  "are out of the game"}}
    readings = [c for c in SUITE.cases if c["tags"]["area"] == "readings"]
    assert len(readings) == 7 and all(c["record"]["rule_options"] for c in readings)
    assert [p["name"] for p in SUITE.perft] == ["age-1-start", "divinity-place", "senate-action", "trigger",
                                                "age-3-middle"]
    for game in SUITE.goldens:
        assert game["record"]["variant"] == "pantheon_agora"
        assert len(game["steps"]) == len(game["record"]["moves"]) + 1
    assert all(case["tags"]["edition"] == "pantheon_agora" and case["variants"] == ["pantheon_agora"]
               for case in SUITE.cases)


def test_the_meeting_area_pins_where_the_expansions_meet():
    meeting = [c for c in SUITE.cases if c["tags"]["area"] == "meeting"]
    slugs = sorted({c["id"].rsplit("-", 1)[0] for c in meeting})
    assert slugs == ["both-setup", "espionage-box", "neptune-military-token", "temple-through-opponents-token",
                     "token-of-the-turn"]
    setup = next(c for c in meeting if c["id"].startswith("both-setup"))
    assert "face-down cards 4, 6, 12, 14, 17" in setup["description"]
    token = next(c for c in meeting if c["id"].startswith("token-of-the-turn"))
    assert token["commonly_wrong"] == 16 and "pantheon.token_gain" in token["rules"]
    assert len(token["record"]["moves"]) == 37     # the oracle's random game of seed 1452, to its move 36
    assert token["description"] == ("Player 0 settles the last decision of player 1's turn; the card it uncovered "
                                    "bears a greek Mythology token, which goes to player 1, whose turn it is.")
    neptune = [c for c in meeting if c["id"].startswith("neptune-military-token")]
    assert {c["components"][0] for c in neptune} == {"Neptune"} and all(
        "nobody loses coins" in c["description"] for c in neptune)
    assert any("not the two lying on Enki" in c["description"] for c in meeting)


def test_the_perft_counts_are_the_oracles():
    position = next(p for p in SUITE.perft if p["name"] == "senate-action")
    state, _ = GAME.replay(GAME.record_from_json(position["record"]))
    assert state.pending[0].kind == SENATE_CHOICE
    assert position["nodes"] == [perft(state, d) for d in range(1, 4)]


def _adapter() -> str:
    script = Path(sys.executable).with_name("oracle")
    return f"{shlex.quote(str(script))} adapter"


def test_the_reference_adapter_passes_the_whole_suite_under_protocol_2(capsys):
    """Every item passes, but the 7 cases of the other readings of Agora's rule options, which a run
    with the defaults skips."""
    code = main(["--game", "duel", "conform", "--variant", "pantheon_agora", "--engine", _adapter(), "--json",
                 *PATIENT])
    report = json.loads(capsys.readouterr().out)
    skipped = {r["id"] for r in report["results"] if r["status"] == "skip"}
    assert skipped == {c["id"] for c in SUITE.cases if c["tags"]["area"] == "readings"}
    assert report["totals"] == {"pass": 1137 + 64 + 5, "fail": 0, "error": 0, "skip": 7, "invalid": 0}
    assert code == 0
