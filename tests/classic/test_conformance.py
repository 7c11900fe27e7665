"""The classic conformance suite: current (regenerates byte for byte), valid against its schemas,
complete (every configuration, card, board side, rule and commonly-wrong entry), passed in full by
the reference adapter, and each seeded commonly-wrong bug caught by its cases with a rule id."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

import oracle
from oracle.classic.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES, ClassicKit, golden_step_values
from oracle.classic.conformance.blame import rules_for_events, rules_for_legal_diff, rules_for_state_path
from oracle.classic.events import CardDiscarded, ConflictSettled, GameOver
from oracle.cli import main
from oracle.conformance.suite import load_suite
from tests.classic.mutants import MUTANTS
from tests.patience import PATIENT
from tests.seeding import commonly_wrong_failures
from tests.suites import assert_files_validate, assert_regenerates

GAME = oracle.load_game("classic")
FOLDER = ClassicKit().suite_dir()
SUITE = load_suite(game=GAME)
HERE = Path(__file__).resolve().parent


def test_the_suite_regenerates_identically(capsys):
    assert_regenerates("classic", capsys)


def test_every_file_validates_against_its_schema():
    assert_files_validate(GAME, FOLDER, SUITE)


def test_the_suite_covers_every_configuration_component_rule_and_commonly_wrong_entry():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert report["cases"] == len(SUITE.cases) >= 1000
    assert len(SUITE.goldens) >= 400 and len(SUITE.perft) == 9
    assert report["components_uncovered"] == [] and report["rules_unpinned"] == []
    assert report["commonly_wrong_uncovered"] == []
    for variant, players in (("standard", 3), ("edition2020", 3)):
        rules = oracle.load_game("classic", variant=variant, players=players).rules
        cases = [case for case in SUITE.cases if variant in case["variants"]]
        named = {name for case in cases for name in case["components"]}
        assert named == {c.name for c in rules.cards} | {b.name for b in rules.boards}, variant
        assert {rule for case in cases for rule in case["rules"]} == set(rules.rule_ids) - set(
            ClassicKit.rules_not_applying.get(variant, {})), variant
    edition = [case for case in SUITE.cases if case["tags"]["variant"] == "edition2020"]
    assert len(edition) >= 1000 and all(case["variants"] == ["edition2020"] for case in edition)
    assert sum(g["record"].get("variant") == "edition2020" for g in SUITE.goldens) >= 200
    assert {(case["tags"]["variant"], case["tags"]["players"]) for case in SUITE.cases} == {
        ("standard", "3"), ("standard", "4"), ("standard", "5"), ("standard", "6"), ("standard", "7"),
        ("free_city", "2"), *(("edition2020", str(n)) for n in range(3, 8))}
    for number, rule in COMMONLY_WRONG_RULES.items():
        tagged = [case for case in SUITE.cases if case.get("commonly_wrong") == number]
        assert tagged and all(case["rules"][0] == rule and case["note"] == COMMONLY_WRONG[number] for case in tagged)
    tags = {t for g in SUITE.goldens for t in g["tags"]}
    assert {f"players-{n}" for n in range(2, 8)} | {"free-city", "discard-build", "last-card", "stage"} <= tags
    for game in SUITE.goldens:
        assert len(game["steps"]) == len(game["record"]["moves"]) + 1


def test_perft_counts_are_the_oracles():
    from oracle.conformance.perft import perft

    position = next(p for p in SUITE.perft if p["name"] == "start-3p")
    record = GAME.record_from_json(position["record"])
    state, _ = GAME.replay(record)
    assert position["nodes"] == [perft(state, d) for d in range(1, 4)]
    # a ply is one commitment: seat 0's actions, then seat 1's below each, then seat 2's
    owing = GAME.to_move(state)
    assert owing == (0, 1, 2) and position["nodes"][0] == len(GAME.legal_actions(state, 0))


def test_a_golden_step_records_coins_structures_stages_and_conflict_points():
    state = {"age": "II", "turn": 3, "players": [
        {"coins": 4, "structures": ["Altar", "Baths"], "stages": 1, "victories": [1, 3], "defeats": 1},
        {"coins": 0, "structures": [], "stages": 0, "victories": [], "defeats": 2}]}
    assert golden_step_values(state) == {"coins": [4, 0], "structures": [2, 0], "stages": [1, 0],
                                         "military": [3, -2], "age": "II", "turn": 3}


def _adapter() -> str:
    script = Path(sys.executable).with_name("oracle")
    return f"{shlex.quote(str(script))} adapter"


def test_the_reference_adapter_passes_the_whole_suite(capsys):
    code = main(["--game", "classic", "conform", "--engine", _adapter(), "--json", *PATIENT])
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
    assert rules_for_state_path("state.players[1].victories") == ["military.conflict"]
    assert rules_for_state_path("state.players[0].score.science") == ["wonder.science_choice", "scoring.science"]
    assert rules_for_state_path("state.free_city.holder") == ["free_city.holder", "free_city.pass"]
    assert rules_for_state_path("state.discard") == ["turn.discard", "turn.last_card", "wonder.discard_build"]


def test_a_legal_list_differing_in_payments_blames_the_trading_rules_first():
    """The same build at other prices: a discount or a price read wrongly; a purchase the oracle
    never offers: something bought that is not for sale, or with coins not held yet."""
    ours = {"action": "build", "card": "Barracks", "pay": {"left": 1, "right": 0}, "cost": 1}
    theirs = {"action": "build", "card": "Barracks", "pay": {"left": 0, "right": 1}, "cost": 1}
    assert rules_for_legal_diff([ours], [theirs])[:4] == ["trade.discount", "trade.price", "trade.purchases",
                                                          "trade.sellable"]
    bought = {"action": "stage", "card": "Loom", "pay": {"left": 0, "right": 2}, "cost": 2}
    assert rules_for_legal_diff([], [bought])[:3] == ["trade.sellable", "trade.coins_held", "trade.purchases"]
    free = {"action": "build", "card": "Palace", "pay": {"left": 0, "right": 0}, "free": True, "cost": 0}
    assert rules_for_legal_diff([], [free])[0] == "wonder.free_build"
    assert rules_for_legal_diff([{"action": "decline"}], []) == ["wonder.discard_build"]


def test_a_golden_of_the_2020_edition_blames_the_editions_own_rule():
    """A free build Olympia's Day side does not give: the first divergence names the edition's rule,
    never the first edition's free build once an Age, which the edition does not have."""
    from tests.conformance.test_runner import run_items

    golden = next(g for g in SUITE.goldens if g["id"] == "builder-3p-1001-edition2020")
    command = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / "mutants.py"),
                                                "Olympia Day freeing every colour"))
    (result,) = run_items(command, "classic", [("goldens", golden)])
    assert result.status == "fail"
    assert result.rules[0] == "wonder.free_colour"
    assert "wonder.free_build" not in result.rules
    assert "after move 23 " in result.message


def test_a_moves_events_name_the_rules_it_applied():
    events = [CardDiscarded(0, "Altar"), ConflictSettled(0, 1, 3), GameOver("points", 1)]
    assert rules_for_events(events) == ["wonder.last_card", "turn.last_card", "military.conflict",
                                        "victory.tie_break", "scoring.categories", "scoring.science",
                                        "wonder.science_choice"]


@pytest.mark.parametrize(("name", "players"), [("classic", 3), ("architects", 3)])
def test_every_answer_of_the_adapter_follows_the_games_protocol_schema(name, players):
    """A perft ``divide`` lists actions without their player, as a legal list does, where a game's
    records name each move's player; ``hello`` says which player counts each variant is played with."""
    import io

    from oracle.conformance.adapter import Adapter, serve
    from oracle.conformance.schemas import validator

    game = oracle.load_game(name, players=players)
    start = game.new_game(seed=1)
    setup = game.setup_to_json(start.setup)
    requests = [{"type": "hello"}, {"type": "new_game", "game": name, "players": players, "setup": setup},
                {"type": "perft", "depth": 1, "divide": True}, {"type": "legal", "player": game.to_move(start)[0]},
                {"type": "state"}]
    out = io.StringIO()
    serve(io.StringIO("".join(json.dumps(r) + "\n" for r in requests)), out, Adapter())
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    schema = validator("protocol.v2", game)
    for answer in answers:
        schema.validate(answer)
    assert [a["type"] for a in answers] == ["hello", "ok", "perft", "legal", "state"]
    assert answers[2]["nodes"] == len(answers[3]["actions"]) == len(answers[2]["divide"])
    assert all("player" not in part["action"] for part in answers[2]["divide"])
    classic = next(g for g in answers[0]["games"] if g["game"] == "classic")
    assert classic["variant_players"] == {"standard": [3, 4, 5, 6, 7], "free_city": [2],
                                          "edition2020": [3, 4, 5, 6, 7], "leaders": [3, 4, 5, 6, 7],
                                          "edition2020_leaders": [3, 4, 5, 6, 7]}
