"""A conformance run's items spread over worker processes, each asking an engine of its own
(``oracle conform --workers K``).

Worker ``k`` of ``K`` runs the items whose position in the selection leaves ``k`` when divided by
``K``, as a shard does, and sends each result back as soon as it has it.  The run takes the
results in the selection's order: the report is the one a single process would make with the
same engine, item for item (every ``--recheck``-th item of the selection is asked twice, and
``--maxfail`` stops at the same item), only sooner on a machine with several cores.  An engine
that remembers something from one item to the next may answer otherwise when its items come in
another order, which is what ``--recheck`` looks for.

The workers are forked: they share the suite and the items the parent already made, and start
at once.  Where the system cannot fork, the items run in this process, one after the other.
A worker that stops without its last word (it was killed) is an error of the run, not of an
item: the oracle never reports items it did not run.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import signal
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from oracle.conformance.client import stop_all
from oracle.conformance.report import asked_twice, engine_header
from oracle.conformance.suite import Result
from oracle.errors import ConformError

Item = Callable[[], Result]

# how long the parent waits for a message before it looks whether its workers still run
_POLL = 1.0


@dataclass
class Outcome:
    """What a run of items gave: their results in the selection's order (up to the one where
    ``maxfail`` stopped it), how many were asked twice, and the header of the engine (its
    ``hello``, from the first worker that started one)."""

    results: list[Result] = field(default_factory=list)
    rechecked: int = 0
    engine: dict[str, Any] | None = None


def can_fork() -> bool:
    """Whether worker processes can be forked here (Linux and the BSDs, macOS)."""
    return "fork" in multiprocessing.get_all_start_methods()


def asked(item: Item, n: int, recheck: int) -> tuple[Result, bool]:
    """The result of ``item``, the ``n``-th of the selection (from 1), asked twice when ``n`` is
    one of every ``recheck``-th (``0``: never) and the first answer was a pass or a fail; and
    whether it was asked twice."""
    result = item()
    if recheck and (n - 1) % recheck == 0 and result.status in ("pass", "fail"):
        return asked_twice(result, item()), True
    return result, False


def failing(result: Result) -> bool:
    return result.status in ("fail", "error")


def run_in_order(items: Sequence[Item], recheck: int, maxfail: int | None,
                 progress: Callable[[int, list[Result]], None]) -> Outcome:
    """The items run one after the other in this process (``--workers 1``)."""
    out = Outcome()
    failed = 0
    for n, item in enumerate(items, start=1):
        result, twice = asked(item, n, recheck)
        out.results.append(result)
        out.rechecked += twice
        failed += failing(result)
        progress(n, out.results)
        if maxfail is not None and failed >= maxfail:
            break
    return out


def run_spread(items: Sequence[Item], workers: int, recheck: int, maxfail: int | None,
               progress: Callable[[int, list[Result]], None], command: str, engine_of: Callable[[], Any],
               close: Callable[[], None]) -> Outcome:
    """The items run by ``workers`` forked processes (see the module's text).  ``engine_of`` gives
    a worker's engine (for the header), ``close`` stops it; ``command`` is the engine's command."""
    workers = min(workers, len(items))
    if workers <= 1 or not can_fork():
        return run_in_order(items, recheck, maxfail, progress)
    context = multiprocessing.get_context("fork")
    messages: Any = context.Queue()
    processes = [context.Process(target=_work, args=(items, k, workers, recheck, messages, command, engine_of,
                                                     close), daemon=True)
                 for k in range(workers)]
    out = Outcome()
    ready: dict[int, tuple[Result, bool]] = {}
    done: set[int] = set()
    failed = 0
    try:
        for process in processes:
            process.start()
        while len(done) < workers:
            try:
                message = messages.get(timeout=_POLL)
            except queue.Empty:
                _check_alive(processes, done)
                continue
            if message[0] == "done":
                done.add(message[1])
                if message[2] is not None and (out.engine is None or message[1] == 0):
                    out.engine = message[2]     # every worker starts the same command: the first's is kept
                continue
            _, index, result, twice = message
            ready[index] = (result, twice)
            stopped = False
            while len(out.results) in ready:
                result, twice = ready.pop(len(out.results))
                out.results.append(result)
                out.rechecked += twice
                failed += failing(result)
                if maxfail is not None and failed >= maxfail:
                    stopped = True
                    break
            progress(len(out.results), out.results)
            if stopped:
                break
    finally:
        for k, process in enumerate(processes):
            if k not in done and process.is_alive():
                process.terminate()
        for process in processes:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()
                process.join()
        messages.close()
        messages.join_thread()
    return out


def _check_alive(processes: list[Any], done: set[int]) -> None:
    """A worker that ended without saying it was done was killed: the run cannot be complete."""
    for k, process in enumerate(processes):
        if k not in done and not process.is_alive():
            raise ConformError(f"conform: worker {k + 1} of {len(processes)} stopped before its last item "
                               f"(exit status {process.exitcode}); the run is incomplete")


def _work(items: Sequence[Item], k: int, workers: int, recheck: int, messages: Any, command: str,
          engine_of: Callable[[], Any], close: Callable[[], None]) -> None:
    """Worker ``k``: its items, each result sent as soon as made, then ``done`` with its engine's header.
    SIGTERM (the run stopped: ``--maxfail`` reached, or the run interrupted) and SIGINT stop its engine
    and end it at once."""

    def stop(signum: int, frame: FrameType | None) -> None:
        stop_all()
        os._exit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        for index in range(k, len(items), workers):
            result, twice = asked(items[index], index + 1, recheck)
            messages.put(("result", index, result, twice))
        engine = engine_of()
        header = engine_header(command, engine) if getattr(engine, "hello", None) else None
        messages.put(("done", k, header))
    finally:
        close()
        sys.stdout.flush()
