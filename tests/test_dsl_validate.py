"""The validator, against the 7 Wonders Duel vocabulary, and the errors of loading a whole spec folder.

Small snippets are validated with ``check_counts=False``; the real Duel spec is used where the
number of components matters.  Every problem is checked as the exact line a user reads.
"""

from __future__ import annotations

import dataclasses
import shutil
import tomllib
from pathlib import Path

import pytest

from oracle.dsl import ast
from oracle.dsl.parser import parse_file, parse_text
from oracle.dsl.validate import ALLOWED_TRIGGERS, validate
from oracle.dsl.vocabulary import Vocabulary
from oracle.duel.ruleset import load_ruleset_from
from oracle.errors import SpecError
from oracle.resources import display_path, spec_dir
from oracle.text import suggestion

DUEL = spec_dir("duel")
GAME = "spec/duel/game.toml"
DUEL_TOML = tomllib.loads((DUEL / "game.toml").read_text(encoding="utf-8"))
VOCAB = Vocabulary.from_toml(DUEL_TOML, GAME)


def components_of(text: str) -> tuple[ast.Component, ...]:
    return parse_text(text, "t.wdl").components


def problems(text: str, vocabulary: Vocabulary = VOCAB) -> list[str]:
    """Every problem the validator finds in ``text``, in the order reported."""
    with pytest.raises(SpecError) as info:
        validate(components_of(text), vocabulary, GAME, check_counts=False)
    assert str(info.value) == "\n".join(str(p) for p in info.value.problems)
    return [str(p) for p in info.value.problems]


def card(*lines: str, name: str = "A", deck: str = "I", colour: str = "brown") -> str:
    """A card whose own lines start at line 4 (line 2 is the deck, line 3 the colour)."""
    body = "".join(f"  {line}\n" for line in lines)
    return f'card "{name}" {{\n  deck {deck}\n  colour {colour}\n{body}}}\n'


def duel_components() -> list[ast.Component]:
    return [c for f in sorted(DUEL.glob("*.wdl")) for c in parse_file(f).components]


# ---- what passes ----------------------------------------------------------------------------------


def test_the_duel_spec_is_valid_with_counts():
    components = duel_components()
    assert len(components) == 95
    assert validate(components, VOCAB, GAME) is None


def test_a_correct_snippet_passes():
    text = card("cost 1 coin, 2 wood, papyrus", "always: produce one of glass / papyrus", colour="yellow")
    assert validate(components_of(text), VOCAB, GAME, check_counts=False) is None


def test_the_duel_vocabulary_as_read():
    assert VOCAB.resources == ("wood", "clay", "stone", "glass", "papyrus")
    assert VOCAB.decks == ("I", "II", "III", "guild")
    assert VOCAB.cities == ("own", "opponent")
    assert VOCAB.triggers["card"] == ("always", "when_built", "at_end")
    assert VOCAB.counts[("card", "I")] == 23
    assert VOCAB.counts[("progress", "")] == 10


# ---- unknown words ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "line"), [
    pytest.param(card("cost papirus"),
                 "t.wdl:4:8: unknown resource 'papirus' (did you mean 'papyrus'?)", id="resource-in-cost"),
    pytest.param(card("always: produce 2 woood"),
                 "t.wdl:4:21: unknown resource 'woood' (did you mean 'wood'?)", id="resource-produced"),
    pytest.param(card("cost WOOD"),
                 "t.wdl:4:8: unknown resource 'WOOD' (did you mean 'wood'?)", id="resource-in-capitals"),
    pytest.param(card("cost 2 marble"), "t.wdl:4:10: unknown resource 'marble'", id="resource-none-close"),
    pytest.param(card("always: trade ore at 1 coin"),
                 "t.wdl:4:17: unknown resource 'ore'", id="classic-resource-in-duel"),
    pytest.param(card(colour="purpel"),
                 "t.wdl:3:10: unknown colour 'purpel' (did you mean 'purple'?)", id="colour"),
    pytest.param(card(colour="pink"), "t.wdl:3:10: unknown colour 'pink'", id="colour-none-close"),
    pytest.param(card("always: science globo", colour="green"),
                 "t.wdl:4:19: unknown science symbol 'globo' (did you mean 'globe'?)", id="science"),
    pytest.param(card("always: science compass", colour="green"),
                 "t.wdl:4:19: unknown science symbol 'compass'", id="science-none-close"),
    pytest.param(card(deck="IIII"), "t.wdl:2:8: unknown deck 'IIII' (did you mean 'III'?)", id="deck"),
    pytest.param(card(deck="central"), "t.wdl:2:8: unknown deck 'central'", id="deck-none-close"),
    pytest.param(card("chain swrod", colour="red"),
                 "t.wdl:4:9: unknown chain symbol 'swrod' (did you mean 'sword'?)", id="chain-symbol"),
    pytest.param(card("free with anchor", colour="red"),
                 "t.wdl:4:13: unknown chain symbol 'anchor'", id="chain-symbol-none-close"),
    pytest.param(card("at end: 1 point per red card in opponnent city", colour="purple", deck="guild"),
                 "t.wdl:4:35: unknown city 'opponnent' (did you mean 'opponent'?)", id="city"),
    pytest.param(card("at end: 1 point per red card in own and left cities", colour="purple", deck="guild"),
                 "t.wdl:4:43: unknown city 'left'", id="city-none-close"),
    pytest.param(card("when built: destroy opponent gray card", colour="red"),
                 "t.wdl:4:32: unknown colour 'gray' (did you mean 'grey'?)", id="colour-destroyed"),
    pytest.param(card("when built: take 1 of 3 progress tokens from bax", colour="green"),
                 "t.wdl:4:48: unknown place to draw progress tokens from 'bax' (did you mean 'box'?)",
                 id="progress-source"),
    pytest.param(card("at end: 1 point per meeple", colour="blue"),
                 "t.wdl:4:23: unknown countable thing 'meeple'", id="counted-thing"),
])
def test_an_unknown_word_is_reported_where_it_is(text: str, line: str):
    # one problem each: an unknown chain symbol is not reported again as a dangling chain
    assert problems(text) == [line]


@pytest.mark.parametrize(("text", "line"), [
    pytest.param(card("always: trade wood, stone at 1 coin from left", colour="yellow"),
                 "t.wdl:4:44: unknown city 'left'", id="trade-direction-outside-the-vocabulary"),
    pytest.param(card("always: trade wood at 1 coin from oponent", colour="yellow"),
                 "t.wdl:4:37: unknown city 'oponent' (did you mean 'opponent'?)", id="trade-direction-misspelt"),
    pytest.param(card("always: trade wood at 1 coin from opponent and opponent", colour="yellow"),
                 "t.wdl:4:50: city 'opponent' is listed twice", id="trade-direction-twice"),
    pytest.param(card("at end: 1 point per wonder stage in own and opponnent cities", colour="purple", deck="guild"),
                 "t.wdl:4:47: unknown city 'opponnent' (did you mean 'opponent'?)", id="stage-count-city"),
    pytest.param(card("at end: 1 point per 2 wonder stages", colour="purple", deck="guild"),
                 "t.wdl:4:19: 'per N' groups only coins (e.g. 'per 3 coins')", id="stage-count-grouped"),
])
def test_directions_and_stage_counts_are_checked(text: str, line: str):
    assert problems(text) == [line]


def test_a_copied_card_names_a_colour_and_cities_of_the_game():
    every_effect = dataclasses.replace(VOCAB, effects=None)
    text = card("at end: copy purpel card from oponent or opponent or opponent", colour="purple", deck="guild")
    assert problems(text, every_effect) == [
        "t.wdl:4:16: unknown colour 'purpel' (did you mean 'purple'?)",
        "t.wdl:4:33: unknown city 'oponent' (did you mean 'opponent'?)",
        "t.wdl:4:56: city 'opponent' is listed twice"]
    assert problems(card("when built: copy purple card from opponent", colour="purple", deck="guild"),
                    every_effect) == [
        "t.wdl:4:15: card 'A': 'copy card' cannot be used under 'when built'; it belongs under 'at end'"]
    # Duel's own vocabulary does not list the effect at all
    assert problems(card("at end: copy purple card from opponent", colour="purple", deck="guild")) == [
        "t.wdl:4:11: card 'A': 'copy card' is not an effect of this game (its [vocabulary.effects] does not list it)"]


def test_an_effect_the_game_does_not_use_is_reported_before_its_words():
    """Duel's [vocabulary.effects] does not list 'take piece'; a game that uses it checks its piece."""
    text = card("when built: take cat", colour="blue")
    assert problems(text) == ["t.wdl:4:15: card 'A': 'take piece' is not an effect of this game (its "
                              "[vocabulary.effects] does not list it)"]
    every_effect = dataclasses.replace(VOCAB, effects=None)
    assert problems(text, every_effect) == ["t.wdl:4:20: unknown game piece 'cat'"]


def test_the_game_says_under_which_triggers_it_uses_an_effect():
    """Shields can mean something always (the original game's military strength) or when built
    (Duel's pawn); Duel's vocabulary uses them when built or taken only."""
    text = card("always: 1 shield", colour="red")
    assert problems(text) == ["t.wdl:4:11: card 'A': 'shields' cannot be used under 'always'; it belongs under "
                              "'when built', 'when taken'"]
    classic_like = dataclasses.replace(VOCAB, effects={**(VOCAB.effects or {}), "shields": ("always",)})
    assert validate(components_of(text), classic_like, GAME, check_counts=False) is None


def test_an_unknown_condition_has_no_suggestion_in_duel():
    assert problems(card("at end: 6 points if own wonder complete otherwise 4 points", colour="blue")) == [
        "t.wdl:4:23: unknown condition 'own wonder complete'"]


def test_suggestion_helper():
    assert suggestion("papirus", VOCAB.resources) == " (did you mean 'papyrus'?)"
    assert suggestion("Glass", VOCAB.resources) == " (did you mean 'glass'?)"
    assert suggestion("loom", VOCAB.resources) == ""


def test_a_colour_counted_as_a_piece_gets_a_hint():
    assert problems(card("at end: 1 point per red", colour="purple", deck="guild")) == [
        "t.wdl:4:23: count 'red' cards as 'red card'"]


# ---- effects under the wrong trigger --------------------------------------------------------------


@pytest.mark.parametrize(("clause", "line"), [
    pytest.param("when built: 3 points",
                 "t.wdl:4:15: card 'A': 'points' cannot be used under 'when built'; it belongs under 'at end'",
                 id="points-when-built"),
    pytest.param("always: 1 shield",
                 "t.wdl:4:11: card 'A': 'shields' cannot be used under 'always'; "
                 "it belongs under 'when built', 'when taken'", id="shields-always"),
    pytest.param("at end: produce wood",
                 "t.wdl:4:11: card 'A': 'produce' cannot be used under 'at end'; it belongs under 'always'",
                 id="produce-at-end"),
    pytest.param("at end: gain 3 coins",
                 "t.wdl:4:11: card 'A': 'gain coins' cannot be used under 'at end'; it belongs under "
                 "'when built', 'when taken', 'whenever build through chain'", id="gain-at-end"),
    pytest.param("when built: science globe",
                 "t.wdl:4:15: card 'A': 'science' cannot be used under 'when built'; it belongs under 'always'",
                 id="science-when-built"),
])
def test_an_effect_under_a_trigger_that_cannot_carry_it(clause: str, line: str):
    assert problems(card(clause)) == [line]


def test_every_construct_has_its_triggers():
    assert set(ALLOWED_TRIGGERS) == {t.construct for t in ast.EFFECT_TYPES}
    assert ALLOWED_TRIGGERS["points"] == ("at_end",)
    assert ALLOWED_TRIGGERS["play_last_card"] == ("always", "at_end_of_age")
    assert ALLOWED_TRIGGERS["copy_card"] == ("at_end",)


def test_a_trigger_the_kind_of_component_may_not_use():
    assert problems(card("when taken: gain 2 coins", colour="yellow")) == [
        "t.wdl:4:3: card 'A': a card cannot use 'when taken' in this game (it may use 'always', 'when built', "
        "'at end')"]


def test_a_trigger_outside_the_game_and_an_effect_outside_the_trigger_are_both_reported():
    assert problems(card("when taken: 3 points", colour="blue")) == [
        "t.wdl:4:3: card 'A': a card cannot use 'when taken' in this game (it may use 'always', 'when built', "
        "'at end')",
        "t.wdl:4:15: card 'A': 'points' cannot be used under 'when taken'; it belongs under 'at end'",
    ]


def test_a_wonder_stage_trigger_outside_duel():
    text = 'wonder "W" {\n  at end of age: play last card\n}\n'
    assert problems(text) == [
        "t.wdl:2:3: wonder 'W': a wonder cannot use 'at end of age' in this game (it may use 'always', "
        "'when built', 'at end')",
        "t.wdl:2:18: wonder 'W': 'play last card' is not an effect of this game (its [vocabulary.effects] does "
        "not list it)"]


def test_a_progress_token_may_use_when_taken_and_chain_builds():
    text = 'progress "P" {\n  when taken: gain 6 coins\n  whenever build through chain: gain 4 coins\n}\n'
    assert validate(components_of(text), VOCAB, GAME, check_counts=False) is None


# ---- impossible numbers -----------------------------------------------------------------------------


@pytest.mark.parametrize(("clause", "line"), [
    pytest.param("always: produce 0 wood", "t.wdl:4:11: a production amount must be at least 1, not 0",
                 id="produce-0"),
    pytest.param("at end: 0 points", "t.wdl:4:11: an amount must be at least 1, not 0", id="points-0"),
    pytest.param("always: trade wood at 0 coins", "t.wdl:4:11: a trade price must be at least 1, not 0",
                 id="price-0"),
    pytest.param("cost 0 wood", "t.wdl:4:8: a resource amount must be at least 1, not 0", id="cost-0-wood"),
    pytest.param("at end: 1 point per 0 coins", "t.wdl:4:19: 'per' count must be at least 1, not 0",
                 id="per-0-coins"),
])
def test_an_amount_below_one_is_reported(clause: str, line: str):
    assert problems(card(clause)) == [line]


def test_keeping_more_tokens_than_drawn():
    text = 'wonder "W" {\n  when built: take 3 of 2 progress tokens from box\n}\n'
    assert problems(text) == ["t.wdl:2:15: cannot keep 3 of 2 tokens drawn"]


def test_keeping_no_token():
    text = 'wonder "W" {\n  when built: take 0 of 2 progress tokens from box\n}\n'
    assert problems(text) == ["t.wdl:2:15: the number of tokens kept must be at least 1, not 0"]


def test_a_choice_listing_an_option_twice():
    assert problems(card("always: produce one of wood / clay / wood")) == [
        "t.wdl:4:40: resource 'wood' is listed twice"]


def test_a_deck_with_the_wrong_number_of_cards():
    components = [c for c in duel_components() if c.name != "Lumber Yard"]
    with pytest.raises(SpecError) as info:
        validate(components, VOCAB, GAME)
    assert [str(p) for p in info.value.problems] == [
        "spec/duel/game.toml: deck I holds 22 cards; the game has 23"]
    problem = info.value.first
    assert (problem.file, problem.line, problem.column) == (GAME, 0, 0)


def test_a_missing_card_is_not_counted_without_check_counts():
    components = [c for c in duel_components() if c.name != "Lumber Yard"]
    assert validate(components, VOCAB, GAME, check_counts=False) is None


def test_a_deck_with_an_extra_card():
    extra = components_of(card("always: produce wood", name="Second Lumber Yard"))
    with pytest.raises(SpecError) as info:
        validate([*duel_components(), *extra], VOCAB, GAME)
    assert str(info.value) == "spec/duel/game.toml: deck I holds 24 cards; the game has 23"


def test_the_wonder_count():
    components = [c for c in duel_components() if c.name != "Piraeus"]
    with pytest.raises(SpecError) as info:
        validate(components, VOCAB, GAME)
    assert str(info.value) == "spec/duel/game.toml: the spec holds 11 wonders; the game has 12"


def test_the_progress_token_count_names_the_kind_correctly():
    components = [c for c in duel_components() if c.name != "Law"]
    with pytest.raises(SpecError) as info:
        validate(components, VOCAB, GAME)
    (problem,) = info.value.problems
    assert problem.message == "the spec holds 9 progress tokens; the game has 10"


# ---- chains -----------------------------------------------------------------------------------------


def test_free_with_a_symbol_no_card_carries():
    assert problems(card("free with horseshoe", colour="red")) == [
        "t.wdl:4:13: dangling chain: no card carries 'horseshoe', so 'A' can never be built free with it"]


def test_a_symbol_no_card_is_freed_by():
    assert problems(card("chain horseshoe", colour="red")) == [
        "t.wdl:4:9: dangling chain: 'A' carries 'horseshoe' but no card is free with it"]


def test_a_chain_within_one_deck():
    text = card("chain horseshoe", name="Stable", colour="red") + card("free with horseshoe", name="Horse Breeders",
                                                                        colour="red")
    assert problems(text) == [
        "t.wdl:9:13: 'Horse Breeders' is freed by 'horseshoe', but only cards of the same or a later deck carry it"]


def test_a_chain_from_a_later_deck():
    text = card("free with horseshoe", name="Horse Breeders", colour="red") + card(
        "chain horseshoe", name="Stable", deck="II", colour="red")
    assert problems(text) == [
        "t.wdl:4:13: 'Horse Breeders' is freed by 'horseshoe', but only cards of the same or a later deck carry it"]


def test_a_chain_from_an_earlier_deck_passes():
    text = card("chain horseshoe", name="Stable", colour="red") + card(
        "free with horseshoe", name="Horse Breeders", deck="II", colour="red")
    assert validate(components_of(text), VOCAB, GAME, check_counts=False) is None


def test_removing_a_chain_carrier_from_the_duel_spec():
    components = [c for c in duel_components() if c.name != "Stable"]
    with pytest.raises(SpecError) as info:
        validate(components, VOCAB, GAME)
    assert [str(p) for p in info.value.problems] == [
        "spec/duel/age_II.wdl:40:13: dangling chain: no card carries 'horseshoe', "
        "so 'Horse Breeders' can never be built free with it",
        "spec/duel/game.toml: deck I holds 22 cards; the game has 23",
    ]


# ---- components -------------------------------------------------------------------------------------


def test_duplicate_component_names_point_at_the_first():
    text = card(name="Baths") + 'wonder "Baths" {\n}\n'
    assert problems(text) == ["t.wdl:5:1: duplicate component name 'Baths' (first defined at t.wdl:1:1)"]


def test_duplicate_names_ignore_case():
    text = card(name="Lumber Yard") + card(name="lumber yard")
    assert problems(text) == ["t.wdl:5:1: duplicate component name 'lumber yard' (first defined at t.wdl:1:1)"]


def test_a_card_without_deck_or_colour():
    assert problems('card "A" {\n  always: produce wood\n}\n') == [
        "t.wdl:1:1: card 'A' has no 'deck'",
        "t.wdl:1:1: card 'A' has no 'colour'",
    ]


def test_a_card_of_the_wrong_colour_for_its_deck():
    assert problems(card(deck="guild", colour="red")) == [
        "t.wdl:3:10: card 'A': cards of deck guild are purple, not red"]


def test_a_wonder_with_a_colour():
    assert problems('wonder "W" {\n  colour red\n  at end: 3 points\n}\n') == [
        "t.wdl:2:10: wonder 'W': a wonder has no 'colour'"]


def test_a_wonder_with_a_deck():
    assert problems('wonder "W" {\n  deck I\n}\n') == ["t.wdl:2:8: wonder 'W': a wonder has no 'deck'"]


def test_a_progress_token_with_a_cost():
    assert problems('progress "P" {\n  cost 2 coins\n  at end: 3 points\n}\n') == [
        "t.wdl:2:3: progress 'P': progress tokens are taken, not bought; remove 'cost'"]


def test_stages_on_a_card():
    assert problems(card("stage 1 {", "  cost wood", "}", colour="blue")) == [
        "t.wdl:4:3: card 'A': only wonders have stages"]


def test_several_problems_are_all_reported_in_order():
    text = (
        'card "A" {\n'                          # 1
        "  deck I\n"                            # 2
        "  colour browm\n"                      # 3
        "  cost 2 papirus\n"                    # 4
        "  when built: 3 points\n"              # 5
        "  always: produce 0 wood\n"            # 6
        "}\n"                                   # 7
        'wonder "W" {\n'                        # 8
        "  colour red\n"                        # 9
        "  when built: take 2 of 1 progress token from box\n"  # 10
        "}\n"
        'progress "P" {\n'                      # 12
        "  cost 1 coin\n"                       # 13
        "  always: science qill\n"              # 14
        "}\n"
    )
    assert problems(text) == [
        "t.wdl:3:10: unknown colour 'browm' (did you mean 'brown'?)",
        "t.wdl:4:10: unknown resource 'papirus' (did you mean 'papyrus'?)",
        "t.wdl:5:15: card 'A': 'points' cannot be used under 'when built'; it belongs under 'at end'",
        "t.wdl:6:11: a production amount must be at least 1, not 0",
        "t.wdl:9:10: wonder 'W': a wonder has no 'colour'",
        "t.wdl:10:15: cannot keep 2 of 1 tokens drawn",
        "t.wdl:13:3: progress 'P': progress tokens are taken, not bought; remove 'cost'",
        "t.wdl:14:19: unknown science symbol 'qill' (did you mean 'quill'?)",
    ]


# ---- the vocabulary itself --------------------------------------------------------------------------


def test_a_missing_vocabulary_list():
    data = {"vocabulary": {k: v for k, v in DUEL_TOML["vocabulary"].items() if k != "colours"}}
    with pytest.raises(SpecError) as info:
        Vocabulary.from_toml(data, "g.toml")
    assert str(info.value) == "g.toml: [vocabulary].colours: missing list of words"


VOCABULARY_PROBLEMS = [
    ({"colours": ["brown", "dark red"]},
     "[vocabulary].colours: 'dark red' is not a word (letters, digits and underscores, not starting with a digit, "
     "at most 40 characters)"),
    ({"colours": ["brown", "red\u001b[2J"]},
     "[vocabulary].colours: 'red\\u001b[2J' is not a word (letters, digits and underscores, not starting with a "
     "digit, at most 40 characters)"),
    ({"resources": ["wood", "wood"]}, "[vocabulary].resources: 'wood' is listed twice"),
    ({"decks": ["I"] * 300}, "[vocabulary].decks: a list of 300 words; a list holds at most 256"),
    ({"conditions": ["own  wonder"]},
     "[vocabulary].conditions: 'own  wonder' is not words separated by single spaces (letters, digits and "
     "underscores, not starting with a digit, at most 40 characters)"),
    ({"deck_colours": {"IV": ["purple"]}}, "[vocabulary.deck_colours]: unknown deck 'IV' (did you mean 'I'?)"),
    ({"deck_colours": {"guild": ["purpel"]}},
     "[vocabulary.deck_colours].'guild': unknown colour 'purpel' (did you mean 'purple'?)"),
    ({"triggers": {**DUEL_TOML["vocabulary"]["triggers"], "cards": ["always"]}},
     "[vocabulary.triggers]: unknown kind of component 'cards'; the kinds are card, wonder, progress, divinity, "
     "decree, token, conspiracy, leader"),
    ({"triggers": {"card": ["always"], "wonder": ["always"]}},
     "[vocabulary.triggers]: missing 'progress' (the triggers a progress may use; an empty list if the game "
     "has none)"),
    ({"cities": ["own", "across"]},
     "[vocabulary].cities: 'across' is not a city relation the core knows (own, opponent, left, right, "
     "neighbours, all, others)"),
    ({"effects": {"shields": ["at_end"]}},
     "[vocabulary.effects].'shields': 'shields' has no meaning under 'at_end' (the language allows always, "
     "when_built, when_taken, when_activated, when_gained, when_triggered)"),
    ({"wording": {"shields": "moving the pawn {n} spaces"}},
     "[vocabulary.wording].'shields': the only placeholder is {spaces}"),
    ({"plain": {"voice": "shouting"}}, "[vocabulary.plain].'voice': the voices are card, player, not 'shouting'"),
    ({"plain": {"purpel": "guild"}},
     "[vocabulary.plain]: 'purpel' is neither a setting (voice, shields, produce, produce_any, science, flip, "
     "stage) nor a word of the vocabulary"),
    ({"plain": {"shields": "you gain {n} shields"}}, "[vocabulary.plain].'shields': the only placeholder is {shields}"),
    ({"plain": {"produce_any": "any {units}"}}, "[vocabulary.plain].'produce_any': takes no placeholder"),
    ({"plain": {"yellow": 3}}, "[vocabulary.plain].'yellow': expected a line of text of at most 200 characters"),
    ({"plain": {"icons": ["horn"]}}, "[vocabulary.plain.icons]: expected a table of icon = sentence"),
    ({"plain": {"icons": {"horns": "It shows horns."}}}, "[vocabulary.plain.icons]: unknown icon 'horns'"),
    ({"plain": "player"}, "[vocabulary.plain]: expected a table"),
]


@pytest.mark.parametrize(("change", "message"), VOCABULARY_PROBLEMS, ids=[m[:40] for _, m in VOCABULARY_PROBLEMS])
def test_a_vocabulary_that_the_language_cannot_use(change: dict, message: str):
    data = {"vocabulary": {**DUEL_TOML["vocabulary"], **change}}
    with pytest.raises(SpecError) as info:
        Vocabulary.from_toml(data, "g.toml")
    assert [str(p) for p in info.value.problems] == [f"g.toml: {message}"]


def test_the_words_for_players_are_read_from_the_vocabulary():
    """[vocabulary.plain]: the voice, wordings and words of the short text, and what an icon means."""
    data = {"vocabulary": {**DUEL_TOML["vocabulary"], "icons": ["horn"],
                           "plain": {"voice": "player", "yellow": "gold", "stage": "piece",
                                     "shields": "you add {shields}", "icons": {"horn": "It shows horns."}}}}
    vocabulary = Vocabulary.from_toml(data, "g.toml")
    assert vocabulary.plain == {"voice": "player", "yellow": "gold", "stage": "piece", "shields": "you add {shields}"}
    assert vocabulary.plain_icons == {"horn": "It shows horns."}
    assert Vocabulary.from_toml(DUEL_TOML, "g.toml").plain == {}


@pytest.mark.parametrize(("components", "message"), [
    ({"cards": {"I": -1}}, "[components].cards.I must be a whole number from 0 to 1000, not -1"),
    ({"cards": {"IV": 3}}, "[components].cards: unknown deck 'IV' (did you mean 'I'?)"),
    ({"cards": "73"}, "[components].cards must be a table: deck = number of cards"),
    ({"wonders": float("inf")}, "[components].wonders must be a whole number from 0 to 1000, not inf"),
    ({"progress": 10 ** 9}, "[components].progress must be a whole number from 0 to 1000, not 1000000000"),
    ([12], "[components] must be a table of component counts"),
])
def test_component_counts_that_are_no_counts(components: object, message: str):
    data = {**DUEL_TOML, "components": components}
    with pytest.raises(SpecError) as info:
        Vocabulary.from_toml(data, "g.toml")
    assert [str(p) for p in info.value.problems] == [f"g.toml: {message}"]


def test_every_vocabulary_problem_is_reported_at_once():
    data = {"vocabulary": {**DUEL_TOML["vocabulary"], "resources": ["wood", "wood"], "colours": "brown"}}
    with pytest.raises(SpecError) as info:
        Vocabulary.from_toml(data, "g.toml")
    assert [str(p) for p in info.value.problems] == ["g.toml: [vocabulary].resources: 'wood' is listed twice",
                                                     "g.toml: [vocabulary].colours: expected a list of words"]


def test_amounts_and_names_within_bounds():
    text = card("when built: gain 1001 coins") + card(name="B" * 101) + card(name="C\u202eD")
    assert problems(text) == [
        "t.wdl:4:15: an amount must be at most 1000, not 1001",
        f"t.wdl:6:1: card '{'B' * 60}'… (41 more characters): a name has at most 100 characters, not 101",
        "t.wdl:10:1: card 'C\\u202eD': a name is printable text; U+202E is a control, format or separator "
        "character",
    ]


@pytest.mark.parametrize("triggers", [
    pytest.param(["always", "at_end_of_ages"], id="misspelled-trigger"),
    pytest.param("always", id="a-word-not-a-list"),
])
def test_a_bad_trigger_list_in_the_vocabulary_is_a_spec_error(triggers: object):
    data = {"vocabulary": {**DUEL_TOML["vocabulary"], "triggers": {"card": triggers}}}
    text = card("at end of age: play last card", colour="blue")
    with pytest.raises(SpecError):
        validate(components_of(text), Vocabulary.from_toml(data, "g.toml"), "g.toml", check_counts=False)


# ---- loading a whole spec folder --------------------------------------------------------------------


@pytest.fixture
def duel_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "duel"
    shutil.copytree(DUEL, folder)
    return folder


def test_the_untouched_spec_loads():
    # guard for the tests below
    assert len(load_ruleset_from(DUEL).cards) == 73


def test_a_misspelled_resource_in_a_copied_spec(duel_copy: Path):
    path = duel_copy / "age_I.wdl"
    lines = path.read_text(encoding="utf-8").split("\n")
    assert lines[96] == "  cost papyrus"  # line 97
    lines[96] = "  cost papirus"
    path.write_text("\n".join(lines), encoding="utf-8")
    shown = display_path(path)
    # outside the project, a path is shown as it is
    assert shown == path.as_posix()
    assert Path(shown).is_absolute()
    with pytest.raises(SpecError) as info:
        load_ruleset_from(duel_copy)
    assert str(info.value).split("\n")[0] == f"{shown}:97:8: unknown resource 'papirus' (did you mean 'papyrus'?)"
    assert len(info.value.problems) == 1


def test_a_syntax_error_in_a_copied_spec(duel_copy: Path):
    path = duel_copy / "progress.wdl"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("at end: 7 points", "at end: 7 pionts", 1), encoding="utf-8")
    line = next(i for i, t in enumerate(text.split("\n"), 1) if t == "  at end: 7 points")
    with pytest.raises(SpecError) as info:
        load_ruleset_from(duel_copy)
    assert str(info.value) == (f"{display_path(path)}:{line}:13: unexpected 'pionts'; "
                               "expected '/', 'extra', 'point', 'points', 'shield', 'shields'")


def without_effects_table(game_toml: Path) -> None:
    """Drop the game's [vocabulary.effects]: its vocabulary then accepts every effect of the language."""
    text = game_toml.read_text(encoding="utf-8")
    start = text.index("[vocabulary.effects]")
    end = text.index("\n[", start + 1)
    game_toml.write_text(text[:start] + text[end + 1:], encoding="utf-8")


def test_a_construct_duel_does_not_interpret(duel_copy: Path):
    without_effects_table(duel_copy / "game.toml")
    path = duel_copy / "age_I.wdl"
    text = path.read_text(encoding="utf-8")
    assert text.split("\n")[5] == "  always: produce wood"  # line 6, in Lumber Yard
    path.write_text(text.replace("  always: produce wood\n", "  always: produce wood  play last card\n", 1),
                    encoding="utf-8")
    # the language and a vocabulary naming no effects accept it ...
    validate([c for f in sorted(duel_copy.glob("*.wdl")) for c in parse_file(f).components],
             dataclasses.replace(VOCAB, effects=None), GAME)
    # ... the Duel engine does not
    with pytest.raises(SpecError) as info:
        load_ruleset_from(duel_copy)
    assert str(info.value) == (f"{display_path(path)}:6:25: 'play last card' is not part of 7 Wonders Duel; "
                               "its engine cannot interpret it")


def test_a_trigger_duel_does_not_interpret(duel_copy: Path):
    game = duel_copy / "game.toml"
    without_effects_table(game)
    game.write_text(game.read_text(encoding="utf-8").replace(
        'card = ["always", "when_built", "at_end"]', 'card = ["always", "when_built", "at_end", "at_end_of_age"]'),
        encoding="utf-8")
    path = duel_copy / "age_I.wdl"
    text = path.read_text(encoding="utf-8")
    clause = "  at end of age: play last card\n"
    path.write_text(text.replace("  always: produce wood\n", "  always: produce wood\n" + clause, 1), encoding="utf-8")
    with pytest.raises(SpecError) as info:
        load_ruleset_from(duel_copy)
    assert str(info.value) == (f"{display_path(path)}:7:3: 'at end of age' is not part of 7 Wonders Duel; "
                               "its engine cannot interpret it")
