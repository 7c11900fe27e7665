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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

from oracle.conformance.client import DEFAULT_STARTUP_TIMEOUT, one_line, stop_all
from oracle.conformance.runner import (
    SECTIONS,
    STATUSES,
    Result,
    Runner,
    Selection,
    SuiteError,
    load_suite,
    read_suite_file,
    summary_table,
    unchecked_counts,
)
from oracle.core.files import check_writable, write_atomic
from oracle.core.jsonio import shown
from oracle.errors import OracleError, OutputError

MAX_SECONDS = 86400.0
MAX_SEED = 2**64 - 1


class ConformError(OracleError):
    """The command cannot run as asked (for example, no item matches the selection)."""


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


def at_least_one(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {shown(text)}")
    return value


def seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to 2**64 - 1, not {shown(text)}")
    return value


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
    parser.add_argument("--engine", required=True, metavar="CMD", type=engine_command,
                        help="the command that starts the engine under test (it speaks the adapter protocol)")
    parser.add_argument("-k", dest="keyword", metavar="TEXT", help="only items whose id or description contains TEXT")
    parser.add_argument("--tag", action="append", default=[], metavar="TAG",
                        help="only cases with this tag value (e.g. military) or key=value (area=trade); repeatable")
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
    parser.add_argument("--variant", metavar="NAME", help="with --fuzz: play only this variant of the game "
                                                          "(default: every variant the engine announces)")
    parser.add_argument("--seed", type=seed, default=1, help="first seed of the --fuzz games")
    parser.add_argument("--out", metavar="DIR", default=".", help="where --fuzz writes the cases it finds")


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

                out_folder(args.out)
                return fuzz_command(args, game)
            return _conform(args, game)
    except Stopped as stop:
        stop_all()
        sys.stdout.flush()
        print(f"\noracle: conform: stopped by {signal.Signals(stop.signum).name}; the engine was stopped",
              file=sys.stderr)
        return 128 + stop.signum


def out_folder(out: str) -> Path:
    """The folder ``--out`` names, if it exists and the cases found can be written there."""
    folder = Path(out)
    if not folder.is_dir():
        raise OutputError(f"--out {one_line(out, 200)}: " + ("not a folder" if folder.exists() else "no such folder"))
    check_writable(folder / "fuzz-divergence-0.json")
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


def _conform(args: argparse.Namespace, game: Any) -> int:
    if game.conformance_kit() is None:
        raise ConformError(f"conform: {game.title} has no conformance suite yet")
    suite = load_suite(Path(args.suite) if args.suite else None, game)
    if args.suite and not len(suite):
        raise SuiteError(args.suite, "$", "holds no conformance items (no case files, games/*.json or perft.json)")
    selection = Selection(args.keyword, tuple(args.tag), tuple(args.rule), tuple(args.only) or SECTIONS)
    before = read_baseline(args.track) if args.track else None
    runner = Runner(args.engine, timeout=args.timeout, game=game, strict_rules=args.strict_rules,
                    startup_timeout=getattr(args, "startup_timeout", DEFAULT_STARTUP_TIMEOUT))
    items = list(runner.items(suite, selection))
    if not items:
        raise ConformError(f"conform: no items selected (the suite holds {len(suite.cases)} cases, "
                           f"{len(suite.goldens)} goldens and {len(suite.perft)} perft positions; "
                           "see -k, --tag, --rule and --only)")
    show = not args.json and sys.stderr.isatty() and not os.environ.get("CI")
    results: list[Result] = []
    start = time.monotonic()
    try:
        for n, item in enumerate(items, start=1):
            result = item()
            results.append(result)
            if n % 10 == 0:
                _progress(show, n, results, start)
            if args.maxfail is not None and sum(r.status in ("fail", "error") for r in results) >= args.maxfail:
                break
    finally:
        runner.close()
    if show:
        sys.stderr.write("\n")
    now = {f"{r.section}:{r.id}": r.status for r in results}
    changes = None
    if before is not None:
        changes = {key.split(":", 1)[1]: f"{before.get(key, 'new')} -> {status}"
                   for key, status in now.items() if before.get(key) != status}
    bad = [r for r in results if r.status in ("fail", "error")]
    invalid = [r for r in results if r.status == "invalid"]
    if args.json:
        out: dict[str, Any] = {
            "engine": args.engine,
            "seconds": round(time.monotonic() - start, 3),
            "totals": {s: sum(r.status == s for r in results) for s in STATUSES},
            "unchecked": unchecked_counts(results),
            "results": [{"section": r.section, "id": r.id, "status": r.status, "rules": r.rules,
                         "message": r.message, "details": r.details,
                         **({"first_divergence": r.divergence} if r.divergence else {})}
                        for r in results if r.status != "pass"],
        }
        if changes is not None:
            out["changes"] = changes
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    else:
        shown_results = [r for r in results if r.status in ("fail", "error", "invalid")] if changes is None \
            else [r for r in results if r.id in changes]
        for r in shown_results:
            print(r.line())
            if args.details:
                for detail in r.details:
                    print(f"      {detail}")
        if changes is not None:
            print(f"{len(changes)} change(s) since the baseline")
        print(summary_table(results))
    sys.stdout.flush()
    if args.track and before is not None:
        write_atomic(args.track, json.dumps({**before, **now}, indent=1, sort_keys=True) + "\n")
    # the engine's failures first; else items the suite holds that cannot be checked (malformed input)
    return 1 if bad else 2 if invalid else 0
