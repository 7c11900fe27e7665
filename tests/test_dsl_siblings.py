"""The effect language states effects of the other games of the family.

``tests/siblings/classic`` (7 Wonders, first edition) holds a vocabulary (``game.toml``) and a
sample of components (``effects.wdl``).  Nothing interprets them yet: they must parse, validate
against their own vocabulary, and give the syntax trees checked below.  (7 Wonders Architects has
its whole spec in ``spec/architects``, pinned by ``tests/test_architects_spec.py``.)
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from oracle.dsl import ast
from oracle.dsl.parser import parse_file, parse_text
from oracle.dsl.printer import print_spec
from oracle.dsl.validate import validate
from oracle.dsl.vocabulary import Vocabulary
from oracle.errors import SpecError
from oracle.resources import spec_dir

SIBLINGS = Path(__file__).resolve().parent / "siblings"
N = ast.Name


def vocabulary(game: str) -> Vocabulary:
    path = SIBLINGS / game / "game.toml"
    return Vocabulary.from_toml(tomllib.loads(path.read_text(encoding="utf-8")), f"tests/siblings/{game}/game.toml")


def components(game: str) -> dict[str, ast.Component]:
    spec = parse_file(SIBLINGS / game / "effects.wdl")
    return {c.name: c for c in spec.components}


def text_of(game: str) -> str:
    return (SIBLINGS / game / "effects.wdl").read_text(encoding="utf-8")


def problems_in(game: str, text: str) -> list[str]:
    with pytest.raises(SpecError) as info:
        validate(parse_text(text, f"tests/siblings/{game}/effects.wdl").components, vocabulary(game),
                 f"tests/siblings/{game}/game.toml", check_counts=False)
    return [str(p) for p in info.value.problems]


def where(text: str, needle: str) -> tuple[int, int]:
    """1-based line and column of the first ``needle`` in ``text``."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


CLASSIC = components("classic")


# ---- the file as a whole -----------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["classic"])
def test_the_sample_validates_against_its_own_vocabulary(game: str):
    spec = parse_file(SIBLINGS / game / "effects.wdl")
    assert spec.path == f"tests/siblings/{game}/effects.wdl"
    assert validate(spec.components, vocabulary(game), f"tests/siblings/{game}/game.toml", check_counts=False) is None


@pytest.mark.parametrize("game", ["classic"])
def test_the_sample_round_trips_through_the_printer(game: str):
    spec = parse_file(SIBLINGS / game / "effects.wdl")
    text = print_spec(spec.components)
    assert parse_text(text).components == spec.components
    assert print_spec(parse_text(text).components) == text


@pytest.mark.parametrize("game", ["classic"])
def test_the_sibling_vocabularies_have_no_counts(game: str):
    assert vocabulary(game).counts == {}


def test_the_classic_vocabulary():
    v = vocabulary("classic")
    assert v.resources == ("wood", "stone", "clay", "ore", "glass", "papyrus", "loom")
    assert v.science_symbols == ("compass", "gear", "tablet")
    assert v.cities == ("own", "left", "right")
    assert v.decks == ("I", "II", "III", "guild")
    assert v.triggers["wonder"] == ("always", "when_built", "at_end", "at_end_of_turn", "at_end_of_age",
                                    "once_per_age")
    assert v.triggers["card"] == ("always", "when_built", "at_end")


def test_the_classic_sample_is_not_valid_duel():
    duel_toml = spec_dir("duel") / "game.toml"
    duel = Vocabulary.from_toml(tomllib.loads(duel_toml.read_text(encoding="utf-8")), "spec/duel/game.toml")
    with pytest.raises(SpecError) as info:
        validate(tuple(CLASSIC.values()), duel, "spec/duel/game.toml", check_counts=False)
    messages = [p.message for p in info.value.problems]
    assert "unknown resource 'ore'" in messages
    assert "unknown resource 'loom'" in messages
    assert "unknown science symbol 'compass'" in messages
    assert "unknown city 'left'" in messages


# ---- 7 Wonders (classic) ----------------------------------------------------------------------------


def test_vineyard_counts_brown_cards_in_three_cities_when_built():
    vineyard = CLASSIC["Vineyard"]
    assert (vineyard.kind, vineyard.deck, vineyard.colour, vineyard.cost) == ("card", N("II"), N("yellow"), None)
    (clause,) = vineyard.clauses
    assert clause.trigger == "when_built"
    (gain,) = clause.effects
    assert isinstance(gain, ast.GainCoins)
    assert gain.amount == 1
    assert gain.per is not None
    assert gain.per.every == 1
    assert gain.per.counted == ast.Counted("cards", (N("brown"),))
    assert gain.per.scope is not None
    assert gain.per.scope.kind == "cities"
    assert gain.per.scope.cities == (N("own"), N("left"), N("right"))


def test_scientists_guild_chooses_a_symbol_at_the_end():
    guild = CLASSIC["Scientists Guild"]
    assert (guild.deck, guild.colour) == (N("guild"), N("purple"))
    assert guild.cost == ast.Cost(0, (ast.ResourceCost(2, N("wood")), ast.ResourceCost(2, N("ore")),
                                      ast.ResourceCost(1, N("papyrus"))))
    assert [c.trigger for c in guild.clauses] == ["at_end"]
    (choice,) = guild.effects("at_end")
    assert isinstance(choice, ast.ScienceChoice)
    assert choice.options == (N("compass"), N("gear"), N("tablet"))
    assert len(choice.options) == 3


def test_babylon_b_plays_the_last_card_of_each_age():
    babylon = CLASSIC["The Hanging Gardens of Babylon (B)"]
    assert babylon.kind == "wonder"
    assert babylon.effects("always") == (ast.Produce(1, N("clay")),)
    assert [s.number for s in babylon.stages] == [1, 2, 3]
    stage = babylon.stages[1]
    assert stage.cost == ast.Cost(0, (ast.ResourceCost(2, N("wood")), ast.ResourceCost(1, N("glass"))))
    (clause,) = stage.clauses
    assert clause.trigger == "at_end_of_age"
    assert clause.effects == (ast.PlayLastCard(),)
    assert isinstance(clause.effects[0], ast.PlayLastCard)
    assert babylon.stages[0].cost == ast.Cost(0, (ast.ResourceCost(1, N("clay")), ast.ResourceCost(1, N("loom"))))
    assert babylon.stages[2].clauses[0].trigger == "at_end"
    assert isinstance(babylon.stages[2].clauses[0].effects[0], ast.ScienceChoice)


def test_olympia_a_builds_free_once_per_age():
    olympia = CLASSIC["The Statue of Zeus in Olympia (A)"]
    stage = olympia.stages[1]
    assert stage.number == 2
    assert stage.cost == ast.Cost(0, (ast.ResourceCost(2, N("stone")),))
    assert stage.clauses == (ast.Clause("once_per_age", (ast.BuildFree(),)),)
    assert [s.clauses[0].effects for s in (olympia.stages[0], olympia.stages[2])] == [
        (ast.Points(3),), (ast.Points(7),)]


def test_halicarnassus_a_builds_from_the_discard_at_the_end_of_the_turn():
    mausoleum = CLASSIC["The Mausoleum of Halicarnassus (A)"]
    stage = mausoleum.stages[1]
    assert stage.number == 2
    assert stage.cost == ast.Cost(0, (ast.ResourceCost(3, N("ore")),))
    (clause,) = stage.clauses
    assert clause.trigger == "at_end_of_turn"
    assert clause.effects == (ast.BuildFromDiscard(),)
    assert mausoleum.stages[2].cost == ast.Cost(0, (ast.ResourceCost(2, N("loom")),))


def test_more_classic_effects():
    assert CLASSIC["Marketplace"].effects("always") == (
        ast.TradeAt((N("glass"), N("papyrus"), N("loom")), 1),)
    assert CLASSIC["Workers Guild"].effects("at_end") == (
        ast.Points(1, ast.Per(1, ast.Counted("cards", (N("brown"),)), ast.Scope("cities", (N("left"), N("right"))))),)
    assert CLASSIC["Strategists Guild"].effects("at_end") == (
        ast.Points(1, ast.Per(1, ast.Counted("piece", (N("defeat_token"),)),
                              ast.Scope("cities", (N("left"), N("right"))))),)
    assert CLASSIC["Shipowners Guild"].effects("at_end")[0].per.counted.names == (  # type: ignore[attr-defined]
        N("brown"), N("grey"), N("purple"))
    assert CLASSIC["The Temple of Artemis in Ephesus (A)"].stages[1].clauses == (
        ast.Clause("when_built", (ast.GainCoins(9),)),)
    assert CLASSIC["Tree Farm"].effects("always") == (ast.ProduceChoice((N("wood"), N("clay"))),)
    # chains run from Age I to Age II to Age III
    assert (CLASSIC["Marketplace"].chains, CLASSIC["Caravansery"].free_with) == ((N("caravansery"),),
                                                                                 (N("caravansery"),))
    assert (CLASSIC["Caravansery"].chains, CLASSIC["Lighthouse"].free_with) == ((N("lighthouse"),),
                                                                                (N("lighthouse"),))


def test_classic_still_catches_an_unknown_word():
    text = text_of("classic")
    needle = "cost 2 wood, 2 ore, papyrus"
    broken = text.replace(needle, "cost 2 wood, 2 ore, papirus", 1)
    line, column = where(text, needle)
    assert problems_in("classic", broken) == [
        f"tests/siblings/classic/effects.wdl:{line}:{column + 20}: unknown resource 'papirus' "
        "(did you mean 'papyrus'?)"]


def test_classic_rejects_a_duel_symbol():
    text = text_of("classic").replace("science one of compass / gear / tablet", "science one of compass / law", 1)
    line, column = where(text, "science one of compass / law")
    assert problems_in("classic", text) == [
        f"tests/siblings/classic/effects.wdl:{line}:{column + 25}: unknown science symbol 'law'"]


def test_classic_rejects_a_progress_token_draw():
    text = 'wonder "W" {\n  when built: take 1 of 3 progress tokens from box\n}\n'
    assert problems_in("classic", text) == [
        "tests/siblings/classic/effects.wdl:2:48: unknown place to draw progress tokens from 'box'"]


def test_the_sibling_files_name_no_machine_path():
    """Where the facts come from is said in words; no file names a folder of some machine."""
    machine_path = re.compile(r"(?<![\w.])/(?:" + "|".join(["work", "farm", "home", "root", "tmp", "Users"]) + r")/")
    for path in sorted(SIBLINGS.rglob("*")):
        if path.is_file():
            assert not machine_path.search(path.read_text(encoding="utf-8")), path.name
