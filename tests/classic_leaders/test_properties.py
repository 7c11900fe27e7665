"""Random games of 7 Wonders: Leaders, both editions, at three to seven players, with the base game's invariants
and the Leaders' checked after every move (check_step): coins conserved through recruitment and sales as the events
declare them, no leader in the discard pile or an Age hand, one leader used a player in each recruitment; and at the
end exactly three leaders used by each player in the recruitments, the fourth gone unused, besides the leaders Roma
B's stages recruit at once; the leaders still held at the end are leaders Roma B drew.

The 2020 edition adds its own: a leader entombed under Abu Simbel (effect.entomb) leaves its city and is in no city,
hand or discard pile after, and only an Abu Simbel entombs, once a stage at most; each city's victory tokens change
only as the events say (a conflict won: military.conflict; Nitocris: effect.take_age_piece; a token discarded for
Telesilla: effect.discard_chosen_piece), every token taken worth what its Age makes it worth, and a city's defeat
tokens fall only when its own Telesilla is built (effect.discard_every_piece); at the end the military row is the
victory tokens less the defeat tokens."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.classic.game import Game
from oracle.classic.leaders.at_once import EXTRA
from oracle.classic.leaders.recruitment import RECRUITMENT
from oracle.classic.leaders.state import part
from oracle.classic.leaders.tokens import DISCARD_PIECE
from oracle.classic.turn import AGE_NAMES
from tests.classic.test_properties import _coins_moved

EDITIONS = ["leaders", "edition2020_leaders"]
ABU_SIMBEL = "Abu Simbel"


def _check_tokens(g: Game, before: Any, step: Any) -> Counter[str]:
    """Each city's victory and defeat tokens across one step, against the step's events; what happened, counted."""
    after = step.state
    worth = g.rules.spec.victory[AGE_NAMES[before.age - 1]]
    seen: Counter[str] = Counter()
    for seat, (was, now) in enumerate(zip(before.cities, after.cities, strict=True)):
        played = [e for e in step.events if e.kind == "play" and e.player == seat]
        won = [e.points for e in step.events if e.kind == "conflict" and e.player == seat and e.points > 0]
        taken = sum(1 for e in played if e.card == "Nitocris" and e.action == "recruit")
        discarded = sum(1 for e in played if e.action == DISCARD_PIECE)
        assert set(won) <= {worth}
        held = Counter(was.victories) + Counter([*won, *[worth] * taken])
        assert not Counter(now.victories) - held     # no token but those held before or taken in the step
        assert (held - Counter(now.victories)).total() == discarded
        if now.defeats < was.defeats:
            assert now.defeats == 0 and any(e.card == "Telesilla" and e.action == "recruit" for e in played)
            seen["defeats discarded"] += 1
        seen["tokens taken"] += taken
        seen["tokens discarded"] += discarded
    return seen


def _play(g: Game, seed: int) -> Counter[str]:
    """The random game of ``seed`` played with every invariant checked; what happened in it, counted."""
    players = g.players
    state, moves = g.random_play(seed)
    rounds = 0
    cards = g.rules.cards
    sold = [0] * players
    extra = [0] * players
    seen: Counter[str] = Counter()
    for action, player, step in moves:
        after = step.state
        assert g.check_step(state, step) == []
        moved = _coins_moved(step.events, players)
        assert [b.coins + m for b, m in zip(state.cities, moved, strict=True)] == [c.coins for c in after.cities]
        seen.update(_check_tokens(g, state, step))
        if action.kind == DISCARD_PIECE:     # the token chosen is the one that leaves
            assert (Counter(state.cities[player].victories) - Counter(after.cities[player].victories)) == \
                Counter([action.card])
        if state.phase == RECRUITMENT and after.phase != RECRUITMENT:
            rounds += 1
            for e in step.events:
                if e.kind == "play" and e.action == "sell":
                    sold[e.player] += 1
        if state.phase == EXTRA and after.phase != EXTRA:
            extra[state.pending[0][1]] += 1
        was, now = part(g.rules, state).entombed, part(g.rules, after).entombed
        assert now[:len(was)] == was
        for seat, leader, points in now[len(was):]:     # laid under the board: out of its city
            assert leader in state.cities[seat].structures and leader not in after.cities[seat].structures
            assert points > 0 and points % 2 == 0
            seen["entombed"] += 1
        state = after
    assert state.outcome is not None and rounds == 3
    leaders = part(g.rules, state)
    drawn = set(state.setup.parts[0].unused) - set(leaders.deck)
    assert all(c in drawn for hand in leaders.hands for c in hand)
    recruited = [sum(1 for c in city.structures if cards[c].kind == "leader") for city in state.cities]
    tucked = [sum(1 for c in city.tucked if cards[c].kind == "leader") for city in state.cities]
    entombed = [sum(1 for s, _, _ in leaders.entombed if s == seat) for seat in range(players)]
    assert [r + t + s + e - x for r, t, s, e, x in zip(recruited, tucked, sold, entombed, extra, strict=True)] == \
        [3] * players
    assert not any(cards[c].kind == "leader" for c in state.discard)
    laid = [c for _, c, _ in leaders.entombed]
    assert len(set(laid)) == len(laid)
    assert not {c for city in state.cities for c in (*city.structures, *city.tucked)} & set(laid)
    assert not set(laid) & {c for hand in leaders.hands for c in hand}
    for seat, count in enumerate(entombed):
        if count:
            city = state.cities[seat]
            assert g.rules.boards[city.board].board == ABU_SIMBEL and count <= city.stages
    assert [row["military"] for row in g.score_sheet(state)] == [sum(c.victories) - c.defeats for c in state.cities]
    return seen


@pytest.mark.parametrize("variant", EDITIONS)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@settings(max_examples=4, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_keep_the_rules_of_the_leaders(variant: str, players: int, seed: int):
    _play(Game.load(variant, players), seed)


@pytest.mark.parametrize(("players", "seed", "happened"), [
    (3, 13, {"entombed": 1}),
    # Nitocris and Telesilla recruited in one round: player 3 takes a token of Age II and, holding no other,
    # discards it at once, as player 2 does one of its two of Age I
    (7, 6, {"entombed": 1, "tokens taken": 1, "tokens discarded": 2}),
    # Nitocris recruited before Age III by player 2, holding tokens of 1 and 3: a token of 5 more; an Abu
    # Simbel entombs in the same game
    (5, 13, {"tokens taken": 1, "entombed": 1}),
    # two decisions (players 2 and 0); Telesilla's owner discards its own defeat tokens
    (3, 30, {"tokens discarded": 2, "defeats discarded": 1}),
    (7, 3, {"tokens discarded": 2, "defeats discarded": 1}),
])
def test_the_2020_editions_own_invariants_hold_where_its_leaders_act(players: int, seed: int,
                                                                     happened: dict[str, int]):
    """Seeded games of the 2020 edition where Abu Simbel entombs, Nitocris takes a token and Telesilla makes the
    others discard: the invariants hold there, and the counts say what happened."""
    seen = _play(Game.load("edition2020_leaders", players), seed)
    assert {k: v for k, v in seen.items() if v} == happened
