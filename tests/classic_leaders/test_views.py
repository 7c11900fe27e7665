"""What the views show of Leaders (leaders.hidden): a player sees their own leaders and the draft hand
before them, only how many the others hold; the state reported shows every hand; a recruited leader
stands in its city for all to see.  A position redrawn for a player (resample) keeps what they see and
deals the leaders out of their sight again among the same places."""

from __future__ import annotations

import json

import pytest

from oracle.classic.leaders.state import LeadersSetup, leader_cards, part
from oracle.core.prng import SplitMix64
from tests.classic_leaders.support import DEALT, PICKS, action, draft_all, game, names, play, start


def first_pick():
    g = game(3)
    s = start(g, DEALT, seed=26)
    for seat in range(3):
        s = play(g, s, "keep", PICKS[seat][0], seat)
    return g, s


def test_a_player_sees_their_own_leaders_and_draft_hand_and_only_counts_of_the_others():
    g, s = first_pick()
    seen = g.observe(s, 0)
    assert seen["leaders"] == {"hand": ["Croesus"], "hand_sizes": [1, 1, 1],
                               "draft": ["Hannibal", "Midas", "Pericles"], "draft_sizes": [3, 3, 3],
                               "deck_size": 24}
    assert seen["phase"] == "draft" and seen["turn"] == 0
    text = json.dumps(seen)
    for hidden in ("Euclid", "Zenobia", "Caesar", "Cleopatra", "Sappho", "Hiram", "Nefertiti", "Varro"):
        assert hidden not in text
    assert g.observe(s, 2)["leaders"] == {"hand": ["Zenobia"], "hand_sizes": [1, 1, 1],
                                          "draft": ["Caesar", "Cleopatra", "Sappho"], "draft_sizes": [3, 3, 3],
                                          "deck_size": 24}


def test_a_commitment_in_the_draft_shows_to_its_player_alone():
    g = game(3)
    s = play(g, start(g, DEALT, seed=26), "keep", "Caesar", 0)
    assert g.observe(s, 0)["commitments"] == [{"action": "keep", "card": "Caesar"}, None, None]
    assert g.observe(s, 1)["commitments"] == ["committed", None, None]
    assert "Caesar" not in json.dumps(g.observe(s, 1))


def test_the_state_reported_shows_every_hand_and_draft_hand():
    g, s = first_pick()
    assert g.protocol_state(s)["leaders"] == {
        "hands": [["Croesus"], ["Euclid"], ["Zenobia"]],
        "draft": [["Hannibal", "Midas", "Pericles"], ["Hiram", "Nefertiti", "Varro"],
                  ["Caesar", "Cleopatra", "Sappho"]],
        # the 24 leaders no player was dealt, in the order the setup leaves them (spec order here)
        "deck": [g.rules.cards[c].name for c in leader_cards(g.rules) if g.rules.cards[c].name not in
                 {n for hand in DEALT for n in hand}]}
    assert len(g.protocol_state(s)["leaders"]["deck"]) == 36 - 12
    assert g.summary(s)["leaders"] == g.protocol_state(s)["leaders"]


def test_a_recruited_leader_is_public_and_a_tucked_one_hidden():
    g = game(3)
    s = draft_all(g, start(g, DEALT, seed=26), PICKS)
    s = play(g, s, "stage", "Hiram", 0, right=2)
    s = play(g, s, "recruit", "Euclid", 1)
    s = play(g, s, "sell", "Varro", 2)
    seen = g.observe(s, 2)
    assert seen["cities"][1]["structures"] == ["Euclid"]
    assert seen["cities"][0]["stages"] == 1 and "Hiram" not in json.dumps(seen)
    assert seen["leaders"] == {"hand": ["Caesar", "Pericles", "Zenobia"], "hand_sizes": [3, 3, 3],
                               "draft": [], "draft_sizes": [0, 0, 0], "deck_size": 24}
    assert g.protocol_state(s)["players"][0]["tucked"] == ["Hiram"]


def _where(g, s):
    """Every leader's place: a hand, a draft hand, the unused, a city."""
    leaders = part(g.rules, s)
    setup: LeadersSetup = s.setup.parts[0]
    placed = [c for h in (*leaders.hands, *leaders.draft) for c in h] + list(setup.unused)
    placed += [c for city in s.cities for c in (*city.structures, *city.tucked) if g.rules.cards[c].kind == "leader"]
    return placed


def test_a_redrawn_position_keeps_what_the_player_sees_and_deals_the_rest_again():
    g, s = first_pick()
    moved = 0
    for seed in range(20):
        again = g.resample_from_infostate(s, 0, SplitMix64(seed))
        assert g.observe(again, 0) == g.observe(s, 0)
        assert sorted(_where(g, again)) == sorted(_where(g, s))       # every leader once, somewhere
        assert part(g.rules, again).hands[0] == part(g.rules, s).hands[0]
        assert again.setup.parts[0].dealt[0] == s.setup.parts[0].dealt[0]   # they saw their own deal
        # the leaders in the others' hands and draft hands are among those out of player 0's sight
        unseen = set(_where(g, s)) - set(s.setup.parts[0].dealt[0])
        leaders = part(g.rules, again)
        assert {c for seat in (1, 2) for c in (*leaders.hands[seat], *leaders.draft[seat])} - set(
            s.setup.parts[0].dealt[0]) <= unseen
        moved += leaders.hands[1:] != part(g.rules, s).hands[1:]
        for seat in range(3):          # the redrawn position plays on
            after = g.apply(again, g.legal_actions(again, seat)[0], seat).state
            again = after
    assert moved >= 15


def test_a_commitment_and_its_draft_hand_are_kept_when_redrawn():
    g = game(3)
    s = play(g, start(g, DEALT, seed=26), "keep", "Euclid", 1)
    for seed in range(10):
        again = g.resample_from_infostate(s, 0, SplitMix64(seed))
        assert part(g.rules, again).draft[1] == part(g.rules, s).draft[1]
        assert g.observe(again, 0) == g.observe(s, 0)
        g.apply(again, g.legal_actions(again, 2)[0], 2)


@pytest.mark.parametrize("players", [3, 4])
def test_every_position_of_a_game_redrawn_for_each_player_looks_the_same_to_them(players: int):
    g = game(players)
    _, moves = g.random_play(5)
    rng = SplitMix64(9)
    for i, (_, _, step) in enumerate(moves):
        if i % 3:
            continue
        for seat in range(players):
            again = g.resample_from_infostate(step.state, seat, rng)
            assert g.observe(again, seat) == g.observe(step.state, seat)
            assert sorted(_where(g, again)) == sorted(_where(g, step.state))
            assert names(g, part(g.rules, again).hands[seat]) == names(g, part(g.rules, step.state).hands[seat])


def test_the_account_of_a_game_words_the_draft_and_the_recruitment():
    """The rounds before an Age's cards are told like a turn: each commitment, the last revealing what
    the recruitment carried out (leaders.recruit, leaders.stage, leaders.sell)."""
    g = game(3)
    first = start(g, DEALT, seed=26)
    moves = [("keep", PICKS[seat][pick], seat, 0) for pick in range(4) for seat in range(3)]
    moves += [("stage", "Hiram", 0, 2), ("recruit", "Euclid", 1, 0), ("sell", "Varro", 2, 0)]
    steps = []
    s = first
    for kind, name, seat, right in moves:
        steps.append(g.apply(s, action(g, kind, name, 0, right), seat))
        s = steps[-1].state
    lines = g.account(first, steps).splitlines()
    assert lines[2:4] == ["  1. P0 chooses a card", "  2. P1 chooses a card"]
    assert lines[16:21] == [" 15. P2 chooses a card; the cards are revealed",
                            "    P0 builds stage 1 of Babylon with Hiram, paying 2 coins to P2",
                            "    P1 recruits Euclid for 5 coins", "    P2 sells Varro", "    P2 gains 3 coins (sell)"]


def test_the_account_of_a_whole_game_is_told():
    g = game(4)
    first, moves = g.random_play(11)
    text = g.account(first, [step for _, _, step in moves])
    assert "recruits" in text or "sells" in text
    assert text.count("== Age ") == 3
