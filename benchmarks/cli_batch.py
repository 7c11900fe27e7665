"""``oracle legal --batch`` against one ``oracle legal`` call per record:
``python -m benchmarks.cli_batch [--records 1000] [--sample 50] [--json]``.

Plays ``--records`` random games through the Python API, spread over every game, variant and
number of players, and cuts each record at a different number of moves (from none to all of
them).  Times one ``oracle legal --batch`` over all of them (one process) and ``--sample`` separate
``oracle legal RECORD --json`` calls on records spread evenly through them, extrapolated to every
record (each call pays the start-up of the command); checks that the sample's answers are the
batch's.  See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import oracle

# (game, variant, players) in turn; every game, variant and count of the family
CONFIGURATIONS = (("duel", "standard", 2), ("classic", "standard", 3), ("architects", "standard", 2),
                  ("duel", "first_printing", 2), ("classic", "standard", 5), ("architects", "standard", 4),
                  ("classic", "free_city", 2), ("classic", "standard", 7), ("architects", "standard", 7))


def records(count: int) -> list[dict[str, Any]]:
    """``count`` records of random games, each cut at a different point (seed ``i``, configuration
    ``i`` modulo their number, cut after ``i * 37`` moves modulo the game's length + 1)."""
    games = {c: oracle.load_game(c[0], variant=c[1], players=c[2]) for c in CONFIGURATIONS}
    out = []
    for i in range(count):
        game = games[CONFIGURATIONS[i % len(CONFIGURATIONS)]]
        play = game.random_game(i)
        cut = i * 37 % (len(play.moves) + 1)
        record = game.record(play.initial.setup, play.moves[:cut], play.movers[:cut])
        out.append(game.record_to_json(record))
    return out


def command() -> list[str]:
    """The ``oracle`` command of this checkout's environment."""
    beside = Path(sys.executable).with_name("oracle")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("oracle")
    return [found] if found else [sys.executable, "-c", "import sys; from oracle.cli import main; sys.exit(main())"]


def measure(count: int, sample: int) -> dict[str, Any]:
    made = records(count)
    oracle_cmd = command()
    with tempfile.TemporaryDirectory() as folder:
        lines = Path(folder) / "records.jsonl"
        lines.write_text("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in made))
        start = time.perf_counter()
        with lines.open("rb") as stdin:
            batch = subprocess.run([*oracle_cmd, "legal", "--batch"], stdin=stdin, capture_output=True, check=False)
        batch_s = time.perf_counter() - start
        answers = batch.stdout.decode().splitlines()
        if batch.returncode != 0 or len(answers) != count:
            raise SystemExit(f"oracle legal --batch failed (status {batch.returncode}): {batch.stderr.decode()[:300]}")
        picked = sorted({i * count // sample for i in range(sample)})
        single_s = 0.0
        for i in picked:
            path = Path(folder) / f"{i}.json"
            path.write_text(json.dumps(made[i]))
            start = time.perf_counter()
            one = subprocess.run([*oracle_cmd, "legal", str(path), "--json"], capture_output=True, check=False)
            single_s += time.perf_counter() - start
            if one.returncode != 0 or json.loads(one.stdout) != json.loads(answers[i]):
                raise SystemExit(f"record {i}: the separate call's answer is not the batch's")
    per_call = single_s / len(picked)
    return {"records": count, "batch_s": round(batch_s, 2), "batch_ms_per_record": round(1000 * batch_s / count, 2),
            "sample": len(picked), "single_call_s": round(per_call, 3),
            "separate_calls_s_extrapolated": round(per_call * count, 1),
            "speedup": round(per_call * count / batch_s, 1), "cpus": os.cpu_count()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cli_batch", description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--sample", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = measure(args.records, min(args.sample, args.records))
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['records']} records: oracle legal --batch {result['batch_s']} s "
              f"({result['batch_ms_per_record']} ms a record); one call each, {result['single_call_s']} s a call "
              f"(mean of {result['sample']}), {result['separate_calls_s_extrapolated']} s for all "
              f"(extrapolated): {result['speedup']}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
