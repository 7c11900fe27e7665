"""The Decrees of the Senate under Agora's ruleset (being built: ``Game.in_progress``): six drawn at
setup, one to each Chamber, hidden while face down; each working for the player controlling its
Chamber and only while they do (agora.decree): income on either player's builds (effect.on_any_build,
effect.on_any_wonder, effect.per_age), a cheaper wonder, more coins for a discard (effect.on_discard)
and more Senate actions (effect.senate_bonus).
"""

from __future__ import annotations

import json
import pickle
from collections import Counter

import pytest

from oracle.duel import positions
from oracle.duel.agora.kinds import SENATE_CHOICE
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import Agora, part
from oracle.duel.game import Game
from oracle.duel.state import State
from oracle.duel.turn import apply
from oracle.duel.view import observe, protocol_state, resample, summary

GAME = Game.in_progress("agora")
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
    assert set(drawn) == {d.name for d in R.of_kind("decree")} and len(drawn) == 8
    assert part(GAME.new_game(seed=7)) == part(GAME.new_game(seed=7))      # the same seed, the same draw


def test_a_face_down_decree_is_hidden_from_both_players_until_a_cube_enters():
    state = GAME.new_game(seed=3)
    chambers = part(state).senate.chambers
    assert [c.decrees for c in chambers] == [("Blue Income",), ("Green Income",), ("Wonder Discount",),
                                             ("Red Income",), ("Wonder Income",), ("Discard Bonus",)]
    for shown in (observe(state, 0), observe(state, 1), summary(state)):
        assert [c["decrees"] for c in shown["agora"]["chambers"]] == [
            ["Blue Income"], [None], ["Wonder Discount"], [None], ["Wonder Income"], [None]]
        assert all(json.dumps(shown).count(name) == 0 for name in ("Green Income", "Red Income", "Discard Bonus"))
    assert [c["decrees"] for c in protocol_state(state)["agora"]["chambers"]][1] == ["Green Income"]


def test_a_position_resampled_for_a_player_redraws_only_the_face_down_decrees():
    from oracle.core.prng import SplitMix64

    state = GAME.new_game(seed=3)
    seen = {"Blue Income", "Wonder Discount", "Wonder Income"}
    hidden: Counter[str] = Counter()
    for seed in range(40):
        other = resample(state, 0, SplitMix64(seed))
        chambers = part(other).senate.chambers
        assert [chambers[n].decrees for n in (0, 2, 4)] == [("Blue Income",), ("Wonder Discount",), ("Wonder Income",)]
        names = [chambers[n].decrees[0] for n in (1, 3, 5)]
        assert len(set(names)) == 3 and not set(names) & seen
        assert observe(other, 0) == observe(state, 0)
        assert GAME.state_from_json(GAME.state_to_json(other)) == other     # the setup drew what lies there
        hidden.update(names)
    assert set(hidden) == {"Green Income", "Red Income", "Discard Bonus", "Yellow Income", "Senate Bonus"}


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
