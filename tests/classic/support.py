"""Building positions of 7 Wonders directly, by component name, for the tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import oracle
from oracle.classic.state import BUILD, DISCARD, STAGE, Action, City, State

GAMES: dict[int, Any] = {}


def game(players: int = 3) -> Any:
    if players not in GAMES:
        GAMES[players] = oracle.load_game("classic", players=players)
    return GAMES[players]


def card(name: str) -> int:
    return game().rules.card_index(name)


def cards(*names: str) -> tuple[int, ...]:
    return tuple(card(n) for n in names)


def position(boards: list[str], structures: list[list[str]] | None = None, coins: list[int] | None = None,
             hands: list[list[str]] | None = None, stages: list[int] | None = None, age: int = 1, turn: int = 1,
             discard: list[str] = (), **city: Any) -> State:  # type: ignore[assignment]
    """A position of the game in its choosing phase: seat i has board side ``boards[i]`` ("Giza A"),
    the structures, coins (default 3), hand and stages given; Age and turn as given."""
    players = len(boards)
    g = game(players)
    rules = g.rules
    start = g.new_game(seed=0)
    setup = start.setup._replace(boards=tuple(rules.board_index(b) for b in boards))
    structures = structures or [[] for _ in boards]
    coins = coins or [3] * players
    stages = stages or [0] * players
    hands = hands or [["Altar"] * (7 - turn + 1)] * players
    cities = []
    for seat in range(players):
        extra = {k: v[seat] for k, v in city.items()}
        cities.append(City(board=setup.boards[seat], structures=cards(*structures[seat]), stages=stages[seat],
                           tucked=cards(*["Altar"] * stages[seat]), coins=coins[seat], **extra))
    return start._replace(setup=setup, age=age, turn=turn, cities=tuple(cities),
                          hands=tuple(tuple(sorted(cards(*h))) for h in hands), discard=cards(*discard))


def build(name: str, left: int = 0, right: int = 0, free: bool = False) -> Action:
    return Action(BUILD, card(name), left, right, free)


def stage(name: str, left: int = 0, right: int = 0) -> Action:
    return Action(STAGE, card(name), left, right)


def discard(name: str) -> Action:
    return Action(DISCARD, card(name))


def pays(state: State, seat: int, kind: str, name: str) -> list[tuple[int, int]]:
    """The (left, right) payments of the legal actions ``kind`` with card ``name`` of ``seat``."""
    g = game(state.players)
    return [(a.left, a.right) for a in g.legal_actions(state, seat)
            if a.kind == kind and a.card == card(name) and not a.free]


def play_turn(state: State, actions: dict[int, Action]) -> tuple[State, list[dict[str, Any]]]:
    """Every seat commits its action; the state after the turn and the events, as JSON."""
    g = game(state.players)
    events: list[dict[str, Any]] = []
    for seat, action in sorted(actions.items()):
        step = g.apply(state, action, seat)
        state = step.state
        events.extend(e.to_json() for e in step.events)
    return state, events


def positions(variant: str, players: int, games: int = 3) -> Iterator[tuple[Any, State]]:
    """Every position of the random games of seeds 0 to ``games`` - 1 of ``variant`` at ``players``, with its
    game, the first one of each game included."""
    game = oracle.load_game("classic", variant=variant, players=players)
    for seed in range(games):
        initial, moves = game.random_play(seed)
        yield game, initial
        for _, _, step in moves:
            yield game, step.state
