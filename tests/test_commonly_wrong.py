"""The rules other 7 Wonders Duel engines commonly get wrong, one numbered group of tests each.

The numbering follows the list of the reference notes (``test_01`` .. ``test_15``); each
docstring names the rule.  Every test pins exact coins, pawn positions, cities or outcomes.
"""

from __future__ import annotations

import json
import random
from itertools import combinations, product

import pytest

from oracle.duel import Action, Game, apply, legal, legal_actions
from oracle.duel.legal import priced_actions
from oracle.duel.positions import DEFAULT_BOARD
from oracle.duel.rules.costs import Price, cheapest_trade
from oracle.duel.scoring import score
from oracle.duel.state import CIVILIAN, PROGRESS_FROM_BOARD, SCIENCE, Decision, Outcome, State
from oracle.duel.view import observe
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

RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
WOOD, CLAY, STONE, GLASS, PAPYRUS = range(5)

# 3 wood, 3 clay, 3 stone, 2 glass, 2 papyrus: enough for any wonder without trading.
EVERYTHING = ["Sawmill", "Lumber Yard", "Brickyard", "Clay Pool", "Shelf Quarry", "Quarry",
              "Glassblower", "Glassworks", "Drying Room", "Press"]


def price(state: State, name: str, player: int | None = None) -> Price:
    return legal.price(state, state.to_move if player is None else player, RULES.cards[card(name)])


def wonder_price(state: State, name: str, player: int | None = None) -> Price:
    return legal.price(state, state.to_move if player is None else player, RULES.wonders[wonder(name)])


def offered_prices(state: State) -> dict[str, Price]:
    """Card or wonder name -> price, for every build / build_wonder priced_actions offers."""
    out: dict[str, Price] = {}
    for action, p in priced_actions(state):
        if action.kind == "build":
            out[RULES.cards[action.card].name] = p
        elif action.kind == "build_wonder":
            out[RULES.wonders[action.wonder].name] = p
    return out


def kinds(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


# ---- 1 ---------------------------------------------------------------------------------------------


def test_01_trade_price_counts_only_the_opponents_brown_and_grey_cards():
    """Rule 1: the trade price counts only the opponent's brown and grey production, never the Forum,
    the Caravansery, the Great Lighthouse or Piraeus."""
    yellow_and_wonders = city(cards=["Forum", "Caravansery", "Stone Reserve", "Customs House"],
                              wonders=["The Great Lighthouse", "Piraeus"],
                              built=["The Great Lighthouse", "Piraeus"])
    s = position(cities=[city(wonders=["The Pyramids"]), yellow_and_wonders], coins=(30, 7),
                 available=["Palace", "Library", "Lumber Yard"])
    prices = offered_prices(s)
    assert prices["Palace"] == Price(0, 10)        # wood, clay, stone, 2 glass, all at 2
    assert prices["Library"] == Price(0, 6)
    assert prices["The Pyramids"] == Price(0, 8)   # 3 stone + papyrus, all at 2
    step = build(s, "Palace")
    assert step.state.coins == (20, 7)
    # the same opponent with brown and grey producers: each unit they make adds 1
    counted = city(cards=["Forum", "Caravansery", "Sawmill", "Clay Pool", "Glassworks", "Glassblower", "Press"],
                   wonders=["The Great Lighthouse", "Piraeus"], built=["The Great Lighthouse", "Piraeus"])
    s = position(cities=[city(wonders=["The Pyramids"]), counted], coins=(30, 7),
                 available=["Palace", "Library", "Lumber Yard"])
    prices = offered_prices(s)
    assert prices["Palace"] == Price(0, 4 + 3 + 2 + 4 + 4)
    assert prices["Library"] == Price(0, 4 + 2 + 4)
    assert prices["The Pyramids"] == Price(0, 2 * 3 + 3)
    assert build(s, "Palace").state.coins == (13, 7)


# ---- 2 ---------------------------------------------------------------------------------------------


def test_02_economy_pays_exactly_the_trade_coins():
    """Rule 2: Economy gives its holder exactly the coins the opponent spends on trading, after the
    opponent's 1-coin prices; never the printed coin cost; nothing for a chain build."""
    economist = city(cards=["Glassworks", "Shelf Quarry"], progress=["Economy"])
    buyer = city(cards=["Baths", "Stone Reserve", "Customs House"], wonders=["The Pyramids"])
    s = position(cities=[buyer, economist], coins=(30, 5), looting=(True, True, False, True),
                 available=["Caravansery", "Aqueduct", "Pretorium", "Walls", "Lumber Yard"])
    prices = offered_prices(s)
    # Caravansery: 2 printed coins + glass and papyrus at the Customs House's 1 coin
    assert prices["Caravansery"] == Price(2, 2)
    after = build(s, "Caravansery").state
    assert after.coins == (26, 7)
    # Walls: 2 stone at the Stone Reserve's 1 coin (not 2 + 2 = 4 each)
    assert prices["Walls"] == Price(0, 2)
    after = build(s, "Walls").state
    assert after.coins == (28, 7)
    # a coin-only card: nothing for the Economy holder
    assert prices["Pretorium"] == Price(8, 0)
    after = build(s, "Pretorium").state
    assert after.coins == (22, 5)
    # a chain build: free, nothing for anyone
    assert prices["Aqueduct"] == Price(0, 0, True)
    after = build(s, "Aqueduct").state
    assert after.coins == (30, 5)
    # a wonder: 3 stone at 1 + papyrus at 1
    assert prices["The Pyramids"] == Price(0, 4)
    after = build_wonder(s, "Lumber Yard", "The Pyramids").state
    assert after.coins == (26, 9)


def test_02_economy_without_fixed_prices_pays_the_formula_price():
    """Rule 2: without fixed prices the Economy holder receives the formula price actually paid."""
    economist = city(cards=["Glassworks"], progress=["Economy"])
    s = position(cities=[city(), economist], coins=(7, 0), available=["Caravansery", "Lumber Yard"])
    assert price(s, "Caravansery") == Price(2, 5)
    step = build(s, "Caravansery")
    assert step.state.coins == (0, 5)
    assert [(e.player, e.amount, e.reason) for e in kinds(step.events, "coins")] == [
        (0, -2, "cost"), (0, -5, "trade"), (1, 5, "opponent trade")]


# ---- 3 ---------------------------------------------------------------------------------------------


def test_03_strategy_only_on_red_cards_built_after_it():
    """Rule 3: Strategy adds a shield only to red cards built after it is taken; red cards already
    built are not counted again."""
    s = position(cities=[city(cards=["Scriptorium", "Walls", "Clay Pool"]), city()], pawn=2,
                 looting=(True, True, True, True), available=["Library", "Garrison", "Quarry", "Baths"])
    s = build(s, "Library").state
    s = take_progress(s, "Strategy").state
    assert s.pawn == 2
    assert s.coins == (7, 7)
    s = discard(s, "Quarry").state
    step = build(s, "Garrison")
    assert step.state.pawn == 4            # 1 shield + 1
    assert step.state.coins == (7, 7)      # the 2-coin token at 3 is taken: 9 - 2


def test_03_strategy_never_on_wonders():
    """Rule 3: Strategy never adds shields to wonders: Colossus moves 2, Circus Maximus and Statue of
    Zeus move 1."""
    for name, shields in (("The Colossus", 2), ("Circus Maximus", 1), ("The Statue of Zeus", 1)):
        me = city(cards=EVERYTHING, wonders=[name], progress=["Strategy"])
        s = position(cities=[me, city()], available=["Lumber Yard", "Altar", "Theater"])
        step = build_wonder(s, "Lumber Yard", name)
        assert step.state.pawn == shields, name
        assert [e.spaces for e in kinds(step.events, "pawn")] == [shields]


def test_03_strategy_applies_to_a_red_card_built_from_the_discard_pile():
    """Rule 3: a red card built after Strategy, even through the Mausoleum, gets the extra shield."""
    me = city(cards=EVERYTHING, wonders=["The Mausoleum"], progress=["Strategy"])
    s = position(cities=[me, city()], discard=["Walls"], available=["Lumber Yard", "Altar"])
    s = build_wonder(s, "Lumber Yard", "The Mausoleum").state
    s = apply(s, Action("build_discarded", card=card("Walls"))).state
    assert s.pawn == 3


# ---- 4 ---------------------------------------------------------------------------------------------


def test_04_play_again_lost_when_the_age_structure_is_empty():
    """Rule 4: a play-again wonder built with the last card of Age I gives no extra turn: the next
    state is the Age II starter decision."""
    me = city(cards=EVERYTHING, wonders=["The Sphinx"])
    s = position(cities=[me, city()], pawn=1, available=["Lumber Yard"])
    step = build_wonder(s, "Lumber Yard", "The Sphinx")
    after = step.state
    assert after.age == 2
    assert not after.extra_turn
    assert [(d.kind, d.player, d.options) for d in after.pending] == [("starter", 1, (0, 1))]
    assert after.to_move == 1
    assert [e.kind for e in step.events if e.kind in ("play_again", "play_again_lost")] == [
        "play_again", "play_again_lost"]
    begun = apply(after, Action("choose_starter", player=1)).state
    assert begun.to_move == 1
    assert not begun.extra_turn


def test_04_play_again_kept_while_cards_remain():
    """Rule 4, counterpart: with a card left in the structure the extra turn is played."""
    me = city(cards=EVERYTHING, wonders=["The Sphinx"])
    s = position(cities=[me, city()], pawn=1, available=["Lumber Yard", "Altar"])
    after = build_wonder(s, "Lumber Yard", "The Sphinx").state
    assert after.age == 1
    assert after.to_move == 0
    assert after.pending == ()


def test_04_play_again_lost_after_a_decision_on_the_last_card():
    """Rule 4: a Theology extra turn from a wonder built with the last card is lost, even when the
    wonder first asks for a decision (Statue of Zeus)."""
    me = city(cards=EVERYTHING, wonders=["The Statue of Zeus"], progress=["Theology"])
    s = position(cities=[me, city(cards=["Quarry"])], available=["Lumber Yard"])
    after = build_wonder(s, "Lumber Yard", "The Statue of Zeus").state
    assert [(d.kind, d.player) for d in after.pending] == [("destroy", 0)]
    step = apply(after, Action("destroy", card=card("Quarry")))
    after = step.state
    assert after.age == 2
    assert [(d.kind, d.player) for d in after.pending] == [("starter", 1)]  # the pawn is on seat 1's side
    assert not after.extra_turn
    assert kinds(step.events, "play_again_lost")


def test_04_play_again_lost_at_the_end_of_age_three():
    """Rule 4: a play-again wonder built with the last card of Age III ends the game with no extra turn."""
    me = city(cards=EVERYTHING, wonders=["The Temple of Artemis"])
    s = position(cities=[me, city()], age=3, available=["Palace"])
    after = build_wonder(s, "Palace", "The Temple of Artemis").state
    assert after.outcome is not None and after.outcome.victory == CIVILIAN
    assert after.coins == (19, 7)
    assert after.to_move == -1
    assert legal_actions(after) == []


# ---- 5 ---------------------------------------------------------------------------------------------


def test_05_theology_never_gives_two_extra_turns():
    """Rule 5: under Theology a wonder with its own play again gives exactly one extra turn; a wonder
    without one gets one."""
    me = city(cards=EVERYTHING, wonders=["The Sphinx", "The Pyramids"], progress=["Theology"])
    s = position(cities=[me, city()], available=["Lumber Yard", "Altar", "Theater", "Baths", "Quarry", "Stone Pit"])
    step = build_wonder(s, "Lumber Yard", "The Sphinx")
    assert step.state.to_move == 0
    assert len(kinds(step.events, "play_again")) == 1
    after = discard(step.state, "Altar").state
    assert after.to_move == 1          # the extra turn is used up: no second one
    after = discard(after, "Theater").state
    assert after.to_move == 0
    step = build_wonder(after, "Baths", "The Pyramids")
    assert step.state.to_move == 0     # granted by Theology
    assert len(kinds(step.events, "play_again")) == 1
    assert discard(step.state, "Quarry").state.to_move == 1


def test_05_consecutive_extra_turns_are_allowed():
    """Rule 5 (decision on consecutive turns): a play-again wonder built during an extra turn grants
    another one."""
    me = city(cards=EVERYTHING, wonders=["The Sphinx", "Piraeus"])
    s = position(cities=[me, city()], available=["Lumber Yard", "Altar", "Theater", "Baths"])
    s = build_wonder(s, "Lumber Yard", "The Sphinx").state
    assert s.to_move == 0
    s = build_wonder(s, "Altar", "Piraeus").state
    assert s.to_move == 0
    assert discard(s, "Theater").state.to_move == 1


# ---- 6 ---------------------------------------------------------------------------------------------


def test_06_seventh_wonder_removes_the_last_unbuilt_one_of_the_other_player():
    """Rule 6: the 7th wonder sends the last unbuilt wonder back to the box, even when it belongs to
    the other player, and it can no longer be built."""
    me = city(cards=EVERYTHING, wonders=["The Sphinx", "The Pyramids", "The Colossus", "Piraeus"],
              built=["The Sphinx", "The Pyramids", "The Colossus"])
    opponent = city(cards=EVERYTHING, wonders=["The Appian Way", "The Great Library", "The Mausoleum",
                                               "The Temple of Artemis"],
                    built=["The Appian Way", "The Great Library", "The Mausoleum"])
    s = position(cities=[me, opponent], available=["Lumber Yard", "Altar", "Theater", "Baths"])
    assert "The Temple of Artemis" in {RULES.wonders[a.wonder].name for a in legal_actions(s._replace(to_move=1))
                                       if a.kind == "build_wonder"}
    step = build_wonder(s, "Lumber Yard", "Piraeus")
    after = step.state
    assert after.wonders_built == 7
    assert after.removed_wonders == (wonder("The Temple of Artemis"),)
    assert [(e.player, e.wonder) for e in kinds(step.events, "wonder_removed")] == [(1, "The Temple of Artemis")]
    assert after.to_move == 0          # Piraeus still gives its extra turn
    after = discard(after, "Altar").state
    assert after.to_move == 1
    assert [a for a in legal_actions(after) if a.kind == "build_wonder"] == []
    with pytest.raises(IllegalMoveError) as err:
        build_wonder(after, "Theater", "The Temple of Artemis")
    assert err.value.rule == "wonder.cap"
    assert after.coins == (9, 7)       # no Temple coins
    view = observe(after, 0)
    assert {"wonder": "The Temple of Artemis", "built": False, "removed": True} in view["cities"][1]["wonders"]


# ---- 7 ---------------------------------------------------------------------------------------------


def test_07_great_library_draws_the_first_three_of_the_box_and_only_its_builder_sees_them():
    """Rule 7: the Great Library offers the first 3 tokens of the box; the builder keeps one, the other
    two stay out of the game, and only the builder's view shows them."""
    me = city(cards=EVERYTHING, wonders=["The Great Library"])
    s = position(cities=[me, city()], available=["Lumber Yard", "Altar", "Theater"],
                 board=("Agriculture", "Law", "Strategy", "Theology", "Urbanism"),
                 box=("Masonry", "Economy", "Architecture", "Mathematics", "Philosophy"))
    after = build_wonder(s, "Lumber Yard", "The Great Library").state
    assert [(d.kind, d.player) for d in after.pending] == [("library", 0)]
    assert names("token", after.pending[0].options) == ["Masonry", "Economy", "Architecture"]
    assert after.to_move == 0
    mine, theirs = observe(after, 0), observe(after, 1)
    json.dumps(mine)
    json.dumps(theirs)
    assert mine["pending"] == {"player": 0, "action": "take_progress",
                               "options": ["Masonry", "Economy", "Architecture"]}
    assert theirs["pending"]["player"] == 0
    assert theirs["pending"]["options"] is None
    text = json.dumps(theirs)
    for hidden in ("Masonry", "Economy", "Architecture", "Mathematics", "Philosophy"):
        assert hidden not in text
    with pytest.raises(IllegalMoveError) as err:
        take_progress(after, "Mathematics")
    assert err.value.rule == "effect.take_progress"
    with pytest.raises(IllegalMoveError):
        take_progress(after, "Agriculture")        # on the board, not drawn
    after = take_progress(after, "Economy").state
    assert names("token", after.cities[0].progress) == ["Economy"]
    assert names("token", after.board) == ["Agriculture", "Law", "Strategy", "Theology", "Urbanism"]
    assert token("Economy") not in after.box
    assert after.to_move == 1
    for view in (observe(after, 0), observe(after, 1)):
        text = json.dumps(view)
        assert "Masonry" not in text and "Architecture" not in text
        assert view["pending"] is None
        assert view["cities"][0]["progress"] == ["Economy"]


def test_07_great_library_token_applies_at_once():
    """Rule 7: the token kept is played at once (Agriculture: 6 coins; Law: a symbol that can win)."""
    me = city(cards=[*EVERYTHING, "Scriptorium", "Apothecary", "Pharmacist", "Workshop", "Academy"],
              wonders=["The Great Library"])
    s = position(cities=[me, city()], available=["Lumber Yard", "Altar"],
                 box=("Agriculture", "Philosophy", "Law", "Economy", "Masonry"))
    after = build_wonder(s, "Lumber Yard", "The Great Library").state
    assert take_progress(after, "Agriculture").state.coins == (13, 7)
    won = take_progress(after, "Law").state
    assert won.outcome == Outcome(SCIENCE, 0)


# ---- 8 ---------------------------------------------------------------------------------------------


def _seed_with_mausoleum() -> tuple[State, int]:
    """A real game (after its draft) where seat 0 drafted the Mausoleum; also returns its seed."""
    game = Game.load()
    mausoleum = wonder("The Mausoleum")
    for seed in range(200):
        state = game.new_game(game.setup_from_seed(seed))
        if mausoleum not in state.setup.wonders:
            continue
        while state.age == 0:
            offer = state.offer
            if state.to_move == 0 and mausoleum in offer:
                choice = mausoleum
            else:
                choice = next((w for w in offer if w != mausoleum), offer[0])
            state = apply(state, Action("pick_wonder", wonder=choice)).state
        if mausoleum in state.cities[0].wonders:
            return state, seed
    raise AssertionError("no seed below 200 gives seat 0 the Mausoleum")


def test_08_mausoleum_offers_only_the_discard_pile_never_setup_removals():
    """Rule 8: the Mausoleum takes only from the discard pile (cards discarded for coins and cards
    destroyed), never from the cards set aside at setup."""
    state, _ = _seed_with_mausoleum()
    removed = set(c.index for c in RULES.deck("I")) - set(state.setup.ages[0])
    assert len(removed) == 3
    discarded: list[int] = []
    while True:
        if state.to_move == 0:
            builds = [a for a in legal_actions(state)
                      if a.kind == "build_wonder" and a.wonder == wonder("The Mausoleum")]
            if builds and len(discarded) >= 4:
                break
        action = next(a for a in legal_actions(state) if a.kind == "discard")
        discarded.append(action.card)
        state = apply(state, action).state
    assert list(state.discard) == discarded
    step = apply(state, builds[0])
    after = step.state
    assert [(d.kind, d.player) for d in after.pending] == [("discard_build", 0)]
    assert list(after.pending[0].options) == discarded
    assert not removed & set(after.pending[0].options)
    for r in removed:
        with pytest.raises(IllegalMoveError) as err:
            apply(after, Action("build_discarded", card=r))
        assert err.value.rule == "effect.build_from_discard"
    chosen = discarded[-1]
    after = apply(after, Action("build_discarded", card=chosen)).state
    assert after.cities[0].cards[-1] == chosen
    assert list(after.discard) == discarded[:-1]


def test_08_mausoleum_takes_destroyed_cards():
    """Rule 8: cards removed by the Statue of Zeus or Circus Maximus join the discard pile and the
    Mausoleum can build them."""
    me = city(cards=EVERYTHING, wonders=["The Statue of Zeus", "The Mausoleum"])
    s = position(cities=[me, city(cards=["Sawmill", "Glassworks"])], discard=["Altar"],
                 available=["Lumber Yard", "Theater", "Baths", "Quarry"])
    s = build_wonder(s, "Lumber Yard", "The Statue of Zeus").state
    s = apply(s, Action("destroy", card=card("Sawmill"))).state
    assert names("card", s.discard) == ["Altar", "Sawmill"]
    assert s.pawn == 1
    s = discard(s, "Theater").state
    assert names("card", s.discard) == ["Altar", "Sawmill", "Theater"]
    s = build_wonder(s, "Baths", "The Mausoleum").state
    assert names("card", s.pending[0].options) == ["Altar", "Sawmill", "Theater"]
    s = apply(s, Action("build_discarded", card=card("Sawmill"))).state
    assert city_names(s, 0) == [*EVERYTHING, "Sawmill"]
    assert s.cities[0].profile.production[WOOD] == 5


def test_08_mausoleum_with_an_empty_pile_does_nothing():
    """Rule 8: with an empty discard pile the Mausoleum asks nothing and the turn passes."""
    me = city(cards=EVERYTHING, wonders=["The Mausoleum"])
    s = position(cities=[me, city()], available=["Lumber Yard", "Altar"])
    after = build_wonder(s, "Lumber Yard", "The Mausoleum").state
    assert after.pending == ()
    assert after.to_move == 1
    assert after.coins == (7, 7)
    assert city_names(after, 0) == EVERYTHING
    assert score(after, 0)["wonders"] == 2


def test_08_mausoleum_build_is_not_a_chain_build():
    """Rule 8: a card built from the discard pile gives no Urbanism coins, even when the city holds its
    chain symbol; the same card built from the structure through the chain does."""
    me = city(cards=[*EVERYTHING, "Baths"], wonders=["The Mausoleum"], progress=["Urbanism"])
    s = position(cities=[me, city()], discard=["Aqueduct"], available=["Lumber Yard", "Altar"])
    after = build_wonder(s, "Lumber Yard", "The Mausoleum").state
    step = apply(after, Action("build_discarded", card=card("Aqueduct")))
    assert step.state.coins == (7, 7)
    assert city_names(step.state, 0)[-1] == "Aqueduct"
    assert kinds(step.events, "coins") == []
    chained = position(cities=[me, city()], available=["Aqueduct", "Altar"])
    assert build(chained, "Aqueduct").state.coins == (11, 7)


# ---- 9 ---------------------------------------------------------------------------------------------


def test_09_law_counts_toward_six_different_symbols():
    """Rule 9: Law is a seventh symbol: 5 different green symbols and Law win by science."""
    greens = ["Scriptorium", "Apothecary", "Pharmacist", "Workshop"]      # quill wheel mortar plumb
    s = position(cities=[city(cards=greens, progress=["Law"]), city()], available=["Academy", "Lumber Yard"],
                 coins=(10, 7))
    assert price(s, "Academy") == Price(0, 8)
    step = build(s, "Academy")                                             # sundial: 6 with Law
    assert step.state.outcome == Outcome(SCIENCE, 0)
    without_law = position(cities=[city(cards=greens), city()], available=["Academy", "Lumber Yard"], coins=(10, 7))
    assert build(without_law, "Academy").state.outcome is None


def test_09_law_never_forms_a_pair():
    """Rule 9: Law never makes a pair: taking it earns no progress token, and its symbol is unique."""
    s = position(cities=[city(cards=["Scriptorium", "Apothecary"]), city()],
                 available=["Library", "Lumber Yard", "Quarry", "Baths"])
    s = build(s, "Library").state
    s = take_progress(s, "Law").state
    assert s.pending == ()
    assert s.to_move == 1
    law = RULES.vocabulary.science_symbols.index("law")
    assert s.cities[0].profile.symbols[law] == 1
    assert sum(1 for n in s.cities[0].profile.symbols if n) == 3
    assert names("token", s.board) == ["Agriculture", "Strategy", "Theology", "Urbanism"]
    assert all(law not in RULES.cards[c].symbols for c in range(len(RULES.cards)))


# ---- 10 --------------------------------------------------------------------------------------------


def brute_force_trade(needs, production, choices, prices, discount) -> int:
    """Independent exhaustive minimum: every use (or non-use) of each choice producer, then every
    subset of at most ``discount`` missing units left unpaid."""
    best = None
    for pick in product(*[(*c, None) for c in choices]):
        have = list(production)
        for r in pick:
            if r is not None:
                have[r] += 1
        units = [prices[r] for r in range(len(needs)) for _ in range(max(0, needs[r] - have[r]))]
        for k in range(min(discount, len(units)) + 1):
            for free in combinations(range(len(units)), k):
                cost = sum(u for i, u in enumerate(units) if i not in free)
                if best is None or cost < best:
                    best = cost
    return best


CHOICE_SETS = [(WOOD, CLAY, STONE), (GLASS, PAPYRUS), (WOOD, CLAY, STONE), (GLASS, PAPYRUS), (CLAY, GLASS),
               (WOOD, PAPYRUS), (STONE,)]


def test_10_cheapest_trade_matches_brute_force():
    """Rule 10: with choice production and Architecture/Masonry-like discounts the cost is the minimum
    over every assignment; cross-checked against an exhaustive enumeration on random situations."""
    rng = random.Random(20150101)
    checked = 0
    for _ in range(3000):
        needs = tuple(rng.choice((0, 0, 1, 1, 2, 3)) for _ in RESOURCES)
        if not any(needs):
            continue
        production = tuple(rng.choice((0, 0, 0, 1, 2)) for _ in RESOURCES)
        choices = tuple(rng.sample(CHOICE_SETS, rng.randint(0, 4)))
        prices = tuple(rng.choice((1, 2, 2, 3, 4, 5, 6)) for _ in RESOURCES)
        discount = rng.choice((0, 1, 2, 2, 3))
        expected = brute_force_trade(needs, production, choices, prices, discount)
        assert cheapest_trade(needs, production, choices, prices, discount) == expected, (
            needs, production, choices, prices, discount)
        checked += 1
    assert checked > 2500


# own-city producers and what they give (independent of the engine's compiled profiles)
PRODUCERS = {
    "Lumber Yard": ((WOOD, 1),), "Clay Pool": ((CLAY, 1),), "Quarry": ((STONE, 1),),
    "Sawmill": ((WOOD, 2),), "Brickyard": ((CLAY, 2),), "Shelf Quarry": ((STONE, 2),),
    "Glassworks": ((GLASS, 1),), "Press": ((PAPYRUS, 1),),
}
CHOOSERS = {"Forum": (GLASS, PAPYRUS), "Caravansery": (WOOD, CLAY, STONE)}
CHOICE_WONDERS = {"The Great Lighthouse": (WOOD, CLAY, STONE), "Piraeus": (GLASS, PAPYRUS)}
FIXED = {"Wood Reserve": (WOOD,), "Clay Reserve": (CLAY,), "Stone Reserve": (STONE,),
         "Customs House": (GLASS, PAPYRUS)}
OPPONENT = {"Sawmill": (WOOD, 2), "Lumber Yard": (WOOD, 1), "Brickyard": (CLAY, 2), "Clay Pool": (CLAY, 1),
            "Shelf Quarry": (STONE, 2), "Quarry": (STONE, 1), "Glassblower": (GLASS, 1),
            "Glassworks": (GLASS, 1), "Drying Room": (PAPYRUS, 1), "Press": (PAPYRUS, 1),
            "Forum": None, "Caravansery": None}
BLUE_TARGETS = ["Palace", "Town Hall", "Pantheon", "Senate", "Obelisk", "Courthouse", "Gardens"]
WONDER_TARGETS = ["The Great Library", "The Statue of Zeus", "The Appian Way", "The Mausoleum",
                  "The Temple of Artemis", "The Sphinx", "The Pyramids"]


def test_10_engine_prices_match_brute_force_over_random_cities():
    """Rule 10: whole prices of blue cards (Masonry) and wonders (Architecture) in random cities agree
    with an exhaustive enumeration built from the cards' printed facts."""
    rng = random.Random(7)
    for _ in range(400):
        own = rng.sample(sorted(PRODUCERS), rng.randint(0, 4)) + rng.sample(sorted(CHOOSERS), rng.randint(0, 2))
        fixed = rng.sample(sorted(FIXED), rng.randint(0, 2))
        choice_wonders = rng.sample(sorted(CHOICE_WONDERS), rng.randint(0, 2))
        tokens = rng.sample(["Architecture", "Masonry"], rng.randint(0, 2))
        opponent = rng.sample(sorted(OPPONENT), rng.randint(0, 6))
        target_is_wonder = rng.random() < 0.5
        target = rng.choice(WONDER_TARGETS if target_is_wonder else BLUE_TARGETS)
        wonders = [*choice_wonders, target] if target_is_wonder else choice_wonders
        me = city(cards=own + fixed, wonders=wonders, built=choice_wonders, progress=tokens)
        s = position(cities=[me, city(cards=opponent)], coins=(99, 7))
        component = RULES.wonders[wonder(target)] if target_is_wonder else RULES.cards[card(target)]
        production = [0] * 5
        for name in own:
            for r, n in PRODUCERS.get(name, ()):
                production[r] += n
        choices = [CHOOSERS[n] for n in own if n in CHOOSERS] + [CHOICE_WONDERS[w] for w in choice_wonders]
        prices = [2] * 5
        for name in opponent:
            if OPPONENT[name]:
                r, n = OPPONENT[name]
                prices[r] += n
        for name in fixed:
            for r in FIXED[name]:
                prices[r] = 1
        discount = 2 if ("Architecture" if target_is_wonder else "Masonry") in tokens else 0
        expected = brute_force_trade(component.resources, production, choices, prices, discount)
        got = legal.price(s, 0, component)
        assert got == Price(component.coins, expected), (own, fixed, choice_wonders, tokens, opponent, target)


def test_10_architecture_uses_choices_and_discount_together():
    """Rule 10: a concrete case: Architecture, a Forum and a Caravansery building the Great Library
    against an opponent making 2 wood and 2 glass; only the best joint use pays 2."""
    me = city(cards=["Forum", "Caravansery"], wonders=["The Great Library"], progress=["Architecture"])
    opponent = city(cards=["Sawmill", "Glassblower", "Glassworks"])
    s = position(cities=[me, opponent], coins=(10, 7), available=["Lumber Yard", "Altar"])
    # missing 3 wood at 4, glass at 4, papyrus at 2: Caravansery -> wood, Forum -> glass, discount 2 wood
    assert offered_prices(s)["The Great Library"] == Price(0, 2)
    assert build_wonder(s, "Lumber Yard", "The Great Library").state.coins == (8, 7)
    # Masonry does not touch wonders, Architecture does not touch blue cards
    masonry = position(cities=[city(cards=["Forum", "Caravansery"], wonders=["The Great Library"],
                                    progress=["Masonry"]), opponent], coins=(30, 7),
                       available=["Lumber Yard", "Palace"])
    assert offered_prices(masonry)["The Great Library"] == Price(0, 4 + 4 + 2)
    assert price(s, "Palace") == Price(0, 2 + 2 + 4)   # wood by Caravansery, glass by Forum


# ---- 11 --------------------------------------------------------------------------------------------


def test_11_guild_coins_and_points_may_use_different_cities():
    """Rule 11: the Tacticians Guild takes its coins from the city with more red cards when built and
    its points from the city with more red cards at the end, here the other one."""
    me = city(cards=["Clay Pool", "Shelf Quarry", "Press", "Stable", "Garrison", "Palisade"])   # 3 red
    opponent = city(cards=["Guard Tower", "Walls", "Sawmill", "Brickyard"])                     # 2 red
    s = position(cities=[me, opponent], age=3, available=["Tacticians Guild", "Arsenal"],
                 hidden=["Altar", "Siege Workshop", "Theater"])
    assert price(s, "Tacticians Guild") == Price(0, 0)
    s = build(s, "Tacticians Guild").state
    assert s.coins == (10, 7)
    s = build(s, "Arsenal").state            # the opponent: 3 red
    s = discard(s, "Altar").state
    s = build(s, "Siege Workshop").state     # the opponent: 4 red
    s = discard(s, "Theater").state          # the last card: the game ends
    assert s.outcome is not None
    assert city_names(s, 1)[-2:] == ["Arsenal", "Siege Workshop"]
    assert score(s, 0)["purple"] == 4
    assert score(s, 1)["purple"] == 0


def test_11_shipowners_counts_brown_and_grey_together_in_one_city():
    """Rule 11: the Shipowners Guild counts brown and grey cards of one single city, never the brown of
    one city plus the grey of the other."""
    me = city(cards=["Clay Pool", "Quarry", "Glassworks", "Press"])                    # 2 brown + 2 grey
    opponent = city(cards=["Sawmill", "Brickyard", "Lumber Yard", "Glassblower"])      # 3 brown + 1 grey
    s = position(cities=[me, opponent], age=3, available=["Shipowners Guild", "Palace"])
    s = build(s, "Shipowners Guild").state
    assert s.coins == (11, 7)                # 4, not 3 brown + 2 grey = 5
    s = discard(s, "Palace").state
    assert score(s, 0)["purple"] == 4


def test_11_moneylenders_scores_points_only():
    """Rule 11: the Moneylenders Guild gives no coins when built; at the end it scores a point per 3
    coins of the richer city."""
    me = city(cards=["Sawmill", "Shelf Quarry"])
    s = position(cities=[me, city()], age=3, coins=(30, 13), available=["Moneylenders Guild", "Palace"])
    step = build(s, "Moneylenders Guild")
    assert step.state.coins == (30, 13)
    assert kinds(step.events, "coins") == []
    final = discard(step.state, "Palace").state
    assert final.coins == (30, 15)
    assert score(final, 0)["purple"] == 10
    poorer = position(cities=[me, city()], age=3, coins=(4, 20), available=["Moneylenders Guild", "Palace"])
    final = discard(build(poorer, "Moneylenders Guild").state, "Palace").state
    assert final.coins == (4, 22)
    assert score(final, 0)["purple"] == 7


def test_11_builders_guild_uses_the_city_with_more_wonders():
    """Rule 11: the Builders Guild scores 2 points per wonder of the city that built more wonders."""
    me = city(cards=["Sawmill", "Brickyard", "Shelf Quarry", "Glassworks"])
    opponent = city(wonders=["The Sphinx", "Piraeus"], built=["The Sphinx", "Piraeus"])
    s = position(cities=[me, opponent], age=3, available=["Builders Guild", "Palace"])
    final = discard(build(s, "Builders Guild").state, "Palace").state
    assert final.coins == (7, 9)
    assert score(final, 0)["purple"] == 4


# ---- 12 --------------------------------------------------------------------------------------------


def test_12_lighthouse_counts_itself():
    """Rule 12: the Lighthouse counts every yellow card of its city, itself included."""
    s = position(cities=[city(cards=["Brickyard", "Glassworks"]), city(cards=["Forum", "Brewery"])],
                 age=3, available=["Lighthouse", "Palace"])
    assert build(s, "Lighthouse").state.coins == (8, 7)
    s = position(cities=[city(cards=["Brickyard", "Glassworks", "Forum", "Brewery"]), city()],
                 age=3, available=["Lighthouse", "Palace"])
    assert build(s, "Lighthouse").state.coins == (10, 7)


@pytest.mark.parametrize(("name", "own", "coins"), [
    ("Chamber of Commerce", ["Press", "Drying Room", "Quarry", "Sawmill"], 6),      # 2 grey, browns ignored
    ("Port", ["Lumber Yard", "Glassworks", "Press", "Quarry", "Sawmill"], 6),       # 3 brown, greys ignored
    ("Armory", ["Shelf Quarry", "Glassworks", "Walls", "Stable", "Tavern"], 2),     # 2 red, itself yellow
    ("Arena", ["Lumber Yard", "Clay Pool", "Quarry"], 4),                           # 2 built wonders
])
def test_12_age_three_yellow_cards_count_their_colour_in_their_own_city(name, own, coins):
    """Rule 12: Chamber of Commerce counts grey, Port brown, Armory red, Arena wonders, all in the
    builder's own city, never the opponent's."""
    me = city(cards=own, wonders=["The Sphinx", "The Pyramids", "The Colossus"], built=["The Sphinx", "The Pyramids"])
    rich = city(cards=["Glassblower", "Drying Room", "Press", "Glassworks", "Sawmill", "Brickyard", "Walls",
                       "Garrison", "Palisade"],
                wonders=["Piraeus", "The Appian Way", "The Mausoleum"],
                built=["Piraeus", "The Appian Way", "The Mausoleum"])
    s = position(cities=[me, rich], age=3, coins=(7, 7), available=[name, "Palace"])
    assert price(s, name) == Price(0, 0)
    assert build(s, name).state.coins == (7 + coins, 7)


def test_12_counted_at_the_moment_of_building_only():
    """Rule 12: the coins are counted once, when the card is built: cards and wonders added later bring
    nothing more."""
    me = city(cards=EVERYTHING, wonders=["The Pyramids"])
    s = position(cities=[me, city()], available=["Port", "Altar", "Stone Pit", "Theater", "Arena", "Baths"],
                 hidden=["Guard Tower"])
    s = build(s, "Port").state
    assert s.coins == (7 + 12, 7)            # 6 brown cards
    s = discard(s, "Altar").state
    s = build(s, "Stone Pit").state          # a 7th brown card: 1 coin paid, no new Port coins
    assert s.coins == (18, 9)
    s = discard(s, "Theater").state
    s = build(s, "Arena").state              # no wonder built yet: nothing
    assert s.coins == (18, 11)
    s = discard(s, "Guard Tower").state
    step = build_wonder(s, "Baths", "The Pyramids")
    assert step.state.coins == (18, 13)      # the Arena pays nothing for a later wonder
    assert len(step.state.cities[0].built) == 1


# ---- 13 --------------------------------------------------------------------------------------------


def test_13_trade_coins_go_to_the_bank():
    """Rule 13: coins paid for trading go to the bank; the opponent's coins do not change unless the
    opponent holds Economy."""
    opponent = city(cards=["Shelf Quarry", "Glassblower"])
    s = position(cities=[city(wonders=["The Pyramids"]), opponent], coins=(30, 4),
                 available=["Aqueduct", "Lumber Yard", "Altar"])
    step = build(s, "Aqueduct")
    assert step.state.coins == (18, 4)
    assert sum(step.state.coins) == sum(s.coins) - 12
    assert [(e.player, e.amount) for e in kinds(step.events, "coins")] == [(0, -12)]
    step = build_wonder(s, "Lumber Yard", "The Pyramids")
    assert step.state.coins == (16, 4)
    with_economy = position(cities=[city(), city(cards=["Shelf Quarry"], progress=["Economy"])], coins=(30, 4),
                            available=["Aqueduct", "Lumber Yard"])
    assert build(with_economy, "Aqueduct").state.coins == (18, 16)
    # the Economy holder's own trades still go to the bank
    reverse = position(cities=[city(cards=["Shelf Quarry"]), city(progress=["Economy"])], coins=(7, 30),
                       to_move=1, available=["Aqueduct", "Lumber Yard"])
    assert build(reverse, "Aqueduct").state.coins == (7, 18)


# ---- 14 --------------------------------------------------------------------------------------------


def test_14_looting_never_below_zero_and_each_token_once():
    """Rule 14: looting takes at most what the opponent holds, and each token is taken once: pushing
    the pawn out of a zone and back in loots nothing more."""
    me = city(cards=["Shelf Quarry", "Clay Pool"])
    s = position(cities=[me, city()], coins=(7, 1), pawn=1,
                 available=["Walls", "Guard Tower", "Altar", "Theater", "Garrison", "Baths"])
    step = build(s, "Walls")
    s = step.state
    assert s.pawn == 3
    assert s.coins == (7, 0)
    assert [(e.player, e.lost) for e in kinds(step.events, "looting")] == [(1, 1)]
    assert s.looting == (True, True, False, True)
    s = build(s, "Guard Tower").state          # the opponent pushes back out of the zone
    assert s.pawn == 2
    s = discard(s, "Altar").state
    s = discard(s, "Theater").state
    assert s.coins == (9, 2)
    step = build(s, "Garrison")                # back into the zone
    assert step.state.pawn == 3
    assert step.state.coins == (9, 2)
    assert kinds(step.events, "looting") == []
    assert step.state.looting == (True, True, False, True)


def test_14_one_push_through_two_zones_takes_both_tokens():
    """Rule 14: a push from 2 to 6 reaches both tokens of the opponent's side: 2 then 5 coins, floored at 0."""
    me = city(cards=["Sawmill", "Brickyard", "Clay Pool"], progress=["Strategy"])
    s = position(cities=[me, city()], coins=(7, 10), pawn=2, available=["Arsenal", "Lumber Yard"])
    step = build(s, "Arsenal")                 # 3 shields + 1
    assert step.state.pawn == 6
    assert step.state.coins == (7, 3)
    assert step.state.looting == (True, True, False, False)
    short = s._replace(coins=(7, 4))
    step = build(short, "Arsenal")
    assert step.state.coins == (7, 0)
    assert sorted(e.lost for e in kinds(step.events, "looting")) == [2, 2]


def test_14_pushing_toward_ones_own_side_loots_nothing():
    """Rule 14: the tokens on a player's own side never trigger when the opponent's shields move the
    pawn away from them; the other side's tokens trigger for the other player."""
    s = position(cities=[city(), city(cards=["Shelf Quarry"])], coins=(1, 7), pawn=-1, to_move=1,
                 available=["Walls", "Lumber Yard"])
    step = build(s, "Walls")
    assert step.state.pawn == -3
    assert step.state.coins == (0, 7)
    assert step.state.looting == (True, False, True, True)


def test_14_appian_way_loss_floored_at_zero():
    """Rule 14 (coins never below 0): the Appian Way's coin loss also stops at 0."""
    me = city(cards=EVERYTHING, wonders=["The Appian Way"])
    s = position(cities=[me, city()], coins=(7, 1), available=["Lumber Yard", "Altar"])
    assert build_wonder(s, "Lumber Yard", "The Appian Way").state.coins == (10, 0)


# ---- 15: an uncovered card turns up once the move is over (age.reveal) ----------------------------

def test_15_an_uncovered_card_stays_face_down_through_the_decisions_of_the_move():
    """age.reveal (rulebook): the card Library uncovers stays face down while its builder chooses
    the progress token the pair earns, for both players, and turns up with that choice."""
    cities = [city(cards=["Scriptorium"]), city()]
    state = position(cities=cities, age=2, to_move=0, available=["Library", "Sawmill"], hidden=["Temple", "Baths"])
    step = build(state, "Library")
    after = step.state
    assert "reveal" not in [e.kind for e in step.events]
    assert after.accessible == (15, 19) and not after.face_up >> 15 & 1
    assert after.pending == (Decision(PROGRESS_FROM_BOARD, 0, tuple(token(t) for t in DEFAULT_BOARD)),)
    for player in (0, 1):
        assert observe(after, player)["structure"][15] == {"slot": 15, "card": None, "back": "Age card"}
    step = take_progress(after, "Agriculture")
    assert [(e.kind, e.card, e.slot) for e in step.events if e.kind == "reveal"] == [("reveal", "Temple", 15)]
    assert [e.kind for e in step.events] == ["progress", "coins", "reveal"]
    assert step.state.face_up >> 15 & 1 and step.state.to_move == 1
    assert observe(step.state, 1)["structure"][15] == {"slot": 15, "card": "Temple", "accessible": True}


def test_15_an_uncovered_card_turns_up_before_an_extra_turn():
    """age.reveal (rulebook): a player given another turn starts it with the uncovered card face up."""
    cities = [city(wonders=["The Sphinx"]), city()]
    state = position(cities=cities, coins=(30, 7), age=2, available=["Library", "Sawmill"],
                     hidden=["Temple", "Baths"])
    step = build_wonder(state, "Library", "The Sphinx")
    assert step.state.to_move == 0
    assert [e.kind for e in step.events][-2:] == ["play_again", "reveal"]
    assert step.state.face_up >> 15 & 1
    assert Action("build", card=card("Temple")) in legal_actions(step.state)
