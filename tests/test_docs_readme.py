"""The figures the pages state about the conformance suites, against the suite files themselves.

The site's tables are counted at build time (oracle.docs.rulesets); the README is static Markdown, and so
is ``spec/conformance/INTERPRETING.md`` (shown on the site), so their figures are checked here against a
count made from the files of ``spec/conformance/`` independently of the site's code: a suite that grows
fails these tests until the page says so.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from oracle.core.registry import every_ruleset, game_class, load_game
from oracle.docs.rulesets import Figures, rulesets, suite_figures, suites_table

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
INTERPRETING = (ROOT / "spec" / "conformance" / "INTERPRETING.md").read_text(encoding="utf-8")
SUITE_ROW = re.compile(r"^\| (`[a-z-]+/`)? *\| ([^|]+) \| (`[a-z0-9_]+`)? *\| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$",
                       re.MULTILINE)


def counted(suite: str) -> dict[str, tuple[int, int, int]]:
    """What the suite's files hold, read as plain JSON: ``""`` -> its items, each once; each variant an
    item names -> the items holding under it (cases, goldens, perft)."""
    folder = ROOT / "spec" / "conformance" / suite
    cases = [c for path in sorted(folder.glob("*.json")) if path.name not in ("coverage.json", "perft.json")
             for c in json.loads(path.read_text(encoding="utf-8"))["cases"]]
    goldens = [json.loads(path.read_text(encoding="utf-8")) for path in sorted((folder / "games").glob("*.json"))]
    perft = json.loads((folder / "perft.json").read_text(encoding="utf-8"))["positions"]
    out = {"": (len(cases), len(goldens), len(perft))}
    for variant in {v for item in (*cases, *goldens, *perft) for v in item["variants"]}:
        out[variant] = tuple(sum(variant in item["variants"] for item in items)   # type: ignore[assignment]
                             for items in (cases, goldens, perft))
    return out


# the rulesets whose suite is not yet published, each with the reason its game gives (Game.suite_pending):
# the only rulesets the tests of the suites' figures leave out
PENDING: dict[tuple[str, str], str] = {}


def published() -> list[tuple[str, str]]:
    """Every ruleset whose suite is published, in the registry's order."""
    return [(g, v) for g, v in every_ruleset() if (g, v) not in PENDING]


def suites() -> list[str]:
    """Every published suite, one per ruleset of its own, in the registry's order."""
    return list(dict.fromkeys(load_game(g, variant=v).published_as for g, v in published()))


def test_the_rulesets_left_out_are_those_whose_game_says_their_suite_is_not_yet_published():
    pending = {(g, v): game_class(g).suite_pending(v) for g, v in every_ruleset() if game_class(g).suite_pending(v)}
    assert pending == PENDING
    for game, variant in PENDING:
        assert not (ROOT / "spec" / "conformance" / load_game(game, variant=variant).published_as).exists()
    assert "not yet published" not in README


def figure(text: str) -> int:
    return int(text.replace(",", ""))


def stated(markdown: str) -> dict[tuple[str, str], tuple[int, int, int]]:
    """(suite, variant) -> the figures a page's table of the suites states; variant ``""``: the whole suite."""
    found: dict[tuple[str, str], tuple[int, int, int]] = {}
    suite = ""
    for where, _, variant, *numbers in SUITE_ROW.findall(markdown):
        suite = where.strip("`/") or suite
        found[(suite, variant.strip("`"))] = tuple(figure(n) for n in numbers)   # type: ignore[assignment]
    return found


def test_the_readme_opens_with_the_two_commands():
    assert README.startswith(
        "# wonders-oracle\n\n```sh\n"
        'python3 -m venv .venv && .venv/bin/pip install -q -e ".[dev]" && .venv/bin/oracle play --seed 1\n'
        ".venv/bin/python -m pytest -n auto\n```\n")


def test_the_readme_names_every_ruleset_with_the_command_that_plays_it():
    rows = [line for line in README.splitlines() if re.match(r"^\| 7 Wonders", line) and "`oracle --game" in line]
    expected = []
    for game, variant in every_ruleset():
        counts = game_class(game).counts_for(variant)
        players = f"{counts[0]}–{counts[-1]}" if len(counts) > 1 else str(counts[0])
        more = f" --players {counts[0]}" if len(counts) > 1 else ""
        expected.append(f"| {game_class(game).title_of(variant)} | {players} | "
                        f"`oracle --game {game} play --variant {variant}{more}` |")
    assert rows == expected
    assert len(rows) == 13
    for name in ("Pantheon", "2020 edition", "Free City", "first printing", "two variants", "Leaders"):
        assert name in README.split("## Rulesets")[0], name      # the opening paragraph names them too


def test_the_readme_states_the_figures_of_every_suite_as_the_suite_files_hold_them():
    table = stated(README)
    expected = {}
    for suite in suites():
        held = counted(suite)
        variants = [v for g, v in published() if load_game(g, variant=v).published_as == suite]
        expected.update({(suite, v): held[v] for v in variants})
        if len(variants) > 1:
            expected[(suite, "")] = held[""]
    assert table == expected
    assert table[("classic", "")] == (2641, 410, 9) and table[("duel", "first_printing")] == (959, 192, 6)


def test_the_readme_states_no_figure_of_the_suites_outside_its_table():
    prose = "\n".join(line for line in README.splitlines() if not line.startswith("|"))
    assert re.findall(r"\b\d[\d,]* (?:cases|goldens|perft|playthrough|positions|items)\b", prose) == []


def test_the_site_counts_each_suite_as_its_files_hold_it():
    for suite in suites():
        held = counted(suite)
        figures = suite_figures(ROOT, suite)
        assert figures.total == Figures(*held[""]), suite
        assert {v: (f.cases, f.goldens, f.perft) for v, f in figures.by_variant.items()} == \
            {v: n for v, n in held.items() if v}, suite
    found = rulesets(ROOT)
    assert [(r.game, r.variant) for r in found] == every_ruleset()
    pantheon = next(r for r in found if r.variant == "pantheon")
    assert (pantheon.suite, pantheon.command) == ("duel-pantheon", "oracle --game duel play --variant pantheon")
    assert stated("\n".join(suites_table(ROOT, found))) == stated(README)


@pytest.mark.parametrize("phrase", [
    r"Duel's first printing runs ([\d,]+) of the ([\d,]+) cases, ([\d,]+) of the ([\d,]+) goldens and ([\d,]+) of "
    r"the ([\d,]+) perft\s+positions",
    r"on the bundled suite of this version \(([\d,]+) cases,\s+([\d,]+) goldens, ([\d,]+) perft;",
    r"\(`skipped ([\d,]+) item\(s\): the engine does not announce the variant\s+'standard'`",
])
def test_the_figures_interpreting_states_of_duels_suite_are_the_suites(phrase):
    """INTERPRETING.md (the conformance kit's page on the site) states Duel's figures in its prose."""
    match = re.search(phrase, INTERPRETING)
    assert match is not None, phrase
    numbers = [figure(n) for n in match.groups()]
    held = counted("duel")
    every, first = held[""], held["first_printing"]
    if len(numbers) == 6:
        assert numbers == [first[0], every[0], first[1], every[1], first[2], every[2]]
    elif len(numbers) == 3:
        assert numbers == list(every)
    else:
        assert numbers == [sum(every) - sum(first)] == [171]
