"""Bilkis (effect.bank_buy; ruling leaders.bilkis_per_build): in each build her owner may buy one unit the
build still lacks from the bank for 1 coin, paid to the bank.  The legal list holds every distinct payment
reachable, the bank's part one more source of one unit: where a neighbour could sell the unit too, both
payments are listed.  On the three-player game of the abilities' tests (seed 26: Babylon B, seat 0, makes
clay; Olympia A on its left wood; Halicarnassus B on its right loom; nobody makes stone or glass)."""

from __future__ import annotations

import json

import pytest

from oracle.classic.state import State
from oracle.errors import IllegalMoveError
from tests.classic_leaders.support import DEALT, PICKS, action, draft_all, game, index, names, play, start
from tests.classic_leaders.test_abilities import age_one, city, hand, recruitment

G = game(3)


def options(s: State, seat: int, card: str, kind: str = "build") -> list[tuple[int, int, int]]:
    """The payments (left, right, bank) of the legal actions of ``kind`` with ``card``."""
    return [(a.left, a.right, a.bank) for a in G.legal_actions(s, seat)
            if a.kind == kind and G.rules.cards[a.card].name == card]


def refusal(s: State, seat: int, kind: str, card: str, left: int = 0, right: int = 0,
            bank: int = 0) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as caught:
        G.apply(s, action(G, kind, card, left, right, bank), seat)
    return caught.value


# ---- the legal list ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("card", "without", "with_bilkis"), [
    ("Baths", [], [(0, 0, 1)]),                             # stone: only the bank has it
    ("Stockade", [(2, 0, 0)], [(0, 0, 1), (2, 0, 0)]),      # wood: the bank or the left neighbour
    ("Apothecary", [(0, 2, 0)], [(0, 0, 1), (0, 2, 0)]),    # loom: the bank or the right neighbour
    ("Guard Tower", [(0, 0, 0)], [(0, 0, 0)]),              # clay, made by the city: never bought
    ("Temple", [], [(2, 0, 1)]),                            # glass from the bank, so wood from the left
    ("Caravansery", [], [(2, 0, 1)]),                       # two wood, the left neighbour selling one
    ("Courthouse", [], [(0, 2, 1)]),                        # two clay and a loom: the second clay bought
    ("Library", [], []),                                    # two stone and a loom: one unit a build
])
def test_one_unit_a_build_from_the_bank_for_one_coin(card: str, without: list[tuple[int, int, int]],
                                                     with_bilkis: list[tuple[int, int, int]]):
    assert options(hand(age_one(), 0, [card, "Tavern"]), 0, card) == without
    assert options(hand(city(age_one(), 0, ["Bilkis"]), 0, [card, "Tavern"]), 0, card) == with_bilkis


def test_where_a_neighbour_sells_every_unit_each_split_with_the_bank_is_listed():
    s = city(city(age_one(), 0, ["Bilkis"]), 1, ["Lumber Yard"])     # the left neighbour sells two wood
    s = hand(s, 0, ["Caravansery", "Tavern"])
    assert options(s, 0, "Caravansery") == [(2, 0, 1), (4, 0, 0)]
    s = city(s, 1, ["Loom"])      # both neighbours sell loom
    s = hand(s, 0, ["Apothecary", "Tavern"])
    assert options(s, 0, "Apothecary") == [(0, 0, 1), (0, 2, 0), (2, 0, 0)]


# Age I's hands of the tests below, seat by seat
AGE_ONE = [["Clay Pit", "Clay Pool", "Ore Vein", "Glassworks", "East Trading Post", "West Trading Post", "Stockade"],
           ["Lumber Yard", "Altar", "Apothecary", "Baths", "Marketplace", "Press", "Theater"],
           ["Timber Yard", "Loom", "Barracks", "Guard Tower", "Scriptorium", "Workshop", "Stone Pit"]]


def _first() -> State:
    """The game of seed 26 with Bilkis dealt to seat 0 instead of Croesus, and Age I's hands AGE_ONE."""
    first = start(G, [["Bilkis", *DEALT[0][1:]], DEALT[1], DEALT[2]], seed=26)
    setup = first.setup
    age_one = tuple(tuple(index(G, n) for n in hand) for hand in AGE_ONE)
    assert sorted(c for h in age_one for c in h) == sorted(c for h in setup.hands[0] for c in h)
    return G.new_game(setup._replace(hands=(age_one, *setup.hands[1:])))


def _owner_of_bilkis() -> State:
    """Age I's first turn after a draft in which seat 0 kept Bilkis (instead of Croesus) and recruited her:
    2 coins left; the others sold a leader (9 coins each)."""
    picks = [["Bilkis", *PICKS[0][1:]], PICKS[1], PICKS[2]]
    s = draft_all(G, _first(), picks)
    s = play(G, s, "recruit", "Bilkis", 0)
    s = play(G, s, "sell", "Euclid", 1)
    s = play(G, s, "sell", "Zenobia", 2)
    assert s.phase == "choose" and [c.coins for c in s.cities] == [2, 9, 9]
    return s


def test_the_exact_legal_set_of_a_turn_of_bilkiss_owner():
    s = _owner_of_bilkis()
    assert names(G, s.hands[0]) == ["Clay Pit", "Clay Pool", "Ore Vein", "Glassworks", "East Trading Post",
                                    "West Trading Post", "Stockade"]
    stage = [("stage", 0, 0, 1), ("stage", 0, 2, 0)]     # Babylon B's first stage: clay (its own) and loom
    expected: list[tuple[str, str, int, int, int]] = []
    for card in ["Clay Pool", "Ore Vein", "Clay Pit", "Glassworks", "East Trading Post", "West Trading Post"]:
        expected += [("build", card, 0, 0, 0), *((k, card, lo, r, b) for k, lo, r, b in stage),
                     ("discard", card, 0, 0, 0)]
    expected += [("build", "Stockade", 0, 0, 1), ("build", "Stockade", 2, 0, 0),
                 *(("stage", "Stockade", lo, r, b) for _, lo, r, b in stage), ("discard", "Stockade", 0, 0, 0)]
    listed = [(a.kind, G.rules.cards[a.card].name, a.left, a.right, a.bank) for a in G.legal_actions(s, 0)]
    assert sorted(listed) == sorted(expected) and len(listed) == 29


# ---- paying ----------------------------------------------------------------------------------------------

def test_the_coin_goes_to_the_bank_and_no_neighbour_gains():
    s = _owner_of_bilkis()
    s = play(G, s, "build", "Stockade", 0, bank=1)
    s = play(G, s, "discard", "Lumber Yard", 1)
    step = G.apply(s, action(G, "discard", "Stone Pit"), 2)
    assert not G.check_step(s, step)        # the coins conserved as the events say
    paid = [(e.player, e.bank, e.left, e.right) for e in step.events if e.kind == "pay"]
    assert paid == [(0, 1, 0, 0)]
    assert [c.coins for c in step.state.cities] == [1, 12, 12]
    assert index(G, "Stockade") in step.state.cities[0].structures


def test_a_stage_built_in_a_recruitment_is_helped_by_her():
    s = city(recruitment(), 0, ["Bilkis"])
    # Babylon B's first stage: clay (its own) and a loom, from the bank or the right neighbour
    assert options(s, 0, "Hiram", "stage") == [(0, 0, 1), (0, 2, 0)]
    s = play(G, s, "stage", "Hiram", 0, bank=1)
    s = play(G, s, "sell", "Euclid", 1)
    s = play(G, s, "sell", "Zenobia", 2)
    assert [c.coins for c in s.cities] == [5, 9, 9] and s.cities[0].stages == 1


def test_each_build_has_its_own_unit():
    """Two turns in a row, each buying one unit from the bank (ruling leaders.bilkis_per_build)."""
    s = _owner_of_bilkis()
    s = play(G, s, "build", "Stockade", 0, bank=1)
    s = play(G, s, "discard", "Lumber Yard", 1)
    s = play(G, s, "discard", "Stone Pit", 2)
    # Age I's hands pass left: seat 0 holds what seat 2 held; Workshop needs glass, which nobody makes
    assert s.turn == 2 and names(G, s.hands[0]) == ["Timber Yard", "Loom", "Barracks", "Guard Tower", "Scriptorium",
                                                    "Workshop"]
    assert options(s, 0, "Workshop") == [(0, 0, 1)]
    s = play(G, s, "build", "Workshop", 0, bank=1)
    s = play(G, s, "discard", names(G, s.hands[1])[0], 1)
    s = play(G, s, "discard", names(G, s.hands[2])[0], 2)
    assert s.cities[0].coins == 0 and names(G, s.cities[0].structures) == ["Bilkis", "Stockade", "Workshop"]


# ---- refusals ----------------------------------------------------------------------------------------------

def test_a_bank_purchase_without_the_power_is_refused():
    err = refusal(hand(age_one(), 0, ["Baths", "Tavern"]), 0, "build", "Baths", bank=1)
    assert err.rule == "effect.bank_buy" and "no power to buy resources from the bank" in str(err)


def test_two_units_from_the_bank_in_one_build_are_refused():
    s = hand(city(age_one(), 0, ["Bilkis"]), 0, ["Temple", "Tavern"])
    err = refusal(s, 0, "build", "Temple", bank=2)
    assert err.rule == "effect.bank_buy" and "at most 1 resource from the bank in a build, for 1 coin; not 2" \
        in str(err)


def test_a_unit_the_city_makes_is_never_bought_from_the_bank():
    s = hand(city(age_one(), 0, ["Bilkis"]), 0, ["Guard Tower", "Tavern"])
    err = refusal(s, 0, "build", "Guard Tower", bank=1)
    assert err.rule == "trade.purchases"
    assert "pays 0 to the left, 0 to the right and 1 to the bank" in str(err)


def test_a_bank_purchase_beyond_the_coins_is_refused():
    s = hand(city(age_one(), 0, ["Bilkis"], coins=0), 0, ["Baths", "Tavern"])
    assert options(s, 0, "Baths") == []
    err = refusal(s, 0, "build", "Baths", bank=1)
    assert err.rule == "build.cost" and "the build costs 1 coins; the player can pay 0" in str(err)


def test_a_leader_is_never_recruited_with_a_bank_purchase():
    s = city(recruitment(), 0, ["Bilkis"])
    err = refusal(s, 0, "recruit", "Hiram", bank=1)
    assert err.rule == "leaders.recruit"


def test_the_base_game_has_no_bank_part_in_its_actions():
    """Nothing buys from the bank in the base game: an action with a part to the bank is not one of its
    actions (its record form does not read back), and its legal list never has one."""
    from oracle.classic.game import Game
    from oracle.classic.state import Action
    from oracle.errors import InvalidArgumentError

    g = Game.load("standard", players=3)
    s = g.new_game(seed=26)
    assert all(a.bank == 0 for a in g.legal_actions(s, 0))
    card = next(a.card for a in g.legal_actions(s, 0) if a.kind == "build")
    with pytest.raises(InvalidArgumentError, match="is not an action of 7 Wonders"):
        g.apply(s, Action("build", card, bank=1), 0)


# ---- records and views ----------------------------------------------------------------------------------------

def test_a_record_with_a_bank_purchase_is_written_and_read_back():
    s = _owner_of_bilkis()
    first = _first()
    setup = G.setup_to_json(first.setup)
    picks = [["Bilkis", *PICKS[0][1:]], PICKS[1], PICKS[2]]
    moves = [{"player": p, "action": "keep", "card": picks[p][pick]} for pick in range(4) for p in range(3)]
    moves += [{"player": 0, "action": "recruit", "card": "Bilkis"},
              {"player": 1, "action": "sell", "card": "Euclid"},
              {"player": 2, "action": "sell", "card": "Zenobia"},
              {"player": 0, "action": "build", "card": "Stockade", "pay": {"left": 0, "right": 0, "bank": 1}},
              {"player": 1, "action": "discard", "card": "Lumber Yard"},
              {"player": 2, "action": "discard", "card": "Stone Pit"}]
    data = {"game": "classic", "players": 3, "variant": "leaders", "setup": setup, "moves": moves}
    text = json.dumps(data)
    record = G.read_record(text)
    assert record.moves[-3].bank == 1
    assert json.dumps(G.record_to_json(record)) == text
    final, _ = G.replay(record)
    assert [c.coins for c in final.cities] == [1, 12, 12] and final.turn == 2
    # a payment buying nothing from the bank is written without the bank's part
    assert G.record_to_json(record)["moves"][-2] == moves[-2]
    legal = G.legal_json(s, 0)
    assert {"action": "build", "card": "Stockade", "pay": {"left": 0, "right": 0, "bank": 1}, "cost": 1} in legal
    assert {"action": "build", "card": "Stockade", "pay": {"left": 2, "right": 0}, "cost": 2} in legal


def test_a_bank_part_in_a_record_is_checked_at_its_path():
    from oracle.errors import InvalidRecordError

    s = _owner_of_bilkis()
    data = G.record_to_json(G.record(s.setup, [], []))
    data["moves"] = [{"player": 0, "action": "keep", "card": "Bilkis",
                      "pay": {"left": 0, "right": 0, "bank": 1}}]
    with pytest.raises(InvalidRecordError):
        G.record_from_json(data)
    base = game(3)
    record = {"game": "classic", "players": 3, "variant": "leaders", "setup": data["setup"],
              "moves": [{"player": 0, "action": "build", "card": "Stockade", "pay": {"left": 0, "right": 0,
                                                                                     "bank": -1}}]}
    with pytest.raises(InvalidRecordError) as caught:
        base.record_from_json(record)
    assert caught.value.path == "$.moves[0].pay.bank"


def test_a_record_of_the_base_game_has_no_bank_part():
    from oracle.classic.game import Game
    from oracle.errors import InvalidRecordError

    g = Game.load("standard", players=3)
    s = g.new_game(seed=26)
    data = g.record_to_json(g.record(s.setup, [], []))
    data["moves"] = [{"player": 0, "action": "build", "card": "Stockade", "pay": {"left": 0, "right": 0, "bank": 1}}]
    with pytest.raises(InvalidRecordError) as caught:
        g.record_from_json(data)
    assert caught.value.path == "$.moves[0].pay.bank" and "unexpected key 'bank'" in str(caught.value)


def test_the_account_tells_the_coins_paid_for_a_resource_from_the_bank():
    s = _owner_of_bilkis()
    steps = []
    state = s
    for seat, kind, card, bank in [(0, "build", "Stockade", 1), (1, "discard", "Lumber Yard", 0),
                                   (2, "discard", "Stone Pit", 0)]:
        steps.append(G.apply(state, action(G, kind, card, bank=bank), seat))
        state = steps[-1].state
    lines = G.account(s, steps).splitlines()
    assert "    P0 builds Stockade for 1 coin, 1 of them for resources from the bank" in lines
    steps = []
    state = s
    for seat, kind, card, left in [(0, "build", "Stockade", 2), (1, "discard", "Lumber Yard", 0),
                                   (2, "discard", "Stone Pit", 0)]:
        steps.append(G.apply(state, action(G, kind, card, left=left), seat))
        state = steps[-1].state
    assert "    P0 builds Stockade, paying 2 coins to P1" in G.account(s, steps).splitlines()
