"""A pytest plugin: ``pytest --wonders-engine "CMD"`` turns the conformance suite into test items.

Installed with the package (entry point ``pytest11``); without ``--wonders-engine`` it does
nothing.  Each case, golden and perft position becomes one item named after its id, under its
section (node ids ``cases::ID``, ``goldens::ID``, ``perft::NAME``: JUnit XML names the section as
the class and the id as the test); a failing
item reports the rule ids involved and what differed.  Options: ``--wonders-game NAME`` (the game
whose suite is run), ``--wonders-variant NAME`` (only the items that hold under that variant, each
played under it, as ``oracle conform --variant`` selects; a variant with a ruleset of its own has a
suite of its own: ``--wonders-game duel --wonders-variant pantheon``), ``--wonders-players N`` (only the
items played by N players), ``--wonders-suite DIR``
(another suite folder), ``--wonders-timeout SECONDS`` (per item), ``--wonders-startup-timeout
SECONDS`` (to start the engine).  The session's header names the ruleset and counts the items of
each kind.  Items are selected as pytest selects any test: ``-k`` takes an
expression over their keywords (the id, the section ``case``/``golden``/``perft``, a case's tags and rule ids, a
golden's tags, and every item's game, variants (its record's and every other it holds for) and
``players-N``: ``-k "military and not looting"``, ``-k first_printing``), and ``-m`` over their
markers (``wonders``, and ``cases``, ``goldens`` or ``perft``).  A bad option value or a malformed
suite folder is a usage error before any engine starts.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from oracle.conformance.suite import Result

# The engine modules are imported only when --wonders-engine is given: a plugin loaded into every
# pytest session must not import the oracle before coverage measurement starts.


def _players(text: str) -> int:
    """A number of players, as ``oracle conform --players`` takes it."""
    from oracle.conformance.command import at_least_one

    return at_least_one(text)


def _seconds(text: str) -> float:
    """A finite number of seconds above 0 (at most a day), as ``oracle conform`` takes them."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0 or value > 86400:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0 and at most 86400, not {text!r}")
    return value


def pytest_addoption(parser: pytest.Parser) -> None:
    from oracle.core.registry import own_suites
    group = parser.getgroup("wonders", "7 Wonders conformance (wonders-oracle)")
    group.addoption("--wonders-engine", metavar="CMD", help="run the conformance suite against this engine command")
    group.addoption("--wonders-game", default="duel", metavar="NAME",
                    help="the game whose suite is run (default duel)")
    group.addoption("--wonders-variant", metavar="NAME",
                    help="only the items that hold under this variant of the game, each played under it "
                         f"(default: the whole suite; each of {own_suites()} has a suite of its own)")
    group.addoption("--wonders-players", type=_players, metavar="N",
                    help="only the items played by N players (the variant must be played by N)")
    group.addoption("--wonders-suite", metavar="DIR", help="the suite folder (default: the game's bundled suite)")
    group.addoption("--wonders-timeout", type=_seconds, default=10.0, metavar="SECONDS",
                    help="time the engine may take to answer one item's requests, in all")
    group.addoption("--wonders-startup-timeout", type=_seconds, default=60.0, metavar="SECONDS",
                    help="time the engine may take to start and answer 'hello'")


SECTION_MARKERS = {"cases": "a conformance case", "goldens": "a playthrough golden", "perft": "a perft position"}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "wonders: an item of the 7 Wonders conformance suite")
    for name, what in SECTION_MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {what} of the 7 Wonders conformance suite")


class ConformanceFailure(Exception):
    def __init__(self, result: Result):
        self.result = result
        super().__init__(result.line())


class ConformanceItem(pytest.Item):
    def __init__(self, *, check: Callable[[], Result], section: str, keywords: tuple[str, ...] = (), **kwargs: Any):
        super().__init__(**kwargs)
        self.check = check
        self.section = section
        # what -k matches besides the name; what -m matches
        self.extra_keyword_matches.update(keywords)
        self.add_marker(pytest.mark.wonders)
        self.add_marker(getattr(pytest.mark, section))

    def runtest(self) -> None:
        result = self.check()
        if result.status == "skip":
            pytest.skip(result.message)
        if result.status != "pass":
            raise ConformanceFailure(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, ConformanceFailure):
            r = excinfo.value.result
            head = {"error": "engine error", "invalid": "suite item invalid (not the engine's fault)"}.get(
                r.status, f"rules: {', '.join(r.rules) or '(none)'}")
            extra = [d for d in r.details if d != r.message]
            return "\n".join([head, r.message, *(f"  {d}" for d in extra)])
        return super().repr_failure(excinfo)  # type: ignore[return-value]

    def reportinfo(self) -> tuple[Path | str, int | None, str]:
        return "wonders-conformance", None, f"{self.section}::{self.name}"


class SuiteSection(pytest.Collector):
    """A section of the suite (``cases``, ``goldens``, ``perft``): the parent of its items, so an
    item's node id is ``SECTION::ID`` and JUnit XML names the section as its class."""

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        return list(getattr(self, "wonders_items", []))


def _variant_keywords(item: dict[str, Any], game: Any) -> tuple[str, ...]:
    """What ``-k`` matches of an item's variants and players: its record's variant (the game's first
    when the record names none), every other variant the item holds for (its ``variants``) and its
    number of players (``players-N``)."""
    record = item["record"]
    variant = record.get("variant", game.variants[0])
    players = record.get("players", game.players)
    variants = item.get("variants", [])
    return tuple(dict.fromkeys((str(variant), *(str(v) for v in variants if isinstance(v, str)),
                                f"players-{players}")))


@pytest.hookimpl(tryfirst=True)   # before pytest's own -k and -m deselect
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    command = config.getoption("--wonders-engine")
    if not command:
        return
    from _pytest.reports import CollectReport

    from oracle.conformance.command import engine_command
    from oracle.conformance.report import ruleset_line
    from oracle.conformance.runner import Runner
    from oracle.conformance.suite import Selection, SuiteError, load_suite

    try:
        engine_command(command)
    except argparse.ArgumentTypeError as error:
        raise pytest.UsageError(f"--wonders-engine: {error}") from None
    from oracle.core.registry import load_game
    from oracle.errors import GameChoiceError

    name, variant = config.getoption("--wonders-game"), config.getoption("--wonders-variant")
    try:
        load_game(name)
    except GameChoiceError as error:
        raise pytest.UsageError(f"--wonders-game: {error}") from None
    try:
        game = load_game(name, variant=variant)
    except GameChoiceError as error:
        raise pytest.UsageError(f"--wonders-variant: {error}") from None
    if game.conformance_kit() is None:
        raise pytest.UsageError(f"--wonders-game: {game.ruleset_title} has no conformance suite yet")
    players = config.getoption("--wonders-players")
    if players is not None:
        try:
            load_game(name, variant=variant, players=players)
        except GameChoiceError as error:
            raise pytest.UsageError(f"--wonders-players: {error}") from None
    folder = config.getoption("--wonders-suite")
    try:
        suite = load_suite(Path(folder) if folder else None, game)
    except SuiteError as error:
        raise pytest.UsageError(f"--wonders-suite: {error}") from None
    runner = Runner(command, timeout=config.getoption("--wonders-timeout"), game=game,
                    startup_timeout=config.getoption("--wonders-startup-timeout"), variant=variant)
    config._wonders_runner = runner  # type: ignore[attr-defined]
    sections = {name: SuiteSection.from_parent(session, name=name, nodeid=name) for name in SECTION_MARKERS}
    found: dict[str, list[pytest.Item]] = {name: [] for name in SECTION_MARKERS}
    selection = Selection(variant=variant, players=players, game=game)
    for case in suite.cases:
        if selection.case(case):
            tags = case["tags"]
            keywords = ("case", *tags.values(), tags.get("game", game.name), *case["rules"],
                        *_variant_keywords(case, game))
            found["cases"].append(ConformanceItem.from_parent(
                sections["cases"], name=case["id"], section="cases", keywords=tuple(k for k in keywords if k),
                check=lambda case=case: runner.run_case(case)))
    for golden in filter(selection.golden, suite.goldens):
        found["goldens"].append(ConformanceItem.from_parent(
            sections["goldens"], name=golden["id"], section="goldens",
            keywords=("golden", game.name, *golden["tags"], *_variant_keywords(golden, game)),
            check=lambda golden=golden: runner.run_golden(golden)))
    for position in filter(selection.position, suite.perft):
        found["perft"].append(ConformanceItem.from_parent(
            sections["perft"], name=position["name"], section="perft",
            keywords=("perft", game.name, *_variant_keywords(position, game)),
            check=lambda position=position: runner.run_perft(position)))
    for section, section_items in found.items():
        sections[section].wonders_items = section_items    # type: ignore[attr-defined]
        # reported as collected, so that --collect-only and the session's counts include them
        config.hook.pytest_collectreport(report=CollectReport(sections[section].nodeid, "passed", None,
                                                              list[pytest.Item | pytest.Collector](section_items)))
        items.extend(section_items)
    ruleset = ruleset_line(game, variant)
    counts = ", ".join(f"{len(found[section]):,} {section}" for section in SECTION_MARKERS)
    config._wonders_selected = f"wonders: {ruleset}: {counts}"  # type: ignore[attr-defined]


def pytest_report_collectionfinish(config: pytest.Config) -> str | None:
    """The line after pytest's count of items: which ruleset the suite checks, and how many items of each
    kind it selected (before ``-k`` and ``-m``)."""
    line: str | None = getattr(config, "_wonders_selected", None)
    return line


def pytest_sessionfinish(session: pytest.Session) -> None:
    runner = getattr(session.config, "_wonders_runner", None)
    if runner is not None:
        runner.close()
