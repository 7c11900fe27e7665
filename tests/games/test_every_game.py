"""Tests every registered game must pass (as OpenSpiel runs its basic simulation test over every
game): random games played to the end, record round trips, determinism across hash seeds and
worker counts, observations that never leak hidden information, events valid against their
schema, and the invariants the game declares.  A new game gets them by registering."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from functools import partial

import jsonschema
import pytest

import oracle
from oracle.core.events import event_schema
from oracle.core.pool import map_seeds
from oracle.core.prng import SplitMix64
from oracle.errors import IllegalMoveError, InvalidRecordError
from tests.games.conftest import configurations

CONFIGURATIONS = configurations()
IDS = [f"{name}-{variant}-{players}p" for name, variant, players in CONFIGURATIONS]
GAMES_PER_CONFIGURATION = 12


def load(name: str, variant: str, players: int) -> oracle.Game:
    return oracle.load_game(name, variant=variant, players=players)


def test_the_oracles_own_games_and_the_test_game_are_registered():
    assert oracle.games()[:1] == ["duel"]
    assert "sealed-bids" in oracle.games()


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_a_random_ending_is_the_random_game_played_through(name, variant, players):
    """What ``oracle play --games`` keeps of a game (its moves counted, its last state), however
    the game works it out, is the random game's."""
    game = load(name, variant, players)
    for seed in range(GAMES_PER_CONFIGURATION):
        play = game.random_game(seed)
        assert game.random_ending(seed) == (len(play.moves), play.final), f"seed {seed}"


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_every_legal_action_is_of_the_rulesets_own_type(name, variant, players):
    """``legal_actions`` lists actions of the ruleset's own type (``action_type``) at every position of a
    random game.  A game whose code says it lists only those (``lists_own_actions``) has its list handed
    out unchecked by the core, so here its own list is looked at, as the game made it."""
    game = load(name, variant, players)
    play = game.random_game(1)
    positions = 0
    for state in [play.initial, *(step.state for step in play.steps)]:
        for seat in game.to_move(state):
            listed = game._legal_actions(state, seat) if game.lists_own_actions else game.legal_actions(state, seat)
            assert listed and {type(action) for action in listed} == {game.action_type}
            positions += 1
    assert positions >= len(play.moves)
    assert game.lists_own_actions is (name != "sealed-bids")    # the test game lists its base type: the core retypes


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_random_games_end_and_keep_the_declared_invariants(name, variant, players):
    game = load(name, variant, players)
    validator = jsonschema.Draft202012Validator(event_schema(game.event_kinds, {"type": "integer", "minimum": 0}))
    for seed in range(GAMES_PER_CONFIGURATION):
        play = game.random_game(seed)
        final = play.final
        assert final.outcome is not None, f"seed {seed}: the game did not end"
        assert set(final.outcome.winners) <= set(range(players)) and final.outcome.winners
        assert game.to_move(final) == ()
        assert game.legal_actions(final) == []
        with pytest.raises(IllegalMoveError) as refused:
            game.apply(final, play.moves[-1])
        assert refused.value.rule == "game.over"
        state = play.initial
        for action, mover, step in zip(play.moves, play.movers, play.steps, strict=True):
            assert mover in game.to_move(state)
            assert action in game.legal_actions(state, mover)
            assert game.check_step(state, step) == [], f"seed {seed}"
            for event in step.events:
                as_json = event.to_json()
                validator.validate(as_json)
                assert type(event).from_json(as_json) == event
            state = step.state
        json.dumps(game.summary(final))
        assert len(game.score_sheet(final)) == players


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_records_round_trip(name, variant, players):
    game = load(name, variant, players)
    for seed in range(4):
        play = game.random_game(seed)
        record = game.record(play.initial.setup, play.moves, play.movers)
        text = json.dumps(game.record_to_json(record))
        read = game.read_record(text)
        final, steps = game.replay(read)
        assert final == play.final, "states compare equal by value"
        assert [list(s.events) for s in steps] == [list(s.events) for s in play.steps]
        assert game.record_to_json(read) == json.loads(text)


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_replay_refuses_a_move_that_breaks_the_declared_invariants(name, variant, players, monkeypatch):
    """Replay checks the game's invariants after every move: an engine or a record that lost a
    component at move 5 is refused there, at the move's JSON path, not played on."""
    game = load(name, variant, players)
    play = game.random_game(1)
    record = game.read_record(json.dumps(game.record_to_json(game.record(play.initial.setup, play.moves,
                                                                         play.movers))))
    real = game._check_step
    checked: list[int] = []

    def lost_at_move_5(before, step):  # type: ignore[no-untyped-def]
        checked.append(len(checked))
        return ["1 card accounted for, of 2"] if len(checked) == 6 else real(before, step)

    monkeypatch.setattr(game, "_check_step", lost_at_move_5)
    with pytest.raises(InvalidRecordError) as caught:
        game.replay(record)
    assert (caught.value.path, caught.value.message) == (
        "$.moves[5]", "after this move the game's invariants fail: 1 card accounted for, of 2")
    assert len(checked) == 6


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_observations_never_leak_hidden_information(name, variant, players):
    """Whatever is hidden from a player may be redrawn without changing what they see; and it is
    redrawn somewhere in these games (the check is not vacuous)."""
    game = load(name, variant, players)
    rng = SplitMix64(99)
    changed = 0
    for seed in range(3):
        play = game.random_game(seed)
        for step in [None, *play.steps]:
            state = play.initial if step is None else step.state
            for player in range(players):
                seen = game.observe(state, player)
                json.dumps(seen)
                other = game.resample_from_infostate(state, player, rng)
                assert game.observe(other, player) == seen
                changed += other != state
    assert changed > 0, "resample_from_infostate redrew nothing: the game declares no hidden information"


def _stores_positions(name: str) -> bool:
    """Whether the game writes positions (a stored state): the others raise NotImplementedError.  The test
    game, registered once the tests run, stores none."""
    if name not in oracle.games():
        return False
    game = oracle.load_game(name)
    play = game.random_game(0)
    try:
        game.state_to_json(play.initial)
    except NotImplementedError:
        return False
    return True


STORING = [c for c in CONFIGURATIONS if _stores_positions(c[0])]


@pytest.mark.parametrize(("name", "variant", "players"), STORING, ids=[f"{n}-{v}-{p}p" for n, v, p in STORING])
def test_a_position_redrawn_for_a_player_reads_back_where_the_game_stores_positions(name, variant, players):
    """A redrawn position is one a game could reach: where the game writes positions (a stored state), one
    redrawn for any player reads back as written, every few moves of a game."""
    game = load(name, variant, players)
    play = game.random_game(1)
    rng = SplitMix64(7)
    for step in play.steps[::5]:
        for player in range(players):
            written = game.state_to_json(game.resample_from_infostate(step.state, player, rng))
            assert game.state_to_json(game.state_from_json(json.loads(json.dumps(written)))) == written


def _strings(value) -> list[str]:
    """Every string of a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_what_a_player_may_do_rests_on_what_they_see(name, variant, players):
    """The other half of an observation: it hides nothing a decision needs.  At every decision of
    these games the components the player's legal actions name all show in their observation (a
    card of the discard pile they may build, a wonder they may pick), and redrawing what is hidden
    from them leaves their legal actions as they are.  This holds as well for a player deciding for
    a city they do not own (the Free City of the original game)."""
    game = load(name, variant, players)
    try:
        components = {entry["name"] for entry in game.spec_listing()}
    except NotImplementedError:     # the toy game names no component
        components = set()
    rng = SplitMix64(7)
    decisions = 0
    for seed in range(3):
        play = game.random_game(seed)
        for state in [play.initial, *(step.state for step in play.steps)]:
            for player in game.to_move(state):
                legal = game.legal_json(state, player)
                seen = json.dumps(game.observe(state, player))
                unseen = {s for s in _strings(legal) if s in components and json.dumps(s) not in seen}
                assert not unseen, f"seed {seed}: player {player} may choose {sorted(unseen)} unseen"
                other = game.resample_from_infostate(state, player, rng)
                assert game.legal_json(other, player) == legal, f"seed {seed}: player {player}'s choices moved"
                decisions += 1
    assert decisions >= 3 * players


def _digest(name: str, variant: str, players: int, seed: int) -> str:
    game = oracle.load_game(name, variant=variant, players=players)
    play = game.random_game(seed)
    record = game.record_to_json(game.record(play.initial.setup, play.moves, play.movers))
    events = [[e.to_json() for e in s.events] for s in play.steps]
    text = json.dumps([record, events, game.summary(play.final)], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS[:1] + [c for c in CONFIGURATIONS
                                                                              if c[0] != "duel"][:1])
def test_games_are_the_same_for_any_worker_count_and_hash_seed(name, variant, players):
    job = partial(_digest, name, variant, players)
    one = list(map_seeds(job, range(6), 1))
    two = list(map_seeds(job, range(6), 2))
    assert one == two and len(set(one)) == 6
    script = ("import sys, json; sys.path.insert(0, '.'); import oracle; from tests.games.toy import SealedBids; "
              "oracle.register('sealed-bids', SealedBids); from tests.games.test_every_game import _digest; "
              f"print(json.dumps([_digest({name!r}, {variant!r}, {players}, s) for s in range(6)]))")
    for hash_seed in ("0", "1", "12345"):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600,
                              env={**os.environ, "PYTHONHASHSEED": hash_seed}, check=True,
                              cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
        assert json.loads(done.stdout) == one, f"PYTHONHASHSEED={hash_seed}"


def test_a_simultaneous_round_resolves_the_same_whatever_the_order_of_commitments():
    game = oracle.load_game("sealed-bids", players=3)
    state = game.new_game((3, 5, 2))
    assert game.to_move(state) == (0, 1, 2)
    bids = {0: game.action("bid", amount=2), 1: game.action("bid", amount=4), 2: game.action("bid", amount=1)}
    results = []
    for order in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
        s = state
        for seat in order[:-1]:
            s = game.apply(s, bids[seat], seat).state
            assert game.to_move(s) == tuple(p for p in (0, 1, 2) if p not in order[:order.index(seat) + 1])
        view = game.observe(s, order[-1])
        assert view["bids"][order[-1]] is None
        assert all(view["bids"][p] == "committed" for p in order[:-1]), "no commitment shows before the reveal"
        results.append(game.apply(s, bids[order[-1]], order[-1]))
    assert results[0].state == results[1].state == results[2].state
    assert [e.to_json() for e in results[0].events] == [
        {"kind": "bid", "player": 0, "amount": 2}, {"kind": "bid", "player": 1, "amount": 4},
        {"kind": "bid", "player": 2, "amount": 1}, {"kind": "prize", "player": 1, "points": 3, "paid": 4}]
    assert results[0].state.coins == (5, 1, 5) and results[0].state.points == (0, 3, 0)


def test_a_player_who_does_not_owe_a_decision_is_refused_with_the_games_rule():
    game = oracle.load_game("sealed-bids", players=2)
    state = game.apply(game.new_game(seed=1), game.action("bid", amount=1), 0).state
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(state, game.action("bid", amount=0), 0)
    assert refused.value.rule == "bid.order"
    duel = oracle.load_game("duel")
    start = duel.new_game(seed=1)
    with pytest.raises(IllegalMoveError) as refused:
        duel.apply(start, duel.legal_actions(start)[0], 1 - duel.to_move(start)[0])
    assert refused.value.rule == "turn.alternate"


@pytest.mark.parametrize(("name", "variant", "players"), CONFIGURATIONS, ids=IDS)
def test_no_two_legal_actions_lead_to_the_same_state(name, variant, players):
    """A legal list holds each move once: at every position of a random game, no two actions a player
    may make lead to the same state by the same events, unless the rules make them different moves — a
    blind draw from a face-down pile (Architects' ``"pile"``) is another move than taking the same token
    face up, though the hidden top may turn out to be that token.  (Two bids that reveal differently
    and leave the same state are two moves: their events differ.)"""
    game = load(name, variant, players)
    initial, moves = game.random_play(2)
    state = initial
    positions = 0
    for _, _, step in moves:
        for seat in game.to_move(state):
            reached: dict[tuple[object, object], str] = {}
            for action in game.legal_actions(state, seat):
                step_of = game.apply(state, action, seat)
                after = (step_of.state, json.dumps([e.to_json() for e in step_of.events], sort_keys=True))
                written = json.dumps(game.action_to_json(action), sort_keys=True)
                if after in reached and '"pile"' not in written + reached[after]:
                    pytest.fail(f"{reached[after]} and {written} lead to the same state")
                reached[after] = written
            positions += 1
        state = step.state
    assert positions >= 6
