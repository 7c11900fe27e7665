"""The measurements of the benchmark suite.

Each function returns a list of :class:`Figure`.  Figures that a fresh process must measure
(complete games, peak memory, spec loading, worker processes) run in a child process
(``python -m benchmarks.child``) so that nothing this process has loaded or memoised helps them;
the per-state figures (legal actions, ``apply``, replay, state size) run here, over a fixed
corpus of positions from seeded random games.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from oracle.duel import Game, apply, legal_actions
from oracle.duel.playout import random_game
from oracle.duel.record import dumps, parse_record, record_to_json, replay
from oracle.duel.serialize import compact_bytes
from oracle.duel.state import Action, State

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Budget:
    """How much work each measurement does."""

    games: int = 1000          # games per timed run of the games-per-second figure
    runs: int = 5              # repetitions (fresh processes, or passes over the corpus); the median is reported
    corpus: int = 50           # seeded games whose positions form the per-state corpus
    worker_games: int = 2000   # games for the one-worker / two-worker comparison
    workers: int = 2


QUICK = Budget(games=10, runs=1, corpus=2, worker_games=16)


@dataclass
class Figure:
    """One line of the results table."""

    name: str
    value: float | None                 # None: not available
    unit: str
    detail: str = ""
    target: str = ""                    # the target the project set for it, as text
    met: bool | None = None             # whether the target is met (None: no target)
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(q / 100 * len(ordered))))
    return ordered[rank - 1]


# ---- child processes ------------------------------------------------------------------------------


def run_child(task: str, args: dict[str, Any], cpus: Collection[int] | None = None,
              env: dict[str, str] | None = None) -> dict[str, Any]:
    """Run ``python -m benchmarks.child TASK ARGS`` in a fresh interpreter (on ``cpus``, when given)
    and return its JSON answer."""
    command = [sys.executable, "-m", "benchmarks.child", task,
               json.dumps({**args, "cpus": sorted(cpus) if cpus is not None else None})]
    full_env = {**os.environ, **(env or {})}
    full_env["PYTHONPATH"] = os.pathsep.join([str(ROOT), full_env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    done = subprocess.run(command, cwd=ROOT, env=full_env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"benchmark child '{task}' failed:\n{done.stderr}")
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


# ---- complete games ----------------------------------------------------------------------------------


def games(budget: Budget, cpus: Collection[int] | None) -> list[Figure]:
    """Complete random games per second in one process (seeds 0..N-1), as ``oracle play --games``
    plays them and with every step kept, and the peak memory of those processes."""
    runs = [run_child("games", {"games": budget.games}, cpus) for _ in range(budget.runs)]
    kept = [run_child("games", {"games": budget.games, "history": True}, cpus) for _ in range(budget.runs)]
    rates = [r["games"] / r["seconds"] for r in runs]
    kept_rates = [r["games"] / r["seconds"] for r in kept]
    rate, kept_rate = statistics.median(rates), statistics.median(kept_rates)
    moves = runs[0]["moves"]
    return [
        Figure("games_per_second", round(rate, 1), "games/s",
               f"seeds 0..{budget.games - 1} ({moves / budget.games:.1f} moves/game) as oracle play --games "
               f"plays them; median of {budget.runs} fresh processes", "≥ 1000", rate >= 1000,
               {"runs": [round(r, 1) for r in rates], "moves": moves}),
        Figure("games_per_second_with_history", round(kept_rate, 1), "games/s",
               "the same games with random_game, which keeps every state and event",
               extra={"runs": [round(r, 1) for r in kept_rates]}),
        Figure("peak_memory", round(max(r["peak_rss_kib"] for r in runs) / 1024, 1), "MiB",
               f"peak resident size of a process playing the {budget.games} games (spec loaded)",
               extra={"with_history": round(max(r["peak_rss_kib"] for r in kept) / 1024, 1)}),
    ]


def workers(budget: Budget, cpus: Collection[int]) -> list[Figure]:
    """Games per second with one worker and with several (oracle.core.pool) on ``cpus``, and the speed-up."""
    if len(cpus) < budget.workers:
        return [Figure("workers_speedup", None, "×", f"not available: {len(cpus)} core(s) usable here")]
    answer = run_child("workers", {"games": budget.worker_games, "workers": budget.workers}, cpus)
    one, many = answer["rates"]["1"], answer["rates"][str(budget.workers)]
    return [
        Figure(f"games_per_second_{budget.workers}_workers", round(many, 1), "games/s",
               f"{budget.worker_games} games, {budget.workers} processes (1 worker: {one:.1f})",
               extra={"one_worker": round(one, 1)}),
        Figure("workers_speedup", round(many / one, 2), "×",
               f"{budget.workers} workers against 1; identical results checked",
               f"≈ {budget.workers} (near-linear)", many / one >= 0.85 * budget.workers),
    ]


# ---- the corpus of positions ---------------------------------------------------------------------


@dataclass(frozen=True)
class CorpusGame:
    initial: State
    moves: tuple[Action, ...]
    record: str          # the game's record as JSON text


def corpus(game: Game, size: int) -> list[CorpusGame]:
    """The random games of seeds 0..size-1: every position before each of their moves."""
    out = []
    for seed in range(size):
        play = random_game(game, seed)
        text = dumps(record_to_json(game.rules, play.initial.setup, play.moves))
        out.append(CorpusGame(play.initial, tuple(play.moves), text))
    return out


def _timed_walk(games: Sequence[CorpusGame], runs: int,
                measure: Callable[[State, Action], tuple[float, State]]) -> list[float]:
    """Walk every corpus game ``runs`` times from its first position; ``measure`` times one step."""
    times: list[float] = []
    for _ in range(runs):
        for g in games:
            state = g.initial
            for move in g.moves:
                elapsed, state = measure(state, move)
                times.append(elapsed)
    return times


def legal(games: Sequence[CorpusGame], budget: Budget) -> list[Figure]:
    """Legal-action generation, each position timed on its first call, as in play."""
    clock = time.perf_counter_ns

    def measure(state: State, move: Action) -> tuple[float, State]:
        start = clock()
        legal_actions(state)
        elapsed = (clock() - start) / 1000
        return elapsed, apply(state, move).state

    times = _timed_walk(games, budget.runs, measure)
    median, p99 = statistics.median(times), percentile(times, 99)
    positions = len(times) // budget.runs
    return [
        Figure("legal_actions_us", round(median, 2), "µs",
               f"median over {positions} positions × {budget.runs} passes", "≤ 20 (median)", median <= 20,
               {"mean": round(statistics.fmean(times), 2), "positions": positions}),
        Figure("legal_actions_p99_us", round(p99, 2), "µs", "99th percentile, same positions"),
    ]


def apply_step(games: Sequence[CorpusGame], budget: Budget) -> list[Figure]:
    """``apply`` of the recorded move, legality check included."""
    clock = time.perf_counter_ns

    def measure(state: State, move: Action) -> tuple[float, State]:
        start = clock()
        step = apply(state, move)
        return (clock() - start) / 1000, step.state

    times = _timed_walk(games, budget.runs, measure)
    median = statistics.median(times)
    return [Figure("apply_us", round(median, 2), "µs",
                   f"median per action, legality check included (p99 {percentile(times, 99):.1f}, "
                   f"mean {statistics.fmean(times):.1f})",
                   extra={"p99": round(percentile(times, 99), 2), "mean": round(statistics.fmean(times), 2)})]


def replay_record(game: Game, games: Sequence[CorpusGame], budget: Budget) -> list[Figure]:
    """Verification of a full record: read its JSON, check and play every move."""
    rules = game.rules
    times: list[float] = []
    for _ in range(budget.runs):
        for g in games:
            start = time.perf_counter()
            replay(game, parse_record(rules, g.record))
            times.append((time.perf_counter() - start) * 1000)
    median = statistics.median(times)
    return [Figure("replay_ms", round(median, 3), "ms/game",
                   f"read the record's JSON and replay it; median of {len(games)} games × {budget.runs}",
                   "≤ 2", median <= 2, {"mean": round(statistics.fmean(times), 3),
                                        "max": round(max(times), 3)})]


def state_bytes(games: Sequence[CorpusGame]) -> list[Figure]:
    """The size of a stored state: the compact JSON form (oracle.duel.serialize.compact_bytes)."""
    sizes = []
    for g in games:
        state = g.initial
        sizes.append(len(compact_bytes(state)))
        for move in g.moves:
            state = apply(state, move).state
            sizes.append(len(compact_bytes(state)))
    largest = max(sizes)
    return [Figure("state_bytes", largest, "bytes",
                   f"largest compact JSON state of {len(sizes)} positions (median {statistics.median(sizes):.0f})",
                   "≤ 2048", largest <= 2048, {"median": statistics.median(sizes), "max": largest})]


# ---- spec loading --------------------------------------------------------------------------------


def spec_load(budget: Budget, cpus: Collection[int] | None) -> list[Figure]:
    """Loading the bundled spec in a fresh process: with the parse tables shipped beside the
    grammar (a first run), without them and with no cache (the parser built, as under another
    Lark version), and without them with the grammar cache warm."""
    shipped: list[dict[str, Any]] = []
    built: list[dict[str, Any]] = []
    cached: list[dict[str, Any]] = []
    without = {"shipped": False}
    with tempfile.TemporaryDirectory() as warm:
        run_child("spec_load", without, cpus, {"ORACLE_CACHE_DIR": warm})  # fills the cache
        for _ in range(budget.runs):
            with tempfile.TemporaryDirectory() as empty:
                shipped.append(run_child("spec_load", {}, cpus, {"ORACLE_CACHE_DIR": empty}))
            with tempfile.TemporaryDirectory() as empty:
                built.append(run_child("spec_load", without, cpus, {"ORACLE_CACHE_DIR": empty}))
            cached.append(run_child("spec_load", without, cpus, {"ORACLE_CACHE_DIR": warm}))
    shipped_ms = statistics.median(r["load_ms"] for r in shipped)
    built_ms = statistics.median(r["load_ms"] for r in built)
    cached_ms = statistics.median(r["load_ms"] for r in cached)
    import_ms = statistics.median(r["import_ms"] for r in shipped + built + cached)
    return [
        Figure("spec_load_cold_ms", round(shipped_ms, 1), "ms",
               f"fresh process, empty cache, shipped parse tables read: spec parsed, validated, compiled "
               f"(median of {budget.runs})", "≤ 100", shipped_ms <= 100),
        Figure("spec_load_built_ms", round(built_ms, 1), "ms",
               f"fresh process, empty cache, no usable shipped tables: the grammar built with its strict "
               f"checks (median of {budget.runs})"),
        Figure("spec_load_cached_ms", round(cached_ms, 1), "ms",
               f"fresh process, no usable shipped tables, grammar cache warm (median of {budget.runs})"),
        Figure("import_ms", round(import_ms, 1), "ms",
               "importing the engine and Lark, before the load (not in the figures above)"),
    ]


def conformance(budget: Budget, cpus: Collection[int] | None) -> list[Figure]:
    """The bundled conformance suite run against the reference adapter (``oracle conform --engine
    "oracle adapter"``): runner and engine in two processes sharing one core.  Once (the quick
    budget: the perft section only)."""
    only = ["perft"] if budget == QUICK else []
    run = run_child("conformance", {"only": only}, cpus)
    totals = run["totals"]
    items = sum(totals.values())
    passed = run["exit"] == 0 and totals.get("fail", 0) == 0 and totals.get("error", 0) == 0
    return [
        Figure("conformance_suite_s", round(run["seconds"], 1), "s",
               f"{'perft section only' if only else 'the whole suite'}: {items:,} items "
               f"({totals.get('pass', 0):,} passed), interpreter start-ups included", "every item passes", passed),
    ]
