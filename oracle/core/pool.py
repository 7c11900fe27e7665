"""Independent jobs, one per seed, spread over worker processes.

:func:`map_seeds` is ``[job(seed) for seed in seeds]`` computed by ``workers`` processes.
Each job depends on its seed alone, and results come back in the order of ``seeds``, so
whatever the number of workers the results are the same, in the same order; only the
time taken changes.  ``oracle play --games N --workers K`` uses it, and so can any runner
of many seeded games.

A job must be picklable (a module-level function, or a :func:`functools.partial` of one with
picklable arguments) and its result too.  On Linux the workers are forked, so they start at
once and share what the parent had already loaded (the ruleset); elsewhere they are spawned
and load what they need on their first job.
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

R = TypeVar("R")

# Seeds handed to a worker at a time: large enough that messages are rare, small enough that
# the workers finish together.
_MAX_CHUNK = 64


def chunk_size(jobs: int, workers: int) -> int:
    """Seeds per message: about eight chunks per worker, at most :data:`_MAX_CHUNK`."""
    return max(1, min(_MAX_CHUNK, jobs // (8 * workers)))


def _context() -> multiprocessing.context.BaseContext:
    method = "fork" if sys.platform.startswith("linux") else "spawn"
    return multiprocessing.get_context(method)


def map_seeds(job: Callable[[int], R], seeds: Sequence[int], workers: int = 1) -> Iterator[R]:
    """``job(seed)`` for every seed, in the order of ``seeds``, computed by ``workers`` processes.

    With one worker the jobs run in this process, one after the other.  Results are yielded as
    soon as they and every result before them are ready.
    """
    if workers < 1:
        raise ValueError("workers must be at least 1")
    if workers == 1 or len(seeds) <= 1:
        for seed in seeds:
            yield job(seed)
        return
    workers = min(workers, len(seeds))
    with _context().Pool(workers) as pool:
        yield from pool.imap(job, seeds, chunksize=chunk_size(len(seeds), workers))
