"""The Pantheon's commonly-wrong list: each entry's cases in the suite catch a seeded bug reading it
wrongly (``mutants.py``), and every failure names the entry's rule."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

import oracle
from oracle.conformance.suite import load_suite
from oracle.duel.pantheon.kit import PANTHEON_WRONG, PANTHEON_WRONG_RULES, PantheonKit
from tests.duel_pantheon.mutants import MUTANTS
from tests.seeding import commonly_wrong_failures

GAME = oracle.load_game("duel", variant="pantheon")
SUITE = load_suite(game=GAME)
HERE = Path(__file__).resolve().parent


def test_every_entry_of_the_pantheons_list_has_a_seeded_bug_and_cases():
    assert sorted(MUTANTS) == sorted(PANTHEON_WRONG) == sorted(PANTHEON_WRONG_RULES)
    assert sorted(PANTHEON_WRONG) == list(range(16, 30))
    assert set(PantheonKit.commonly_wrong) == set(range(1, 30)) - {11}
    for number in PANTHEON_WRONG:
        assert sum(case.get("commonly_wrong") == number for case in SUITE.cases) >= 4, number


@pytest.mark.parametrize("number", sorted(MUTANTS), ids=[MUTANTS[n].__name__ for n in sorted(MUTANTS)])
def test_each_seeded_bug_is_caught_by_its_entrys_cases(number):
    command = " ".join(shlex.quote(p) for p in (sys.executable, str(HERE / "mutants.py"), MUTANTS[number].__name__))
    failed = commonly_wrong_failures(GAME, SUITE, command, number, PANTHEON_WRONG_RULES[number])
    assert failed
