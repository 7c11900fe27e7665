"""Helpers for the tests of 7 Wonders: Leaders (the variant leaders): the game, a setup with chosen
leaders, and moves made by name."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable
from typing import Any

import jsonschema

from oracle.classic.game import Game
from oracle.classic.leaders.state import LeadersPart, LeadersSetup, leader_cards, part, with_leaders
from oracle.classic.ruleset import Ruleset
from oracle.classic.setup import draw_setup
from oracle.classic.state import Action, State
from oracle.core import belonging
from oracle.core.prng import SplitMix64

# The leaders dealt in most tests' three-player games, and the picks of a whole draft from them
DEALT = [["Croesus", "Cleopatra", "Caesar", "Sappho"],
         ["Euclid", "Hannibal", "Midas", "Pericles"],
         ["Zenobia", "Nefertiti", "Hiram", "Varro"]]
PICKS = [["Croesus", "Hannibal", "Hiram", "Cleopatra"],
         ["Euclid", "Nefertiti", "Sappho", "Midas"],
         ["Zenobia", "Caesar", "Pericles", "Varro"]]


def game(players: int = 3) -> Game:
    return Game.load("leaders", players)


def ended_keeping_invariants(g: Game, seed: int) -> State:
    """The last state of the random game of ``seed``, every step checked against the game's invariants."""
    state, moves = g.random_play(seed)
    for _, _, step in moves:
        assert g.check_step(state, step) == []
        state = step.state
    assert state.outcome is not None
    return state


def decision_follows_schemas(g: Game, s: State, owner: int, decision: str) -> tuple[Any, Any]:
    """Check that the legal list, the views and the state of ``s``, where player ``owner`` owes ``decision``,
    follow the ruleset's schemas, and that another player sees the decision pending; the observation and
    state validators, for what follows."""
    from oracle.conformance.schemas import all_schemas

    schemas = all_schemas(g)
    observation = jsonschema.Draft202012Validator(schemas["observation"])
    state = jsonschema.Draft202012Validator(schemas["state"])
    legal = jsonschema.Draft202012Validator({"$ref": "#/$defs/legal_action", "$defs": g.schema_defs()})
    for item in g.legal_json(s, owner):
        legal.validate(item)
    assert g.observe(s, (owner + 1) % g.players)["pending"] == {"player": owner, "decision": decision}
    observation.validate(g.observe(s, (owner + 1) % g.players))
    state.validate(g.protocol_state(s))
    return observation, state


def round_trip(g: Game, first: State, made: list[Any], final: State) -> dict[str, Any]:
    """The record of the game from ``first`` through the moves ``made`` (each (action, player, ...)),
    checked: read back, it writes the same JSON, replays to ``final`` and follows the record schema;
    its JSON."""
    from oracle.conformance.schemas import validator

    record = g.record(first.setup, [m[0] for m in made], [m[1] for m in made])
    text = json.dumps(g.record_to_json(record))
    again = g.read_record(text)
    assert json.dumps(g.record_to_json(again)) == text
    replayed, _ = g.replay(again)
    assert replayed == final
    written: dict[str, Any] = json.loads(text)
    validator("record.v1", g).validate(written)
    return written


def play_until(g: Game, s: State, done: Callable[[State], bool], seed: int) -> State:
    """Random legal moves from ``s`` until ``done(s)``, each step checked against the game's invariants."""
    rng = random.Random(seed)
    while not done(s):
        player = g.to_move(s)[0]
        step = g.apply(s, rng.choice(g.legal_actions(s, player)), player)
        assert not g.check_step(s, step)
        s = step.state
    return s


def recruitment_of_age_two(g: Game) -> State:
    """Age II's recruitment: Solomon in player 0's hand (5 coins), Midas in player 1's, Zenobia in player
    2's, whose Halicarnassus-like first stage is built (Foundry and Ore Vein in the city); Baths and Altar
    in the discard pile."""
    s = draft_all(g, start(g, DEALT, seed=1), PICKS)
    s = play_until(g, s, lambda t: t.age == 2, seed=7)
    cities = list(s.cities)
    cities[0] = cities[0]._replace(coins=5)
    cities[2] = cities[2]._replace(stages=1, structures=(index(g, "Foundry"), index(g, "Ore Vein")))
    s = s._replace(cities=tuple(cities), discard=(index(g, "Baths"), index(g, "Altar")))
    return with_leaders(g.rules, s, LeadersPart(((index(g, "Solomon"),), (index(g, "Midas"),),
                                                 (index(g, "Zenobia"),)), ((), (), ())))


def index(g: Game, name: str) -> int:
    return g.rules.card_index(name)


def names(g: Game, cards: tuple[int, ...]) -> list[str]:
    return [g.rules.cards[c].name for c in cards]


def seven_boards(g: Game, boxed: tuple[str, ...] = ("Roma", "Abu Simbel")) -> Ruleset:
    """``g``'s rules dealing the base game's seven boards only, Roma (and Abu Simbel) left in the box: the
    deals the tests written before those joined the boards were made with (a seed deals the same boards
    and hands)."""
    spec = dataclasses.replace(g.rules.spec, boards={b: s for b, s in g.rules.spec.boards.items() if b not in boxed})
    return dataclasses.replace(g.rules, spec=spec)


def start(g: Game, dealt: list[list[str]], seed: int = 1, roma: bool = False) -> State:
    """A new game of ``g`` whose base setup is seed ``seed``'s and whose leaders dealt are ``dealt``
    (the others left unused, in spec order: the setup is one a record writes and reads back).  Unless
    ``roma``, the boards are dealt from the base game's seven (:func:`seven_boards`); with it, from those
    and Roma, Abu Simbel left in the box (the deals of the tests written before it joined the boards)."""
    setup = g.draw_setup(SplitMix64(seed))
    boxed = ("Abu Simbel",) if roma else ("Roma", "Abu Simbel")
    if any(b in g.rules.spec.boards for b in boxed):
        setup = setup._replace(**draw_setup(seven_boards(g, boxed), g.players, SplitMix64(seed))._asdict())
    chosen = tuple(tuple(index(g, n) for n in hand) for hand in dealt)
    unused = tuple(c for c in leader_cards(g.rules) if not any(c in hand for hand in chosen))
    return g.new_game(setup._replace(parts=(LeadersSetup(chosen, unused),)))


def action(g: Game, kind: str, name: str, left: int = 0, right: int = 0, bank: int = 0) -> Action:
    """An action of the ruleset's own type, made by its fields (``bank``: coins to the bank for resources)."""
    made: Action = belonging.make(g.action_type, (kind, index(g, name), left, right, False, False, bank))
    return made


def play(g: Game, state: State, kind: str, name: str, player: int, left: int = 0, right: int = 0,
         bank: int = 0) -> State:
    step = g.apply(state, action(g, kind, name, left, right, bank), player)
    assert not g.check_step(state, step)
    return step.state


def hands(g: Game, state: State) -> list[list[str]]:
    return [names(g, h) for h in part(g.rules, state).hands]


def drafts(g: Game, state: State) -> list[list[str]]:
    return [names(g, h) for h in part(g.rules, state).draft]


def draft_all(g: Game, state: State, picks: list[list[str]]) -> State:
    """The whole draft: in each pick, player p keeps ``picks[p][pick]``."""
    for pick in range(len(picks[0])):
        for player, kept in enumerate(picks):
            state = play(g, state, "keep", kept[pick], player)
    return state


def guild_line_problem(g: Game, line: str) -> str:
    """The one problem the checks of ``g``'s vocabulary find in a guild whose only clause is ``line``
    (file ``x.wdl``, the clause on line 4)."""
    from oracle.dsl.parser import parse_text
    from oracle.dsl.validate import validate
    from oracle.errors import SpecError

    text = f'card "X" {{\n  colour purple\n  cost wood\n  {line}\n}}\n'
    try:
        validate(list(parse_text(text, "x.wdl").components), g.rules.spec.vocabulary, "game.toml")
    except SpecError as caught:
        (problem,) = caught.problems
        return str(problem)
    raise AssertionError(f"no problem found in {line!r}")
