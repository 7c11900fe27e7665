"""Ruling agora.supremacy_order: what the oracle does when one step brings two supremacies, to one
player or to both.

Within a step the oracle ends the game at the first supremacy it meets, and the rules meet them in a
fixed order: a Senate action looks at the Decrees changing hands (the Military Shield Decree moving
the pawn) before it looks at political supremacy (agora.control, agora.political_supremacy), and
Coercion's swap looks at the science of its owner before the opponent's (effect.swap_card).

The only step that can give both players a supremacy is Coercion's swap, when each player ends it with
six different science symbols.  The oracle has no shared outcome for a supremacy (a shared victory is a
civilian one only, victory.science), so the swap's owner wins there; this is why the ruling stays a
ruling with one reading and not a rule option.
"""

from __future__ import annotations

import pytest

import oracle
from oracle.duel import positions
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import MAY_TRIGGER, Agora, Plot, held
from oracle.duel.game import Game
from oracle.duel.record import legal_json
from oracle.duel.state import Outcome, State
from oracle.duel.state_checks import check_outcome
from oracle.duel.turn import apply
from oracle.errors import InvalidRecordError

GAME = Game.load("agora")
R = GAME.rules
CONSPIRACIES = [c.name for c in R.of_kind("conspiracy")]
NO_LOOTING = (False, False, False, False)     # the military tokens already taken


def coercion_position() -> State:
    """Player 0 holds Coercion prepared (under Baths); each city shows five different science symbols,
    one of them twice: player 0 two quills and no plumb line, player 1 two plumb lines and no quill."""
    deck = tuple(CONSPIRACIES.index(n) for n in ("Treason", "Espionage"))
    part = Agora(held(GAME.new_game(seed=5)).senate, deck, (0,) * len(deck),
                 ((Plot(CONSPIRACIES.index("Coercion"), R.card_index["Baths"], False),), ()), MAY_TRIGGER)
    cities = [positions.city(GAME, cards=("Scriptorium", "Library", "Pharmacist", "Apothecary", "Academy",
                                          "University")),
              positions.city(GAME, cards=("Workshop", "Laboratory", "Dispensary", "School", "Study", "Observatory"))]
    return positions.position(GAME, cities=cities, available=("Clay Pool", "Glassworks"), looting=NO_LOOTING,
                              parts=(part,))


def test_a_swap_giving_both_players_scientific_supremacy_is_won_by_its_owner():
    """effect.swap_card, victory.science, ruling agora.supremacy_order: Workshop taken for Scriptorium
    gives each player a sixth symbol in the same step; the owner's science is looked at first and ends
    the game, the opponent's is not looked at."""
    state = apply(coercion_position(), R.actions.trigger[CONSPIRACIES.index("Coercion")]).state
    state = apply(state, R.actions.swap_take[R.card_index["Workshop"]]).state
    step = apply(state, R.actions.swap_give[R.card_index["Scriptorium"]])
    symbols = [sum(1 for n in city.profile.symbols if n) for city in step.state.cities]
    assert symbols == [6, 6]
    assert step.state.outcome == ("science", 0) and step.state.outcome.winner == 0
    assert [e.to_json() for e in step.events] == [
        {"kind": "cards_swapped", "player": 0, "subject": "Workshop", "detail": "Scriptorium"},
        {"kind": "game_over", "player": 0, "subject": "science"}]
    assert step.state.pending == () and step.state.to_move == -1


def test_no_state_holds_a_shared_scientific_supremacy():
    """victory.science, ruling agora.supremacy_order: the swap's position ended in a draw, as BGA would
    have it, is no state of the oracle's: only a civilian victory is shared."""
    state = apply(coercion_position(), R.actions.trigger[CONSPIRACIES.index("Coercion")]).state
    state = apply(state, R.actions.swap_take[R.card_index["Workshop"]]).state
    won = apply(state, R.actions.swap_give[R.card_index["Scriptorium"]]).state
    check_outcome(won)
    with pytest.raises(InvalidRecordError) as refused:
        check_outcome(won._replace(outcome=Outcome("science", None)))
    assert refused.value.path == "$.outcome.winner" and "only a civilian victory is shared" in str(refused.value)


def senate_position() -> State:
    """Player 0 holds Knossos unbuilt and 20 coins, controls five Chambers, and the sixth, empty, holds
    the Military Shield Decree; the pawn stands one space from player 1's capital."""
    chambers = [(1, 0), (2, 1), (1, 0), (1, 0), (3, 2), (0, 0)]
    senate = Senate(tuple(Chamber(c, ("Military Shield",) if n == 6 else (), True)
                          for n, c in enumerate(chambers, 1)))
    cities = [positions.city(GAME, wonders=["Knossos"]), positions.city(GAME)]
    return positions.position(GAME, cities=cities, coins=(20, 7), available=["Lumber Yard", "Stone Pit"],
                              pawn=R.track.capital - 1, looting=NO_LOOTING, parts=(Agora(senate),))


def test_one_cube_giving_military_and_political_supremacy_ends_the_game_by_military_supremacy():
    """agora.place, agora.decree, victory.military, agora.political_supremacy, ruling
    agora.supremacy_order: the cube placed in Chamber 6 completes player 0's control of every Chamber
    and gains them the Military Shield Decree, whose shield takes the pawn to the capital; military
    supremacy is looked at first and ends the game."""
    built = apply(senate_position(), R.actions.build_wonder[R.card_index["Lumber Yard"]][R.wonder_index["Knossos"]])
    assert built.state.outcome is None
    assert legal_json(built.state)[-1] == {"action": "place_influence", "chamber": 6}
    step = apply(built.state, R.actions.place_influence[6])
    assert held(step.state).senate.chamber(6).controller == 0 and step.state.pawn == R.track.capital
    assert step.state.outcome == ("military", 0)
    assert [e.to_json() for e in step.events] == [
        {"kind": "influence_placed", "player": 0, "amount": 6},
        {"kind": "chamber_control", "player": 0, "amount": 6},
        {"kind": "pawn", "player": 0, "subject": "Military Shield", "amount": 1},
        {"kind": "game_over", "player": 0, "subject": "military"}]


def test_the_ruling_has_no_rule_option():
    """Ruling agora.supremacy_order names no rule option: Agora's options stay the three it declares."""
    game = oracle.load_game("duel", variant="agora")
    ruling = next(r for r in game.rules.rulings if r.id == "agora.supremacy_order")
    assert not ruling.option
    assert "supremacy_order" not in {o.name for o in game.declared_rule_options}
