"""Every ruleset a user may choose, how to choose it, and what the conformance suites hold for it.

A ruleset is a registered game with one of its variants (:func:`oracle.core.registry.every_ruleset`).
The figures are counted, when the site is built, from the published suites themselves
(``spec/conformance/<suite>/``: the case files, the goldens in ``games/`` and ``perft.json``): every
item lists the variants it holds for, so a ruleset's figures are the items an engine playing that
ruleset runs, and a suite's totals are its items, each counted once.  Nothing here is written by hand,
so no page can state a stale figure: the home page and the family page show these tables
(``<!-- oracle-rulesets -->``, ``<!-- oracle-suites -->``), and the README's static copy is checked
against the suite files by the tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from oracle.core.registry import every_ruleset, game_class, load_game

SUITES = "spec/conformance"
NOT_ITEMS = ("coverage.json", "perft.json")     # the files of a suite folder that hold no cases


@dataclass(frozen=True)
class Figures:
    """How many cases, goldens and perft positions there are (of a suite, or holding under a ruleset)."""

    cases: int
    goldens: int
    perft: int


@dataclass(frozen=True)
class SuiteFigures:
    """A published suite's totals, and what holds under each variant its items name."""

    suite: str                          # the folder under spec/conformance/: "duel", "duel-pantheon"
    total: Figures
    by_variant: dict[str, Figures]


def number(n: int) -> str:
    """A figure as the pages write it: ``2648`` -> ``2,648``."""
    return f"{n:,}"


Item = dict[str, Any]     # a case, a golden or a perft position, as its file writes it


def _items(folder: Path) -> tuple[list[Item], list[Item], list[Item]]:
    cases = [case for path in sorted(folder.glob("*.json")) if path.name not in NOT_ITEMS
             for case in json.loads(path.read_text(encoding="utf-8"))["cases"]]
    goldens = [json.loads(path.read_text(encoding="utf-8")) for path in sorted((folder / "games").glob("*.json"))]
    perft_file = folder / "perft.json"
    perft = json.loads(perft_file.read_text(encoding="utf-8"))["positions"] if perft_file.exists() else []
    return cases, goldens, perft


@cache
def suite_figures(root: Path, suite: str) -> SuiteFigures:
    """The figures of the published suite ``spec/conformance/<suite>/`` of the project at ``root``,
    counted from its files."""
    cases, goldens, perft = _items(root / SUITES / suite)
    named: list[str] = []
    for item in (*cases, *goldens, *perft):
        for variant in item.get("variants", ()):
            if variant not in named:
                named.append(variant)

    def holding(items: list[Item], variant: str) -> int:
        return sum(variant in item.get("variants", ()) for item in items)
    return SuiteFigures(suite, Figures(len(cases), len(goldens), len(perft)),
                        {v: Figures(holding(cases, v), holding(goldens, v), holding(perft, v)) for v in named})


@dataclass(frozen=True)
class Ruleset:
    """One ruleset a user may choose: its game and variant, its title, its numbers of players, the suite
    that checks it and the figures of that suite holding under it."""

    game: str
    variant: str
    title: str
    players: tuple[int, ...]
    suite: str
    figures: Figures
    default: bool                       # the game's default variant
    pending: str | None = None          # why its suite is not yet published (Game.suite_pending), if it is not

    @property
    def command(self) -> str:
        """How the ``oracle`` command plays it: ``oracle --game classic play --variant edition2020 --players 3``
        (the least number of players it is played with, where there is a choice)."""
        players = f" --players {self.players[0]}" if len(self.players) > 1 else ""
        return f"oracle --game {self.game} play --variant {self.variant}{players}"


def rulesets(root: Path) -> list[Ruleset]:
    """Every ruleset of the registry, in its order (each game's default variant first), with the figures
    of its suite in the project at ``root``."""
    out = []
    for name, variant in every_ruleset():
        cls = game_class(name)
        suite = load_game(name, variant=variant).published_as
        figures = suite_figures(root, suite).by_variant.get(variant, Figures(0, 0, 0))
        out.append(Ruleset(name, variant, cls.title_of(variant), cls.counts_for(variant), suite, figures,
                           variant == cls.variants[0], cls.suite_pending(variant)))
    return out


def players_cell(counts: Sequence[int]) -> str:
    """``(3, 4, 5, 6, 7)`` -> ``3–7``, ``(2,)`` -> ``2``."""
    if len(counts) > 1 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    return ", ".join(str(n) for n in counts)


def rulesets_table(found: Sequence[Ruleset], link: Callable[[Ruleset], str]) -> list[str]:
    """The table of the rulesets: each one's title (``link`` gives the Markdown link to its page), its
    numbers of players, and the command that plays it (Python's ``load_game`` takes the same names)."""
    lines = ["| ruleset | players | played by |", "| --- | --- | --- |"]
    lines += [f"| {link(r)} | {players_cell(r.players)} | `{r.command}` |" for r in found]
    return [*lines, ""]


def suites_table(root: Path, found: Sequence[Ruleset]) -> list[str]:
    """The table of the conformance suites: for each published suite, what holds under each of its
    rulesets (what an engine playing that ruleset runs), then, where its rulesets share items, the
    suite's own totals, each item counted once; a ruleset whose suite is not yet published, with the
    reason its game gives (:meth:`~oracle.core.game.Game.suite_pending`)."""
    lines = [f"| suite in `{SUITES}/` | ruleset | variant | cases | goldens | perft |",
             "| --- | --- | --- | --- | --- | --- |"]

    def row(where: str, title: str, variant: str, f: Figures) -> str:
        return (f"| {where} | {title} | {variant} | {number(f.cases)} | {number(f.goldens)} | "
                f"{number(f.perft)} |")
    for suite in dict.fromkeys(r.suite for r in found):
        mine = [r for r in found if r.suite == suite]
        if all(r.pending for r in mine):     # a suite not yet published: its rulesets, each with the reason
            lines += [f"| {f'`{suite}/`' if i == 0 else ''} | {r.title} | `{r.variant}` | not yet published: "
                      f"{r.pending} |  |  |" for i, r in enumerate(mine)]
            continue
        lines += [row(f"`{suite}/`" if i == 0 else "", r.title, f"`{r.variant}`", r.figures)
                  for i, r in enumerate(mine)]
        if len(mine) > 1:
            lines.append(row("", "the whole suite, each item once", "", suite_figures(root, suite).total))
    return [*lines, ""]
