"""Measurements that need a fresh interpreter: ``python -m benchmarks.child TASK JSON-ARGS``.

Prints one JSON object.  ``cpus`` in the arguments, when given, confines the process to those
CPUs first.  The oracle measured is whichever ``import oracle`` finds: the suite puts another
checkout first on ``PYTHONPATH`` to measure it side by side (``--against``).  For that, the
engine is reached through :class:`Engine`, which speaks the registry of the family core and,
for a checkout older than the core, the Duel engine's own functions.
"""

from __future__ import annotations

import gc
import json
import os
import resource
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any


class Engine:
    """One game of the oracle being measured, as the benchmarks use it."""

    def __init__(self, name: str, players: int | None = None, variant: str | None = None):
        import oracle

        self.modern = hasattr(oracle, "load_game")
        if self.modern:
            chosen: dict[str, Any] = {"variant": variant} if variant else {}
            self.game: Any = oracle.load_game(name, players=players, **chosen)
        else:  # a checkout from before the family core: 7 Wonders Duel only
            if name != "duel":
                raise SystemExit(f"this checkout has no game {name!r}")
            from oracle.duel import Game
            self.game = Game.load()

    def moves(self, seed: int) -> Iterator[Any]:
        """The moves of the random game of ``seed``, keeping only the current state (what each
        item holds differs between versions; only their number is used)."""
        if self.modern:
            return self.game.random_play(seed)[1]  # type: ignore[no-any-return]
        from oracle.duel.playout import random_moves, random_start
        state, rng, picks = random_start(self.game, seed)
        return random_moves(state, rng, picks)  # type: ignore[no-any-return]

    def ending(self, seed: int) -> int:
        """The number of moves of the random game of ``seed``, played as ``oracle play --games``
        plays it: through the game's ``random_ending`` where the checkout has one."""
        if self.modern and hasattr(self.game, "random_ending"):
            return self.game.random_ending(seed)[0]  # type: ignore[no-any-return]
        return sum(1 for _ in self.moves(seed))

    def playout(self, seed: int) -> tuple[Any, list[Any], list[Any], list[Any]]:
        """The random game of ``seed`` with every state kept: (first state, moves, steps, who made
        each move: ``None`` where the game leaves it implied)."""
        if self.modern:
            play = self.game.random_game(seed)
        else:
            from oracle.duel.playout import random_game
            play = random_game(self.game, seed)
        movers = list(play.movers) if getattr(play, "movers", ()) else [None] * len(play.moves)
        return play.initial, list(play.moves), list(play.steps), movers

    def legal(self, state: Any, player: Any = None) -> list[Any]:
        if self.modern:
            return self.game.legal_actions(state, player)  # type: ignore[no-any-return]
        from oracle.duel import legal_actions
        return legal_actions(state)

    def apply(self, state: Any, action: Any, player: Any = None) -> Any:
        if self.modern:
            return self.game.apply(state, action, player)
        from oracle.duel import apply
        return apply(state, action)

    def record_text(self, initial: Any, moves: list[Any], movers: list[Any]) -> str:
        if self.modern:
            record = self.game.record(initial.setup, moves, movers if None not in movers else ())
            return json.dumps(self.game.record_to_json(record))
        from oracle.duel.record import record_to_json
        return json.dumps(record_to_json(self.game.rules, initial.setup, moves))

    def replay_text(self, text: str) -> None:
        if self.modern:
            self.game.replay(self.game.read_record(text))
            return
        from oracle.duel.record import parse_record, replay
        replay(self.game, parse_record(self.game.rules, text))

    def state_bytes(self, state: Any) -> int | None:
        """The size of the stored state: its compact JSON form, without spaces."""
        if self.modern:
            try:
                data = self.game.state_to_json(state, compact=True)
            except NotImplementedError:
                return None
        else:
            from oracle.duel.serialize import state_to_json
            data = state_to_json(state, compact=True)
        return len(json.dumps(data, separators=(",", ":")).encode())


def games(args: dict[str, Any]) -> dict[str, Any]:
    """Load the spec, then time the random games of seeds 0..N-1.

    ``history`` false: as ``oracle play --games N`` plays them (only the current state kept; with
    ``collect_every``, the cycle collector paused and run every that many games, as it does);
    true: every state and event of every game kept.
    """
    engine = Engine(args.get("game", "duel"), args.get("players"), args.get("variant"))
    count = args["games"]
    every = args.get("collect_every")
    moves = 0
    if every:       # as oracle play --games runs: the cycle collector paused, a full run every N games
        gc.disable()
    start = time.perf_counter()
    if args.get("history"):
        for seed in range(count):
            moves += len(engine.playout(seed)[1])
    else:
        for seed in range(count):
            moves += engine.ending(seed)
            if every and (seed + 1) % every == 0:
                gc.collect()
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    return {"games": count, "seconds": seconds, "moves": moves, "peak_rss_kib": peak}


def per_state(args: dict[str, Any]) -> dict[str, Any]:
    """Over the positions of the random games of seeds 0..corpus-1: legal actions (each position
    timed on its first call, as in play), ``apply`` of the recorded move, replaying each game's
    record, and the size of a stored state."""
    engine = Engine(args.get("game", "duel"), args.get("players"), args.get("variant"))
    clock = time.perf_counter_ns
    corpus = [engine.playout(seed) for seed in range(args["corpus"])]
    legal_us: list[float] = []
    apply_us: list[float] = []
    for _ in range(args["runs"]):
        for initial, moves, _, movers in corpus:
            state = initial
            for move, mover in zip(moves, movers, strict=True):
                start = clock()
                engine.legal(state, mover)
                middle = clock()
                state = engine.apply(state, move, mover).state
                end = clock()
                legal_us.append((middle - start) / 1000)
                apply_us.append((end - middle) / 1000)
    replay_ms: list[float] = []
    for _ in range(args["runs"]):
        for initial, moves, _, movers in corpus:
            text = engine.record_text(initial, moves, movers)
            start = clock()
            engine.replay_text(text)
            replay_ms.append((clock() - start) / 1e6)
    sizes = [size for initial, _, steps, _ in corpus for state in (initial, *(s.state for s in steps))
             if (size := engine.state_bytes(state)) is not None]
    return {"positions": len(legal_us) // args["runs"], "legal_us": legal_us, "apply_us": apply_us,
            "replay_ms": replay_ms, "state_bytes": sizes}


def workers(args: dict[str, Any]) -> dict[str, Any]:
    """The same games with one worker and with ``workers``: rates, and a check that results agree."""
    from oracle.core.playout import Settings, play_one
    from oracle.core.pool import map_seeds

    settings = Settings(args.get("game", "duel"), variant=args.get("variant"), players=args.get("players"))
    settings.load()
    job = partial(play_one, settings)
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
    """Import the engine and the game's modules, then time loading the bundled spec of the game (the grammar cache is
    ORACLE_CACHE_DIR's; with ``"shipped": false`` the parse tables shipped with the grammar are
    not found, as when they were made with another Lark)."""
    start = time.perf_counter()
    import oracle

    name = args.get("game", "duel")
    if hasattr(oracle, "load_game"):  # the game's modules are imported, not loaded, first
        from oracle.core import registry
        registry.game_class(name)
    else:  # a checkout from before the family core
        from oracle.duel import Game
    if not args.get("shipped", True):
        from pathlib import Path

        from oracle.dsl import tables
        tables.tables_path = lambda: Path(os.devnull) / "none"  # type: ignore[assignment]
    imported = time.perf_counter()
    if hasattr(oracle, "load_game"):
        oracle.load_game(name)
    else:
        Game.load()
    loaded = time.perf_counter()
    return {"import_ms": (imported - start) * 1000, "load_ms": (loaded - imported) * 1000}


def conformance(args: dict[str, Any]) -> dict[str, Any]:
    """Run ``oracle conform`` against the reference adapter (both processes on this one's CPUs)."""
    import subprocess

    engine = f"{sys.executable} -m oracle.cli adapter"
    command = [sys.executable, "-m", "oracle.cli", "--game", args.get("game", "duel"), "conform", "--engine", engine,
               "--json", *(f"--only={section}" for section in args.get("only", []))]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    report = json.loads(done.stdout)
    return {"seconds": seconds, "totals": report["totals"], "exit": done.returncode}


TASKS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "games": games, "per_state": per_state, "workers": workers, "spec_load": spec_load, "conformance": conformance,
}


def main() -> None:
    task, raw = sys.argv[1], sys.argv[2]
    args = json.loads(raw)
    if args.get("cpus"):
        os.sched_setaffinity(0, args["cpus"])
    print(json.dumps(TASKS[task](args)))


if __name__ == "__main__":
    main()
