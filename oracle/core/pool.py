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

import gc
import multiprocessing
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Generic, TypeVar

R = TypeVar("R")

MAX_WORKERS = 64    # the most worker processes a command takes (``--workers``)

# Seeds handed to a worker at a time: large enough that messages are rare, small enough that
# the workers finish together.
_MAX_CHUNK = 64


def chunk_size(jobs: int, workers: int) -> int:
    """Seeds per message: about eight chunks per worker, at most :data:`_MAX_CHUNK`."""
    return max(1, min(_MAX_CHUNK, jobs // (8 * workers)))


def _context() -> multiprocessing.context.BaseContext:
    method = "fork" if sys.platform.startswith("linux") else "spawn"
    return multiprocessing.get_context(method)


class Collected(Generic[R]):
    """``job``, with a full run of the cycle collector after every ``every`` jobs of the process.

    A batch that pauses the collector (:func:`map_seeds`'s ``collect_every``) runs it here instead,
    on a schedule of its own: a random game of the family leaves little or no cyclic garbage, so
    the collector's usual runs, triggered every few hundred allocations and walking every long-lived
    object (the engine's caches included), cost time and free almost nothing.  Picklable, so
    worker processes receive it."""

    _done = 0    # jobs run by this process under a Collected

    def __init__(self, job: Callable[[int], R], every: int):
        if every < 1:
            raise ValueError("a collection every N jobs needs N of at least 1")
        self.job = job
        self.every = every

    def __call__(self, seed: int) -> R:
        result = self.job(seed)
        Collected._done += 1
        if Collected._done % self.every == 0:
            gc.collect()
        return result


def map_seeds(job: Callable[[int], R], seeds: Sequence[int], workers: int = 1,
              collect_every: int | None = None) -> Iterator[R]:
    """``job(seed)`` for every seed, in the order of ``seeds``, computed by ``workers`` processes.

    With one worker the jobs run in this process, one after the other.  Results are yielded as
    soon as they and every result before them are ready.

    ``collect_every``: while the jobs run, the cycle collector is paused (in this process, or in
    the workers) and a full collection runs after every ``collect_every`` jobs instead
    (:class:`Collected`); this process's collector is back as it was once the jobs are done.
    Results are the same either way; only time and memory change.
    """
    if workers < 1:
        raise ValueError("workers must be at least 1")
    if collect_every is not None:
        job = Collected(job, collect_every)
    if workers == 1 or len(seeds) <= 1:
        paused = collect_every is not None and gc.isenabled()
        if paused:
            gc.disable()
        try:
            for seed in seeds:
                yield job(seed)
        finally:
            if paused:
                gc.enable()
        return
    workers = min(workers, len(seeds))
    with _context().Pool(workers, initializer=gc.disable if collect_every is not None else None) as pool:
        yield from pool.imap(job, seeds, chunksize=chunk_size(len(seeds), workers))
