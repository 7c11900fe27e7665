"""7 Wonders: Leaders for the 2020 edition: the two leaders that change their owner's science at the end,
Enheduanna (a symbol of the kind held most: effect.extra_symbol) and Aganice (a symbol changed into another
kind: effect.change_symbol), with the constructs the effect language gains for them and the rulings on
what the card list leaves open (leaders.extra_symbol_after_choices, leaders.extra_symbol_none_held,
leaders.science_order).

Science in the 2020 edition: compass, gear and tablet; each kind scores the square of its count, and each
set of the three 7 points."""

from __future__ import annotations

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.costs import cost
from oracle.classic.leaders.state import leader_cards
from oracle.classic.ruleset import load_ruleset
from oracle.classic.scoring import _reshapes, city_score, reshaped_science_points, science_points
from oracle.classic.state import State
from oracle.dsl import ast
from oracle.dsl.english import component_english
from oracle.dsl.parser import parse_text
from oracle.dsl.plain import plain_english
from oracle.dsl.printer import component_text
from oracle.dsl.validate import validate
from oracle.errors import SpecError
from tests.classic_leaders.support import ended_keeping_invariants

VARIANT = "edition2020_leaders"

ENHEDUANNA = ('leader "Enheduanna" {\n  colour white\n  cost 4 coins\n'
              '  at end: 1 extra science symbol of the kind held most\n}\n')
AGANICE = ('leader "Aganice" {\n  colour white\n  cost 1/2/3 coins by age\n'
           '  at end: change 1 science symbol to any kind\n}\n')


def _game(players: int = 3, spec: str | None = None) -> Game:
    return Game.load(VARIANT, players, spec=spec)


def _city(g: Game, built: list[str], seat: int = 0, board: str | None = None, stages: int = 0,
          copies: tuple[str, ...] = ()) -> State:
    """A state of ``g`` whose city in ``seat`` holds ``built`` (and ``stages`` stages of ``board``)."""
    s = g.new_game(seed=1)
    cities = list(s.cities)
    city = cities[seat]._replace(structures=tuple(g.rules.card_index(n) for n in built), coins=0, stages=stages,
                                 copies=tuple(g.rules.card_index(n) for n in copies))
    if board is not None:
        city = city._replace(board=g.rules.board_index(board))
    cities[seat] = city
    return s._replace(cities=tuple(cities))


def _science(g: Game, built: list[str], **kw: object) -> int:
    return city_score(g.rules, _city(g, built, **kw), 0)["science"]  # type: ignore[arg-type]


COMPASSES = ["Apothecary", "Dispensary", "Academy"]      # one compass each
GEARS = ["Workshop", "Laboratory"]                       # one gear each
TABLETS = ["Scriptorium", "Library"]                     # one tablet each


# ---- the constructs in the effect language -------------------------------------------------------------

def test_the_two_constructs_print_back_as_written():
    for text in (ENHEDUANNA, AGANICE):
        (c,) = parse_text(text, "x.wdl").components
        assert component_text(c) + "\n" == text
    (c,) = parse_text(ENHEDUANNA, "x.wdl").components
    assert c.clauses[0].effects == (ast.ExtraSymbol(1),)
    (c,) = parse_text(AGANICE.replace("change 1 science symbol", "change 2 science symbols"), "x.wdl").components
    assert c.clauses[0].effects == (ast.ChangeSymbol(2),)
    assert component_text(c).endswith("at end: change 2 science symbols to any kind\n}")


def test_the_two_constructs_read_in_english_and_plainly():
    (e,) = parse_text(ENHEDUANNA, "x.wdl").components
    (a,) = parse_text(AGANICE, "x.wdl").components
    assert component_english(e)[-1] == (
        "At the end of the game, its owner gains one more science symbol of the kind they hold most of, counted "
        "once their symbols of choice are chosen (of kinds tied for most, the one that scores best); a city "
        "holding no science symbol gains none.")
    assert component_english(a)[-1] == (
        "At the end of the game, its owner may change one of their science symbols into another kind, after every "
        "other symbol is counted, so as to score best.")
    assert plain_english(e)[-1] == ("At game end: gain 1 more science symbol of the kind held most, after the "
                                    "choices (none with no science symbol).")
    assert plain_english(a)[-1] == "At game end: change 1 science symbol into another kind."
    # the player's voice, in the 2020 box's words
    vocabulary = _game().rules.spec.vocabulary
    assert plain_english(e, vocabulary=vocabulary)[-1] == (
        "At the end of the game, you gain 1 more science symbol of the kind you have most of, after your choices "
        "(none if you have no science symbol).")
    assert plain_english(a, vocabulary=vocabulary)[-1] == (
        "At the end of the game, you may change 1 science symbol of yours into another kind.")


@pytest.mark.parametrize(("line", "message"), [
    ("at end: 0 extra science symbols of the kind held most",
     "x.wdl:4:11: a number of science symbols must be at least 1, not 0"),
    ("at end: change 0 science symbols to any kind", "x.wdl:4:11: a number of science symbols must be at least 1"),
    ("always: 1 extra science symbol of the kind held most", "x.wdl:4:11: leader 'X': 'extra symbol' cannot"),
    ("at end: change 1 science symbol to any colour", "x.wdl:4:42: unexpected 'colour'; expected 'kind'"),
    ("at end: 1 extra science symbol of the kind held", "x.wdl:5:1: unexpected '}'; expected 'most'"),
])
def test_a_wrong_construct_is_one_problem_where_it_stands(line: str, message: str):
    rules = load_ruleset(None, VARIANT)
    text = f'leader "X" {{\n  colour white\n  cost 1 coin\n  {line}\n}}\n'
    with pytest.raises(SpecError) as caught:
        validate(list(parse_text(text, "x.wdl").components), rules.spec.vocabulary, "game.toml")
    assert len(caught.value.problems) == 1
    assert str(caught.value.problems[0]).startswith(message), str(caught.value.problems[0])


@pytest.mark.parametrize("variant", ["standard", "edition2020", "leaders"])
def test_the_published_rulesets_refuse_both_constructs(variant: str):
    rules = load_ruleset(None, variant)
    for line, shown in (("1 extra science symbol of the kind held most", "extra symbol"),
                        ("change 1 science symbol to any kind", "change symbol")):
        text = f'card "X" {{\n  colour green\n  at end: {line}\n}}\n'
        with pytest.raises(SpecError) as caught:
            validate(list(parse_text(text, "x.wdl").components), rules.spec.vocabulary, "game.toml")
        assert f"'{shown}' is not an effect of this game" in str(caught.value)


def test_the_published_rulesets_score_science_the_base_games_way():
    """No part of a published ruleset adds or changes a symbol: their scoring never takes the longer way."""
    for variant in ("standard", "free_city", "edition2020", "leaders"):
        assert _reshapes(load_ruleset(None, variant)) is None
    assert _reshapes(_game().rules) is not None


# ---- Enheduanna: one more symbol of the kind held most (effect.extra_symbol) ------------------------------

def test_the_two_leaders_are_as_the_card_list_gives_them():
    """Enheduanna costs 4 coins; Aganice the number of the Age (leaders.age_cost); both of the Expert pack."""
    g = _game()
    enheduanna = g.rules.cards[g.rules.card_index("Enheduanna")]
    assert (enheduanna.kind, enheduanna.colour, enheduanna.coins, enheduanna.at_end) == (
        "leader", "white", 4, (ast.ExtraSymbol(1),))
    aganice = g.rules.cards[g.rules.card_index("Aganice")]
    assert (aganice.kind, aganice.colour, aganice.at_end) == ("leader", "white", (ast.ChangeSymbol(1),))
    s = g.new_game(seed=1)
    assert [cost(g.rules, s._replace(age=age), 0, g.rules.card_index("Aganice")) for age in (1, 2, 3)] == [1, 2, 3]
    assert {"Aganice", "Enheduanna"} <= {g.rules.cards[c].name for c in leader_cards(g.rules)}
    # the Standard pack alone leaves them in the box
    standard = Game.load(VARIANT, 3, rule_options=(("leader_packs", "standard"),))
    dealt = {standard.rules.cards[c].name for c in leader_cards(standard.rules)}
    assert not {"Aganice", "Enheduanna"} & dealt


@pytest.mark.parametrize(("built", "without", "science"), [
    # compass 3, gear 1, tablet 1: 9 + 1 + 1 + 7 = 18; a fourth compass: 16 + 1 + 1 + 7 = 25
    ([*COMPASSES, "Workshop", "Scriptorium"], 18, 25),
    # compass 2, gear 2: tied for most; either way 9 + 4 = 13 (8 without)
    (["Apothecary", "Dispensary", *GEARS], 8, 13),
    # one of each: all three tied; 4 + 1 + 1 + 7 = 13 (10 without)
    (["Apothecary", "Workshop", "Scriptorium"], 10, 13),
    # compass 1, gear 2, tablet 2: gear or tablet, 1 + 9 + 4 + 7 = 21 (16 without)
    (["Apothecary", *GEARS, *TABLETS], 16, 21),
    # a single tablet: 4 (1 without)
    (["Scriptorium"], 1, 4),
])
def test_enheduanna_adds_a_symbol_of_the_kind_held_most(built: list[str], without: int, science: int):
    g = _game()
    assert _science(g, built) == without
    assert _science(g, ["Enheduanna", *built]) == science
    assert city_score(g.rules, _city(g, ["Enheduanna", *built]), 0)["leaders"] == 0


def test_no_symbol_held_gains_no_symbol():
    """Ruling leaders.extra_symbol_none_held: nothing held, nothing held most."""
    g = _game()
    assert _science(g, ["Enheduanna"]) == 0
    assert _science(g, ["Enheduanna", "Lumber Yard", "Baths"]) == 0


def test_the_kind_held_most_is_counted_after_the_symbols_of_choice():
    """Ruling leaders.extra_symbol_after_choices.  The Scientists Guild alone: its symbol, once chosen, is
    the kind held most, so Enheduanna doubles it: 4 (1 without her)."""
    g = _game()
    assert _science(g, ["Scientists Guild"]) == 1
    assert _science(g, ["Enheduanna", "Scientists Guild"]) == 4
    # compass 2, gear 1, tablet 1 and the guild: a third compass (9 + 1 + 1 + 7 = 18) is best without her;
    # with her, the guild's compass then hers: 16 + 1 + 1 + 7 = 25 (a gear then a compass: 9 + 4 + 1 + 7 = 21)
    built = ["Apothecary", "Dispensary", "Workshop", "Scriptorium", "Scientists Guild"]
    assert _science(g, built) == 18
    assert _science(g, ["Enheduanna", *built]) == 25
    # Babylon Day's second stage gives a symbol of choice too: compass 1, gear 1 and it; a tablet makes a set
    # (1 + 1 + 1 + 7 = 10), and then her symbol: 4 + 1 + 1 + 7 = 13
    built = ["Apothecary", "Workshop"]
    assert _science(g, built, board="Babylon Day", stages=2) == 10
    assert _science(g, ["Enheduanna", *built], board="Babylon Day", stages=2) == 13
    # without the second stage: compass 1, gear 1, and hers on either: 4 + 1
    assert _science(g, ["Enheduanna", *built], board="Babylon Day", stages=1) == 4 + 1


def test_enheduanna_with_aristotles_bonus_on_sets():
    """compass 3, gear 1, tablet 1: 16 + 1 + 1 for the symbols and one set worth 7 + 3."""
    g = _game()
    assert _science(g, ["Enheduanna", "Aristotle", *COMPASSES, "Workshop", "Scriptorium"]) == 16 + 1 + 1 + 10


def test_a_copied_extra_symbol_counts_as_the_citys_own():
    """effect.copy_ability: a leader whose ability the city copied scores for it as its own would."""
    g = _game()
    assert _science(g, [*COMPASSES, "Workshop", "Scriptorium"], copies=("Enheduanna",)) == 25


# ---- Aganice: a symbol changed into another kind (effect.change_symbol) -----------------------------------

@pytest.mark.parametrize(("built", "without", "science"), [
    # compass 3, gear 1: 10; the gear made a compass: 16
    ([*COMPASSES, "Workshop"], 10, 16),
    # compass 2, gear 2: 8; a gear made a tablet: 4 + 1 + 1 + 7 = 13
    (["Apothecary", "Dispensary", *GEARS], 8, 13),
    # one of each: 10, and no change scores more (2, 1, 0: 5)
    (["Apothecary", "Workshop", "Scriptorium"], 10, 10),
    # compass 2, gear 2, tablet 1: 16; a gear made a compass: 9 + 1 + 1 + 7 = 18
    (["Apothecary", "Dispensary", *GEARS, "Scriptorium"], 16, 18),
    # a single compass: 1 whatever it becomes
    (["Apothecary"], 1, 1),
    # no symbol: nothing to change
    ([], 0, 0),
])
def test_aganice_changes_one_symbol_to_the_best_total(built: list[str], without: int, science: int):
    g = _game()
    assert _science(g, built) == without
    assert _science(g, ["Aganice", *built]) == science


def test_aganice_with_a_symbol_of_choice():
    """compass 1, gear 1 and the Scientists Guild: its tablet makes a set, 10; with Aganice the guild's
    compass and the gear changed into a compass score 9, so the set stays best at 10.  compass 3, gear 1 and
    the guild: its tablet makes a set, 9 + 1 + 1 + 7 = 18 (a fourth compass: 17); with her, the guild's
    compass and the gear changed into a compass: 25."""
    g = _game()
    assert _science(g, ["Aganice", "Apothecary", "Workshop", "Scientists Guild"]) == 10
    assert _science(g, [*COMPASSES, "Workshop", "Scientists Guild"]) == 18
    assert _science(g, ["Aganice", *COMPASSES, "Workshop", "Scientists Guild"]) == 25


@pytest.mark.parametrize(("built", "science"), [
    # compass 3, gear 1, tablet 1: her compass (16 + 1 + 1 + 7 = 25), then the gear made a compass:
    # 25 + 0 + 1 = 26
    ([*COMPASSES, "Workshop", "Scriptorium"], 26),
    # compass 2, gear 2: her symbol on either (9 + 4), then a gear made a tablet: 9 + 1 + 1 + 7 = 18
    (["Apothecary", "Dispensary", *GEARS], 18),
    # a single gear: hers makes 2 (4), then a change would break the pair: 4
    (["Workshop"], 4),
    # nothing held: no symbol added, none to change
    ([], 0),
])
def test_enheduanna_first_then_aganices_change(built: list[str], science: int):
    """Ruling leaders.science_order: Enheduanna's symbol first, then Aganice's change, the best total."""
    assert _science(_game(), ["Enheduanna", "Aganice", *built]) == science


def test_the_longer_way_agrees_with_the_base_games_when_nothing_is_added_or_changed():
    g = _game()
    for counts, wild in (([3, 1, 1], 0), ([2, 2, 0], 1), ([0, 0, 0], 2), ([1, 4, 2], 3)):
        assert reshaped_science_points(g.rules, counts, wild, 0, 0, 0) == science_points(g.rules, counts, wild)
    # compass 3, gear 1, tablet 1 with one added and one change: 26 (5, 0, 1); with Aristotle's 3 more a set,
    # keeping the set is best: 16 + 1 + 1 + 10
    assert reshaped_science_points(g.rules, [3, 1, 1], 0, 0, 1, 1) == 26
    assert reshaped_science_points(g.rules, [3, 1, 1], 0, 3, 1, 1) == 16 + 1 + 1 + 10


# ---- whole games ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "seed", "coins", "science"), [
    # Olympia Day's city recruits Enheduanna and holds a gear and a tablet: a second of either, 4 + 1
    (3, 4, [51, 48, 17], {2: 5}),
    # Rhodes Day's city recruits Enheduanna and holds a gear: a second, 4
    (3, 26, [41, 51, 18], {1: 4}),
    # Rhodes Day's city recruits Enheduanna and holds no symbol: none is added (ruling
    # leaders.extra_symbol_none_held)
    (7, 2, [31, 80, 38, 64, 52, 41, 64], {5: 0}),
    # Ephesus Day's city recruits Aganice and holds two tablets: changing one would score less, so 4
    (7, 3, [42, 46, 38, 59, 56, 41, 54], {1: 4}),
    # Babylon Day's city recruits Aganice and holds only its stage's symbol of choice: 1
    (7, 7, [64, 61, 45, 31, 63, 51, 14], {3: 1}),
])
def test_random_games_end_with_every_invariant_kept(players: int, seed: int, coins: list[int],
                                                    science: dict[int, int]):
    g = _game(players)
    state = ended_keeping_invariants(g, seed)
    assert [c.coins for c in state.cities] == coins
    theirs = {g.rules.card_index("Enheduanna"), g.rules.card_index("Aganice")}
    assert sorted(science) == [p for p, c in enumerate(state.cities) if theirs & set(c.structures)]
    assert {p: city_score(g.rules, state, p)["science"] for p in science} == science
