"""The shipped suite: current (regenerates byte for byte), valid against its schemas, complete."""

from __future__ import annotations

import json
import re

import pytest

from oracle.conformance.canonical import digest
from oracle.conformance.schemas import all_schemas, schema_dir, validator
from oracle.conformance.suite import load_suite
from oracle.duel.conformance import COMMONLY_WRONG, DuelKit
from tests.support import RULES

FOLDER = DuelKit().suite_dir()
SUITE = load_suite()


@pytest.mark.parametrize("game", ["duel", "architects"])
def test_schemas_are_current_and_valid(game):
    import jsonschema

    import oracle

    for name, schema in all_schemas(oracle.load_game(game)).items():
        path = schema_dir(game) / f"{name}.schema.json"
        assert json.loads(path.read_text(encoding="utf-8")) == schema, \
            f"stale {path.name}: run python -m oracle.conformance.publish"
        jsonschema.Draft202012Validator.check_schema(schema)


def test_the_suite_regenerates_identically(capsys):
    from oracle.conformance.generate import main

    assert main(["--game", "duel", "--check"]) == 0, "stale suite: run python -m oracle.conformance.generate"
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("path", sorted(p.name for p in FOLDER.glob("*.json")
                                        if p.name not in ("perft.json", "coverage.json")))
def test_case_files_validate(path):
    validator("case").validate(json.loads((FOLDER / path).read_text(encoding="utf-8")))


def test_goldens_and_perft_validate():
    golden = validator("golden")
    for game in SUITE.goldens:
        golden.validate(game)
    validator("perft").validate(json.loads((FOLDER / "perft.json").read_text(encoding="utf-8")))
    record = validator("record.v1")
    for case in SUITE.cases[::25]:
        record.validate(case["record"])


@pytest.mark.parametrize("game", ["duel", "architects"])
def test_case_ids_are_unique_and_name_their_content(game):
    import oracle

    cases = SUITE.cases if game == "duel" else load_suite(game=oracle.load_game(game)).cases
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for case in cases:
        slug, short = case["id"].rsplit("-", 1)
        assert re.fullmatch(r"[a-z0-9-]+", slug)
        body = {k: v for k, v in case.items() if k not in ("id", "variants")}   # the id hashes what the case expects
        assert digest(body, 8) == short, case["id"]


def test_every_rule_component_and_commonly_wrong_rule_is_covered():
    report = json.loads((FOLDER / "coverage.json").read_text(encoding="utf-8"))
    assert report["cases"] == len(SUITE.cases) >= 1000
    assert len(SUITE.goldens) >= 200
    assert report["components_uncovered"] == []
    assert report["rules_unpinned"] == []
    assert report["commonly_wrong_uncovered"] == []
    components = {name for case in SUITE.cases for name in case.get("components", [])}
    assert components == {c.name for c in RULES.components}
    pinned = {rule for case in SUITE.cases for rule in case["rules"]}
    assert pinned == set(RULES.rule_ids)
    assert {case["commonly_wrong"] for case in SUITE.cases if "commonly_wrong" in case} == set(COMMONLY_WRONG)


def test_goldens_cover_the_rare_paths():
    tags = {t for g in SUITE.goldens for t in g["tags"]}
    assert {"military", "science", "civilian", "shared", "great-library", "mausoleum", "wonder-cap"} <= tags
    for game in SUITE.goldens:
        assert len(game["steps"]) == len(game["record"]["moves"]) + 1


@pytest.mark.parametrize("game", ["duel", "architects"])
def test_descriptions_are_one_line_in_the_present_tense(game):
    import oracle

    cases = SUITE.cases if game == "duel" else load_suite(game=oracle.load_game(game)).cases
    for case in cases:
        text = case["description"]
        assert "\n" not in text and text[0].isupper() and text.endswith("."), case["id"]


def test_the_field_reference_of_interpreting_md_is_generated_from_the_schemas():
    from oracle.conformance.reference import interpreting_path, with_reference

    text = interpreting_path().read_text(encoding="utf-8")
    assert with_reference(text) == text, "stale field reference: run python -m oracle.conformance.publish"
    # the points the documents left undefined are defined there
    assert "| `age` | integer 0…3 | yes | 0 during the wonder draft, then the Age being played; while the choice " \
           "of who begins the next Age is pending it is still the Age that has just ended |" in text
    assert "0 for the other player, with the pawn in the centre, and with the pawn on a capital" in text
    assert "| `discard` | array of card | no | optional: the discard pile" in text


def test_duel_cases_avoid_detours_through_other_rules_decisions():
    """A case's record passes through a destroy, a Mausoleum build or a progress-token choice only
    where its rules are about it or no mined moment of its situation avoids one: 88 of the 1,061
    cases, by kind 64 token choices, 20 destroys and 12 Mausoleum builds (460 before the generator
    preferred fewer detours)."""
    from collections import Counter

    from oracle.duel import Game
    from oracle.duel.conformance.generate import DETOURS, detour_of
    from oracle.duel.record import record_from_json
    from oracle.duel.turn import play

    cases = load_suite().cases
    through: Counter[str] = Counter()
    detoured = 0
    for case in cases:
        record = record_from_json(RULES, case["record"])
        state, passed = Game(RULES, record.variant).new_game(record.setup), Counter[str]()
        for move in record.moves:
            state, events = play(state, move)
            passed.update(kind for e in events if (kind := detour_of(e)) is not None)
        unrelated = [kind for kind in passed if not set(DETOURS[kind]) & set(case["rules"])]
        detoured += bool(unrelated)
        through.update(unrelated)
    assert (len(cases), detoured) == (1061, 88)
    assert through == {"progress": 64, "destroy": 20, "mausoleum": 12}


def test_a_detour_is_a_destroy_a_mausoleum_build_or_a_progress_token():
    from oracle.duel import events as ev
    from oracle.duel.conformance.generate import detour_of

    assert detour_of(ev.CardDestroyed(1, "Quarry")) == "destroy"
    assert detour_of(ev.CardBuilt(0, "Quarry", 0, "discard pile")) == "mausoleum"
    assert detour_of(ev.CardBuilt(0, "Quarry", 0, "chain")) is None
    assert detour_of(ev.ProgressTaken(0, "Law", "box")) == "progress"
    assert detour_of(ev.CoinsChanged(0, "Quarry", 3, "cost")) is None
