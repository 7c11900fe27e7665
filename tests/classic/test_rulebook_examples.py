"""The worked examples of the rulebook (seed 003, the Portuguese first-edition text), with its numbers.

Seat 0's left neighbour is seat 1 and its right neighbour seat 2 (three players).  The science
example's symbols are pictures the text lost, so it is checked under every assignment.
"""

from __future__ import annotations

from itertools import permutations

import pytest

from oracle.classic.scoring import score_sheet
from oracle.classic.state import BUILD, STAGE
from oracle.errors import IllegalMoveError
from tests.classic.support import build, card, discard, game, pays, play_turn, position, stage

G = game(3)
R = G.rules


def test_e09_trade_a_buys_a_wood_from_one_neighbour_and_a_papyrus_from_the_other():
    # University costs 2 wood, glass, papyrus; the city makes 1 wood (Lumber Yard) and 1 glass (its board)
    s = position(["Alexandria A", "Olympia A", "Ephesus A"], [["Lumber Yard"], [], []], coins=[4, 3, 3],
                 hands=[["University"] * 7, ["Altar"] * 7, ["Altar"] * 7])
    assert pays(s, 0, BUILD, "University") == [(2, 2)]
    after, events = play_turn(s, {0: build("University", 2, 2), 1: discard("Altar"), 2: discard("Altar")})
    assert [c.coins for c in after.cities] == [0, 3 + 2 + 3, 3 + 2 + 3]
    assert {"kind": "pay", "player": 0, "left": 2, "right": 2} in events
    assert R.cards[after.cities[0].structures[-1]].name == "University"


def test_e10_trade_b_a_resource_sold_twice_still_builds_the_sellers_library():
    s = position(["Giza A", "Rhodes A", "Babylon A"], [["Stone Pit", "Loom"], ["Loom"], ["Loom"]],
                 coins=[3, 6, 6], hands=[["Library"] * 7] * 3)
    assert pays(s, 0, BUILD, "Library") == [(0, 0)]
    assert pays(s, 1, BUILD, "Library") == [(0, 4)]     # both stones from its right neighbour, seat 0
    assert pays(s, 2, BUILD, "Library") == [(4, 0)]     # both from its left neighbour, seat 0
    after, _ = play_turn(s, {0: build("Library"), 1: build("Library", 0, 4), 2: build("Library", 4, 0)})
    assert after.cities[0].coins == 3 + 2 * 2 * 2
    assert [R.cards[c].name for c in after.cities[0].structures] == ["Stone Pit", "Loom", "Library"]


def test_e11_trade_c_coins_short_at_the_start_of_the_turn_cannot_buy_the_forums_clay():
    s = position(["Babylon A", "Rhodes A", "Ephesus A"], [[], ["Clay Pool"], []], coins=[1, 3, 3],
                 hands=[["Forum"] * 7] * 3)
    assert pays(s, 0, BUILD, "Forum") == []
    assert [a.kind for a in G.legal_actions(s, 0)] == ["discard"]
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, build("Forum", 2, 0), 0)
    assert info.value.rule == "build.cost"


def test_e11_coins_received_in_the_turn_do_not_pay_for_babylon_bs_last_card():
    """trade.coins_held: seat 0 sells a stone in the sixth turn; its 2 coins cannot buy ore for the
    seventh card played in that same turn."""
    s = position(["Babylon B", "Rhodes A", "Ephesus A"],
                 [["Lumber Yard", "Timber Yard", "Glassworks", "Stone Pit"], [], ["Ore Vein"]],
                 coins=[0, 3, 3], stages=[1, 0, 0], turn=6,
                 hands=[["Altar", "Barracks"], ["Baths", "Altar"], ["Altar", "Theater"]])
    assert pays(s, 1, BUILD, "Baths") == [(0, 2)]
    after, _ = play_turn(s, {0: stage("Altar"), 1: build("Baths", 0, 2), 2: discard("Altar")})
    assert after.phase == "last_card" and G.to_move(after) == (0,)
    assert after.cities[0].coins == 2 and after.cities[0].stages == 2
    assert pays(after, 0, BUILD, "Barracks") == []
    with pytest.raises(IllegalMoveError) as info:
        G.apply(after, build("Barracks", 0, 2), 0)
    assert info.value.rule == "trade.coins_held"
    assert [a.kind for a in G.legal_actions(after, 0)] == ["discard"]   # stage 3 needs 3 clay and papyrus


def test_e14_alexandria_a_builds_its_second_stage_with_two_ore():
    s = position(["Alexandria A", "Rhodes A", "Ephesus A"], [["Ore Vein", "Clay Pit"], [], []], stages=[1, 0, 0])
    # trade.purchases: with the Clay Pit used for clay, one ore is missing and may be bought from Rhodes
    assert pays(s, 0, STAGE, "Altar") == [(0, 0), (2, 0)]
    after, _ = play_turn(s, {0: stage("Altar"), 1: discard("Altar"), 2: discard("Altar")})
    assert after.cities[0].stages == 2 and after.cities[0].coins == 3


def test_e15_hands_pass_left_in_age_i_and_the_seventh_card_is_discarded_for_nothing():
    s = G.new_game(seed=4)
    first = [tuple(h) for h in s.hands]
    moves = {seat: discard(R.cards[s.hands[seat][0]].name) for seat in range(3)}
    after, _ = play_turn(s, moves)
    for seat in range(3):
        rest = list(first[seat])
        rest.remove(s.hands[seat][0])
        assert after.hands[(seat + 1) % 3] == tuple(rest)
    while after.turn < 6:
        after, _ = play_turn(after, {seat: discard(R.cards[after.hands[seat][0]].name) for seat in range(3)})
    coins = [c.coins for c in after.cities]
    after, events = play_turn(after, {seat: discard(R.cards[after.hands[seat][0]].name) for seat in range(3)})
    assert [c.coins for c in after.cities] == [c + 3 for c in coins]     # the played discard only
    assert [e["kind"] for e in events].count("discard") == 3
    assert after.age == 2 and after.turn == 1 and all(len(h) == 7 for h in after.hands)


def test_e16_conflicts_at_the_end_of_age_ii():
    s = position(["Alexandria A", "Rhodes A", "Ephesus A"],
                 [["Stockade", "Archery Range"], ["Walls", "Stables", "Barracks"], ["Guard Tower", "Stockade"]],
                 age=2, turn=6, hands=[["Altar", "Baths"]] * 3)
    after, events = play_turn(s, {seat: discard("Altar") for seat in range(3)})
    alexandria, rhodes, ephesus = after.cities
    assert (alexandria.victories, alexandria.defeats) == ((3,), 1)
    assert (rhodes.victories, rhodes.defeats) == ((3, 3), 0)
    assert (ephesus.victories, ephesus.defeats) == ((), 2)
    assert [e for e in events if e["kind"] == "conflict"][:2] == [
        {"kind": "conflict", "player": 0, "against": 1, "points": -1},
        {"kind": "conflict", "player": 0, "against": 2, "points": 3}]


SYMBOL_CARDS = {"compass": ["Apothecary", "Dispensary", "Lodge", "Academy"],
                "gear": ["Workshop", "Laboratory", "Observatory", "Study"],
                "tablet": ["Scriptorium", "Library", "University", "School"]}


@pytest.mark.parametrize("x,y,z", list(permutations(["compass", "gear", "tablet"])))
def test_e17_to_e23_alexandrias_score_sheet(x, y, z):
    green = SYMBOL_CARDS[x][:3] + SYMBOL_CARDS[y][:2] + SYMBOL_CARDS[z][:1]
    built = ["Altar", "Aqueduct", "Town Hall", "Chamber of Commerce", "Loom", "Press", *green]
    s = position(["Alexandria A", "Rhodes A", "Ephesus A"], [built, [], []], coins=[14, 0, 0], stages=[3, 0, 0])
    s = s._replace(cities=(s.cities[0]._replace(victories=(1, 3, 5), defeats=3), *s.cities[1:]))
    assert score_sheet(R, s)[0] == {"military": 6, "treasury": 4, "wonder": 10, "civilian": 13, "science": 21,
                                    "commercial": 4, "guilds": 0, "total": 58}
    one_more = s._replace(cities=(s.cities[0]._replace(
        structures=s.cities[0].structures + (card(SYMBOL_CARDS[z][1]),)), *s.cities[1:]))
    assert score_sheet(R, one_more)[0]["science"] == 31


@pytest.mark.parametrize("symbol", ["compass", "gear", "tablet"])
def test_e24_a_symbol_of_choice_makes_five_and_six_of_a_kind(symbol):
    four = SYMBOL_CARDS[symbol]
    s = position(["Babylon A", "Rhodes A", "Ephesus A"], [[*four, "Scientists Guild"], [], []])
    assert score_sheet(R, s)[0]["science"] == 25
    s = position(["Babylon A", "Rhodes A", "Ephesus A"], [[*four, "Scientists Guild"], [], []], stages=[2, 0, 0])
    assert score_sheet(R, s)[0]["science"] == 36


def test_e25_giza_b_is_worth_20_points_complete():
    s = position(["Giza B", "Rhodes A", "Ephesus A"], stages=[4, 0, 0])
    assert score_sheet(R, s)[0]["wonder"] == 20


@pytest.mark.parametrize("stages,coins,points", [(0, 0, 0), (1, 3, 1), (2, 6, 2), (3, 9, 3), (4, 12, 4)])
def test_e26_arena_pays_3_coins_and_scores_1_point_per_stage(stages, coins, points):
    s = position(["Giza B", "Rhodes A", "Ephesus A"], [["Quarry", "Ore Vein"], [], []], coins=[0, 0, 0],
                 stages=[stages, 0, 0], age=3, hands=[["Arena"] * 7, ["Altar"] * 7, ["Altar"] * 7])
    after, _ = play_turn(s, {0: build("Arena"), 1: discard("Altar"), 2: discard("Altar")})
    assert after.cities[0].coins == coins
    assert score_sheet(R, after)[0]["commercial"] == points


def test_e02_e12_e13_chains_build_for_nothing():
    s = position(["Rhodes A", "Giza A", "Ephesus A"], [["Apothecary", "Scriptorium", "Theater"], [], []],
                 coins=[0, 3, 3], age=2, hands=[["Stables", "Library", "Statue", "Walls"] * 2, ["Altar"] * 7,
                                                ["Altar"] * 7])
    legal = G.legal_actions(s, 0)
    for name in ("Stables", "Library", "Statue"):
        assert [a for a in legal if a.kind == BUILD and a.card == card(name)] == [build(name)]
    assert pays(s, 0, BUILD, "Walls") == []            # 3 stone, no coins to buy them
    later = position(["Rhodes A", "Giza A", "Ephesus A"], [["Statue"], [], []], coins=[0, 3, 3], age=3,
                     hands=[["Gardens"] * 7, ["Altar"] * 7, ["Altar"] * 7])
    assert pays(later, 0, BUILD, "Gardens") == [(0, 0)]
    assert G.legal_json(later, 0)[0] == {"action": "build", "card": "Gardens", "pay": {"left": 0, "right": 0},
                                         "cost": 0}
