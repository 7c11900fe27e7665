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


def fc_options(state) -> list[tuple[str, str, int, int, bool]]:
    """The Free City's legal actions as (kind, card, left, right, Olympia A's free build)."""
    return [(a.kind, R.cards[a.card].name, a.left, a.right, a.free) for a in G.legal_actions(state, 0)
            if a.free_city]


def test_the_free_city_builds_a_linked_card_for_nothing_and_only_so():
    """free_city.play, ruling free_city.chain_forced: the Free City holds an Altar, which makes the
    Temple free; the Temple is then built for nothing or not chosen at all, never used for a stage,
    paid for or discarded, while the other cards of the hand are offered as usual."""
    s = free_city_position(fc_structures=("Altar", "Stone Pit"), hand=("Temple", "Baths", "Baths", "Baths", "Baths",
                                                                       "Baths"))
    s = G.apply(s._replace(age=2), Action(DISCARD, card("Baths")), 0).state
    assert fc_options(s) == [(STAGE, "Altar", 0, 0, False), (BUILD, "Baths", 0, 0, False),
                             (STAGE, "Baths", 0, 0, False), (BUILD, "Temple", 0, 0, False)]
    for refused in (Action(STAGE, card("Temple"), free_city=True), Action(DISCARD, card("Temple"), free_city=True),
                    Action(BUILD, card("Temple"), 2, 2, free_city=True)):
        with pytest.raises(IllegalMoveError) as info:
            G.apply(s, refused, 0)
        assert info.value.rule == "free_city.play", refused
    built = G.apply(G.apply(s, Action(BUILD, card("Temple"), free_city=True), 0).state, G.legal_actions(s, 1)[-1], 1)
    assert names(built.state.cities[2].structures) == ["Altar", "Stone Pit", "Temple"]
    assert built.state.cities[2].coins == 3


def test_olympia_a_never_builds_the_free_citys_linked_card():
    """free_city.play, ruling free_city.chain_forced: with Olympia A's free build at hand, the Free
    City still builds its linked Temple by the chain only; the free build serves the other cards."""
    s = free_city_position(fc_structures=("Altar", "Ore Vein"), fc_board="Olympia A", stages=2,
                           hand=("Temple", "Baths", "Baths", "Baths", "Baths", "Baths"))
    s = G.apply(s._replace(age=2), Action(DISCARD, card("Baths")), 0).state
    assert fc_options(s) == [(STAGE, "Altar", 0, 2, False), (BUILD, "Baths", 0, 0, True),
                             (STAGE, "Baths", 0, 2, False), (BUILD, "Temple", 0, 0, False)]
    with pytest.raises(IllegalMoveError) as info:
        G.apply(s, Action(BUILD, card("Temple"), free=True, free_city=True), 0)
    assert info.value.rule == "free_city.play"


def test_the_free_citys_vineyard_counts_the_brown_cards_built_beside_it_in_the_same_turn():
    """turn.reveal, ruling free_city.at_once: the Free City's card is carried out first, yet all three
    cards of the turn enter their cities before any effect: its Vineyard counts the Sawmill its
    holder builds and the Quarry the other player builds in that very turn, and a player's Vineyard
    counts the Free City's brown card of the turn."""
    s = free_city_position(fc_structures=("Lumber Yard",), hand=("Vineyard", "Sawmill", "Altar", "Altar", "Altar",
                                                                 "Altar"))
    s = s._replace(age=2, cities=(s.cities[0]._replace(structures=cards("Clay Pool")),
                                  s.cities[1]._replace(structures=cards("Ore Vein")), s.cities[2]),
                   hands=(s.hands[0], cards("Quarry", "Altar", "Altar", "Altar", "Altar", "Altar")))
    s = G.apply(s, Action(BUILD, card("Sawmill")), 0).state
    s = G.apply(s, Action(BUILD, card("Vineyard"), free_city=True), 0).state
    step = G.apply(s, Action(BUILD, card("Quarry")), 1)
    played = [(e.player, e.card) for e in step.events if e.kind == "play"]
    assert played == [(2, "Vineyard"), (0, "Sawmill"), (1, "Quarry")]
    # 5 brown cards in the three cities: Lumber Yard, Clay Pool, Ore Vein and this turn's Sawmill and Quarry
    assert [e.to_json() for e in step.events if e.kind == "coins"] == [
        {"kind": "coins", "player": 2, "amount": 5, "source": "Vineyard"}]
    assert [c.coins for c in step.state.cities] == [2, 2, 8]
    # the other way round: seat 1 builds the Vineyard, the Free City a Sawmill in the same turn
    t = free_city_position(fc_structures=("Lumber Yard",), hand=("Sawmill", "Altar", "Altar", "Altar", "Altar",
                                                                 "Altar"))
    t = t._replace(age=2, hands=(t.hands[0], cards("Vineyard", "Altar", "Altar", "Altar", "Altar", "Altar")))
    t = G.apply(t, Action(DISCARD, card("Altar")), 0).state
    t = G.apply(t, Action(BUILD, card("Sawmill"), free_city=True), 0).state
    step = G.apply(t, Action(BUILD, card("Vineyard")), 1)
    assert [e.to_json() for e in step.events if e.kind == "coins"] == [
        {"kind": "coins", "player": 0, "amount": 3, "source": "discard"},
        {"kind": "coins", "player": 1, "amount": 2, "source": "Vineyard"}]


def test_the_holder_picks_the_free_citys_seller_whatever_the_price():
    """free_city.play, trade.purchases: the Free City's West Trading Post lowers wood from seat 0 (its
    left neighbour) to 1 coin; the holder may still buy the wood from seat 1 for 2."""
    s = free_city_position(fc_structures=("West Trading Post",), hand=("Stockade", "Altar", "Altar", "Altar",
                                                                       "Altar", "Altar"))
    s = s._replace(cities=(s.cities[0]._replace(structures=cards("Lumber Yard")),
                           s.cities[1]._replace(structures=cards("Lumber Yard")), s.cities[2]))
    s = G.apply(s, Action(DISCARD, card("Altar")), 0).state
    assert [o for o in fc_options(s) if o[1] == "Stockade"] == [(BUILD, "Stockade", 1, 0, False),
                                                                 (BUILD, "Stockade", 0, 2, False)]


def test_a_strategists_guild_counts_the_free_citys_defeat_tokens():
    """free_city.end, ruling free_city.tokens: the Free City's points are never ranked, but its defeat
    tokens count for a neighbour's Strategists Guild."""
    s = free_city_position()
    s = s._replace(cities=(s.cities[0]._replace(structures=cards("Strategists Guild")),
                           s.cities[1]._replace(defeats=1), s.cities[2]._replace(defeats=2, victories=(1, 3))))
    assert G.score_sheet(s)[0]["guilds"] == 3
    assert len(G.score_sheet(s)) == 2


def test_babylon_b_gives_the_free_city_no_seventh_card():
    """free_city.last_card, ruling free_city.no_hand: the Free City plays Babylon B with its second
    stage built; after the sixth turn the last card of its pile is discarded with the players' last
    cards, and no decision is owed for it."""
    s = free_city_position(fc_board="Babylon B", stages=2, hand=("Altar", "Baths"))
    s = s._replace(turn=6, hands=(tuple(sorted(cards("Altar", "Baths", "Theater"))), cards("Tavern", "Palace")),
                   pile=cards("Pawnshop"))
    s = G.apply(s, Action(DISCARD, card("Theater")), 0).state
    s = G.apply(s, Action(BUILD, card("Altar"), free_city=True), 0).state
    step = G.apply(s, Action(DISCARD, card("Tavern")), 1)
    assert [e.to_json() for e in step.events if e.kind == "discard"] == [
        {"kind": "discard", "player": 0, "card": "Baths"}, {"kind": "discard", "player": 1, "card": "Palace"},
        {"kind": "discard", "player": 2, "card": "Pawnshop"}]
    after = step.state
    assert (after.age, after.turn, after.phase, after.pending) == (2, 1, "choose", ())
    assert G.to_move(after) == (0, 1) and after.holder == 1


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
