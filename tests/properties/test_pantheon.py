"""Properties of 7 Wonders Duel with the Pantheon, on every position Hypothesis reaches in whole
games, against a small model read from the expansion's spec text (``spec/duel/variants/pantheon``):
its ``[pantheon]`` table, and the few numbers its ``.wdl`` files print.  The model never calls the
engine's price, scoring or token helpers.

After every move:

* **divinity conservation**: each of the 15 divinities of the Mythology decks is in exactly one
  place (its deck, a space of the board, a player's activated divinities); the Gate is nowhere
  before the Age II reveal, then in exactly one place;
* **token conservation**: the Offering tokens are each in one place (on Age II's structure, held,
  spent, lost) once Age II is laid out; the Mythology tokens held, lying and lost are the setup's;
* **coin flows**: every change of a treasury is a ``coins`` event and every change of the coins
  on a player's divinities a ``reserve`` event; those coins only ever leave to pay for something
  (a build, a wonder or an activation), never to looting or Poliorcetics, and only for what the
  treasury cannot pay;
* **activation**: none before Age II; from then on the legal activations are exactly the model's:
  every occupied space with every set of held Offering tokens whose price (the printed figure of
  the player's side, twice it for the Gate, less 2 for The Sanctuary and the tokens' values, never
  below 0) the player can pay, each at that price;
* **hidden divinities**: before the reveal, no observation names a divinity the other player placed;
* **points**: the divinities' part of a score sheet is 9 for Aphrodite plus the coins on the
  player's divinities, and the purple part is the Grand Temples' set value.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Callable
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from oracle.core.prng import SplitMix64
from oracle.duel.game import Game as DuelGame
from oracle.duel.pantheon.events import ReserveChanged
from oracle.duel.pantheon.kinds import ACTIVATE
from oracle.duel.pantheon.state import OFFERING_BASE, part, setup_part
from oracle.duel.state import State
from oracle.resources import spec_dir
from tests.properties.conftest import scaled

GAME = DuelGame.load("pantheon")
R = GAME.rules
FOLDER = spec_dir("duel") / "variants" / "pantheon"
TABLE = tomllib.loads((FOLDER / "game.toml").read_text(encoding="utf-8"))["pantheon"]
DIVINITIES = (FOLDER / "divinities.wdl").read_text(encoding="utf-8")
TEMPLES = (FOLDER / "grand_temples.wdl").read_text(encoding="utf-8")
WONDERS = (FOLDER / "wonders.wdl").read_text(encoding="utf-8")

COSTS: list[list[int]] = TABLE["costs"]
GATE: str = TABLE["gate"]
FACTOR: int = TABLE["gate_cost_factor"]
OFFERINGS: list[int] = TABLE["offering_tokens"]
SANCTUARY, SANCTUARY_DISCOUNT = next((name, int(n)) for name, n in re.findall(
    r'wonder "([^"]+)" \{[^}]*discount (\d+) coins on divinities', WONDERS))
FIXED_POINTS = {name: int(n) for name, n in re.findall(r'divinity "([^"]+)" \{[^}]*at end: (\d+) points\n', DIVINITIES)}
COIN_POINTS = {name for name in re.findall(r'divinity "([^"]+)" \{[^}]*at end: 1 point per coin on card', DIVINITIES)}
SET_POINTS = [0, *map(int, re.search(r"(\d+) / (\d+) / (\d+) points by set", TEMPLES).groups())]  # type: ignore[union-attr]
TEMPLE_NAMES = set(re.findall(r'card "([^"]+)" \{\s*deck grand_temple', TEMPLES))
MYTHOLOGY_DIVINITIES = set(re.findall(r'divinity "([^"]+)" \{\s*deck ', DIVINITIES))
NAMES = [d.name for d in R.divinities]


def _where(state: State) -> Counter[str]:
    """How many places hold each divinity."""
    board = part(state)
    assert board is not None
    places: Counter[str] = Counter()
    for deck in board.decks:
        places.update(NAMES[d] for d in deck)
    places.update(NAMES[d] for d in board.spaces if d >= 0)
    for seat in (0, 1):
        places.update(NAMES[d] for d in board.divinities[seat])
    return places


def divinity_conservation(state: State) -> None:
    places = _where(state)
    assert len(MYTHOLOGY_DIVINITIES) == 15 and GATE not in MYTHOLOGY_DIVINITIES
    for name in MYTHOLOGY_DIVINITIES:
        assert places[name] == 1, f"divinity conservation: {name} is in {places[name]} places"
    assert places[GATE] == (1 if part(state) and part(state).revealed else 0), \
        f"divinity conservation: the Gate is in {places[GATE]} places"


def token_conservation(state: State) -> None:
    board = part(state)
    setup = setup_part(state.setup, state.game.hooks)
    assert board is not None and setup is not None
    lying = [token for _, token in board.structure_tokens]
    if state.age >= 2 or (state.age == 1 and any(t >= OFFERING_BASE for t in lying)):
        offerings = [t - OFFERING_BASE for t in lying if t >= OFFERING_BASE] + list(board.spent) \
            + [v for seat in board.offerings for v in seat] + [t - OFFERING_BASE for t in board.lost_tokens
                                                                if t >= OFFERING_BASE]
        assert sorted(offerings) == sorted(OFFERINGS), f"token conservation: Offering tokens {sorted(offerings)}"
    if state.age >= 1:
        mythology = [t for t in lying if t < OFFERING_BASE] + [m for seat in board.mythology for m in seat] \
            + [t for t in board.lost_tokens if t < OFFERING_BASE]
        assert Counter(mythology) == Counter(setup.mythology_tokens), "token conservation: Mythology tokens"


def coin_flows(before: State, after: State, events: list, action_kind: str) -> None:  # type: ignore[type-arg]
    assert part(before) is not None and part(after) is not None
    for seat in (0, 1):
        coins = sum(e.amount for e in events if e.kind == "coins" and e.player == seat)
        assert after.coins[seat] - before.coins[seat] == coins, f"coin flows: treasury of {seat}"
        reserve = [e for e in events if isinstance(e, ReserveChanged) and e.player == seat]
        assert part(after).reserve[seat] - part(before).reserve[seat] == sum(e.amount for e in reserve), \
            f"coin flows: coins on the divinities of {seat}"
        assert part(after).reserve[seat] >= 0
        spent = -sum(e.amount for e in reserve if e.amount < 0)
        if spent:
            assert action_kind in ("build", "build_wonder", "activate"), \
                f"coin flows: coins left {seat}'s divinities in a {action_kind}"
            price = next(e.cost for e in events if getattr(e, "cost", None) is not None and e.player == seat)
            assert spent == max(0, price - before.coins[seat]), \
                f"coin flows: {spent} of {seat}'s divinities' coins spent on a price of {price}, the treasury " \
                f"holding {before.coins[seat]} (the treasury pays first)"


def model_price(state: State, player: int, space: int, offerings: tuple[int, ...]) -> int:
    board = part(state)
    assert board is not None
    figure = COSTS[space][0 if player == state.setup.first_player else 1]
    if NAMES[board.spaces[space]] == GATE:
        figure *= FACTOR
    built = {R.wonders[w].name for w, _ in state.cities[player].built}
    discount = SANCTUARY_DISCOUNT if SANCTUARY in built else 0
    return max(0, figure - discount - sum(offerings))


def activations(state: State) -> None:
    legal = [item for item in GAME.legal_json(state) if item["action"] == ACTIVATE]
    board = part(state)
    assert board is not None
    if state.age < 2 or state.pending or state.outcome is not None:
        assert not legal, "activation: offered before Age II or during a decision"
        return
    player = state.to_move
    purse = state.coins[player] + board.reserve[player]
    held = board.offerings[player]
    expected = []
    for space, divinity in enumerate(board.spaces):
        if divinity < 0:
            continue
        for offered in sorted({tuple(sorted(c)) for n in range(len(held) + 1) for c in combinations(held, n)}):
            price = model_price(state, player, space, offered)
            if price <= purse:
                expected.append((space + 1, offered, price))
    got = [(item["space"], tuple(item["offerings"]), item["cost"]) for item in legal]
    assert sorted(got) == sorted(expected), f"activation: offered {sorted(got)}, the model {sorted(expected)}"


def hidden_divinities(state: State) -> None:
    board = part(state)
    assert board is not None
    if board.revealed:
        return
    for viewer in (0, 1):
        seen = GAME.observe(state, viewer)["pantheon"]["spaces"]
        for space, (divinity, placer) in enumerate(zip(board.spaces, board.placed_by, strict=True)):
            if divinity >= 0 and placer >= 0 and placer != viewer:
                assert seen[space]["divinity"] is None, f"hidden divinities: {viewer} sees space {space + 1}"


def points(state: State) -> None:
    board = part(state)
    assert board is not None
    for seat, sheet in enumerate(GAME.score_sheet(state)):
        held = [NAMES[d] for d in board.divinities[seat]]
        coins_on = board.reserve[seat] if any(name in COIN_POINTS for name in held) else 0
        assert sheet["divinities"] == sum(FIXED_POINTS.get(name, 0) for name in held) + coins_on, \
            f"points: divinities of {seat}"
        temples = sum(1 for c in state.cities[seat].cards if R.cards[c].name in TEMPLE_NAMES)
        assert sheet["purple"] == SET_POINTS[temples], f"points: {temples} Grand Temples of {seat}"


def play_checked(seed: int, devout: bool, choose: Callable[[int], int]) -> Counter[str]:
    """A whole game from the setup of ``seed``, each move the ``choose(n)``-th of the ``n`` legal ones
    (of the activations only, when ``devout`` and there are some); every invariant checked after
    every move.  What the game went through: the kinds of its moves."""
    state = GAME.new_game(seed=seed)
    seen: Counter[str] = Counter()
    while state.outcome is None:
        actions = GAME.legal_actions(state)
        if devout:
            actions = [a for a in actions if a.kind == ACTIVATE] or actions
        action = actions[choose(len(actions))]
        step = GAME.apply(state, action)
        after = step.state
        coin_flows(state, after, list(step.events), action.kind)
        for check in (divinity_conservation, token_conservation, activations, hidden_divinities, points):
            check(after)
        seen[action.kind] += 1
        seen.update(e.kind for e in step.events)
        state = after
    return seen


@scaled(0.1)
@given(st.data())
def test_every_position_of_a_game_keeps_the_expansions_invariants(data: st.DataObject) -> None:
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    devout = data.draw(st.booleans(), label="devout")
    play_checked(seed, devout, lambda n: data.draw(st.integers(0, n - 1), label="move"))


def test_the_invariants_are_put_to_the_test_by_seeded_games():
    """The same checks over seeded games that activate divinities whenever they can: they pass through
    every kind of the expansion's moves, the coins on Astarte spent and the Gate activated."""
    seen: Counter[str] = Counter()
    for seed in range(16):
        rng = SplitMix64(seed)
        seen += play_checked(seed, seed % 4 != 0, rng.below)
    assert seen[ACTIVATE] >= 60 and seen["place_divinity"] >= 40 and seen["gate"] == 16
    assert seen["reserve"] >= 2 and seen["invoke"] >= 1 and seen["token"] >= 80


def test_the_model_reads_the_spec_text():
    assert (SANCTUARY, SANCTUARY_DISCOUNT) == ("The Sanctuary", 2)
    assert FIXED_POINTS == {"Aphrodite": 9}
    assert sorted(COIN_POINTS) == ["Astarte"]
    assert SET_POINTS == [0, 5, 12, 21] and len(TEMPLE_NAMES) == 5
    assert COSTS[0] == [3, 8] and FACTOR == 2 and sorted(OFFERINGS) == [2, 3, 4]
