"""7 Wonders: Leaders for the 2020 edition (variant edition2020_leaders, being built): the leaders of the
2020 box, first printed in the Anniversary pack, that score at the end when something holds of their
owner's city (anniversary_points.wdl), and the constructs the effect language gained for them: a test of a
count against each neighbour's (effect.more_than), a test of a count against a number (effect.count_is)
and the points of pairs of equal victory tokens (effect.points_per_pair).  Their points go to the leaders
row of the score; they change nothing a player may do."""

from __future__ import annotations

import pytest

from oracle.classic.game import Game
from oracle.classic.ruleset import load_ruleset
from oracle.classic.scoring import city_score, condition_holds
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
    return Game.in_progress(VARIANT, players)


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
    for leader in ("Agrippina", "Gorgo"):
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


# the leaders of each seat in the seven-player deal: the 2020 box's first 28 leaders in spec order, with
# the Anniversary pack's scoring leaders of anniversary_points.wdl first
SEVEN = [["Agrippina", "Gorgo", "Alexander", "Amytis"], ["Archimedes", "Aristotle", "Bilkis", "Caesar"],
         ["Cleopatra", "Croesus", "Euclid", "Hammurabi"], ["Hannibal", "Hatshepsut", "Hiram", "Hypatia"],
         ["Imhotep", "Justinian", "Leonidas", "Maecenas"], ["Midas", "Nebuchadnezzar", "Nefertiti", "Nero"],
         ["Pericles", "Phidias", "Plato", "Praxiteles"]]


@pytest.mark.parametrize(("players", "dealt", "seed", "standing", "rows", "coins"), [
    # Gorgo with tokens 3, 3 and 5 in seat 0: 3 of its row of 5
    (3, DEALT, 0, {"Agrippina": [], "Gorgo": [0]}, [5, 0, 1], [7, 55, 39]),
    # Agrippina alone in seat 0: 7
    (3, DEALT, 4, {"Agrippina": [0], "Gorgo": []}, [7, 6, 0], [36, 9, 53]),
    # Gorgo with tokens 5 and 5 in seat 0: 5; Agrippina not alone in seat 4
    (7, SEVEN, 0, {"Agrippina": [4], "Gorgo": [0]}, [5, 0, 0, 3, 0, 4, 0], [32, 25, 49, 21, 34, 53, 61]),
    # Gorgo with tokens 1, 1, 3, 3, 5 and 5 in seat 5: 9, its whole row
    (7, SEVEN, 3, {"Agrippina": [], "Gorgo": [5]}, [0, 0, 0, 2, 0, 9, 0], [32, 35, 36, 34, 70, 43, 47]),
])
def test_random_games_with_these_leaders_keep_every_invariant(players: int, dealt: list[list[str]], seed: int,
                                                              standing: dict[str, list[int]], rows: list[int],
                                                              coins: list[int]):
    g = _game(players)
    state = _random_game(g, dealt, seed)
    assert {n: [p for p in range(players) if index(g, n) in state.cities[p].structures]
            for n in standing} == standing
    assert [_leaders_row(g, state, p) for p in range(players)] == rows
    assert [c.coins for c in state.cities] == coins
