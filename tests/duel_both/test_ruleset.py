"""7 Wonders Duel with both expansions, the Pantheon and Agora (a ruleset being built: chosen by its own
tests only, ``Game.in_progress("pantheon_agora")``): the two composed in that order, their spec
extensions applied one after the other, and what the combination's own folder states where they meet."""

from __future__ import annotations

from collections import Counter

import pytest

import oracle
from oracle.core.expansions import compose
from oracle.core.extension import extension_chain
from oracle.duel.game import Game
from oracle.duel.points import POINTS
from oracle.duel.rulesets import IN_PROGRESS, RULESETS, expansion
from oracle.errors import GameChoiceError
from oracle.resources import spec_dir

GAME = Game.in_progress("pantheon_agora")


def test_the_combination_plays_both_expansions_in_their_order():
    assert IN_PROGRESS["pantheon_agora"] == ("7 Wonders Duel: Pantheon and Agora", ("pantheon", "agora"))
    assert GAME.hooks.names == ("pantheon", "agora") and GAME.rules.title == "7 Wonders Duel: Pantheon and Agora"
    assert [e.folder.name for e in extension_chain(spec_dir("duel"), "pantheon_agora")] == [
        "pantheon", "agora", "pantheon_agora"]
    played = {names for _, names in {**RULESETS, **IN_PROGRESS}.values()}
    with pytest.raises(GameChoiceError, match="is not played with agora, pantheon in that order: it is played "
                                              "with pantheon, agora"):
        compose(POINTS, [expansion("agora"), expansion("pantheon")], played, "7 Wonders Duel")
    with pytest.raises(GameChoiceError, match="has no variant 'pantheon_agora'"):
        oracle.load_game("duel", variant="pantheon_agora")


def test_both_expansions_allow_a_position_what_each_does():
    allowed = GAME.hooks.table("allowances")
    assert dict(allowed) == {"wonders_change_hands": ("effect.steal_wonder",),
                             "wonders_out_below_cap": ("effect.unbuild_wonder", "effect.remove_wonder")}
    assert GAME.hooks.table("event_blame")["structure_discard"] == (
        "effect.discard_from_structure", "effect.discard_accessible", "effect.on_discard")


def test_the_two_boxes_together():
    rules = GAME.rules
    assert [w.name for w in rules.wonders][12:] == ["The Sanctuary", "The Divine Theater", "Curia Julia", "Knossos"]
    assert len(rules.wonders) == 16 and len(rules.progress) == 15
    assert [t.name for t in rules.progress][10:] == ["Mysticism", "Poliorcetics", "Engineering", "Corruption",
                                                     "Organized Crime"]
    assert {d: len(rules.deck(d)) for d in rules.vocabulary.decks} == {
        "I": 23, "II": 23, "III": 20, "grand_temple": 5, "senator": 13}
    assert [layout.size for layout in rules.layouts] == [25, 25, 23]
    assert len(rules.divinities) == 16 and len(rules.kinds["conspiracy"]) == 16 and len(rules.kinds["decree"]) == 16
    assert rules.rule_ids["setup.progress"].startswith("All 15 progress tokens are used")
    assert rules.rule_ids["setup.draft"].startswith("Eight of the 16 wonders")
    assert [r.id for r in rules.rulings if r.id.startswith("pantheon_agora.")] == [
        "pantheon_agora.token_slots", "pantheon_agora.token_of_the_turn"]
    assert [o.name for o in GAME.declared_rule_options] == ["blackmail_move", "allow_useless_trigger",
                                                         "build_discarded_senators"]


def test_a_setup_deals_every_part_of_both():
    setup = GAME.setup_to_json(GAME.setup_from_seed(11))
    assert setup["first_player"] == 1 and len(setup["wonders"]) == 8
    assert setup["wonders"][5] == "Knossos" and setup["wonders"][7] == "Curia Julia"
    assert len(setup["progress_tokens"]["board"]) == 5 and len(setup["progress_tokens"]["box"]) == 10
    assert [len(setup["ages"][age]) for age in ("I", "II", "III")] == [25, 25, 23]
    assert sum(name.endswith("Grand Temple") for name in setup["ages"]["III"]) == 3
    assert setup["pantheon"]["offering_tokens"] == [3, 2, 4]
    assert len(setup["agora"]["decrees"]) == 6 and len(setup["agora"]["conspiracies"]) == 16


def test_the_pantheons_tokens_lie_on_face_down_cards_of_agoras_structures():
    playout = GAME.random_game(7)
    states = [playout.initial, *(s.state for s in playout.steps)]
    first = next(s for s in states if s.age == 1 and not s.pending)
    age_two = next(s for s in states if s.age == 2)
    tokens_i = GAME.state_to_json(first)["pantheon"]["structure_tokens"]
    assert [slot for slot, _ in tokens_i] == [4, 6, 12, 14, 17]
    assert [slot for slot, _ in GAME.state_to_json(age_two)["pantheon"]["structure_tokens"]] == [7, 9, 12]
    assert not any(first.face_up >> slot & 1 for slot, _ in tokens_i)


def test_random_games_play_to_the_end_and_replay_within_both_expansions_invariants():
    endings: Counter[str] = Counter()
    moves = 0
    for seed in range(60):
        playout = GAME.random_game(seed)
        state, steps = GAME.replay(GAME.record(playout.initial.setup, playout.moves))
        assert state == playout.final and len(steps) == len(playout.moves)
        endings[state.outcome.victory] += 1
        moves += len(playout.moves)
    assert endings == {"civilian": 55, "military": 5} and moves == 6713


def test_every_position_is_stored_and_read_back_and_seen_by_each_player():
    playout = GAME.random_game(3)
    for state in [playout.initial, *(s.state for s in playout.steps)]:
        stored = GAME.state_to_json(state)
        assert GAME.state_to_json(GAME.state_from_json(stored)) == stored
        assert "pantheon" in stored and "agora" in stored
        for player in (0, 1):
            seen = GAME.observe(state, player)
            assert "pantheon" in seen and "agora" in seen


def test_a_token_uncovered_in_a_turn_goes_to_its_player_when_the_opponent_decides_last():
    """Seed 1305, move 73: in player 0's turn the Military Decree changed hands and player 1 places the
    cube its Military token gives, out of turn; the Offering token on the card player 0's move uncovered
    goes to player 0 (ruling pantheon_agora.token_of_the_turn), and the turn passes to player 1."""
    playout = GAME.random_game(1305)
    before, step = playout.steps[72].state, playout.steps[73]
    assert [(d.kind, d.player, d.out_of_turn) for d in before.pending] == [("place_influence", 1, True)]
    assert [(e.kind, e.player) for e in step.events][:2] == [("influence_placed", 1), ("token", 0)]
    assert [(e.token, e.value) for e in step.events if e.kind == "token"] == [("offering", 4)]
    assert step.state.to_move == 1 and step.state.pending == ()
    offerings = GAME.state_to_json(step.state)["pantheon"]["offerings"]
    assert 4 in offerings[0] and 4 not in offerings[1]
