"""What a position with the Pantheon shows each player: the divinities the opponent placed face down
stay hidden until Age II, the divinities drawn for a placement and a deck looked at are the decider's
alone, and every position a player cannot tell apart from the true one (the hidden divinities and
tokens redrawn) shows them the same and leaves them the same legal moves.
"""

from __future__ import annotations

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game as DuelGame
from oracle.duel.legal import legal_actions
from oracle.duel.pantheon.kinds import ACTIVATE, DIVINITY_PLACE
from oracle.duel.pantheon.state import part
from oracle.duel.record import legal_json
from oracle.duel.state import State
from oracle.duel.turn import apply
from oracle.duel.view import observe, resample

GAME = DuelGame.load("pantheon")
R = GAME.rules


def positions(seed: int, devout: bool) -> list[State]:
    rng = SplitMix64(seed)
    state = GAME.new_game(seed=seed)
    out = [state]
    while not state.is_over:
        actions = legal_actions(state)
        if devout:
            actions = [a for a in actions if a.kind == ACTIVATE] or actions
        state = apply(state, actions[rng.below(len(actions))]).state
        out.append(state)
    return out


def test_a_redrawn_position_shows_the_same_and_leaves_the_same_moves():
    rng = SplitMix64(99)
    checked = placements = 0
    for seed in range(12):
        for state in positions(seed, devout=seed % 2 == 1):
            for player in (0, 1):
                other = resample(state, player, rng)
                assert observe(other, player) == observe(state, player), (seed, player)
                if state.to_move == player and not state.is_over:
                    assert legal_json(other) == legal_json(state), (seed, player)
                    checked += 1
            placements += bool(state.pending and state.pending[0].kind == DIVINITY_PLACE)
    assert checked > 1000 and placements >= 20


def test_a_divinity_placed_face_down_is_hidden_from_the_opponent_until_age_two():
    seen = 0
    for state in positions(3, devout=False):
        pantheon = part(state)
        assert pantheon is not None
        if state.age != 1:
            continue
        for space, by in enumerate(pantheon.placed_by):
            if by < 0:
                continue
            name = R.divinities[pantheon.spaces[space]].name
            mine, theirs = (observe(state, p)["pantheon"]["spaces"][space] for p in (by, 1 - by))
            assert mine["divinity"] == name and theirs["divinity"] is None
            assert mine["mythology"] == theirs["mythology"] == R.divinities[pantheon.spaces[space]].deck
            seen += 1
    assert seen > 0


def test_the_divinities_drawn_for_a_placement_are_the_placers_alone():
    for state in positions(3, devout=False):
        if state.pending and state.pending[0].kind == DIVINITY_PLACE:
            d = state.pending[0]
            mine, theirs = observe(state, d.player)["pending"], observe(state, 1 - d.player)["pending"]
            assert theirs == {"player": d.player, "action": "place_divinity", "options": None}
            assert len(mine["options"]) == len(d.options)
            assert set(mine["options"][0]) == {"divinity", "space"}
            return
    raise AssertionError("no placement in this game")


def test_a_token_on_the_structure_shows_face_up():
    state = positions(3, devout=False)[8]
    assert state.age == 1 and part(state) is not None
    slot, token = part(state).structure_tokens[0]
    shown = observe(state, 0)["structure"][slot]
    assert shown["token"] == {"kind": "mythology", "mythology": R.vocabulary.mythologies[token]}
    assert shown["card"] is None and shown["back"] == "Age card"


def test_every_position_round_trips_through_both_stored_forms():
    from oracle.duel.serialize import state_from_json, state_to_json

    kinds = set()
    for seed in range(8):
        for state in positions(seed, devout=True):
            for compact in (False, True):
                data = state_to_json(state, compact)
                assert state_from_json(GAME, data) == state
            kinds.update(d.kind for d in state.pending)
            if part(state) is not None and part(state).divinities != ((), ()):
                assert state_to_json(state)["pantheon"]["divinities"][0] == [
                    R.divinities[d].name for d in part(state).divinities[0]]
    assert {"divinity_place", "invoke"} <= kinds


def test_the_account_and_the_reasons_name_the_pantheons_moves():
    from oracle.duel.decisions import decision_reason
    from oracle.duel.view import account

    states = positions(1, devout=True)
    steps = []
    rng = SplitMix64(1)
    state = GAME.new_game(seed=1)
    while not state.is_over:
        actions = legal_actions(state)
        actions = [a for a in actions if a.kind == ACTIVATE] or actions
        step = apply(state, actions[rng.below(len(actions))])
        if not step.state.is_over and not step.state.pending and state.to_move == step.state.to_move \
                and any(e.kind == "activate" for e in step.events) and not any(e.kind == "play_again"
                                                                              for e in step.events):
            raise AssertionError("an activation kept the turn without an extra turn")
        if any(e.kind == "activate" for e in step.events) and not step.state.is_over and not step.state.pending \
                and step.state.to_move != state.to_move:
            reason = decision_reason(step.state)
            assert reason.rule == "turn.alternate" and f"player {state.to_move} played the last turn" in reason.text
        steps.append(step)
        state = step.state
    assert state == states[-1]
    lines = account(states[0], steps).splitlines()
    assert " 11. P0 places a Roman divinity face down on space 4" in lines
    assert "    The Gate goes on space 3" in lines and "    Enki is revealed on space 1" in lines
    assert " 37. P0 activates Minerva from space 5 of the Pantheon for 4 coins" in lines
    assert " 55. P1 activates Astarte through The Gate for nothing" in lines
    assert next(line for line in lines if line.startswith("divinities")).split() == ["divinities", "0", "2"]


def test_every_position_redrawn_for_a_player_reads_back():
    """view.hidden, pantheon.hidden: a position redrawn for a player is one a game could reach, so it reads
    back as written: during the draft the setup's decks follow the decks redrawn, and the tops the Gate
    shows (seed 0, move 56: player 1 chooses among them) stay where both players saw them."""
    import json

    import oracle

    game = oracle.load_game("duel", variant="pantheon")
    gate = game.random_game(0).steps[56].state
    assert gate.pending[0].kind == "invoke" and gate.pending[0].detail[0] == "tops" and gate.pending[0].player == 1
    checked = 0
    for seed in range(3):
        play = game.random_game(seed)
        for k, step in enumerate(play.steps):
            if k % 8 and step.state is not gate:
                continue
            for player in (0, 1):
                redrawn = game.resample_from_infostate(step.state, player, SplitMix64(seed * 100 + k))
                written = game.state_to_json(redrawn)
                assert game.state_to_json(game.state_from_json(json.loads(json.dumps(written)))) == written
                checked += 1
    redrawn = game.resample_from_infostate(gate, 0, SplitMix64(5))
    assert redrawn.pending == gate.pending
    assert checked > 40
