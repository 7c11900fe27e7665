"""Agora's Conspirators and conspiring: a Conspirator's one action, a cube in any
Chamber or conspiring (agora.conspirator); conspiring draws the top two Conspiracies, keeps one face
down and puts the other back on top or under, or keeps both with Organized Crime (agora.conspire,
effect.keep_both); who sees which Conspiracy (agora.conspiracies_hidden, ruling
agora.conspiracy_knowledge), in views, resampling, stored states and the invariants.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracle.core.prng import SplitMix64
from oracle.duel import positions
from oracle.duel.agora.invariants import check_step
from oracle.duel.agora.kinds import CONSPIRATOR_CHOICE, CONSPIRE_CHOICE
from oracle.duel.agora.resample import conspiracies as resample_conspiracies
from oracle.duel.agora.senate import Chamber, Senate
from oracle.duel.agora.state import Agora, Plot, held
from oracle.duel.game import Game
from oracle.duel.record import legal_json
from oracle.duel.state import Action, Decision
from oracle.duel.turn import apply
from oracle.duel.view import observe
from oracle.errors import IllegalMoveError, InvalidRecordError

GAME = Game.load("agora")
R = GAME.rules
NAMES = [c.name for c in R.of_kind("conspiracy")]
INDEX = {name: i for i, name in enumerate(NAMES)}
DECK = ("Coup", "Blackmail", "Treason", "Espionage")
SENATE = held(GAME.new_game(seed=5)).senate


def agora(deck: tuple[str, ...] = DECK, hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
          cubes: int = 0) -> Agora:
    """The Senate of seed 5's setup with ``cubes`` of player 0's cubes in Chamber 1 (none: empty), the
    ``deck`` top first, nobody knowing any of it, and the ``hands``."""
    senate = SENATE
    if cubes:
        first = senate.chambers[0]
        senate = Senate((Chamber((cubes, 0), first.decrees, True), *senate.chambers[1:]))
    return Agora(senate, tuple(INDEX[n] for n in deck), (0,) * len(deck),
                 (tuple(Plot(INDEX[n]) for n in hands[0]), tuple(Plot(INDEX[n]) for n in hands[1])))


def recruiting(part: Agora, progress: tuple[str, ...] = ()) -> Any:
    """Player 0 to move, Conspirator 1 and Lumber Yard accessible, the ``progress`` tokens held."""
    cities = [positions.city(GAME, progress=progress), positions.city(GAME)]
    return positions.position(GAME, cities=cities, coins=(7, 7), available=["Conspirator 1", "Lumber Yard"],
                              board=["Agriculture", "Architecture", "Economy", "Law", "Masonry"],
                              box=["Mathematics", "Philosophy", "Strategy", "Theology", "Urbanism"],
                              parts=(part,))


def recruited(part: Agora, progress: tuple[str, ...] = ()) -> Any:
    """The step recruiting Conspirator 1 (free: the first Senator) from :func:`recruiting`."""
    return apply(recruiting(part, progress), Action("build", card=R.card_index["Conspirator 1"]))


def deck_of(state: Any) -> list[str]:
    return [NAMES[c] for c in held(state).deck]


def test_the_spec_holds_sixteen_conspiracies_and_six_conspirators():
    assert NAMES == ["Extortion", "Blackmail", "Expropriation", "Swindle", "Obscurantism", "Coup", "Property Fraud",
                     "Treason", "Political Maneuver", "Espionage", "Turn of Events", "Embezzlement", "Foreclosure",
                     "Coercion", "Insider Influence", "Sabotage"]
    conspirators = [c for c in R.cards if c.name.startswith("Conspirator")]
    assert len(conspirators) == 6 and {c.deck for c in conspirators} == {"senator"}
    setup = GAME.new_game(seed=5).setup
    deck = held(GAME.new_game(seed=5)).deck
    assert sorted(deck) == list(range(16)) and held(GAME.new_game(seed=6)).deck != deck
    assert GAME.hooks.named(setup.parts)["agora"].conspiracies == deck


def test_a_conspirator_places_a_cube_in_any_chamber_or_conspires():
    step = recruited(agora())
    assert [d.kind for d in step.state.pending] == [CONSPIRATOR_CHOICE]
    assert legal_json(step.state) == [{"action": "conspirator_action", "chambers": [n]} for n in range(1, 7)] + [
        {"action": "conspirator_action", "chambers": []}]
    placed = apply(step.state, R.actions.conspirator_action[(4,)])
    assert [e.to_json() for e in placed.events] == [
        {"kind": "influence_placed", "player": 0, "amount": 4},
        {"kind": "chamber_control", "player": 0, "amount": 4}]
    assert held(placed.state).senate.chamber(4).cubes == (1, 0) and deck_of(placed.state) == list(DECK)
    assert placed.state.to_move == 1 and placed.state.pending == ()


def test_conspiring_keeps_one_of_the_top_two_and_puts_the_other_under_the_deck():
    step = apply(recruited(agora()).state, R.actions.conspirator_action[()])
    assert [d.kind for d in step.state.pending] == [CONSPIRE_CHOICE] and step.events == ()
    assert legal_json(step.state) == [
        {"action": "conspire", "conspiracy": "Coup", "put_back": "top"},
        {"action": "conspire", "conspiracy": "Coup", "put_back": "bottom"},
        {"action": "conspire", "conspiracy": "Blackmail", "put_back": "top"},
        {"action": "conspire", "conspiracy": "Blackmail", "put_back": "bottom"}]
    kept = apply(step.state, R.actions.conspire[(INDEX["Blackmail"], "bottom")])
    assert [e.to_json() for e in kept.events] == [{"kind": "conspire", "player": 0, "amount": 1, "detail": "bottom"}]
    after = held(kept.state)
    assert deck_of(kept.state) == ["Treason", "Espionage", "Coup"] and after.known == (0, 0, 1)
    assert after.hands == ((Plot(INDEX["Blackmail"]),), ())
    assert kept.state.to_move == 1 and check_step(step.state, kept) == []


def test_a_conspiracy_put_back_on_top_is_known_to_its_putter_until_a_draw_takes_it():
    step = apply(recruited(agora()).state, R.actions.conspirator_action[()])
    kept = apply(step.state, R.actions.conspire[(INDEX["Coup"], "top")]).state
    assert deck_of(kept) == ["Blackmail", "Treason", "Espionage"] and held(kept).known == (1, 0, 0)
    assert observe(kept, 0)["agora"]["conspiracies"] == {"deck": ["Blackmail", None, None], "hands": [[
        {"conspiracy": "Coup", "prepared": None, "triggered": False, "locked": None}], []],
        "triggered_this_turn": False}
    assert observe(kept, 1)["agora"]["conspiracies"] == {"deck": [None, None, None], "hands": [[
        {"conspiracy": None, "prepared": None, "triggered": False, "locked": None}], []],
        "triggered_this_turn": False}
    assert GAME.account(step.state, [apply(step.state, R.actions.conspire[(INDEX["Coup"], "top")])]).splitlines()[-1] \
        .endswith("P0 conspires, keeping a Conspiracy face down and putting the other back on top of the deck")


def test_the_drawn_conspiracies_are_hidden_from_the_opponent():
    step = apply(recruited(agora()).state, R.actions.conspirator_action[()])
    mine, theirs = observe(step.state, 0)["pending"], observe(step.state, 1)["pending"]
    assert mine["options"][0] == {"conspiracy": "Coup", "put_back": "top"} and len(mine["options"]) == 4
    assert theirs == {**mine, "options": None}


def test_organized_crime_keeps_both_conspiracies_drawn_with_no_choice():
    step = apply(recruited(agora(), progress=("Organized Crime",)).state, R.actions.conspirator_action[()])
    assert [e.to_json() for e in step.events] == [{"kind": "conspire", "player": 0, "amount": 2}]
    assert held(step.state).hands == ((Plot(INDEX["Coup"]), Plot(INDEX["Blackmail"])), ())
    assert deck_of(step.state) == ["Treason", "Espionage"] and step.state.pending == ()


def test_the_last_card_of_the_deck_is_kept_and_an_empty_deck_leaves_only_cubes():
    last = apply(recruited(agora(deck=("Treason",))).state, R.actions.conspirator_action[()])
    assert legal_json(last.state) == [{"action": "conspire", "conspiracy": "Treason", "put_back": ""}]
    kept = apply(last.state, R.actions.conspire[(INDEX["Treason"], "")])
    assert deck_of(kept.state) == [] and held(kept.state).hands[0] == (Plot(INDEX["Treason"]),)
    assert [e.to_json() for e in kept.events] == [{"kind": "conspire", "player": 0, "amount": 1}]
    empty = recruited(agora(deck=()))
    assert legal_json(empty.state) == [{"action": "conspirator_action", "chambers": [n]} for n in range(1, 7)]
    no_cubes = recruited(agora(cubes=12))
    assert legal_json(no_cubes.state) == [{"action": "conspirator_action", "chambers": []}]


def test_resampling_redraws_only_what_the_player_does_not_know():
    step = apply(recruited(agora(deck=DECK + ("Sabotage", "Coercion"), hands=((), ("Swindle", "Extortion")))).state,
                 R.actions.conspirator_action[()])
    kept = apply(step.state, R.actions.conspire[(INDEX["Coup"], "bottom")]).state
    assert deck_of(kept) == ["Treason", "Espionage", "Sabotage", "Coercion", "Blackmail"]
    for seed in range(5):
        mine = resample_conspiracies(kept, 0, SplitMix64(seed))
        assert held(mine).hands[0] == (Plot(INDEX["Coup"]),) and deck_of(mine)[-1] == "Blackmail"
        assert sorted([*deck_of(mine)[:4], *(NAMES[c.conspiracy] for c in held(mine).hands[1])]) == \
            ["Coercion", "Espionage", "Extortion", "Sabotage", "Swindle", "Treason"]
        assert observe(mine, 0) == observe(kept, 0)
        theirs = resample_conspiracies(kept, 1, SplitMix64(seed))
        assert held(theirs).hands[1] == held(kept).hands[1] and observe(theirs, 1) == observe(kept, 1)
    assert {held(resample_conspiracies(kept, 0, SplitMix64(seed))).hands[1] for seed in range(20)} != \
        {held(kept).hands[1]}


def test_a_conspiring_position_is_stored_and_read_back():
    # a position of a game played from its setup (so that it is consistent with it), player 1 holding the
    # deck's first card and the next one known to player 0, who owes the choice of conspiring
    base = next(step.state for step in GAME.random_game(5).steps if step.state.age == 1 and not step.state.pending)
    drawn = held(base).deck
    part = held(base)._replace(deck=drawn[1:], known=(1,) + (0,) * 14, hands=((), (Plot(drawn[0]),)))
    owed = Decision(CONSPIRE_CHOICE, base.to_move, tuple((card, where) for card in drawn[1:3]
                                                         for where in ("top", "bottom")), ())
    state = base._replace(parts=(part,), pending=(owed,))
    for compact in (False, True):
        written = json.loads(json.dumps(GAME.state_to_json(state, compact=compact)))
        assert GAME.state_to_json(GAME.state_from_json(written), compact=compact) == written
    data = GAME.state_to_json(state)
    first, second = NAMES[drawn[1]], NAMES[drawn[2]]
    assert data["pending"] == [{"kind": "conspire", "player": base.to_move, "detail": [], "options": [
        [first, "top"], [first, "bottom"], [second, "top"], [second, "bottom"]]}]
    assert data["agora"]["deck"][:2] == [{"conspiracy": first, "known_to": [0]},
                                         {"conspiracy": second, "known_to": []}]
    assert data["agora"]["conspiracies"] == [[], [{"conspiracy": NAMES[drawn[0]], "prepared": None,
                                                      "triggered": False, "locked": None}]]
    data["pending"][0]["options"].reverse()
    with pytest.raises(InvalidRecordError, match="expected the choices the position gives, in their order"):
        GAME.state_from_json(data)


def test_the_invariants_catch_a_conspiracy_lost_or_kept_unannounced():
    step = apply(recruited(agora()).state, R.actions.conspirator_action[()])
    kept = apply(step.state, R.actions.conspire[(INDEX["Coup"], "top")])
    lost = kept._replace(state=kept.state._replace(parts=(held(kept.state)._replace(deck=held(kept.state).deck[1:],
                                                                                     known=(0, 0)),)))
    assert check_step(step.state, lost) == [
        "conspiracies: the deck and hands held [1, 5, 7, 9], now [5, 7, 9]"]
    silent = kept._replace(events=())
    assert check_step(step.state, silent) == ["conspiracies: player 0 held 0 and holds 1, the events say +0 kept"]



def test_an_illegal_choice_names_the_options_as_views_do():
    step = apply(recruited(agora()).state, R.actions.conspirator_action[()])
    with pytest.raises(IllegalMoveError) as caught:
        apply(step.state, R.actions.conspire[(INDEX["Treason"], "top")])
    assert caught.value.rule == "agora.conspire"
    assert str(caught.value).startswith('[agora.conspire] {"conspiracy": "Treason", "put_back": "top"} is not among '
                                        'the choices: {"conspiracy": "Coup", "put_back": "top"}, ')
    with pytest.raises(IllegalMoveError) as caught:
        apply(recruited(agora()).state, R.actions.conspire[(INDEX["Coup"], "top")])
    assert str(caught.value) == "[agora.conspirator] player 0 must first place a cube in any Chamber, or conspire"


def test_the_conspirator_replay_decree_gives_its_controller_another_turn_after_the_action():
    replay = Chamber((1, 0), ("Conspirator Replay",), True)
    held_decree = agora()._replace(senate=Senate((replay, *SENATE.chambers[1:])))
    step = recruited(held_decree)
    assert [e.to_json() for e in step.events][-1] == {"kind": "play_again", "player": 0,
                                                      "subject": "Conspirator Replay"}
    placed = apply(step.state, R.actions.conspirator_action[(2,)])
    assert placed.state.to_move == 0 and placed.state.pending == ()
    other = recruited(agora())
    assert apply(other.state, R.actions.conspirator_action[(2,)]).state.to_move == 1
    assert "play_again" not in [e.kind for e in other.events]
