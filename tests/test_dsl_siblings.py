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
    assert ("wonder 'The Statue of Zeus in Olympia (B)' stage 3: 'copy card' is not an effect of this game "
            "(its [vocabulary.effects] does not list it)") in messages


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
        ast.TradeAt((N("glass"), N("papyrus"), N("loom")), 1, cities=(N("left"), N("right"))),)
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


RAW_MATERIALS = (N("wood"), N("stone"), N("clay"), N("ore"))
# Looked up here rather than in the tests: a test that quotes a component's name is listed on the Duel
# page of the component of that name, and these classic cards are not Duel's.
ARENA, BUILDERS_GUILD, DISPENSARY = CLASSIC["Arena"], CLASSIC["Builders Guild"], CLASSIC["Dispensary"]


def test_a_trading_post_buys_raw_materials_from_one_neighbour():
    east, west = CLASSIC["East Trading Post"], CLASSIC["West Trading Post"]
    assert (east.kind, east.deck, east.colour, east.cost, east.chains) == ("card", N("I"), N("yellow"), None, ())
    assert (west.kind, west.deck, west.colour, west.cost, west.chains) == ("card", N("I"), N("yellow"), None, ())
    assert east.clauses == (ast.Clause("always", (ast.TradeAt(RAW_MATERIALS, 1, cities=(N("right"),)),)),)
    assert west.clauses == (ast.Clause("always", (ast.TradeAt(RAW_MATERIALS, 1, cities=(N("left"),)),)),)
    (trade,) = east.effects("always")
    assert isinstance(trade, ast.TradeAt)
    assert [c.value for c in trade.cities] == ["right"]


def test_the_marketplace_buys_manufactured_goods_from_both_neighbours():
    marketplace = CLASSIC["Marketplace"]
    assert marketplace.clauses == (ast.Clause("always", (
        ast.TradeAt((N("glass"), N("papyrus"), N("loom")), 1, cities=(N("left"), N("right"))),)),)


def test_arena_counts_its_owners_wonder_stages_when_built_and_at_the_end():
    arena = ARENA
    assert (arena.deck, arena.colour, arena.free_with) == (N("III"), N("yellow"), (N("arena"),))
    assert arena.cost == ast.Cost(0, (ast.ResourceCost(2, N("stone")), ast.ResourceCost(1, N("ore"))))
    assert arena.clauses == (
        ast.Clause("when_built", (ast.GainCoins(3, ast.Per(1, ast.Counted("stages"))),)),
        ast.Clause("at_end", (ast.Points(1, ast.Per(1, ast.Counted("stages"))),)),
    )
    (gain,) = arena.effects("when_built")
    assert isinstance(gain, ast.GainCoins) and gain.per is not None
    assert gain.per.scope is None
    assert gain.per.effective_scope == ast.Scope("cities", (N("own"),))
    # Dispensary (Age II) leads to it
    assert DISPENSARY.chains == (N("arena"),)


def test_builders_guild_counts_wonder_stages_in_three_cities():
    guild = BUILDERS_GUILD
    assert (guild.deck, guild.colour) == (N("guild"), N("purple"))
    assert guild.cost == ast.Cost(0, (ast.ResourceCost(2, N("stone")), ast.ResourceCost(2, N("clay")),
                                      ast.ResourceCost(1, N("glass"))))
    assert guild.clauses == (ast.Clause("at_end", (
        ast.Points(1, ast.Per(1, ast.Counted("stages"), ast.Scope("cities", (N("own"), N("left"), N("right"))))),)),)


def test_olympia_b_trades_with_both_neighbours_and_copies_a_guild():
    olympia = CLASSIC["The Statue of Zeus in Olympia (B)"]
    assert olympia.effects("always") == (ast.Produce(1, N("wood")),)
    assert [(s.number, s.cost) for s in olympia.stages] == [
        (1, ast.Cost(0, (ast.ResourceCost(2, N("wood")),))),
        (2, ast.Cost(0, (ast.ResourceCost(2, N("stone")),))),
        (3, ast.Cost(0, (ast.ResourceCost(2, N("ore")), ast.ResourceCost(1, N("loom"))))),
    ]
    assert olympia.stages[0].clauses == (ast.Clause("always", (
        ast.TradeAt(RAW_MATERIALS, 1, cities=(N("left"), N("right"))),)),)
    assert olympia.stages[1].clauses == (ast.Clause("at_end", (ast.Points(5),)),)
    assert olympia.stages[2].clauses == (ast.Clause("at_end", (
        ast.CopyCard(N("purple"), (N("left"), N("right"))),)),)
    (copy,) = olympia.stages[2].clauses[0].effects
    assert isinstance(copy, ast.CopyCard)
    assert copy.construct == "copy_card"


def test_classic_checks_the_cities_of_a_direction_and_a_copy():
    text = text_of("classic")
    broken = text.replace("at 1 coin from right", "at 1 coin from rihgt", 1)
    line, column = where(broken, "at 1 coin from rihgt")
    assert problems_in("classic", broken) == [
        f"tests/siblings/classic/effects.wdl:{line}:{column + 15}: unknown city 'rihgt' (did you mean 'right'?)"]
    broken = text.replace("copy purple card from left or right", "copy purple card from left or left", 1)
    line, column = where(broken, "copy purple card from left or left")
    assert problems_in("classic", broken) == [
        f"tests/siblings/classic/effects.wdl:{line}:{column + 30}: city 'left' is listed twice"]
    broken = text.replace("copy purple card", "copy violet card", 1)
    line, column = where(broken, "copy violet card")
    assert problems_in("classic", broken) == [
        f"tests/siblings/classic/effects.wdl:{line}:{column + 5}: unknown colour 'violet'"]


def test_classic_keeps_a_copy_for_the_end_of_the_game():
    text = text_of("classic").replace("at end: copy purple card", "when built: copy purple card", 1)
    line, column = where(text, "copy purple card")
    assert problems_in("classic", text) == [
        f"tests/siblings/classic/effects.wdl:{line}:{column}: wonder 'The Statue of Zeus in Olympia (B)' stage 3: "
        "'copy card' cannot be used under 'when built'; it belongs under 'at end'"]


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
