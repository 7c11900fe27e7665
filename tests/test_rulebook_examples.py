"""The worked examples of the 7 Wonders Duel rulebooks, replayed on the reference engine.

Each test rebuilds the situation of one example (or one entry of the rulebook's lists of
wonders, guilds, cards and progress tokens) and checks the rulebook's numbers exactly: coins,
pawn positions, cities, points and outcomes.  The two rulebooks name their players differently
(Antoine/Bruno in one, Denise/Lorenzo in the other); here the player who acts is seat 0 unless
the example needs both seats, and the docstrings say which example is meant.
"""

from __future__ import annotations

import pytest

from oracle.duel import Action, apply, legal, legal_actions
from oracle.duel.rules.costs import Price
from oracle.duel.rules.military import points as military_points
from oracle.duel.scoring import score
from oracle.duel.state import CIVILIAN, MILITARY, SCIENCE, Outcome, State
from oracle.errors import IllegalMoveError
from tests.support import (
    RULES,
    build,
    build_wonder,
    card,
    city,
    city_names,
    discard,
    names,
    position,
    take_progress,
    token,
    wonder,
)

# A city producing every resource a wonder can ask for: 3 wood, 3 clay, 3 stone, 2 glass, 2 papyrus.
EVERYTHING = ["Sawmill", "Lumber Yard", "Brickyard", "Clay Pool", "Shelf Quarry", "Quarry",
              "Glassblower", "Glassworks", "Drying Room", "Press"]


def price(state: State, name: str, player: int | None = None) -> Price:
    """What card ``name`` costs ``player`` (default: the player to move)."""
    return legal.price(state, state.to_move if player is None else player, RULES.cards[card(name)])


def wonder_price(state: State, name: str, player: int | None = None) -> Price:
    return legal.price(state, state.to_move if player is None else player, RULES.wonders[wonder(name)])


def buildable(state: State) -> set[str]:
    """Names of the cards the player to move may build now."""
    return {RULES.cards[a.card].name for a in legal_actions(state) if a.kind == "build"}


# ---- costs and trading --------------------------------------------------------------------------


def test_card_cost_examples():
    """Cost example: a Lumber Yard is free, a Stone Pit costs 1 coin, Baths ask for 1 stone and the
    Arena for a clay, a stone and a wood; the Scriptorium costs 2 coins."""
    s = position(available=["Lumber Yard", "Stone Pit", "Baths", "Arena", "Scriptorium"])
    assert price(s, "Lumber Yard") == Price(0, 0)
    assert price(s, "Stone Pit") == Price(1, 0)
    assert price(s, "Scriptorium") == Price(2, 0)
    # nothing produced and nothing in the opponent's city: each missing unit costs 2
    assert price(s, "Baths") == Price(0, 2)
    assert price(s, "Arena") == Price(0, 6)
    assert RULES.cards[card("Arena")].resources == (1, 1, 1, 0, 0)
    assert RULES.cards[card("Baths")].resources == (0, 0, 1, 0, 0)
    producer = position(cities=[city(cards=["Quarry", "Clay Pool", "Lumber Yard"]), city()],
                        available=["Baths", "Arena", "Stone Pit"])
    assert price(producer, "Baths") == Price(0, 0)
    assert price(producer, "Arena") == Price(0, 0)
    step = build(s, "Lumber Yard")
    assert step.state.coins == (7, 7)
    assert city_names(step.state, 0) == ["Lumber Yard"]
    step = build(s, "Stone Pit")
    assert step.state.coins == (6, 7)
    step = build(s, "Scriptorium")
    assert step.state.coins == (5, 7)


def test_horse_breeders_costs_clay_and_wood_or_nothing_with_the_stable():
    """Chain-cost example: Horse Breeders need a clay and a wood, or nothing at all once the city holds
    the Stable."""
    s = position(available=["Horse Breeders", "Lumber Yard"])
    assert RULES.cards[card("Horse Breeders")].resources == (1, 1, 0, 0, 0)
    assert price(s, "Horse Breeders") == Price(0, 4)
    with_stable = position(cities=[city(cards=["Stable"]), city(cards=["Clay Pool", "Lumber Yard"])], coins=(0, 7),
                           available=["Horse Breeders", "Lumber Yard"])
    assert price(with_stable, "Horse Breeders") == Price(0, 0, True)
    step = build(with_stable, "Horse Breeders")
    assert step.state.coins == (0, 7)
    assert city_names(step.state, 0) == ["Stable", "Horse Breeders"]
    assert step.state.pawn == 1


def test_production_example_baths_and_garrison_without_trading_apothecary_needs_glass():
    """Production example: a city making 1 stone, 3 clay and 1 papyrus builds the Baths or the Garrison
    without trading, but must buy the Apothecary's glass."""
    s = position(cities=[city(cards=["Quarry", "Brickyard", "Clay Pool", "Press"]), city()],
                 available=["Baths", "Garrison", "Apothecary", "Lumber Yard"])
    assert price(s, "Baths") == Price(0, 0)
    assert price(s, "Garrison") == Price(0, 0)
    assert price(s, "Apothecary") == Price(0, 2)
    assert buildable(s) >= {"Baths", "Garrison", "Apothecary"}
    broke = s._replace(coins=(0, 7))
    assert "Baths" in buildable(broke) and "Garrison" in buildable(broke)
    assert "Apothecary" not in buildable(broke)
    with pytest.raises(IllegalMoveError) as err:
        build(broke, "Apothecary")
    assert err.value.rule == "cost.afford"
    after = build(broke, "Baths").state
    assert after.coins == (0, 7)
    assert city_names(after, 0) == ["Quarry", "Brickyard", "Clay Pool", "Press", "Baths"]


def test_stone_prices_when_the_opponent_makes_two_stone():
    """Trading example: the opponent's brown card makes 2 stone, so each stone costs the player 4;
    the producer, needing a third stone, pays only 2 because the player makes none."""
    s = position(cities=[city(), city(cards=["Shelf Quarry"])], coins=(20, 20),
                 available=["Baths", "Walls", "Aqueduct", "Lumber Yard"])
    assert price(s, "Baths", 0) == Price(0, 4)
    assert price(s, "Walls", 0) == Price(0, 8)
    assert price(s, "Aqueduct", 1) == Price(0, 2)
    assert price(s, "Walls", 1) == Price(0, 0)
    step = build(s, "Baths")
    assert step.state.coins == (16, 20)
    step = build(step.state, "Aqueduct")
    assert step.state.coins == (16, 18)
    assert city_names(step.state, 1) == ["Shelf Quarry", "Aqueduct"]


def test_fortifications_cost_five_coins():
    """Trading example: the player making 2 stone buys the clay at 3 (opponent has 1 clay) and the
    papyrus at 2 (opponent has none) for the Fortifications: 5 coins to the bank."""
    s = position(cities=[city(cards=["Clay Pool"]), city(cards=["Shelf Quarry"])], to_move=1,
                 available=["Fortifications", "Lumber Yard"])
    assert price(s, "Fortifications") == Price(0, 5)
    step = build(s, "Fortifications")
    assert step.state.coins == (7, 2)
    assert city_names(step.state, 1) == ["Shelf Quarry", "Fortifications"]
    assert step.state.pawn == -2


def test_aqueduct_costs_twelve_coins():
    """Trading example: without any stone, against an opponent making 2 stone, the Aqueduct's 3 stone
    cost 4 each: 12 coins paid to the bank."""
    s = position(cities=[city(), city(cards=["Shelf Quarry"])], coins=(12, 7),
                 available=["Aqueduct", "Lumber Yard"])
    assert price(s, "Aqueduct") == Price(0, 12)
    step = build(s, "Aqueduct")
    assert step.state.coins == (0, 7)
    assert city_names(step.state, 0) == ["Aqueduct"]
    short = s._replace(coins=(11, 7))
    with pytest.raises(IllegalMoveError) as err:
        build(short, "Aqueduct")
    assert err.value.rule == "cost.afford"


def test_caravansery_costs_seven_coins():
    """Coins-and-resources example: the Caravansery costs 2 coins, plus its glass at 3 (the opponent
    makes one glass) and its papyrus at 2 (the opponent makes none): 7 in all."""
    s = position(cities=[city(cards=["Glassworks"]), city()], to_move=1,
                 available=["Caravansery", "Lumber Yard"])
    assert price(s, "Caravansery") == Price(2, 5)
    step = build(s, "Caravansery")
    assert step.state.coins == (7, 0)
    assert city_names(step.state, 1) == ["Caravansery"]


def test_chains_baths_to_aqueduct_and_palisade_to_fortifications():
    """Chain examples: having the Baths, the Aqueduct is built for nothing; having the Palisade, the
    Fortifications are built for nothing."""
    s = position(cities=[city(cards=["Baths"]), city(cards=["Palisade"])], coins=(0, 0),
                 available=["Aqueduct", "Fortifications", "Lumber Yard"])
    assert price(s, "Aqueduct", 0) == Price(0, 0, True)
    assert price(s, "Fortifications", 1) == Price(0, 0, True)
    # without the chain card the same cards cost 6 and 8
    assert price(s, "Fortifications", 0) == Price(0, 8)
    assert price(s, "Aqueduct", 1) == Price(0, 6)
    s = build(s, "Aqueduct").state
    assert s.coins == (0, 0)
    s = build(s, "Fortifications").state
    assert s.coins == (0, 0)
    assert city_names(s, 0) == ["Baths", "Aqueduct"]
    assert city_names(s, 1) == ["Palisade", "Fortifications"]
    assert s.pawn == -2


def test_only_uncovered_cards_can_be_taken():
    """Accessibility example: the four cards nothing covers may be played; a card still covered may not."""
    s = position(available=["Baths", "Stone Pit", "Lumber Yard", "Scriptorium"], hidden=["Tavern"])
    playable = {RULES.cards[a.card].name for a in legal_actions(s)}
    assert playable == {"Baths", "Stone Pit", "Lumber Yard", "Scriptorium"}
    with pytest.raises(IllegalMoveError) as err:
        discard(s, "Tavern")
    assert err.value.rule == "turn.accessible"


# ---- the three actions ----------------------------------------------------------------------------


def test_discarding_the_aqueduct_with_tavern_and_clay_reserve_gives_four_coins():
    """Discard example: with the Tavern and the Clay Reserve in the city, discarding the Aqueduct
    brings 2 + 2 = 4 coins."""
    s = position(cities=[city(), city(cards=["Tavern", "Clay Reserve"])], to_move=1,
                 available=["Aqueduct", "Lumber Yard"])
    step = discard(s, "Aqueduct")
    assert step.state.coins == (7, 11)
    assert names("card", step.state.discard) == ["Aqueduct"]
    assert city_names(step.state, 1) == ["Tavern", "Clay Reserve"]


def test_discard_value_is_two_plus_one_per_yellow_card():
    """Discard rule: 2 coins plus 1 per yellow card of the discarding player's own city."""
    plain = position(cities=[city(), city(cards=["Tavern", "Brewery", "Forum"])],
                     available=["Aqueduct", "Lumber Yard"])
    assert discard(plain, "Aqueduct").state.coins == (9, 7)
    yellow = position(cities=[city(cards=["Tavern", "Brewery", "Forum", "Baths", "Quarry"]), city()],
                      available=["Aqueduct", "Lumber Yard"])
    assert discard(yellow, "Aqueduct").state.coins == (12, 7)


def test_colossus_paid_with_three_clay_and_glass_moves_the_pawn_two():
    """Wonder-building example: any accessible card is tucked under the Colossus; the wonder's cost
    (3 clay, 1 glass), not the card's, is paid, and the pawn moves 2 spaces."""
    s = position(cities=[city(cards=["Brickyard", "Clay Pool", "Glassworks"], wonders=["The Colossus"]), city()],
                 available=["Pretorium", "Lumber Yard"])
    assert wonder_price(s, "The Colossus") == Price(0, 0)
    step = build_wonder(s, "Pretorium", "The Colossus")
    after = step.state
    assert after.coins == (7, 7)
    assert after.pawn == 2
    assert after.cities[0].built == ((wonder("The Colossus"), card("Pretorium")),)
    assert city_names(after, 0) == ["Brickyard", "Clay Pool", "Glassworks"]
    assert card("Pretorium") not in after.structure and card("Pretorium") not in after.discard
    assert score(after, 0)["wonders"] == 3


def test_archery_range_enters_a_looting_zone():
    """Military example: the Archery Range's 2 shields move the pawn 2 spaces, into the zone of a
    2-coin looting token: the opponent loses 2 coins and the token leaves the game."""
    s = position(cities=[city(cards=["Lumber Yard", "Quarry", "Press"]), city()], pawn=1,
                 available=["Archery Range", "Lumber Yard"])
    step = build(s, "Archery Range")
    assert step.state.pawn == 3
    assert step.state.coins == (7, 5)
    assert step.state.looting == (True, True, False, True)
    assert [(e.player, e.lost) for e in step.events if e.kind == "looting"] == [(1, 2)]


def test_seventh_wonder_sends_the_pyramids_to_the_box():
    """Seven-wonder example: one player has built 4 wonders, the other 2; building the Colossus as the
    7th wonder of the game sends the still unbuilt Pyramids back to the box."""
    opponent = city(wonders=["The Appian Way", "The Sphinx", "Piraeus", "The Great Library"],
                    built=["The Appian Way", "The Sphinx", "Piraeus", "The Great Library"])
    me = city(cards=EVERYTHING, wonders=["The Pyramids", "The Colossus", "The Mausoleum", "The Hanging Gardens"],
              built=["The Mausoleum", "The Hanging Gardens"])
    s = position(cities=[me, opponent], available=["Tavern", "Altar", "Theater", "Lumber Yard"])
    assert s.wonders_built == 6
    step = build_wonder(s, "Tavern", "The Colossus")
    after = step.state
    assert after.wonders_built == 7
    assert len(after.cities[0].built) == 3 and len(after.cities[1].built) == 4
    assert after.removed_wonders == (wonder("The Pyramids"),)
    assert [e.wonder for e in step.events if e.kind == "wonder_removed"] == ["The Pyramids"]
    after = discard(after, "Altar").state
    assert after.to_move == 0
    assert not [a for a in legal_actions(after) if a.kind == "build_wonder"]
    with pytest.raises(IllegalMoveError) as err:
        build_wonder(after, "Theater", "The Pyramids")
    assert err.value.rule == "wonder.cap"
    assert score(after, 0)["wonders"] == 3 + 2 + 3


# ---- military ------------------------------------------------------------------------------------


def test_strategy_red_card_with_two_shields_moves_three():
    """Strategy example: with the token, a red card showing 2 shields moves the pawn 3 spaces."""
    s = position(cities=[city(cards=["Shelf Quarry"], progress=["Strategy"]), city()],
                 available=["Walls", "Lumber Yard"])
    step = build(s, "Walls")
    assert step.state.pawn == 3
    assert step.state.coins == (7, 5)  # the 2-coin looting token at 3 is taken as well


def test_looting_takes_what_the_opponent_has_when_short():
    """Looting token description: an opponent holding fewer coins than the token says loses all of them."""
    s = position(cities=[city(cards=["Shelf Quarry"]), city()], coins=(7, 3), pawn=4,
                 looting=(True, True, False, True), available=["Walls", "Lumber Yard"])
    step = build(s, "Walls")
    assert step.state.pawn == 6
    assert step.state.coins == (7, 0)
    assert step.state.looting == (True, True, False, False)
    assert [(e.player, e.lost) for e in step.events if e.kind == "looting"] == [(1, 3)]


def test_military_supremacy_ends_the_game_at_once():
    """Military supremacy: the pawn reaching the opponent's capital wins the game immediately."""
    s = position(cities=[city(), city(cards=["Shelf Quarry"])], to_move=1, pawn=-7,
                 looting=(False, False, True, True), available=["Walls", "Lumber Yard", "Quarry"])
    step = build(s, "Walls")
    assert step.state.pawn == -9
    assert step.state.outcome == Outcome(MILITARY, 1)
    assert step.state.to_move == -1
    assert legal_actions(step.state) == []
    with pytest.raises(IllegalMoveError) as err:
        build(step.state, "Lumber Yard")
    assert err.value.rule == "game.over"


def test_the_weaker_military_chooses_who_begins_the_next_age():
    """End-of-Age rule: the player on whose side the pawn stands chooses who begins the next Age; with
    the pawn centred, the player who took the last card chooses."""
    leaning = position(pawn=2, available=["Lumber Yard"])
    after = discard(leaning, "Lumber Yard").state
    assert after.age == 2
    assert [(d.kind, d.player, d.options) for d in after.pending] == [("starter", 1, (0, 1))]
    assert after.to_move == 1
    begun = apply(after, Action("choose_starter", player=1)).state
    assert begun.to_move == 1 and begun.pending == ()
    centred = position(pawn=0, to_move=1, available=["Lumber Yard"])
    after = discard(centred, "Lumber Yard").state
    assert [(d.kind, d.player) for d in after.pending] == [("starter", 1)]
    other_side = position(pawn=-1, to_move=1, available=["Lumber Yard"])
    after = discard(other_side, "Lumber Yard").state
    assert [(d.kind, d.player) for d in after.pending] == [("starter", 0)]
    begun = apply(after, Action("choose_starter", player=1)).state
    assert begun.to_move == 1


# ---- science -------------------------------------------------------------------------------------


def test_a_pair_of_symbols_earns_a_progress_token():
    """Science rule: collecting two identical symbols lets the player take a progress token from the board."""
    s = position(cities=[city(cards=["Scriptorium"]), city()], available=["Library", "Lumber Yard"])
    step = build(s, "Library")  # free through the Scriptorium's chain
    after = step.state
    assert after.coins == (7, 7)
    assert [(d.kind, d.player) for d in after.pending] == [("progress", 0)]
    assert names("token", after.pending[0].options) == ["Agriculture", "Law", "Strategy", "Theology", "Urbanism"]
    after = take_progress(after, "Agriculture").state
    assert names("token", after.cities[0].progress) == ["Agriculture"]
    assert names("token", after.board) == ["Law", "Strategy", "Theology", "Urbanism"]
    assert after.to_move == 1


def test_scientific_supremacy_with_six_different_symbols():
    """Scientific supremacy: the sixth different symbol wins the game immediately."""
    me = city(cards=["Scriptorium", "Apothecary", "Pharmacist", "Workshop", "Academy"])
    s = position(cities=[me, city()], available=["University", "Lumber Yard"])
    step = build(s, "University")
    assert step.state.outcome == Outcome(SCIENCE, 0)
    assert step.state.coins == (1, 7)
    assert step.state.pending == ()
    assert legal_actions(step.state) == []
    with pytest.raises(IllegalMoveError) as err:
        discard(step.state, "Lumber Yard")
    assert err.value.rule == "game.over"


# ---- wonders (the rulebook's list) -------------------------------------------------------------


def _wonder_position(name: str, *, opponent: list[str] = (), coins: tuple[int, int] = (7, 7), **kw) -> State:
    me = city(cards=EVERYTHING, wonders=[name], progress=kw.pop("progress", ()))
    return position(cities=[me, city(cards=opponent)], coins=coins,
                    available=["Lumber Yard", "Altar", "Theater"], **kw)


def test_appian_way():
    """Wonder list, Appian Way: 3 coins from the bank, the opponent gives 3 back, another turn, 3 points."""
    step = build_wonder(_wonder_position("The Appian Way"), "Lumber Yard", "The Appian Way")
    assert step.state.coins == (10, 4)
    assert step.state.to_move == 0
    assert score(step.state, 0)["wonders"] == 3
    poor = build_wonder(_wonder_position("The Appian Way", coins=(7, 2)), "Lumber Yard", "The Appian Way")
    assert poor.state.coins == (10, 0)


def test_circus_maximus():
    """Wonder list, Circus Maximus: one grey card of the opponent's goes to the discard pile, 1 shield,
    3 points."""
    s = _wonder_position("Circus Maximus", opponent=["Glassworks", "Press", "Quarry"])
    step = build_wonder(s, "Lumber Yard", "Circus Maximus")
    after = step.state
    assert after.pawn == 1
    assert [(d.kind, d.player) for d in after.pending] == [("destroy", 0)]
    assert names("card", after.pending[0].options) == ["Glassworks", "Press"]
    after = apply(after, Action("destroy", card=card("Press"))).state
    assert city_names(after, 1) == ["Glassworks", "Quarry"]
    assert names("card", after.discard) == ["Press"]
    assert after.to_move == 1
    assert score(after, 0)["wonders"] == 3


def test_colossus():
    """Wonder list, Colossus: 2 shields and 3 points."""
    step = build_wonder(_wonder_position("The Colossus"), "Lumber Yard", "The Colossus")
    assert step.state.pawn == 2
    assert step.state.to_move == 1
    assert score(step.state, 0)["wonders"] == 3


def test_great_library():
    """Wonder list, Great Library: three of the tokens left out at setup are drawn, one is kept and
    played, the other two go back to the box; 4 points."""
    s = _wonder_position("The Great Library",
                         box=("Agriculture", "Philosophy", "Mathematics", "Economy", "Masonry"),
                         board=("Law", "Strategy", "Theology", "Urbanism", "Architecture"))
    step = build_wonder(s, "Lumber Yard", "The Great Library")
    after = step.state
    assert [(d.kind, d.player) for d in after.pending] == [("library", 0)]
    assert names("token", after.pending[0].options) == ["Agriculture", "Philosophy", "Mathematics"]
    after = take_progress(after, "Agriculture").state
    assert after.coins == (13, 7)
    assert names("token", after.cities[0].progress) == ["Agriculture"]
    assert token("Agriculture") not in after.box
    assert names("token", after.board) == ["Law", "Strategy", "Theology", "Urbanism", "Architecture"]
    assert after.to_move == 1
    assert score(after, 0)["wonders"] == 4
    assert score(after, 0)["progress"] == 4


def test_great_lighthouse():
    """Wonder list, Great Lighthouse: one wood, clay or stone each turn, not counted in the opponent's
    trade prices; 4 points."""
    me = city(cards=[], wonders=["The Great Lighthouse"], built=["The Great Lighthouse"])
    s = position(cities=[me, city()], available=["Baths", "Garrison", "Stable", "Rostrum", "Lumber Yard"])
    assert price(s, "Baths", 0) == Price(0, 0)
    assert price(s, "Garrison", 0) == Price(0, 0)
    assert price(s, "Stable", 0) == Price(0, 0)
    assert price(s, "Rostrum", 0) == Price(0, 2)  # wood and stone: only one unit per turn
    assert price(s, "Baths", 1) == Price(0, 2)
    assert score(s, 0)["wonders"] == 4


def test_hanging_gardens():
    """Wonder list, Hanging Gardens: 6 coins, another turn, 3 points."""
    step = build_wonder(_wonder_position("The Hanging Gardens"), "Lumber Yard", "The Hanging Gardens")
    assert step.state.coins == (13, 7)
    assert step.state.to_move == 0
    assert score(step.state, 0)["wonders"] == 3


def test_mausoleum():
    """Wonder list, Mausoleum: one card of the discard pile is built for nothing (cards set aside at
    setup are not part of the pile); 2 points."""
    s = _wonder_position("The Mausoleum", discard=["Walls", "Tavern"])
    step = build_wonder(s, "Lumber Yard", "The Mausoleum")
    after = step.state
    assert [(d.kind, d.player) for d in after.pending] == [("discard_build", 0)]
    assert names("card", after.pending[0].options) == ["Walls", "Tavern"]
    removed = set(c.index for c in RULES.deck("I")) - set(after.setup.ages[0])
    assert len(removed) == 3 and not removed & set(after.pending[0].options)
    after = apply(after, Action("build_discarded", card=card("Tavern"))).state
    assert after.coins == (11, 7)
    assert city_names(after, 0) == [*EVERYTHING, "Tavern"]
    assert names("card", after.discard) == ["Walls"]
    assert after.to_move == 1
    assert score(after, 0)["wonders"] == 2


def test_piraeus():
    """Wonder list, Piraeus: one glass or papyrus each turn, not counted in the opponent's trade
    prices; another turn; 2 points."""
    s = _wonder_position("Piraeus")
    step = build_wonder(s, "Lumber Yard", "Piraeus")
    after = step.state
    assert after.to_move == 0
    assert score(after, 0)["wonders"] == 2
    # the opponent's glass costs 2 + the 2 glass of the grey cards; Piraeus adds nothing
    assert price(s, "Apothecary", 1) == price(after, "Apothecary", 1) == Price(0, 4)
    bare = position(cities=[city(wonders=["Piraeus"], built=["Piraeus"]), city()],
                    available=["Apothecary", "Workshop", "School", "Lumber Yard"])
    assert price(bare, "Apothecary", 0) == Price(0, 0)
    assert price(bare, "Workshop", 0) == Price(0, 0)
    assert price(bare, "School", 0) == Price(0, 4)  # wood + a second papyrus still bought
    assert price(bare, "Apothecary", 1) == Price(0, 2)


def test_pyramids():
    """Wonder list, Pyramids: 9 points and nothing else."""
    step = build_wonder(_wonder_position("The Pyramids"), "Lumber Yard", "The Pyramids")
    assert step.state.coins == (7, 7)
    assert step.state.pawn == 0
    assert step.state.to_move == 1
    assert score(step.state, 0)["wonders"] == 9


def test_sphinx():
    """Wonder list, Sphinx: another turn, 6 points."""
    step = build_wonder(_wonder_position("The Sphinx"), "Lumber Yard", "The Sphinx")
    assert step.state.to_move == 0
    assert step.state.coins == (7, 7)
    assert score(step.state, 0)["wonders"] == 6


def test_statue_of_zeus():
    """Wonder list, Statue of Zeus: one brown card of the opponent's goes to the discard pile, 1 shield,
    3 points."""
    s = _wonder_position("The Statue of Zeus", opponent=["Glassworks", "Quarry", "Sawmill"])
    after = build_wonder(s, "Lumber Yard", "The Statue of Zeus").state
    assert after.pawn == 1
    assert names("card", after.pending[0].options) == ["Quarry", "Sawmill"]
    after = apply(after, Action("destroy", card=card("Sawmill"))).state
    assert city_names(after, 1) == ["Glassworks", "Quarry"]
    assert names("card", after.discard) == ["Sawmill"]
    assert after.cities[1].profile.production == (0, 0, 1, 1, 0)
    assert score(after, 0)["wonders"] == 3


def test_temple_of_artemis():
    """Wonder list, Temple of Artemis: 12 coins and another turn; no points."""
    step = build_wonder(_wonder_position("The Temple of Artemis"), "Lumber Yard", "The Temple of Artemis")
    assert step.state.coins == (19, 7)
    assert step.state.to_move == 0
    assert score(step.state, 0)["wonders"] == 0


# ---- guilds (the rulebook's list) ----------------------------------------------------------------


def test_shipowners_guild_counts_brown_and_grey_in_one_city_coins_now_points_at_end():
    """Guild list, Shipowners: a coin per brown and grey card of the single city holding most of them,
    when built; a point per such card of the city holding most at the end, which may be the other city."""
    me = city(cards=["Clay Pool", "Glassworks", "Press", "Glassblower", "Caravansery"])   # 1 brown + 3 grey
    opponent = city(cards=["Lumber Yard", "Logging Camp", "Sawmill"])                      # 3 brown
    s = position(cities=[me, opponent], age=3, coins=(7, 7),
                 available=["Shipowners Guild", "Clay Pit"], hidden=["Stone Pit", "Quarry", "Pretorium"])
    assert price(s, "Shipowners Guild") == Price(0, 0)
    s = build(s, "Shipowners Guild").state
    assert s.coins == (11, 7)          # 4, never 3 brown + 3 grey
    s = build(s, "Clay Pit").state     # the opponent: 4 brown
    s = discard(s, "Stone Pit").state  # 2 coins + 1 yellow
    s = build(s, "Quarry").state       # the opponent: 5 brown
    s = discard(s, "Pretorium").state  # last card: Age III and the game end
    assert s.outcome is not None and s.outcome.victory == CIVILIAN
    assert s.coins == (17, 6)
    assert score(s, 0)["purple"] == 5


def test_moneylenders_guild_points_per_three_coins_of_the_richest_city():
    """Guild list, Moneylenders: at the end a point per full set of 3 coins in the richest city."""
    s = position(cities=[city(cards=["Sawmill", "Shelf Quarry"]), city()], age=3, coins=(7, 20),
                 available=["Moneylenders Guild", "Palace"])
    s = build(s, "Moneylenders Guild").state
    assert s.coins == (7, 20)
    s = discard(s, "Palace").state
    assert s.outcome is not None
    assert s.coins == (7, 22)
    assert score(s, 0)["purple"] == 7
    assert score(s, 0)["coins"] == 2


def test_builders_guild_points_per_wonder_of_the_city_with_most_wonders():
    """Guild list, Builders: at the end 2 points per wonder built in the city that built the most."""
    me = city(cards=["Sawmill", "Brickyard", "Shelf Quarry", "Glassworks"],
              wonders=["The Pyramids", "The Sphinx"], built=["The Pyramids"])
    opponent = city(wonders=["The Colossus", "Piraeus", "The Appian Way"],
                    built=["The Colossus", "Piraeus", "The Appian Way"])
    s = position(cities=[me, opponent], age=3, available=["Builders Guild", "Palace"])
    s = build(s, "Builders Guild").state
    assert s.coins == (7, 7)
    s = discard(s, "Palace").state
    assert score(s, 0)["purple"] == 6
    assert score(s, 0)["wonders"] == 9


@pytest.mark.parametrize(("guild", "mine", "theirs", "coins"), [
    ("Scientists Guild", ["Sawmill", "Brickyard", "Workshop"], ["Apothecary", "Scriptorium", "Pharmacist"], 3),
    ("Magistrates Guild", ["Sawmill", "Clay Pool", "Press", "Altar", "Theater"], ["Baths"], 2),
    ("Merchants Guild", ["Lumber Yard", "Clay Pool", "Glassworks", "Press"], ["Tavern", "Brewery", "Forum"], 3),
    ("Tacticians Guild", ["Clay Pool", "Shelf Quarry", "Press", "Walls"], ["Garrison", "Stable"], 2),
])
def test_guilds_paying_per_card_of_the_city_with_the_most(guild, mine, theirs, coins):
    """Guild list, Scientists / Magistrates / Merchants / Tacticians: when built, a coin per card of the
    named colour in the city holding the most of them; at the end a point per such card, counted again."""
    s = position(cities=[city(cards=mine), city(cards=theirs)], age=3, available=[guild, "Palace"])
    assert price(s, guild) == Price(0, 0)
    s = build(s, guild).state
    assert s.coins == (7 + coins, 7)
    s = discard(s, "Palace").state
    assert score(s, 0)["purple"] == coins


# ---- yellow cards of Age III ---------------------------------------------------------------------


@pytest.mark.parametrize(("name", "cards", "wonders", "coins"), [
    ("Arena", ["Lumber Yard", "Clay Pool", "Quarry"], ["The Pyramids", "The Sphinx", "The Colossus"], 6),
    ("Chamber of Commerce", ["Press", "Drying Room", "Glassworks", "Quarry"], [], 9),
    ("Port", ["Lumber Yard", "Glassworks", "Press", "Quarry", "Clay Pool"], [], 6),
    ("Lighthouse", ["Brickyard", "Glassworks", "Brewery", "Forum"], [], 3),
    ("Armory", ["Shelf Quarry", "Glassworks", "Walls", "Garrison", "Stable"], [], 3),
])
def test_yellow_age_three_cards(name, cards, wonders, coins):
    """Card descriptions, Age III yellow cards: Arena 2 coins per own wonder, Chamber of Commerce 3 per
    grey card, Port 2 per brown card, Lighthouse 1 per yellow card (itself included), Armory 1 per red
    card; each is worth 3 points."""
    me = city(cards=cards, wonders=wonders, built=wonders)
    opponent = city(cards=["Press", "Quarry", "Walls", "Tavern"], wonders=["Piraeus"], built=["Piraeus"])
    s = position(cities=[me, opponent], age=3, available=[name, "Palace"])
    assert price(s, name) == Price(0, 0)
    s = build(s, name).state
    assert s.coins == (7 + coins, 7)
    s = discard(s, "Palace").state
    assert score(s, 0)["yellow"] == 3


# ---- progress tokens -----------------------------------------------------------------------------


def _pair_position(me_cards: list[str], **kw) -> State:
    """The player holds a Scriptorium and can build the Library free, making a pair of quills."""
    return position(cities=[city(cards=["Scriptorium", *me_cards], progress=kw.pop("progress", ())), city()],
                    available=["Library", *kw.pop("available", ()), "Lumber Yard", "Quarry"], **kw)


def test_agriculture():
    """Progress token list, Agriculture: 6 coins at once and 4 points."""
    s = build(_pair_position([]), "Library").state
    s = take_progress(s, "Agriculture").state
    assert s.coins == (13, 7)
    assert score(s, 0)["progress"] == 4


def test_urbanism():
    """Progress token list, Urbanism: 6 coins at once, then 4 coins each time a card is built free
    through a chain."""
    s = _pair_position(["Baths"], available=["Aqueduct"])
    s = build(s, "Library").state          # a chain build, but Urbanism is not held yet
    assert s.coins == (7, 7)
    s = take_progress(s, "Urbanism").state
    assert s.coins == (13, 7)
    s = discard(s, "Quarry").state
    s = build(s, "Aqueduct").state         # free through the Baths
    assert s.coins == (17, 9)
    assert city_names(s, 0) == ["Scriptorium", "Baths", "Library", "Aqueduct"]
    assert score(s, 0)["progress"] == 0


def test_philosophy_and_mathematics():
    """Progress token list: Philosophy is worth 7 points; Mathematics 3 points per token held, itself
    included."""
    s = position(cities=[city(progress=["Philosophy", "Mathematics", "Law"]), city(progress=["Philosophy"])])
    assert score(s, 0)["progress"] == 7 + 3 * 3
    assert score(s, 1)["progress"] == 7
    only = position(cities=[city(progress=["Mathematics"]), city()])
    assert score(only, 0)["progress"] == 3


def test_law_is_a_science_symbol():
    """Progress token list, Law: it gives a science symbol."""
    me = ["Apothecary", "Pharmacist", "Workshop", "Academy"]  # with the Scriptorium: 5 different symbols
    s = build(_pair_position(me), "Library").state
    assert s.outcome is None
    s = take_progress(s, "Law").state
    assert s.outcome == Outcome(SCIENCE, 0)


def test_architecture_and_masonry_leave_two_units_unpaid():
    """Progress token list, Architecture and Masonry: the player's wonders (Architecture) or blue cards
    (Masonry) cost 2 resource units fewer, the player choosing which."""
    opponent = city(cards=["Sawmill", "Glassblower"])  # wood at 4, glass at 3
    s = position(cities=[city(wonders=["The Great Library"]), opponent], coins=(30, 7),
                 available=["Palace", "Lumber Yard"])
    assert wonder_price(s, "The Great Library") == Price(0, 3 * 4 + 3 + 2)
    assert price(s, "Palace") == Price(0, 4 + 2 + 2 + 3 + 3)
    arch = position(cities=[city(wonders=["The Great Library"], progress=["Architecture"]), opponent],
                    coins=(30, 7), available=["Palace", "Lumber Yard"])
    assert wonder_price(arch, "The Great Library") == Price(0, 4 + 3 + 2)
    assert price(arch, "Palace") == Price(0, 14)
    step = build_wonder(arch, "Lumber Yard", "The Great Library")
    assert step.state.coins == (21, 7)
    masonry = position(cities=[city(progress=["Masonry"]), opponent], coins=(30, 7),
                       available=["Palace", "Lumber Yard"])
    assert price(masonry, "Palace") == Price(0, 2 + 2 + 3)  # the wood at 4 and one glass at 3 go unpaid
    assert build(masonry, "Palace").state.coins == (23, 7)


def test_economy_receives_the_trade_coins_only():
    """Progress token list, Economy: the holder takes the coins the opponent pays for trading, after the
    opponent's fixed prices, never the coin part of a card's cost."""
    me = city(cards=["Glassworks"], progress=["Economy"])
    s = position(cities=[city(cards=["Stone Reserve"]), me], coins=(20, 7),
                 available=["Caravansery", "Aqueduct", "Lumber Yard"])
    assert price(s, "Caravansery") == Price(2, 5)
    after = build(s, "Caravansery").state
    assert after.coins == (13, 12)
    assert price(s, "Aqueduct") == Price(0, 3)
    after = build(s, "Aqueduct").state
    assert after.coins == (17, 10)


def test_theology_gives_wonders_another_turn_but_never_two():
    """Progress token list, Theology: the holder's wonders give another turn; a wonder that already
    gives one does not give two."""
    me = city(cards=EVERYTHING, wonders=["The Pyramids", "The Sphinx"], progress=["Theology"])
    s = position(cities=[me, city()], available=["Lumber Yard", "Altar", "Theater", "Baths"])
    s = build_wonder(s, "Lumber Yard", "The Pyramids").state
    assert s.to_move == 0
    s = build_wonder(s, "Altar", "The Sphinx").state
    assert s.to_move == 0
    s = discard(s, "Theater").state
    assert s.to_move == 1


# ---- end of the game -----------------------------------------------------------------------------


def test_military_points_by_zone():
    """Civilian victory, military part: 0, 2, 5 or 10 points depending on where the pawn stands, for
    the player it favours only."""
    s = position()
    assert [military_points(s._replace(pawn=p), 0) for p in range(0, 9)] == [0, 2, 2, 5, 5, 5, 10, 10, 10]
    assert [military_points(s._replace(pawn=-p), 1) for p in range(0, 9)] == [0, 2, 2, 5, 5, 5, 10, 10, 10]
    assert [military_points(s._replace(pawn=p), 1) for p in range(0, 9)] == [0] * 9


def test_civilian_scoring_adds_every_part():
    """Civilian victory: military points, building points (blue, green, yellow, purple), wonder points,
    progress points and a point per full set of 3 coins are added up; the higher total wins."""
    me = city(cards=["Palace", "Apothecary", "Lighthouse", "Magistrates Guild", "Theater"],
              wonders=["The Pyramids"], built=["The Pyramids"], progress=["Agriculture"])
    opponent = city(cards=["Town Hall", "Baths", "University"], wonders=["The Sphinx"], built=["The Sphinx"],
                    progress=["Philosophy"])
    s = position(cities=[me, opponent], age=3, coins=(10, 5), pawn=4, to_move=1, available=["Obelisk"])
    final = discard(s, "Obelisk").state
    assert final.coins == (10, 7)
    mine, theirs = score(final, 0), score(final, 1)
    assert mine == {"blue": 10, "green": 1, "yellow": 3, "purple": 2, "wonders": 9, "progress": 4,
                    "coins": 3, "military": 5, "total": 37}
    assert theirs == {"blue": 10, "green": 2, "yellow": 0, "purple": 0, "wonders": 6, "progress": 7,
                      "coins": 2, "military": 0, "total": 27}
    assert final.outcome == Outcome(CIVILIAN, 0)


def test_tie_broken_by_blue_points_then_shared():
    """Civilian victory tie-break: equal totals go to the player with more points from blue cards; if
    those are equal too, the victory is shared."""
    blue = city(cards=["Town Hall"])          # 7 blue points
    other = city(progress=["Philosophy"])     # 7 progress points
    s = position(cities=[blue, other], age=3, coins=(0, 0), available=["Obelisk"])
    final = discard(s, "Obelisk").state
    assert score(final, 0)["total"] == score(final, 1)["total"] == 7
    assert final.outcome == Outcome(CIVILIAN, 0)
    s = position(cities=[other, blue], age=3, coins=(0, 0), available=["Obelisk"])
    assert discard(s, "Obelisk").state.outcome == Outcome(CIVILIAN, 1)
    s = position(cities=[city(cards=["Town Hall"]), city(cards=["Palace"])], age=3, coins=(0, 0),
                 available=["Obelisk"])
    final = discard(s, "Obelisk").state
    assert score(final, 0)["total"] == score(final, 1)["total"] == 7
    assert final.outcome == Outcome(CIVILIAN, None)
    assert final.outcome.shared
