"""Random games of 7 Wonders: Leaders at three to seven players, with the base game's invariants and the Leaders'
checked after every move (check_step): coins conserved through recruitment and sales as the events declare
them, no leader in the discard pile or an Age hand, one leader used a player in each recruitment; and at the
end exactly three leaders used by each player in the recruitments, the fourth gone unused, besides the
leaders Roma B's stages recruit at once; the leaders still held at the end are leaders Roma B drew."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.classic.leaders.at_once import EXTRA
from oracle.classic.leaders.recruitment import RECRUITMENT
from oracle.classic.leaders.state import part
from tests.classic.test_properties import _coins_moved
from tests.classic_leaders.support import game


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_keep_the_rules_of_the_leaders(players: int, seed: int):
    g = game(players)
    state, moves = g.random_play(seed)
    rounds = 0
    cards = g.rules.cards
    sold = [0] * players
    extra = [0] * players
    for _, _, step in moves:
        after = step.state
        assert g.check_step(state, step) == []
        moved = _coins_moved(step.events, players)
        assert [b.coins + m for b, m in zip(state.cities, moved, strict=True)] == [c.coins for c in after.cities]
        if state.phase == RECRUITMENT and after.phase != RECRUITMENT:
            rounds += 1
            for e in step.events:
                if e.kind == "play" and e.action == "sell":
                    sold[e.player] += 1
        if state.phase == EXTRA and after.phase != EXTRA:
            extra[state.pending[0][1]] += 1
        state = after
    assert state.outcome is not None and rounds == 3
    leaders = part(g.rules, state)
    drawn = set(state.setup.parts[0].unused) - set(leaders.deck)
    assert all(c in drawn for hand in leaders.hands for c in hand)
    recruited = [sum(1 for c in city.structures if cards[c].kind == "leader") for city in state.cities]
    tucked = [sum(1 for c in city.tucked if cards[c].kind == "leader") for city in state.cities]
    assert [r + t + s - x for r, t, s, x in zip(recruited, tucked, sold, extra, strict=True)] == [3] * players
    assert not any(cards[c].kind == "leader" for c in state.discard)
