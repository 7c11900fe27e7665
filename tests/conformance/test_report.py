"""The report of ``oracle conform``: its header, failures grouped by their first divergence,
known divergences seen past, repeated answers checked, shards, JSON of every item and JUnit XML."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from oracle.cli import main
from oracle.conformance.report import Expectations, Report, Shard, groups, signature
from oracle.conformance.suite import Result, SuiteError, load_suite
from tests.conformance.conftest import python_command
from tests.patience import PATIENT

SUITE = load_suite()
LOOTING = python_command("mutants.py", "looting-in-track-order")
# the case the looting mutant fails, among those whose id or description says looting (a push across
# both zones of one side, its player short of coins for the two tokens)
LOOTING_FAILURE = "cases:looting-both-zones-27ebaeae"


def conform(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    code = main(["conform", *argv, "--json", *PATIENT])
    return code, json.loads(capsys.readouterr().out)


# ---- signatures and groups ---------------------------------------------------------------------------


def failure(ident: str, rule: str, kind: str, detail: str, move: dict | None = None) -> Result:
    return Result("cases", ident, "fail", [rule, "turn.build"], f"first divergence: {detail}", "trade",
                  divergence={"moves": 3, "kind": kind, "move": move, "rules": [rule], "what": detail,
                              "details": [detail]})


def test_a_signature_names_the_rule_the_kind_and_the_field_without_its_indices():
    coins = failure("a", "trade.price", "state", "state.players[1].coins: expected 4, got 5")
    assert signature(coins) == ("fail", "trade.price", "state", "state.players[*].coins")
    event = failure("b", "military.looting", "events",
                    'event missing: {"amount":-2,"kind":"coins","player":0,"subject":"looting"}')
    assert signature(event) == ("fail", "military.looting", "events", "missing coins")
    legal = failure("c", "cost.afford", "legal", 'missing {"action":"build","card":"Baths","cost":2}')
    assert signature(legal) == ("fail", "cost.afford", "legal", "missing build")
    priced = failure("c", "trade.price", "legal", 'missing {"action":"build","card":"Baths","cost":2}')
    priced.divergence["details"].append('unexpected {"action":"build","card":"Baths","cost":3}')
    assert signature(priced) == ("fail", "trade.price", "legal", "priced differently build")
    refused = failure("d", "turn.build", "refused", "the engine refuses this legal move", {"action": "discard"})
    assert signature(refused) == ("fail", "turn.build", "refused", "discard")
    crash = Result("cases", "e", "error", [], "engine crash: the engine exited with status 7 after 12 answers")
    assert signature(crash) == ("error", "", "engine", "engine crash: the engine exited with status N after N answers")


def test_failures_of_one_signature_make_one_group_the_largest_first():
    results = [failure(f"p{i}", "trade.price", "state", f"state.players[{i % 2}].coins: expected {i}, got 0")
               for i in range(3)]
    results += [failure("s", "science.pair", "state", "state.pending: expected {}, got null"),
                Result("cases", "ok", "pass", ["trade.price"])]
    found = groups(results)
    assert [(g.signature[1], g.count) for g in found] == [("trade.price", 3), ("science.pair", 1)]
    assert found[0].to_json()["items"] == ["cases:p0", "cases:p1", "cases:p2"]
    assert found[0].line().startswith("FAIL      3 items [trade.price] state · state.players[*].coins — e.g. case p0:")


def test_an_engine_not_started_again_joins_the_group_of_its_last_fault():
    crash = "engine crash: the engine exited with status 3 before answering 'hello'"
    results = [Result("perft", f"p{i}", "error", [], crash) for i in range(3)]
    results += [Result("perft", f"q{i}", "error", [], f"engine crash: not started again after 3 failed starts; "
                                                     f"the last: {crash[len('engine crash: '):]}") for i in range(4)]
    [group] = groups(results)
    assert group.count == 7
    assert group.line() == f"ERROR     7 items {crash} (4 of them not run: the engine was not started again)"


# ---- known divergences --------------------------------------------------------------------------------


def test_a_known_rule_is_reported_apart_and_does_not_fail_the_run(capsys):
    code, report = conform(capsys, "--engine", LOOTING, "--only", "cases", "-k", "looting",
                           "--known", "military.looting")
    assert code == 0
    assert report["groups"] == []
    assert [k["item"] for k in report["known"]] == [
        r["section"] + ":" + r["id"] for r in report["results"] if r["status"] == "fail"]
    assert [k["item"] for k in report["known"]] == [LOOTING_FAILURE]
    assert all(k["why"] == "known divergence on military.looting"
                                             for k in report["known"])
    assert report["quiet_rules"] == []


def test_without_it_the_same_failures_are_new_and_fail_the_run(capsys):
    code, report = conform(capsys, "--engine", LOOTING, "--only", "cases", "-k", "looting")
    assert code == 1
    [group] = report["groups"]
    assert (group["status"], group["rule"], group["kind"], group["where"], group["count"]) == \
        ("fail", "military.looting", "events", "missing coins", 1)
    assert report["known"] == []


def test_an_expectations_file_lists_items_and_says_which_now_pass(capsys, tmp_path, oracle_adapter):
    passing = next(c["id"] for c in SUITE.cases if "looting" in c["id"])
    path = tmp_path / "known.json"
    path.write_text(json.dumps({"description": "what our engine does not do yet",
                                "rules": {"science.pair": "not written yet"},
                                "items": {f"cases:{passing}": "was broken"}}))
    code, report = conform(capsys, "--engine", oracle_adapter, "--only", "cases", "-k", "looting",
                           "--expectations", str(path))
    assert code == 0
    assert report["fixed"] == [f"cases:{passing}"]
    assert report["quiet_rules"] == ["science.pair"]
    main(["conform", "--engine", oracle_adapter, "--only", "cases", "-k", "looting", "--expectations", str(path),
          *PATIENT])
    out = capsys.readouterr().out
    assert f"FIXED cases {passing}: listed as a known failure, it now passes" in out
    assert "known rule science.pair: no failure of this run blames it first" in out


@pytest.mark.parametrize(("content", "where"), [
    ("[]", "$: expected an object with 'rules' and/or 'items'"),
    ('{"rule": {}}', "$.rule: unknown key"),
    ('{"rules": []}', "$.rules: expected an object"),
    ('{"rules": {"trade.price": 3}}', "$.rules['trade.price']: expected a string"),
    ('{"items": {"case:x": ""}}', "$.items['case:x']: expected 'section:id' with a section of cases, goldens, perft"),
])
def test_a_bad_expectations_file_is_one_error_with_its_json_path(tmp_path, content, where):
    path = tmp_path / "known.json"
    path.write_text(content)
    with pytest.raises(SuiteError) as caught:
        Expectations.read(path)
    assert str(caught.value).startswith(f"{path}: {where}")


def test_a_bad_expectations_file_stops_the_command_before_any_engine_starts(tmp_path, capsys):
    path = tmp_path / "known.json"
    path.write_text('{"items": {"perft:x": 1}}')
    assert main(["conform", "--engine", "no-such-engine-anywhere", "--expectations", str(path)]) == 2
    assert "$.items['perft:x']: expected a string" in capsys.readouterr().err


# ---- the header, every item, totals --------------------------------------------------------------------


def test_the_json_holds_a_header_every_item_and_totals_per_section(capsys, oracle_adapter):
    code, report = conform(capsys, "--engine", oracle_adapter, "-k", "military")
    assert code == 0
    assert report["report"] == 1 and report["game"] == "duel" and report["title"] == "7 Wonders Duel"
    engine = report["engine"]
    assert engine["protocol"] == 2 and engine["name"].startswith("wonders-oracle")
    assert engine["announces"]["duel"] == {"variants": ["agora", "first_printing", "pantheon", "pantheon_agora",
                                                                "standard"],
                                           "players": [2]}
    assert re.fullmatch(r"[0-9a-f]{16}", report["suite"]["digest"])
    assert (report["suite"]["cases"], report["suite"]["goldens"], report["suite"]["perft"]) == \
        (len(SUITE.cases), len(SUITE.goldens), len(SUITE.perft))
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", report["started"])
    ids = [r["id"] for r in report["results"]]
    assert len(ids) == report["selection"]["items"] == sum(report["totals"].values())
    assert {r["status"] for r in report["results"]} == {"pass"}
    assert sum(t["pass"] for t in report["sections"].values()) == report["totals"]["pass"]
    assert report["rechecked"] == (len(ids) + 19) // 20


def test_the_text_report_starts_with_its_header(capsys, oracle_adapter):
    assert main(["conform", "--engine", oracle_adapter, "--only", "perft", *PATIENT]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("oracle conform — 7 Wonders Duel (report 1, oracle ")
    assert lines[2].startswith("hello:    protocol 2, name wonders-oracle")
    assert lines[3] == "announces duel: agora, first_printing, pantheon, pantheon_agora, standard; players 2"
    assert lines[5] == (f"selected: {len(SUITE.perft)} items of 7 Wonders Duel, every variant (standard, "
                        f"first_printing): 0 cases, 0 goldens, {len(SUITE.perft)} perft (sections perft)")


# ---- answers that do not repeat ----------------------------------------------------------------------------


def test_an_engine_that_answers_the_same_item_differently_is_reported_before_any_rule(capsys):
    case = next(c for c in SUITE.cases if len(c["record"]["moves"]) >= 12 and "state" in c["expect"])
    code, report = conform(capsys, "--engine", python_command("fake_engines.py", "fickle"), "--only", "cases",
                           "-k", case["id"])
    assert code == 1
    [result] = report["results"]
    assert result["status"] == "error" and result["rules"] == []
    assert result["message"].startswith("engine nondeterministic: the item asked twice was answered differently")
    assert report["rechecked"] == 1


def test_a_golden_that_a_replay_passes_beyond_its_failing_step_is_nondeterminism(capsys):
    golden = SUITE.goldens[0]
    code, report = conform(capsys, "--engine", python_command("fake_engines.py", "fickle"), "--only", "goldens",
                           "-k", golden["id"], "--recheck", "0")
    assert code == 1
    [result] = report["results"]
    assert result["status"] == "error"
    assert result["message"].startswith("engine nondeterministic: asked the same moves twice, the engine answers "
                                        "differently: the golden's check failed after 1 moves, but replayed move by "
                                        "move it agrees until 2 moves")


# ---- shards --------------------------------------------------------------------------------------------------


def test_shard_parts_are_disjoint_and_together_one_full_run(capsys, oracle_adapter):
    chosen = ["--engine", oracle_adapter, "-k", "trade", "--recheck", "0"]
    _, whole = conform(capsys, *chosen)
    parts = [conform(capsys, *chosen, "--shard", f"{k}/3")[1] for k in (1, 2, 3)]
    seen = [(r["section"], r["id"], r["status"]) for part in parts for r in part["results"]]
    assert len(seen) == len(set(seen))
    assert sorted(seen) == sorted((r["section"], r["id"], r["status"]) for r in whole["results"])
    assert [p["shard"] for p in parts] == ["1/3", "2/3", "3/3"]
    assert len(whole["results"]) >= 10


# ---- workers -------------------------------------------------------------------------------------------------


def without_times(report: dict) -> list[dict]:
    return [{k: v for k, v in r.items() if k not in ("seconds", "waited")} for r in report["results"]]


def test_workers_make_the_report_one_process_makes_item_for_item(capsys):
    chosen = ["--engine", LOOTING, "-k", "looting", "--recheck", "3"]
    code, one = conform(capsys, *chosen)
    assert main(["conform", *chosen, "--workers", "3", "--json", *PATIENT]) == code == 1
    three = json.loads(capsys.readouterr().out)
    assert without_times(three) == without_times(one)
    assert len(one["results"]) == 81
    assert [f"{r['section']}:{r['id']}" for r in one["results"] if r["status"] != "pass"] == [LOOTING_FAILURE]
    assert one["totals"] == three["totals"] == {"pass": 80, "fail": 1, "error": 0, "skip": 0, "invalid": 0}
    assert one["rechecked"] == three["rechecked"] == 27      # items 1, 4, ..., 79 of the 81 asked twice
    assert three["engine"] == one["engine"] and three["engine"]["name"] == "mutant looting-in-track-order"


def test_workers_stop_at_the_item_where_one_process_stops(capsys):
    chosen = ["--engine", LOOTING, "-k", "looting", "--maxfail", "1", "--recheck", "0"]
    _, one = conform(capsys, *chosen)
    _, three = conform(capsys, *chosen, "--workers", "3")
    assert without_times(three) == without_times(one)
    assert len(three["results"]) == 64      # the 64th of the 81 items is the first to fail
    assert f"{three['results'][-1]['section']}:{three['results'][-1]['id']}" == LOOTING_FAILURE


def test_a_worker_killed_ends_the_run_with_one_error_and_no_partial_report(capsys):
    code = main(["conform", "--engine", python_command("fake_engines.py", "kills-its-runner"), "-k", "looting",
                 "--workers", "2", "--json", *PATIENT])
    said = json.loads(capsys.readouterr().out)
    assert code == 2
    assert said["error"] == "invalid_input"
    assert re.fullmatch(r"conform: worker [12] of 2 stopped before its last item \(exit status -9\); "
                        r"the run is incomplete", said["message"])


@pytest.mark.parametrize("bad", ["0", "65", "two"])
def test_a_bad_number_of_workers_is_a_usage_error(bad, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["conform", "--engine", "x", "--workers", bad])
    assert stop.value.code == 2
    assert "--workers: expected" in capsys.readouterr().err


def test_workers_do_not_spread_a_fuzz_run(capsys, tmp_path):
    assert main(["conform", "--engine", "x", "--fuzz", "2", "--workers", "2", "--out", str(tmp_path)]) == 2
    assert "--workers spreads the suite's items over processes; --fuzz plays its games in one" in \
        capsys.readouterr().err


def test_a_fuzz_shard_plays_its_part_of_the_seeds(capsys, oracle_adapter, tmp_path):
    played = []
    for k in (1, 2):
        assert main(["conform", "--engine", oracle_adapter, "--fuzz", "5", "--shard", f"{k}/2", "--out",
                     str(tmp_path), "--json", *PATIENT]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["shard"] == f"{k}/2"
        played.append((report["totals"]["games"], [v["games"] for v in report["variants"]]))
    assert played == [(6, [3, 3]), (4, [2, 2])]     # Duel's two variants, seeds 1-5 split 3 and 2


@pytest.mark.parametrize("bad", ["0/2", "3/2", "1", "a/b", "1/0"])
def test_a_bad_shard_is_a_usage_error(bad, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["conform", "--engine", "x", "--shard", bad])
    assert stop.value.code == 2
    assert "--shard: expected K/N with 1 <= K <= N" in capsys.readouterr().err


def test_shard_holds_every_nth_item():
    assert [n for n in range(10) if Shard(2, 3).holds(n)] == [1, 4, 7]
    assert str(Shard.parse(" 2/3 ")) == "2/3"


# ---- JUnit XML ----------------------------------------------------------------------------------------------


def test_junit_names_the_section_and_item_and_carries_the_failure(tmp_path, capsys):
    target = tmp_path / "junit.xml"
    assert main(["conform", "--engine", LOOTING, "--only", "cases", "-k", "looting", "--junit", str(target),
                 *PATIENT]) == 1
    capsys.readouterr()
    root = ET.parse(target).getroot()
    [suite] = root.findall("testsuite")
    assert suite.get("name") == "cases"
    cases = suite.findall("testcase")
    assert {c.get("classname") for c in cases} == {"cases"}
    assert len(cases) == int(suite.get("tests")) == len([c for c in SUITE.cases if "looting" in
                                                         (c["id"] + " " + c["description"]).lower()])
    failed = [c for c in cases if c.find("failure") is not None]
    assert len(failed) == 1 == int(suite.get("failures"))
    assert all(c.find("failure").get("type").startswith("military.looting") for c in failed)


def test_a_known_failure_is_a_skipped_junit_test(tmp_path, capsys):
    target = tmp_path / "junit.xml"
    assert main(["conform", "--engine", LOOTING, "--only", "cases", "-k", "looting", "--known", "military.looting",
                 "--junit", str(target), *PATIENT]) == 0
    capsys.readouterr()
    suite = ET.parse(target).getroot().find("testsuite")
    assert suite.get("failures") == "0" and int(suite.get("skipped")) == 1
    skipped = [c.find("skipped").get("message") for c in suite.findall("testcase") if c.find("skipped") is not None]
    assert skipped == ["known failure: known divergence on military.looting"]


def test_a_report_of_nothing_failing_exits_0_and_of_an_invalid_item_2():
    ok = Result("cases", "a", "pass")
    invalid = Result("cases", "b", "invalid", message="suite item invalid: x")
    header = {"game": "duel"}
    assert Report(header, [ok]).exit_status() == 0
    assert Report(header, [ok, invalid]).exit_status() == 2
    assert Report(header, [Result("cases", "c", "fail", ["trade.price"])]).exit_status() == 1
    assert Report(header, [Result("cases", "c", "fail", ["trade.price"])],
                  Expectations({"trade.price": ""})).exit_status() == 0


# ---- the published schema ------------------------------------------------------------------------------------


def test_the_published_report_schema_is_the_generated_one():
    from oracle.conformance.report_schema import report_schema, report_schema_path
    from oracle.core.jsonio import dumps

    assert report_schema_path().read_text(encoding="utf-8") == dumps(report_schema())


def test_a_report_with_failures_known_ones_and_a_baseline_follows_the_schema(capsys, tmp_path):
    import jsonschema

    from oracle.conformance.report_schema import report_schema

    _, report = conform(capsys, "--engine", LOOTING, "--only", "cases", "-k", "looting", "--track",
                        str(tmp_path / "baseline.json"))
    jsonschema.Draft202012Validator(report_schema()).validate(report)
    assert [r["first_divergence"]["kind"] for r in report["results"] if r["status"] == "fail"] == ["events"]
    _, again = conform(capsys, "--engine", LOOTING, "--only", "cases", "-k", "looting", "--known",
                       "military.looting", "--track", str(tmp_path / "baseline.json"))
    jsonschema.Draft202012Validator(report_schema()).validate(again)
    assert again["changes"] == {} and len(again["known"]) == 1


# ---- reproductions ---------------------------------------------------------------------------------------------


def test_repro_writes_each_group_record_up_to_its_first_divergence_with_both_states(tmp_path, capsys):
    folder = tmp_path / "repro"
    assert main(["conform", "--engine", LOOTING, "--only", "cases", "-k", "looting", "--repro", str(folder),
                 *PATIENT]) == 1
    capsys.readouterr()
    [group] = sorted(folder.iterdir())
    assert group.name == "01-military.looting-events"
    assert sorted(p.name for p in group.iterdir()) == ["divergence.json", "position.svg", "record.json"]
    divergence = json.loads((group / "divergence.json").read_text())
    record = json.loads((group / "record.json").read_text())
    assert divergence["item"] == LOOTING_FAILURE
    assert divergence["first_divergence"]["moves"] == len(record["moves"]) == 58
    assert divergence["first_divergence"]["kind"] == "events"
    # the looting tokens are taken in another order: the same coins, other events
    assert [p["coins"] for p in divergence["oracle_state"]["players"]] == [0, 11]
    assert [p["coins"] for p in divergence["engine_state"]["players"]] == [0, 11]
    assert main(["replay", str(group / "record.json")]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "(in progress: Age III, P0 to move)"
    # beside the record, the picture of the position before the move whose events differ
    picture = ET.fromstring((group / "position.svg").read_text(encoding="utf-8"))
    assert picture.tag == "{http://www.w3.org/2000/svg}svg"
    assert picture.get("aria-label", "").startswith("7 Wonders Duel · Age III · after 57 moves: the whole state")


def test_repro_refuses_a_path_that_is_a_file_before_any_engine_starts(tmp_path, capsys):
    target = tmp_path / "file"
    target.write_text("mine")
    assert main(["conform", "--engine", "no-such-engine-anywhere", "--repro", str(target)]) == 2
    assert "--repro" in capsys.readouterr().err and target.read_text() == "mine"


# ---- the HTML page ---------------------------------------------------------------------------------------------


def test_the_html_page_escapes_what_the_engine_said():
    from oracle.conformance.report_html import report_html

    hostile = failure("x<y", "trade.price", "state",
                      'state.players[0].coins: expected 1, got "<script>alert(1)</script>"')
    hostile.states = {"oracle": {"coins": 1}, "engine": {"coins": "<b>"}}
    header = {"game": "duel", "title": "7 Wonders Duel", "engine": {"command": "<engine>", "protocol": 2},
              "suite": {"source": "bundled", "cases": 1, "goldens": 0, "perft": 0, "digest": "0" * 16},
              "selection": {"items": 1}, "shard": None, "started": "2026-01-01T00:00:00Z", "seconds": 1.0}
    page = report_html(Report(header, [hostile]), {"trade.price": "a price <of> trade"}, docs="https://example.org/ref/")
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<engine>" not in page and "&lt;engine&gt;" in page
    assert '<a href="https://example.org/ref/duel/rules/ids/#trade.price"><code>trade.price</code></a>' in page
    assert "a price &lt;of&gt; trade" in page
    # the differing line of each state is marked
    assert '<span class="diff"> &quot;coins&quot;: 1</span>' in page
    assert '<span class="diff"> &quot;coins&quot;: &quot;&lt;b&gt;&quot;</span>' in page


def test_the_html_report_draws_where_each_group_diverged(tmp_path, capsys):
    page_file = tmp_path / "report.html"
    repro = tmp_path / "repro"
    assert main(["conform", "--engine", python_command("mutants.py", "trade-base-three"), "--only", "cases",
                 "-k", "trade", "--html", str(page_file), "--repro", str(repro), *PATIENT]) == 1
    capsys.readouterr()
    page = page_file.read_text(encoding="utf-8")
    sections = re.findall(r'<section class="group fail">(.*?)</section>', page, re.S)
    assert len(sections) == 2
    for section in sections:
        # one picture a group, in the block beside the differences, the move and what is marked
        [block] = re.findall(r'<div class="where"><figure class="picture">(<svg .*?</svg>)\s*</figure>(.*?)'
                             r'<div class="states">', section, re.S)
        svg, beside = block
        root = ET.fromstring(svg)
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and "the whole state" in root.get("aria-label", "")
        assert "where the engine&#x27;s legal actions differ from the oracle&#x27;s" in beside
        assert "the move: <code>" in beside and "first divergence:" in beside
        marked = re.search(r"marked in red: ([^<]*)</div>", beside)
        assert marked is not None
        # every component a difference names that the picture holds is marked there, and only those
        names = marked.group(1).split(", ")
        differs = [e for e in root.iter() if "differs" in (e.get("class") or "").split()]
        assert differs and all(any(n in "".join(e.find("{http://www.w3.org/2000/svg}title").itertext())
                                   for n in names) for e in differs)
    # the first group: the prices of Garrison and Stable differ, both face up on the structure
    assert "marked in red: Garrison, Stable, The Mausoleum" in sections[0]
    assert sorted(p.name for p in (repro / "01-trade.price-legal").iterdir()) == ["divergence.json", "position.svg",
                                                                                    "record.json"]
    assert (repro / "01-trade.price-legal" / "position.svg").read_text(encoding="utf-8") in sections[0]


def test_no_picture_where_there_is_no_position_to_draw():
    from oracle.conformance.position import where

    assert where(Result("perft", "p", "fail", [], "count differs")) is None
    broken = failure("b", "trade.price", "state", "state.players[0].coins: expected 1, got 2")
    broken.record = {"game": "no-such-game", "moves": []}
    assert where(broken) is None


def test_the_html_report_in_chromium(tmp_path, capsys):
    from tests.test_docs import CHROMIUM, CHROMIUM_FLAGS, OUTPUT, _browser_or_skip

    _browser_or_skip()
    from playwright.sync_api import sync_playwright

    page_file = tmp_path / "report.html"
    assert main(["conform", "--engine", python_command("mutants.py", "trade-base-three"), "--only", "cases",
                 "-k", "trade", "--html", str(page_file), *PATIENT]) == 1
    capsys.readouterr()
    problems: list[str] = []
    OUTPUT.mkdir(exist_ok=True)
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": 1280, "height": 900})
        try:
            page = context.new_page()
            page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: problems.append(str(e)))
            page.goto(page_file.as_uri())
            assert page.inner_text("h1") == "oracle conform — 7 Wonders Duel"
            groups_shown = page.locator("section.group")
            assert groups_shown.count() == 2
            first = groups_shown.nth(0)
            assert first.locator(".count").inner_text() == "11"
            link = first.locator("a").first
            assert link.get_attribute("href") == "#rule-trade.price"
            # the link leads to the rule's entry in the page, which says what the rule is
            link.click()
            assert page.evaluate("location.hash") == "#rule-trade.price"
            assert page.locator("dl.rules dt:target + dd").inner_text().startswith("Each missing resource unit")
            assert first.locator(".states pre").count() == 2
            # the two states stand side by side at desktop width
            left, right = (first.locator(".states pre").nth(i).bounding_box() for i in (0, 1))
            assert left is not None and right is not None and right["x"] > left["x"] + left["width"]
            shot = OUTPUT / "conform-report.png"
            page.screenshot(path=str(shot), full_page=False)
            assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        finally:
            context.close()
    assert problems == []


def test_the_selection_a_report_states_is_what_its_schema_describes(capsys):
    """The selection names the ruleset, the variant and players chosen and the items per section;
    the schema describes each key and refuses any other."""
    import jsonschema

    from oracle.conformance.report_schema import report_schema

    _, report = conform(capsys, "--engine", LOOTING, "--only", "cases", "-k", "looting-both-zones",
                        "--variant", "standard", "--players", "2")
    validator = jsonschema.Draft202012Validator(report_schema())
    validator.validate(report)
    selection = report["selection"]
    assert (selection["ruleset"], selection["variant"], selection["players"]) == \
        ("7 Wonders Duel, variant standard", "standard", 2)
    assert selection["by_section"] == {"cases": selection["items"], "goldens": 0, "perft": 0}
    assert not validator.is_valid({**report, "selection": {**selection, "seed": 1}})


def test_the_report_says_where_the_time_went_section_by_section():
    header = {"game": "duel", "title": "7 Wonders Duel", "oracle": "0", "engine": {"command": "e", "protocol": 2},
              "suite": {"source": "bundled", "cases": 2, "goldens": 1, "perft": 0, "digest": "0" * 16},
              "selection": {"items": 3}, "shard": None, "started": "2026-01-01T00:00:00Z", "seconds": 4.0}
    results = [Result("cases", "a", "pass", seconds=0.5, waited=0.25), Result("cases", "b", "pass", seconds=1.0,
                                                                               waited=0.5),
               Result("goldens", "g", "pass", seconds=2.0, waited=1.5)]
    report = Report(header, results)
    assert report.time_by_section() == {"cases": {"items": 2, "seconds": 1.5, "waited": 0.75, "runner": 0.75},
                                        "goldens": {"items": 1, "seconds": 2.0, "waited": 1.5, "runner": 0.5}}
    made = report.to_json()
    assert made["time"] == report.time_by_section()
    assert [(r["seconds"], r["waited"]) for r in made["results"]] == [(0.5, 0.25), (1.0, 0.5), (2.0, 1.5)]
    assert report.text().splitlines()[6] == \
        "time:     cases 1.5 s (the runner's own 0.8 s); goldens 2.0 s (the runner's own 0.5 s)"
