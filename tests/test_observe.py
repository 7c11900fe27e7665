"""view.hidden: a player's observation never holds hidden information."""

from __future__ import annotations

import json

from oracle.duel import Action, apply, legal_actions
from oracle.duel.playout import random_game
from oracle.duel.state import PROGRESS_FROM_BOX, Decision
from oracle.duel.view import observe
from tests.support import GAME, RULES, city, position, token


def after_draft(seed: int):
    play = random_game(GAME, seed)
    return play, play.steps[7].state  # the state once the eighth wonder is picked: Age I dealt


def hidden_names(state, player: int) -> set[str]:
    """Names ``player`` must not see: face-down cards, the box tokens (but their own Great Library
    draw while they choose), the cards removed at setup, the second round's wonders during the first."""
    setup = state.setup
    names = {RULES.cards[c].name for slot, c in enumerate(state.structure)
             if c >= 0 and not state.face_up >> slot & 1}
    drawn = set()
    if state.pending and state.pending[0].kind == PROGRESS_FROM_BOX and state.pending[0].player == player:
        drawn = set(state.pending[0].options)
    names |= {RULES.progress[t].name for t in state.box if t not in drawn}
    dealt = {c for age in setup.ages for c in age}
    names |= {c.name for c in RULES.cards if c.index not in dealt}
    if state.age == 0 and state.picks < 4:
        names |= {RULES.wonders[w].name for w in setup.wonders[4:]}
    return names


def test_face_down_slots_show_only_their_back():
    _, state = after_draft(3)
    view = observe(state, 0)
    slots = view["structure"]
    assert len(slots) == 20
    face_down = [s for s in slots if "back" in s]
    assert [s["slot"] for s in face_down] == [2, 3, 4, 9, 10, 11, 12, 13]
    assert all(s["card"] is None and s["back"] == "Age card" for s in face_down)
    assert [s["slot"] for s in slots if s.get("accessible")] == [14, 15, 16, 17, 18, 19]


def test_guild_backs_are_public_in_age_three():
    play = random_game(GAME, 21)
    state = next(s.state for s in play.steps if s.state.age == 3)
    backs = {s["slot"]: s["back"] for s in observe(state, 1)["structure"] if "back" in s}
    for slot, back in backs.items():
        is_guild = RULES.cards[state.structure[slot]].deck == "guild"
        assert back == ("Guild" if is_guild else "Age card")


def test_no_hidden_name_appears_in_any_observation_of_a_game():
    play, _ = after_draft(17)
    for step in [None, *play.steps]:
        state = play.initial if step is None else step.state
        for player in (0, 1):
            secret = hidden_names(state, player)
            text = json.dumps(observe(state, player))
            leaked = {name for name in secret if f'"{name}"' in text}
            assert not leaked, f"{leaked} visible to player {player} at age {state.age}"


def test_states_differing_only_in_hidden_cards_look_the_same():
    _, state = after_draft(5)
    age = list(state.structure)
    face_down = [s for s in range(20) if not state.face_up >> s & 1]
    a, b = face_down[0], face_down[1]
    age[a], age[b] = age[b], age[a]
    swapped = state._replace(structure=tuple(age))
    assert swapped != state
    for player in (0, 1):
        assert observe(swapped, player) == observe(state, player)


def test_great_library_draw_shown_to_its_builder_only():
    state = position(
        cities=[city(["Lumber Yard", "Logging Camp", "Sawmill", "Glassworks", "Press"],
                     wonders=["The Great Library"]), city([])],
        available=["Baths", "Altar"], box=["Economy", "Masonry", "Mathematics", "Philosophy", "Architecture"])
    built = apply(state, Action("build_wonder", card=RULES.card_index["Baths"],
                                wonder=RULES.wonder_index["The Great Library"])).state
    assert built.pending == (Decision(PROGRESS_FROM_BOX, 0, (token("Economy"), token("Masonry"),
                                                             token("Mathematics"))),)
    mine, theirs = observe(built, 0), observe(built, 1)
    assert mine["pending"] == {"player": 0, "action": "take_progress",
                               "options": ["Economy", "Masonry", "Mathematics"]}
    assert theirs["pending"] == {"player": 0, "action": "take_progress", "options": None}
    assert "Masonry" not in json.dumps(theirs)
    kept = apply(built, Action("take_progress", token=token("Masonry"))).state
    assert observe(kept, 1)["cities"][0]["progress"] == ["Masonry"]
    assert "Economy" not in json.dumps(observe(kept, 0))


def test_observation_of_the_draft_shows_only_the_current_offer():
    play = random_game(GAME, 6)
    state = play.initial
    view = observe(state, state.to_move)
    assert view["wonders_on_offer"] == [RULES.wonders[w].name for w in state.setup.wonders[:4]]
    assert len(legal_actions(state)) == 4


def test_a_position_redrawn_for_a_player_reads_back_and_deals_what_its_structure_shows():
    """view.hidden: a position redrawn for a player is one a game could reach.  Its current Age's deal
    holds, slot by slot, the cards its structure shows (a face-down card redrawn was dealt there), so it
    reads back as written; the cards left out at setup are then the ones the deal leaves."""
    from oracle.core.prng import SplitMix64
    from oracle.duel.view import resample

    play = random_game(GAME, 4)
    checked = 0
    for k in (10, 20, 31, 45, 60):
        state = play.steps[k].state
        for player in (0, 1):
            redrawn = resample(state, player, SplitMix64(k))
            deal = redrawn.setup.ages[state.age - 1]
            assert all(card == deal[s] for s, card in enumerate(redrawn.structure) if card >= 0)
            assert redrawn.setup.ages[:state.age - 1] == state.setup.ages[:state.age - 1]
            written = GAME.state_to_json(redrawn)
            assert GAME.state_to_json(GAME.state_from_json(json.loads(json.dumps(written)))) == written
            checked += redrawn.structure != state.structure
    assert checked >= 5


def test_an_opponent_choosing_among_the_first_tokens_of_the_box_chooses_among_those_redrawn():
    """view.hidden: redrawn for the player who is not choosing, the box's order is redrawn and the Great
    Library's three tokens are its first three; redrawn for the chooser, both stay."""
    from oracle.core.prng import SplitMix64
    from oracle.duel.view import resample

    state = position(
        cities=[city(["Lumber Yard", "Logging Camp", "Sawmill", "Glassworks", "Press"],
                     wonders=["The Great Library"]), city([])],
        available=["Baths", "Altar"], box=["Economy", "Masonry", "Mathematics", "Philosophy", "Architecture"])
    built = apply(state, Action("build_wonder", card=RULES.card_index["Baths"],
                                wonder=RULES.wonder_index["The Great Library"])).state
    drawn = (token("Economy"), token("Masonry"), token("Mathematics"))
    assert resample(built, 0, SplitMix64(1)).pending[0].options == drawn
    boxes = set()
    for seed in range(8):
        other = resample(built, 1, SplitMix64(seed))
        assert other.pending[0].options == other.box[:3]
        assert sorted(other.box) == sorted(built.box)
        boxes.add(other.box)
    assert len(boxes) > 1
