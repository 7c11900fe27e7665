"""The combination's conformance kit (:mod:`oracle.duel.pantheon_agora.kit`): both expansions'
commonly-wrong lists together, every entry covered, every item met by the reference engine
(:mod:`oracle.conformance.selfcheck`), and each expansion's seeded bugs (``tests/duel_agora/seeded.py``,
``tests/duel_pantheon/mutants.py``) caught by the entry's cases of this suite, every failure naming the
entry's rule."""

from __future__ import annotations

import shlex
import sys

import pytest

import oracle
from oracle.conformance.selfcheck import check_case, check_golden, check_position
from oracle.conformance.suite import load_suite
from oracle.duel.agora.kit import AGORA_WRONG_RULES
from oracle.duel.pantheon.kit import PANTHEON_WRONG_RULES
from oracle.duel.pantheon_agora.blame import EVENT_RULES, KIND_RULES, STATE_BLOCKS
from oracle.duel.pantheon_agora.kit import PantheonAgoraKit
from tests.duel_agora.seeded import SEEDED, failures
from tests.duel_pantheon import mutants
from tests.seeding import commonly_wrong_failures

GAME = oracle.load_game("duel", variant="pantheon_agora")
KIT = GAME.conformance_kit()
SUITE = load_suite(game=GAME)


def test_the_kit_joins_both_expansions_lists_without_the_guilds():
    assert type(KIT) is PantheonAgoraKit and KIT.edition == "pantheon_agora"
    assert sorted(KIT.commonly_wrong) == [n for n in range(1, 44) if n != 11]
    assert {n: KIT.commonly_wrong_rules[n] for n in (16, 30, 43)} == {
        16: "pantheon.token_gain", 30: "agora.supply", 43: "agora.recruit_cost"}
    assert set(KIT.commonly_wrong_rules.values()) <= set(GAME.rules.rule_ids)
    for number in KIT.commonly_wrong:
        assert any(case.get("commonly_wrong") == number for case in SUITE.cases), number
    assert {"devout", "plotting", "senatorial", "political"} <= set(GAME.hooks.table("policies"))


def test_blame_knows_both_expansions():
    assert EVENT_RULES["structure_discard"] == ("effect.discard_from_structure", "effect.discard_accessible",
                                                "effect.on_discard")
    assert KIND_RULES["activate"] == ("pantheon.activate", "pantheon.cost") or "activate" in KIND_RULES
    assert KIND_RULES["trigger"] == ("agora.trigger",)
    assert [b.key for b in STATE_BLOCKS] == ["pantheon", "agora"]
    assert KIT.rules_for_state_path("$.agora.supply") == ["agora.supply", "agora.place"]
    assert KIT.rules_for_state_path("$.players[0].score.senate") == ["agora.senate_points", "agora.control"]
    assert KIT.rules_for_state_path("$.players[1].score.divinities")[0].startswith(("scoring.divinities",
                                                                                   "pantheon."))


def test_the_reference_engine_meets_every_item():
    for case in SUITE.cases:
        if case["tags"]["area"] != "readings":      # played under their own readings by the adapter test
            check_case(GAME, KIT, case, strict_rules=True)
    for game in SUITE.goldens:
        check_golden(GAME, KIT, game)
    for position in SUITE.perft:
        check_position(GAME, KIT, position)


@pytest.mark.parametrize("number", sorted(SEEDED), ids=[SEEDED[n].__name__ for n in sorted(SEEDED)])
def test_each_of_agoras_seeded_bugs_is_caught_here(monkeypatch, number):
    tagged = [case for case in SUITE.cases if case.get("commonly_wrong") == number]
    assert tagged
    failed = failures(GAME, KIT, tagged, number, monkeypatch)
    assert failed, f"the seeded bug of entry {number} went unnoticed by its {len(tagged)} cases"
    assert all(AGORA_WRONG_RULES[number] in case["rules"] for case in failed)


@pytest.mark.parametrize("number", sorted(mutants.MUTANTS), ids=[mutants.MUTANTS[n].__name__
                                                                  for n in sorted(mutants.MUTANTS)])
def test_each_of_the_pantheons_seeded_bugs_is_caught_here(number):
    command = " ".join(shlex.quote(p) for p in (sys.executable, mutants.__file__, mutants.MUTANTS[number].__name__))
    assert commonly_wrong_failures(GAME, SUITE, command, number, PANTHEON_WRONG_RULES[number])
