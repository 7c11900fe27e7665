"""Agora's conformance kit (:mod:`oracle.duel.agora.kit`): its published suite meets its size, covers
every commonly-wrong entry and Agora's rules, is met by the reference engine item by item
(:mod:`oracle.conformance.selfcheck`), and each of Agora's own commonly-wrong entries catches an
engine patched to read it wrongly, failing only cases that name the entry's rule."""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracle.conformance.selfcheck import check_case, check_golden, check_position
from oracle.conformance.suite import Suite, load_suite
from oracle.duel.agora.kit import AGORA_WRONG, AGORA_WRONG_RULES, AgoraKit
from oracle.duel.conformance import COMMONLY_WRONG
from oracle.duel.game import Game
from tests.duel_agora.seeded import SEEDED, failures

GAME = Game.load("agora")
KIT = AgoraKit()


@pytest.fixture(scope="module")
def generated() -> tuple[dict[str, Any], Suite]:
    """The published suite, with its coverage (test_conformance checks that it regenerates byte for byte)."""
    folder = KIT.suite_dir()
    return json.loads((folder / "coverage.json").read_text(encoding="utf-8")), load_suite(folder, GAME)


def test_the_kit_is_agoras():
    kit = GAME.conformance_kit()
    assert type(kit) is AgoraKit and kit.edition == "agora" and kit.published_as == "duel-agora"
    assert sorted(AGORA_WRONG) == sorted(AGORA_WRONG_RULES) == list(range(30, 44))
    assert kit.commonly_wrong == {**COMMONLY_WRONG, **AGORA_WRONG}
    assert set(AGORA_WRONG_RULES.values()) <= set(GAME.rules.rule_ids)
    assert "plotting" in GAME.hooks.table("policies") and "senatorial" in GAME.hooks.table("policies")


def test_the_suite_meets_its_size_and_coverage(generated):
    report, suite = generated
    assert report["cases"] == len(suite.cases) >= 1000
    assert len(suite.goldens) >= 150 and len(suite.perft) == 5
    assert report["commonly_wrong_uncovered"] == [] and report["components_uncovered"] == []
    assert sorted(map(int, report["commonly_wrong"])) == sorted(KIT.commonly_wrong)
    for number, rule in KIT.commonly_wrong_rules.items():
        tagged = [case for case in suite.cases if case.get("commonly_wrong") == number]
        assert tagged, number
        assert all(rule in case["rules"] and case["note"] == KIT.commonly_wrong[number] for case in tagged), number
    assert all(case["tags"]["edition"] == "agora" and case["variants"] == ["agora"] for case in suite.cases)
    assert report["rules_unpinned"] == [] and report["rules_not_applying"] == {"agora": {}}


def test_the_reference_engine_meets_every_item(generated):
    _, suite = generated
    kit = GAME.conformance_kit()
    for case in suite.cases:
        check_case(GAME, kit, case, strict_rules=True)
    for game in suite.goldens:
        check_golden(GAME, kit, game)
    for position in suite.perft:
        check_position(GAME, kit, position)


def test_every_entry_of_agoras_own_has_a_seeded_bug():
    assert sorted(SEEDED) == sorted(AGORA_WRONG) == list(range(30, 44))


@pytest.mark.parametrize("number", sorted(SEEDED), ids=[SEEDED[n].__name__ for n in sorted(SEEDED)])
def test_each_seeded_bug_is_caught_by_its_entrys_cases(generated, monkeypatch, number):
    """The engine patched to read entry ``number`` wrongly fails some of the entry's cases, and every
    case it fails names the entry's rule."""
    _, suite = generated
    kit = GAME.conformance_kit()
    tagged = [case for case in suite.cases if case.get("commonly_wrong") == number]
    assert tagged
    failed = failures(GAME, kit, tagged, number, monkeypatch)
    assert failed, f"the seeded bug of entry {number} went unnoticed by its {len(tagged)} cases"
    assert all(AGORA_WRONG_RULES[number] in case["rules"] for case in failed)
