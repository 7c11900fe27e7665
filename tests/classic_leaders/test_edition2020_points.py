"""7 Wonders: Leaders for the 2020 edition (variant edition2020_leaders, being built): the leaders of the
2020 box, first printed in the Anniversary pack, that score at the end when something holds of their
owner's city (anniversary_points.wdl), and the constructs the effect language gained for them: a test of a
count against each neighbour's (effect.more_than), a test of a count against a number (effect.count_is)
and the points of pairs of equal victory tokens (effect.points_per_pair).  Their points go to the leaders
row of the score; they change nothing a player may do."""

from __future__ import annotations

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.costs import cost
from oracle.classic.ruleset import load_ruleset
from oracle.classic.scoring import city_score, condition_holds, part_points
from oracle.classic.state import State
from oracle.core.prng import SplitMix64
from oracle.dsl import ast
from oracle.dsl.english import component_english
from oracle.dsl.parser import parse_text
from oracle.dsl.plain import plain_english
from oracle.dsl.printer import component_text
from oracle.dsl.validate import validate
from oracle.errors import SpecError
from tests.classic_leaders.support import index, start

VARIANT = "edition2020_leaders"

# leaders dealt to the three players of most tests (none of them has a standing power over builds)
DEALT = [["Agrippina", "Gorgo", "Cleopatra", "Nefertiti"],
         ["Croesus", "Hiram", "Midas", "Sappho"],
         ["Alexander", "Amytis", "Pericles", "Varro"]]


def _game(players: int = 3) -> Game:
    return Game.load(VARIANT, players)


def _city(g: Game, s: State, seat: int, built: list[str], coins: int = 0, victories: tuple[int, ...] = (),
          defeats: int = 0, tucked: list[str] | None = None) -> State:
    """``s`` with the city of ``seat`` holding exactly the structures ``built`` (leaders among them), those
    coins and conflict tokens, and ``tucked`` under its board."""
    cities = list(s.cities)
    cities[seat] = cities[seat]._replace(structures=tuple(index(g, n) for n in built), coins=coins,
                                         victories=victories, defeats=defeats,
                                         tucked=tuple(index(g, n) for n in tucked or ()))
    return s._replace(cities=tuple(cities))


def _leaders_row(g: Game, s: State, seat: int) -> int:
    return city_score(g.rules, s, seat)["leaders"]


def _condition(text: str) -> ast.AnyCondition:
    """The condition of ``at end: 1 point if TEXT otherwise 0 points``."""
    (c,) = parse_text(f'leader "X" {{\n  colour white\n  cost 1 coin\n  at end: 1 point if {text} otherwise '
                      f'0 points\n}}\n', "x.wdl").components
    (effect,) = c.clauses[0].effects
    assert isinstance(effect, ast.Conditional)
    return effect.condition


# ---- effect.count_is: Agrippina and Cynisca ------------------------------------------------------------

@pytest.mark.parametrize(("built", "tucked", "row"), [
    (["Agrippina"], [], 7),                                  # the only white card in her city
    (["Agrippina", "Lumber Yard", "Baths"], ["Croesus"], 7),   # a leader tucked under a stage is in no city
    (["Agrippina", "Cleopatra"], [], 5),                     # another leader stands there: Cleopatra's 5 only
    (["Agrippina", "Cleopatra", "Nefertiti"], [], 9),
])
def test_agrippina_scores_7_only_as_the_one_leader_standing_in_her_city(built: list[str], tucked: list[str],
                                                                         row: int):
    """effect.count_is, ruling leaders.agrippina_alone_2020: she counts herself, and only white cards
    standing in the city count."""
    g = _game()
    s = _city(g, start(g, DEALT), 1, built, tucked=tucked)
    assert _leaders_row(g, s, 1) == row


def test_a_count_of_none_or_exactly_n_holds_on_the_number_and_nothing_else():
    """effect.count_is: the owner's city alone, whatever the neighbours hold."""
    g = _game()
    s = _city(g, start(g, DEALT), 1, ["Baths", "Altar"], victories=(1, 3), defeats=0)
    s = _city(g, s, 0, [], defeats=3)
    s = _city(g, s, 2, ["Theater"], defeats=2)
    holds = {text: condition_holds(g.rules, s, 1, _condition(text)) for text in (
        "no defeat_token", "exactly 0 defeat_token", "exactly 2 blue cards", "exactly 1 blue card",
        "exactly 3 blue cards", "no red cards", "exactly 2 victory_token", "no victory_token")}
    assert holds == {"no defeat_token": True, "exactly 0 defeat_token": True, "exactly 2 blue cards": True,
                     "exactly 1 blue card": False, "exactly 3 blue cards": False, "no red cards": True,
                     "exactly 2 victory_token": True, "no victory_token": False}
    assert condition_holds(g.rules, s, 0, _condition("no defeat_token")) is False


@pytest.mark.parametrize(("defeats", "victories", "row"), [(0, (), 6), (0, (1, 3, 5), 6), (1, (5, 5), 0), (3, (), 0)])
def test_cynisca_scores_6_with_no_defeat_token(defeats: int, victories: tuple[int, ...], row: int):
    """effect.count_is: ``no defeat_token``."""
    g = _game()
    s = _city(g, start(g, AGED), 1, ["Cynisca"], defeats=defeats, victories=victories)
    assert _leaders_row(g, s, 1) == row


# ---- effect.more_than: Cornelia, Eurypyle, Phryne, Theano, Makeda -----------------------------------------

# leaders dealt in the tests of the age-priced leaders (three-player games)
AGED = [["Cornelia", "Eurypyle", "Phryne", "Theano"],
        ["Makeda", "Cynisca", "Agrippina", "Gorgo"],
        ["Croesus", "Hiram", "Midas", "Sappho"]]

# cards of each colour to build cities with: up to three of each
CARDS = {"yellow": ["Tavern", "Marketplace", "Caravansery"], "red": ["Stockade", "Barracks", "Walls"],
         "blue": ["Baths", "Altar", "Theater"], "green": ["Apothecary", "Workshop", "Scriptorium"]}


@pytest.mark.parametrize(("leader", "colour"), [("Cornelia", "yellow"), ("Eurypyle", "red"), ("Phryne", "blue"),
                                                ("Theano", "green")])
@pytest.mark.parametrize(("counts", "row"), [
    ((1, 2, 1), 5),     # seat 1 holds 2, each neighbour 1
    ((0, 1, 0), 5),
    ((2, 2, 0), 0),     # a tie with the right neighbour (seat 0): nothing
    ((0, 3, 3), 0),     # a tie with the left neighbour (seat 2)
    ((3, 2, 0), 0),
    ((0, 0, 0), 0),
])
def test_five_points_for_strictly_more_cards_of_the_colour_than_each_neighbour(
        leader: str, colour: str, counts: tuple[int, int, int], row: int):
    """effect.more_than, ruling leaders.more_than_each_2020; cards of the other colours count for nothing."""
    g = _game()
    s = start(g, AGED)
    other = next(c for c in CARDS if c != colour)
    for seat, n in enumerate(counts):
        s = _city(g, s, seat, CARDS[colour][:n] + ([leader] if seat == 1 else []) + CARDS[other][:3 - n])
    assert _leaders_row(g, s, 1) == row


@pytest.mark.parametrize(("coins", "row"), [((4, 5, 4), 5), ((0, 1, 0), 5), ((5, 5, 0), 0), ((0, 9, 9), 0),
                                            ((9, 8, 0), 0), ((0, 0, 0), 0)])
def test_makeda_scores_5_for_strictly_more_coins_than_each_neighbour_at_the_end(coins: tuple[int, int, int],
                                                                                row: int):
    g = _game()
    s = start(g, AGED)
    for seat, n in enumerate(coins):
        s = _city(g, s, seat, ["Makeda"] if seat == 1 else [], coins=n)
    assert _leaders_row(g, s, 1) == row


@pytest.mark.parametrize("leader", ["Cornelia", "Cynisca", "Eurypyle", "Makeda", "Phryne", "Theano"])
def test_the_age_priced_leaders_cost_the_number_of_the_age(leader: str):
    """leaders.age_cost: 1 coin in Age I, 2 in Age II, 3 in Age III; Agrippina 1 and Gorgo 5 always."""
    g = _game()
    s = start(g, AGED)
    assert [cost(g.rules, s._replace(age=age), 0, index(g, leader)) for age in (1, 2, 3)] == [1, 2, 3]
    assert [cost(g.rules, s._replace(age=age), 0, index(g, "Agrippina")) for age in (1, 2, 3)] == [1, 1, 1]
    assert [cost(g.rules, s._replace(age=age), 0, index(g, "Gorgo")) for age in (1, 2, 3)] == [5, 5, 5]


# ---- effect.points_per_pair: Gorgo ---------------------------------------------------------------------

@pytest.mark.parametrize(("victories", "defeats", "row"), [
    ((3, 3), 0, 3),             # two 3-point tokens
    ((5, 5, 5, 5), 0, 10),      # four 5-point tokens: two pairs
    ((1, 1, 1), 0, 1),          # three 1-point tokens: one pair, one left over
    ((1, 3, 5), 2, 0),          # no two of a value; defeat tokens are not paired
    ((1, 1, 3, 5, 5, 5), 4, 6),
    ((), 0, 0),
])
def test_gorgo_scores_each_pair_of_equal_victory_tokens_once_more(victories: tuple[int, ...], defeats: int,
                                                                  row: int):
    """effect.points_per_pair, ruling leaders.gorgo_pairs_2020; the tokens score in the military row as
    before."""
    g = _game()
    s = _city(g, start(g, DEALT), 2, ["Gorgo"], victories=victories, defeats=defeats)
    sheet = city_score(g.rules, s, 2)
    assert sheet["leaders"] == row
    assert sheet["military"] == sum(victories) - defeats


# ---- effect.more_than ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("yellow", "holds"), [
    ((1, 2, 1), True),      # seat 1 has 2, each neighbour 1
    ((0, 1, 0), True),
    ((2, 2, 1), False),     # a tie with the right neighbour (seat 0)
    ((1, 2, 2), False),     # a tie with the left neighbour (seat 2)
    ((0, 3, 4), False),     # more than one neighbour only
    ((0, 0, 0), False),
])
def test_more_than_holds_only_over_each_neighbour_strictly(yellow: tuple[int, int, int], holds: bool):
    """effect.more_than, ruling leaders.more_than_each_2020: one neighbour at a time, a tie fails (seat 1's
    neighbours are seats 0 and 2 in a three-player game)."""
    g = _game()
    s = start(g, DEALT)
    shops = ["Tavern", "Marketplace", "Caravansery", "Forum"]
    for seat, n in enumerate(yellow):
        s = _city(g, s, seat, shops[:n])
    assert condition_holds(g.rules, s, 1, _condition("more yellow cards than left and right")) is holds


def test_more_than_counts_coins_or_cards_and_only_the_cities_named():
    g = _game()
    s = _city(g, start(g, DEALT), 0, ["Baths"], coins=6)
    s = _city(g, s, 1, ["Baths", "Altar"], coins=7)
    s = _city(g, s, 2, ["Baths", "Altar", "Theater"], coins=7)
    seat_1 = {text: condition_holds(g.rules, s, 1, _condition(text)) for text in (
        "more coins than left and right", "more coins than right", "more coins than left",
        "more blue cards than right", "more blue cards than left and right")}
    # seat 1: left is seat 2 (7 coins, 3 blue cards), right is seat 0 (6 coins, 1 blue card)
    assert seat_1 == {"more coins than left and right": False, "more coins than right": True,
                      "more coins than left": False, "more blue cards than right": True,
                      "more blue cards than left and right": False}
    # seat 2: neighbours seats 0 (6 coins) and 1 (7 coins, a tie); 3 blue cards against 1 and 2
    assert condition_holds(g.rules, s, 2, _condition("more blue cards than left and right")) is True
    assert condition_holds(g.rules, s, 2, _condition("more coins than left and right")) is False


# ---- the text and the checks ---------------------------------------------------------------------------

AGRIPPINA = ('leader "Agrippina" {\n  colour white\n  cost 1 coin\n'
             '  at end: 7 points if exactly 1 white card otherwise 0 points\n}\n')
GORGO = 'leader "Gorgo" {\n  colour white\n  cost 5 coins\n  at end: points per pair of equal victory_token\n}\n'
MORE = ('leader "X" {\n  colour white\n  cost 1 coin\n'
        '  at end: 5 points if more yellow cards than left and right otherwise 0 points\n}\n')
NONE = 'leader "X" {\n  colour white\n  cost 1 coin\n  at end: 6 points if no defeat_token otherwise 0 points\n}\n'


def test_the_new_constructs_print_back_as_written_and_read_in_english():
    texts = {}
    for source in (AGRIPPINA, GORGO, MORE, NONE):
        (c,) = parse_text(source, "x.wdl").components
        assert component_text(c) + "\n" == source
        texts[c.name if c.name != "X" else source.split("at end: ")[1].split(" if ")[1]] = (
            component_english(c)[-1], plain_english(c)[-1])
    assert texts == {
        "Agrippina": ("At the end of the game, it is worth 7 victory points if its owner's city holds exactly one "
                      "white card, and nothing otherwise.",
                      "At game end: worth 7 victory points if your city holds exactly one white card (this card "
                      "included)."),
        "Gorgo": ("At the end of the game, it is worth, for each pair of its owner's victory tokens of the same "
                  "value, that value in victory points (one left without its pair adds nothing).",
                  "At game end: worth, for each pair of victory tokens of the same value in your city, that value "
                  "again."),
        "more yellow cards than left and right otherwise 0 points\n}\n": (
            "At the end of the game, it is worth 5 victory points if its owner's city holds strictly more yellow "
            "cards than each of its owner's neighbours (a tie with any of them fails), and nothing otherwise.",
            "At game end: worth 5 victory points if your city holds more yellow cards than each of your "
            "neighbours (a tie gives nothing)."),
        "no defeat_token otherwise 0 points\n}\n": (
            "At the end of the game, it is worth 6 victory points if its owner's city holds no defeat tokens, and "
            "nothing otherwise.",
            "At game end: worth 6 victory points if your city holds no defeat tokens."),
    }


def _problems(line: str, variant: str = VARIANT) -> list[str]:
    """The problems the vocabulary of ``variant`` finds in a leader whose fourth line (x.wdl:4) is ``line``."""
    rules = load_ruleset(None, variant)
    text = f'leader "X" {{\n  colour white\n  cost 1 coin\n  {line}\n}}\n'
    try:
        validate(list(parse_text(text, "x.wdl").components), rules.spec.vocabulary, "game.toml")
    except SpecError as caught:
        return [str(p) for p in caught.problems]
    return []


@pytest.mark.parametrize(("line", "message"), [
    ("at end: 5 points if more yellow cards than own otherwise 0 points",
     "x.wdl:4:46: a city is never more than itself: compare it with other cities"),
    ("at end: 5 points if more pink cards than left otherwise 0 points",
     "x.wdl:4:28: unknown colour 'pink'"),
    ("at end: 5 points if more yellow cards than left and left otherwise 0 points",
     "x.wdl:4:55: city 'left' is listed twice"),
    ("at end: 5 points if more wonders than left otherwise 0 points",
     "x.wdl:4:28: a condition counts what a city holds (cards of some colours, complete sets, wonder stages, "
     "coins, a piece), not 'wonders'"),
    ("at end: 6 points if no gold otherwise 0 points", "x.wdl:4:26: unknown countable thing 'gold'"),
    ("when built: gain 2 coins if no defeat_token otherwise gain 1 coin",
     "x.wdl:4:31: leader 'X': the condition 'count is' cannot be tested under 'when built'; it belongs under 'at end'"),
    ("at end: points per pair of equal gold", "x.wdl:4:36: unknown piece 'gold'"),
])
def test_each_construct_is_checked_where_it_stands(line: str, message: str):
    problems = _problems(line)
    assert len(problems) == 1 and problems[0].startswith(message), problems


@pytest.mark.parametrize("line", [
    "at end: 5 points if more yellow cards than left and right otherwise 0 points",
    "at end: 6 points if no defeat_token otherwise 0 points",
    "at end: points per pair of equal victory_token",
])
def test_the_published_leaders_refuse_the_new_constructs(line: str):
    """The first edition's Leaders does not list them among its effects: one problem, at the line."""
    (problem,) = _problems(line, "leaders")
    assert problem.startswith("x.wdl:4:") and "this game" in problem


# ---- nothing a player may do changes ---------------------------------------------------------------------

def _in_age_one(g: Game, seed: int) -> State:
    """The first state of an Age turn (phase ``choose``) of the random game of ``seed``."""
    state, moves = g.random_play(seed)
    for _, _, step in moves:
        state = step.state
        if state.phase == "choose":
            return state
    raise AssertionError("no Age turn")


def test_the_scoring_leaders_change_no_legal_set():
    """A city whose leaders score at the end has the very moves of the same city with Cleopatra (5 points,
    no power) in their place: their abilities only score."""
    g = _game()
    s = _in_age_one(g, 3)
    for leader in ("Agrippina", "Cornelia", "Cynisca", "Eurypyle", "Gorgo", "Makeda", "Phryne", "Theano"):
        mine = _city(g, s, 1, [leader], coins=s.cities[1].coins)
        plain = _city(g, s, 1, ["Cleopatra"], coins=s.cities[1].coins)
        assert g.legal_actions(mine, 1) == g.legal_actions(plain, 1)
        assert len(g.legal_actions(mine, 1)) > 3


# ---- random games where these leaders are recruited --------------------------------------------------

def _random_game(g: Game, dealt: list[list[str]], seed: int) -> State:
    """A random game of ``g`` from a deal of leaders ``dealt`` (the base setup of seed ``seed``), each move
    drawn with ``SplitMix64(seed)`` among the legal ones and every invariant checked after it."""
    state = start(g, dealt, seed=seed, roma=True)
    rng = SplitMix64(seed)
    while state.outcome is None:
        (player, *_) = [p for p in range(g.players) if g.legal_actions(state, p)]
        actions = g.legal_actions(state, player)
        step = g.apply(state, actions[rng.below(len(actions))], player)
        assert g.check_step(state, step) == []
        state = step.state
    return state


MINE = ("Agrippina", "Cornelia", "Cynisca", "Eurypyle", "Gorgo", "Makeda", "Phryne", "Theano")
# the seven-player deal: the leaders of anniversary_points.wdl first, then the 2020 box's others in spec order
SEVEN = [["Agrippina", "Cornelia", "Cynisca", "Eurypyle"], ["Gorgo", "Makeda", "Phryne", "Theano"],
         ["Alexander", "Amytis", "Archimedes", "Aristotle"], ["Bilkis", "Caesar", "Cleopatra", "Croesus"],
         ["Euclid", "Hammurabi", "Hannibal", "Hatshepsut"], ["Hiram", "Hypatia", "Imhotep", "Justinian"],
         ["Leonidas", "Maecenas", "Midas", "Nebuchadnezzar"]]


@pytest.mark.parametrize(("players", "dealt", "seed", "scored", "coins"), [
    # Agrippina alone in seat 0 (7); Theano with no green card, Cornelia with 1 yellow card against 0 and 2
    (3, AGED, 2, {"Agrippina": (0, 7), "Theano": (1, 0), "Cornelia": (2, 0)}, [64, 51, 35]),
    # Phryne's 2 blue cards against 1 and 1 (5), beside Agrippina and Sappho: three white cards, no 7;
    # Makeda's 38 coins against 29 and 45
    (3, AGED, 3, {"Makeda": (0, 0), "Eurypyle": (0, 0), "Theano": (0, 0), "Agrippina": (2, 0), "Phryne": (2, 5)},
     [38, 29, 45]),
    # Theano's 3 green cards against none (5); Eurypyle's 1 red card against 0 and 2; Makeda's 29 coins
    (3, AGED, 7, {"Theano": (0, 5), "Eurypyle": (1, 0), "Makeda": (2, 0)}, [40, 45, 29]),
    # Cynisca with no defeat token (6); Gorgo with no token
    (7, SEVEN, 0, {"Theano": (0, 0), "Eurypyle": (0, 0), "Gorgo": (1, 0), "Cynisca": (4, 6), "Cornelia": (5, 0)},
     [52, 20, 47, 6, 44, 35, 67]),
    # Gorgo with tokens 1, 1, 3, 3, 5 and 5 (9)
    (7, SEVEN, 5, {"Gorgo": (1, 9), "Phryne": (5, 0)}, [56, 44, 52, 49, 32, 51, 51]),
])
def test_random_games_with_these_leaders_keep_every_invariant(players: int, dealt: list[list[str]], seed: int,
                                                              scored: dict[str, tuple[int, int]], coins: list[int]):
    """Random games from a deal holding the eight leaders, every invariant checked after each step: where each
    of them stands at the end and what it scores there (a leader sold or tucked stands nowhere)."""
    g = _game(players)
    state = _random_game(g, dealt, seed)
    standing = {g.rules.cards[c].name: (p, part_points(g.rules, state, p, g.rules.cards[c]))
                for p, city in enumerate(state.cities) for c in city.structures if g.rules.cards[c].name in MINE}
    assert standing == scored
    assert [c.coins for c in state.cities] == coins
