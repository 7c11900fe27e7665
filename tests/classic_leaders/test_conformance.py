"""Leaders' conformance suite (``spec/conformance/classic-leaders``): it lives apart from the base
game's, is current (regenerates byte for byte), valid against the ruleset's schemas, complete (every
leader and guild, every rule but the Free City's, every commonly-wrong entry), passed by the reference
adapter, and each seeded bug of Leaders' commonly-wrong list (``mutants.py``) is caught by its entry's
cases with a failure naming the entry's rule."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

import pytest

import oracle
from oracle.classic.conformance import COMMONLY_WRONG, ClassicKit
from oracle.classic.leaders.kit import LEADERS_WRONG, LEADERS_WRONG_RULES, LeadersKit
from oracle.classic.leaders.recruitment import RECRUITMENT
from oracle.classic.leaders.state import leader_cards
from oracle.cli import main
from oracle.conformance.perft import perft
from oracle.conformance.suite import Selection, load_suite
from tests.classic_leaders.mutants import MUTANTS
from tests.patience import PATIENT
from tests.seeding import commonly_wrong_failures

GAME = oracle.load_game("classic", variant="leaders")
KIT = LeadersKit()
FOLDER = KIT.suite_dir()
SUITE = load_suite(game=GAME)
HERE = Path(__file__).resolve().parent


def test_the_suite_lives_apart_from_the_base_games():
    assert GAME.published_as == "classic-leaders" and type(GAME.conformance_kit()) is LeadersKit
    assert type(oracle.load_game("classic").conformance_kit()) is ClassicKit
    assert FOLDER.name == "classic-leaders" and ClassicKit().suite_dir().name == "classic"
    assert GAME.ruleset_variants() == ("leaders", "edition2020_leaders")
    assert oracle.load_game("classic", variant="edition2020_leaders").conformance_kit().suite_dir() == FOLDER
    assert oracle.load_game("classic").ruleset_variants() == ("standard", "free_city", "edition2020")


def test_the_suite_regenerates_identically(capsys):
    from oracle.conformance.generate import main as generate

    assert generate(["--game", "classic", "--variant", "leaders", "--check"]) == 0, \
        "stale suite: run python -m oracle.conformance.generate --game classic --variant leaders"
    assert capsys.readouterr().out == ""


def test_the_files_validate_against_the_rulesets_schemas():
    """Every case file with every tenth of its cases, every tenth golden and the perft file (the whole
    suite validates alike, and takes minutes)."""
    from oracle.conformance.schemas import validator

    cases = validator("case", GAME)
    for path in sorted(FOLDER.glob("*.json")):
        if path.name not in ("perft.json", "coverage.json"):
            held = json.loads(path.read_text(encoding="utf-8"))
            cases.validate({**held, "cases": held["cases"][::10]})
    golden = validator("golden", GAME)
    for item in SUITE.goldens[::10]:
        golden.validate(item)
    validator("perft", GAME).validate(json.loads((FOLDER / "perft.json").read_text(encoding="utf-8")))


def test_the_suite_covers_every_component_rule_and_commonly_wrong_entry():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert report["cases"] == len(SUITE.cases) >= 2000
    assert len(SUITE.goldens) >= 200 and len(SUITE.perft) == 11
    assert report["components_uncovered"] == []
    free_city = sorted(KIT.rules_not_applying["leaders"])
    assert report["rules_unpinned"] == free_city
    assert report["rules_unpinned_by_variant"] == {"leaders": [], "edition2020_leaders": []}
    assert sorted(report["rules_not_applying"]["edition2020_leaders"]) == ["effect.copy_ability", "leaders.courtesan"]
    for variant, least in (("leaders", (1000, 140, 6)), ("edition2020_leaders", (1000, 80, 5))):
        held = report["variants"][variant]
        assert (held["cases"], held["goldens"], held["perft"]) >= least, variant
        rules = oracle.load_game("classic", variant=variant).rules
        named = {name for case in SUITE.cases if variant in case["variants"] for name in case["components"]}
        assert {rules.cards[c].name for c in leader_cards(rules)} <= named, variant
    named = {name for case in SUITE.cases for name in case["components"]}
    assert {"Architects Guild", "Diplomats Guild", "Gamers Guild", "Roma Day", "Roma Night", "Abu Simbel Day",
            "Abu Simbel Night"} <= named
    assert all(case["variants"][0] == case["tags"]["variant"] for case in SUITE.cases)
    assert {case["tags"]["variant"] for case in SUITE.cases} == {"leaders", "edition2020_leaders"}
    assert {case["tags"]["players"] for case in SUITE.cases} == {"3", "4", "5", "6", "7"}
    assert sorted(KIT.commonly_wrong) == list(range(1, 32))
    assert all(KIT.commonly_wrong[n] == COMMONLY_WRONG[n] for n in range(1, 19))
    assert report["commonly_wrong_uncovered"] == []
    for number, rule in KIT.commonly_wrong_rules.items():
        tagged = [case for case in SUITE.cases if case.get("commonly_wrong") == number]
        assert tagged and all(case["rules"][0] == rule and case["note"] == KIT.commonly_wrong[number]
                              for case in tagged), number
    for number in LEADERS_WRONG:
        assert sum(case.get("commonly_wrong") == number for case in SUITE.cases) >= 10, number
    # the 2020 edition's entries of the base game's list are met in the 2020 edition's games alone
    for number in (16, 17, 18, 30, 31):
        assert {case["tags"]["variant"] for case in SUITE.cases if case.get("commonly_wrong") == number} == {
            "edition2020_leaders"}, number
    for game in SUITE.goldens:
        assert game["record"]["variant"] in ("leaders", "edition2020_leaders")
        assert len(game["steps"]) == len(game["record"]["moves"]) + 1
    assert sum(g["record"]["variant"] == "edition2020_leaders" for g in SUITE.goldens) == 80
    assert {f"players-{n}" for n in range(3, 8)} | {"recruit", "sell", "stage"} <= {
        t for g in SUITE.goldens for t in g["tags"]}


def test_the_2020_editions_goldens_play_what_its_box_does_differently():
    """The 2020 edition's goldens, 16 at each number of players, show at each what its box does
    differently: Abu Simbel and Roma by Day and Night, a leader entombed, Roma's lowered costs and Night's
    first stage, a leader priced by the Age, Nitocris's and Telesilla's tokens, a leader scoring for more
    than each neighbour (a victory token discarded by choice, rarer, at 4 to 7); the first edition's
    goldens carry none of those tags."""
    box = ("abu-simbel-day", "abu-simbel-night", "roma-day", "roma-night", "entomb", "roma-cost",
           "roma-night-first-stage", "age-priced", "tokens-nitocris", "tokens-telesilla", "more-than")
    edition = [g for g in SUITE.goldens if g["record"]["variant"] == "edition2020_leaders"]
    for n in range(3, 8):
        at = [g for g in edition if f"players-{n}" in g["tags"]]
        assert len(at) == 16, n
        shown = {t for g in at for t in g["tags"]}
        assert set(box) <= shown, (n, sorted(set(box) - shown))
        assert n == 3 or "discard-piece" in shown, n
    assert not {t for g in SUITE.goldens if g["record"]["variant"] == "leaders" for t in g["tags"]} & {
        *box, "discard-piece"}
    # a golden tagged with a board is dealt it
    for g in edition:
        dealt = {f"{b['board']} {b['side']}".lower().replace(" ", "-") for b in g["record"]["setup"]["boards"]}
        assert {t for t in g["tags"] if t.startswith(("abu-simbel-", "roma-day", "roma-night"))} - {
            "roma-night-first-stage"} <= dealt, g["id"]


def test_every_way_to_use_a_leader_and_every_pick_of_the_draft_has_cases():
    slugs = {re.sub(r"-[3-7]p-(edition2020-)?leaders-[0-9a-f]+$", "", case["id"]) for case in SUITE.cases}
    assert {"leaders-setup", "draft-pick-1", "draft-pick-2", "draft-pick-3", "draft-over", "draft-committed",
            "recruitment-age-i", "recruitment-age-ii", "recruitment-age-iii", "recruitment-reveal",
            "leader-stage-trading", "sell-leader", "maecenas-recruited", "recruit-free", "leftover-leader",
            "tomyris-redirects", "coins-hatshepsut-many", "score-leaders-row", "score-coins-midas",
            "score-coins-gamers-guild", "score-diplomats-tucked", "score-leader-science",
            "score-aristotle-sets", "ramses-free", "discard-build-solomon"} <= slugs
    # the box's powers beyond the draft and the recruitment: Bilkis, Roma's costs and first stage, the Courtesans
    assert {"bank-purchase", "roma-cost-roma-a", "roma-cost-roma-b", "roma-b-first-stage", "courtesans-copy",
            "bilkis-held", "score-courtesans"} <= slugs
    # the 2020 box: Roma and Abu Simbel by Day and Night, the leaders priced by the Age, the token leaders,
    # the end-of-game comparisons
    assert {"roma-cost-roma-day", "roma-cost-roma-night", "roma-night-first-stage", "abu-simbel-entomb",
            "entomb-choice", "abu-simbel-1", "recruit-age-priced", "tokens-nitocris", "tokens-telesilla",
            "discard-piece-choice", "discard-piece-chosen", "score-more-than", "score-more-than-tied",
            "score-tokens-with-defeats", "coins-berenice", "score-enheduanna", "score-aganice",
            "score-gorgo"} <= slugs


def test_the_perft_counts_are_the_oracles():
    position = next(p for p in SUITE.perft if p["name"] == "recruitment-age-i-3p")
    state, _ = GAME.replay(GAME.record_from_json(position["record"]))
    assert state.phase == RECRUITMENT and GAME.to_move(state) == (0, 1, 2)
    assert position["nodes"][0] == len(GAME.legal_actions(state, 0))
    assert position["nodes"] == [perft(state, d) for d in range(1, 4)]


def _adapter() -> str:
    """The reference adapter of this checkout (the oracle's command line run from the tests' tree)."""
    root = Path(__file__).resolve().parents[2]
    start = f"import sys; sys.path.insert(0, {str(root)!r}); from oracle.cli import main; sys.exit(main(['adapter']))"
    return " ".join(shlex.quote(p) for p in (sys.executable, "-c", start))


def test_the_reference_adapter_passes_every_commonly_wrong_case_and_the_perft_positions():
    from oracle.conformance.runner import Runner
    from tests.patience import PATIENCE

    class Tagged(Selection):
        def case(self, case):  # type: ignore[no-untyped-def]
            return case.get("commonly_wrong") in LEADERS_WRONG

    runner = Runner(_adapter(), game=GAME, timeout=PATIENCE, startup_timeout=PATIENCE)
    try:
        results = [item() for item in runner.items(SUITE, Tagged(sections=("cases", "perft")))]
    finally:
        runner.close()
    assert len(results) >= 90 and {r.status for r in results} == {"pass"}, [r.line() for r in results
                                                                             if r.status != "pass"][:3]


def test_the_command_line_runs_the_rulesets_suite(capsys):
    code = main(["--game", "classic", "conform", "--variant", "leaders", "--engine", _adapter(), "--only", "perft",
                 "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    # the perft positions holding under the first edition's Leaders (the 2020 edition's are its own)
    first = [p for p in SUITE.perft if "leaders" in p["variants"]]
    assert len(first) == 6 and len(SUITE.perft) == 11
    assert code == 0 and report["totals"]["pass"] == len(first) and report["totals"]["fail"] == 0


def test_every_entry_of_leaders_list_has_a_seeded_bug():
    assert sorted(MUTANTS) == sorted(LEADERS_WRONG) == sorted(LEADERS_WRONG_RULES) == list(range(19, 32))


@pytest.mark.parametrize("number", sorted(MUTANTS), ids=[MUTANTS[n].__name__ for n in sorted(MUTANTS)])
def test_each_seeded_bug_is_caught_by_its_entrys_cases(number):
    command = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / "mutants.py"), MUTANTS[number].__name__))
    assert commonly_wrong_failures(GAME, SUITE, command, number, LEADERS_WRONG_RULES[number])


@pytest.mark.parametrize("number", (16, 17, 18))
def test_the_2020_editions_seeded_bugs_of_the_base_game_are_caught_in_leaders_2020_edition(number):
    """The base game's entries of the 2020 edition (Olympia Day and Night, the Decorators Guild) hold with
    Leaders too: the base game's seeded bug for each fails the cases of this suite tagged with it."""
    from tests.classic.mutants import MUTANTS as BASE_MUTANTS

    bug = BASE_MUTANTS[number][0]
    command = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE.parent / "classic" / "mutants.py"), bug))
    assert commonly_wrong_failures(GAME, SUITE, command, number, KIT.commonly_wrong_rules[number])


# ---- the other readings of the rule options (area readings) -------------------------------------------------

READINGS = [case for case in SUITE.cases if case["tags"]["area"] == "readings"]


def _readings_by_option() -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for case in READINGS:
        (name, reading), = case["record"]["rule_options"].items()
        mine = out.setdefault(case["tags"]["variant"], {})
        mine[f"{name}={reading}"] = mine.get(f"{name}={reading}", 0) + 1
        assert case["id"].startswith(f"{name}-{reading}-".replace("_", "-")) and case["description"].startswith(
            f"With the rule option {name}={reading}, the moves of the case ")
        assert case["variants"] == [case["tags"]["variant"]] and "commonly_wrong" not in case
    return out


def test_the_suite_checks_each_other_reading_it_meets():
    """Twins of the mined cases where a reading changes what holds: at most 12 of each; a reading whose
    effect no mined case shows has none (abu_simbel_age_cost_value, seen only in the end's scores;
    discard_build_order; leader_packs, whose deals differ)."""
    assert _readings_by_option() == {
        "leaders": {"leaders_enter_discard=yes": 12, "recruit_optional=yes": 12, "courtesan_copies_immediate=no": 1},
        "edition2020_leaders": {"leaders_enter_discard=yes": 12, "recruit_optional=yes": 12, "plato_cost_2e=four": 12,
                                "roma_night_stage2_good=loom": 1, "telesilla_discard=cheapest": 12,
                                "abu_simbel_entomb_source=hand": 12}}


@pytest.mark.parametrize(("variant", "setting"), [
    (variant, setting) for variant, settings in sorted(_readings_by_option().items()) for setting in settings])
def test_the_reference_adapter_passes_each_reading_under_it(variant: str, setting: str, capsys):
    mine = sum(1 for c in READINGS if c["tags"]["variant"] == variant
               and "=".join(*c["record"]["rule_options"].items()) == setting)
    code = main(["--game", "classic", "conform", "--variant", variant, "--engine", _adapter(), "--only", "cases",
                 "--tag", "area=readings", "--rule-option", setting, "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    others = sum(1 for c in READINGS if c["tags"]["variant"] == variant) - mine
    assert code == 0 and report["totals"] == {"pass": mine, "fail": 0, "error": 0, "skip": others, "invalid": 0}
    # a run with the defaults skips them, as changed by the run's readings
    if setting.startswith("leaders_enter_discard"):
        code = main(["--game", "classic", "conform", "--variant", variant, "--engine", _adapter(), "--only",
                     "cases", "--tag", "area=readings", "--json", *PATIENT])
        report = json.loads(capsys.readouterr().out)
        assert code == 0 and report["totals"]["skip"] == mine + others and report["totals"]["pass"] == 0
        assert all(r["message"].startswith("it does not hold with the rule options of the run (every default)")
                   for r in report["results"])
