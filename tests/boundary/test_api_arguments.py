"""Hostile arguments given to the Python library: every public verb of every game checks them at
the boundary (the core's :class:`~oracle.core.game.Game` owns the verbs, the games write hooks) and
refuses a bad one with the library's own ``ValueError`` subclass, never ``TypeError``,
``AttributeError``, ``IndexError`` or a wrong answer.

A seat is a whole number from 0 to ``players - 1`` (never a ``bool``, never a float, never a
negative index that Python would read from the end); a state, setup, action or record belongs to
the game it is given to; ``load_game`` takes whole player counts and no option of another game.
"""

from __future__ import annotations

import pytest

import oracle
from oracle import GameChoiceError, InvalidArgumentError, InvalidRecordError
from oracle.core import game as core
from oracle.core.prng import SplitMix64

GAMES = {"duel": oracle.load_game("duel"), "architects": oracle.load_game("architects", players=3),
         "classic": oracle.load_game("classic", players=3)}
NAMES = list(GAMES)
PLAYED = {name: game.random_game(5) for name, game in GAMES.items()}


def _middle(name: str):
    play = PLAYED[name]
    return play.steps[len(play.steps) // 2].state


def _other(name: str) -> str:
    return NAMES[(NAMES.index(name) + 1) % len(NAMES)]


# ---- load_game ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("kwargs", "message"), [
    ({"players": 3.0}, "7 Wonders is played by 3, 4, 5, 6, 7 players under the variant standard, not 3.0"),
    ({"players": True}, "7 Wonders is played by 3, 4, 5, 6, 7 players under the variant standard, not True"),
    ({"players": "3"}, "7 Wonders is played by 3, 4, 5, 6, 7 players under the variant standard, not '3'"),
    ({"players": 2}, "7 Wonders is played by 3, 4, 5, 6, 7 players under the variant standard, not 2"),
    ({"variant": 1}, "7 Wonders has no variant 1; known: standard, free_city, edition2020, leaders, "
                     "edition2020_leaders"),
    ({"variant": "free_city", "players": 3}, "7 Wonders is played by 2 players under the variant free_city, not 3"),
    ({"first_game": True}, "7 Wonders has no option 'first_game'; only 7 Wonders Duel (duel) has it"),
    ({"speed": 2}, "7 Wonders has no option 'speed'; no game has it"),
])
def test_load_game_refuses_what_the_game_does_not_have(kwargs, message):
    with pytest.raises(GameChoiceError) as caught:
        oracle.load_game("classic", **kwargs)
    assert str(caught.value) == message


def test_load_game_points_a_duel_option_to_random_play():
    with pytest.raises(GameChoiceError) as caught:
        oracle.load_game("duel", first_game=True)
    assert str(caught.value) == ("first_game is an option of 7 Wonders Duel's random games, not of load_game: "
                                 "game.random_game(seed, first_game=True)")
    with pytest.raises(InvalidArgumentError) as refused:
        oracle.load_game("duel", spec=7)  # type: ignore[arg-type]
    assert str(refused.value) == "spec must be the path of a spec folder, not 7"


@pytest.mark.parametrize("name", NAMES)
def test_random_play_refuses_options_and_seeds_it_does_not_take(name):
    game = GAMES[name]
    for seed, shown in ((-1, "-1"), (2**64, "18446744073709551616"), (1.5, "1.5"), (True, "True"), ("7", "'7'")):
        for verb in (game.random_game, game.random_ending, game.setup_from_seed):
            with pytest.raises(InvalidArgumentError) as caught:
                verb(seed)
            assert str(caught.value) == f"seed must be a whole number from 0 to 2**64 - 1, not {shown}"
    if name == "duel":
        with pytest.raises(InvalidArgumentError) as caught:
            game.random_game(1, first_game="yes")
        assert str(caught.value) == "the option first_game is True or False, not 'yes'"
    else:
        with pytest.raises(GameChoiceError) as caught:
            game.random_game(1, first_game=True)
        assert str(caught.value) == f"{game.title} has no option 'first_game'; only 7 Wonders Duel (duel) has it"
    with pytest.raises(InvalidArgumentError) as caught:
        game.draw_setup(5)  # type: ignore[arg-type]
    assert str(caught.value) == "rng must be a SplitMix64, not 5"


# ---- seats ----------------------------------------------------------------------------------------------

BAD_SEATS = [(-1, "-1"), (99, "99"), (1.0, "1.0"), (True, "True"), (False, "False"), ("0", "'0'"), (None, "None")]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize(("seat", "shown"), BAD_SEATS, ids=[s for _, s in BAD_SEATS])
def test_a_seat_is_a_whole_number_in_range(name, seat, shown):
    game = GAMES[name]
    state = _middle(name)
    action = PLAYED[name].moves[len(PLAYED[name].steps) // 2]
    message = f"player must be a seat of {game.described}: a whole number from 0 to {game.players - 1}, not {shown}"
    calls = {"observe": lambda: game.observe(state, seat),
             "resample": lambda: game.resample_from_infostate(state, seat, SplitMix64(1))}
    if seat is not None:   # None is "the only player owing a decision" where a seat may be left out
        calls.update({"legal_actions": lambda: game.legal_actions(state, seat),
                      "legal_json": lambda: game.legal_json(state, seat),
                      "apply": lambda: game.apply(state, action, seat),
                      "play": lambda: game.play(state, action, seat),
                      "mover": lambda: game.mover(state, seat)})
    for verb, call in calls.items():
        with pytest.raises(InvalidArgumentError) as caught:
            call()
        assert str(caught.value) == message, verb


@pytest.mark.parametrize("name", NAMES)
def test_observe_of_seat_minus_one_is_refused_not_the_last_seats_hand(name):
    """A negative seat would read the last seat's private view labelled as player -1."""
    game = GAMES[name]
    state = _middle(name)
    with pytest.raises(InvalidArgumentError):
        game.observe(state, -1)
    assert game.observe(state, game.players - 1)["player"] == game.players - 1


# ---- states, setups, actions and records of another game -----------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_a_state_of_another_game_is_refused_by_every_verb(name):
    game, other = GAMES[name], GAMES[_other(name)]
    foreign = _middle(_other(name))
    action = PLAYED[name].moves[0]
    message = f"state must be a state of {game.described}, not a state of {other.described}"
    calls = {"to_move": lambda: game.to_move(foreign), "legal_actions": lambda: game.legal_actions(foreign),
             "legal_json": lambda: game.legal_json(foreign), "apply": lambda: game.apply(foreign, action),
             "play": lambda: game.play(foreign, action), "observe": lambda: game.observe(foreign, 0),
             "summary": lambda: game.summary(foreign), "protocol_state": lambda: game.protocol_state(foreign),
             "score_sheet": lambda: game.score_sheet(foreign), "mover": lambda: game.mover(foreign, None),
             "random_moves": lambda: game.random_moves(foreign, SplitMix64(1)),
             "resample": lambda: game.resample_from_infostate(foreign, 0, SplitMix64(1))}
    for verb, call in calls.items():
        with pytest.raises(InvalidArgumentError) as caught:
            call()
        assert str(caught.value) == message, verb
    with pytest.raises(InvalidArgumentError, match=r"^initial must be a state of "):
        game.account(foreign, [])
    with pytest.raises(InvalidArgumentError, match=r"^state must be a state of .*, not a dict$"):
        game.summary({"game": game})


@pytest.mark.parametrize("name", NAMES)
def test_a_state_of_the_same_game_for_another_number_of_players_is_refused(name):
    if name == "duel":
        return
    game = GAMES[name]
    four = oracle.load_game(name, players=4)
    with pytest.raises(InvalidArgumentError) as caught:
        game.observe(four.new_game(seed=1), 0)
    assert str(caught.value) == f"state must be a state of {game.described}, not a state of {four.described}"


@pytest.mark.parametrize("name", NAMES)
def test_an_action_and_a_setup_of_another_game_are_refused(name):
    game = GAMES[name]
    state = game.new_game(seed=2)
    foreign_action = PLAYED[_other(name)].moves[0]
    foreign_setup = PLAYED[_other(name)].initial.setup
    owner = GAMES[_other(name)].ruleset_title       # a value is refused naming the ruleset it belongs to
    for verb, call in {"apply": lambda: game.apply(state, foreign_action),
                       "play": lambda: game.play(state, foreign_action),
                       "action_to_json": lambda: game.action_to_json(foreign_action)}.items():
        with pytest.raises(InvalidArgumentError) as caught:
            call()
        assert str(caught.value) == (f"action must be an action of {game.ruleset_title} (one of "
                                     f"legal_actions(state), or made by action(...) or action_from_json(...)), not an "
                                     f"action of {owner}: a value names components by their place in its own "
                                     f"ruleset"), verb
    for verb, call in {"new_game": lambda: game.new_game(foreign_setup),
                       "initial_state": lambda: game.initial_state(foreign_setup),
                       "setup_to_json": lambda: game.setup_to_json(foreign_setup),
                       "record": lambda: game.record(foreign_setup, [])}.items():
        with pytest.raises(InvalidArgumentError) as caught:
            call()
        assert str(caught.value) == (f"setup must be a setup of {game.ruleset_title} (made by setup_from_seed, "
                                     f"draw_setup or setup_from_json), not a setup of {owner}: a value names "
                                     f"components by their place in its own ruleset"), verb


@pytest.mark.parametrize("name", ["architects", "classic"])
def test_a_setup_for_another_number_of_players_is_refused(name):
    game = GAMES[name]
    four = oracle.load_game(name, players=4)
    with pytest.raises(InvalidArgumentError) as caught:
        game.new_game(four.setup_from_seed(1))
    assert str(caught.value) == f"setup must be a setup of {game.described}, not a setup for 4 players"


@pytest.mark.parametrize("name", ["architects", "classic"])
def test_a_record_of_another_number_of_players_is_a_record_error_with_its_path(name):
    game = GAMES[name]
    four = oracle.load_game(name, players=4)
    play = four.random_game(1)
    record = four.record(play.initial.setup, play.moves, play.movers)
    read = game.record_from_json(four.record_to_json(record))   # any count of the game is read...
    assert read.players == 4
    for verb in (game.replay, game.record_to_json):                # ... and replayed by its own game only
        with pytest.raises(InvalidRecordError) as caught:
            verb(read)
        assert (caught.value.path, caught.value.message) == ("$.players", f"a record of 4 players; {game.described} "
                                                                          "replays records of 3")
    with pytest.raises(InvalidRecordError) as caught:
        game.record_from_json({**four.record_to_json(record), "players": 8})
    assert (caught.value.path, caught.value.message) == ("$.players", "expected a whole number from 2 to 7, not 8")
    with pytest.raises(InvalidArgumentError, match=r"^record must be a Record .*, not a dict$"):
        game.replay(four.record_to_json(record))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError) as caught:
        game.read_record({})  # type: ignore[arg-type]
    assert str(caught.value) == "text must be the record's JSON text (str or bytes), not a dict"


def test_a_game_cannot_redefine_a_public_verb():
    """A game implements hooks; redefining a verb would skip its checks, and is refused when the class is made."""
    with pytest.raises(TypeError) as caught:
        type("Sloppy", (core.Game,), {"observe": lambda self, state, player: {}})
    assert str(caught.value) == ("Sloppy redefines observe: the core's public verbs check their arguments; a game "
                                 "implements the hooks (_observe)")


@pytest.mark.parametrize("name", NAMES)
def test_the_public_verbs_still_answer_for_good_arguments(name):
    """The checks let everything through that was right: a played game replays, every seat observes."""
    game = GAMES[name]
    play = PLAYED[name]
    record = game.record(play.initial.setup, play.moves, play.movers)
    final, steps = game.replay(game.read_record(oracle.core.jsonio.dumps(game.record_to_json(record))))
    assert final == play.final and len(steps) == len(play.moves)
    assert [game.observe(final, seat)["player"] for seat in range(game.players)] == list(range(game.players))
    assert game.account(play.initial, play.steps) == game.account(play.initial, steps)
    assert game.check_step(play.initial, play.steps[0]) == []
