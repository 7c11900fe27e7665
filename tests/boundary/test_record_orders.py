"""No record loses anything: every field of a setup that is an order, a deal or a draw must hold
exactly the components the rules deal, each as often as the box has it, or the record is refused
at its JSON path (nothing is filled in, dropped or left unshuffled) — for every game."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

import oracle
from oracle.errors import InvalidRecordError

Edit = Callable[[dict[str, Any]], Any]


def record(name: str, seed: int, variant: str = "standard", players: int | None = None) -> dict[str, Any]:
    game = oracle.load_game(name, variant=variant, players=players)
    play = game.random_game(seed)
    return game.record_to_json(game.record(play.initial.setup, play.moves[:6], play.movers[:6]))


def refused(name: str, data: dict[str, Any], edit: Edit) -> InvalidRecordError:
    data = copy.deepcopy(data)
    edit(data["setup"])
    game = oracle.load_game(name, variant=data.get("variant", "standard"), players=data.get("players"))
    with pytest.raises(InvalidRecordError) as caught:
        game.read_record(json.dumps(data))
    return caught.value


def swap_in(path: list[Any], index: int, source: list[Any], source_index: int) -> Edit:
    """Put the item at ``source[source_index]`` (read from the setup) at ``path[index]``: one card twice, one gone."""
    def edit(setup: dict[str, Any]) -> None:
        target = setup
        for key in path:
            target = target[key]
        origin = setup
        for key in source:
            origin = origin[key]
        target[index] = origin[source_index]
    return edit


def popped(*path: Any) -> Edit:
    def edit(setup: dict[str, Any]) -> None:
        target = setup
        for key in path:
            target = target[key]
        target.pop()
    return edit


DUEL = record("duel", 3)
DUEL_CASES = [
    ("an Age's deal one card short", popped("ages", "I"), "$.setup.ages.I", "expected 20 names, found 19"),
    ("Age III's deal one card short", popped("ages", "III"), "$.setup.ages.III", "expected 20 names, found 19"),
    ("a card dealt twice", swap_in(["ages", "II"], 7, ["ages", "II"], 3), "$.setup.ages.II[7]",
     "appears twice"),
    ("the wonders one short", popped("wonders"), "$.setup.wonders", "expected 8 names, found 7"),
    ("a wonder twice", swap_in(["wonders"], 5, ["wonders"], 1), "$.setup.wonders[5]", "appears twice"),
    ("the board one token short", popped("progress_tokens", "board"), "$.setup.progress_tokens.board",
     "expected 5 names, found 4"),
    ("the box one token short", popped("progress_tokens", "box"), "$.setup.progress_tokens.box",
     "expected 5 names, found 4"),
    ("a token on the board twice", swap_in(["progress_tokens", "board"], 4, ["progress_tokens", "board"], 0),
     "$.setup.progress_tokens.board[4]", "appears twice"),
]


@pytest.mark.parametrize(("what", "edit", "path", "message"), DUEL_CASES, ids=[c[0] for c in DUEL_CASES])
def test_duel_deals_are_whole(what, edit, path, message):  # type: ignore[no-untyped-def]
    error = refused("duel", DUEL, edit)
    assert error.path == path
    assert message in error.message


CLASSIC = record("classic", 3, players=4)
FREE_CITY = record("classic", 3, variant="free_city", players=2)
CLASSIC_CASES = [
    ("a hand one card short", CLASSIC, popped("hands", "I", 2), "$.setup.hands.I[2]",
     "expected a hand of 7 card names"),
    ("one hand missing", CLASSIC, popped("hands", "II"), "$.setup.hands.II",
     "expected 4 hands, one per player in seat order"),
    ("a card dealt once too often", CLASSIC, swap_in(["hands", "I", 3], 6, ["hands", "I", 0], 0),
     None, "this is one more"),
    ("a guild twice in Age III", CLASSIC, None, "$.setup.hands.III", "different guilds"),
    ("the Free City's pile one card short", FREE_CITY, popped("free_city", "II"), "$.setup.free_city.II",
     "expected a hand of 7 card names"),
    ("a board dealt twice", CLASSIC, lambda s: s["boards"].__setitem__(3, dict(s["boards"][0])),
     "$.setup.boards[3].board", "is dealt twice"),
    ("a board missing", CLASSIC, popped("boards"), "$.setup.boards", "expected 4 boards"),
]


def _guild_twice(setup: dict[str, Any]) -> None:
    guilds = [(s, i) for s, hand in enumerate(setup["hands"]["III"]) for i, c in enumerate(hand) if "Guild" in c]
    (s0, i0), (s1, i1) = guilds[:2]
    setup["hands"]["III"][s1][i1] = setup["hands"]["III"][s0][i0]


@pytest.mark.parametrize(("what", "data", "edit", "path", "message"), CLASSIC_CASES, ids=[c[0] for c in CLASSIC_CASES])
def test_classic_deals_are_whole(what, data, edit, path, message):  # type: ignore[no-untyped-def]
    error = refused("classic", data, edit or _guild_twice)
    if path is not None:
        assert error.path == path
    else:
        assert error.path.startswith("$.setup.hands.I[")
    assert message in error.message


ARCHITECTS = record("architects", 6, players=3)      # Halicarnassus at seat 0: two reshuffle orders
ARCHITECTS_CASES = [
    ("a wonder's deck one card short", popped("decks", 1), "$.setup.decks[1]", "is missing: the deck of"),
    ("a card of a deck replaced by another", lambda s: s["decks"][2].__setitem__(
        3, next(c for c in s["central"] if c != s["decks"][2][3])), "$.setup.decks[2]", "this is one more"),
    ("the central deck one card short", popped("central"), "$.setup.central", "is missing: the central deck"),
    ("a progress token one short", popped("progress"), "$.setup.progress",
     "expected the 15 progress tokens in pile order"),
    ("a progress token twice", swap_in(["progress"], 0, ["progress"], 1), "$.setup.progress", None),
    ("a reshuffle order missing", lambda s: s.pop("reshuffles"), "$.setup.reshuffles",
     "the wonders at this table shuffle cards back 2 times"),
    ("a reshuffle order short", lambda s: s["reshuffles"][0].__delitem__(slice(2, None)),
     "$.setup.reshuffles[0]", "found 2 numbers"),
]


@pytest.mark.parametrize(("what", "edit", "path", "message"), ARCHITECTS_CASES, ids=[c[0] for c in ARCHITECTS_CASES])
def test_architects_deals_are_whole(what, edit, path, message):  # type: ignore[no-untyped-def]
    error = refused("architects", ARCHITECTS, edit)
    assert error.path.startswith(path)
    if message is not None:
        assert message in error.message
