"""The 2020 edition played: Olympia's three free builds (wonder.free_colour, wonder.free_first_card,
wonder.free_last_card), the Decorators Guild (scoring.condition), Babylon's two-stage Night side,
records that name the edition and its Day and Night sides, and complete games at 3, 5 and 7 players."""

from __future__ import annotations

import json
from typing import Any

import pytest

import oracle
from oracle.classic.scoring import city_score
from oracle.classic.state import BUILD, DISCARD, LAST_CARD, STAGE, Action, City, State
from oracle.errors import IllegalMoveError, InvalidArgumentError, InvalidRecordError

GAMES: dict[int, Any] = {}


def game(players: int = 3) -> Any:
    if players not in GAMES:
        GAMES[players] = oracle.load_game("classic", variant="edition2020", players=players)
    return GAMES[players]


def card(name: str) -> int:
    return game().rules.card_index(name)


def position(boards: list[str], structures: list[list[str]], hands: list[list[str]], stages: list[int],
             coins: list[int] | None = None, age: int = 1, turn: int = 1) -> State:
    """A position of the 2020 edition in its choosing phase, seat i on board side ``boards[i]``."""
    g = game(len(boards))
    rules = g.rules
    start = g.new_game(seed=0)
    setup = start.setup._replace(boards=tuple(rules.board_index(b) for b in boards))
    coins = coins or [3] * len(boards)
    cities = tuple(City(board=setup.boards[s], structures=tuple(card(n) for n in structures[s]), stages=stages[s],
                        tucked=(card("Altar"),) * stages[s], coins=coins[s]) for s in range(len(boards)))
    return start._replace(setup=setup, age=age, turn=turn, cities=cities,
                          hands=tuple(tuple(sorted(card(n) for n in h)) for h in hands))


def legal(state: State, seat: int = 0) -> set[tuple[str, str, int, int, bool]]:
    g = game(state.players)
    return {(a.kind, g.rules.cards[a.card].name, a.left, a.right, a.free) for a in g.legal_actions(state, seat)}


OTHERS = ["Rhodes Day", "Giza Day"]


# ---- Olympia's Day side: the first card of each colour (wonder.free_colour) ---------------------------

def test_olympia_day_builds_a_card_of_a_colour_the_city_lacks_for_nothing():
    # Olympia Day with 2 stages, a brown card and no coins: the Stockade (red, 1 wood) may be built
    # for nothing; the Timber Yard (brown, 1 coin) may not, the city holding a brown card already
    state = position(["Olympia Day", *OTHERS], [["Lumber Yard"], [], []],
                     [["Stockade", "Timber Yard"], ["Altar"] * 2, ["Altar"] * 2], [2, 0, 0], coins=[0, 3, 3])
    assert legal(state) == {
        (BUILD, "Stockade", 0, 0, False),       # its wood from the Lumber Yard: it costs nothing, so the free
        (DISCARD, "Stockade", 0, 0, False),     # build of a new colour is not listed beside it (the same move)
        (DISCARD, "Timber Yard", 0, 0, False),
    }
    without = position(["Olympia Day", *OTHERS], [[], [], []],
                       [["Stockade", "Timber Yard"], ["Altar"] * 2, ["Altar"] * 2], [2, 0, 0], coins=[0, 3, 3])
    assert legal(without) == {
        (BUILD, "Stockade", 0, 0, True),        # no wood and no coins: free, the city holding no red card
        (BUILD, "Timber Yard", 0, 0, True),     # and no brown card either
        (DISCARD, "Stockade", 0, 0, False),
        (DISCARD, "Timber Yard", 0, 0, False),
    }
    with pytest.raises(IllegalMoveError) as refused:
        game().apply(state, Action(BUILD, card("Stockade"), free=True), 0)
    assert refused.value.rule == "wonder.free_colour"
    assert refused.value.message == "a free build is for a card that costs something: it costs nothing already"


def play_turn(state: State, actions: dict[int, Action]) -> State:
    for seat, action in sorted(actions.items()):
        state = game(state.players).apply(state, action, seat).state
    return state


def test_the_free_build_of_a_new_colour_pays_nothing_and_uses_nothing_up():
    state = position(["Olympia Day", *OTHERS], [[], [], []],
                     [["Timber Yard", "Forest Cave", "Stockade"]] * 3, [2, 0, 0], coins=[1, 3, 3])
    after = play_turn(state, {0: Action(BUILD, card("Timber Yard"), free=True),
                              1: Action(DISCARD, card("Timber Yard")), 2: Action(DISCARD, card("Timber Yard"))})
    city = after.cities[0]
    assert city.coins == 1 and city.free_build_age == 0 and city.structures == (card("Timber Yard"),)
    # the hands passed, each holding a Forest Cave and a Stockade: a second brown card is no longer
    # free; the red card would be, but the Timber Yard now pays its wood, so it is built for nothing
    # without the free build, which is not listed beside that build
    assert (BUILD, "Forest Cave", 0, 0, False) in legal(after, 0)
    assert (BUILD, "Forest Cave", 0, 0, True) not in legal(after, 0)
    assert (BUILD, "Stockade", 0, 0, False) in legal(after, 0)
    assert (BUILD, "Stockade", 0, 0, True) not in legal(after, 0)
    with pytest.raises(IllegalMoveError) as refused:
        game().apply(after, Action(BUILD, card("Forest Cave"), free=True), 0)
    assert refused.value.rule == "wonder.free_colour" and "already holds a brown card" in str(refused.value)


def test_before_its_stage_stands_olympia_day_frees_nothing():
    state = position(["Olympia Day", *OTHERS], [[], [], []],
                     [["Timber Yard", "Stockade"], ["Altar"] * 2, ["Altar"] * 2], [1, 0, 0], coins=[0, 3, 3])
    assert not any(free for *_, free in legal(state))
    with pytest.raises(IllegalMoveError) as refused:
        game().apply(state, Action(BUILD, card("Timber Yard"), free=True), 0)
    assert refused.value.rule == "wonder.free_colour" and "is not built" in str(refused.value)


def test_a_free_build_on_a_board_giving_none_breaks_the_cost():
    state = position(["Giza Day", "Rhodes Day", "Olympia Day"], [[], [], []],
                     [["Timber Yard"], ["Altar"], ["Altar"]], [3, 0, 0], coins=[0, 3, 3], turn=6)
    with pytest.raises(IllegalMoveError) as refused:
        game().apply(state, Action(BUILD, card("Timber Yard"), free=True), 0)
    assert refused.value.rule == "build.cost"


def test_a_card_that_costs_nothing_is_not_listed_twice():
    # the Lumber Yard costs nothing: building it free would be the same move (edition.free_only_when_it_saves)
    state = position(["Olympia Day", *OTHERS], [[], [], []],
                     [["Lumber Yard", "Altar"], ["Altar"] * 2, ["Altar"] * 2], [2, 0, 0], coins=[0, 3, 3])
    assert {(kind, name, free) for kind, name, _, _, free in legal(state)} == {
        (BUILD, "Lumber Yard", False), (BUILD, "Altar", False), (DISCARD, "Lumber Yard", False),
        (DISCARD, "Altar", False)}
    with pytest.raises(IllegalMoveError) as refused:
        game().apply(state, Action(BUILD, card("Lumber Yard"), free=True), 0)
    assert refused.value.rule == "wonder.free_colour" and "costs nothing already" in str(refused.value)


def test_a_wonder_stage_is_never_free():
    state = position(["Olympia Day", *OTHERS], [[], [], []],
                     [["Stockade", "Altar"], ["Altar"] * 2, ["Altar"] * 2], [2, 0, 0], coins=[0, 3, 3])
    assert not any(kind == STAGE for kind, *_ in legal(state))        # stage 3 needs 3 clay; the city has 1
    # a free stage is no action of the game at all: no record can write one, and a value written by hand
    # that says so is refused before any rule is asked
    with pytest.raises(InvalidArgumentError, match=r"Action\(kind='stage', card=\d+, free=True\) is not an action "
                                                   r"of 7 Wonders \(2020 edition\)"):
        game().apply(state, Action(STAGE, card("Stockade"), free=True), 0)


# ---- Olympia's Night side: the cards of the first and the last turns ----------------------------------

@pytest.mark.parametrize(("stages", "turn", "free"), [
    (1, 1, True), (1, 2, False), (1, 6, False),     # stage 1: the first turn of each Age
    (2, 6, True), (2, 5, False), (2, 1, True),      # stage 2 adds the last (sixth) turn
    (0, 1, False),
])
def test_olympia_night_frees_the_card_of_the_first_and_the_last_turns(stages: int, turn: int, free: bool):
    hand = ["Sawmill", "Quarry"] if turn == 6 else ["Sawmill"] * (8 - turn)
    state = position(["Olympia Night", *OTHERS], [[], [], []], [hand, ["Altar"] * len(hand), ["Altar"] * len(hand)],
                     [stages, 0, 0], coins=[0, 3, 3], age=2, turn=turn)
    found = legal(state)
    assert ((BUILD, "Sawmill", 0, 0, True) in found) is free
    assert (BUILD, "Sawmill", 0, 0, False) not in found           # 1 coin, and the city has none
    if not free:
        with pytest.raises(IllegalMoveError) as refused:
            game().apply(state, Action(BUILD, card("Sawmill"), free=True), 0)
        assert refused.value.rule == ("wonder.free_last_card" if turn == 6 else "wonder.free_first_card")


def test_olympia_night_built_on_the_first_turn_frees_nothing_in_that_turn():
    state = position(["Olympia Night", *OTHERS], [["Ore Vein"], [], []],
                     [["Sawmill", "Quarry", "Altar", "Altar", "Altar", "Altar", "Altar"], ["Altar"] * 7,
                      ["Altar"] * 7], [0, 0, 0], coins=[2, 3, 3], age=2)
    g = game()
    after = g.apply(state, Action(STAGE, card("Quarry"), left=2), 0).state       # an ore bought from Rhodes
    for seat in (1, 2):
        after = g.apply(after, Action(DISCARD, card("Altar")), seat).state
    assert after.turn == 2 and after.cities[0].stages == 1
    assert not any(a.free for a in g.legal_actions(after, 0))


# ---- the Decorators Guild (scoring.condition) --------------------------------------------------------

@pytest.mark.parametrize(("board", "stages", "points"), [
    ("Babylon Night", 2, 7), ("Babylon Night", 1, 0), ("Giza Night", 3, 0), ("Giza Night", 4, 7),
    ("Alexandria Day", 3, 7),
])
def test_the_decorators_guild_scores_7_for_a_complete_wonder(board: str, stages: int, points: int):
    state = position([board, *OTHERS], [["Decorators Guild"], [], []], [["Altar"]] * 3, [stages, 0, 0],
                     age=3, turn=6)
    assert city_score(game().rules, state, 0)["guilds"] == points


# ---- Babylon's Night side -------------------------------------------------------------------------------

def test_babylon_night_plays_the_last_card_from_its_first_stage():
    g = game()
    state = position(["Babylon Night", *OTHERS], [[], [], []],
                     [["Stockade", "Altar"], ["Altar", "Theater"], ["Altar", "Theater"]], [1, 0, 0], turn=6)
    assert len(g.rules.boards[g.rules.board_index("Babylon Night")].stages) == 2
    after = g.apply(state, Action(BUILD, card("Altar")), 0).state
    for seat in (1, 2):
        after = g.apply(after, Action(BUILD, card("Altar")), seat).state
    assert after.phase == LAST_CARD and g.to_move(after) == (0,)
    assert {(a.kind, g.rules.cards[a.card].name) for a in g.legal_actions(after, 0)} == {
        (BUILD, "Stockade"), (DISCARD, "Stockade")}


# ---- records and whole games ---------------------------------------------------------------------------

def test_a_record_names_the_edition_and_its_sides_day_and_night():
    g = game(3)
    play = g.random_game(7)
    record = g.record_to_json(g.record(play.initial.setup, play.moves, play.movers))
    assert record["variant"] == "edition2020"
    assert {b["side"] for b in record["setup"]["boards"]} <= {"Day", "Night"}
    final, _ = g.replay(g.read_record(json.dumps(record)))
    assert final == play.final
    record["setup"]["boards"][0]["side"] = "A"
    with pytest.raises(InvalidRecordError) as refused:
        g.read_record(json.dumps(record))
    assert refused.value.path == "$.setup.boards[0].side"
    assert 'expected "Day" or "Night"' in str(refused.value)


def test_a_first_edition_card_is_unknown_to_the_edition():
    g = game(3)
    record = g.record_to_json(g.record(g.random_game(1).initial.setup, ()))
    hand = record["setup"]["hands"]["I"][0]
    hand[0] = "Pawnshop"
    with pytest.raises(InvalidRecordError) as refused:
        g.read_record(json.dumps(record))
    assert refused.value.path == "$.setup.hands.I[0][0]"


@pytest.mark.parametrize("players", [3, 5, 7])
def test_complete_games_of_the_edition(players: int):
    g = game(players)
    seen_boards: set[str] = set()
    for seed in range(4):
        play = g.random_game(seed)
        final = play.final
        assert final.outcome is not None and final.age == 3 and g.legal_actions(final) == []
        names = {g.rules.boards[b].name for b in final.setup.boards}
        assert all(n.endswith((" Day", " Night")) for n in names)
        seen_boards |= names
        cards = {g.rules.cards[c].name for city in final.cities for c in city.structures}
        assert not cards & {"Pawnshop", "Strategists Guild"}
        assert len(g.score_sheet(final)) == players
    assert len(seen_boards) >= players
