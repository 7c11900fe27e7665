"""7 Wonders Duel with both expansions, the Pantheon and Agora (the variant ``pantheon_agora``): the two
composed in that order, then their meeting; their spec extensions applied one after the other, and what
the combination's own folder states where they meet."""

from __future__ import annotations

from collections import Counter

import pytest

import oracle
from oracle.core.expansions import Expansion, ExpansionError, compose
from oracle.core.extension import extension_chain
from oracle.duel.points import POINTS
from oracle.duel.rulesets import MEETINGS, RULESETS, expansion
from oracle.errors import GameChoiceError
from oracle.resources import spec_dir

GAME = oracle.load_game("duel", variant="pantheon_agora")


def test_the_combination_plays_both_expansions_in_their_order_then_their_meeting():
    assert RULESETS["pantheon_agora"] == ("7 Wonders Duel: Pantheon and Agora", ("pantheon", "agora"))
    assert MEETINGS == {("pantheon", "agora"): "pantheon_agora"}
    assert GAME.hooks.names == ("pantheon", "agora") and GAME.hooks.meetings == ("pantheon_agora",)
    assert [e.name for e in GAME.hooks.expansions] == ["pantheon", "agora", "pantheon_agora"]
    assert GAME.rules.title == "7 Wonders Duel: Pantheon and Agora" and GAME.published_as == "duel-pantheon-agora"
    assert GAME.variant_titles["pantheon_agora"] == "7 Wonders Duel: Pantheon and Agora"
    assert [e.folder.name for e in extension_chain(spec_dir("duel"), "pantheon_agora")] == [
        "pantheon", "agora", "pantheon_agora"]
    played = {names for _, names in RULESETS.values()}
    with pytest.raises(GameChoiceError, match="is not played with agora, pantheon in that order: it is played "
                                              "with pantheon, agora"):
        compose(POINTS, [expansion("agora"), expansion("pantheon")], played, "7 Wonders Duel")


def test_a_meeting_comes_after_the_expansions_it_meets_and_only_with_them():
    meeting = expansion("pantheon_agora")
    assert meeting.meets == ("pantheon", "agora")
    played = {names for _, names in RULESETS.values()}
    with pytest.raises(ExpansionError, match="Pantheon and Agora requires agora before it"):
        compose(POINTS, [expansion("pantheon"), meeting, expansion("agora")], played, "7 Wonders Duel")
    with pytest.raises(ExpansionError, match="Pantheon and Agora requires the expansion agora, which this "
                                             "ruleset does not play"):
        compose(POINTS, [expansion("pantheon"), meeting], played, "7 Wonders Duel")
    with pytest.raises(ExpansionError, match="the meeting of two expansions or more, not of agora alone"):
        Expansion("duel", "lone", "Lone", meets=("agora",))


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
        "pantheon_agora.token_slots", "pantheon_agora.token_of_the_turn", "pantheon_agora.neptune_military_token",
        "pantheon_agora.espionage_enki", "pantheon_agora.temple_through_opponents_token"]
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
    assert endings == {"civilian": 57, "military": 3} and moves == 6747


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
    """Seed 1452, move 36: in player 1's turn the Military Decree changed hands and player 0 places the
    cube its Military token gives, out of turn; the Greek Mythology token on the card player 1's move
    uncovered goes to player 1 (ruling pantheon_agora.token_of_the_turn), who places one of the two
    Greek divinities drawn before the turn passes."""
    playout = GAME.random_game(1452)
    before, step = playout.steps[35].state, playout.steps[36]
    assert [(d.kind, d.player, d.out_of_turn) for d in before.pending] == [("place_influence", 0, True)]
    assert [(e.kind, e.player) for e in step.events] == [("influence_placed", 0), ("chamber_control", 0),
                                                        ("token", 1)]
    assert step.events[2].token == "greek"
    assert [(d.kind, d.player, d.out_of_turn) for d in step.state.pending] == [("divinity_place", 1, False)]
    assert step.state.to_move == 1


def test_neptune_applies_agoras_military_token_lying_in_the_zone():
    """Seed 179, move 71: Neptune (invoked through The Divine Theater) applies the token of the zone 6
    spaces toward player 0's capital; Agora's Remove and Move lies there: player 1 removes a cube of
    player 0's and moves one of theirs, and nobody loses coins (ruling pantheon_agora.neptune_military_token)."""
    playout = GAME.random_game(179)
    before, step = playout.steps[70].state, playout.steps[71]
    assert GAME.action_to_json(playout.moves[71]) == {"action": "loot", "looting": -6}
    assert [(e.kind, e.player) for e in step.events] == [("military_token", 1)]
    assert step.events[0].subject == "Remove and Move"
    assert before.coins == step.state.coins == (6, 0)
    assert [(d.kind, d.player) for d in step.state.pending] == [("remove_influence", 1), ("move_influence", 1)]
