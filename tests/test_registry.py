"""Rule ids: every id the engine cites is registered (in the base game's rules or the Pantheon's),
and every registered id is cited."""

from __future__ import annotations

import re
from pathlib import Path

from oracle.dsl import ast
from oracle.duel.spec import read_spec
from oracle.resources import spec_dir
from tests.support import RULES

PANTHEON = read_spec(spec_dir("duel"), "pantheon")

ENGINE = Path(__file__).resolve().parent.parent / "oracle" / "duel"
AREAS = ("setup", "age", "turn", "cost", "trade", "chain", "wonder", "military", "science", "victory",
         "scoring", "game", "view", "effect", "pantheon")
PATTERN = "((?:" + "|".join(AREAS) + r")\.[a-z_]+)"
IN_DOCS = re.compile(f"``{PATTERN}``")          # cited in a docstring
IN_CODE = re.compile(f'"{PATTERN}"')            # raised by the legality checker


def engine_files() -> list[Path]:
    """The engine's modules: the package's own and its rules chapters (not its kit or docs)."""
    return sorted([*ENGINE.glob("*.py"), *ENGINE.glob("rules/*.py")])


def cited_ids() -> set[str]:
    found: set[str] = set()
    for path in engine_files():
        text = path.read_text(encoding="utf-8")
        found |= set(IN_DOCS.findall(text))
        if path.name == "legal.py":
            found |= set(IN_CODE.findall(text))
    return found


def test_every_cited_rule_id_is_registered():
    assert cited_ids() - set(RULES.rule_ids) - set(PANTHEON.rule_ids) == set()


def test_every_engine_rule_is_cited_by_the_engine():
    engine_rules = {r for r in RULES.rule_ids if not r.startswith("effect.")}
    assert engine_rules - cited_ids() == set()


def test_effect_ids_name_dsl_constructs():
    constructs = {t.construct for t in ast.EFFECT_TYPES} | {"per", "per_most", "on_chain_build"}
    effect_ids = {r.removeprefix("effect.") for r in RULES.rule_ids if r.startswith("effect.")}
    assert effect_ids - constructs == set()


def illegal_move_rules(paths: list[Path]) -> set[str]:
    """The rule ids the legality checks in ``paths`` raise an IllegalMoveError with."""
    raised: set[str] = set()
    for path in paths:
        raised |= set(re.findall(r'IllegalMoveError\("([a-z_.]+)"', path.read_text(encoding="utf-8")))
    return raised


def test_illegal_move_rules_are_registered():
    base = illegal_move_rules(engine_files())
    assert base == {"game.over", "setup.draft", "turn.play", "turn.accessible", "cost.afford", "wonder.build",
                    "wonder.cap"}
    assert base <= set(RULES.rule_ids)
    # the Pantheon's turn action is checked in its own package (point turn_actions)
    pantheon = illegal_move_rules(sorted(ENGINE.glob("pantheon/*.py")))
    assert pantheon == {"pantheon.age_one", "pantheon.activate", "pantheon.offering", "cost.afford"}
    assert pantheon <= set(RULES.rule_ids) | set(PANTHEON.rule_ids)
