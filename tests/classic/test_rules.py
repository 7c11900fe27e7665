"""The rules of 7 Wonders, each pinned by a position and its exact expected result.

Seat 0's left neighbour is seat 1 and its right neighbour seat 2 (three players).
"""

from __future__ import annotations

import pytest

from oracle.classic.scoring import outcome, score_sheet
from oracle.classic.state import BUILD, DECLINE, FROM_DISCARD, STAGE, Action
from oracle.errors import IllegalMoveError, InvalidArgumentError
from tests.classic.support import build, card, discard, game, pays, play_turn, position, stage

G = game(3)
R = G.rules


def names(cards):
    return [R.cards[c].name for c in cards]


# ---- trading ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("post,expected", [
    ([], [(0, 2), (2, 0)]),
    (["West Trading Post"], [(1, 0), (0, 2)]),        # the left neighbour's raw materials
    (["East Trading Post"], [(0, 1), (2, 0)]),        # the right neighbour's
    (["West Trading Post", "East Trading Post"], [(0, 1), (1, 0)]),
])
def test_trading_posts_lower_one_neighbours_raw_materials_and_every_payment_is_listed(post, expected):
    s = position(["Giza A", "Rhodes A", "Rhodes B"], [post, [], []], hands=[["Barracks"] * 7] * 3)
    assert pays(s, 0, BUILD, "Barracks") == expected


def test_olympia_b_first_stage_does_not_add_to_a_trading_post():
    s = position(["Olympia B", "Rhodes A", "Rhodes B"], [["West Trading Post"], [], []], stages=[1, 0, 0],
                 hands=[["Barracks"] * 7] * 3)
    assert pays(s, 0, BUILD, "Barracks") == [(0, 1), (1, 0)]


def test_the_marketplace_lowers_manufactured_goods_from_both_neighbours():
    s = position(["Giza A", "Alexandria A", "Alexandria B"], [["Marketplace"], [], []],
                 hands=[["Workshop"] * 7] * 3)
    assert pays(s, 0, BUILD, "Workshop") == [(0, 1), (1, 0)]


def test_neighbours_never_sell_what_yellow_cards_and_stages_produce():
    # seat 1 holds a Forum (glass, papyrus or loom) and Alexandria B's first stage (any raw material)
    s = position(["Giza A", "Alexandria B", "Rhodes A"], [[], ["Forum"], []], stages=[0, 1, 0],
                 hands=[["Workshop", "Stockade"] * 4, ["Altar"] * 7, ["Altar"] * 7])
    assert pays(s, 0, BUILD, "Workshop") == [(2, 0)]     # the glass of Alexandria's board only
    assert pays(s, 0, BUILD, "Stockade") == []           # no wood for sale
    s = s._replace(cities=(s.cities[0], s.cities[1]._replace(board=R.board_index("Giza A")), s.cities[2]))
    assert pays(s, 0, BUILD, "Workshop") == []


def test_a_city_buys_only_what_it_lacks():
    s = position(["Giza A", "Olympia A", "Olympia B"], [["Lumber Yard"], [], []], hands=[["Stockade"] * 7] * 3)
    assert pays(s, 0, BUILD, "Stockade") == [(0, 0)]
    # a choice producer may serve either resource: the other is bought (trade.purchases)
    s = position(["Giza A", "Rhodes A", "Babylon A"], [["Tree Farm"], ["Lumber Yard", "Clay Pool"], []],
                 coins=[6, 3, 3], hands=[["Stables"] * 7] * 3)
    assert pays(s, 0, BUILD, "Stables") == [(2, 2), (4, 0)]


def test_a_build_names_its_payment_and_the_neighbours_receive_it():
    s = position(["Giza A", "Rhodes A", "Rhodes B"], [["West Trading Post"], [], []], hands=[["Barracks"] * 7] * 3)
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, build("Barracks", 1, 1), 0)
    assert info.value.rule == "trade.purchases"
    after, events = play_turn(s, {0: build("Barracks", 0, 2), 1: discard("Barracks"), 2: discard("Barracks")})
    assert [c.coins for c in after.cities] == [1, 6, 8]
    assert events[0] == {"kind": "pay", "player": 0, "right": 2}


def test_a_trading_post_lowers_prices_only_from_the_next_turn():
    """trade.discount: Babylon B builds the West Trading Post with its sixth card; its last card
    still pays 2 for the left neighbour's ore."""
    s = position(["Babylon B", "Rhodes A", "Ephesus A"], stages=[2, 0, 0], turn=6,
                 hands=[["West Trading Post", "Barracks"], ["Altar", "Baths"], ["Altar", "Baths"]])
    after, _ = play_turn(s, {0: build("West Trading Post"), 1: discard("Altar"), 2: discard("Altar")})
    assert after.phase == "last_card"
    assert pays(after, 0, BUILD, "Barracks") == [(2, 0)]


# ---- the simultaneous turn ------------------------------------------------------------------------------

def test_vineyard_counts_the_brown_cards_built_beside_it_in_the_same_turn():
    s = position(["Giza A", "Rhodes A", "Ephesus A"], [["Lumber Yard"], ["Stone Pit"], ["Clay Pool"]],
                 coins=[3, 3, 3], age=2, hands=[["Vineyard"] * 7, ["Sawmill"] * 7, ["Altar"] * 7])
    after, events = play_turn(s, {0: build("Vineyard"), 1: build("Sawmill"), 2: discard("Altar")})
    assert after.cities[0].coins == 3 + 4
    assert {"kind": "coins", "player": 0, "amount": 4, "source": "Vineyard"} in events


def test_commitments_stay_hidden_until_the_last_one_arrives():
    s = G.new_game(seed=2)
    a0 = G.legal_actions(s, 0)[-1]
    step = G.apply(s, a0, 0)
    assert list(step.events) == [] and G.to_move(step.state) == (1, 2)
    seen = G.observe(step.state, 1)
    assert seen["commitments"] == ["committed", None, None]
    assert G.observe(step.state, 0)["commitments"][0] == G.action_to_json(a0)
    with pytest.raises(IllegalMoveError) as info:
        G.apply(step.state, a0, 0)
    assert info.value.rule == "turn.choose"


def test_a_city_never_holds_two_structures_of_one_name():
    s = position(["Giza A", "Rhodes A", "Ephesus A"], [["Altar"], [], []], hands=[["Altar"] * 7] * 3)
    assert pays(s, 0, BUILD, "Altar") == []
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, build("Altar"), 0)
    assert info.value.rule == "build.unique"


# ---- boards --------------------------------------------------------------------------------------------

def test_babylon_b_plays_the_last_card_then_the_others_are_discarded():
    s = position(["Babylon B", "Rhodes A", "Ephesus A"], [["Lumber Yard", "Timber Yard", "Glassworks"], [], []],
                 stages=[1, 0, 0], turn=6, hands=[["Altar", "Baths"], ["Theater", "Baths"], ["Pawnshop", "Baths"]])
    after, events = play_turn(s, {0: stage("Altar"), 1: discard("Baths"), 2: discard("Baths")})
    assert G.to_move(after) == (0,) and after.phase == "last_card"
    assert names(after.hands[0]) == ["Baths"] and not [e for e in events if e["kind"] == "discard"]
    assert [a.kind for a in G.legal_actions(after, 0)] == ["build", "discard"]
    assert pays(after, 0, BUILD, "Baths") == [(0, 0)]          # its Timber Yard gives the stone
    step = G.apply(after, build("Baths"), 0)
    done = step.state
    assert names(done.cities[0].structures)[-1] == "Baths"
    assert [e.to_json() for e in step.events if e.kind == "discard"] == [
        {"kind": "discard", "player": 1, "card": "Theater"}, {"kind": "discard", "player": 2, "card": "Pawnshop"}]
    assert done.age == 2 and G.to_move(done) == (0, 1, 2)


def test_halicarnassus_builds_from_the_discard_pile_this_turns_discards_included():
    s = position(["Halicarnassus A", "Rhodes A", "Ephesus A"], [["Ore Vein", "Clay Pit", "Mine"], [], []],
                 stages=[1, 0, 0], turn=3, discard=["Tavern"],
                 hands=[["Altar"] * 5, ["Altar"] * 5, ["Baths"] * 5])
    after, _ = play_turn(s, {0: stage("Altar"), 1: discard("Altar"), 2: discard("Baths")})
    assert after.phase == "discard_build" and G.to_move(after) == (0,) and after.turn == 3
    assert G.legal_actions(after, 0) == [Action(FROM_DISCARD, card("Altar")), Action(FROM_DISCARD, card("Baths")),
                                        Action(FROM_DISCARD, card("Tavern")), Action(DECLINE)]
    assert G.observe(after, 0)["discard"] == {"cards": 3, "contents": ["Altar", "Baths", "Tavern"]}
    assert G.observe(after, 1)["discard"] == {"cards": 3, "contents": None}
    coins = after.cities[0].coins
    done = G.apply(after, Action(FROM_DISCARD, card("Tavern")), 0).state
    assert done.cities[0].coins == coins + 5 and names(done.cities[0].structures)[-1] == "Tavern"
    assert names(done.discard) == ["Altar", "Baths"] and done.turn == 4
    declined = G.apply(after, Action(DECLINE), 0).state
    assert names(declined.discard) == ["Tavern", "Altar", "Baths"] and declined.turn == 4


def test_olympia_a_builds_one_structure_free_in_each_age_never_a_stage():
    # the Temple and the Palace cost what the city cannot pay; the Altar costs nothing, so no free build of
    # it is listed beside its plain build (the same move)
    s = position(["Olympia A", "Rhodes A", "Ephesus A"], coins=[0, 3, 3], stages=[2, 0, 0],
                 hands=[["Palace", "Altar", "Temple"] * 2 + ["Altar"], ["Temple"] + ["Altar"] * 6,
                        ["Temple"] + ["Altar"] * 6])
    frees = [a for a in G.legal_actions(s, 0) if a.free]
    assert frees == sorted([build("Temple", free=True), build("Palace", free=True)], key=lambda a: a.card)
    assert build("Altar") in G.legal_actions(s, 0) and build("Altar", free=True) not in G.legal_actions(s, 0)
    with pytest.raises(InvalidArgumentError, match="is not an action of"):   # no record writes a free stage
        G.apply(s, Action(STAGE, card("Altar"), free=True), 0)
    after, _ = play_turn(s, {0: build("Palace", free=True), 1: discard("Altar"), 2: discard("Altar")})
    assert after.cities[0].coins == 0 and after.cities[0].free_build_age == 1
    assert not [a for a in G.legal_actions(after, 0) if a.free]
    next_age = after._replace(age=2)
    assert [a for a in G.legal_actions(next_age, 0) if a.free] == [build("Temple", free=True)]


def test_olympia_b_copies_the_neighbours_guild_worth_most_to_it():
    blue = ["Altar", "Baths", "Theater"]
    s = position(["Olympia B", "Rhodes A", "Ephesus A"],
                 [[], [*blue, "Magistrates Guild"], ["Pawnshop", "Scientists Guild"]], stages=[3, 0, 0])
    assert score_sheet(R, s)[0]["guilds"] == 4       # Magistrates: 3 blue at left + 1 at right
    s = position(["Olympia B", "Rhodes A", "Ephesus A"],
                 [["Apothecary", "Workshop"], [*blue, "Magistrates Guild"], ["Pawnshop", "Scientists Guild"]],
                 stages=[3, 0, 0])
    sheet = score_sheet(R, s)[0]
    assert (sheet["guilds"], sheet["science"]) == (0, 10)    # Scientists: a tablet makes a set
    assert score_sheet(R, s)[1]["guilds"] == 1               # the owner's guild is unchanged


def test_shipowners_count_their_own_city_and_themselves_strategists_the_neighbours_defeats():
    s = position(["Giza A", "Rhodes A", "Ephesus A"],
                 [["Lumber Yard", "Loom", "Shipowners Guild", "Strategists Guild"], ["Barracks"], []])
    s = s._replace(cities=(s.cities[0], s.cities[1]._replace(defeats=2), s.cities[2]._replace(defeats=1)))
    assert score_sheet(R, s)[0]["guilds"] == 4 + 3


# ---- the end -------------------------------------------------------------------------------------------

def test_a_tie_on_points_goes_to_coins_and_a_tie_on_coins_is_shared():
    s = position(["Giza A", "Rhodes A", "Ephesus A"], [["Altar"], ["Altar"], []], coins=[4, 5, 0])
    assert [sheet["total"] for sheet in score_sheet(R, s)] == [3, 3, 0]
    assert outcome(R, s).winners == (1,)
    s = s._replace(cities=(s.cities[0]._replace(coins=5), *s.cities[1:]))
    assert outcome(R, s).winners == (0, 1)


def test_a_whole_game_ends_after_age_iii_with_7_cards_a_player_an_age():
    play = G.random_game(5)
    before = [play.initial, *(step.state for step in play.steps[:-1])]
    assert sum(1 for state in before if state.phase == "choose") == 3 * 6 * 3    # 3 Ages of 6 turns, 3 players
    final = play.final
    assert final.outcome is not None and final.age == 3
    assert sum(len(c.structures) + len(c.tucked) for c in final.cities) + len(final.discard) == 3 * 3 * 7


def test_equal_shields_give_no_token():
    s = position(["Giza A", "Rhodes A", "Ephesus A"], [["Stockade"], ["Barracks"], []], turn=6,
                 hands=[["Altar", "Baths"]] * 3)
    after, events = play_turn(s, {seat: discard("Altar") for seat in range(3)})
    assert [(c.victories, c.defeats) for c in after.cities] == [((1,), 0), ((1,), 0), ((), 2)]
    assert [(e["player"], e["against"], e["points"]) for e in events if e["kind"] == "conflict"] == [
        (0, 2, 1), (1, 2, 1), (2, 0, -1), (2, 1, -1)]
