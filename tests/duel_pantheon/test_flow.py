"""A game of 7 Wonders Duel with the Pantheon from its setup: the Pantheon's draws, the tokens on the
structure and who takes them, the placement of divinities, the Gate and the reveal when Age II is laid
out, activation with its price and Offering tokens, and complete games played to their end with every
invariant kept.
"""

from __future__ import annotations

from collections import Counter

import pytest

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game as DuelGame
from oracle.duel.invariants import check_step
from oracle.duel.legal import legal_actions
from oracle.duel.pantheon import rules as chapter
from oracle.duel.pantheon.kinds import ACTIVATE, DIVINITY_PLACE
from oracle.duel.pantheon.state import OFFERING_BASE, Pantheon, part, setup_part
from oracle.duel.state import State
from oracle.duel.turn import apply, play
from oracle.errors import IllegalMoveError
from tests.duel_pantheon.support import dealt

GAME = DuelGame.load("pantheon")
R = GAME.rules
MYTHOLOGIES = R.vocabulary.mythologies
GREEK = MYTHOLOGIES.index("greek")


def divinity(name: str) -> int:
    return R.divinity_index[name]


def names(indexes: tuple[int, ...] | list[int]) -> list[str]:
    return [R.divinities[d].name for d in indexes]


# ---- setup ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(0, 100, 7))
def test_the_setup_draws_the_pantheons_tokens_decks_and_temples(seed: int):
    setup = GAME.setup_from_seed(seed)
    drawn = setup_part(setup, GAME.hooks)
    assert drawn is not None
    temples = [c for c in setup.ages[2] if R.cards[c].deck == "grand_temple"]
    assert len(temples) == 3 and len(setup.ages[2]) == 20
    assert len(setup.board) == 5 and len(setup.box) == 8 and len(set(setup.board + setup.box)) == 13
    assert len(setup.wonders) == 8 and len(set(setup.wonders)) == 8
    tokens = Counter(drawn.mythology_tokens)
    assert len(drawn.mythology_tokens) == 5 and max(tokens.values()) <= 2
    assert sorted(drawn.offering_tokens) == [2, 3, 4]
    for m, deck in enumerate(drawn.decks):
        assert sorted(deck) == sorted(d.index for d in R.divinities if d.deck == MYTHOLOGIES[m])


def test_a_seed_draws_the_same_setup_and_the_first_games_state_holds_the_pantheon():
    assert GAME.setup_from_seed(5) == GAME.setup_from_seed(5) != GAME.setup_from_seed(6)
    state = GAME.new_game(seed=5)
    assert part(state) is not None and part(state).spaces == (-1,) * 6
    assert part(state).decks == setup_part(state.setup, GAME.hooks).decks


def draft(state: State) -> State:
    while state.age == 0:
        state = play(state, legal_actions(state)[0]).state
    return state


def test_the_mythology_tokens_lie_on_age_one_and_the_offerings_on_age_two():
    state = draft(GAME.new_game(seed=3))
    assert part(state) is not None and setup_part(state.setup, GAME.hooks) is not None
    tokens = setup_part(state.setup, GAME.hooks).mythology_tokens
    assert part(state).structure_tokens == tuple(zip((2, 4, 9, 11, 13), tokens, strict=True))


# ---- a token uncovered -------------------------------------------------------------------------------------

def age_one(tokens: tuple[tuple[int, int], ...], gone: tuple[int, ...], decks: tuple[tuple[int, ...], ...],
            to_move: int = 0) -> State:
    state = dealt(draft(GAME.new_game(seed=11)), 1, gone)
    assert part(state) is not None
    return state._replace(to_move=to_move, parts=(part(state)._replace(structure_tokens=tokens, decks=decks),))


def greek_first(*tops: str) -> tuple[tuple[int, ...], ...]:
    decks = [tuple(d.index for d in R.divinities if d.deck == m) for m in MYTHOLOGIES]
    decks[GREEK] = tuple(divinity(n) for n in tops)
    return tuple(decks)


def test_the_mover_takes_the_token_and_places_a_divinity_before_the_card_turns_up():
    state = age_one(((9, GREEK),), gone=(14,), decks=greek_first("Zeus", "Hades", "Aphrodite"))
    assert 15 in state.accessible and 9 not in state.accessible
    card = state.structure[15]
    step = apply(state, R.actions.discard[card])
    after = step.state
    assert [e.kind for e in step.events][-1] == "token"
    assert step.events[-1].to_json() == {"kind": "token", "player": 0, "subject": "greek"}
    assert after.to_move == 0 and after.pending[0].kind == DIVINITY_PLACE
    assert len(after.pending[0].options) == 12 and not after.face_up >> 9 & 1
    assert part(after) is not None and part(after).mythology == ((GREEK,), ())
    step = apply(after, R.actions.place_divinity[(divinity("Hades"), 1)])
    after = step.state
    assert part(after) is not None
    assert names(part(after).decks[GREEK]) == ["Zeus", "Aphrodite"]
    assert part(after).spaces[1] == divinity("Hades") and part(after).placed_by[1] == 0
    assert part(after).known_tops[0][GREEK] == 1 and part(after).known_tops[1][GREEK] == 0
    assert [e.kind for e in step.events] == ["divinity_placed", "reveal"]
    assert step.events[0].to_json() == {"kind": "divinity_placed", "player": 0, "subject": "greek", "amount": 2,
                                        "detail": "Hades"}
    assert after.face_up >> 9 & 1 and after.to_move == 1


def test_an_offering_token_is_kept_and_the_reveal_goes_on():
    state = age_one(((9, OFFERING_BASE + 3),), gone=(14,), decks=greek_first("Zeus", "Hades", "Aphrodite"), to_move=1)
    step = apply(state, R.actions.discard[state.structure[15]])
    assert part(step.state) is not None and part(step.state).offerings == ((), (3,))
    assert [e.kind for e in step.events][-2:] == ["token", "reveal"] and step.state.to_move == 0


def test_a_mythology_token_of_an_empty_deck_is_kept_and_places_nothing():
    state = age_one(((9, GREEK),), gone=(14,), decks=greek_first())
    step = apply(state, R.actions.discard[state.structure[15]])
    assert step.state.pending == () and step.state.to_move == 1
    assert part(step.state) is not None and part(step.state).mythology == ((GREEK,), ())


def test_a_last_divinity_of_a_deck_alone_is_placed():
    state = age_one(((9, GREEK),), gone=(14,), decks=greek_first("Zeus"))
    after = apply(state, R.actions.discard[state.structure[15]]).state
    assert after.pending[0].options == tuple((divinity("Zeus"), s) for s in range(6))


# ---- Age II: the Gate and the reveal ---------------------------------------------------------------------------

def test_the_gate_takes_the_empty_space_and_the_divinities_turn_up_in_space_order():
    state = draft(GAME.new_game(seed=2))
    spaces = (divinity("Zeus"), -1, divinity("Hades"), divinity("Enki"), divinity("Mars"), divinity("Tanit"))
    assert part(state) is not None
    state = state._replace(structure=(-1,) * 20, accessible=(0,), parts=(part(state)._replace(spaces=spaces),))
    state = state._replace(structure=(state.setup.ages[0][0],) + (-1,) * 19)
    box = state.box
    step = apply(state, R.actions.discard[state.structure[0]])
    after = step.state
    assert after.age == 2 and part(after) is not None and part(after).revealed
    assert part(after).spaces[1] == divinity("The Gate")
    shown = [(e.kind, e.to_json().get("subject"), e.to_json().get("amount")) for e in step.events
             if e.kind in ("gate", "divinity_revealed")]
    assert shown == [("gate", None, 2), ("divinity_revealed", "Zeus", 1), ("divinity_revealed", "Hades", 3),
                     ("divinity_revealed", "Enki", 4), ("divinity_revealed", "Mars", 5),
                     ("divinity_revealed", "Tanit", 6)]
    assert part(after).on_cards == ((divinity("Enki"), box[:2]),) and after.box == box[2:]
    offerings = setup_part(after.setup, GAME.hooks).offering_tokens
    assert part(after).structure_tokens == tuple(zip((6, 8, 10), [OFFERING_BASE + v for v in offerings],
                                                     strict=True))


def test_of_several_empty_spaces_the_gate_takes_the_one_nearest_the_second_player():
    state = draft(GAME.new_game(seed=2))
    assert part(state) is not None
    spaces = (divinity("Zeus"), -1, -1, divinity("Enki"), -1, divinity("Tanit"))
    state = state._replace(structure=(state.setup.ages[0][0],) + (-1,) * 19, accessible=(0,),
                           parts=(part(state)._replace(spaces=spaces),))
    after = apply(state, R.actions.discard[state.structure[0]]).state
    assert part(after) is not None and part(after).spaces[4] == divinity("The Gate")
    assert part(after).spaces[1] == part(after).spaces[2] == -1


# ---- activation ---------------------------------------------------------------------------------------------------

def board(age: int = 2, **fields: object) -> State:
    state = GAME.position(available=["Baths", "Lumber Yard"], age=age, coins=(30, 30),
                          parts=(Pantheon(spaces=tuple(divinity(n) for n in ("Tanit", "Mars", "Aphrodite",
                                                                                  "Hades", "The Gate", "Ra")),
                                            placed_by=(0,) * 6, revealed=True, decks=((),) * 5),))
    return state._replace(**fields)  # type: ignore[arg-type]


def costs_of(state: State) -> dict[tuple[int, tuple[int, ...]], int]:
    from oracle.duel.legal import priced_actions

    return {(a.space, a.offerings): p.total for a, p in priced_actions(state) if a.kind == ACTIVATE and p}


def test_each_player_pays_the_figure_on_their_side_and_the_gate_twice_it():
    first = board().setup.first_player
    a, b = costs_of(board(to_move=first)), costs_of(board(to_move=1 - first))
    assert [a[(s, ())] for s in range(6)] == [3, 4, 5, 6, 14, 8]
    assert [b[(s, ())] for s in range(6)] == [8, 7, 6, 5, 8, 3]


def test_the_sanctuary_and_offerings_lower_the_price_after_the_gate_is_doubled_never_below_nothing():
    state = board()
    second = 1 - state.setup.first_player
    assert part(state) is not None
    offerings = [(), ()]
    offerings[second] = (3, 4)
    cities = list(state.cities)
    cities[second] = GAME.city(wonders=["The Sanctuary"], built=["The Sanctuary"])
    state = state._replace(to_move=second, cities=tuple(cities),
                           parts=(part(state)._replace(offerings=tuple(offerings)),))
    prices = costs_of(state)
    assert prices[(4, ())] == 6 and prices[(4, (3, 4))] == 0 and prices[(1, (3,))] == 2 and prices[(5, (4,))] == 0
    assert list(prices)[:4] == [(0, ()), (0, (3,)), (0, (4,)), (0, (3, 4))]


def test_an_offering_spent_is_gone_and_the_divinity_is_the_players():
    state = board(to_move=0)
    assert part(state) is not None
    state = state._replace(parts=(part(state)._replace(offerings=((4,), ())),))
    step = apply(state, R.actions.activate[(0, (4,))])
    after = step.state
    assert part(after) is not None
    assert part(after).offerings == ((), ()) and part(after).spent == (4,)
    assert part(after).spaces[0] == -1 and part(after).divinities == ((divinity("Tanit"),), ())
    first = state.setup.first_player
    paid = max(0, (3 if first == 0 else 8) - 4)
    assert after.coins == (30 - paid + 12, 30) and after.to_move == 1
    assert after.structure == state.structure and after.last_active == state.last_active


@pytest.mark.parametrize(("action", "rule"), [
    ((2, ()), None), ((9, ()), "pantheon.activate"), ((1, (2,)), "pantheon.offering")])
def test_an_activation_is_refused_with_its_rule(action: tuple[int, tuple[int, ...]], rule: str | None):
    state = board(to_move=0)
    assert part(state) is not None
    state = state._replace(parts=(part(state)._replace(spaces=(-1,) + part(state).spaces[1:]),))
    act = R.actions.activate[action]
    if rule is None:
        apply(state, act)
        return
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, act)
    assert refused.value.rule == rule
    with pytest.raises(IllegalMoveError) as empty:
        apply(state, R.actions.activate[(0, ())])
    assert empty.value.rule == "pantheon.activate"


def test_no_divinity_is_activated_in_age_one():
    state = board(age=1, to_move=0)
    assert costs_of(state) == {}
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, R.actions.activate[(0, ())])
    assert refused.value.rule == "pantheon.age_one"


def test_coins_on_astarte_pay_for_an_activation_after_the_treasury():
    state = board(to_move=1, coins=(30, 2))
    assert part(state) is not None
    state = state._replace(parts=(part(state)._replace(reserve=(0, 7)),))
    prices = costs_of(state)
    space = 0 if state.setup.first_player == 0 else 5
    assert prices[(space, ())] == 8
    after = apply(state, R.actions.activate[(space, ())]).state
    assert after.coins[1] == 0 + (12 if space == 0 else 0) and part(after) is not None
    assert part(after).reserve == (0, 1)


# ---- complete games -------------------------------------------------------------------------------------------

GREEN = R.vocabulary.colours.index("green")


def random_game(seed: int, style: str = "uniform") -> tuple[State, list[str], Counter[str]]:
    """A game played to its end by a seeded random player, each move checked, each step's invariants
    checked.  ``devout`` activates a divinity whenever it can; ``scholar`` builds green cards and takes
    science first."""
    rng = SplitMix64(seed)
    state = GAME.new_game(seed=seed)
    problems: list[str] = []
    activated: Counter[str] = Counter()
    for _ in range(2000):
        if state.is_over:
            break
        actions = legal_actions(state)
        if style == "devout":
            actions = [a for a in actions if a.kind == ACTIVATE] or actions
        elif style == "scholar":
            actions = [a for a in actions if a.kind == "build" and R.cards[a.card].colour == GREEN] or [
                a for a in actions if a.kind in ("copy_science", "take_progress")] or actions
        step = apply(state, actions[rng.below(len(actions))])
        problems += check_step(state, step)
        for e in step.events:
            if e.kind == "activate":
                activated[e.to_json()["subject"]] += 1
        state = step.state
    return state, problems, activated


def test_random_games_end_and_keep_every_invariant():
    victories: Counter[str] = Counter()
    for seed in range(300):
        state, problems, _ = random_game(seed)
        assert state.is_over and problems == [], (seed, problems[:3])
        assert state.outcome is not None
        victories[state.outcome.victory] += 1
    assert victories == Counter({"civilian": 296, "military": 4})


def test_scholars_reach_scientific_supremacy():
    victories: Counter[str] = Counter()
    for seed in range(40):
        state, problems, _ = random_game(seed, "scholar")
        assert state.is_over and problems == [], (seed, problems[:3])
        assert state.outcome is not None
        victories[state.outcome.victory] += 1
    assert victories["science"] >= 5


def test_devout_games_activate_every_divinity():
    activated: Counter[str] = Counter()
    for seed in range(60):
        state, problems, seen = random_game(seed, "devout")
        assert state.is_over and problems == [], (seed, problems[:3])
        activated += seen
    assert set(activated) == {d.name for d in R.divinities}


def test_the_price_function_matches_the_board():
    state = board(to_move=0)
    assert part(state) is not None
    profile = state.cities[0].profile
    first = state.setup.first_player
    assert chapter.price(R, part(state), first, first, profile, 4, ()) == 14
    assert chapter.price(R, part(state), first, 1 - first, profile, 4, (4,)) == 4
    assert chapter.offering_choices((2, 4)) == ((), (2,), (4,), (2, 4))
