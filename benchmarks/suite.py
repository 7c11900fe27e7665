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
from collections.abc import Collection, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

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
              env: dict[str, str] | None = None, checkout: Path | None = None) -> dict[str, Any]:
    """Run ``benchmarks/child.py TASK ARGS`` in a fresh interpreter (on ``cpus``, when given) and
    return its JSON answer.  The oracle it imports is this checkout's, or ``checkout``'s (another
    version measured side by side)."""
    command = [sys.executable, str(ROOT / "benchmarks" / "child.py"), task,
               json.dumps({**args, "cpus": sorted(cpus) if cpus is not None else None})]
    full_env = {**os.environ, **(env or {})}
    source = checkout or ROOT
    full_env["PYTHONPATH"] = os.pathsep.join([str(source), full_env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    done = subprocess.run(command, cwd=source, env=full_env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"benchmark child '{task}' failed:\n{done.stderr}")
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


@dataclass(frozen=True)
class Target:
    """What is measured: a game of the registry, its player count, and optionally another checkout
    measured side by side in the same run (``against``)."""

    game: str = "duel"
    players: int | None = None
    against: Path | None = None
    variant: str | None = None

    @property
    def args(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, **({"variant": self.variant} if self.variant else {})}

    @property
    def label(self) -> str:
        return self.game + (f", {self.variant}" if self.variant else "") + (
            f" ({self.players} players)" if self.players else "")


def _both(task: str, args: dict[str, Any], runs: int, cpus: Collection[int] | None,
          target: Target) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``runs`` child runs of this checkout and, interleaved with them, of ``target.against``."""
    mine: list[dict[str, Any]] = []
    theirs: list[dict[str, Any]] = []
    for _ in range(runs):
        mine.append(run_child(task, {**args, **target.args}, cpus))
        if target.against is not None:
            theirs.append(run_child(task, {**args, **target.args}, cpus, checkout=target.against))
    return mine, theirs


def _compare(figure: Figure, theirs: float | None, higher_is_better: bool) -> list[Figure]:
    """The figure, and the other checkout's with the ratio, when measured side by side."""
    if theirs is None or figure.value is None:
        return [figure]
    ratio = figure.value / theirs if theirs else None
    better = "higher is better" if higher_is_better else "lower is better"
    return [figure, Figure(f"{figure.name}_against", round(theirs, 2), figure.unit,
                           f"the other checkout, same run, interleaved; this one / that one = "
                           f"{ratio:.3f} ({better})" if ratio is not None else "the other checkout",
                           "within 10%", None if ratio is None else
                           (ratio >= 0.9 if higher_is_better else ratio <= 1.1),
                           {"ratio": round(ratio, 4) if ratio is not None else None})]


# ---- complete games ----------------------------------------------------------------------------------

# The games-per-second targets of the issues, by (game, players; None: the game's default count).
GAMES_PER_SECOND: dict[tuple[str, int | None], int] = {("duel", None): 1000, ("duel", 2): 1000,
                                                        ("architects", 4): 500, ("classic", 3): 500,
                                                        ("classic", 7): 200}



# oracle play --games pauses the cycle collector and runs it every this many games
# (oracle.core.playout.COLLECT_EVERY); the suite plays its games the same way, whichever checkout it measures.
COLLECT_EVERY = 1000


def games(budget: Budget, cpus: Collection[int] | None, target: Target = Target()) -> list[Figure]:
    """Complete random games per second in one process (seeds 0..N-1), as ``oracle play --games``
    plays them and with every step kept, and the peak memory of those processes."""
    runs, their_runs = _both("games", {"games": budget.games, "collect_every": COLLECT_EVERY}, budget.runs, cpus,
                             target)
    kept, their_kept = _both("games", {"games": budget.games, "history": True}, budget.runs, cpus, target)

    def rate(answers: list[dict[str, Any]]) -> float | None:
        return statistics.median(r["games"] / r["seconds"] for r in answers) if answers else None

    rates = [r["games"] / r["seconds"] for r in runs]
    mine, kept_rate = rate(runs), rate(kept)
    assert mine is not None and kept_rate is not None
    moves = runs[0]["moves"]
    goal = GAMES_PER_SECOND.get((target.game, target.players))
    target_met = mine >= goal if goal is not None else None
    return [
        *_compare(Figure("games_per_second", round(mine, 1), "games/s",
                         f"{target.label}: seeds 0..{budget.games - 1} ({moves / budget.games:.1f} moves/game) as "
                         f"oracle play --games plays them (the cycle collector paused, run every "
                         f"{COLLECT_EVERY} games); median of {budget.runs} fresh processes",
                         f"≥ {goal}" if goal is not None else "", target_met,
                         {"runs": [round(r, 1) for r in rates], "moves": moves}), rate(their_runs), True),
        *_compare(Figure("games_per_second_with_history", round(kept_rate, 1), "games/s",
                         "the same games with every state and event kept (random_game; the collector on "
                         "its usual schedule)"), rate(their_kept), True),
        Figure("peak_memory", round(max(r["peak_rss_kib"] for r in runs) / 1024, 1), "MiB",
               f"peak resident size of a process playing the {budget.games} games (spec loaded)",
               extra={"with_history": round(max(r["peak_rss_kib"] for r in kept) / 1024, 1)}),
    ]


def workers(budget: Budget, cpus: Collection[int], target: Target = Target()) -> list[Figure]:
    """Games per second with one worker and with several (oracle.core.pool) on ``cpus``, and the speed-up."""
    if len(cpus) < budget.workers:
        return [Figure("workers_speedup", None, "×", f"not available: {len(cpus)} core(s) usable here")]
    answer = run_child("workers", {"games": budget.worker_games, "workers": budget.workers, **target.args}, cpus)
    one, many = answer["rates"]["1"], answer["rates"][str(budget.workers)]
    return [
        Figure(f"games_per_second_{budget.workers}_workers", round(many, 1), "games/s",
               f"{budget.worker_games} games, {budget.workers} processes (1 worker: {one:.1f})",
               extra={"one_worker": round(one, 1)}),
        Figure("workers_speedup", round(many / one, 2), "×",
               f"{budget.workers} workers against 1; identical results checked",
               f"≈ {budget.workers} (near-linear)", many / one >= 0.85 * budget.workers),
    ]


# ---- per position ----------------------------------------------------------------------------------


def per_state(budget: Budget, cpus: Collection[int] | None, target: Target = Target()) -> list[Figure]:
    """Over every position of the random games of seeds 0..corpus-1, in a fresh process: legal
    actions (each position timed on its first call, as in play), ``apply`` of the recorded move
    (legality check included), replaying each game's record from its JSON, and the size of a
    stored state."""
    mine, theirs = _both("per_state", {"corpus": budget.corpus, "runs": 1}, budget.runs, cpus, target)

    def pooled(answers: list[dict[str, Any]], key: str) -> list[float]:
        return [v for a in answers for v in a[key]]

    legal_times, apply_times, replays = (pooled(mine, "legal_us"), pooled(mine, "apply_us"),
                                         pooled(mine, "replay_ms"))
    positions = mine[0]["positions"]
    median, p99 = statistics.median(legal_times), percentile(legal_times, 99)
    their_legal = statistics.median(pooled(theirs, "legal_us")) if theirs else None
    figures = [
        *_compare(Figure("legal_actions_us", round(median, 2), "µs",
                         f"{target.label}: median over {positions} positions × {budget.runs} passes",
                         "≤ 20 (median)" if target.game == "duel" else "",
                         median <= 20 if target.game == "duel" else None,
                         {"mean": round(statistics.fmean(legal_times), 2), "positions": positions}),
                  their_legal, False),
        Figure("legal_actions_p99_us", round(p99, 2), "µs", "99th percentile, same positions"),
        *_compare(Figure("apply_us", round(statistics.median(apply_times), 2), "µs",
                         f"median per action, legality check included (p99 {percentile(apply_times, 99):.1f})"),
                  statistics.median(pooled(theirs, "apply_us")) if theirs else None, False),
    ]
    replay = statistics.median(replays)
    figures.append(Figure("replay_ms", round(replay, 3), "ms/game",
                          f"read the record's JSON and replay it; median of {budget.corpus} games × {budget.runs}",
                          "≤ 2" if target.game == "duel" else "", replay <= 2 if target.game == "duel" else None,
                          {"max": round(max(replays), 3)}))
    sizes = mine[0]["state_bytes"]
    if sizes:
        largest = max(sizes)
        figures.append(Figure("state_bytes", largest, "bytes",
                              f"largest compact JSON state of {len(sizes)} positions "
                              f"(median {statistics.median(sizes):.0f})", "≤ 2048", largest <= 2048,
                              {"median": statistics.median(sizes), "max": largest}))
    return figures


# ---- spec loading --------------------------------------------------------------------------------


def spec_load(budget: Budget, cpus: Collection[int] | None, target: Target = Target()) -> list[Figure]:
    """Loading the bundled spec in a fresh process: with the parse tables shipped beside the
    grammar (a first run), without them and with no cache (the parser built, as under another
    Lark version), and without them with the grammar cache warm."""
    shipped: list[dict[str, Any]] = []
    built: list[dict[str, Any]] = []
    cached: list[dict[str, Any]] = []
    without = {"shipped": False}
    with tempfile.TemporaryDirectory() as warm:
        game = {"game": target.game}
        run_child("spec_load", {**without, **game}, cpus, {"ORACLE_CACHE_DIR": warm})  # fills the cache
        for _ in range(budget.runs):
            with tempfile.TemporaryDirectory() as empty:
                shipped.append(run_child("spec_load", game, cpus, {"ORACLE_CACHE_DIR": empty}))
            with tempfile.TemporaryDirectory() as empty:
                built.append(run_child("spec_load", {**without, **game}, cpus, {"ORACLE_CACHE_DIR": empty}))
            cached.append(run_child("spec_load", {**without, **game}, cpus, {"ORACLE_CACHE_DIR": warm}))
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


def conformance(budget: Budget, cpus: Collection[int] | None, target: Target = Target()) -> list[Figure]:
    """The bundled conformance suite run against the reference adapter (``oracle conform --engine
    "oracle adapter"``): runner and engine in two processes sharing one core.  Once (the quick
    budget: the perft section only)."""
    only = ["perft"] if budget == QUICK else []
    run = run_child("conformance", {"only": only, "game": target.game}, cpus)
    totals = run["totals"]
    items = sum(totals.values())
    passed = run["exit"] == 0 and totals.get("fail", 0) == 0 and totals.get("error", 0) == 0
    return [
        Figure("conformance_suite_s", round(run["seconds"], 1), "s",
               f"{'perft section only' if only else 'the whole suite'}: {items:,} items "
               f"({totals.get('pass', 0):,} passed), interpreter start-ups included", "every item passes", passed),
    ]
