"""The effect language's constructs for the Senate, written for Agora: placing, moving and removing
Influence.  Their syntax and printing, their words in the reference and for players, what the
validator refuses (at file:line:col), and that no ruleset gives them a meaning yet: the base game's
spec does not list them, and Agora's spec lists them but its engine is not written, so compiling a
component using one is refused where the construct stands.
"""

from __future__ import annotations

import pytest

from oracle.dsl import ast
from oracle.dsl.english import component_english, effect_english
from oracle.dsl.parser import parse_text
from oracle.dsl.plain import effect_plain, plain_english
from oracle.dsl.printer import component_text, effect_text
from oracle.dsl.validate import validate
from oracle.duel.docs.site import spec_error
from oracle.duel.ruleset import load_ruleset_from
from oracle.errors import SpecError
from oracle.resources import spec_dir

AGORA = load_ruleset_from(spec_dir("duel"), "agora")
BASE = load_ruleset_from(spec_dir("duel"))
KNOSSOS = ('wonder "Knossos" {\n  cost 2 glass, clay, wood, stone\n  when built:\n'
           '    place 1 influence in any chamber\n    move 1 influence\n  at end: 3 points\n}\n')


def effect(text: str) -> ast.Effect:
    return parse_text(f'card "A" {{\n  when built: {text}\n}}\n').components[0].clauses[0].effects[0]


WORDS = [
    ("place 1 influence in left section",
     "its owner puts 1 Influence cube of their supply into a Chamber of the Senate's left section of their choice, "
     "as long as their supply lasts",
     "place 1 Influence cube from your supply in a Chamber of the left section"),
    ("place 2 influence in any chamber",
     "its owner puts 2 Influence cubes of their supply, each into a Chamber of the Senate of their choice, as long "
     "as their supply lasts",
     "place 2 Influence cubes from your supply in any Chamber"),
    ("move 1 influence",
     "its owner may move one of their Influence cubes from its Chamber into an adjacent one",
     "you may move one of your Influence cubes to an adjacent Chamber"),
    ("move 2 influence",
     "its owner may move up to 2 of their Influence cubes, each from its Chamber into an adjacent one",
     "you may move up to 2 of your Influence cubes, each to an adjacent Chamber"),
    ("remove 1 opponent influence",
     "its owner takes 1 Influence cube of the opponent out of the Senate, back to that player's supply, as long "
     "as any is there",
     "remove 1 Influence cube of your opponent from the Senate"),
    ("politician actions in left section",
     "its owner takes one, two or three Senate actions as their blue cards allow, each putting a cube of their "
     "supply into a Chamber of the Senate's left section or moving one of their cubes into an adjacent Chamber; any "
     "of them may be left unused",
     "take 1, 2 or 3 Senate actions as your blue cards allow: each places an Influence cube in a Chamber of the "
     "left section or moves one of yours to an adjacent Chamber"),
]


@pytest.mark.parametrize(("text", "english", "plain"), WORDS, ids=[w[0] for w in WORDS])
def test_each_senate_construct_prints_back_and_says_what_it_does(text: str, english: str, plain: str):
    e = effect(text)
    assert effect_text(e) == text
    assert effect_english(e) == english
    assert effect_plain(e) == plain


def test_a_wonder_using_them_reads_in_order():
    (knossos,) = parse_text(KNOSSOS).components
    assert component_text(knossos) + "\n" == KNOSSOS
    assert " ".join(component_english(knossos, vocabulary=AGORA.vocabulary)) == (
        "When it is built, in this order: its owner puts 1 Influence cube of their supply into a Chamber of the "
        "Senate of their choice, as long as their supply lasts; then its owner may move one of their Influence "
        "cubes from its Chamber into an adjacent one. At the end of the game, it is worth 3 victory points.")
    assert " ".join(plain_english(knossos, vocabulary=AGORA.vocabulary)) == (
        "When built, in this order: place 1 Influence cube from your supply in any Chamber; then you may move one "
        "of your Influence cubes to an adjacent Chamber. Worth 3 victory points.")


def test_agoras_ruleset_gives_them_their_meaning_and_its_spec_holds_knossos():
    assert AGORA.vocabulary.senate_sections == ("left", "middle", "right")
    knossos = AGORA.wonders[AGORA.wonder_index["Knossos"]]
    assert component_text(knossos.source) + "\n" == KNOSSOS.replace(
        "  when built:", "  when drafted: place 1 influence in any chamber\n  when built:")
    assert " ".join(component_english(knossos.source, vocabulary=AGORA.vocabulary)).startswith(
        "When it is picked in the wonder draft, its owner puts 1 Influence cube of their supply into a Chamber of the "
        "Senate of their choice, as long as their supply lasts.")
    assert plain_english(knossos.source, vocabulary=AGORA.vocabulary)[0] == (
        "When drafted: place 1 Influence cube from your supply in any Chamber.")
    assert AGORA.runtime.__name__ == "Runtime[agora]"
    assert all(callable(getattr(AGORA.runtime, m, None))
               for m in ("offer_place_influence", "offer_move_influence", "offer_remove_influence"))


def test_the_base_game_does_not_list_them():
    assert BASE.vocabulary.senate_sections == ()
    assert spec_error(KNOSSOS, BASE).splitlines() == [
        "example.wdl:4:5: wonder 'Knossos': 'place influence' is not an effect of this game (its "
        "[vocabulary.effects] does not list it)",
        "example.wdl:5:5: wonder 'Knossos': 'move influence' is not an effect of this game (its "
        "[vocabulary.effects] does not list it)"]


BAD = [
    ("place 1 influence in centre section", "c.wdl:2:36: unknown section of the Senate 'centre'"),
    ("place 1 influence in rigth section",
     "c.wdl:2:36: unknown section of the Senate 'rigth' (did you mean 'right'?)"),
    ("place 0 influence in left section", "c.wdl:2:15: the number of cubes must be at least 1, not 0"),
    ("move 0 influence", "c.wdl:2:15: the number of cubes must be at least 1, not 0"),
    ("remove 1 neighbour influence", "c.wdl:2:24: unknown city 'neighbour'"),
    ("politician actions in middel section",
     "c.wdl:2:37: unknown section of the Senate 'middel' (did you mean 'middle'?)"),
]


@pytest.mark.parametrize(("text", "message"), BAD, ids=[b[0] for b in BAD])
def test_a_wrong_senate_construct_is_one_problem_where_it_stands(text: str, message: str):
    components = parse_text(f'wonder "A" {{\n  when built: {text}\n}}\n', "c.wdl").components
    with pytest.raises(SpecError) as caught:
        validate(components, AGORA.vocabulary, "game.toml", check_counts=False)
    assert [str(p) for p in caught.value.problems] == [message]


def test_a_game_without_a_senate_refuses_them_where_they_stand():
    from dataclasses import replace

    vocabulary = replace(AGORA.vocabulary, senate_sections=())
    components = parse_text('wonder "A" {\n  when built: move 1 influence\n}\n', "c.wdl").components
    with pytest.raises(SpecError) as caught:
        validate(components, vocabulary, "game.toml", check_counts=False)
    assert [str(p) for p in caught.value.problems] == [
        "c.wdl:2:15: this game has no Senate (its [vocabulary].senate_sections is empty)"]


@pytest.mark.parametrize(("text", "message"), [
    ("discard 3 to 2 accessible cards of structure",
     "c.wdl:2:19: one may discard 2 cards at most, fewer than the 3 owed"),
    ("discard 0 to 0 accessible cards of structure",
     "c.wdl:2:19: the number of cards one may discard must be at least 1, not 0"),
])
def test_a_wrong_count_of_discards_is_one_problem_where_it_stands(text: str, message: str):
    components = parse_text(f'conspiracy "A" {{\n  when triggered: {text}\n}}\n', "c.wdl").components
    with pytest.raises(SpecError) as caught:
        validate(components, AGORA.vocabulary, "game.toml", check_counts=False)
    assert [str(p) for p in caught.value.problems] == [message]
