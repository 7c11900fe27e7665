"""The runner: the reference adapter passes everything; misbehaving engines are reported and
survived; every seeded rule bug is caught with a failure naming a rule id."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from oracle.cli import main
from oracle.conformance.canonical import field_hash
from oracle.conformance.runner import Runner
from oracle.conformance.suite import Selection, SuiteError, load_suite, summary_table
from oracle.core.registry import load_game
from tests.conformance import mutants
from tests.conformance.conftest import python_command
from tests.conformance.fake_engines import SLOW_APPLY
from tests.patience import PATIENCE, PATIENT

SUITE = load_suite()


def run(command: str, selection: Selection, timeout: float = PATIENCE, maxfail: int | None = None,
        counted: tuple[str, ...] = ("fail", "error")) -> list:
    """The results of the selected items, stopping after ``maxfail`` of them end with a status in ``counted``
    (the engine's start is never timed: see tests/patience.py)."""
    runner = Runner(command, timeout=timeout, startup_timeout=PATIENCE)
    results = []
    try:
        for item in runner.items(SUITE, selection):
            results.append(item())
            if maxfail is not None and sum(r.status in counted for r in results) >= maxfail:
                break
    finally:
        runner.close()
    return results


def test_reference_adapter_passes_everything(oracle_adapter, capsys):
    code = main(["conform", "--engine", oracle_adapter, "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["totals"] == {"pass": len(SUITE.cases) + len(SUITE.goldens) + len(SUITE.perft), "fail": 0,
                                "error": 0, "skip": 0, "invalid": 0}
    assert {r["status"] for r in report["results"]} == {"pass"}


# ---- a misbehaving engine is reported against the item, restarted, and the run goes on -----------------

FIRST_CASES = Selection(keyword="build-", sections=("cases",))


def first(n: int) -> Selection:
    ids = [c["id"] for c in SUITE.cases if FIRST_CASES.case(c)][:n]

    class Few(Selection):
        def case(self, case: dict) -> bool:
            return case["id"] in ids
    return Few(sections=("cases",))


# Faults that take no time to show: the item's time is a day (a loaded machine never makes a
# well-behaved answer late), and every selected case must end as expected.
EXPECTED_FAULTS = {
    "exit-at-start": ("crash", "cannot start: no licence file"),
    "crash-on-apply": ("crash", "exit status 7"),
    "garbage": ("garbage", "not JSON: '<html>500"),
    "huge": ("oversize", "more than 8,388,608 bytes to 'legal'"),
    "bad-schema": ("schema", "$.state.conflict_pawn"),
    "wrong-id": ("protocol", "expected an answer to 'legal' with id"),
    "silent-exit": ("crash", "closed its output during 'state'"),
}


@pytest.mark.parametrize("mode", sorted(EXPECTED_FAULTS))
def test_a_misbehaving_engine_is_reported_and_survived(mode):
    kind, text = EXPECTED_FAULTS[mode]
    results = run(python_command("fake_engines.py", mode), first(4))
    assert len(results) == 4, "every selected case gets a result"
    errors = [r for r in results if r.status == "error"]
    assert errors, [r.line() for r in results]
    for r in errors:
        assert r.message.startswith(f"engine {kind}: "), r.message
    assert any(text in r.message for r in errors), [r.message for r in errors]
    if mode == "crash-on-apply":
        assert [r.status for r in results] == ["pass", "error", "pass", "error"]
    else:
        assert all(r.status == "error" for r in results)


def test_an_engine_that_cannot_start_is_not_started_again_after_three_tries():
    runner = Runner(python_command("fake_engines.py", "exit-at-start"), timeout=PATIENCE, startup_timeout=PATIENCE)
    try:
        results = [item() for item in runner.items(SUITE, first(5))]
    finally:
        runner.close()
    assert [r.status for r in results] == ["error"] * 5
    assert runner.engine.starts == 3
    for r in results[:3]:
        assert r.message == ("engine crash: the engine closed its output during 'hello' (exit status 3); "
                             "its last error output: 'cannot start: no licence file'")
    for r in results[3:]:
        assert r.message == ("engine crash: not started again after 3 failed starts; the last: the engine closed "
                             "its output during 'hello' (exit status 3); its last error output: 'cannot start: no "
                             "licence file'")


# An engine that never answers one request ('legal', or 'state' whose answer never ends its line) is
# a hang whatever the item's time and however loaded the machine: the item's time runs out on that
# request, or on one before it when the machine is slow enough.  So the verdict is asserted, and that
# the request named is one the item asks up to the one the engine never answers; never how long it took.
HANGS = {"hang-on-legal": "legal", "no-newline": "state"}
ASKED = ("new_game", "apply", "state", "legal")     # what a case asks, in order: 'state' comes before 'legal'


@pytest.mark.parametrize("mode", sorted(HANGS))
def test_an_engine_that_never_answers_is_a_hang_and_is_restarted(mode):
    runner = Runner(python_command("fake_engines.py", mode), timeout=3.0, startup_timeout=PATIENCE)
    try:
        results = [item() for item in runner.items(SUITE, first(2))]
        starts = runner.engine.starts
    finally:
        runner.close()
    assert [r.status for r in results] == ["error", "error"]
    for r in results:
        found = re.fullmatch(r"engine hang: no (?:answer to|time left for) '(\w+)' within the item's 3 s "
                             r"\(\d+ answers of this item\)", r.message)
        assert found and found.group(1) in ASKED[:ASKED.index(HANGS[mode]) + 1], r.message
    assert starts == 2, "the engine is stopped after each hang and started again for the next item"


def test_a_slow_engine_runs_out_of_the_items_time_by_counting_answers():
    """Each move takes the fake engine at least SLOW_APPLY seconds, so within an item's time of
    2.5 SLOW_APPLY at most 2 moves (after new_game) can be answered, however loaded the machine:
    the runner must stop the item there, although every case needs more moves."""
    budget = 2.5 * SLOW_APPLY
    selection = first(2)
    cases = [c for c in SUITE.cases if selection.case(c)]
    assert all(len(c["record"]["moves"]) > 2 for c in cases)
    results = run(python_command("fake_engines.py", "slow"), selection, timeout=budget)
    assert [r.status for r in results] == ["error", "error"]
    for r in results:
        found = re.fullmatch(r"engine hang: no (?:answer to|time left for) '(new_game|apply)' within the item's "
                             r"2\.5 s \((\d+) answers of this item\)", r.message)
        assert found, r.message
        assert int(found.group(2)) <= 1 + 2


# ---- mutation check: each seeded rule bug is caught, with a rule id in the message ---------------------


@pytest.mark.parametrize("bug", sorted(mutants.BUGS))
def test_every_seeded_rule_bug_is_caught(bug):
    """Each seeded bug fails a case naming a rule id.  Before that failure, an engine error may only
    be a state the bug makes that the published schema forbids (looting below 0 leaves negative
    coins): a bug never crashes the engine or breaks the protocol."""
    results = run(python_command("mutants.py", bug), Selection(), maxfail=1, counted=("fail",))
    caught = [r for r in results if r.status == "fail"]
    assert caught, f"{bug} went unnoticed: " + "; ".join(r.line() for r in results if r.status != "pass")
    failure = caught[0]
    assert failure.rules, failure.line()
    errors = [r.message for r in results if r.status == "error"]
    assert all(re.fullmatch(r"engine schema: the 'state' answer to 'state' breaks the schema at "
                            r"\$\.state\.players\[[01]\]\.coins: -\d+ is less than the minimum of 0", e)
               for e in errors), errors
    assert not errors or bug == "looting-below-zero"
    assert "[" in failure.line() and "." in failure.rules[0]


# ---- filters, baseline tracking, exit status --------------------------------------------------------


def test_filters_select_cases(oracle_adapter, capsys):
    code = main(["conform", "--engine", oracle_adapter, "--rule", "wonder.cap", "--json", *PATIENT])
    out, err = capsys.readouterr()
    assert code == 0, (out[-2000:], err[-2000:])
    report = json.loads(out)
    expected = sum("wonder.cap" in c["rules"] for c in SUITE.cases)
    assert report["totals"]["pass"] == expected and expected >= 10
    code = main(["conform", "--engine", oracle_adapter, "--tag", "area=military", "-k", "looting", "--json",
                 *PATIENT])
    out, err = capsys.readouterr()
    assert code == 0, (out[-2000:], err[-2000:])
    report = json.loads(out)
    expected = sum(c["tags"]["area"] == "military" and "looting" in (c["id"] + c["description"]).lower()
                   for c in SUITE.cases)
    assert report["totals"]["pass"] == expected and expected >= 5


def test_track_reports_only_changes(tmp_path, oracle_adapter, capsys):
    baseline = tmp_path / "baseline.json"
    args = ["conform", "--only", "perft", "--track", str(baseline), *PATIENT]
    assert main([*args, "--engine", oracle_adapter]) == 0
    out = capsys.readouterr().out
    assert f"{len(SUITE.perft)} change(s) since the baseline" in out
    assert main([*args, "--engine", oracle_adapter]) == 0
    assert "0 change(s) since the baseline" in capsys.readouterr().out
    # the mutant prices every resource at 3 coins: every position past the wonder draft breaks
    mutant = python_command("mutants.py", "trade-base-three")
    assert main([*args, "--engine", mutant]) == 1
    lines = capsys.readouterr().out.splitlines()
    broken = ["age-1-start", "age-1-middle", "age-2-start", "age-3-start", "first-printing-age-1-middle",
              "first-printing-age-2-start"]
    assert [line.split()[2] for line in lines if line.startswith("FAIL  perft ")] == broken
    assert "6 change(s) since the baseline" in lines
    saved = json.loads(baseline.read_text())
    assert saved == {f"perft:{p['name']}": "fail" if p["name"] in broken else "pass" for p in SUITE.perft}
    # once more: nothing changed since, and --json lists the changes exactly
    assert main([*args, "--engine", mutant, "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["changes"] == {}
    assert main([*args, "--engine", oracle_adapter, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["changes"] == {name: "fail -> pass" for name in broken}


def test_a_failing_engine_exits_1_with_a_summary(capsys):
    code = main(["conform", "--engine", python_command("mutants.py", "never-reveal"), "--only", "perft", *PATIENT])
    out = capsys.readouterr().out
    assert code == 1
    lines = out.splitlines()
    # the failures come grouped by their first divergence, the largest group first
    assert "6 new failure(s) in 2 group(s):" in lines
    assert lines[lines.index("6 new failure(s) in 2 group(s):") + 1].startswith("FAIL      5 items [turn.accessible] ")
    assert out.splitlines()[-2].split()[0] == "perft"
    # --each lists every failing item instead
    assert main(["conform", "--engine", python_command("mutants.py", "never-reveal"), "--only", "perft", "--each",
                 *PATIENT]) == 1
    assert len([line for line in capsys.readouterr().out.splitlines() if line.startswith("FAIL  perft ")]) == 6


# ---- --strict-rules ---------------------------------------------------------------------------------

def test_strict_rules_fails_a_refusal_that_cites_no_rule():
    """Without --strict-rules any refusal passes; with it, a refusal must cite the case's rule."""
    with_illegal = [c for c in SUITE.cases if c["expect"].get("illegal")][:3]
    assert len(with_illegal) == 3
    ids = {c["id"] for c in with_illegal}

    class Chosen(Selection):
        def case(self, case: dict) -> bool:
            return case["id"] in ids

    engine = python_command("fake_engines.py", "no-rule")
    assert [r.status for r in run(engine, Chosen(sections=("cases",)))] == ["pass"] * 3
    runner = Runner(engine, timeout=PATIENCE, startup_timeout=PATIENCE, strict_rules=True)
    try:
        results = [item() for item in runner.items(SUITE, Chosen(sections=("cases",)))]
    finally:
        runner.close()
    assert [r.status for r in results] == ["fail"] * 3
    for case, result in zip(with_illegal, results, strict=True):
        first = case["expect"]["illegal"][0]
        assert result.rules == [first["rule"]]
        assert f"citing no rule, not {first['rule']}" in result.message



# ---- optional fields, capabilities and variants: checked when there, counted when not -------------------

def test_optional_state_fields_and_missing_capabilities_are_counted_not_failed():
    """An engine reporting no discard pile, pending decision or progress board and announcing no
    capability passes on what it does report; the summary counts what was left unchecked."""
    results = run(python_command("fake_engines.py", "minimal"), first(6))
    assert [r.status for r in results] == ["pass"] * 6
    assert sorted(results[0].unchecked) == [
        "a move's events (the engine lacks the 'events' capability)",
        "the state's 'discard' (optional, not reported by the engine)",
        "the state's 'pending' (optional, not reported by the engine)",
        "the state's 'progress_board' (optional, not reported by the engine)"]
    assert summary_table(results).splitlines()[2:] == [
        "not checked in 6 item(s): a move's events (the engine lacks the 'events' capability)",
        "not checked in 6 item(s): the state's 'discard' (optional, not reported by the engine)",
        "not checked in 6 item(s): the state's 'pending' (optional, not reported by the engine)",
        "not checked in 6 item(s): the state's 'progress_board' (optional, not reported by the engine)",
    ]


def test_an_optional_field_the_engine_reports_is_still_checked():
    """An engine reporting an empty discard pile where there is one fails on it, not 'not checked'."""
    case = next(c for c in SUITE.cases if FIRST_CASES.case(c) and c["expect"]["state"].get("discard"))
    runner = Runner(python_command("fake_engines.py", "empty-discard"), timeout=PATIENCE, startup_timeout=PATIENCE)
    try:
        result = runner.run_case(case)
    finally:
        runner.close()
    shown = ",".join(sorted(json.dumps(c) for c in case["expect"]["state"]["discard"]))
    assert result.status == "fail"
    assert (f"state.discard: missing [{shown}] ({len(case['expect']['state']['discard'])} expected, 0 "
            "reported)") in result.message
    assert result.unchecked == []


def test_items_of_a_variant_the_engine_does_not_announce_run_under_another_they_hold_for_or_are_skipped():
    """An engine of the first printing only (protocol 1): its own cases and perft positions run, and
    so do the standard ones that hold under the first printing too (played under it); every other
    item is skipped."""
    printing = {c["id"] for c in SUITE.cases if c["record"].get("variant") == "first_printing"}
    held = [c["id"] for c in SUITE.cases if c["variants"] == ["standard", "first_printing"]][:3]
    standard = [c["id"] for c in SUITE.cases if c["variants"] == ["standard"]][:3]
    assert len(printing) == 106

    class Some(Selection):
        def case(self, case: dict) -> bool:
            return case["id"] in printing or case["id"] in held or case["id"] in standard

    results = run(python_command("fake_engines.py", "first-printing-only"), Some(sections=("cases", "perft")))
    skipped = 3 + sum("first_printing" not in p["variants"] for p in SUITE.perft)
    # the first printing's 106 cases, 3 standard ones and the 6 perft positions holding under it run
    assert Counter(r.status for r in results) == {"pass": 106 + 3 + 6, "skip": skipped}
    assert {r.id for r in results if r.status == "skip"} == set(standard) | {
        p["name"] for p in SUITE.perft if "first_printing" not in p["variants"]}
    assert {r.message for r in results if r.status == "skip"} == {
        "the engine does not announce the variant 'standard'"}
    assert f"skipped {skipped} item(s): the engine does not announce the variant 'standard'" \
        in summary_table(results).splitlines()


# ---- goldens of version 2: the discard pile and the pending decision, step by step ------------------------

def _golden_result(command: str, golden: dict) -> object:
    runner = Runner(command, timeout=PATIENCE, startup_timeout=PATIENCE)
    try:
        return runner.run_golden(golden)
    finally:
        runner.close()


def test_a_golden_step_holds_the_hashes_of_the_discard_pile_and_the_pending_decision():
    golden = SUITE.goldens[0]
    assert golden["version"] == 2
    assert golden["steps"][0]["pending_hash"] == field_hash("pending", None)
    assert golden["steps"][0]["discard_hash"] == field_hash("discard", [])
    # an engine that never reports a discarded card fails at the first step whose pile is not empty
    first = next(i for i, step in enumerate(golden["steps"]) if step["discard_hash"] != field_hash("discard", []))
    result = _golden_result(python_command("fake_engines.py", "empty-discard"), golden)
    assert result.status == "fail"
    assert (f"; as checked: after {first} moves discard: the hash of the engine's is {field_hash('discard', [])}, "
            f"the golden's {golden['steps'][first]['discard_hash']}: []") in result.message
    assert result.divergence is not None and result.divergence["moves"] == first


def test_a_golden_of_an_engine_without_the_optional_fields_counts_them_unchecked():
    result = _golden_result(python_command("fake_engines.py", "minimal"), SUITE.goldens[0])
    assert result.status == "pass"
    assert sorted(result.unchecked) == ["the state's 'discard' (optional, not reported by the engine)",
                                        "the state's 'pending' (optional, not reported by the engine)"]


def test_a_golden_of_version_1_compares_no_hashes_and_an_unknown_version_is_refused(oracle_adapter, tmp_path):
    old = json.loads(json.dumps(SUITE.goldens[0]))
    del old["version"]
    for step in old["steps"]:
        del step["discard_hash"], step["pending_hash"]
    result = _golden_result(oracle_adapter, old)
    assert (result.status, result.unchecked) == ("pass", [])
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "g.json").write_text(json.dumps({**SUITE.goldens[0], "version": 3}))
    with pytest.raises(SuiteError) as error:
        load_suite(tmp_path)
    assert str(error.value) == f"{tmp_path / 'games' / 'g.json'}: $.version: expected 1 or 2 (the golden format), not 3"


class _Entry(Selection):
    """The cases tagged with one commonly-wrong entry."""

    def __init__(self, number: int) -> None:
        super().__init__(sections=("cases",))
        object.__setattr__(self, "number", number)

    def case(self, case):  # type: ignore[no-untyped-def]
        return case.get("commonly_wrong") == self.number  # type: ignore[attr-defined]


@pytest.mark.parametrize("bug", sorted(b for b, (number, _) in mutants.BUGS.items() if number))
def test_each_commonly_wrong_entry_catches_its_own_bug(bug):
    """A seeded bug of a commonly-wrong rule fails at least one case tagged with that entry."""
    number = mutants.BUGS[bug][0]
    results = run(python_command("mutants.py", bug), _Entry(number))
    assert len(results) >= 3, [r.line() for r in results]
    caught = [r for r in results if r.status != "pass"]   # a failure, or an answer breaking the schema
    assert caught, f"#{number} {bug}: none of {len(results)} tagged cases fails"


# ---- the games the engine announces decide what runs ------------------------------------------------------

OTHER_GAMES = ("classic", "architects")


def run_items(command: str, game: str, items: list, timeout: float = PATIENCE) -> list:
    """Results of ``items`` (pairs of a section and an item) of ``game``'s suite."""
    runner = Runner(command, timeout=timeout, game=load_game(game), startup_timeout=PATIENCE)
    run = {"cases": runner.run_case, "goldens": runner.run_golden, "perft": runner.run_perft}
    try:
        return [run[section](item) for section, item in items]
    finally:
        runner.close()


def one_of_each(game: str) -> list:
    suite = load_suite(game=load_game(game))
    return [("cases", suite.cases[0]), ("goldens", suite.goldens[0]), ("perft", suite.perft[0])]


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_items_of_a_game_the_engine_does_not_announce_are_skipped_and_counted(game, capsys):
    """An engine whose hello lists only Duel (and would play anything it is asked to): no item of
    another game runs, each is skipped for that reason, and the summary counts them."""
    engine = python_command("fake_engines.py", "duel-only")
    reason = f"the engine does not announce the game '{game}'"
    results = run_items(engine, game, one_of_each(game))
    assert [(r.status, r.message) for r in results] == [("skip", reason)] * 3
    positions = len(load_suite(game=load_game(game)).perft)
    assert main(["--game", game, "conform", "--engine", engine, "--only", "perft", *PATIENT]) == 0
    assert capsys.readouterr().out.splitlines()[-2:] == [f"perft           0      0      0{positions:>7}",
                                                          f"skipped {positions} item(s): {reason}"]


def test_an_engine_announcing_no_game_is_an_engine_error_naming_it(capsys):
    engine = python_command("fake_engines.py", "no-game")
    why = "the 'hello' answer announces no game (it lists no game in 'games'): the engine cannot be checked on anything"
    results = run_items(engine, "duel", one_of_each("duel"))
    assert [(r.status, r.message) for r in results] == [("error", f"engine protocol: {why}")] * 3
    assert main(["conform", "--engine", engine, "--only", "perft", "--json", *PATIENT]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["totals"] == {"pass": 0, "fail": 0, "error": len(SUITE.perft), "skip": 0, "invalid": 0}
    assert all(r["message"].endswith(why) for r in report["results"])


def test_an_engine_of_protocol_1_is_told_the_other_games_need_protocol_2():
    results = run_items(python_command("fake_engines.py", "first-printing-only"), "classic", one_of_each("classic"))
    assert [(r.status, r.message) for r in results] == [(
        "error", "engine protocol: the engine speaks wonders-adapter/1, which serves 7 Wonders Duel only; checking "
                 "'classic' needs wonders-adapter/2")] * 3


def test_without_the_perft_capability_depth_1_asks_the_legal_list_of_the_first_player_owing_a_decision():
    """7 Wonders' positions have every player owing a decision: the depth-1 count is the first one's
    legal list (a legal request without a player would be refused)."""
    position = load_suite(game=load_game("classic")).perft[0]
    (result,) = run_items(python_command("fake_engines.py", "minimal"), "classic", [("perft", position)])
    assert (result.status, result.message) == ("skip", "depth 1 agrees; deeper counts need the engine's 'perft' "
                                                       "capability")


# ---- an item the oracle itself cannot check is invalid, never the engine's failure ---------------------------

def _copy(value):
    return json.loads(json.dumps(value))


def _invalid(command: str, game: str, section: str, item: dict) -> object:
    runner = Runner(command, timeout=PATIENCE, startup_timeout=PATIENCE, game=load_game(game))
    try:
        result = {"cases": runner.run_case, "goldens": runner.run_golden, "perft": runner.run_perft}[section](item)
        assert runner.engine.starts == 0, "the item is checked against the oracle before the engine starts"
    finally:
        runner.close()
    return result


CASE_ID = "age-1-dealt-50190096"


def _duel_case() -> dict:
    return _copy(next(c for c in SUITE.cases if c["id"] == CASE_ID))


def test_a_case_whose_record_holds_an_illegal_move_is_invalid(oracle_adapter):
    case = _duel_case()
    case["record"]["moves"][1] = case["record"]["moves"][0]       # the same wonder picked twice
    result = _invalid(oracle_adapter, "duel", "cases", case)
    assert result.status == "invalid" and not result.divergence
    assert result.message.startswith("suite item invalid: $.record.moves[1]: the oracle refuses this move: "
                                     "[setup.draft] "), result.message


def test_a_duel_record_in_another_games_suite_is_invalid(oracle_adapter):
    case = _copy(load_suite(game=load_game("classic")).cases[0])
    case["record"] = _duel_case()["record"]
    result = _invalid(oracle_adapter, "classic", "cases", case)
    assert (result.status, result.message) == (
        "invalid", 'suite item invalid: $.record.game: not a record of 7 Wonders: expected "classic", not "duel"')


def test_an_expectation_the_oracle_does_not_meet_is_invalid(oracle_adapter):
    case = _duel_case()
    coins = case["expect"]["state"]["players"][0]["coins"]
    case["expect"]["state"]["players"][0]["coins"] = coins + 1
    result = _invalid(oracle_adapter, "duel", "cases", case)
    assert (result.status, result.message) == (
        "invalid", f"suite item invalid: $.expect.state: the oracle itself fails this check: "
                   f"state.players[0].coins: expected {coins + 1}, got {coins}")
    accepted = _duel_case()
    legal = {k: v for k, v in accepted["expect"]["legal"][0].items() if k != "cost"}
    accepted["expect"]["illegal"] = [{"action": legal, "rule": "cost.afford"}]
    result = _invalid(oracle_adapter, "duel", "cases", accepted)
    assert (result.status, result.message) == (
        "invalid", "suite item invalid: $.expect.illegal[0].action: the oracle accepts this action, which the case "
                   "says breaks \"cost.afford\"")
    unreadable = _duel_case()
    unreadable["expect"]["illegal"] = [{"action": {"action": "fly"}, "rule": "cost.afford"}]
    result = _invalid(oracle_adapter, "duel", "cases", unreadable)
    assert result.status == "invalid"
    assert result.message.startswith("suite item invalid: $.expect.illegal[0].action.action: not an action of "
                                     "7 Wonders Duel: unknown action \"fly\""), result.message


def test_a_golden_or_perft_count_the_oracle_does_not_meet_is_invalid(oracle_adapter):
    golden = _copy(SUITE.goldens[0])
    actual = golden["steps"][12]["discard_hash"]
    golden["steps"][12]["discard_hash"] = "0" * 16
    result = _invalid(oracle_adapter, "duel", "goldens", golden)
    assert (result.status, result.message) == (
        "invalid", f"suite item invalid: $.steps[12]: the oracle itself fails this check: discard_hash: expected "
                   f"\"0000000000000000\", got {actual}")
    position = _copy(SUITE.perft[0])
    position["nodes"][0] += 1
    result = _invalid(oracle_adapter, "duel", "perft", position)
    assert (result.status, result.message) == (
        "invalid", f"suite item invalid: $.nodes[0]: the oracle itself fails this check: expected "
                   f"{position['nodes'][0]} nodes at depth 1, got {position['nodes'][0] - 1}")


def test_a_suite_holding_an_invalid_item_says_so_and_exits_2(oracle_adapter, tmp_path, capsys):
    good, bad = _duel_case(), _duel_case()
    bad["id"] = "broken-00000000"
    bad["record"]["moves"][1] = bad["record"]["moves"][0]
    (tmp_path / "cases.json").write_text(json.dumps({"area": "ages", "cases": [good, bad]}), encoding="utf-8")
    assert main(["conform", "--engine", oracle_adapter, "--suite", str(tmp_path), *PATIENT]) == 2
    out = capsys.readouterr().out.splitlines()
    lines = out[out.index("") + 1:]     # after the header
    assert lines[0].startswith("INVALID case broken-00000000 [") and \
        "]: suite item invalid: $.record.moves[1]: the oracle refuses this move: [setup.draft] " in lines[0]
    assert lines[1:] == ["asked twice: 1 item(s); every answer repeated",
                         "section      pass   fail  error   skip", "cases           1      0      0      0",
                         "invalid: 1 suite item(s) the oracle itself cannot check (nothing is said of the engine)"]
    assert main(["conform", "--engine", oracle_adapter, "--suite", str(tmp_path), "--json", *PATIENT]) == 2
    report = json.loads(capsys.readouterr().out)
    assert report["totals"] == {"pass": 1, "fail": 0, "error": 0, "skip": 0, "invalid": 1}
    assert [(r["id"], r["status"]) for r in report["results"] if r["status"] != "pass"] == \
        [("broken-00000000", "invalid")]
