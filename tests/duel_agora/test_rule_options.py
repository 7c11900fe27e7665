"""Agora's rule options (``oracle.core.options``): each open point the fact tables flag, played in both
readings, named in records and checked by the conformance runner."""

from __future__ import annotations

import json
import pickle
import shlex
import sys
from pathlib import Path

import pytest

import oracle
from oracle.cli import main
from oracle.conformance.suite import load_suite
from oracle.errors import GameChoiceError, InvalidRecordError

GAME = oracle.load_game("duel", variant="agora")
NO_MOVE = GAME.with_rule_options({"blackmail_move": "no"})
USELESS = GAME.with_rule_options({"allow_useless_trigger": "yes"})
SUITE = load_suite(game=GAME)
READINGS = {case["id"]: case for case in SUITE.cases if case["tags"]["area"] == "readings"}
BLACKMAIL = "blackmail-move-no-fc165bad"     # player 0 triggers Blackmail, 2 coins from player 1
SABOTAGE = "allow-useless-trigger-yes-87919b3b"   # player 0 holds a prepared Sabotage that would do nothing


def _defaults(record: dict) -> dict:
    """``record`` played with every default: its rule_options left out."""
    return {k: v for k, v in record.items() if k != "rule_options"}


def test_agora_declares_three_options_each_settled_by_its_ruling():
    declared = {o.name: (o.ruling, o.values) for o in GAME.declared_rule_options}
    assert declared == {"blackmail_move": ("agora.blackmail_move", ("yes", "no")),
                        "allow_useless_trigger": ("agora.useless_trigger", ("no", "yes")),
                        "build_discarded_senators": ("agora.discarded_senators", ("yes", "no"))}
    rulings = {r.id: r.option for r in GAME.rules.rulings if r.option}
    assert rulings == {"agora.blackmail_move": "blackmail_move", "agora.useless_trigger": "allow_useless_trigger",
                       "agora.discarded_senators": "build_discarded_senators"}
    assert GAME.rule_options == {} and NO_MOVE.rule_options == {"blackmail_move": "no"}
    assert oracle.load_game("duel").declared_rule_options == ()


def test_a_default_reading_is_the_game_itself():
    same = oracle.load_game("duel", variant="agora", rule_options={"blackmail_move": "yes"})
    assert same == GAME and same.rule_options == {} and same.rules.choice == ()
    assert NO_MOVE != GAME and repr(NO_MOVE) == ("load_game('duel', variant='agora', players=2, "
                                                 "rule_options={'blackmail_move': 'no'})")
    assert pickle.loads(pickle.dumps(NO_MOVE)) == NO_MOVE


def test_blackmail_without_the_move_takes_coins_only():
    record = READINGS[BLACKMAIL]["record"]
    assert record["rule_options"] == {"blackmail_move": "no"} and record["moves"][-1] == {
        "action": "trigger", "conspiracy": "Blackmail"}
    with_move, _ = GAME.replay(GAME.record_from_json(_defaults(record)))
    without, _ = NO_MOVE.replay(NO_MOVE.record_from_json(record))
    assert with_move.coins == without.coins == (10, 2)
    assert [(d.kind, d.player, d.options) for d in with_move.pending] == [("move_influence", 0, ((1, 2), ()))]
    assert without.pending == () and without.to_move == 0
    assert {GAME.action_to_json(a)["action"] for a in GAME.legal_actions(with_move)} == {"move_influence"}
    assert {NO_MOVE.action_to_json(a)["action"] for a in NO_MOVE.legal_actions(without)} == {
        "build", "discard", "build_wonder", "recruit"} & {
        NO_MOVE.action_to_json(a)["action"] for a in NO_MOVE.legal_actions(without)}


def test_a_useless_conspiracy_is_offered_only_under_the_other_reading():
    record = READINGS[SABOTAGE]["record"]
    refused, _ = GAME.replay(GAME.record_from_json(_defaults(record)))
    allowed, _ = USELESS.replay(USELESS.record_from_json(record))
    triggers = [USELESS.action_to_json(a) for a in USELESS.legal_actions(allowed) if a.kind == "trigger"]
    assert triggers == [{"action": "trigger", "conspiracy": "Sabotage"},
                        {"action": "trigger", "conspiracy": "Turn of Events"}]
    assert [GAME.action_to_json(a) for a in GAME.legal_actions(refused) if a.kind == "trigger"] == [
        {"action": "trigger", "conspiracy": "Turn of Events"}]
    assert len(GAME.legal_actions(refused)) == 7 and len(USELESS.legal_actions(allowed)) == 8
    sabotage = USELESS.action_from_json({"action": "trigger", "conspiracy": "Sabotage"})
    with pytest.raises(oracle.IllegalMoveError) as refusal:
        GAME.apply(refused, GAME.action_from_json({"action": "trigger", "conspiracy": "Sabotage"}))
    assert refusal.value.rule == "agora.trigger" and "ruling agora.useless_trigger" in str(refusal.value)
    assert USELESS.apply(allowed, sabotage).state.pending == ()


def test_the_mausoleum_builds_buildings_only_under_the_literal_reading():
    play = GAME.random_game(3)    # move 54: player 0 builds The Mausoleum with Horse Breeders
    record = GAME.record(play.initial.setup, play.moves[:55])
    assert GAME.record_to_json(record)["moves"][-1] == {"action": "build_wonder", "card": "Horse Breeders",
                                                         "wonder": "The Mausoleum"}
    literal = GAME.with_rule_options({"build_discarded_senators": "no"})
    offered = GAME.replay(record)[0].pending[0]
    written = {**GAME.record_to_json(record), "rule_options": {"build_discarded_senators": "no"}}
    narrowed = literal.replay(literal.record_from_json(written))[0].pending[0]
    names = GAME.rules.cards
    assert offered.kind == narrowed.kind == "discard_build" and offered.player == narrowed.player == 0
    assert len(offered.options) == 19 and len(narrowed.options) == 18
    assert [names[c].name for c in offered.options if c not in narrowed.options] == ["Conspirator 4"]


def test_records_name_the_readings_they_were_played_with():
    play = NO_MOVE.random_game(3)
    written = NO_MOVE.record_to_json(NO_MOVE.record(play.initial.setup, play.moves))
    assert list(written)[:4] == ["game", "variant", "rule_options", "setup"]
    assert written["rule_options"] == {"blackmail_move": "no"}
    assert NO_MOVE.record_from_json(written).rule_options == (("blackmail_move", "no"),)
    assert "rule_options" not in GAME.record_to_json(GAME.record(play.initial.setup, play.moves[:3]))
    with pytest.raises(InvalidRecordError) as wrong:
        GAME.replay(GAME.record_from_json(written))
    assert wrong.value.path == "$.rule_options"
    assert "played with the rule options blackmail_move=no; this game plays every default" in str(wrong.value)


@pytest.mark.parametrize("value, path, message", [
    ({"blackmail_move": "maybe"}, "$.rule_options.blackmail_move",
     'the rule option blackmail_move is one of yes, no (the first its default), not "maybe"'),
    ({"blackmail": "no"}, "$.rule_options.blackmail",
     'has no rule option "blackmail" (did you mean \'blackmail_move\'?)'),
    (["blackmail_move"], "$.rule_options", "expected an object of at most 40 rule options"),
])
def test_a_records_readings_are_checked_at_their_path(value, path, message):
    record = {**_defaults(READINGS[BLACKMAIL]["record"]), "rule_options": value}
    with pytest.raises(InvalidRecordError) as error:
        GAME.record_from_json(record)
    assert error.value.path == path and message in str(error.value)


def test_load_game_refuses_an_unknown_option_or_reading():
    with pytest.raises(GameChoiceError, match="7 Wonders Duel has no rule option 'blackmail_move'; it has no "
                                              "rule options"):
        oracle.load_game("duel", rule_options={"blackmail_move": "no"})
    with pytest.raises(GameChoiceError, match="is one of no, yes"):
        oracle.load_game("duel", variant="agora", rule_options={"allow_useless_trigger": True})


def test_the_command_line_plays_and_replays_another_reading(tmp_path, capsys):
    out = tmp_path / "game.json"
    assert main(["--game", "duel", "play", "--variant", "agora", "--rule-option", "blackmail_move=no",
                 "--seed", "5", "--record", str(out)]) == 0
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["rule_options"] == {"blackmail_move": "no"}
    capsys.readouterr()
    assert main(["replay", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "finished"
    assert main(["--game", "duel", "play", "--variant", "agora", "--rule-option", "blackmail"]) == 2
    assert "a rule option is set as NAME=READING (blackmail_move=no), not 'blackmail'" in capsys.readouterr().err
    assert main(["--game", "duel", "rules", "--variant", "agora", "--options", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(o["name"], o["default"], list(o["readings"])) for o in listed] == [
        ("blackmail_move", "yes", ["yes", "no"]), ("allow_useless_trigger", "no", ["no", "yes"]),
        ("build_discarded_senators", "yes", ["yes", "no"])]


def test_the_suite_checks_each_other_reading():
    by_option = {}
    for ident, case in READINGS.items():
        (name, reading), = case["record"]["rule_options"].items()
        by_option.setdefault(f"{name}={reading}", []).append(ident)
        assert ident.startswith(f"{name}-{reading}-".replace("_", "-")) and case["description"].startswith(
            f"With the rule option {name}={reading}, the moves of the case ")
    assert {k: len(v) for k, v in by_option.items()} == {"blackmail_move=no": 5, "allow_useless_trigger=yes": 11,
                                                         "build_discarded_senators=no": 7}


ENGINE = Path(__file__).with_name("engine_one_reading.py")


def _conform(options: list[str], engine: str, capsys) -> tuple[int, dict]:
    code = main(["conform", "--game", "duel", "--variant", "agora", "--engine", engine, "--only", "cases",
                 "--tag", "area=readings", "--json", *options])
    return code, json.loads(capsys.readouterr().out)


def test_an_engine_following_another_reading_is_checked_against_it(capsys):
    reference = f"{shlex.quote(str(Path(sys.executable).with_name('oracle')))} adapter"
    code, report = _conform(["--rule-option", "blackmail_move=no"], reference, capsys)
    assert code == 0 and report["totals"]["pass"] == 5 and report["totals"]["skip"] == 18
    # an engine that plays the default reading whatever new_game says fails the cases of the other one
    default_only = f"{shlex.quote(sys.executable)} {shlex.quote(str(ENGINE))}"
    code, report = _conform(["--rule-option", "blackmail_move=no"], default_only, capsys)
    assert code == 1 and report["totals"]["fail"] == 5 and report["totals"]["pass"] == 0
    # and passes a run with the defaults, where those cases are skipped as changed by the run's readings
    code, report = _conform([], default_only, capsys)
    assert code == 0 and report["totals"]["skip"] == 23 and report["totals"]["pass"] == 0
    skipped = {r["message"] for r in report["results"] if r["status"] == "skip"}
    assert all(m.startswith("it does not hold with the rule options of the run (every default)") for m in skipped)
