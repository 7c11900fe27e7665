"""The ``oracle conform`` command: run the suite (or the divergence search) against an engine."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from oracle.conformance.runner import SECTIONS, Result, Runner, Selection, load_suite, summary_table


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", required=True, metavar="CMD",
                        help="the command that starts the engine under test (it speaks the adapter protocol)")
    parser.add_argument("-k", dest="keyword", metavar="TEXT", help="only items whose id or description contains TEXT")
    parser.add_argument("--tag", action="append", default=[], metavar="TAG",
                        help="only cases with this tag value (e.g. military) or key=value (area=trade); repeatable")
    parser.add_argument("--rule", action="append", default=[], metavar="ID", help="only cases pinning this rule id")
    parser.add_argument("--only", choices=SECTIONS, action="append", default=[], help="run only these sections")
    parser.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS", help="time allowed per item")
    parser.add_argument("--track", metavar="BASELINE", help="report only changes since the results saved in "
                                                            "BASELINE, then save these results there")
    parser.add_argument("--maxfail", type=int, default=0, metavar="N", help="stop after N failures or errors")
    parser.add_argument("--strict-rules", action="store_true",
                        help="also require the engine's refusals to cite the expected rule ids")
    parser.add_argument("--suite", metavar="DIR", help="the suite folder (default: the bundled one)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON, no progress")
    parser.add_argument("--fuzz", type=int, metavar="N", help="play N random games in both engines and compare "
                                                             "after every step; shrink any divergence to a case")
    parser.add_argument("--seed", type=int, default=1, help="first seed of the --fuzz games")
    parser.add_argument("--out", metavar="DIR", default=".", help="where --fuzz writes the cases it finds")


def _progress(show: bool, done: int, results: list[Result], start: float) -> None:
    if not show:
        return
    failed = sum(r.status in ("fail", "error") for r in results)
    sys.stderr.write(f"\r{done} items  {failed} failing  {time.monotonic() - start:.0f} s ")
    sys.stderr.flush()


def run(args: argparse.Namespace, rules: Any) -> int:
    if args.fuzz is not None:
        from oracle.conformance.fuzz import fuzz_command

        return fuzz_command(args, rules)
    suite = load_suite(Path(args.suite) if args.suite else None)
    selection = Selection(args.keyword, tuple(args.tag), tuple(args.rule), tuple(args.only) or SECTIONS)
    runner = Runner(args.engine, timeout=args.timeout, rules=rules, strict_rules=args.strict_rules)
    show = not args.json and sys.stderr.isatty() and not os.environ.get("CI")
    results: list[Result] = []
    start = time.monotonic()
    try:
        for n, item in enumerate(runner.items(suite, selection), start=1):
            result = item()
            results.append(result)
            if n % 10 == 0:
                _progress(show, n, results, start)
            if args.maxfail and sum(r.status in ("fail", "error") for r in results) >= args.maxfail:
                break
    finally:
        runner.close()
    if show:
        sys.stderr.write("\n")
    changes = _track(args.track, results) if args.track else None
    bad = [r for r in results if r.status in ("fail", "error")]
    if args.json:
        out: dict[str, Any] = {
            "engine": args.engine,
            "seconds": round(time.monotonic() - start, 3),
            "totals": {s: sum(r.status == s for r in results) for s in ("pass", "fail", "error", "skip")},
            "results": [{"section": r.section, "id": r.id, "status": r.status, "rules": r.rules,
                         "message": r.message} for r in results if r.status != "pass"],
        }
        if changes is not None:
            out["changes"] = changes
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    else:
        shown = bad if changes is None else [r for r in results if r.id in changes]
        for r in shown:
            print(r.line())
        if changes is not None:
            print(f"{len(changes)} change(s) since the baseline")
        print(summary_table(results))
    return 1 if bad else 0


def _track(path: str, results: list[Result]) -> dict[str, str]:
    """Compare with the saved baseline (if any), save the new results, return what changed."""
    baseline_file = Path(path)
    before: dict[str, str] = {}
    if baseline_file.exists():
        try:
            before = json.loads(baseline_file.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            before = {}
    now = {f"{r.section}:{r.id}": r.status for r in results}
    changes = {key.split(":", 1)[1]: f"{before.get(key, 'new')} -> {status}"
               for key, status in now.items() if before.get(key) != status}
    temporary = baseline_file.with_name(baseline_file.name + ".part")
    temporary.write_text(json.dumps({**before, **now}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(temporary, baseline_file)
    return changes
