"""The plain (second-person, rulebook-style) renderer: total over the language, and the short text it
gives Duel's cards, guilds, wonders and progress tokens."""

from __future__ import annotations

import dataclasses

import pytest

from oracle.dsl import ast
from oracle.dsl.parser import parse_text
from oracle.dsl.plain import (
    COUNTED_PLAIN,
    SCOPE_PLAIN,
    TRIGGER_PLAIN,
    ChainNames,
    chain_names,
    effect_plain,
    missing_plain_renderers,
    plain_english,
    second_person,
    shield_bonuses,
)
from oracle.dsl.reference import ENTRIES, example_component
from oracle.duel.ruleset import load_ruleset

RULES = load_ruleset()
SOURCES = [c.source for c in RULES.components]
NAMES = chain_names(SOURCES)
BONUSES = shield_bonuses(SOURCES)


def plain(name: str) -> list[str]:
    source = next(s for s in SOURCES if s.name == name)
    return plain_english(source, vocabulary=RULES.vocabulary, names=NAMES, bonuses=BONUSES)


def test_registry_is_complete():
    assert missing_plain_renderers() == []
    for t in ast.EFFECT_TYPES:
        assert effect_plain.dispatch(t) is not effect_plain.dispatch(object), t.construct
    assert set(TRIGGER_PLAIN) == set(ast.TRIGGERS)
    assert set(COUNTED_PLAIN) == {"cards", "wonders", "stages", "progress", "coins", "piece", "icons"}
    assert set(SCOPE_PLAIN) == {"cities", "most"}


def test_an_unregistered_effect_is_reported():
    @dataclasses.dataclass(frozen=True)
    class Teleport(ast.Effect):
        construct = "teleport"

    with pytest.raises(TypeError, match="no plain renderer for Teleport"):
        effect_plain(Teleport())


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.construct)
def test_every_reference_example_has_plain_text(entry):
    """Every construct, including those only the sibling games use, renders as whole sentences."""
    for component in parse_text(example_component(entry)).components:
        text = plain_english(component)
        assert text and all(s.endswith(".") and (s[0].isupper() or s[0].isdigit()) for s in text), text
        assert not any("_" in s or "its owner" in s for s in text), text


def test_every_duel_component_is_short_second_person_and_free_of_dsl_words():
    for c in SOURCES:
        text = " ".join(plain(c.name))
        assert text, c.name
        for dsl_word in ("when built:\n", "always:", "at end:", " per 3", "_", "its owner", "the opponent's"):
            assert dsl_word not in text, (c.name, dsl_word, text)


EXPECTED = {
    # brown, grey, yellow
    "Lumber Yard": ["Produces 1 wood."],
    "Sawmill": ["Produces 2 wood."],
    "Press": ["Produces 1 papyrus."],
    "Caravansery": ["Produces 1 wood, clay or stone (choose each time you pay)."],
    "Stone Reserve": ["You buy stone from the bank for 1 coin per unit."],
    "Customs House": ["You buy glass and papyrus from the bank for 1 coin per unit."],
    "Tavern": ["When built: take 4 coins.", "Lets you build Lighthouse for free later (vase)."],
    "Lighthouse": ["When built: take 1 coin for each yellow card in your city (this card included).",
                   "Worth 3 victory points.", "Free if you have built Tavern (vase)."],
    "Chamber of Commerce": ["When built: take 3 coins for each grey card in your city.", "Worth 3 victory points."],
    "Arena": ["When built: take 2 coins for each wonder you have built.", "Worth 3 victory points.",
              "Free if you have built Brewery (barrel)."],
    # red
    "Stable": ["1 shield: move the conflict pawn 1 space toward your opponent's capital (2 with Strategy).",
               "Lets you build Horse Breeders for free later (horseshoe)."],
    "Walls": ["2 shields: move the conflict pawn 2 spaces toward your opponent's capital (3 with Strategy)."],
    "Arsenal": ["3 shields: move the conflict pawn 3 spaces toward your opponent's capital (4 with Strategy)."],
    # green
    "Scriptorium": ["Shows the quill science symbol.", "Lets you build Library for free later (book)."],
    "Library": ["Shows the quill science symbol.", "Worth 2 victory points.",
                "Free if you have built Scriptorium (book)."],
    # blue
    "Baths": ["Worth 3 victory points.", "Lets you build Aqueduct for free later (water drop)."],
    "Aqueduct": ["Worth 5 victory points.", "Free if you have built Baths (water drop)."],
    "Temple": ["Worth 4 victory points.", "Free if you have built Altar (moon).",
               "Lets you build Pantheon for free later (sun)."],
    "Palace": ["Worth 7 victory points."],
    # guilds
    "Merchants Guild": [
        "Take 1 coin when you build it, and 1 victory point at the end of the game, for each yellow card in the "
        "city with the most yellow cards (either player's)."],
    "Moneylenders Guild": [
        "Worth 1 victory point for every three coins in the city with the most coins (either player's)."],
    "Builders Guild": ["Worth 2 victory points for each wonder in the city with the most wonders (either player's)."],
    # wonders
    "The Appian Way": ["When built, in this order: take 3 coins; your opponent loses 3 coins to the bank "
                       "(all they have, if fewer); then take another turn.", "Worth 3 victory points."],
    "Circus Maximus": ["When built, in this order: 1 shield (move the conflict pawn 1 space toward your "
                       "opponent's capital); then discard one grey card of your choice from your opponent's "
                       "city (if there is one).", "Worth 3 victory points."],
    "The Colossus": ["2 shields: move the conflict pawn 2 spaces toward your opponent's capital.",
                     "Worth 3 victory points."],
    "The Great Library": ["When built: draw 3 progress tokens from the box, keep one and return the rest unseen.",
                          "Worth 4 victory points."],
    "Piraeus": ["Produces 1 glass or papyrus (choose each time you pay).", "When built: take another turn.",
                "Worth 2 victory points."],
    "The Mausoleum": ["When built: build a card of your choice from the discard pile for free (if there is one).",
                      "Worth 2 victory points."],
    # progress tokens
    "Law": ["Shows the law science symbol."],
    "Strategy": ["Each red card you build from now on gives 1 more shield."],
    "Urbanism": ["When taken: take 6 coins.", "Each time you build a card through a chain: take 4 coins."],
    "Economy": ["When your opponent buys resources from the bank, the coins they pay go to you."],
    "Mathematics": ["Worth 3 victory points for each progress token you have (this one included)."],
    "Agriculture": ["When taken: take 6 coins.", "Worth 4 victory points."],
    "Architecture": ["Each wonder you build from now on costs 2 resources less (you choose which)."],
    "Theology": ["Each wonder you build from now on lets you take another turn (at most one extra turn per build)."],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_concrete_texts(name):
    assert plain(name) == EXPECTED[name]


def test_the_strategy_bonus_comes_from_the_data_not_a_name():
    """Shields mention a bonus only where an ``extra_shields`` effect of the game applies to them."""
    assert "Strategy" not in " ".join(plain("The Colossus"))     # a wonder: Strategy adds to red cards only
    card = ast.Component("card", "Ram", colour=ast.Name("red"), clauses=(ast.Clause("when_built", (ast.Shields(2),)),))
    wider = ast.ExtraShields(2, ast.Target("cards", (ast.Name("red"), ast.Name("blue"))))
    text = plain_english(card, vocabulary=RULES.vocabulary, bonuses=[("Drill", wider)])
    assert text == ["2 shields: move the conflict pawn 2 spaces toward your opponent's capital (4 with Drill)."]
    assert plain_english(card, vocabulary=RULES.vocabulary) == [
        "2 shields: move the conflict pawn 2 spaces toward your opponent's capital."]


def test_chains_without_known_partners_name_the_symbol():
    (c,) = parse_text('card "X" {\n  deck I\n  colour blue\n  free with moon\n  chain sun\n  at end: 1 point\n}\n'
                      ).components
    assert plain_english(c, names=ChainNames()) == [
        "Worth 1 victory point.", "Free if your city has the moon chain symbol.", "Carries the sun chain symbol."]


def test_wording_is_turned_to_the_player():
    assert second_person("moving the conflict pawn 2 spaces toward the opponent's capital") == \
        "move the conflict pawn 2 spaces toward your opponent's capital"
    assert second_person("its owner holds 1 wood to spend") == "you hold 1 wood to spend"


def test_changing_the_dsl_changes_the_plain_text():
    (c,) = parse_text('card "X" {\n  deck I\n  colour yellow\n  when built: gain 5 coins\n}\n').components
    assert plain_english(c) == ["When built: take 5 coins."]
