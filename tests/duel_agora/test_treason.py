"""Treason (effect.build_set_aside, ruling agora.treason_pool): the Age cards left out at setup, of the
current Age and the ones before, seen by the player who triggers it alone, one of them built for nothing;
what that player has seen through positions redrawn for them, stored states and the invariants."""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracle.core.prng import SplitMix64
from oracle.duel.agora.invariants import check_step
from oracle.duel.agora.state import held
from oracle.duel.invariants import check_step as base_check
from oracle.duel.record import legal_json
from oracle.duel.setup import set_aside
from oracle.duel.spec import AGES
from oracle.duel.view import observe, resample
from oracle.errors import InvalidRecordError
from tests.duel_agora.test_preparing import GAME, R, plotting


def treason(seed: int) -> tuple[Any, Any, Any]:
    """The position of seed ``seed``'s plotting game where a player chooses the card Treason builds, the
    move played there and its step."""
    return next((state, action, step) for state, action, step in plotting(seed) if action.kind == "build_set_aside")


def names(cards: Any) -> list[str]:
    return [R.cards[card].name for card in cards]


def test_treason_in_age_one_offers_the_three_cards_of_age_one_left_out_to_its_player_alone():
    """Seed 29: player 1 triggers Treason in Age I; the three Age I cards left out at setup are offered, by
    index; the opponent sees that a choice is made, not among what; Scriptorium is built for nothing."""
    state, action, step = treason(29)
    assert state.age == 1 and state.pending[0].player == 1
    assert names(set_aside(R, state.setup, 1)) == ["Glassworks", "Scriptorium", "Tavern"]
    assert legal_json(state) == [{"action": "build_set_aside", "card": name}
                                 for name in ("Glassworks", "Scriptorium", "Tavern")]
    assert observe(state, 0)["pending"] == {"player": 1, "action": "build_set_aside", "options": None}
    assert observe(state, 1)["agora"]["set_aside"] == {"seen": [0, 1], "known": ["Glassworks", "Scriptorium", "Tavern"]}
    assert observe(state, 0)["agora"]["set_aside"] == {"seen": [0, 1], "known": []}
    assert R.cards[action.card].name == "Scriptorium"
    assert [e.to_json() for e in step.events] == [{"kind": "build", "player": 1, "subject": "Scriptorium"}]
    after = step.state
    assert R.card_index["Scriptorium"] in after.cities[1].cards
    assert observe(after, 1)["agora"]["set_aside"] == {"seen": [0, 1], "known": ["Glassworks", "Tavern"]}
    assert GAME.state_to_json(after)["agora"]["set_aside_seen"] == [0, 1]
    assert base_check(state, step) == [] and check_step(state, step) == []


def test_treason_in_age_three_offers_the_nine_age_cards_left_out_and_no_guild():
    """Seed 81: in Age III the pool holds the three cards left out of each Age deck; the four guilds left
    out are not in it."""
    state, action, step = treason(81)
    assert state.age == 3 and state.pending[0].player == 0
    offered = [entry["card"] for entry in legal_json(state)]
    assert offered == ["Stone Pit", "Workshop", "Theater", "Shelf Quarry", "Brickyard", "Aqueduct", "Observatory",
                       "Arena", "Chamber of Commerce"]
    assert all(R.cards[R.card_index[name]].deck in AGES for name in offered)
    assert R.cards[action.card].name == "Theater"
    assert R.card_index["Theater"] in step.state.cities[0].cards


def test_a_stored_state_may_hold_one_card_left_out_at_setup_for_each_look_and_no_more():
    state, _, step = treason(29)
    written = GAME.state_to_json(step.state)
    assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
    glassworks = R.card_index["Glassworks"]
    wrong = json.loads(json.dumps(written))
    wrong["cities"][0]["cards"].append("Glassworks")
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(wrong)
    assert str(caught.value) == ("$.cities[1].cards[0]: 'Scriptorium' was left out at setup, and no more such "
                                 "cards may be in play here: one for each look at them")
    assert names(set_aside(R, state.setup, 3))[3:] == ["Shelf Quarry", "Dispensary", "Rostrum", "Observatory", "Arena",
                                                        "Lighthouse"]
    wrong["cities"][0]["cards"][-1] = "Rostrum"     # left out of Age II, which nobody has looked at
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(wrong)
    assert str(caught.value).endswith("'Rostrum' was not dealt in this game")
    unseen = json.loads(json.dumps(written))
    del unseen["agora"]["set_aside_seen"]
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(unseen)
    assert str(caught.value) == "$.cities[1].cards[0]: 'Scriptorium' was not dealt in this game"
    later = json.loads(json.dumps(written))
    later["agora"]["set_aside_seen"] = [0, 2]
    with pytest.raises(InvalidRecordError) as caught:
        GAME.state_from_json(later)
    assert str(caught.value).startswith("$.agora.set_aside_seen[1]: at most 1")
    assert glassworks not in step.state.structure


def test_the_player_who_looked_keeps_the_face_down_cards_of_the_age_and_the_opponent_redraws_them():
    """Seed 29, after Treason: redrawn for player 1, the face-down cards of Age I are the ones lying there
    (in some order), never a card left out; redrawn for player 0 they may be any of those and the two
    cards still left out, never Scriptorium, which is built.  Every position redrawn reads back."""
    _, _, step = treason(29)
    after = step.state
    members = set(R.deck_indices("I"))
    down = [s for s, card in enumerate(after.structure)
            if card >= 0 and card in members and not after.face_up >> s & 1]
    lying = sorted(after.structure[s] for s in down)
    left_out = {R.card_index["Glassworks"], R.card_index["Tavern"]}
    theirs: set[int] = set()
    for seed in range(12):
        mine = resample(after, 1, SplitMix64(seed))
        assert sorted(mine.structure[s] for s in down) == lying
        assert observe(mine, 1) == observe(after, 1)
        other = resample(after, 0, SplitMix64(seed))
        assert observe(other, 0) == observe(after, 0)
        found = {other.structure[s] for s in down}
        assert R.card_index["Scriptorium"] not in found
        theirs |= found & left_out
        for redrawn in (mine, other):
            written = GAME.state_to_json(redrawn)
            assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
    assert theirs == left_out


def test_an_opponents_hidden_choice_follows_the_position_redrawn():
    """Seed 15: player 1 chooses among the two Conspiracies drawn (step 75) and among the first tokens of the
    box (step 30).  Redrawn for player 1 the two cards stay on the deck's top; redrawn for player 0 the
    choices are those of the deck and the box redrawn, so that the position reads back."""
    plays = {k: state for k, (state, _, _) in enumerate(plotting(15)) if k in (30, 75)}
    drawing = plays[75]
    assert drawing.pending[0].kind == "conspire" and held(drawing).deck[:2] == (0, 11)
    for seed in range(6):
        assert held(resample(drawing, 1, SplitMix64(seed))).deck[:2] == (0, 11)
        other = resample(drawing, 0, SplitMix64(seed))
        top = held(other).deck[:2]
        assert other.pending[0].options == tuple((card, where) for card in top for where in ("top", "bottom"))
        library = resample(plays[30], 0, SplitMix64(seed))
        assert plays[30].pending[0].kind == "library"
        assert library.pending[0].options == library.box[:3]
        for redrawn in (other, library):
            written = GAME.state_to_json(redrawn)
            assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
