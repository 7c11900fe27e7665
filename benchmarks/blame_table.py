"""How often the conformance kit blames the right rule first:
``python -m benchmarks.blame_table [--game G] [--bug NAME] [--jobs 2] [--json] [--markdown]``.

Every seeded bug of every game (each commonly-wrong entry's mutant and every other planted bug of
the tests) is served as an engine, and the whole bundled suite of its game is run against it with
``oracle conform --json``.  For each failing item the first blamed rule is compared with the rule
the bug breaks.  The table gives, per bug, the failures, how many blame the broken rule first, and
the rules blamed first instead; per game, the same pooled over its bugs.  The acceptance level is
95% per game (see ``spec/conformance/INTERPRETING.md``).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TARGET = 0.95


def duel_bugs() -> list[tuple[str, str]]:
    import oracle
    from tests.conformance.mutants import BUGS

    kit = oracle.load_game("duel").conformance_kit()
    COMMONLY_WRONG_RULES = kit.commonly_wrong_rules if kit is not None else {}

    others = {"trade-base-three": "trade.price", "first-printing-starter": "age.next_starter",
              "never-reveal": "age.reveal"}
    return [(name, COMMONLY_WRONG_RULES[number] if number else others[name]) for name, (number, _) in BUGS.items()]


def seeded_bugs(game: str) -> list[tuple[str, str]]:
    if game == "duel":
        return duel_bugs()
    module = __import__(f"tests.{game}.test_seeded_bugs", fromlist=["SEEDED_BUGS"])
    return [(bug[0], bug[1]) for bug in module.SEEDED_BUGS]


def mutant_command(game: str, name: str) -> list[str]:
    script = "tests/conformance/mutants.py" if game == "duel" else f"tests/{game}/mutants.py"
    return [sys.executable, script, name]


def measure(game: str, name: str, rule: str, save: Path | None = None) -> dict[str, Any]:
    """One bug: the suite run against its mutant, and what its failures blame first (``save``: a
    folder to keep the kit's whole report in, as ``GAME-BUG.json``)."""
    import shlex

    engine = shlex.join(mutant_command(game, name))
    run = subprocess.run([sys.executable, "-c", "import sys; from oracle.cli import main; sys.exit(main())",
                          "--game", game, "conform", "--engine", engine, "--json", "--recheck", "0", "--timeout", "60"],
                         cwd=ROOT, capture_output=True, text=True)
    if not run.stdout.strip():
        raise SystemExit(f"{game} {name}: the kit printed no report: {run.stderr.strip()[-500:]}")
    report = json.loads(run.stdout)
    ran = sum(1 for r in report["results"] if r["status"] != "skip")
    if report.get("game") != game or not ran:
        raise SystemExit(f"{game} {name}: the kit ran {ran} items of {report.get('game')}'s suite")
    if save is not None:
        save.mkdir(parents=True, exist_ok=True)
        (save / saved_name(game, name)).write_text(run.stdout)
    failing = [r for r in report["results"] if r["status"] in ("fail", "error")]
    first = Counter((r["rules"] or ["(none)"])[0] for r in failing)
    return {"game": game, "bug": name, "rule": rule, "failures": len(failing), "right": first[rule],
            "errors": sum(r["status"] == "error" for r in failing),
            "instead": dict(sorted(((k, v) for k, v in first.items() if k != rule), key=lambda kv: (-kv[1], kv[0])))}


def saved_name(game: str, name: str) -> str:
    return f"{game}-{name.replace(' ', '-').replace(chr(39), '')}.json"


def remeasure(game: str, name: str, rule: str, saved: Path) -> dict[str, Any]:
    """One bug, again: only the items that failed in its whole run saved in ``saved`` (a report of
    ``--save``) are run.  Which items fail depends on the bug and the suite alone, so with both
    unchanged this gives the whole run's table at a fraction of its time."""
    import shlex

    from oracle.conformance.runner import Runner
    from oracle.conformance.suite import Selection, load_suite
    from oracle.core.registry import load_game

    report = json.loads((saved / saved_name(game, name)).read_text())
    failed = {(r["section"], r["id"]) for r in report["results"] if r["status"] in ("fail", "error")}

    class Failed(Selection):
        def case(self, case: dict[str, Any]) -> bool:
            return ("cases", case["id"]) in failed

        def golden(self, golden: dict[str, Any]) -> bool:
            return ("goldens", golden["id"]) in failed

        def position(self, position: dict[str, Any]) -> bool:
            return ("perft", position["name"]) in failed

    loaded = load_game(game)
    runner = Runner(shlex.join(mutant_command(game, name)), timeout=60.0, game=loaded)
    try:
        results = [item() for item in runner.items(load_suite(game=loaded), Failed())]
    finally:
        runner.close()
    failing = [r for r in results if r.status in ("fail", "error")]
    first = Counter((r.rules or ["(none)"])[0] for r in failing)
    return {"game": game, "bug": name, "rule": rule, "failures": len(failing), "right": first[rule],
            "errors": sum(r.status == "error" for r in failing),
            "instead": dict(sorted(((k, v) for k, v in first.items() if k != rule), key=lambda kv: (-kv[1], kv[0])))}


def per_game(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for row in rows:
        total = out.setdefault(row["game"], {"bugs": 0, "failures": 0, "right": 0})
        total["bugs"] += 1
        total["failures"] += row["failures"]
        total["right"] += row["right"]
    for total in out.values():
        total["share"] = round(total["right"] / total["failures"], 4) if total["failures"] else None
    return out


def markdown(rows: list[dict[str, Any]]) -> str:
    lines = ["| game | seeded bug | rule it breaks | failures | blamed first | share | blamed first instead |",
             "|---|---|---|---:|---:|---:|---|"]
    for row in rows:
        share = f"{row['right'] / row['failures']:.0%}" if row["failures"] else "–"
        instead = ", ".join(f"`{k}` {v}" for k, v in list(row["instead"].items())[:3]) or "–"
        lines.append(f"| {row['game']} | {row['bug']} | `{row['rule']}` | {row['failures']} | {row['right']} | "
                     f"{share} | {instead} |")
    lines += ["", "| game | seeded bugs | failures | blamed first | share |", "|---|---:|---:|---:|---:|"]
    for game, total in per_game(rows).items():
        share = f"{total['share']:.1%}" if total["share"] is not None else "–"
        lines.append(f"| {game} | {total['bugs']} | {total['failures']} | {total['right']} | {share} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=("duel", "classic", "architects"))
    parser.add_argument("--bug", action="append", help="only this seeded bug (repeatable)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print the rows as JSON, no progress")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--save", type=Path, help="keep each bug's whole report in this folder")
    parser.add_argument("--failed-in", type=Path, metavar="DIR",
                        help="run only the items that failed in the reports --save kept in DIR (same suite, same bugs)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    work = [(game, name, rule) for game in (args.game or ("duel", "classic", "architects"))
            for name, rule in seeded_bugs(game) if not args.bug or name in args.bug]
    rows: list[dict[str, Any]] = []
    if args.failed_in is not None:
        pool: Any = ProcessPoolExecutor(max_workers=max(1, args.jobs))
        answers = pool.map(remeasure, *zip(*work, strict=True), [args.failed_in] * len(work))
    else:
        pool = ThreadPoolExecutor(max_workers=max(1, args.jobs))
        answers = pool.map(lambda w: measure(w[0], w[1], w[2], save=args.save), work)
    with pool:
        for row in answers:
            rows.append(row)
            if not args.json and sys.stderr.isatty():
                share = f"{row['right'] / row['failures']:.0%}" if row["failures"] else "-"
                print(f"[{len(rows)}/{len(work)}] {row['game']} {row['bug']}: {row['right']}/{row['failures']} "
                      f"({share}) {row['instead']}", file=sys.stderr)
    if args.json:
        print(json.dumps({"rows": rows, "games": per_game(rows), "target": TARGET}, indent=1))
    elif args.markdown:
        print(markdown(rows))
    else:
        for game, total in per_game(rows).items():
            share = f"{total['share']:.1%}" if total["share"] is not None else "-"
            print(f"{game}: {total['right']} of {total['failures']} failures blame the broken rule first ({share})")
    worst = [g for g, t in per_game(rows).items() if t["share"] is not None and t["share"] < TARGET]
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
