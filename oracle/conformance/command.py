"""The ``oracle conform`` command: run the suite (or the divergence search) against an engine.

Every option value is checked before any engine starts: bad values are argparse errors (exit
status 2); a suite folder that is missing, empty or malformed, a selection that matches
nothing, and a ``--track`` or ``--out`` path that cannot be written are one ``oracle:`` line
and exit status 2 as well.  SIGINT and SIGTERM stop the engine (and everything it started)
and end the command with status 130 or 143.  A run ends with status 1 when the engine fails or
misbehaves on an item, else 2 when the suite holds an item the oracle itself cannot check
(``invalid``), else 0.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any
from urllib.parse import urlsplit

from oracle import __version__
from oracle.conformance.client import DEFAULT_STARTUP_TIMEOUT, stop_all
from oracle.conformance.report import (
    Expectations,
    Report,
    Shard,
    engine_header,
    ruleset_line,
    run_title,
    suite_digest,
    write_repro,
)
from oracle.conformance.runner import Runner
from oracle.conformance.suite import SECTIONS, STATUSES, Result, Selection, SuiteError, load_suite, read_suite_file
from oracle.conformance.workers import run_in_order, run_spread
from oracle.core.pool import MAX_WORKERS
from oracle.errors import ConformError
from oracle.files import check_writable, make_folder, write_atomic
from oracle.text import shown

MAX_SECONDS = 86400.0
MAX_SEED = 2**64 - 1
MAX_URL = 500       # characters of a --docs-url
RECHECK = 20        # every RECHECK-th item is asked twice


# ---- option values ------------------------------------------------------------------------------------


def seconds(text: str) -> float:
    """An option value that is a time: a finite number of seconds above 0 (at most a day)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0 or value > MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0 and at most {MAX_SECONDS:g}, "
                                         f"not {shown(text)}")
    return value


def workers(text: str) -> int:
    """``--workers``: a whole number from 1 to :data:`~oracle.core.pool.MAX_WORKERS`."""
    value = at_least_one(text)
    if value > MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"expected at most {MAX_WORKERS} workers, not {shown(text)}")
    return value


def at_least_one(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {shown(text)}")
    return value


def at_least_zero(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= 10**6:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to 1000000, not {shown(text)}")
    return value


def shard(text: str) -> Shard:
    try:
        return Shard.parse(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to 2**64 - 1, not {shown(text)}")
    return value


def docs_url(text: str) -> str:
    """``--docs-url``: the address of a published rules site, which the report's rule links point
    into: ``http`` or ``https`` with a host, at most :data:`MAX_URL` characters of printable ASCII
    without spaces or quotes, and no query or fragment (the links add their own path and anchor)."""
    expected = (f"expected an http:// or https:// address of at most {MAX_URL} characters, without spaces, "
                f"quotes, a query or a fragment, not {shown(text, 120)}")
    if len(text) > MAX_URL or not all(33 <= ord(c) < 127 and c not in "\"'<>\\`" for c in text):
        raise argparse.ArgumentTypeError(expected)
    try:
        parts = urlsplit(text)
    except ValueError:
        raise argparse.ArgumentTypeError(expected) from None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname or parts.query or parts.fragment \
            or "?" in text or "#" in text:
        raise argparse.ArgumentTypeError(expected)
    return text


def engine_command(text: str) -> str:
    """A command line that starts an engine: not blank, and split by shell rules."""
    try:
        argv = shlex.split(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"cannot split the command {shown(text)}: {error}") from None
    if not argv or not argv[0].strip():
        raise argparse.ArgumentTypeError(f"expected a command that starts the engine, not {shown(text)}")
    return text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from oracle.core.registry import own_suites  # read when the command line is parsed
    parser.add_argument("--engine", required=True, metavar="CMD", type=engine_command,
                        help="the command that starts the engine under test (it speaks the adapter protocol)")
    parser.add_argument("-k", dest="keyword", metavar="TEXT", help="only items whose id or description contains TEXT")
    parser.add_argument("--tag", action="append", default=[], metavar="TAG",
                        help="only cases with this tag value (e.g. military) or key=value (area=trade; "
                             "variant=NAME: the cases holding under that variant); repeatable")
    parser.add_argument("--rule", action="append", default=[], metavar="ID", help="only cases pinning this rule id")
    parser.add_argument("--only", choices=SECTIONS, action="append", default=[], help="run only these sections")
    parser.add_argument("--timeout", type=seconds, default=10.0, metavar="SECONDS",
                        help="time the engine may take to answer one item's requests, in all (default 10)")
    parser.add_argument("--startup-timeout", type=seconds, default=DEFAULT_STARTUP_TIMEOUT, metavar="SECONDS",
                        help="time the engine may take to start and answer 'hello' (default 60)")
    parser.add_argument("--track", metavar="BASELINE", help="report only changes since the results saved in "
                                                            "BASELINE, then save these results there")
    parser.add_argument("--maxfail", type=at_least_one, default=None, metavar="N",
                        help="stop after N failures or errors (default: no limit)")
    parser.add_argument("--strict-rules", action="store_true",
                        help="also require the engine's refusals to cite the expected rule ids")
    parser.add_argument("--suite", metavar="DIR", help="the suite folder (default: the bundled one)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON, no progress")
    parser.add_argument("--details", action="store_true",
                        help="under each failure, every difference in full (--json always holds them)")
    parser.add_argument("--fuzz", type=at_least_one, metavar="N",
                        help="play N random games in both engines and compare after every move; group the "
                             "divergences by rule and kind, shrink one of each group to a case")
    parser.add_argument("--variant", metavar="NAME",
                        help="run only the items that hold under this variant of the game, each played under it "
                             f"(a variant with a ruleset of its own, {own_suites()}, has a suite of its own); with "
                             "--fuzz: play only this variant (default: the whole suite; with --fuzz, every variant "
                             "of the ruleset the engine announces)")
    parser.add_argument("--players", type=at_least_one, metavar="N",
                        help="run only the items played by N players (the variant must be played by N); with "
                             "--fuzz: play every game with N players (default: the games are spread over every "
                             "number of players of the variant, game SEED playing the (SEED mod K)-th of its K "
                             "numbers)")
    parser.add_argument("--rule-option", dest="rule_options", action="append", metavar="NAME=READING",
                        help="check an engine that follows another reading of a point the sources leave open "
                             "(`oracle rules --options` lists a ruleset's): every item is played with it, and an "
                             "item that does not hold under it is skipped (repeatable)")
    parser.add_argument("--seed", type=seed, default=1, help="first seed of the --fuzz games")
    parser.add_argument("--out", metavar="DIR", default=None,
                        help="where --fuzz writes the cases it finds, made if need be (default: a folder of its "
                             "own, oracle-fuzz/GAME)")
    parser.add_argument("--known", action="append", default=[], metavar="RULE",
                        help="a rule whose failures are known: they are reported apart and do not fail the run; "
                             "repeatable")
    parser.add_argument("--expectations", metavar="FILE",
                        help='known failures as JSON: {"rules": {RULE: WHY}, "items": {"section:id": WHY}}')
    parser.add_argument("--each", action="store_true",
                        help="list every failing item, not one line per group of the same failure")
    parser.add_argument("--junit", metavar="FILE", help="also write the results as JUnit XML to FILE")
    parser.add_argument("--shard", type=shard, metavar="K/N", default=None,
                        help="run only part K of N of the selected items (or --fuzz games); the N parts "
                             "together are one full run")
    parser.add_argument("--workers", type=workers, default=1, metavar="K",
                        help=f"spread the items over K processes, each with an engine of its own (at most "
                             f"{MAX_WORKERS}; the same report for any K, in the same order)")
    parser.add_argument("--html", metavar="FILE", help="also write the report as one self-contained HTML page; "
                                                       "each rule it blames links to the rule's text in the page")
    parser.add_argument("--docs-url", metavar="URL", type=docs_url, default=None,
                        help="with --html: link each rule to its entry on the rules reference site published at "
                             "URL (http or https) instead")
    parser.add_argument("--repro", metavar="DIR",
                        help="for each group of new failures, write its example's record up to the first divergence "
                             "(replayable by 'oracle replay') and both states there into DIR")
    parser.add_argument("--recheck", type=at_least_zero, default=RECHECK, metavar="N",
                        help=f"ask every Nth item twice to see that the engine's answers repeat (default {RECHECK}; "
                             "0: never)")


# ---- stopping on a signal -------------------------------------------------------------------------------


class Stopped(KeyboardInterrupt):
    """SIGINT or SIGTERM arrived; the engines have been killed."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(signum)


@contextmanager
def stopping_engines_on_signals() -> Iterator[None]:
    """While the block runs, SIGINT and SIGTERM kill every engine at once and raise :class:`Stopped`;
    the previous handlers come back afterwards."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: FrameType | None) -> None:
        stop_all()
        raise Stopped(signum)

    previous: dict[int, Any] = {}
    try:
        for number in (signal.SIGINT, signal.SIGTERM):
            previous[number] = signal.signal(number, handler)
        yield
    finally:
        for restored, old in previous.items():
            signal.signal(restored, old)


# ---- the command ----------------------------------------------------------------------------------------


def _progress(show: bool, done: int, results: list[Result], start: float) -> None:
    if not show:
        return
    failed = sum(r.status in ("fail", "error") for r in results)
    sys.stderr.write(f"\r{done} items  {failed} failing  {time.monotonic() - start:.0f} s ")
    sys.stderr.flush()


def run(args: argparse.Namespace, game: Any) -> int:
    try:
        with stopping_engines_on_signals():
            if args.fuzz is not None:
                from oracle.conformance.fuzz import fuzz_command

                if args.workers > 1:
                    raise ConformError("conform: --workers spreads the suite's items over processes; --fuzz plays "
                                       "its games in one (use --shard to split them)")

                if game.conformance_kit() is None:      # nothing to compare the engine's answers with
                    raise _without_kit(game)
                args.out = str(out_folder(args.out, game.name))
                return fuzz_command(args, game)
            return _conform(args, game)
    except Stopped as stop:
        stop_all()
        sys.stdout.flush()
        print(f"\noracle: conform: stopped by {signal.Signals(stop.signum).name}; the engine was stopped",
              file=sys.stderr)
        return 128 + stop.signum


FUZZ_FOLDER = "oracle-fuzz"


def out_folder(out: str | None, game: str = "duel") -> Path:
    """The folder ``--out`` names, made with its parents if need be (a path that exists and is not a
    folder is refused); without ``--out``, ``oracle-fuzz/GAME``: the cases never land in the current
    folder among the user's own files.  Checked writable before any engine starts."""
    folder = make_folder(Path(FUZZ_FOLDER) / game if out is None else out,
                         "the folder for the cases found," if out is None else "--out")
    check_writable(folder / "fuzz-divergence-0.json")
    return folder


def repro_folder(out: str) -> Path:
    """The folder ``--repro`` names (made if need be), checked writable before any engine starts."""
    folder = make_folder(out, "--repro")
    check_writable(folder / "record.json")
    return folder


def read_baseline(path: str) -> dict[str, str]:
    """The results ``--track`` saved last time (none if the file does not exist yet); the file
    must be writable, and a file that is not a baseline is an error (it is never overwritten)."""
    target = check_writable(path)
    if not target.exists():
        return {}
    data = read_suite_file(target)
    if not isinstance(data, dict):
        raise SuiteError(target, "$", "expected an object mapping 'section:id' to a status, as --track writes")
    for key, status in data.items():
        if status not in STATUSES:
            raise SuiteError(target, f"$[{shown(key)}]", f"expected one of {', '.join(STATUSES)}, not "
                                                         f"{shown(str(status))}")
    return data


def _without_kit(game: Any) -> ConformError:
    """The one-line refusal of a ruleset with no conformance kit yet, with the reason its game gives."""
    pending = game.suite_pending(game.variant)
    return ConformError(f"conform: {game.ruleset_title} has no conformance suite yet"
                        + (f": {pending}" if pending else ""))


def _conform(args: argparse.Namespace, game: Any) -> int:
    if game.conformance_kit() is None:
        raise _without_kit(game)
    folder = Path(args.suite) if args.suite else game.conformance_kit().suite_dir()
    suite = load_suite(folder, game)
    if args.suite and not len(suite):
        raise SuiteError(args.suite, "$", "holds no conformance items (no case files, games/*.json or perft.json)")
    variant, players = getattr(args, "variant", None), getattr(args, "players", None)
    selection = Selection(args.keyword, tuple(args.tag), tuple(args.rule), tuple(args.only) or SECTIONS,
                          variant=variant, players=players, game=game)
    before = read_baseline(args.track) if args.track else None
    expectations = Expectations.read(args.expectations) if args.expectations else Expectations()
    expectations = expectations.merged(args.known)
    for path in (args.junit, args.html):
        if path:
            check_writable(path)
    if args.repro:
        repro_folder(args.repro)
    runner = Runner(args.engine, timeout=args.timeout, game=game, strict_rules=args.strict_rules,
                    startup_timeout=getattr(args, "startup_timeout", DEFAULT_STARTUP_TIMEOUT), variant=variant)
    sectioned = list(runner.sectioned(suite, selection))
    if not sectioned:
        raise ConformError(f"conform: no items selected (the suite holds {len(suite.cases)} cases, "
                           f"{len(suite.goldens)} goldens and {len(suite.perft)} perft positions; "
                           "see -k, --tag, --rule, --only, --variant and --players)")
    part = args.shard or Shard()
    sectioned = [pair for n, pair in enumerate(sectioned) if part.holds(n)]
    kinds = Counter(section for section, _ in sectioned)
    items = [item for _, item in sectioned]
    show = not args.json and sys.stderr.isatty() and not os.environ.get("CI")
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    start = time.monotonic()

    tens = [0]      # the progress line is written every ten items

    def progress(done: int, results: list[Result]) -> None:
        if done // 10 > tens[0]:
            tens[0] = done // 10
            _progress(show, done, results, start)

    try:
        if args.workers > 1:
            outcome = run_spread(items, args.workers, args.recheck, args.maxfail, progress, args.engine,
                                 lambda: runner.engine, runner.close)
        else:
            outcome = run_in_order(items, args.recheck, args.maxfail, progress)
    finally:
        runner.close()
    results, rechecked = outcome.results, outcome.rechecked
    if show:
        sys.stderr.write("\n")
    now = {f"{r.section}:{r.id}": r.status for r in results}
    changes = None
    if before is not None:
        changes = {key.split(":", 1)[1]: f"{before.get(key, 'new')} -> {status}"
                   for key, status in now.items() if before.get(key) != status}
    header = {
        "game": game.name, "title": run_title(game, variant), "oracle": __version__,
        "engine": outcome.engine or engine_header(args.engine, runner.engine),
        "suite": {"source": str(args.suite) if args.suite else "bundled", "cases": len(suite.cases),
                  "goldens": len(suite.goldens), "perft": len(suite.perft), "digest": suite_digest(folder)},
        "selection": {"items": len(items), "keyword": args.keyword, "tags": list(args.tag), "rules": list(args.rule),
                      "sections": list(args.only), "ruleset": ruleset_line(game, variant), "variant": variant,
                      "players": players, "by_section": {section: kinds[section] for section in SECTIONS}},
        "shard": str(args.shard) if args.shard else None,
        "started": started,
        "seconds": round(time.monotonic() - start, 3),
    }
    report = Report(header, results, expectations, rechecked, changes)
    if args.json:
        sys.stdout.write(json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        print(report.text(every=args.each, details=args.details))
    sys.stdout.flush()
    if args.junit:
        write_atomic(args.junit, report.junit())
    if args.repro:
        write_repro(report, Path(args.repro))
    if args.html:
        from oracle.conformance.report_html import report_html

        write_atomic(args.html, report_html(report, game.rule_ids, getattr(args, "docs_url", None)))
    if args.track and before is not None:
        write_atomic(args.track, json.dumps({**before, **now}, indent=1, sort_keys=True) + "\n")
    return report.exit_status()
