"""7 Wonders: Leaders for the 2020 edition (variant edition2020_leaders, being built): the 2020 edition with
the Leaders applied on top, and what the 2020 box changes: no guild of the first edition's box
(leaders.guilds_2020), Roma by Day and Night (leaders.roma), Plato's cost and Roma Night's second stage
each a ruling with a rule option for the other reading."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.state import leader_cards
from oracle.classic.ruleset import load_ruleset
from oracle.errors import InvalidRecordError, SpecError
from oracle.resources import spec_dir
from tests.classic_leaders.support import ended_keeping_invariants
from tests.spec_edits import line_with, rewrite

VARIANT = "edition2020_leaders"


def _game(players: int = 3, **options: str) -> Game:
    return Game.load(VARIANT, players, rule_options=tuple(options.items()))


def _stage_cost(g: Game, side: str, stage: int) -> tuple[int, ...]:
    return g.rules.boards[g.rules.board_index(side)].stages[stage - 1].cost


def test_the_ruleset_plays_the_2020_edition_with_the_leaders():
    g = _game()
    assert g.rules.spec.title == "7 Wonders: Leaders (2020 edition)"
    assert g.rules.spec.starting_coins == 6
    assert sorted(g.rules.spec.boards) == ["Abu Simbel", "Alexandria", "Babylon", "Ephesus", "Giza",
                                           "Halicarnassus", "Olympia", "Rhodes", "Roma"]
    assert g.rules.spec.boards["Roma"] == ("Roma Day", "Roma Night")
    assert g.rules.spec.boards["Olympia"] == ("Olympia Day", "Olympia Night")
    # the 2020 edition's cards, not the first edition's
    assert "Well" in {c.name for c in g.rules.cards} and "Pawnshop" not in {c.name for c in g.rules.cards}


def test_no_guild_of_the_first_editions_box_joins_the_pool():
    """leaders.guilds_2020: Age III draws from the 2020 edition's ten guilds."""
    g = _game()
    assert sorted(g.rules.cards[c].name for c in g.rules.guilds) == [
        "Builders Guild", "Craftsmens Guild", "Decorators Guild", "Magistrates Guild", "Philosophers Guild",
        "Scientists Guild", "Shipowners Guild", "Spies Guild", "Traders Guild", "Workers Guild"]
    assert not {"Courtesans Guild", "Diplomats Guild", "Roma A", "Roma B"} & (
        {c.name for c in g.rules.cards} | {b.name for b in g.rules.boards})


def test_platos_cost_is_the_2020_lists_unless_the_option_says_the_printed_first_edition():
    """Ruling leaders.plato_cost_2020: 3 coins; plato_cost_2e = four restores the first edition's 4."""
    plato = {g: g.rules.cards[g.rules.card_index("Plato")].coins
             for g in (_game(), _game(plato_cost_2e="four"), Game.load("leaders", 3))}
    assert list(plato.values()) == [3, 4, 4]
    assert _game().rules.option("plato_cost_2e") == "three"


def test_roma_night_second_stage_costs_glass_unless_the_option_says_loom():
    """Ruling leaders.roma_night_stage2: glass, stone and clay; loom with roma_night_stage2_good = loom.
    Costs in the order wood, stone, clay, ore, glass, papyrus, loom."""
    assert _stage_cost(_game(), "Roma Night", 2) == (0, 1, 1, 0, 1, 0, 0)
    assert _stage_cost(_game(roma_night_stage2_good="loom"), "Roma Night", 2) == (0, 1, 1, 0, 0, 0, 1)
    assert _stage_cost(_game(), "Roma Night", 3) == (0, 2, 0, 0, 0, 1, 0)
    assert _stage_cost(_game(), "Roma Day", 2) == (0, 2, 1, 0, 0, 0, 1)


# the coins at the end depend on the whole deck of leaders dealt from, and on the boards dealt
@pytest.mark.parametrize(("players", "seed", "coins"), [(3, 0, [15, 9, 58]), (7, 1, [25, 80, 36, 38, 48, 21, 61])])
def test_random_games_end_with_every_invariant_kept(players: int, seed: int, coins: list[int]):
    state = ended_keeping_invariants(_game(players), seed)
    assert [c.coins for c in state.cities] == coins


STANDARD = {"Alexander", "Amytis", "Archimedes", "Aristotle", "Bilkis", "Caesar", "Cleopatra", "Croesus", "Euclid",
            "Hammurabi", "Hannibal", "Hiram", "Hypatia", "Imhotep", "Justinian", "Leonidas", "Maecenas", "Midas",
            "Nebuchadnezzar", "Nefertiti", "Nero", "Pericles", "Phidias", "Plato", "Praxiteles", "Ptolemy",
            "Pythagoras", "Ramses", "Sappho", "Solomon", "Varro", "Vitruvius", "Xenophon", "Zenobia"}


def test_the_standard_and_expert_packs_are_dealt_unless_the_option_says_the_standard_alone():
    """leaders.packs, ruling leaders.packs_2020: both packs by default; leader_packs = standard deals the 34
    leaders of the Standard pack, and a record naming a leader of another pack is refused at its path."""
    g, standard = _game(7), _game(7, leader_packs="standard")
    every = {c.name for c in g.rules.cards if c.kind == "leader"}
    assert {g.rules.cards[c].name for c in leader_cards(g.rules)} == every
    assert {"Hatshepsut", "Tomyris"} <= every - STANDARD
    assert {standard.rules.cards[c].name for c in leader_cards(standard.rules)} == STANDARD
    state = standard.new_game(seed=3)
    dealt = {standard.rules.cards[c].name for hand in state.setup.parts[0].dealt for c in hand}
    assert len(dealt) == 28 and dealt <= STANDARD
    record = standard.record_to_json(standard.record(state.setup, []))
    record["setup"]["leaders"]["dealt"][0][0] = "Tomyris"
    with pytest.raises(InvalidRecordError) as caught:
        standard.record_from_json(record)
    assert caught.value.path == "$.setup.leaders.dealt[0][0]"
    assert "Tomyris" in str(caught.value)


def test_a_leader_in_no_pack_or_a_reading_naming_no_pack_is_one_problem_at_its_line(tmp_path: Path):
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    toml = folder / "variants" / "edition2020_leaders" / "game.toml"
    rewrite(toml, '  "Hatshepsut", "Tomyris",', '  "Hatshepsut",')
    with pytest.raises(SpecError) as caught:
        load_ruleset(str(folder), "edition2020_leaders")
    assert [p.message for p in caught.value.problems] == ["leaders.packs: the leader Tomyris is in no pack"]
    rewrite(toml, '  "Hatshepsut",', '  "Hatshepsut", "Tomyris",')
    rewrite(toml, 'standard = "Only the leaders', 'standard_and_basic = "Only the leaders')
    with pytest.raises(SpecError) as caught:
        load_ruleset(str(folder), "edition2020_leaders")
    (problem,) = caught.value.problems
    assert problem.line == line_with(toml, "standard_and_basic =")
    assert problem.message == ("the reading standard_and_basic of leader_packs names the pack 'basic', which "
                               "[leaders.packs] does not have; a reading names packs joined by '_and_'")
