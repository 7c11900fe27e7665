"""Measurements that need a fresh interpreter: ``python -m benchmarks.child TASK JSON-ARGS``.

Prints one JSON object.  ``cpus`` in the arguments, when given, confines the process to those CPUs first.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import Any


def games(args: dict[str, Any]) -> dict[str, Any]:
    """Load the spec, then time the random games of seeds 0..N-1.

    ``history`` false: as ``oracle play --games N`` plays them (only the current state kept);
    true: with :func:`random_game`, which keeps every state and event of every game.
    """
    from oracle.duel import Game
    from oracle.duel.playout import Settings, play_one, random_game
    from oracle.duel.ruleset import load_ruleset

    settings = Settings()
    game = Game(load_ruleset(settings.spec))  # the very ruleset play_one will ask for
    count = args["games"]
    moves = 0
    start = time.perf_counter()
    if args.get("history"):
        for seed in range(count):
            moves += len(random_game(game, seed).moves)
    else:
        for seed in range(count):
            moves += play_one(settings, seed).moves
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    return {"games": count, "seconds": seconds, "moves": moves, "peak_rss_kib": peak}


def workers(args: dict[str, Any]) -> dict[str, Any]:
    """The same games with one worker and with ``workers``: rates, and a check that results agree."""
    from oracle.core.pool import map_seeds
    from oracle.duel.playout import Settings, play_one
    from oracle.duel.ruleset import load_ruleset

    load_ruleset()
    job = partial(play_one, Settings())
    seeds = range(args["games"])
    rates: dict[str, float] = {}
    results = []
    for k in (1, args["workers"]):
        start = time.perf_counter()
        results.append(list(map_seeds(job, seeds, k)))
        rates[str(k)] = len(seeds) / (time.perf_counter() - start)
    if results[0] != results[1]:
        raise SystemExit("results differ between 1 and several workers")
    return {"rates": rates}


def spec_load(args: dict[str, Any]) -> dict[str, Any]:
    """Import the engine, then time loading the bundled spec (the grammar cache is ORACLE_CACHE_DIR's;
    with ``"shipped": false`` the parse tables shipped with the grammar are not found, as when
    they were made with another Lark)."""
    start = time.perf_counter()
    from oracle.duel.ruleset import load_ruleset

    if not args.get("shipped", True):
        from pathlib import Path

        from oracle.dsl import tables
        tables.tables_path = lambda: Path(os.devnull) / "none"  # type: ignore[assignment]
    imported = time.perf_counter()
    load_ruleset()
    loaded = time.perf_counter()
    return {"import_ms": (imported - start) * 1000, "load_ms": (loaded - imported) * 1000}


def conformance(args: dict[str, Any]) -> dict[str, Any]:
    """Run ``oracle conform`` against the reference adapter (both processes on this one's CPUs)."""
    import subprocess

    engine = f"{sys.executable} -m oracle.cli adapter"
    command = [sys.executable, "-m", "oracle.cli", "conform", "--engine", engine, "--json",
               *(f"--only={section}" for section in args.get("only", []))]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    report = json.loads(done.stdout)
    return {"seconds": seconds, "totals": report["totals"], "exit": done.returncode}


TASKS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "games": games, "workers": workers, "spec_load": spec_load, "conformance": conformance,
}


def main() -> None:
    task, raw = sys.argv[1], sys.argv[2]
    args = json.loads(raw)
    if args.get("cpus"):
        os.sched_setaffinity(0, args["cpus"])
    print(json.dumps(TASKS[task](args)))


if __name__ == "__main__":
    main()
