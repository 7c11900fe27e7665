"""Properties of 7 Wonders Duel with both expansions, on every position Hypothesis reaches in whole
games: each expansion's own properties (``test_pantheon.py``: divinities and tokens conserved, prices,
hidden divinities, points; ``test_agora.py``: cubes conserved and control, Decrees, Conspiracies and
their secrecy, turn order, coins, political supremacy, the Senate's points), checked on the games of
the two played together, where their models must still hold; and where the two meet:

* **the token of the turn** (ruling ``pantheon_agora.token_of_the_turn``): a Mythology or Offering token
  uncovered during a turn goes to the player whose turn it is, also when the move that uncovered it is
  a decision of the opponent's;
* **coins on both sides**: the treasuries move only by the step's ``coins`` events, the coins on the
  divinities only by its reserve events, and neither is ever negative.

The expansions' check functions read the game they are about from their module (``GAME``, ``R``): each
game here is checked with those names bound to the combination's game, and bound back after it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from unittest import mock

from hypothesis import given
from hypothesis import strategies as st

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game as DuelGame
from oracle.duel.pantheon import events as pe
from oracle.duel.state import Action
from tests.properties import test_agora as agora
from tests.properties import test_pantheon as pantheon
from tests.properties.conftest import scaled

GAME = DuelGame.load("pantheon_agora")
POLICIES = GAME.hooks.table("policies")
STYLES = [None, "devout", *sorted(agora.POLICIES)]
SEATS = [(0, 1), (0,), (1,)]


@contextmanager
def checking_both() -> Iterator[None]:
    """The expansions' check functions bound to the combination's game while a game is checked.  Agora's
    model of the turn learns the Pantheon's turn action: activating a divinity takes a turn as a card does."""
    with mock.patch.multiple(agora, GAME=GAME, R=GAME.rules, CARD_MOVES=(*agora.CARD_MOVES, "activate")), \
            mock.patch.multiple(pantheon, GAME=GAME, R=GAME.rules):
        yield


def play_checked(seed: int, style: str | None, seats: tuple[int, ...], choose: Callable[[int], int],
                 moves: Sequence[Action] = ()) -> Counter[str]:
    """A whole game of both from the setup of ``seed``, each move the ``choose(n)``-th of the ``n`` legal
    ones (for the players of ``seats``, of those ``style``, one of the two expansions' policies, likes
    best), or the game of ``moves``; every property of both expansions, and of their meeting, checked
    after every move."""
    seen: Counter[str] = Counter()
    with checking_both():
        state = GAME.new_game(seed=seed)
        model = agora.Model(state)
        turn = state.to_move       # the player whose turn it is: who made the last move owing no decision
        while state.outcome is None:
            options = GAME.legal_actions(state)
            actions = options
            player = state.to_move
            if not state.pending:
                turn = player
            model.offered(state, player, options)
            if style is not None and player in seats:
                scores = [POLICIES[style](state, a) for a in options]
                actions = [a for a, s in zip(options, scores, strict=True) if s == max(scores)]
            if moves:
                action = moves[sum(seen[k] for k in seen if k.startswith("move: "))]
                assert action in options
            else:
                action = actions[choose(len(actions))]
            step = GAME.apply(state, action)
            after, events = step.state, list(step.events)
            supreme = model.step(state, player, action, options, events)
            views = [GAME.observe(after, viewer) for viewer in (0, 1)]
            agora.check_senate(model, after, views)
            agora.check_conspiracies(model, after, views)
            agora.coin_flows(state, after, events)
            agora.supremacy(model, state, after, supreme)
            agora.senate_points(model, after)
            for check in (pantheon.divinity_conservation, pantheon.token_conservation, pantheon.activations,
                          pantheon.hidden_divinities, pantheon.points):
                check(after)
            reserve(state, after, events)
            for e in events:
                if isinstance(e, pe.TokenTaken):
                    assert e.player == turn, f"the token of {turn}'s turn went to {e.player}"
                    seen["token taken on the opponent's decision"] += player != turn
            seen[f"move: {action.kind}"] += 1
            seen.update(f"event: {e.kind}" for e in events)
            state = after
    assert state.outcome is not None
    seen[f"victory: {state.outcome.victory}"] += 1
    return seen


def reserve(before: object, after: object, events: list) -> None:  # type: ignore[type-arg]
    """The coins on each player's divinities move only by the step's reserve events, never below 0."""
    from oracle.duel.pantheon.events import ReserveChanged
    from oracle.duel.pantheon.state import part

    for seat in (0, 1):
        moved = sum(e.amount for e in events if isinstance(e, ReserveChanged) and e.player == seat)
        assert part(after).reserve[seat] - part(before).reserve[seat] == moved, f"coins on {seat}'s divinities"
        assert part(after).reserve[seat] >= 0


@scaled(0.3)
@given(st.data())
def test_every_position_of_a_game_of_both_keeps_both_expansions_invariants(data: st.DataObject) -> None:
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    style = data.draw(st.sampled_from(STYLES), label="style")
    seats = data.draw(st.sampled_from(SEATS), label="seats")
    play_checked(seed, style, seats, lambda n: data.draw(st.integers(0, n - 1), label="move"))


def test_the_invariants_are_put_to_the_test_by_seeded_games():
    """The same checks over twelve seeded games, three of each style for both players: divinities
    activated and placed, Senators recruited and cubes moved, Conspiracies prepared and triggered."""
    seen: Counter[str] = Counter()
    for seed in range(12):
        seen += play_checked(seed, STYLES[seed % 4], (0, 1), SplitMix64(seed).below)
    assert seen["move: activate"] >= 20 and seen["move: place_divinity"] >= 20
    assert seen["move: senate_action"] >= 20 and seen["move: trigger"] >= 5 and seen["move: prepare"] >= 5
    assert seen["event: token"] >= 40 and seen["event: chamber_control"] >= 40


def test_the_token_of_the_turn_is_checked_where_it_happens():
    """The oracle's random game of seed 1452, checked move by move: at move 36 player 0 settles the last
    decision of player 1's turn, and the token that move uncovers goes to player 1
    (pantheon_agora.token_of_the_turn)."""
    playout = GAME.random_game(1452)
    seen = play_checked(1452, None, (), lambda n: 0, playout.moves)
    assert seen["token taken on the opponent's decision"] == 1
    assert sum(n for k, n in seen.items() if k.startswith("move: ")) == len(playout.moves)
