"""The answers the engine remembers (``rules.memo``) and the move drafts: each remembered answer is
the one worked out afresh, whatever was asked before; a move never changes the state it starts from."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.architects.legal import (
    _builds,
    _can_build,
    _takes,
    _trades,
    builds,
    by_wonder,
    can_build,
    deck_cards,
    legal_actions,
    trades,
    within_reach,
)
from oracle.architects.rules.payments import MEMO_LIMIT, Means, list_payments, payments, remembered
from oracle.architects.ruleset import compile_ruleset
from oracle.architects.setup import deal
from oracle.architects.state import CENTRAL_DECK, TAKE, Action, Draft
from oracle.architects.turn import apply, apply_logged, initial_state
from oracle.core.prng import SplitMix64
from tests.architects.support import DEFAULT_WONDERS, R, T, acting, game

PIECES = [p for w in R.wonders for p in w.pieces]
hands = st.lists(st.integers(0, 6), min_size=len(R.kinds), max_size=len(R.kinds)).map(tuple)
boosts = st.sampled_from([None, ("yellow", 2)])
token_sets = st.lists(st.sampled_from(sorted(T)), max_size=4)


# no deadline: how long an example takes depends on the machine's load, never on the engine
@settings(deadline=None)
@given(hands, st.sampled_from(PIECES), boosts, st.booleans())
def test_a_remembered_payment_list_is_the_one_worked_out_afresh(hand, piece, boost, any_mix):  # type: ignore[no-untyped-def]
    means = Means(hand, boost, any_mix)
    assert payments(R, piece, means) == list_payments(R, piece, means)
    assert payments(R, piece, means) == list_payments(R, piece, means)   # asked again: remembered


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(range(len(DEFAULT_WONDERS))), st.integers(0, 31), hands, token_sets, st.booleans(),
       st.booleans())
def test_remembered_builds_and_trades_are_those_worked_out_afresh(seat, built, hand, names, used, offer):  # type: ignore[no-untyped-def]
    held = tuple(sorted(T[n] for n in names))
    state = game()
    state = acting(state, seat, hands=tuple(hand if s == seat else h for s, h in enumerate(state.hands)),
                   built=tuple(built if s == seat else b for s, b in enumerate(state.built)),
                   tokens=tuple(held if s == seat else t for s, t in enumerate(state.tokens)),
                   used=frozenset(held if used else ()), face_up=state.face_up if offer else (),
                   pile=state.pile if offer else ())
    for _ in range(2):   # the second time from the memo
        assert builds(R, state, seat) == sorted(_builds(R, state, seat))
        assert can_build(R, state, seat) == _can_build(R, state, seat) == bool(_builds(R, state, seat))
        assert trades(R, state, seat) == (sorted(_trades(R, state.hands[seat])) if offer else [])


def test_the_decks_within_reach_are_listed_as_before_at_every_player_count():
    for players in range(2, 8):
        for seed in range(10):
            state = initial_state(R, deal(R, players, seed))
            for mover in range(players):
                for emptied in (None, CENTRAL_DECK, mover, (mover - 1) % players):
                    s = state._replace(mover=mover)
                    if emptied == CENTRAL_DECK:
                        s = s._replace(central=())
                    elif emptied is not None:
                        s = s._replace(decks=tuple(() if i == emptied else d for i, d in enumerate(s.decks)))
                    expected = sorted(Action(TAKE, deck=by_wonder(s, d)) for d in dict.fromkeys(within_reach(s, mover))
                                      if deck_cards(s, d))
                    assert _takes(R, s) == expected


def test_a_memo_full_is_emptied_and_answers_stay_right():
    rules = compile_ruleset(R.spec)
    for i in range(MEMO_LIMIT):
        rules.memo[("filler", i)] = i
    assert remembered(rules, ("question",), lambda: 42) == 42
    assert rules.memo == {("question",): 42}
    assert remembered(rules, ("question",), lambda: 0) == 42


def test_a_move_never_changes_the_state_it_starts_from():
    for players in (2, 4, 7):
        rng = SplitMix64(players)
        state = initial_state(R, deal(R, players, players))
        while state.outcome is None:
            snapshot = tuple(state)
            actions = legal_actions(R, state)
            after, _ = apply_logged(R, state, actions[rng.below(len(actions))])
            assert tuple(state) == snapshot
            assert all(a is b for a, b in zip(state, snapshot, strict=True))
            state = after


def test_a_draft_made_into_a_state_is_that_state_until_changed():
    state = game()
    draft = Draft(state)
    assert draft.freeze() == state and draft.players == state.players
    draft.mover = 2
    assert state.mover == 0 and draft.freeze() == state._replace(mover=2)


def test_legal_lists_come_sorted():
    """legal_actions hands out the builds and trades it remembers without sorting them again: they
    are remembered sorted, and every build sorts before every trade."""
    for players in (2, 4, 7):
        for seed in range(3):
            state = initial_state(R, deal(R, players, seed))
            rng = SplitMix64(seed)
            while state.outcome is None:
                actions = legal_actions(R, state)
                assert actions == sorted(actions)
                state = apply(R, state, actions[rng.below(len(actions))])
