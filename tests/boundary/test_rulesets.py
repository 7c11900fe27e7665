"""A value belongs to its ruleset: every state, setup and action of one ruleset is refused by every
public verb of another, by name; copies and pickles compare equal and are taken as the originals.

The tests run over every registered ruleset (``every_ruleset()``) and every ordered pair of them, so a
ruleset added later is covered by construction.
"""

from __future__ import annotations

import copy
import itertools
import json
import pickle
from functools import cache
from typing import Any

import pytest

import oracle
from oracle.architects.state import Action as ArchitectsAction
from oracle.classic.state import Action as ClassicAction
from oracle.core import belonging
from oracle.core.registry import every_ruleset, load_game
from oracle.duel.state import Action as DuelAction
from oracle.errors import IllegalMoveError, InvalidArgumentError, InvalidRecordError

RULESETS = every_ruleset()
IDS = [f"{name}-{variant}" for name, variant in RULESETS]


@cache
def played(name: str, variant: str) -> tuple[Any, Any]:
    """The game of a ruleset (its least number of players) and the random game of seed 3 played in it."""
    game = load_game(name, variant=variant)
    return game, game.random_game(3)


def middle(play: Any) -> Any:
    return play.steps[len(play.steps) // 2].state


# ---- copies and pickles ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "variant"), RULESETS, ids=IDS)
def test_states_setups_actions_and_records_copy_and_pickle_as_equal_values_the_game_takes(name, variant):
    game, play = played(name, variant)
    state = middle(play)
    record = game.record(play.initial.setup, play.moves, play.movers)
    for value in (state, play.final, play.initial.setup, play.moves[0], record, game):
        for again in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert again == value
            assert type(again) is type(value)
    assert pickle.loads(pickle.dumps(game)) is not None and copy.deepcopy(game) is game
    for again in (copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert again.game is game or again.game == game
        seat = game.to_move(again)[0]
        assert game.legal_actions(again, seat) == game.legal_actions(state, seat)
        assert game.observe(again, seat) == game.observe(state, seat)
    for again in (copy.deepcopy(record), pickle.loads(pickle.dumps(record))):
        assert game.replay(again)[0] == play.final
        assert game.record_to_json(again) == game.record_to_json(record)


def test_a_duel_position_whose_city_holds_a_triggered_lasting_effect_pickles_as_itself():
    """A city's profile holds the compiled effects of what it holds (Urbanism's coins on every chain
    build): a pickle leaves them out and sums the profile again."""
    game = load_game("duel")
    state = next(step.state for seed in range(10) for step in game.random_game(seed).steps
                 if any(city.profile.on_chain_build for city in step.state.cities))
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.cities[0].profile == state.cities[0].profile
    assert [c.profile.on_chain_build for c in again.cities] == [c.profile.on_chain_build for c in state.cities]
    assert game.legal_actions(again, game.to_move(again)[0]) == game.legal_actions(state, game.to_move(state)[0])
    from oracle.duel.ruleset import _load_once

    _load_once.cache_clear()         # the loader forgets the ruleset; the pickle still finds it, alive
    later = pickle.loads(pickle.dumps(state))
    assert later.game.rules is state.game.rules and later == state


@pytest.mark.parametrize(("name", "variant"), RULESETS, ids=IDS)
def test_a_value_prints_as_its_record_writes_it_and_remembers_its_ruleset(name, variant):
    game, play = played(name, variant)
    action = play.moves[0]
    assert type(action) is game.action_type and belonging.owner(action) is game.rules
    assert str(action) == json.dumps(game.action_to_json(action), ensure_ascii=False)
    assert json.loads(str(play.initial.setup)) == game.setup_to_json(play.initial.setup)
    assert type(game.action_from_json(game.action_to_json(action))) is game.action_type
    assert type(game.setup_from_json(game.setup_to_json(play.initial.setup))) is game.setup_type


# ---- every pair of rulesets ------------------------------------------------------------------------------

PAIRS = [(a, b) for a, b in itertools.permutations(RULESETS, 2)]


def _refused(call: Any, *words: str) -> str:
    with pytest.raises(InvalidArgumentError) as raised:
        call()
    message = str(raised.value)
    for word in words:
        assert word in message, message
    return message


@pytest.mark.parametrize(("one", "other"), PAIRS, ids=[f"{a[0]}-{a[1]}-to-{b[0]}-{b[1]}" for a, b in PAIRS])
def test_every_public_verb_refuses_the_values_of_another_ruleset(one, other):
    game, play = played(*one)
    judge, theirs = played(*other)
    state, setup, action = middle(play), play.initial.setup, play.moves[0]
    seat = 0
    # a state is its game's alone: another variant or ruleset refuses it, naming both
    for call in (lambda: judge.legal_actions(state), lambda: judge.to_move(state), lambda: judge.observe(state, seat),
                 lambda: judge.summary(state), lambda: judge.score_sheet(state),
                 lambda: judge.apply(state, theirs.moves[0])):
        _refused(call, "must be a state of", judge.ruleset_title)
    same_ruleset = game.rules is judge.rules
    if same_ruleset:      # variants played on one ruleset (Duel's two printings) share its setups and actions
        assert judge.action_to_json(action) == game.action_to_json(action)
        assert judge.setup_to_json(setup) == game.setup_to_json(setup)
        return
    known_as = type(game).title_of(belonging.origin(game.rules).variant)   # the name of the ruleset it was made in
    words = ("not an action of", known_as)
    their_state = theirs.initial
    for call in (lambda: judge.action_to_json(action), lambda: judge.apply(their_state, action),
                 lambda: judge.play(their_state, action), lambda: judge.record(theirs.initial.setup, [action])):
        _refused(call, *words)
    words = ("not a setup of", known_as)
    for call in (lambda: judge.setup_to_json(setup), lambda: judge.initial_state(setup),
                 lambda: judge.new_game(setup), lambda: judge.record(setup, [])):
        _refused(call, *words)


# ---- values written by hand -----------------------------------------------------------------------------

def test_a_hand_built_action_is_taken_once_its_fields_name_what_the_game_has():
    duel = load_game("duel")
    state = duel.new_game(seed=1)
    offered = duel.legal_actions(state)[0]
    hand = DuelAction("pick_wonder", wonder=offered.wonder)
    step = duel.apply(state, hand)
    assert step.state == duel.apply(state, offered).state
    assert type(duel.record(state.setup, [hand]).moves[0]) is duel.action_type


@pytest.mark.parametrize(("name", "variant", "hand"), [
    ("duel", "pantheon", DuelAction("activate", space=10**9)),
    ("duel", "pantheon", DuelAction("activate", space=1, offerings=None)),      # type: ignore[arg-type]
    ("duel", "pantheon", DuelAction("build", card=3, wonder=2)),
    ("duel", "standard", DuelAction("build", card=-1)),
    ("duel", "standard", DuelAction("activate", space=1)),
    ("classic", "standard", ClassicAction("build", 10**6)),
    ("classic", "edition2020", ClassicAction("nothing", 1)),
    ("architects", "standard", ArchitectsAction("take", deck=99)),
    ("architects", "standard", ArchitectsAction("trade", cards=(1, "x"))),       # type: ignore[arg-type]
])
def test_a_hand_built_action_naming_what_the_game_lacks_is_one_clear_refusal(name, variant, hand):
    game = load_game(name, variant=variant)
    state = game.new_game(seed=1)
    seat = game.to_move(state)[0]
    for call in (lambda: game.apply(state, hand, seat), lambda: game.action_to_json(hand),
                 lambda: game.record(state.setup, [hand])):
        message = _refused(call, "is not an action of", game.ruleset_title)
        assert len(message) < 600 and "\n" not in message
        assert "Action(kind=" in message


def test_the_first_edition_action_for_theater_is_not_played_by_the_2020_edition():
    first = load_game("classic")
    edition = load_game("classic", variant="edition2020")
    theater = first.action("discard", card="Theater")
    assert edition.action_to_json(edition.action("discard", card="Theater")) == {"action": "discard",
                                                                                  "card": "Theater"}
    with pytest.raises(InvalidArgumentError, match=r"not an action of 7 Wonders \(first edition\)"):
        edition.action_to_json(theater)
    with pytest.raises(InvalidArgumentError, match=r"not an action of 7 Wonders \(first edition\)"):
        edition.apply(edition.new_game(seed=1), theater, 0)


def test_a_base_duel_action_never_becomes_a_pantheon_component():
    base, pantheon = load_game("duel"), load_game("duel", variant="pantheon")
    guild = base.action("build", card="Merchants Guild")
    with pytest.raises(InvalidArgumentError, match="not an action of 7 Wonders Duel: a value names"):
        pantheon.action_to_json(guild)
    with pytest.raises(InvalidArgumentError, match="not a setup of 7 Wonders Duel"):
        base.new_game(pantheon.setup_from_seed(1))
    with pytest.raises(InvalidArgumentError, match="not a setup of 7 Wonders Duel"):
        pantheon.new_game(base.setup_from_seed(1))


def test_a_hand_built_setup_is_taken_once_checked_and_a_wrong_one_refused():
    game = load_game("classic", players=3)
    setup = game.setup_from_seed(2)
    plain = tuple.__new__(type(setup)._base, tuple(setup))
    assert game.setup_to_json(plain) == game.setup_to_json(setup)
    assert game.new_game(plain) == game.new_game(setup)
    broken = plain._replace(boards=(10**6, 0, 1))
    _refused(lambda: game.new_game(broken), "is not a setup of 7 Wonders (first edition)")


# ---- bounded echoes -------------------------------------------------------------------------------------

def test_every_error_message_is_bounded_whatever_it_echoes():
    for error in (IllegalMoveError("x.y", "a" * 100_000), InvalidRecordError("$" + ".k" * 50_000, "b" * 100_000),
                  InvalidArgumentError("c" * 100_000), oracle.GameChoiceError("d" * 100_000)):
        assert len(str(error)) < 2_000
        assert "more characters)" in str(error)
    assert len(oracle.core.jsonio.compact(IllegalMoveError("x.y", "a" * 100_000).to_json())) < 4_096


def test_a_long_divinity_order_is_refused_at_once_and_briefly():
    game = load_game("duel", variant="pantheon")
    with pytest.raises(InvalidRecordError) as raised:
        game.action_from_json({"action": "invoke", "divinity": "Zeus", "order": ["Zeus"] * 100_000}, "$.moves[9]")
    assert raised.value.path == "$.moves[9].order"
    assert "at most 3 divinities" in raised.value.message and len(str(raised.value)) < 200


def test_the_bundled_ruleset_loaded_again_takes_the_values_of_its_first_load():
    """A loader keeps a few rulesets per process; one it forgot and loads again is the same ruleset for
    the bundled spec: its games equal the first load's, and take their states, setups and actions."""
    from oracle.architects.ruleset import load_ruleset

    first = load_game("architects", players=3)
    play = first.random_game(2)
    load_ruleset.cache_clear()
    again = load_game("architects", players=3)
    assert again.rules is not first.rules and again == first
    assert again.replay(first.record(play.initial.setup, play.moves, play.movers))[0] == play.final
    assert again.legal_actions(play.steps[3].state) == first.legal_actions(play.steps[3].state)
    assert type(again.record(play.initial.setup, play.moves).moves[0]) is again.action_type


def test_a_value_unpickled_after_its_loader_forgot_its_ruleset_is_made_by_that_ruleset():
    """The loader keeps a few rulesets; one it forgot is still alive while its game is. A value of it
    pickled and loaded again is made by that very ruleset (its own type), not by a ruleset read again."""
    from oracle.architects import ruleset as loader

    game = load_game("architects")
    setup = game.setup_from_seed(11)
    loader.load_ruleset.cache_clear()
    assert load_game("architects").rules is not game.rules      # read again: the loader forgot it
    again = pickle.loads(pickle.dumps(setup))
    assert again == setup and type(again) is type(setup) and belonging.owner(again) is game.rules
    assert game.new_game(again) == game.new_game(setup)
