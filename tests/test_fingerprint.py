"""The behaviour fingerprint (``benchmarks/fingerprint.py``): every game, variant and number of players
plays its seeded random games exactly as recorded in ``benchmarks/fingerprint.json`` — every position's
legal actions, views, summary and state, every event, the record and its replay — and a rule read
wrongly changes the digest."""

from __future__ import annotations

import pytest

from benchmarks.fingerprint import Configuration, configurations, fingerprint, game_lines, main, recorded
from oracle.core.registry import load_game
from tests import seeding
from tests.classic.test_seeded_bugs import planting

RECORDED = recorded()
CONFIGURATIONS = configurations()


def test_every_configuration_of_the_registry_has_a_digest_and_no_other():
    assert sorted(c.key for c in CONFIGURATIONS) == sorted(RECORDED)
    assert len(CONFIGURATIONS) == 5 + 3 * 6 + 5 + 1 + 5 + 5 + 5
    assert {c.key: c.seeds for c in CONFIGURATIONS if c.players in (None, 7)} == {
        "duel/standard": 400, "duel/first_printing": 400, "duel/pantheon": 400, "duel/agora": 400,
        "duel/pantheon_agora": 400, "classic/standard/7p": 30,
        "classic/edition2020/7p": 30, "classic/leaders/7p": 30, "classic/edition2020_leaders/7p": 30,
        "architects/standard/7p": 20, "architects/two_player_literal/7p": 20, "architects/rhodes_pieces_1_4/7p": 20}


@pytest.mark.parametrize("config", CONFIGURATIONS, ids=[c.key for c in CONFIGURATIONS])
def test_the_seeded_games_play_as_recorded(config):
    assert {"seeds": config.seeds, "sha256": fingerprint(config)} == RECORDED[config.key]


def test_a_game_is_hashed_position_by_position_and_checked_by_its_replay():
    lines = list(game_lines(load_game("duel"), 0))
    assert lines[0] == {"seed": 0}
    assert lines[1] == {"to_move": [1], "reason": {"rule": "setup.draft", "text": "player 1 makes pick 1 of the wonder "
                                                                         "draft, whose order is fixed"}}
    moves = [line for line in lines if isinstance(line, dict) and "move" in line]
    assert lines[-2:] == [{"replayed": True}, {"random_ending": [len(moves), True]}]
    assert lines[-3]["moves"] == [m["move"] for m in moves]


def test_a_rule_read_wrongly_changes_the_digest(monkeypatch):
    config = Configuration("classic", "standard", 3, 3)
    before = fingerprint(config)
    with monkeypatch.context() as patched:
        for loaded, name, replacement in planting("equal shields giving a token"):
            patched.setattr(loaded, name, replacement)
        seeding._forget_kept_answers()
        try:
            assert fingerprint(config) != before
        finally:
            seeding._forget_kept_answers()
    assert fingerprint(config) == before


def test_the_command_reports_a_changed_configuration(monkeypatch, capsys):
    import benchmarks.fingerprint as module

    monkeypatch.setattr(module, "SEEDS", {"duel": 2})
    kept = {"duel/standard": {"seeds": 2, "sha256": fingerprint(Configuration("duel", "standard", None, 2))},
            "duel/first_printing": {"seeds": 2, "sha256": "0" * 64},
            "duel/pantheon": {"seeds": 2, "sha256": fingerprint(Configuration("duel", "pantheon", None, 2))},
            "duel/agora": {"seeds": 2, "sha256": fingerprint(Configuration("duel", "agora", None, 2))},
            "duel/pantheon_agora": {"seeds": 2, "sha256": fingerprint(Configuration("duel", "pantheon_agora", None,
                                                                                    2))}}
    monkeypatch.setattr(module, "recorded", lambda: kept)
    assert main(["--game", "duel"]) == 1
    assert capsys.readouterr().out == "duel/first_printing: behaviour changed\n4 of 5 configurations unchanged\n"
