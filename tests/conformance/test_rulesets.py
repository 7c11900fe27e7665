"""What ``oracle conform`` runs and how it names it: ``--variant`` selects exactly the items holding
under the variant (perft positions too) and plays them under it; the run's ruleset is named by its
title everywhere (terminal, JSON, JUnit, HTML); ``--fuzz`` spreads its games over every number of
players of the variant unless ``--players`` says one; ``--out`` is made; the pytest plugin selects
as ``--variant`` does; the HTML report's rule links lead to entries in the page itself."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from oracle.cli import main
from oracle.conformance.fuzz import Fuzzer, players_text, spread
from oracle.conformance.suite import Result, Selection, load_suite
from oracle.core.registry import load_game
from tests.conformance.conftest import python_command
from tests.patience import PATIENT, PATIENT_PLUGIN

CLASSIC = load_game("classic")
CLASSIC_SUITE = load_suite(game=CLASSIC)
DUEL_SUITE = load_suite()
# an engine that never starts: every item is an engine error at once, so --maxfail 1 ends the run after
# one item while the header still counts the whole selection
NEVER_STARTS = python_command("fake_engines.py", "exit-at-start")
LOOTING = python_command("mutants.py", "looting-in-track-order")


def counted(selection: Selection, suite) -> tuple[int, int, int]:
    return (sum(map(selection.case, suite.cases)), sum(map(selection.golden, suite.goldens)),
            sum(map(selection.position, suite.perft)))


def conform_json(capsys, *argv: str) -> tuple[int, dict]:
    code = main([*argv, "--json", *PATIENT])
    return code, json.loads(capsys.readouterr().out)


# ---- --variant selects the items holding under it, perft included ------------------------------------------

def test_a_variant_selects_its_items_of_every_kind_and_the_whole_suite_is_every_item():
    assert (len(CLASSIC_SUITE.cases), len(CLASSIC_SUITE.goldens), len(CLASSIC_SUITE.perft)) == (2641, 410, 9)
    assert counted(Selection(game=CLASSIC), CLASSIC_SUITE) == (2641, 410, 9)
    assert counted(Selection(variant="edition2020", game=CLASSIC), CLASSIC_SUITE) == (1242, 200, 3)
    assert counted(Selection(variant="free_city", game=CLASSIC), CLASSIC_SUITE) == (220, 35, 1)
    # the tag selects the same items, perft positions now included
    assert counted(Selection(tags=("variant=edition2020",), game=CLASSIC), CLASSIC_SUITE) == (1242, 200, 3)
    # Duel's first printing: the items generated under it and the standard ones that hold under it too
    assert counted(Selection(variant="first_printing"), DUEL_SUITE) == (959, 192, 6)
    # --players narrows to one number of players (7 Wonders' 2020 edition at 7: two perft positions start there)
    assert counted(Selection(variant="edition2020", players=7, game=CLASSIC), CLASSIC_SUITE)[2] == 1


@pytest.mark.parametrize(("variant", "items", "by_section", "ruleset"), [
    ("edition2020", 1445, {"cases": 1242, "goldens": 200, "perft": 3}, "7 Wonders (2020 edition), variant edition2020"),
    (None, 3060, {"cases": 2641, "goldens": 410, "perft": 9},
     "7 Wonders, every variant (standard, free_city, edition2020)"),
])
def test_the_report_says_which_ruleset_and_how_many_items_of_each_kind_were_selected(capsys, variant, items,
                                                                                     by_section, ruleset):
    chosen = ["--variant", variant] if variant else []
    code, report = conform_json(capsys, "--game", "classic", "conform", *chosen, "--engine", NEVER_STARTS,
                                "--maxfail", "1")
    assert code == 1 and len(report["results"]) == 1
    assert report["title"] == ("7 Wonders (2020 edition)" if variant else "7 Wonders")
    selection = report["selection"]
    assert (selection["items"], selection["by_section"], selection["ruleset"], selection["variant"]) == \
        (items, by_section, ruleset, variant)


def test_the_text_report_names_the_ruleset_and_counts_each_kind(capsys):
    main(["--game", "classic", "conform", "--variant", "edition2020", "--engine", NEVER_STARTS, "--maxfail", "1",
          *PATIENT])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("oracle conform — 7 Wonders (2020 edition) (report 1, oracle ")
    assert ("selected: 1,445 items of 7 Wonders (2020 edition), variant edition2020: 1,242 cases, 200 goldens, "
            "3 perft") in lines


def test_the_perft_positions_of_a_variant_run_and_pass(capsys, oracle_adapter):
    code, report = conform_json(capsys, "--game", "classic", "conform", "--variant", "edition2020", "--engine",
                                oracle_adapter, "--only", "perft")
    assert code == 0
    assert [(r["id"], r["status"]) for r in report["results"]] == [
        ("edition2020-start-3p", "pass"), ("edition2020-start-7p", "pass"), ("edition2020-age-ii-5p", "pass")]
    code, report = conform_json(capsys, "conform", "--variant", "first_printing", "--engine", oracle_adapter,
                                "--only", "perft")
    assert code == 0
    assert [r["id"] for r in report["results"]] == [
        "draft-start", "age-1-start", "age-1-middle", "age-2-start", "first-printing-age-1-middle",
        "first-printing-age-2-start"]


def test_an_item_is_played_under_the_variant_chosen(capsys):
    """A standard case that holds under the first printing too: with --variant first_printing it is
    played under the first printing, so an engine announcing only the standard game skips it; without
    --variant the same engine plays it as written and passes."""
    case = "age-1-dealt-5632724a"
    assert next(c for c in DUEL_SUITE.cases if c["id"] == case)["variants"] == ["standard", "first_printing"]
    standard_only = python_command("fake_engines.py", "only-variants", "duel", "standard")
    code, report = conform_json(capsys, "conform", "--variant", "first_printing", "--engine", standard_only,
                                "--only", "cases", "-k", case)
    assert code == 0
    assert [(r["status"], r["message"]) for r in report["results"]] == [
        ("skip", "the engine does not announce the variant 'first_printing'")]
    code, report = conform_json(capsys, "conform", "--engine", standard_only, "--only", "cases", "-k", case)
    assert code == 0 and [r["status"] for r in report["results"]] == ["pass"]


def test_a_variant_or_number_of_players_the_game_does_not_have_is_one_line(capsys):
    assert main(["--game", "classic", "conform", "--variant", "edition2021", "--engine", NEVER_STARTS]) == 2
    assert capsys.readouterr().err == ("oracle: 7 Wonders has no variant 'edition2021'; known: standard, free_city, "
                                       "edition2020, leaders, edition2020_leaders\n")
    assert main(["--game", "classic", "conform", "--variant", "free_city", "--players", "3", "--engine",
                 NEVER_STARTS]) == 2
    assert capsys.readouterr().err == "oracle: 7 Wonders is played by 2 players under the variant free_city, not 3\n"
    assert main(["--game", "architects", "conform", "--players", "8", "--engine", NEVER_STARTS, "--fuzz", "1"]) == 2
    assert capsys.readouterr().err == "oracle: 7 Wonders Architects is played by 2, 3, 4, 5, 6, 7 players, not 8\n"


# ---- the ruleset's title: terminal, JUnit, HTML -----------------------------------------------------------------

def test_the_pantheon_run_is_named_the_pantheon_everywhere(capsys, oracle_adapter, tmp_path):
    junit, page = tmp_path / "junit.xml", tmp_path / "report.html"
    assert main(["--game", "duel", "conform", "--variant", "pantheon", "--engine", oracle_adapter, "--only", "perft",
                 "-k", "divinity-place", "--junit", str(junit), "--html", str(page), *PATIENT]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("oracle conform — 7 Wonders Duel: Pantheon (report 1, oracle ")
    assert "selected: 1 items of 7 Wonders Duel: Pantheon, variant pantheon: 0 cases, 0 goldens, 1 perft " \
           "(keyword divinity-place; sections perft)" in lines
    assert ET.parse(junit).getroot().get("name") == "oracle conform — 7 Wonders Duel: Pantheon"
    html = page.read_text(encoding="utf-8")
    assert "<title>oracle conform — 7 Wonders Duel: Pantheon</title>" in html
    assert "<h1>oracle conform — 7 Wonders Duel: Pantheon</h1>" in html


# ---- --fuzz: every number of players, or the one --players says ----------------------------------------------

def test_the_fuzz_games_of_a_seed_are_played_by_its_share_of_the_numbers_of_players():
    architects = load_game("architects")
    fuzzer = Fuzzer("unused", architects, counts=(2, 3, 4, 5, 6, 7))
    assert [fuzzer.players_of(seed) for seed in range(1, 9)] == [3, 4, 5, 6, 7, 2, 3, 4]
    assert [fuzzer.game_of(seed).players for seed in (6, 7)] == [2, 3]
    setup, choices = fuzzer.game_choices(5)
    record, _ = fuzzer.record(setup, choices, fuzzer.game_of(5))
    assert record["players"] == 7 and fuzzer.game_choices(5) == (setup, choices)
    assert Fuzzer("unused", architects).counts == (2,)
    assert players_text((2, 3, 4, 5, 6, 7)) == "2 to 7 players" and players_text((3, 5)) == "3 or 5 players"
    assert spread({2: 2, 3: 1}) == "2 by 2, 1 by 3 players"


def test_fuzz_plays_every_number_of_players_or_the_one_asked(capsys, oracle_adapter, tmp_path):
    code, report = conform_json(capsys, "--game", "architects", "conform", "--engine", oracle_adapter, "--fuzz",
                                "6", "--variant", "standard", "--out", str(tmp_path))
    assert code == 0
    [variant] = report["variants"]
    assert (variant["players"], variant["games_by_players"], variant["games"]) == (
        [2, 3, 4, 5, 6, 7], {"2": 1, "3": 1, "4": 1, "5": 1, "6": 1, "7": 1}, 6)
    code, report = conform_json(capsys, "--game", "architects", "conform", "--engine", oracle_adapter, "--fuzz",
                                "2", "--variant", "standard", "--players", "7", "--out", str(tmp_path))
    assert code == 0
    [variant] = report["variants"]
    assert (variant["players"], variant["games_by_players"], variant["games"]) == ([7], {"7": 2}, 2)
    assert main(["--game", "architects", "conform", "--engine", oracle_adapter, "--fuzz", "3", "--seed", "5",
                 "--variant", "two_player_literal", "--out", str(tmp_path), *PATIENT]) == 0
    # seeds 5, 6 and 7 are played by the 6th, 1st and 2nd of the 6 numbers of players
    assert capsys.readouterr().out == "3 games (1 by 2, 1 by 3, 1 by 7 players), no divergence\n"
    assert list(tmp_path.iterdir()) == []


def test_fuzz_leaves_out_a_variant_not_played_by_the_number_asked(capsys, oracle_adapter, tmp_path):
    code, report = conform_json(capsys, "--game", "classic", "conform", "--engine", oracle_adapter, "--fuzz", "1",
                                "--players", "4", "--out", str(tmp_path))
    assert code == 0
    assert report["left_out"] == ["variant free_city not played: it is played by 2 players, not 4"]
    assert [(v["variant"], v["title"], v["players"], v["games_by_players"]) for v in report["variants"]] == [
        ("standard", "7 Wonders (first edition)", [4], {"4": 1}),
        ("edition2020", "7 Wonders (2020 edition)", [4], {"4": 1})]
    assert report["title"] == "7 Wonders"


# ---- --out is made -----------------------------------------------------------------------------------------------

def test_out_is_made_with_its_parents(capsys, oracle_adapter, tmp_path):
    out = tmp_path / "found" / "today"
    assert main(["conform", "--engine", oracle_adapter, "--fuzz", "1", "--variant", "standard", "--out", str(out),
                 *PATIENT]) == 0
    assert capsys.readouterr().out == "1 games, no divergence\n"
    assert out.is_dir() and list(out.iterdir()) == []
    # an existing folder is used as it is
    assert main(["conform", "--engine", oracle_adapter, "--fuzz", "1", "--variant", "standard", "--out", str(out),
                 *PATIENT]) == 0
    capsys.readouterr()


# ---- the pytest plugin ---------------------------------------------------------------------------------------

def test_the_plugin_selects_a_variant_as_conform_does(tmp_path):
    def collected(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                               "--wonders-engine", f"{sys.executable} -m oracle.cli adapter", *PATIENT_PLUGIN, *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)

    done = collected("--wonders-game", "classic", "--wonders-variant", "edition2020", "-m", "perft")
    assert done.returncode == 0, done.stdout[-2000:]
    lines = done.stdout.splitlines()
    assert [line for line in lines if line.startswith("perft::")] == [
        "perft::edition2020-start-3p", "perft::edition2020-start-7p", "perft::edition2020-age-ii-5p"]
    assert "wonders: 7 Wonders (2020 edition), variant edition2020: 1,242 cases, 200 goldens, 3 perft" in lines
    assert lines[-1].startswith("3/1445 tests collected (1442 deselected)")
    bad = collected("--wonders-game", "classic", "--wonders-variant", "edition2021")
    assert bad.returncode == 4
    assert ("ERROR: --wonders-variant: 7 Wonders has no variant 'edition2021'; known: standard, free_city, "
            "edition2020") in bad.stderr


def test_the_plugin_selects_a_number_of_players_as_conform_does(tmp_path):
    def collected(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only",
                               "--wonders-engine", f"{sys.executable} -m oracle.cli adapter", *PATIENT_PLUGIN,
                               "--wonders-game", "classic", "--wonders-variant", "edition2020", *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)

    done = collected("--wonders-players", "7", "-m", "perft")
    assert done.returncode == 0, done.stdout[-2000:]
    assert [line for line in done.stdout.splitlines() if line.startswith("perft::")] == ["perft::edition2020-start-7p"]
    bad = collected("--wonders-players", "2")
    assert bad.returncode == 4
    assert "ERROR: --wonders-players: 7 Wonders is played by 3, 4, 5, 6, 7 players under the variant edition2020, " \
           "not 2" in bad.stderr
    worse = collected("--wonders-players", "none")
    assert worse.returncode == 4 and "expected a whole number of at least 1, not 'none'" in worse.stderr


def test_the_plugin_runs_an_item_under_the_variant_chosen(tmp_path):
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
                           "--wonders-engine", python_command("fake_engines.py", "only-variants", "duel", "standard"),
                           "--wonders-variant", "first_printing", "-k", "age-1-dealt-5632724a", *PATIENT_PLUGIN],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-2000:]
    assert done.stdout.splitlines()[-2].endswith(": the engine does not announce the variant 'first_printing'")
    assert done.stdout.strip().splitlines()[-1].startswith("1 skipped, 1156 deselected")


# ---- the HTML report: every rule link leads to an entry in the page -------------------------------------------

class Anchors(HTMLParser):
    """The ids of a page, its links, and the text of each rule entry (a ``dd`` after a ``dt``)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.entries: dict[str, str] = {}
        self._dt: str | None = None
        self._dd: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if tag == "a" and found.get("href"):
            self.links.append(str(found["href"]))
        if tag == "dt":
            self._dt = found.get("id")
        if tag == "dd" and self._dt:
            self._dd, self.entries[self._dt] = self._dt, ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "dd":
            self._dd = self._dt = None

    def handle_data(self, data: str) -> None:
        if self._dd:
            self.entries[self._dd] += data


def test_the_html_reports_rule_links_resolve_to_entries_in_the_page(capsys, tmp_path):
    page = tmp_path / "report.html"
    assert main(["conform", "--engine", LOOTING, "--only", "cases", "-k", "looting", "--html", str(page),
                 *PATIENT]) == 1
    capsys.readouterr()
    parsed = Anchors()
    parsed.feed(page.read_text(encoding="utf-8"))
    rules = load_game("duel").rule_ids
    assert parsed.links and all(link.startswith("#rule-") for link in parsed.links)
    assert len(set(parsed.ids)) == len(parsed.ids)
    assert {link[1:] for link in parsed.links} <= set(parsed.ids)
    assert parsed.links[0] == "#rule-military.looting"
    assert parsed.entries["rule-military.looting"] == rules["military.looting"]
    assert all(parsed.entries[link[1:]] == rules[link[len("#rule-"):]] for link in parsed.links)


def test_docs_url_points_the_rule_links_to_a_published_site(capsys, tmp_path):
    page = tmp_path / "report.html"
    assert main(["conform", "--engine", LOOTING, "--only", "cases", "-k", "looting", "--html", str(page),
                 "--docs-url", "https://rules.example.org/wonders/", *PATIENT]) == 1
    capsys.readouterr()
    parsed = Anchors()
    parsed.feed(page.read_text(encoding="utf-8"))
    assert parsed.links[0] == "https://rules.example.org/wonders/duel/rules/ids/#military.looting"
    assert all(re.fullmatch(r"https://rules\.example\.org/wonders/duel/rules/ids/#[a-z_]+\.[a-z_.]+", link)
               for link in parsed.links)
    # the page still says what each rule is
    assert parsed.entries["rule-military.looting"] == load_game("duel").rule_ids["military.looting"]


@pytest.mark.parametrize("url", ["site", "ftp://rules.example.org/", "javascript:alert(1)", "https://",
                                 "https://rules.example.org/a b", 'https://rules.example.org/"x',
                                 "https://rules.example.org/#ids", "https://rules.example.org/?q=1",
                                 "https://rules.example.org/" + "a" * 500, "https://[::1"])
def test_a_docs_url_that_is_not_a_web_address_is_refused(capsys, url):
    with pytest.raises(SystemExit) as stopped:
        main(["conform", "--engine", NEVER_STARTS, "--docs-url", url])
    assert stopped.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("oracle conform: error: argument --docs-url: expected an http:// or https:// address of "
                          "at most 500 characters, without spaces, quotes, a query or a fragment, not '")


def test_every_rule_named_gets_one_entry_its_links_lead_to_even_an_id_the_game_lacks():
    from oracle.conformance.report import Report
    from oracle.conformance.report_html import report_html, rule_anchor

    header = {"game": "duel", "title": "7 Wonders Duel", "engine": {"command": "engine", "protocol": 2},
              "suite": {"source": "bundled", "cases": 2, "goldens": 0, "perft": 0, "digest": "0" * 16},
              "selection": {"items": 2}, "shard": None, "started": "2026-01-01T00:00:00Z", "seconds": 1.0}
    results = [Result("cases", "a", "fail", ["trade.price", "odd id<x>"], "differs"),
               Result("cases", "b", "fail", ["odd-id", "trade.price"], "differs too")]
    parsed = Anchors()
    parsed.feed(report_html(Report(header, results), {"trade.price": "what the price is"}))
    assert sorted(parsed.ids) == ["rule-odd-20-id-3c-x-3e-", "rule-odd-2d-id", "rule-trade.price"]
    assert sorted(set(parsed.links)) == sorted(f"#{i}" for i in parsed.ids)
    assert parsed.entries == {"rule-trade.price": "what the price is",
                              "rule-odd-20-id-3c-x-3e-": "not a rule id of 7 Wonders Duel",
                              "rule-odd-2d-id": "not a rule id of 7 Wonders Duel"}
    assert rule_anchor("a_b") != rule_anchor("a b") != rule_anchor("a-20-b")
