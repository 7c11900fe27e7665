"""The Decrees of the Senate under Agora's ruleset: six drawn at
setup, one to each Chamber, hidden while face down; each working for the player controlling its
Chamber and only while they do (agora.decree): income on either player's builds (effect.on_any_build,
effect.on_any_wonder, effect.per_age), a cheaper wonder, more coins for a discard (effect.on_discard),
more Senate actions (effect.senate_bonus), cheaper trade (effect.trade_cheaper), a resource or the coins left
unpaid (effect.discount_either), the opponent's chain symbols (effect.chain_from) and the Military Decree
(agora.military_decree).
"""

from __future__ import annotations

import json
import pickle
from collections import Counter

import pytest

from oracle.duel import positions
from oracle.duel.agora import influence
from oracle.duel.agora.kinds import SENATE_CHOICE
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import Agora, part
from oracle.duel.game import Game
from oracle.duel.rules import ages
from oracle.duel.state import State, Turn
from oracle.duel.turn import apply
from oracle.duel.view import observe, protocol_state, resample, summary

GAME = Game.load("agora")
R = GAME.rules
ORDER = ("Blue Income", "Green Income", "Wonder Income", "Wonder Discount", "Senate Bonus", "Discard Bonus")


def senate(*cubes: tuple[int, int], decrees: tuple[str, ...] = ORDER) -> Agora:
    """Agora's part with each Chamber's cubes (player 0's, player 1's), Chamber 1 first, and its Decree."""
    cubes = cubes + ((0, 0),) * (6 - len(cubes))
    return Agora(Senate(tuple(Chamber(c, (d,), n not in (2, 4, 6) or sum(c) > 0)
                              for n, (c, d) in enumerate(zip(cubes, decrees, strict=True), 1))))


def at(agora: Agora, *, age: int = 1, to_move: int = 0, coins: tuple[int, int] = (7, 7),
       available: tuple[str, ...] = ("Theater", "Tavern"), wonders: tuple[str, ...] = ()) -> State:
    cities = [positions.city(GAME, wonders=list(wonders)), positions.city(GAME, wonders=list(wonders) and ["Knossos"])]
    return positions.position(GAME, cities=cities, age=age, to_move=to_move, coins=coins, available=available,
                              parts=(agora,))


def events(step) -> list[dict[str, object]]:
    return [e.to_json() for e in step.events]


# ---- setup (agora.decrees_setup) -----------------------------------------------------------------------

def test_six_different_decrees_are_drawn_one_per_chamber_the_even_ones_face_down():
    drawn: Counter[str] = Counter()
    for seed in range(60):
        senate_ = part(GAME.new_game(seed=seed)).senate
        names = [d for chamber in senate_.chambers for d in chamber.decrees]
        assert len(names) == len(set(names)) == 6
        assert [c.face_up for c in senate_.chambers] == [True, False, True, False, True, False]
        assert all(c.cubes == (0, 0) for c in senate_.chambers)
        drawn.update(names)
    assert set(drawn) == {d.name for d in R.of_kind("decree")} and len(drawn) == 16
    assert part(GAME.new_game(seed=7)) == part(GAME.new_game(seed=7))      # the same seed, the same draw


def dealt(seed: int) -> tuple[State, list[str]]:
    """A new game's position and the Decree dealt to each Chamber, Chamber 1 first."""
    state = GAME.new_game(seed=seed)
    return state, [d for chamber in part(state).senate.chambers for d in chamber.decrees]


def test_a_face_down_decree_is_hidden_from_both_players_until_a_cube_enters():
    state, names = dealt(3)
    up, down = names[0::2], names[1::2]                  # Chambers 1, 3, 5 face up; 2, 4, 6 face down
    for shown in (observe(state, 0), observe(state, 1), summary(state)):
        assert [c["decrees"] for c in shown["agora"]["chambers"]] == [
            [up[0]], [None], [up[1]], [None], [up[2]], [None]]
        assert all(json.dumps(shown).count(name) == 0 for name in down)
    assert [c["decrees"] for c in protocol_state(state)["agora"]["chambers"]] == [[name] for name in names]


def test_a_position_resampled_for_a_player_redraws_only_the_face_down_decrees():
    from oracle.core.prng import SplitMix64

    state, names = dealt(3)
    seen = set(names[0::2])
    hidden: Counter[str] = Counter()
    for seed in range(60):
        other = resample(state, 0, SplitMix64(seed))
        chambers = part(other).senate.chambers
        assert [chambers[n].decrees[0] for n in (0, 2, 4)] == names[0::2]
        redrawn = [chambers[n].decrees[0] for n in (1, 3, 5)]
        assert len(set(redrawn)) == 3 and not set(redrawn) & seen
        assert observe(other, 0) == observe(state, 0)
        assert GAME.state_from_json(GAME.state_to_json(other)) == other     # the setup drew what lies there
        hidden.update(redrawn)
    assert set(hidden) == {d.name for d in R.of_kind("decree")} - seen and len(hidden) == 13


def test_the_chamber_a_cube_enters_shows_its_decree_and_gives_its_power():
    agora = senate(decrees=("Green Income", "Blue Income", "Wonder Income", "Wonder Discount", "Senate Bonus",
                            "Discard Bonus"))
    state = at(agora, wonders=("Knossos",), coins=(20, 7), available=("Lumber Yard", "Stone Pit"))
    built = apply(state, R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Knossos"]]).state
    placed = apply(built, R.actions.place_influence[2]).state
    assert observe(placed, 1)["agora"]["chambers"][1]["decrees"] == ["Blue Income"]
    assert placed.cities[0].profile.extras is not None and placed.cities[1].profile.extras is None
    moved = apply(placed, R.actions.move_influence[()]).state
    step = apply(moved, R.actions.build[R.card_index["Stone Pit"]])       # a brown card: nothing
    assert step.state.coins == (10, 7 - 1)


# ---- income on either player's builds (effect.on_any_build, effect.on_any_wonder, effect.per_age) ------

@pytest.mark.parametrize(("age", "builder"), [(1, 0), (2, 1), (3, 1), (3, 0)])
def test_blue_income_pays_its_controller_the_age_whoever_builds_blue(age: int, builder: int):
    step = apply(at(senate((1, 0)), age=age, to_move=builder), R.actions.build[R.card_index["Theater"]])
    assert events(step) == [{"kind": "build", "player": builder, "subject": "Theater"},
                            {"kind": "coins", "player": 0, "subject": "Blue Income", "amount": age}]
    assert step.state.coins == (7 + age, 7)


def test_a_decree_of_a_chamber_nobody_controls_or_of_another_colour_pays_nothing():
    tied = apply(at(senate((1, 1)), to_move=1), R.actions.build[R.card_index["Theater"]])
    assert tied.state.coins == (7, 7) and len(events(tied)) == 1
    tavern = apply(at(senate((1, 0)), to_move=1), R.actions.build[R.card_index["Tavern"]])
    assert tavern.state.coins == (7, 7 + 4)            # Tavern's own 4 coins; Yellow Income lies in no Chamber
    opponent = apply(at(senate((0, 2)), to_move=0), R.actions.build[R.card_index["Theater"]])
    assert opponent.state.coins == (7, 8)              # it pays player 1, who controls Chamber 1


def test_wonder_income_pays_on_every_wonder_after_the_wonders_own_effects():
    agora = senate((0, 0), (0, 0), (1, 0))
    state = at(agora, age=2, to_move=0, wonders=("Knossos",), coins=(20, 7), available=("Lumber Yard", "Stone Pit"))
    step = apply(state, R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Knossos"]])
    assert events(step)[-1] == {"kind": "coins", "player": 0, "subject": "Wonder Income", "amount": 2}
    assert step.state.coins == (20 - 10 + 2, 7)


# ---- lasting powers --------------------------------------------------------------------------------

def test_wonder_discount_makes_a_wonder_one_resource_cheaper():
    agora = senate((0, 0), (0, 0), (0, 0), (1, 0))
    state = at(agora, wonders=("Knossos",), coins=(20, 7), available=("Lumber Yard", "Stone Pit"))
    step = apply(state, R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Knossos"]])
    assert step.state.coins == (20 - 8, 7)            # 4 of its 5 resources bought, at 2 coins each
    without = at(senate(), wonders=("Knossos",), coins=(20, 7), available=("Lumber Yard", "Stone Pit"))
    assert apply(without, R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Knossos"]]
                 ).state.coins == (10, 7)


def test_discard_bonus_adds_two_coins_to_its_controllers_discards_only():
    own = apply(at(senate((0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (1, 0))), R.actions.discard[R.card_index["Theater"]])
    assert events(own) == [{"kind": "discard", "player": 0, "subject": "Theater"},
                           {"kind": "coins", "player": 0, "subject": "Theater", "amount": 2, "detail": "discard"},
                           {"kind": "coins", "player": 0, "subject": "Discard Bonus", "amount": 2}]
    assert own.state.coins == (11, 7)
    other = apply(at(senate((0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (1, 0)), to_move=1),
                  R.actions.discard[R.card_index["Theater"]])
    assert other.state.coins == (7, 9)


@pytest.mark.parametrize(("cubes", "actions"), [((0, 0), 1), ((1, 0), 2)])
def test_senate_bonus_counts_two_more_blue_cards_for_a_politician(cubes: tuple[int, int], actions: int):
    agora = senate((0, 0), (0, 0), (0, 0), (0, 0), cubes)
    politician = R.card_index["Left Politician 1"]
    step = apply(at(agora, available=("Left Politician 1", "Tavern")), R.actions.build[politician])
    assert [d.kind for d in step.state.pending] == [SENATE_CHOICE] * actions


def test_a_position_holding_decree_powers_pickles_as_itself():
    state = at(senate((1, 0)))
    assert state.cities[0].profile.extras is not None
    assert pickle.loads(pickle.dumps(state)) == state
    playout = GAME.random_game(11)
    assert pickle.loads(pickle.dumps(playout.final)) == playout.final


def test_a_position_pickled_after_the_loader_forgot_its_ruleset_is_made_by_that_ruleset():
    from oracle.duel.ruleset import _load_once

    state = at(senate((1, 0)))
    _load_once.cache_clear()         # as when many rulesets have been loaded since
    again = pickle.loads(pickle.dumps(state))
    assert again.game.rules is R and again == state
    assert again.cities[0].profile.extras == state.cities[0].profile.extras


# ---- trade, discounts and chains (effect.trade_cheaper, effect.discount_either, effect.chain_from) --------

def build_costs(decrees: tuple[str, ...], card: str, own: tuple[str, ...] = (), other: tuple[str, ...] = (),
                controlled: bool = True) -> int:
    """The coins player 0 pays to build ``card``, holding ``own`` against an opponent holding ``other``,
    with the Decree first in ``decrees`` in Chamber 1, controlled by player 0 or by nobody."""
    rest = tuple(d for d in ORDER if d not in decrees)
    agora = senate((1, 0) if controlled else (0, 0), decrees=(decrees + rest)[:6])
    cities = [positions.city(GAME, cards=list(own)), positions.city(GAME, cards=list(other))]
    state = positions.position(GAME, cities=cities, coins=(20, 7), available=(card, "Tavern"), parts=(agora,))
    after = apply(state, R.actions.build[R.card_index[card]]).state
    return 20 - after.coins[0]


@pytest.mark.parametrize(("decree", "card", "own", "other", "paid", "without"), [
    ("Raw Material Trade", "Horse Breeders", (), ("Lumber Yard",), 3, 5),    # wood 3 -> 2, clay 2 -> 1
    ("Raw Material Trade", "Baths", ("Stone Reserve",), (), 1, 1),          # a fixed price of 1 stays 1
    ("Raw Material Trade", "Apothecary", (), (), 2, 2),                     # glass is no raw material
    ("Manufactured Good Trade", "Apothecary", (), ("Glassworks",), 2, 3),
    ("Manufactured Good Trade", "Caravansery", (), (), 4, 6),
])
def test_a_trade_decree_takes_a_coin_off_each_unit_bought_never_below_one(decree, card, own, other, paid, without):
    assert build_costs((decree,), card, own, other) == paid
    assert build_costs((decree,), card, own, other, controlled=False) == without


@pytest.mark.parametrize(("decree", "card", "paid", "without"), [
    ("Yellow Discount", "Stone Reserve", 0, 3),      # its 3 coins left unpaid
    ("Yellow Discount", "Forum", 2, 5),              # 3 coins and a clay: the coins unpaid, the clay bought
    ("Yellow Discount", "Caravansery", 4, 6),        # 2 coins, glass, papyrus: a unit or the coins, 4 either way
    ("Red Discount", "Garrison", 0, 2),
    ("Red Discount", "Palisade", 0, 2),
    ("Red Discount", "Forum", 5, 5),                 # a yellow card: no discount
    ("Green Discount", "Apothecary", 0, 2),
])
def test_a_colour_discount_leaves_a_resource_or_the_coins_unpaid_whichever_is_cheaper(decree, card, paid, without):
    assert build_costs((decree,), card) == paid
    assert build_costs((decree,), card, controlled=False) == without


def test_on_a_tie_the_colour_discount_pays_less_for_trade():
    agora = senate((1, 0), decrees=("Yellow Discount", *ORDER[1:]))
    state = positions.position(GAME, cities=[positions.city(GAME), positions.city(GAME)], coins=(20, 7),
                               available=("Caravansery", "Tavern"), parts=(agora,))
    step = apply(state, R.actions.build[R.card_index["Caravansery"]])
    assert [e for e in events(step) if e["kind"] == "coins"] == [
        {"kind": "coins", "player": 0, "subject": "Caravansery", "amount": -2, "detail": "cost"},
        {"kind": "coins", "player": 0, "subject": "Caravansery", "amount": -2, "detail": "trade"}]


def test_opponents_chains_build_through_a_chain_symbol_of_the_opponents_city():
    assert build_costs(("Opponent's Chains",), "Horse Breeders", (), ("Stable",)) == 0
    assert build_costs(("Opponent's Chains",), "Horse Breeders", (), ("Stable",), controlled=False) == 4
    assert build_costs(("Opponent's Chains",), "Horse Breeders", (), ()) == 4


# ---- the Military Decree (agora.military_decree, effect.when_gained, effect.when_lost, effect.shields_to) ---

def military(cubes: tuple[int, int], pawn: int = 0) -> Turn:
    agora = senate(cubes, decrees=("Military Shield", *ORDER[1:]))
    cities = [positions.city(GAME), positions.city(GAME)]
    t: Turn = R.runtime(positions.position(GAME, cities=cities, pawn=pawn, available=("Theater", "Tavern"),
                                           parts=(agora,)))
    return t


def settle_next(t: Turn, action) -> None:
    ages.offer(t)
    decision = t.settle_first()
    influence.settle(t, action, decision)


def test_taking_the_military_decree_moves_the_pawn_one_space_losing_it_moves_it_back():
    t = military((0, 0))
    R.runtime.offer_place_influence(t, 0, None, 1)
    settle_next(t, R.actions.place_influence[1])
    assert t.pawn == 1                                     # player 0's shield: toward player 1's capital
    t.player = 1
    R.runtime.offer_place_influence(t, 1, None, 1)
    settle_next(t, R.actions.place_influence[1])
    assert t.pawn == 0 and part(t).senate.chamber(1).controller is None     # lost to a tie: one space back
    R.runtime.offer_place_influence(t, 1, None, 1)
    settle_next(t, R.actions.place_influence[1])
    assert t.pawn == -1                                    # player 1 takes it: one space toward player 0
    assert [e[0].kind for e in t.events].count("chamber_control") == 3


def test_the_military_decree_can_win_the_game_on_the_opponents_turn():
    t = military((0, 0), pawn=8)
    R.runtime.offer_place_influence(t, 0, None, 1)
    settle_next(t, R.actions.place_influence[1])
    assert t.pawn == 9 and t.outcome is not None and t.outcome.victory == "military" and t.outcome.winner == 0



def test_the_invariants_catch_a_city_that_does_not_count_its_decrees():
    from oracle.core.events import Events
    from oracle.core.game import Step
    from oracle.duel.agora.invariants import check_step
    from oracle.duel.state import rebuild_city

    before = at(senate((1, 0)))
    step = apply(before, R.actions.build[R.card_index["Theater"]])
    assert check_step(before, step) == []
    bare = rebuild_city(R, step.state.cities[0])             # its Decree forgotten
    forgot = Step(step.state._replace(cities=(bare, step.state.cities[1])), step.events)
    assert check_step(before, forgot) == ["decrees: player 0's city was not summed again after a change of control"]
    moved = Agora(Senate((part(step.state).senate.chambers[1], part(step.state).senate.chambers[0],
                          *part(step.state).senate.chambers[2:])))
    shuffled = Step(step.state._replace(parts=(moved,)), Events.of(list(step.events)))
    rest = "('Wonder Income',), ('Wonder Discount',), ('Senate Bonus',), ('Discard Bonus',)]"
    assert (f"decrees: the Chambers held [('Blue Income',), ('Green Income',), {rest}, now [('Green Income',), "
            f"('Blue Income',), {rest}; the events move none or others") in check_step(before, shuffled)
