"""Run the benchmark suite: ``python -m benchmarks [--game NAME] [--players N] [--variant NAME] [--against DIR]
[--cpu N] [--quick] [--json] [--only NAME ...]``.

Prints a table (or, with ``--json``, one JSON object) of every figure, with the machine it was
measured on.  Timings are noisy on a shared machine: pin to an idle core with ``--cpu`` and
compare medians.  See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import platform
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from benchmarks import suite
from benchmarks.suite import QUICK, Budget, Figure

GROUPS = ("games", "workers", "per_state", "spec_load", "conformance")


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    model = ""
    try:
        lscpu = subprocess.run(["lscpu"], capture_output=True, text=True, check=False).stdout
        model = next((line.split(":", 1)[1].strip() for line in lscpu.splitlines()
                      if line.startswith("Model name")), "")
    except OSError:
        pass
    return {"cpu": model or platform.processor(), "cores": os.cpu_count(),
            "python": platform.python_version(), "implementation": platform.python_implementation(),
            "system": f"{platform.system()} {platform.release()}"}


def measure(groups: Sequence[str], budget: Budget, cpu: int | None, log: Callable[[str], None],
            target: suite.Target | None = None) -> list[Figure]:
    target = target or suite.Target()
    usable = os.sched_getaffinity(0)  # the worker processes may use all of these
    single = {cpu} if cpu is not None else None
    runners: dict[str, Callable[[], list[Figure]]] = {
        "games": lambda: suite.games(budget, single, target),
        "workers": lambda: suite.workers(budget, usable, target),
        "per_state": lambda: suite.per_state(budget, single, target),
        "spec_load": lambda: suite.spec_load(budget, single, target),
        "conformance": lambda: suite.conformance(budget, single, target),
    }
    figures: list[Figure] = []
    for name in groups:
        log(f"measuring {name}...")
        figures.extend(runners[name]())
    return figures


def _value(f: Figure) -> str:
    if f.value is None:
        return "n/a"
    return f"{f.value:,.2f}".rstrip("0").rstrip(".") if isinstance(f.value, float) else f"{f.value:,}"


def table(figures: Sequence[Figure]) -> str:
    """The figures as an aligned text table."""
    rows = [("figure", "value", "unit", "target", "met", "detail")]
    for f in figures:
        met = "" if f.met is None else "yes" if f.met else "NO"
        rows.append((f.name, _value(f), f.unit, f.target, met, f.detail))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = []
    for i, r in enumerate(rows):
        cells = [r[0].ljust(widths[0]), r[1].rjust(widths[1]), r[2].ljust(widths[2]),
                 r[3].ljust(widths[3]), r[4].ljust(widths[4]), r[5]]
        lines.append("  ".join(cells).rstrip())
        if i == 0:
            lines.append("  ".join("-" * w for w in widths) + "  " + "-" * 6)
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description="The oracle's benchmark suite.")
    parser.add_argument("--cpu", type=int, metavar="N", help="pin the single-core measurements to CPU N")
    parser.add_argument("--quick", action="store_true", help="a minimal budget: checks the suite runs, "
                                                             "figures are meaningless")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    parser.add_argument("--only", nargs="+", choices=GROUPS, metavar="NAME",
                        help="measure only these: " + ", ".join(GROUPS))
    parser.add_argument("--games", type=int, help="games per timed run (default 1000)")
    parser.add_argument("--runs", type=int, help="repetitions per figure (default 5)")
    parser.add_argument("--game", default="duel", help="the game measured (a name of the registry; default duel)")
    parser.add_argument("--players", type=int, help="its number of players (default: the least it is played with)")
    parser.add_argument("--variant", help="its rules variant (default: the game's first)")
    parser.add_argument("--against", metavar="DIR", type=Path,
                        help="another checkout of the oracle (an earlier commit, say) measured side by side in the "
                             "same run: games per second, legal actions and apply get its figure and the ratio")
    args = parser.parse_args(argv)
    target = suite.Target(args.game, args.players, args.against.resolve() if args.against else None, args.variant)
    budget = QUICK if args.quick else Budget()
    if args.games:
        budget = dataclasses.replace(budget, games=args.games)
    if args.runs:
        budget = dataclasses.replace(budget, runs=args.runs)
    chatty = sys.stderr.isatty() and not os.environ.get("CI")

    def log(message: str) -> None:
        if chatty:
            sys.stderr.write(f"\r{message:<40}")
            sys.stderr.flush()

    figures = measure(args.only or GROUPS, budget, args.cpu, log, target)
    if chatty:
        sys.stderr.write("\r" + " " * 40 + "\r")
    about = machine()
    if args.json:
        out = {"machine": about, "cpu_pinned": args.cpu, "budget": dataclasses.asdict(budget), "game": target.game,
               "players": target.players, "variant": target.variant,
               "against": str(args.against) if args.against else None,
               "figures": [f.to_json() for f in figures]}
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(f"{about['cpu']}, {about['cores']} cores, {about['implementation']} {about['python']}"
                         f"{f', pinned to CPU {args.cpu}' if args.cpu is not None else ''}; {target.label}"
                         f"{f' against {args.against}' if args.against else ''}\n")
        if args.quick:
            sys.stdout.write("quick budget: the suite ran, but these figures mean nothing\n")
        sys.stdout.write("\n")
        sys.stdout.write(table(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
