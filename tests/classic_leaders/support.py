"""Helpers for the tests of 7 Wonders: Leaders (the variant leaders): the game, a setup with chosen
leaders, and moves made by name."""

from __future__ import annotations

import dataclasses

from oracle.classic.game import Game
from oracle.classic.leaders.state import LeadersSetup, leader_cards, part
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
