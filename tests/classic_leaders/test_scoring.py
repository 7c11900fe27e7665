"""The Leaders row of the score sheet (leaders.scoring), and the leaders' shields and science symbols,
which count where a structure's do (leaders.in_city)."""

from __future__ import annotations

from oracle.classic.rules.city import shields
from oracle.classic.scoring import city_score
from tests.classic_leaders.support import DEALT, game, index, start


def city_with(g, s, seat: int, built: list[str], coins: int, victories: tuple[int, ...] = ()):
    cities = list(s.cities)
    cities[seat] = cities[seat]._replace(structures=tuple(index(g, n) for n in built), coins=coins,
                                         victories=victories)
    return s._replace(cities=tuple(cities))


def test_the_leaders_row_adds_the_points_of_the_leaders_in_the_city():
    g = game(3)
    s = start(g, DEALT)
    s = city_with(g, s, 1, ["Apothecary", "Workshop", "Scriptorium", "Cleopatra", "Hypatia", "Sappho", "Midas",
                            "Alexander", "Amytis", "Euclid"], coins=10, victories=(1, 3, 5))
    sheet = city_score(g.rules, s, 1)
    # Cleopatra 5, Hypatia 3 (three green cards), Sappho 2, Midas 3 (10 coins), Alexander 3 (three victory
    # tokens), Amytis 0 (no stage built)
    assert sheet["leaders"] == 16
    # Euclid's compass counts in science: 2 compasses, a gear, a tablet: 4 + 1 + 1 + 7 for the set
    assert sheet["science"] == 13
    assert sheet["treasury"] == 3 and sheet["military"] == 9
    assert sheet["total"] == 16 + 13 + 3 + 9
    assert list(sheet) == ["military", "treasury", "wonder", "civilian", "science", "commercial", "guilds",
                           "leaders", "total"]


def test_a_city_without_leaders_scores_nothing_in_the_row():
    g = game(3)
    s = start(g, DEALT)
    assert city_score(g.rules, s, 0)["leaders"] == 0


def test_a_leaders_shields_count_in_the_conflicts():
    g = game(3)
    s = city_with(g, start(g, DEALT), 2, ["Caesar", "Hannibal", "Stockade"], coins=0)
    assert shields(g.rules, s.cities[2]) == 4


def test_the_guilds_of_the_box_score_leaders_coins_and_the_neighbours_guilds():
    g = game(3)
    s = start(g, DEALT)
    # seat 1 holds the three guilds; its left neighbour (seat 2) two recruited leaders and a guild, its right
    # neighbour (seat 0) one recruited leader and two guilds, and a leader tucked under its board
    s = city_with(g, s, 1, ["Diplomats Guild", "Gamers Guild", "Architects Guild"], coins=10)
    s = city_with(g, s, 2, ["Cleopatra", "Sappho", "Spies Guild"], coins=0)
    s = city_with(g, s, 0, ["Hiram", "Builders Guild", "Traders Guild"], coins=0)
    cities = list(s.cities)
    cities[0] = cities[0]._replace(stages=1, tucked=(index(g, "Caesar"),))
    s = s._replace(cities=tuple(cities))
    sheet = city_score(g.rules, s, 1)
    # Diplomats: 3 white cards next door (a tucked leader is not in the city); Gamers: 10 coins, 3 points on
    # top of the treasury's 3; Architects: 3 purple cards next door, 3 points each
    assert sheet["guilds"] == 3 + 3 + 9
    assert sheet["treasury"] == 3


def test_the_box_adds_four_guilds_to_the_pool_drawn_for_age_three():
    g = game(3)
    pool = [g.rules.cards[c].name for c in g.rules.guilds]
    assert len(pool) == 14 and pool[-4:] == ["Architects Guild", "Courtesans Guild", "Diplomats Guild",
                                             "Gamers Guild"]
    seen: set[str] = set()
    for seed in range(12):
        age_three = g.new_game(seed=seed).setup.hands[2]
        drawn = [g.rules.cards[c].name for hand in age_three for c in hand if g.rules.cards[c].colour == "purple"]
        assert len(drawn) == 3 + 2          # players + 2 (setup.guilds)
        seen.update(drawn)
    assert {"Architects Guild", "Courtesans Guild", "Diplomats Guild", "Gamers Guild"} <= seen
