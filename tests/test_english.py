"""The English renderer: total over the language, and the text it gives real components."""

from __future__ import annotations

import dataclasses

import pytest

from oracle.dsl import ast
from oracle.dsl.english import (
    COUNTED_ENGLISH,
    SCOPE_ENGLISH,
    TARGET_ENGLISH,
    TRIGGER_ENGLISH,
    clause_english,
    component_english,
    cost_english,
    effect_english,
    missing_renderers,
)
from oracle.dsl.parser import grammar, parse_text
from oracle.dsl.reference import ENTRIES, NOT_CONSTRUCTS, example_component
from oracle.duel.ruleset import load_ruleset

RULES = load_ruleset()


def grammar_constructs() -> set[str]:
    """Every construct the grammar allows: each rule and each named alternative."""
    names = set()
    for rule in grammar().rules:
        names.add(rule.alias or rule.origin.name)
        names.add(rule.origin.name)
    return {n for n in names if not n.startswith("_") and n not in NOT_CONSTRUCTS}


def test_registry_is_complete():
    assert missing_renderers() == []
    assert set(TRIGGER_ENGLISH) == set(ast.TRIGGERS)
    assert set(COUNTED_ENGLISH) == {"cards", "wonders", "stages", "progress", "coins", "piece", "icons",
                                    "card_coins", "tokens", "spaces", "age", "influence", "sets"}
    assert set(SCOPE_ENGLISH) == {"cities", "most"}
    assert set(TARGET_ENGLISH) == {"cards", "wonders", "divinities"}


def test_every_grammar_construct_has_an_entry_and_no_entry_is_stray():
    documented = [e.construct for e in ENTRIES]
    assert len(documented) == len(set(documented)), "one entry per construct"
    constructs = grammar_constructs()
    assert constructs - set(documented) == set(), "constructs without a reference entry"
    assert set(documented) - constructs == set(), "entries for constructs the grammar does not have"
    # every effect class of the tree is a grammar construct
    assert {t.construct for t in ast.EFFECT_TYPES} <= constructs


def _tree_names(text: str) -> set[str]:
    return {t.data for t in grammar().parse(text).iter_subtrees()}


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.construct)
def test_every_example_parses_uses_its_construct_and_renders(entry):
    text = example_component(entry)
    assert entry.construct in _tree_names(text), f"the example of {entry.construct} does not use it"
    (component,) = parse_text(text).components
    english = component_english(component, facts=True)
    assert english and all(s.endswith(".") and s[0].isupper() for s in english)
    assert not any("_" in s for s in english), english


def _walk(node: object):
    """Every AST node below ``node``."""
    yield node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            for child in value if isinstance(value, tuple) else (value,):
                if dataclasses.is_dataclass(child):
                    yield from _walk(child)


def test_examples_cover_every_effect_class_trigger_count_scope_and_target():
    nodes = [n for e in ENTRIES for c in parse_text(example_component(e)).components for n in _walk(c)]
    assert {type(n) for n in nodes if isinstance(n, ast.Effect)} == set(ast.EFFECT_TYPES)
    assert {n.trigger for n in nodes if isinstance(n, ast.Clause)} == set(ast.TRIGGERS)
    assert {n.kind for n in nodes if isinstance(n, ast.Counted)} == set(COUNTED_ENGLISH)
    assert {n.kind for n in nodes if isinstance(n, ast.Scope)} == set(SCOPE_ENGLISH)
    assert {n.kind for n in nodes if isinstance(n, ast.Target)} == set(TARGET_ENGLISH)


def test_every_duel_component_has_english_without_dsl_words():
    for c in RULES.components:
        text = " ".join(component_english(c.source))
        assert text, c.name
        for dsl_word in ("when built:", "always:", "at end:", " per ", "_"):
            assert dsl_word not in text, (c.name, dsl_word, text)


def english(name: str) -> list[str]:
    return component_english(next(c for c in RULES.components if c.name == name).source)


def test_concrete_texts():
    assert english("Lumber Yard") == ["As long as its owner has it, its owner's city produces 1 wood on every turn."]
    assert english("Stone Reserve") == ["As long as its owner has it, its owner buys stone from the bank at 1 coin "
                                        "a unit, whatever the opponent produces."]
    assert english("Stable")[1] == ("It carries the horseshoe chain symbol, which lets its owner build later cards "
                                    "that need it for nothing.")
    assert english("Horse Breeders")[1] == ("A player whose city already carries the horseshoe chain symbol builds "
                                            "it for nothing.")
    assert english("Shipowners Guild")[0] == (
        "When it is built, its owner takes 1 coin from the bank for each brown or grey card in the city with the "
        "most brown and grey cards (either player's).")
    assert english("Moneylenders Guild") == [
        "At the end of the game, it is worth 1 victory point for every three coins in the city with the most "
        "coins (either player's)."]
    assert english("The Appian Way")[0] == (
        "When it is built, in this order: its owner takes 3 coins from the bank; the opponent gives 3 coins back "
        "to the bank, or every coin they have if fewer; then its owner plays another turn at once.")
    assert english("Urbanism")[1] == ("Each time its owner builds a card through a chain, its owner takes 4 coins "
                                      "from the bank.")
    assert english("Law") == ["As long as its owner has it, it shows the law science symbol."]


def test_costs():
    by_name = {c.name: c.source for c in RULES.components}
    assert cost_english(by_name["Lumber Yard"].cost) == "free"
    assert cost_english(by_name["Stone Pit"].cost) == "1 coin"
    assert cost_english(by_name["Caravansery"].cost) == "2 coins, 1 glass and 1 papyrus"
    assert cost_english(by_name["The Pyramids"].cost) == "3 stone and 1 papyrus"


def test_changing_the_dsl_changes_the_english():
    (before,) = parse_text('card "X" {\n  deck I\n  colour red\n  when built: 1 shield\n}').components
    (after,) = parse_text('card "X" {\n  deck I\n  colour red\n  when built: 3 shields\n}').components
    assert component_english(before) != component_english(after)
    assert "3 shields" in component_english(after)[0]


def test_an_unregistered_effect_is_reported():
    @dataclasses.dataclass(frozen=True)
    class Teleport(ast.Effect):
        construct = "teleport"

    with pytest.raises(TypeError, match="no English renderer for Teleport"):
        effect_english(Teleport())
    clause = ast.Clause("always", (ast.PlayAgain(),))
    assert clause_english(clause) == "As long as its owner has it, its owner plays another turn at once."


# ---- constructs of the original game ----------------------------------------------------------------

CLASSIC_LIKE = '''card "West Trading Post" {
  deck I
  colour yellow
  always: trade wood, stone, clay, ore at 1 coin from left
}

card "Marketplace" {
  deck I
  colour yellow
  always: trade glass, papyrus, loom at 1 coin from left and right
}

card "Arena" {
  deck III
  colour yellow
  when built: gain 3 coins per wonder stage
  at end: 1 point per wonder stage
}

card "Builders Guild" {
  deck guild
  colour purple
  at end: 1 point per wonder stage in own, left and right cities
}

wonder "Olympia (B)" {
  stage 3 {
    at end: copy purple card from left or right
  }
}
'''


def classic_english(name: str) -> list[str]:
    return component_english(next(c for c in parse_text(CLASSIC_LIKE).components if c.name == name))


# Looked up here rather than in the tests: a test that quotes a component's name is listed on the Duel
# page of the component of that name, and the classic Arena and Builders Guild are not Duel's.
CLASSIC_ARENA = classic_english("Arena")
CLASSIC_BUILDERS_GUILD = classic_english("Builders Guild")


def test_a_trade_price_with_a_direction_names_the_neighbours_sold_from():
    assert classic_english("West Trading Post") == [
        "As long as its owner has it, its owner buys wood, stone, clay and ore from the left neighbour at 1 coin "
        "a unit."]
    assert classic_english("Marketplace") == [
        "As long as its owner has it, its owner buys glass, papyrus and loom from the left neighbour and the right "
        "neighbour at 1 coin a unit."]


def test_wonder_stages_are_counted_as_stages_built():
    assert CLASSIC_ARENA == [
        "When it is built, its owner takes 3 coins from the bank for each wonder stage built in its owner's city.",
        "At the end of the game, it is worth 1 victory point for each wonder stage built in its owner's city."]
    assert CLASSIC_BUILDERS_GUILD == [
        "At the end of the game, it is worth 1 victory point for each wonder stage built in its owner's, the left "
        "neighbour's and the right neighbour's cities together."]


def test_a_copied_card_scores_for_its_copier_too():
    assert classic_english("Olympia (B)") == [
        "Stage 3: At the end of the game, its owner copies one purple card built in the left neighbour's or the "
        "right neighbour's city and scores it as if it were in their own city; nothing changes for the player "
        "who built it."]
