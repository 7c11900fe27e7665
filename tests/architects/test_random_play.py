"""Random games at every player count, with the invariants of the rules checked after every move,
and the payments checked against a brute force over every set of cards."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.architects.legal import builds, legal_actions
from oracle.architects.rules.payments import Means, Payment, can_pay, payments
from oracle.architects.scoring import wonder_complete
from oracle.architects.setup import deal
from oracle.architects.state import ACT_PHASE, BUILD, TAKE_PHASE, TRADE
from oracle.architects.turn import apply, initial_state
from oracle.core.prng import SplitMix64
from tests.architects.support import R

GAMES = 15


def cards_in_play(state) -> int:  # type: ignore[no-untyped-def]
    return (sum(len(d) for d in state.decks) + len(state.central) + len(state.discard)
            + sum(sum(h) for h in state.hands) + sum(len(p.cards) for p in state.pending))


@pytest.mark.parametrize("players", range(2, 8))
def test_random_games_keep_the_rules(players: int):
    total = 60 + 25 * players
    conflict = R.spec.conflict_tokens[players]
    ends = set()
    for seed in range(GAMES):
        state = initial_state(R, deal(R, players, seed))
        rng = SplitMix64(seed)
        while state.outcome is None:
            actions = legal_actions(R, state)
            assert actions, "a player in play always has something to do"
            before = state
            action = actions[rng.below(len(actions))]
            state = apply(R, state, action)
            # every card accounted for (decks, hands, discard pile, cards being looked at)
            assert cards_in_play(state) == total
            assert 0 <= state.flipped <= conflict
            # a battle happens at most once a turn: victories grow only when a turn ends
            if state.victories != before.victories:
                assert state.mover != before.mover or state.outcome is not None
                assert state.flipped == 0
            # a build spends exactly a legal payment; a trade two or three green cards
            if action.kind == BUILD:
                assert len(action.cards) <= R.wonders[state.setup.wonders[before.mover]].piece(action.piece).units
            if action.kind == TRADE:
                assert len(action.cards) in (2, 3)
            # the turn never ends while the mover can still build (build.mandatory)
            if state.outcome is None and state.phase == ACT_PHASE and not state.pending:
                assert legal_actions(R, state)
            if state.mover != before.mover and state.outcome is None:
                assert state.phase == TAKE_PHASE
                assert not any(wonder_complete(R, state, s) for s in range(players))
        ends.add(state.outcome.victory)
        # the game ends in the turn a wonder is completed (or when no card is left within reach)
        if state.outcome.victory == "civilian":
            assert wonder_complete(R, state, state.mover)
        assert builds(R, state, state.mover) == [] or state.outcome.victory == "civilian"
    assert "civilian" in ends


# ---- payments against a brute force --------------------------------------------------------------

GOLD = next(i for i, k in enumerate(R.kinds) if k.wild)
GREYS = [i for i, k in enumerate(R.kinds) if k.produces]


def brute_force(piece, hand, boost, any_mix):  # type: ignore[no-untyped-def]
    """Every payment by definition: a sub-multiset of the hand giving exactly the units asked, all
    different or all identical (unless Engineering sets that aside), with as many of the player's
    own resources as the piece can take (gold only for what is missing)."""
    found = set()
    held = {R.kinds[i].produces: hand[i] for i in GREYS if hand[i]}
    for counts in product(*(range(min(n, piece.units) + 1) for n in hand)):
        chosen = [i for i, n in enumerate(counts) for _ in range(n)]
        grey = [R.kinds[i].produces for i in chosen if R.kinds[i].produces]
        wild = sum(1 for i in chosen if R.kinds[i].wild)
        if len(grey) + wild != len(chosen) or not chosen:
            continue
        for economy in (False, True):
            if economy and (boost is None or wild == 0):
                continue
            units = len(grey) + wild + (boost[1] - 1 if economy else 0)
            if units != piece.units:
                continue
            for engineering in (False, True):
                if engineering and not any_mix:
                    continue
                if engineering:
                    fits = len(grey) == min(piece.units, sum(held.values()))
                elif piece.mix == "different":
                    fits = len(set(grey)) == len(grey) == min(piece.units, len(held))
                else:
                    kinds = set(grey)
                    fits = len(kinds) <= 1 and (
                        len(grey) == min(piece.units, held[grey[0]]) if grey else not held)
                if fits:
                    found.add(Payment(tuple(sorted(chosen)), economy, engineering))
    plain = {(p.cards, p.economy) for p in found if not p.engineering}
    return sorted(p for p in found if not (p.engineering and (p.cards, p.economy) in plain))


@settings(deadline=None)   # how long an example takes depends on the machine's load, never on the engine
@given(st.lists(st.integers(0, 3), min_size=len(R.kinds), max_size=len(R.kinds)),
       st.sampled_from([p for w in R.wonders for p in w.pieces]), st.booleans(), st.booleans())
def test_payments_are_exactly_those_of_the_definition(counts, piece, economy, engineering):  # type: ignore[no-untyped-def]
    hand = tuple(n if (i in GREYS or i == GOLD) else 0 for i, n in enumerate(counts))
    boost = ("yellow", 2) if economy else None
    found = payments(R, piece, Means(hand, boost, engineering))
    assert found == brute_force(piece, hand, boost, engineering)
    assert can_pay(R, piece, Means(hand, boost, engineering)) == bool(found)
