"""What Leaders brought to the effect language and to the 7 Wonders engine: the component kind
``leader``, and the count ``per set of COLOUR, COLOUR and COLOUR cards`` (effect.per_set), with their
text, their checks at file:line:column and their meaning; and the engine's counts, which refuse what
it cannot count where it is written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.classic.ruleset import load_ruleset
from oracle.classic.scoring import city_score
from oracle.dsl.english import component_english
from oracle.dsl.parser import parse_text
from oracle.dsl.printer import component_text
from oracle.dsl.validate import validate
from oracle.errors import SpecError
from oracle.resources import spec_dir
from tests.classic_leaders.support import game, index, start
from tests.spec_edits import rewrite

JUSTINIAN = ('leader "Justinian" {\n  colour white\n  cost 3 coins\n'
             '  at end: 3 points per set of blue, red and green cards\n}\n')


def test_a_leader_and_a_set_count_print_back_as_written_and_read_in_english():
    (c,) = parse_text(JUSTINIAN, "x.wdl").components
    assert c.kind == "leader" and c.cost is not None and c.cost.coins == 3
    (effect,) = c.clauses[0].effects
    assert effect.per.counted.kind == "sets"
    assert [n.value for n in effect.per.counted.names] == ["blue", "red", "green"]
    assert component_text(c) + "\n" == JUSTINIAN
    assert component_english(c, facts=True) == [
        "A leader: a white card, recruited into the city for 3 coins (never for resources).",
        "At the end of the game, it is worth 3 victory points for each complete set of a blue, a red and a green "
        "card in its owner's city."]


@pytest.mark.parametrize(("count", "message"), [
    ("per set of blue cards", "x.wdl:4:35: unexpected 'cards'; expected ',', 'and'"),   # two colours or more
    ("per set of blue, blue and red cards", "x.wdl:4:36: colour 'blue' is listed twice"),
    ("per set of blue and pink cards", "x.wdl:4:39: unknown colour 'pink'"),
])
def test_a_set_count_is_checked_against_the_vocabulary_where_it_stands(count: str, message: str):
    assert one_problem(f"at end: 1 point {count}").startswith(message)


def one_problem(line: str) -> str:
    """The one problem Leaders' vocabulary finds in a leader whose fourth line (x.wdl:4) is ``line``."""
    rules = load_ruleset(None, "leaders")
    text = f'leader "X" {{\n  colour white\n  cost 1 coin\n  {line}\n}}\n'
    with pytest.raises(SpecError) as caught:
        validate(list(parse_text(text, "x.wdl").components), rules.spec.vocabulary, "game.toml")
    assert len(caught.value.problems) == 1
    return str(caught.value.problems[0])


def with_structures(g, s, seat: int, built: list[str]):
    cities = list(s.cities)
    cities[seat] = cities[seat]._replace(structures=tuple(index(g, n) for n in built), coins=0)
    return s._replace(cities=tuple(cities))


@pytest.mark.parametrize(("built", "points"), [
    # two blue, one red, three green: one complete set
    (["Justinian", "Baths", "Altar", "Stockade", "Apothecary", "Workshop", "Scriptorium"], 3),
    (["Justinian", "Baths", "Stockade", "Barracks", "Apothecary", "Altar", "Workshop"], 6),
    (["Justinian", "Baths", "Altar", "Apothecary"], 0),     # no red card: no set
    # one card of each of the seven colours
    (["Plato", "Lumber Yard", "Loom", "Baths", "Apothecary", "Tavern", "Stockade", "Builders Guild"], 7),
    (["Plato", "Lumber Yard", "Loom", "Baths", "Apothecary", "Tavern", "Stockade"], 0),    # no guild
])
def test_a_set_counts_the_complete_sets_of_one_card_of_each_colour(built: list[str], points: int):
    g = game(3)
    s = with_structures(g, start(g, [["Croesus", "Cleopatra", "Caesar", "Sappho"],
                                     ["Euclid", "Hannibal", "Midas", "Pericles"],
                                     ["Zenobia", "Nefertiti", "Hiram", "Varro"]]), 1, built)
    assert city_score(g.rules, s, 1)["leaders"] == points


def test_another_game_refuses_a_set_count_when_its_spec_is_loaded(tmp_path: Path):
    from oracle.duel.ruleset import load_ruleset_from

    folder = tmp_path / "duel"
    shutil.copytree(spec_dir("duel"), folder)
    rewrite(folder / "guilds.wdl", "at end: 1 point per yellow card in the city with the most",
            "at end: 1 point per set of yellow and blue cards in the city with the most")
    with pytest.raises(SpecError) as caught:
        load_ruleset_from(folder)
    assert "'per set of cards' is not part of 7 Wonders Duel" in str(caught.value)


def test_7_wonders_refuses_a_count_its_engine_does_not_make_where_it_is_written(tmp_path: Path):
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    path = folder / "guilds.wdl"
    rewrite(path, "at end: 1 point per wonder stage in own, left and right cities",
            "at end: 1 point per wonder in own, left and right cities")
    line = next(i for i, x in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "per wonder in" in x)
    with pytest.raises(SpecError) as caught:
        load_ruleset(str(folder))
    (problem,) = caught.value.problems
    assert (problem.line, problem.message) == (line, "Builders Guild: 7 Wonders counts no 'wonders'; its counts "
                                                     "are cards, sets of cards, wonder stages, pieces and coins")


ARISTOTLE = 'leader "Aristotle" {\n  cost 3 coins\n  at end: 3 extra points per science set\n}\n'


def test_a_bonus_on_science_sets_prints_back_as_written_and_reads_in_english():
    (c,) = parse_text(ARISTOTLE, "x.wdl").components
    assert component_text(c) + "\n" == ARISTOTLE
    assert component_english(c)[-1] == ("At the end of the game, each set of different science symbols its owner "
                                        "scores is worth 3 victory points more.")


@pytest.mark.parametrize(("built", "science"), [
    # two sets of the three symbols: 4 + 4 + 4 for the symbols, and 2 sets of 7 + 3
    (["Aristotle", "Apothecary", "Workshop", "Scriptorium", "Dispensary", "Laboratory", "Library"], 12 + 20),
    (["Apothecary", "Workshop", "Scriptorium", "Dispensary", "Laboratory", "Library"], 12 + 14),   # without him
    (["Aristotle", "Apothecary", "Dispensary"], 4),        # no set: nothing more
])
def test_a_bonus_on_science_sets_adds_to_each_set_scored(built: list[str], science: int):
    g = game(3)
    s = with_structures(g, start(g, [["Croesus", "Cleopatra", "Caesar", "Sappho"],
                                     ["Euclid", "Hannibal", "Midas", "Pericles"],
                                     ["Zenobia", "Nefertiti", "Hiram", "Varro"]]), 0, built)
    sheet = city_score(g.rules, s, 0)
    assert sheet["science"] == science and sheet["leaders"] == 0


def test_a_symbol_of_choice_is_chosen_with_the_bonus_counted():
    """Two compasses, two gears and a symbol of the Scientists Guild's choice: without a bonus a third
    compass scores 9 + 4 = 13 as well as a tablet (4 + 4 + 1 + 7 = 16): the tablet is best either way, and
    with Aristotle the set is worth 10: 4 + 4 + 1 + 10 = 19."""
    g = game(3)
    dealt = [["Croesus", "Cleopatra", "Caesar", "Sappho"], ["Euclid", "Hannibal", "Midas", "Pericles"],
             ["Zenobia", "Nefertiti", "Hiram", "Varro"]]
    built = ["Apothecary", "Dispensary", "Workshop", "Laboratory", "Scientists Guild"]
    assert city_score(g.rules, with_structures(g, start(g, dealt), 0, built), 0)["science"] == 16
    assert city_score(g.rules, with_structures(g, start(g, dealt), 0, ["Aristotle", *built]), 0)["science"] == 19


def test_another_game_refuses_a_bonus_on_science_sets():
    from oracle.duel.ruleset import load_ruleset as load_duel

    text = 'card "X" {\n  deck I\n  colour blue\n  at end: 3 extra points per science set\n}\n'
    with pytest.raises(SpecError) as caught:
        validate(list(parse_text(text, "x.wdl").components), load_duel().vocabulary, "game.toml")
    assert "x.wdl:4:11: card 'X': 'science set bonus' is not an effect of this game" in str(caught.value)


@pytest.mark.parametrize(("old", "new", "message"), [
    ('passing = "right"', 'passing = "up"', "leaders.passing is left or right, not 'up'"),
    ("dealt = 4 ", "dealt = 0 ", "leaders.dealt"),
    ("sell_coins = 3 ", "sell_coins = -3 ", "leaders.sell_coins"),
    ("sell_coins = 3 ", "sell_coins = 3\nbonus = 1 ", "[leaders] has no key 'bonus'"),
])
def test_a_wrong_value_of_the_leaders_table_is_one_problem_at_its_line(tmp_path: Path, old: str, new: str,
                                                                       message: str):
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    path = folder / "variants" / "leaders" / "game.toml"
    rewrite(path, old, new)
    with pytest.raises(SpecError) as caught:
        load_ruleset(str(folder), "leaders")
    (problem,) = caught.value.problems
    key = new.splitlines()[-1].split(" =")[0]
    line = next(i for i, x in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if x.startswith(key + " ="))
    assert problem.file.endswith("game.toml") and problem.line == line and message in problem.message


# ---- the standing powers and the events of the city (effect.discount, effect.build_any_free,
# effect.redirect_piece, effect.bank_buy, effect.whenever) ---------------------------------------------

STANDING = {
    "Archimedes": ("always: discount 1 resource on green cards",
                   "As long as its owner has it, each green card its owner builds afterwards costs 1 resource "
                   "unit less, the owner choosing which units."),
    "Imhotep": ("always: discount 1 resource on wonders",
                "As long as its owner has it, each stage of its wonder its owner builds afterwards costs 1 "
                "resource unit less, the owner choosing which units."),
    "Maecenas": ("always: build any white card free",
                 "As long as its owner has it, each white card its owner builds costs them nothing, neither "
                 "resources nor coins."),
    "Tomyris": ("always: redirect defeat_token to winner",
                "As long as its owner has it, a defeat token its owner would take for losing a conflict goes to "
                "the player who beat them instead."),
    "Bilkis": ("always: buy 1 resource from the bank for 1 coin each turn",
               "As long as its owner has it, in each of its owner's builds, one unit of any resource the build "
               "still lacks may be bought from the bank for 1 coin each, paid to the bank."),
    "Hatshepsut": ("whenever buying from left: gain 1 coin",
                   "Each time its owner buys resources from the left neighbour, its owner takes 1 coin from the "
                   "bank."),
    "Nero": ("whenever taking victory_token: gain 2 coins",
             "Each time its owner takes a victory token, its owner takes 2 coins from the bank."),
    "Xenophon": ("whenever building yellow cards: gain 2 coins",
                 "Each time its owner builds a yellow card, its owner takes 2 coins from the bank."),
}


@pytest.mark.parametrize("leader", sorted(STANDING))
def test_a_standing_power_or_an_event_prints_back_as_written_and_reads_in_english(leader: str):
    from oracle.dsl.english import wording

    rules = load_ruleset(None, "leaders")
    line, english = STANDING[leader]
    (c,) = [c for c in rules.spec.others if c.name == leader]
    assert line in component_text(c).splitlines()[3:][0]
    text = f'leader "{leader}" {{\n  colour white\n  cost 1 coin\n  {line}\n}}\n'
    (parsed,) = parse_text(text, "x.wdl").components
    assert component_text(parsed) + "\n" == text
    with wording(rules.spec.vocabulary.wording):
        assert english in component_english(parsed, facts=True)


@pytest.mark.parametrize(("line", "message"), [
    ("always: build any pink card free", "x.wdl:4:21: unknown colour 'pink'"),
    ("always: build any red or red card free", "x.wdl:4:28: colour 'red' is listed twice"),
    ("always: redirect victory to winner", "x.wdl:4:20: unknown piece 'victory'"),
    ("always: buy 0 resources from the bank for 1 coin each turn",
     "x.wdl:4:11: a number of resources must be at least 1, not 0"),
    ("always: buy 1 resource from the bank for 0 coins each turn", "x.wdl:4:11: a price must be at least 1, not 0"),
    ("when built: buy 1 resource from the bank for 1 coin each turn",
     "x.wdl:4:15: leader 'X': 'bank buy' cannot be used under 'when built'; it belongs under 'always'"),
    ("whenever taking coin_token: gain 1 coin", "x.wdl:4:19: unknown piece 'coin_token' (did you mean "
                                                "'victory_token'?)"),
    ("whenever buying from up: gain 1 coin", "x.wdl:4:24: unknown city 'up'"),
    ("whenever building pink cards: gain 1 coin", "x.wdl:4:21: unknown colour 'pink'"),
    ("when built: discount 1 resource on red cards", "x.wdl:4:15: leader 'X': 'discount' cannot be used under "
                                                     "'when built'; it belongs under 'always'"),
])
def test_a_standing_power_or_an_event_is_checked_where_it_stands(line: str, message: str):
    assert one_problem(line).startswith(message)


def test_the_base_game_and_duel_refuse_the_leaders_powers(tmp_path: Path):
    from oracle.duel.ruleset import load_ruleset as load_duel

    text = 'card "X" {\n  colour blue\n  cost 1 coin\n  always: build any purple card free\n}\n'
    for vocabulary in (load_ruleset(None, "standard").spec.vocabulary, load_duel().vocabulary):
        with pytest.raises(SpecError) as caught:
            validate(list(parse_text(text, "x.wdl").components), vocabulary, "game.toml")
        assert "x.wdl:4:11: card 'X': 'build any free' is not an effect of this game" in str(caught.value)
    text = 'card "X" {\n  colour blue\n  cost 1 coin\n  always: buy 1 resource from the bank for 1 coin each turn\n}\n'
    for vocabulary in (load_ruleset(None, "standard").spec.vocabulary, load_duel().vocabulary):
        with pytest.raises(SpecError) as caught:
            validate(list(parse_text(text, "x.wdl").components), vocabulary, "game.toml")
        assert "x.wdl:4:11: card 'X': 'bank buy' is not an effect of this game" in str(caught.value)
