"""The Free City variant for two players (free_city.*, rules F01-F15), with the rulebook's example.

Players are seats 0 and 1; the Free City is city 2 and neighbours both: seat 0's left neighbour is
seat 1 and its right neighbour the Free City; the Free City's left neighbour is seat 0.
"""

from __future__ import annotations

import json

import pytest

import oracle
from oracle.classic.state import BUILD, DISCARD, STAGE, Action
from oracle.errors import GameChoiceError, IllegalMoveError, InvalidRecordError
from tests.classic.support import card, cards

G = oracle.load_game("classic", variant="free_city")
R = G.rules


def names(seq):
    return sorted(R.cards[c].name for c in seq)


def test_the_variant_is_for_two_players_and_the_others_for_three_to_seven():
    assert G.players == 2 and G.counts_for("free_city") == (2,) and G.counts_for("standard") == (3, 4, 5, 6, 7)
    with pytest.raises(GameChoiceError) as info:
        oracle.load_game("classic", variant="free_city", players=3)
    assert str(info.value) == "7 Wonders is played by 2 players under the variant free_city, not 3"
    with pytest.raises(GameChoiceError):
        oracle.load_game("classic", players=2)
    assert oracle.load_game("classic").players == 3


def test_e27_luis_and_pedro_an_age_of_the_free_city():
    """The rulebook's example: each player is dealt 7, the Free City's pile holds 7; Luis (seat 0), on
    the Free City's left, holds its card, draws, and chooses for his city then for the Free City;
    after the turn the players swap hands and Pedro runs the Free City."""
    s = G.new_game(seed=3)
    setup = s.setup
    assert [len(h) for h in setup.hands[0]] == [7, 7] and [len(p) for p in setup.piles] == [7, 7, 7]
    assert len(s.cities) == 3 and s.holder == 0 and s.free_city == 2
    assert names(s.hands[0]) == names(setup.hands[0][0] + setup.piles[0][:1]) and len(s.pile) == 6
    assert G.to_move(s) == (0, 1)
    own = next(a for a in G.legal_actions(s, 0) if a.kind == DISCARD)
    s1 = G.apply(s, own, 0).state
    assert G.to_move(s1) == (0, 1)
    for_city = G.legal_actions(s1, 0)
    assert for_city and all(a.free_city for a in for_city) and own.card not in [a.card for a in for_city]
    s2 = G.apply(s1, for_city[0], 0).state
    assert G.to_move(s2) == (1,)
    pedro = G.legal_actions(s2, 1)[-1]
    after = G.apply(s2, pedro, 1)
    played = [e.to_json() for e in after.events if e.kind == "play"]
    assert [p["player"] for p in played] == [2, 0, 1]          # the Free City's card first (free_city.play)
    t = after.state
    assert t.holder == 1 and t.turn == 2 and [len(h) for h in t.hands] == [6, 7] and len(t.pile) == 5
    for turn in range(2, 7):
        assert t.turn == turn and G.to_move(t) == (0, 1)
        for player in (t.holder, t.holder, 1 - t.holder):
            t = G.apply(t, G.legal_actions(t, player)[-1], player).state
    assert t.age == 2 and t.holder == 1                      # Age II: the player on the Free City's right
    assert sum(len(c.structures) + len(c.tucked) for c in t.cities) + len(t.discard) == 21


def test_the_holder_of_each_age():
    play = G.random_game(4)
    holders = {}
    for state in [play.initial, *(step.state for step in play.steps)]:
        if state.turn == 1 and state.outcome is None:
            holders.setdefault(state.age, state.holder)
    assert holders == {1: 0, 2: 1, 3: 0}


def free_city_position(fc_structures=(), hand=("Altar",) * 6, fc_coins=3, fc_board="Giza A", stages=0):
    s = G.new_game(seed=1)
    board = R.board_index(fc_board)
    fc = s.cities[2]._replace(board=board, structures=cards(*fc_structures), coins=fc_coins, stages=stages)
    hands = (tuple(sorted(cards(*hand, "Altar"))), s.hands[1])
    return s._replace(cities=(*s.cities[:2], fc), hands=hands,
                      setup=s.setup._replace(boards=(*s.setup.boards[:2], board)))


def test_the_free_city_discards_only_when_it_can_build_nothing():
    s = free_city_position(hand=("Altar", "Palace", "Baths", "Barracks", "Stockade", "Workshop"), fc_coins=0)
    s = G.apply(s, Action(DISCARD, card("Altar")), 0).state
    legal = G.legal_actions(s, 0)
    assert {(a.kind, R.cards[a.card].name) for a in legal} == {(BUILD, "Altar"), (BUILD, "Baths")}
    assert all(a.free_city for a in legal)
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, Action(DISCARD, card("Palace"), free_city=True), 0)
    assert info.value.rule == "free_city.play"
    poor = free_city_position(fc_structures=("Altar", "Baths"), hand=("Altar", "Palace", "Baths", "Palace", "Palace",
                                                                      "Palace"), fc_coins=0)
    poor = G.apply(poor, Action(DISCARD, card("Altar")), 0).state
    assert [(a.kind, R.cards[a.card].name) for a in G.legal_actions(poor, 0)] == [
        (DISCARD, "Altar"), (DISCARD, "Baths"), (DISCARD, "Palace")]


def test_the_free_city_builds_a_linked_card_for_nothing_and_only_so():
    s = free_city_position(fc_structures=("Altar",), hand=("Temple", "Baths", "Baths", "Baths", "Baths", "Baths"))
    s = s._replace(age=2)
    s = G.apply(s, Action(DISCARD, card("Baths")), 0).state
    temple = [a for a in G.legal_actions(s, 0) if a.card == card("Temple")]
    assert temple == [Action(BUILD, card("Temple"), free_city=True)]
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, Action(STAGE, card("Temple"), free_city=True), 0)
    assert info.value.rule == "free_city.play"


def test_a_decision_names_the_city_it_is_for():
    s = G.new_game(seed=2)
    own = G.legal_actions(s, 0)[-1]
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, own._replace(free_city=True), 0)
    assert info.value.rule == "free_city.choose"
    s = G.apply(s, own, 0).state
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, G.legal_actions(s, 0)[0]._replace(free_city=False), 0)
    assert info.value.rule == "free_city.choose"
    assert G.action_to_json(G.legal_actions(s, 0)[0])["city"] == "free_city"
    assert G.observe(s, 1)["free_city"] == {"holder": 0, "pile": 6}


def test_only_the_two_players_are_ranked_and_records_round_trip():
    play = G.random_game(7)
    assert len(G.score_sheet(play.final)) == 2 and set(play.final.outcome.winners) <= {0, 1}
    record = G.record_to_json(G.record(play.initial.setup, play.moves, play.movers))
    assert record["variant"] == "free_city" and len(record["setup"]["boards"]) == 3
    assert sorted(record["setup"]["free_city"]) == ["I", "II", "III"]
    before = [play.initial, *(step.state for step in play.steps[:-1])]
    chosen = [m for m, state in zip(record["moves"], before, strict=True) if state.phase == "choose"]
    assert sum(1 for m in chosen if m.get("city") == "free_city") == 18      # one a turn, 6 turns, 3 Ages
    final, _ = G.replay(G.read_record(json.dumps(record)))
    assert final == play.final
    broken = {**record, "players": 3}
    with pytest.raises(InvalidRecordError) as info:
        G.read_record(json.dumps(broken))
    assert (info.value.path, str(info.value).split(": ", 1)[-1]) == (
        "$.players", "the variant free_city is played by 2 players, not 3")


def test_a_card_dealt_one_time_too_many_is_named_where_it_is_dealt():
    game = oracle.load_game("classic", players=3)
    record = game.record_to_json(game.record(game.new_game(seed=1).setup, []))
    record["setup"]["hands"]["II"][1][3] = record["setup"]["hands"]["II"][0][0]
    with pytest.raises(InvalidRecordError) as info:
        game.read_record(json.dumps(record))
    name = record["setup"]["hands"]["II"][0][0]
    assert (info.value.path, str(info.value).split(": ", 1)[-1]) == (
        "$.setup.hands.II[1][3]", f"Age II's cards for 3 players hold 1 '{name}'; this is one more")
