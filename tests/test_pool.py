"""Spreading seeded games over worker processes: the results never depend on the number of workers."""

from __future__ import annotations

import gc
import hashlib
import json
from functools import partial

import pytest

from oracle.cli import main
from oracle.core import pool
from oracle.core.playout import Result, Settings, play_one
from oracle.core.pool import Collected, chunk_size, map_seeds
from oracle.duel.playout import random_game
from oracle.duel.record import dumps, record_to_json
from tests.support import GAME, RULES


def record_digest(seed: int) -> str:
    """The SHA-256 of the record of the random game of ``seed``: a whole game in one value."""
    play = random_game(GAME, seed)
    return hashlib.sha256(dumps(record_to_json(RULES, play.initial.setup, play.moves)).encode()).hexdigest()


def test_results_are_those_of_the_seeds_in_order_for_any_number_of_workers():
    seeds = list(range(40, 70))
    alone = [record_digest(s) for s in seeds]
    for workers in (1, 2, 3):
        assert list(map_seeds(record_digest, seeds, workers)) == alone


def test_play_results_do_not_depend_on_the_workers():
    job = partial(play_one, Settings(variant="first_printing"))
    seeds = range(7, 31)
    one, two = list(map_seeds(job, seeds, 1)), list(map_seeds(job, seeds, 2))
    assert one == two
    assert [r.seed for r in two] == list(seeds)
    assert all(isinstance(r, Result) and r.moves > 0 for r in two)


def test_small_batches_and_bad_worker_counts():
    assert list(map_seeds(record_digest, [], 2)) == []
    assert list(map_seeds(record_digest, [5], 4)) == [record_digest(5)]
    with pytest.raises(ValueError):
        list(map_seeds(record_digest, [1, 2], 0))
    assert chunk_size(10, 2) == 1 and chunk_size(100_000, 2) == 64


def play_totals(capsys, *extra: str) -> dict[str, object]:
    assert main(["play", "--games", "40", "--seed", "3", "--json", *extra]) == 0
    out = json.loads(capsys.readouterr().out)
    del out["seconds"], out["games_per_second"]
    return out


def test_oracle_play_totals_are_the_same_with_one_or_two_workers(capsys):
    one = play_totals(capsys)
    assert one == play_totals(capsys, "--workers", "1") == play_totals(capsys, "--workers", "2")
    assert one["games"] == 40 and sum(one["endings"].values()) == 40  # type: ignore[attr-defined]


def test_workers_must_be_a_positive_number(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["play", "--games", "2", "--workers", "0"])
    assert exit_.value.code == 2
    assert "argument --workers: expected a whole number from 1 to 64, not '0'" in capsys.readouterr().err


# ---- the cycle collector paused during a batch ------------------------------------------------------

def collector_state(seed: int) -> tuple[int, bool]:
    return seed, gc.isenabled()


def test_a_batch_pauses_the_collector_and_collects_on_its_own_schedule(monkeypatch):
    collections: list[int] = []
    monkeypatch.setattr(pool.gc, "collect", lambda *a: collections.append(Collected._done) or 0)
    monkeypatch.setattr(Collected, "_done", 0)
    assert gc.isenabled()
    assert list(map_seeds(collector_state, range(10), 1, collect_every=4)) == [(s, False) for s in range(10)]
    assert gc.isenabled()
    assert collections == [4, 8]
    assert list(map_seeds(collector_state, range(3), 1)) == [(0, True), (1, True), (2, True)]
    assert collections == [4, 8]


def test_the_workers_run_with_the_collector_paused_and_the_same_results():
    job = partial(play_one, Settings(variant="first_printing"))
    seeds = range(5, 17)
    assert list(map_seeds(job, seeds, 2, collect_every=3)) == list(map_seeds(job, seeds, 1)) \
        == list(map_seeds(job, seeds, 1, collect_every=3))
    assert list(map_seeds(collector_state, range(4), 2, collect_every=2)) == [(s, False) for s in range(4)]
    assert gc.isenabled()


def test_a_batch_left_early_or_failing_gives_the_collector_back():
    batch = map_seeds(collector_state, range(10), 1, collect_every=100)
    assert next(batch) == (0, False) and not gc.isenabled()
    batch.close()
    assert gc.isenabled()

    def failing(seed: int) -> int:
        raise KeyError(seed)

    with pytest.raises(KeyError):
        list(map_seeds(failing, range(3), 1, collect_every=2))
    assert gc.isenabled()
    with pytest.raises(ValueError):
        Collected(failing, 0)


def test_a_paused_collector_stays_paused():
    gc.disable()
    try:
        assert list(map_seeds(collector_state, range(2), 1, collect_every=1)) == [(0, False), (1, False)]
        assert not gc.isenabled()
    finally:
        gc.enable()
