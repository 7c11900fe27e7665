"""Every suite item lists the variants it holds for (``variants``), and an engine announcing one
variant runs the items of another that hold under it: the record's variant replaced, the oracle's
checks made under that variant too."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from oracle.cli import main
from oracle.conformance import variants
from oracle.conformance.canonical import digest
from oracle.conformance.runner import CaseFailure, Runner
from oracle.conformance.suite import Selection, load_suite, summary_table
from oracle.core.registry import load_game
from tests.conformance.conftest import python_command
from tests.patience import PATIENCE

GAMES = ("duel", "classic", "architects")
SUITES = {name: load_suite(game=load_game(name)) for name in GAMES}
DUEL = SUITES["duel"]

# what each variant gets: (cases, goldens, perft positions) whose variants name it
HELD = {
    "duel": {"standard": (1028, 257, 7), "first_printing": (959, 192, 6)},
    "classic": {"standard": (1179, 175, 5), "free_city": (220, 35, 1), "edition2020": (1242, 200, 3)},
    "architects": {"standard": (1348, 200, 8), "two_player_literal": (1348, 200, 8),
                   "rhodes_pieces_1_4": (1129, 158, 8)},
}
# before items listed their variants, an engine ran only the items generated under its variant
OWN = {
    "duel": {"standard": (955, 240, 5), "first_printing": (106, 20, 2)},
    # no item holds at another count, nor in the other edition
    "classic": {"standard": (1179, 175, 5), "free_city": (220, 35, 1), "edition2020": (1242, 200, 3)},
    "architects": {"standard": (1284, 192, 6), "two_player_literal": (18, 4, 1), "rhodes_pieces_1_4": (60, 4, 1)},
}


def only(game: str, *names: str) -> str:
    """A copy of the reference engine whose hello announces only ``names`` of ``game`` (and which
    refuses a new game of ``game`` under any other variant)."""
    return python_command("fake_engines.py", "only-variants", game, *names)


def sections(suite):
    return {"cases": suite.cases, "goldens": suite.goldens, "perft": suite.perft}


def run(command: str, suite, selection: Selection | None = None, game: str = "duel") -> list:
    runner = Runner(command, timeout=PATIENCE, startup_timeout=PATIENCE, game=load_game(game))
    try:
        return [item() for item in runner.items(suite, selection or Selection())]
    finally:
        runner.close()


# ---- the suites' variants -------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_every_item_lists_its_own_variant_first_then_the_others_in_the_games_order(game):
    cls = load_game(game)
    for section, items in sections(SUITES[game]).items():
        for item in items:
            own = item["record"].get("variant", "standard")
            assert item["variants"][0] == own, (section, item.get("id", item.get("name")))
            others = item["variants"][1:]
            assert others == [v for v in cls.variants if v in others and v != own]


@pytest.mark.parametrize("game", GAMES)
def test_each_variant_gets_the_items_the_coverage_file_counts(game):
    suite = SUITES[game]
    report = json.loads((load_game(game).conformance_kit().suite_dir() / "coverage.json").read_text("utf-8"))
    counted = {v: tuple(sum(v in item["variants"] for item in items) for items in sections(suite).values())
               for v in load_game(game).ruleset_variants()}
    assert {v: (c["cases"], c["goldens"], c["perft"]) for v, c in report["variants"].items()} == counted
    assert counted == HELD[game]
    own = {v: tuple(sum(item["record"].get("variant", "standard") == v for item in items)
                    for items in sections(suite).values()) for v in load_game(game).ruleset_variants()}
    assert own == OWN[game]


def test_an_engine_of_duels_first_printing_gets_nine_cases_in_ten():
    cases, goldens, positions = HELD["duel"]["first_printing"]
    assert cases / len(DUEL.cases) >= 0.9 and cases > 6 * OWN["duel"]["first_printing"][0]
    assert (goldens, positions) == (192, 6)


def test_the_id_of_an_item_does_not_hash_its_variants():
    for case in DUEL.cases[::50]:
        body = {k: v for k, v in case.items() if k not in ("id", "variants")}
        assert case["id"].endswith(digest(body, 8))


@pytest.mark.parametrize("game", GAMES)
def test_the_variants_an_item_lists_are_those_the_oracle_agrees_on(game):
    """Every 40th item of each section, replayed under each variant of its game: it holds exactly
    under those it lists."""
    cls = load_game(game)
    kit = cls.conformance_kit()
    for section, items in sections(SUITES[game]).items():
        for item in items[::40]:
            plain = {k: v for k, v in item.items() if k != "variants"}
            assert variants.item_variants(cls, kit, section, plain) == item["variants"]


def test_a_variant_joins_only_when_everything_the_case_expects_is_the_same():
    """A Duel case whose record reaches an Age with the pawn in the centre: the standard game asks
    who begins, the first printing does not, so the case holds under its own variant only."""
    game = load_game("duel")
    kit = game.conformance_kit()
    case = next(c for c in DUEL.cases if c["id"].startswith("starter-pawn-centred"))
    assert case["variants"] == ["standard"]
    assert variants.case_holds(game, kit, case, "standard")
    assert not variants.case_holds(game, kit, case, "first_printing")
    # an illegal move refused under another rule id than the case names: the variant does not join
    held = next(c for c in DUEL.cases if "first_printing" in c["variants"] and c["expect"].get("illegal"))
    assert variants.case_holds(game, kit, held, "first_printing")
    other = copy.deepcopy(held)
    other["expect"]["illegal"][0]["rule"] = "turn.play" if other["expect"]["illegal"][0]["rule"] != "turn.play" \
        else "cost.afford"
    assert not variants.case_holds(game, kit, other, "first_printing")


def test_coverage_pins_every_rule_under_every_variant_and_says_which_cannot_apply():
    for game in GAMES:
        report = json.loads((load_game(game).conformance_kit().suite_dir() / "coverage.json").read_text("utf-8"))
        assert report["rules_unpinned_by_variant"] == {v: [] for v in load_game(game).ruleset_variants()}, game
    classic = json.loads((load_game("classic").conformance_kit().suite_dir() / "coverage.json").read_text("utf-8"))
    assert list(classic["rules_not_applying"]) == ["standard", "free_city", "edition2020"]
    assert sorted(classic["rules_not_applying"]["standard"]) == [
        "free_city.end", "free_city.holder", "free_city.last_card", "free_city.pass", "free_city.play",
        "free_city.setup"]
    assert classic["rules_not_applying"]["free_city"] == classic["rules_not_applying"]["edition2020"] == {}
    assert "played only in the variant free_city" in classic["rules_not_applying"]["standard"]["free_city.setup"]
    # the Free City's 2-player games pin the coins a player cannot spend in the turn they arrive
    held = {c["id"] for c in SUITES["classic"].cases if "trade.coins_held" in c["rules"]
            and "free_city" in c["variants"]}
    assert held == {"coins-of-the-turn-2p-free-city-2db80c10", "coins-of-the-turn-2p-free-city-7cd412ec"}


def test_a_military_supremacy_by_a_destroying_wonder_asks_no_destroy_under_either_variant():
    """Ruling military.supremacy_before_destroy (rule victory.military): the builder wins at once."""
    cases = [c for c in DUEL.cases if c["id"].startswith("supremacy-before-destroy")]
    assert [c["id"] for c in cases] == ["supremacy-before-destroy-19db8532", "supremacy-before-destroy-365212b3"]
    for case in cases:
        assert case["variants"] == ["standard", "first_printing"]
        assert case["rules"] == ["effect.destroy", "game.over", "military.shields", "victory.military"]
        assert case["expect"]["state"]["pending"] is None and case["expect"]["state"]["victory"] == "military"
        assert case["expect"]["illegal"][0]["action"]["action"] == "destroy"
        assert case["expect"]["illegal"][0]["rule"] == "game.over"


# ---- running an item under another of its variants ---------------------------------------------------

def test_an_engine_of_duels_first_printing_runs_every_item_that_holds_under_it():
    """The reference engine announcing only the first printing (and refusing a standard game):
    every item listing the first printing runs and passes, played under it; the others are skipped."""
    cases, goldens, positions = HELD["duel"]["first_printing"]
    results = run(only("duel", "first_printing"), DUEL)
    counts = {section: Counter(r.status for r in results if r.section == section) for section in sections(DUEL)}
    assert counts == {"cases": {"pass": cases, "skip": len(DUEL.cases) - cases},
                      "goldens": {"pass": goldens, "skip": len(DUEL.goldens) - goldens},
                      "perft": {"pass": positions, "skip": len(DUEL.perft) - positions}}
    assert {r.message for r in results if r.status == "skip"} == {
        "the engine does not announce the variant 'standard'"}
    assert f"skipped {len(results) - cases - goldens - positions} item(s): the engine does not announce the " \
           "variant 'standard'" in summary_table(results).splitlines()


@pytest.mark.parametrize("variant", ["two_player_literal", "rhodes_pieces_1_4"])
def test_architects_items_run_under_another_variant_they_hold_for(variant):
    """An engine announcing one variant of Architects runs standard cases listing it (the first
    three), played under it, and skips those that do not list it."""
    suite = SUITES["architects"]
    held = [c["id"] for c in suite.cases if variant in c["variants"][1:]][:3]
    not_held = [c["id"] for c in suite.cases if variant not in c["variants"]][:2]

    class Some(Selection):
        def case(self, case: dict) -> bool:
            return case["id"] in held or case["id"] in not_held

    results = run(only("architects", variant), suite, Some(sections=("cases",)), "architects")
    assert {r.id: r.status for r in results} == {**dict.fromkeys(held, "pass"), **dict.fromkeys(not_held, "skip")}


def test_an_engine_of_the_free_city_runs_only_the_free_city_items():
    """7 Wonders' standard game is played by 3 to 7, the Free City by 2: no item holds under both."""
    suite = SUITES["classic"]
    assert all(len(item["variants"]) == 1 for items in sections(suite).values() for item in items)
    some = [c["id"] for c in suite.cases if c["variants"] == ["free_city"]][:2] + [suite.cases[0]["id"]]

    class Some(Selection):
        def case(self, case: dict) -> bool:
            return case["id"] in some

    results = run(only("classic", "free_city"), suite, Some(sections=("cases",)), "classic")
    assert Counter(r.status for r in results) == {"pass": 2, "skip": 1}


def test_an_item_run_under_a_variant_it_does_not_hold_for_is_invalid_and_says_which(oracle_adapter):
    """A case listing a variant it does not hold for: run under that variant, the oracle's own check
    under it finds the item invalid (the engine is not blamed)."""
    case = copy.deepcopy(next(c for c in DUEL.cases if c["id"].startswith("starter-pawn-centred")))
    case["variants"] = ["standard", "first_printing"]
    suite = load_suite()
    suite.cases, suite.goldens, suite.perft = [case], [], []
    [result] = run(only("duel", "first_printing"), suite)
    assert result.status == "invalid"
    assert result.message.startswith("suite item invalid: $.expect.state: the oracle itself fails this check: "
                                     "state.pending: expected ")
    assert result.message.endswith(" (run under the variant 'first_printing', which the item lists besides its "
                                   "own)")
    # announced as it is, the same item runs under its own variant and passes
    [result] = run(oracle_adapter, suite)
    assert result.status == "pass"


def test_a_failure_under_another_variant_says_which():
    case = _case()
    ran = {**case, "record": {**case["record"], "variant": "first_printing"}}

    def fails() -> None:
        raise CaseFailure("legal actions differ", ["turn.play"])

    with pytest.raises(CaseFailure) as failure:
        Runner._noting_variant(case, ran, fails)
    assert failure.value.message == ("legal actions differ (run under the variant 'first_printing', which the item "
                                     "lists besides its own)")
    with pytest.raises(CaseFailure) as failure:
        Runner._noting_variant(case, case, fails)
    assert failure.value.message == "legal actions differ"


def test_items_without_variants_run_as_before():
    """An older suite folder (no 'variants'): an engine of the first printing runs only the items
    generated under it."""
    suite = load_suite()
    ids = [c["id"] for c in DUEL.cases if c["variants"] == ["standard", "first_printing"]][:2] \
        + [c["id"] for c in DUEL.cases if c["record"].get("variant") == "first_printing"][:1]
    suite.cases = [{k: v for k, v in c.items() if k != "variants"} for c in DUEL.cases if c["id"] in ids]
    suite.goldens, suite.perft = [], []
    results = run(only("duel", "first_printing"), suite)
    assert sorted(r.status for r in results) == ["pass", "skip", "skip"]


def test_a_tag_selects_the_items_holding_under_a_variant():
    selection = Selection(tags=("variant=first_printing",))
    assert sum(selection.case(c) for c in DUEL.cases) == HELD["duel"]["first_printing"][0]
    assert sum(selection.golden(g) for g in DUEL.goldens) == HELD["duel"]["first_printing"][1]
    standard = Selection(tags=("variant=standard", "area=ages"))
    assert sum(standard.case(c) for c in DUEL.cases) == sum(
        "standard" in c["variants"] and c["tags"]["area"] == "ages" for c in DUEL.cases)


# ---- a hand-edited 'variants' that is wrong ------------------------------------------------------------

def _case() -> dict:
    """A case of the standard game that holds under the first printing too."""
    return copy.deepcopy(next(c for c in DUEL.cases if c["variants"] == ["standard", "first_printing"]))


@pytest.mark.parametrize(("variants_", "message"), [
    (["standard", "second_printing"], "$.variants[1]: \"second_printing\" is not a variant of 7 Wonders Duel "
                                      "(known: standard, first_printing)"),
    (["first_printing"], "$.variants: the record's own variant \"standard\" is missing (it comes first)"),
    (["first_printing", "standard"], "$.variants[1]: the record's own variant \"standard\" comes first, not "
                                     "\"first_printing\""),
    (["standard", "standard"], "$.variants[1]: \"standard\" is listed twice"),
])
def test_a_wrong_variants_list_makes_the_item_invalid_before_the_engine_starts(oracle_adapter, variants_, message):
    case = _case()
    case["variants"] = variants_
    runner = Runner(oracle_adapter, timeout=PATIENCE, startup_timeout=PATIENCE)
    try:
        result = runner.run_case(case)
        assert runner.engine.starts == 0
    finally:
        runner.close()
    assert (result.status, result.message) == ("invalid", f"suite item invalid: {message}")


@pytest.mark.parametrize(("variants_", "message"), [
    ("standard", "$.cases[0].variants: expected an array, not \"standard\""),
    ([], "$.cases[0].variants: expected at least one variant (the record's own first)"),
    (["standard", 2], "$.cases[0].variants[1]: expected a non-empty string, not 2"),
])
def test_a_variants_field_of_the_wrong_type_is_refused_with_its_path(tmp_path, oracle_adapter, capsys, variants_,
                                                                     message):
    case = _case()
    case["variants"] = variants_
    (tmp_path / "cases.json").write_text(json.dumps({"area": "ages", "cases": [case]}), encoding="utf-8")
    assert main(["conform", "--engine", oracle_adapter, "--suite", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"oracle: {tmp_path / 'cases.json'}: {message}\n"


@pytest.mark.parametrize("game", GAMES)
def test_the_published_schemas_name_each_games_variants(game):
    from jsonschema import ValidationError

    from oracle.conformance.schemas import validator

    cls = load_game(game)
    case = copy.deepcopy(SUITES[game].cases[0])
    cases = validator("case", cls)
    cases.validate({"area": "x", "cases": [case]})
    for wrong in (["second_printing"], [], [case["variants"][0]] * 2, case["variants"][0]):
        with pytest.raises(ValidationError):
            cases.validate({"area": "x", "cases": [{**case, "variants": wrong}]})
    assert validator("golden", cls).schema["$defs"]["variants"]["items"] == {"enum": list(cls.ruleset_variants())}
    assert validator("perft", cls).schema["$defs"]["variants"]["items"] == {"enum": list(cls.ruleset_variants())}
