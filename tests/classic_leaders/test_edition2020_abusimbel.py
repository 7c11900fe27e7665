"""Abu Simbel in Leaders for the 2020 edition (leaders.abu_simbel, effect.entomb; rulings
leaders.abu_simbel_*): both sides make papyrus; Day's first two stages score 3 and 5 points and its third
entombs a leader, each of Night's two stages entombs one.  An entombed leader leaves its city (its ability
ends) and scores twice its cost in the Leaders row; a choice among several is a decision of the owner,
one goes at once, none leaves nothing to do.

The positions are set by hand in the first turn of Age III of a three-player game whose boards are those
of seed 55 (player 0 Abu Simbel Night, player 1 Olympia Night, player 2 Rhodes Night): player 0 makes
Night's first stage (two clay and loom) with a Brickyard and a Loom, and its second (two wood and glass)
with a Sawmill and a Glassworks, so it builds each paying nobody."""

from __future__ import annotations

import json

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.state import part, with_leaders
from oracle.classic.rules import city as cities
from oracle.classic.scoring import score_sheet
from oracle.classic.state import State
from oracle.conformance.schemas import all_schemas
from oracle.core.prng import SplitMix64
from oracle.errors import IllegalMoveError, SpecError
from tests.classic_leaders.support import (
    action,
    decision_follows_schemas,
    guild_line_problem,
    index,
    names,
    play,
    round_trip,
)

VARIANT = "edition2020_leaders"
G = Game.load(VARIANT, 3, rule_options=())
MAKES_NIGHT = ["Brickyard", "Loom", "Sawmill", "Glassworks"]
HANDS = [["Palace", "Pantheon", "Town Hall", "Lighthouse", "Academy", "University", "Magistrates Guild"],
         ["Arena", "Arsenal", "Siege Workshop", "Lodge", "Observatory", "Traders Guild", "Decorators Guild"],
         ["Gardens", "Senate", "Haven", "Fortifications", "Study", "Shipowners Guild", "Spies Guild"]]


def _age_three() -> State:
    """The first turn of Age III of the random game of seed 55 (its leaders and cards do not matter)."""
    rng = SplitMix64(55)
    s = G.new_game(G.draw_setup(rng))
    while not (s.age == 3 and s.phase == "choose" and s.turn == 1):
        player = G.to_move(s)[0]
        actions = G.legal_actions(s, player)
        s = G.apply(s, actions[rng.below(len(actions))], player).state
    assert [G.rules.boards[c.board].name for c in s.cities] == ["Abu Simbel Night", "Olympia Night", "Rhodes Night"]
    assert [names(G, h) for h in s.hands] == HANDS
    return s


START = _age_three()


def arranged(built: list[list[str]], stages: int = 0, coins: list[int] | None = None) -> State:
    """The first turn of Age III with each city's structures (leaders among them) as given, player 0's
    stages built as given (each with a spare card tucked), no leader entombed yet and the discard pile made
    up of the other cards dealt, so that every card is accounted for."""
    s = START
    structures = [tuple(index(G, n) for n in b) for b in built]
    spare = [c for age in s.setup.hands for h in age for c in h]
    for c in (*(c for h in s.hands for c in h), *(c for b in structures for c in b)):
        if c in spare:      # one copy each (a card of two Ages is dealt twice)
            spare.remove(c)
    tucked = tuple(spare[:stages])
    spare = spare[stages:]
    made = tuple(c._replace(structures=structures[i], stages=stages if i == 0 else 0,
                            tucked=tucked if i == 0 else (), victories=(), defeats=0,
                            coins=coins[i] if coins else 10) for i, c in enumerate(s.cities))
    held = sum(1 for b in structures for c in b if G.rules.cards[c].kind == "card") + stages
    dealt = sum(len(h) for age in s.setup.hands for h in age) - sum(len(h) for h in s.hands)
    s = s._replace(cities=made, discard=tuple(spare[:dealt - held]))
    return with_leaders(G.rules, s, part(G.rules, s)._replace(entombed=()))


def stage_built(built: list[list[str]], stages: int = 0, coins: list[int] | None = None) -> State:
    """Player 0 builds the next stage of Abu Simbel Night with the Palace; the others discard."""
    s = arranged(built, stages, coins)
    s = play(G, s, "stage", "Palace", 0)
    s = play(G, s, "discard", "Arena", 1)
    return play(G, s, "discard", "Gardens", 2)


def entombed(s: State) -> list[tuple[int, str, int]]:
    return [(seat, G.rules.cards[c].name, points) for seat, c, points in part(G.rules, s).entombed]


# ---- the board ----------------------------------------------------------------------------------------


def _stage(side: str, stage: int):
    return G.rules.boards[G.rules.board_index(side)].stages[stage - 1]


def _cost(part_) -> dict[str, int]:
    return {G.rules.resources[r]: n for r, n in enumerate(part_.cost) if n}


def test_abu_simbel_is_dealt_by_its_day_and_night_sides_making_papyrus():
    assert G.rules.spec.boards["Abu Simbel"] == ("Abu Simbel Day", "Abu Simbel Night")
    for side in ("Abu Simbel Day", "Abu Simbel Night"):
        board = G.rules.boards[G.rules.board_index(side)]
        assert board.board == "Abu Simbel"
        assert {G.rules.resources[r]: n for r, n in enumerate(board.base.produce) if n} == {"papyrus": 1}
    assert [_cost(_stage("Abu Simbel Day", n)) for n in (1, 2, 3)] == [
        {"stone": 1, "clay": 1}, {"wood": 1, "ore": 1}, {"stone": 2, "glass": 1, "loom": 1}]
    assert [_cost(_stage("Abu Simbel Night", n)) for n in (1, 2)] == [{"clay": 2, "loom": 1},
                                                                      {"wood": 2, "glass": 1}]
    assert len(G.rules.boards[G.rules.board_index("Abu Simbel Night")].stages) == 2


def test_the_stages_score_or_entomb_as_written():
    from oracle.dsl import ast

    entomb = ast.Entomb(1, ast.Name("white"), 2)
    assert [_stage("Abu Simbel Day", n).on_build for n in (1, 2, 3)] == [(), (), (entomb,)]
    assert [_stage("Abu Simbel Night", n).on_build for n in (1, 2)] == [(entomb,), (entomb,)]
    (day,) = [w for w in G.rules.spec.wonders if w.name == "Abu Simbel Day"]
    from oracle.dsl.printer import component_text

    assert "  stage 1 {\n    cost stone, clay\n    at end: 3 points\n  }\n" in component_text(day)
    assert "  stage 2 {\n    cost wood, ore\n    at end: 5 points\n  }\n" in component_text(day)


def test_the_board_names_its_rule_and_rulings():
    from oracle.classic.ruleset import load_ruleset

    rules = load_ruleset(None, VARIANT)
    assert {"leaders.abu_simbel", "effect.entomb"} <= set(rules.rule_ids)
    # the first edition's Leaders has neither Abu Simbel nor the entombing
    first = Game.load("leaders", 3).rules
    assert "Abu Simbel" not in first.spec.boards and "effect.entomb" not in first.rule_ids


# ---- the construct ----------------------------------------------------------------------------------------


def test_the_entombing_prints_back_as_written_and_reads_in_english():
    from oracle.dsl import ast
    from oracle.dsl.english import component_english, wording
    from oracle.dsl.parser import parse_text
    from oracle.dsl.plain import effect_plain
    from oracle.dsl.printer import component_text

    (night,) = [w for w in G.rules.spec.wonders if w.name == "Abu Simbel Night"]
    text = component_text(night) + "\n"
    assert text == ('wonder "Abu Simbel Night" {\n  always: produce papyrus\n  stage 1 {\n    cost 2 clay, loom\n'
                    '    when built: entomb 1 white card for 2 points per coin\n  }\n  stage 2 {\n'
                    '    cost 2 wood, glass\n    when built: entomb 1 white card for 2 points per coin\n  }\n}\n')
    (parsed,) = parse_text(text, "x.wdl").components
    assert component_text(parsed) + "\n" == text
    with wording(G.rules.spec.vocabulary.wording):
        english = component_english(parsed)
    assert ("When it is built, its owner takes one white card standing in their city, one at a time, and lays it "
            "under the board: no longer one of the city's cards, its ability ends, and at the end of the game it "
            "is worth 2 points for each coin of its cost as it stood then; with no such card in the city, nothing "
            "happens.") in " ".join(english)
    plain = effect_plain(ast.Entomb(1, ast.Name("white"), 2))
    assert plain == ("put 1 white card of your city under your board: it stops working, but at the end it scores "
                     "2 points per coin of its cost")


@pytest.mark.parametrize(("line", "message"), [
    ("when built: entomb 1 pink card for 2 points per coin", "x.wdl:4:24: unknown colour 'pink'"),
    ("when built: entomb 0 white card for 2 points per coin", "x.wdl:4:15: an amount must be at least 1, not 0"),
    ("when built: entomb 1 white card for 0 points per coin",
     "x.wdl:4:15: an amount of points must be at least 1, not 0"),
    ("at end: entomb 1 white card for 2 points per coin", "x.wdl:4:11: card 'X': 'entomb' cannot be used under "
                                                          "'at end'; it belongs under 'when built'"),
])
def test_an_entombing_is_checked_where_it_stands(line: str, message: str):
    assert guild_line_problem(G, line).startswith(message)


def test_a_broken_entombing_is_one_problem_at_its_place():
    from oracle.dsl.parser import parse_text

    with pytest.raises(SpecError) as caught:
        parse_text('card "X" {\n  colour purple\n  when built: entomb 1 white card for 2 points\n}\n', "x.wdl")
    assert len(caught.value.problems) == 1 and str(caught.value.problems[0]).startswith("x.wdl:4:1")


@pytest.mark.parametrize("ruleset", ["standard", "leaders"])
def test_the_base_game_and_the_first_editions_leaders_have_no_entombing(ruleset: str):
    from oracle.classic.ruleset import load_ruleset
    from oracle.dsl.parser import parse_text
    from oracle.dsl.validate import validate

    text = 'card "X" {\n  colour purple\n  cost wood\n  when built: entomb 1 white card for 2 points per coin\n}\n'
    with pytest.raises(SpecError) as caught:
        validate(list(parse_text(text, "x.wdl").components), load_ruleset(None, ruleset).spec.vocabulary,
                 "game.toml")
    assert "x.wdl:4:15: card 'X': 'entomb' is not an effect of this game" in str(caught.value)


# ---- entombing in play -------------------------------------------------------------------------------------


def test_a_choice_of_leaders_is_a_decision_of_the_owner():
    s = stage_built([[*MAKES_NIGHT, "Caesar", "Euclid", "Sappho"], ["Hypatia"], ["Croesus"]])
    assert s.phase == "entomb" and G.to_move(s) == (0,) and s.turn == 1
    assert s.cities[0].stages == 1
    legal = G.legal_actions(s, 0)
    assert {a.kind for a in legal} == {"entomb"}
    # the leaders of the owner's own city, never a neighbour's
    assert [item["card"] for item in G.legal_json(s, 0)] == sorted(["Caesar", "Euclid", "Sappho"],
                                                                   key=lambda n: index(G, n))
    assert G.decision_reason(s).rule == "effect.entomb"
    assert G.legal_actions(s, 1) == [] and G.legal_actions(s, 2) == []
    with pytest.raises(IllegalMoveError) as refused:
        G.apply(s, action(G, "entomb", "Hypatia"), 0)
    assert refused.value.rule == "effect.entomb"
    with pytest.raises(IllegalMoveError) as refused:
        G.apply(s, action(G, "recruit", "Caesar"), 0)
    assert refused.value.rule == "effect.entomb"
    after = play(G, s, "entomb", "Caesar", 0)
    assert after.phase == "choose" and after.turn == 2 and not after.pending
    assert entombed(after) == [(0, "Caesar", 10)]
    assert names(G, after.cities[0].structures) == [*MAKES_NIGHT, "Euclid", "Sappho"]


def test_an_entombed_leaders_ability_ends_and_it_scores_twice_its_cost():
    built = [[*MAKES_NIGHT, "Caesar", "Euclid", "Sappho"], [], []]
    before = arranged(built)
    sheet = score_sheet(G.rules, before)[0]
    assert cities.shields(G.rules, before.cities[0]) == 2          # Caesar's
    assert sheet["leaders"] == 2                                    # Sappho's 2 points
    assert sheet["science"] == 1                                    # Euclid's compass
    s = play(G, stage_built(built), "entomb", "Caesar", 0)
    assert cities.shields(G.rules, s.cities[0]) == 0
    assert score_sheet(G.rules, s)[0]["leaders"] == 2 + 2 * 5
    s = play(G, stage_built(built), "entomb", "Euclid", 0)
    after = score_sheet(G.rules, s)[0]
    assert after["science"] == 0 and after["leaders"] == 2 + 2 * 5
    s = play(G, stage_built(built), "entomb", "Sappho", 0)
    assert score_sheet(G.rules, s)[0]["leaders"] == 2 * 1       # her own 2 points gone, 2 for her cost


def test_one_leader_in_the_city_goes_with_no_decision():
    s = stage_built([[*MAKES_NIGHT, "Nefertiti"], ["Hypatia", "Library"], ["Croesus"]])
    assert s.phase == "choose" and s.turn == 2 and not s.pending
    assert entombed(s) == [(0, "Nefertiti", 6)]
    assert "Nefertiti" not in names(G, s.cities[0].structures)
    # Nefertiti's 4 points gone, 2 x 3 coins instead; the neighbours' leaders untouched (Hypatia: 1 green)
    assert [sheet["leaders"] for sheet in score_sheet(G.rules, s)] == [6, 1, 0]


def test_with_no_leader_in_the_city_the_stage_entombs_nothing():
    s = stage_built([[*MAKES_NIGHT], ["Hypatia"], ["Croesus"]])
    assert s.phase == "choose" and s.turn == 2 and not s.pending
    assert entombed(s) == [] and part(G.rules, s).owed == ()
    assert score_sheet(G.rules, s)[0]["leaders"] == 0


def test_the_second_stage_entombs_another_leader_and_each_keeps_its_value():
    s = stage_built([[*MAKES_NIGHT, "Caesar", "Sappho"], [], []], stages=1)
    assert s.cities[0].stages == 2 and s.phase == "entomb"
    s = play(G, s, "entomb", "Sappho", 0)
    assert entombed(s) == [(0, "Sappho", 2)]
    # a leader entombed stays under the board: the invariants hold it there
    later = s._replace(cities=(s.cities[0]._replace(structures=(*s.cities[0].structures, index(G, "Sappho"))),
                               *s.cities[1:]))
    discard = next(a for a in G.legal_actions(later, 0) if a.kind == "discard")
    step = G.apply(later, discard, 0)
    assert "Sappho is under the board of city 0 and stands in a city" in G.check_step(later, step)


def test_the_entombing_is_an_event_of_the_turn_and_the_account_tells_it():
    s = arranged([[*MAKES_NIGHT, "Nefertiti"], [], []])
    s = play(G, s, "stage", "Palace", 0)
    s = play(G, s, "discard", "Arena", 1)
    step = G.apply(s, action(G, "discard", "Gardens"), 2)
    assert not G.check_step(s, step)
    events = [e.to_json() for e in step.events if getattr(e, "player", None) == 0]
    assert events[-1] == {"kind": "play", "player": 0, "action": "entomb", "card": "Nefertiti"}
    told = G.account(s, [step])
    assert "P0 lays Nefertiti under the board of their wonder, out of their city" in told


def test_the_entombing_is_seen_by_every_player_and_follows_the_schemas():
    s = stage_built([[*MAKES_NIGHT, "Caesar", "Euclid", "Sappho"], ["Hypatia"], ["Croesus"]])
    observation, state = decision_follows_schemas(G, s, 0, "entomb")
    after = play(G, s, "entomb", "Euclid", 0)
    for seat in range(3):
        seen = G.observe(after, seat)
        observation.validate(seen)
        assert seen["leaders"]["entombed"] == [["Euclid"], [], []]
    state.validate(G.protocol_state(after))
    assert G.protocol_state(after)["leaders"]["entombed"] == [["Euclid"], [], []]


def test_the_first_editions_views_do_not_name_the_entombed():
    g = Game.load("leaders", 3)
    s = g.new_game(seed=1)
    assert "entombed" not in g.observe(s, 0)["leaders"] and "entombed" not in g.protocol_state(s)["leaders"]
    # the published schemas of classic-leaders are shared by both editions: the first's names the list too
    first, second = all_schemas(g)["observation"], all_schemas(G)["observation"]
    assert "entombed" in json.dumps(first)
    assert {**first, "title": ""} == {**second, "title": ""}


# ---- whole games ------------------------------------------------------------------------------------------


def _decided(g: Game, made: list) -> list[tuple[int, str]]:
    return [(p, g.rules.cards[a.card].name) for a, p, _ in made if a.kind == "entomb"]


@pytest.mark.parametrize(("players", "seed", "source", "decided", "laid"), [
    (3, 13, "city", [(1, "Pythagoras")], [(1, "Pythagoras", 10)]),
    # Nitocris, priced by the Age, entombed in Age III: twice 3 coins (ruling leaders.abu_simbel_age_cost)
    (7, 6, "city", [(3, "Nitocris")], [(3, "Nitocris", 6)]),
    # Varro chosen, then Hypatia, the one leader left in the hand, laid at once
    (3, 9, "hand", [(1, "Varro")], [(1, "Varro", 6), (1, "Hypatia", 8)]),
])
def test_random_games_with_abu_simbel_are_recorded_replayed_and_keep_every_invariant(
        players: int, seed: int, source: str, decided: list[tuple[int, str]], laid: list[tuple[int, str, int]]):
    g = Game.load(VARIANT, players, rule_options=(("abu_simbel_entomb_source", source),))
    first, moves = g.random_play(seed)
    assert any(g.rules.boards[c.board].board == "Abu Simbel" for c in first.cities)
    made = list(moves)
    final = made[-1][2].state
    assert final.outcome is not None
    for before, (_, _, step) in zip([first, *(m[2].state for m in made)], made, strict=False):
        assert g.check_step(before, step) == []
    assert _decided(g, made) == decided
    assert [(s, g.rules.cards[c].name, p) for s, c, p in part(g.rules, final).entombed] == laid
    round_trip(g, first, made, final)


def test_an_age_priced_leader_is_valued_at_the_age_it_is_entombed():
    """Ruling leaders.abu_simbel_age_cost: twice its price in the Age it is laid under the board (Phryne,
    priced 1/2/3 coins by the Age), and twice the printed price of a leader of a fixed price (Sappho)."""
    from oracle.classic.leaders.entomb import value

    g = Game.load(VARIANT, 3)
    s = g.new_game(seed=1)
    phryne, sappho = index(g, "Phryne"), index(g, "Sappho")
    assert [value(g.rules, s._replace(age=age), phryne, 2) for age in (1, 2, 3)] == [2, 4, 6]
    assert [value(g.rules, s._replace(age=age), sappho, 2) for age in (1, 2, 3)] == [2, 2, 2]


# ---- the other reading: a leader of the hand (rule option abu_simbel_entomb_source = hand) -----------------

HAND = Game.load(VARIANT, 3, rule_options=(("abu_simbel_entomb_source", "hand"),))


def test_the_option_entombs_from_the_hand():
    from oracle.dsl import ast

    assert G.rules.option("abu_simbel_entomb_source") == "city"
    night = HAND.rules.boards[HAND.rules.board_index("Abu Simbel Night")]
    assert [s.on_build for s in night.stages] == [(ast.Entomb(1, ast.Name("white"), 2, from_hand=True),)] * 2
    assert HAND.rules.boards[HAND.rules.board_index("Abu Simbel Day")].stages[2].on_build == (
        ast.Entomb(1, ast.Name("white"), 2, from_hand=True),)
    s = arranged([[*MAKES_NIGHT, "Caesar"], [], []])._replace(game=HAND)
    s = with_leaders(HAND.rules, s, part(HAND.rules, s)._replace(
        hands=((index(HAND, "Pericles"), index(HAND, "Sappho")), (index(HAND, "Midas"),), ())))
    s = play(HAND, s, "stage", "Palace", 0)
    s = play(HAND, s, "discard", "Arena", 1)
    s = play(HAND, s, "discard", "Gardens", 2)
    assert s.phase == "entomb" and HAND.to_move(s) == (0,)
    # the leaders of the owner's hand, never the one standing in the city nor a neighbour's
    assert [item["card"] for item in HAND.legal_json(s, 0)] == sorted(["Pericles", "Sappho"],
                                                                      key=lambda n: index(HAND, n))
    assert HAND.decision_reason(s).rule == "effect.entomb"
    with pytest.raises(IllegalMoveError) as refused:
        HAND.apply(s, action(HAND, "entomb", "Caesar"), 0)
    assert refused.value.rule == "effect.entomb"
    after = play(HAND, s, "entomb", "Pericles", 0)
    assert [(seat, HAND.rules.cards[c].name, p) for seat, c, p in part(HAND.rules, after).entombed] == [
        (0, "Pericles", 12)]
    assert names(HAND, part(HAND.rules, after).hands[0]) == ["Sappho"]
    assert "Caesar" in names(HAND, after.cities[0].structures)
    assert cities.shields(HAND.rules, after.cities[0]) == 2                  # Caesar still works
    assert score_sheet(HAND.rules, after)[0]["leaders"] == 12


def test_with_the_option_an_empty_hand_entombs_nothing():
    s = arranged([[*MAKES_NIGHT, "Caesar"], [], []])._replace(game=HAND)
    s = play(HAND, s, "stage", "Palace", 0)
    s = play(HAND, s, "discard", "Arena", 1)
    s = play(HAND, s, "discard", "Gardens", 2)
    assert s.phase == "choose" and s.turn == 2 and part(HAND.rules, s).entombed == ()
    assert "Caesar" in names(HAND, s.cities[0].structures)


def test_an_entombing_waiting_behind_a_build_from_the_discard_pile_is_named_in_the_reason():
    """The random game of seed 22 at 4 players: Halicarnassus's stage of player 3 leaves a build from the discard
    pile, and Abu Simbel's stage of player 2, built in the same turn, an entombing after it: the reason names both,
    each with its rule."""
    g = Game.load(VARIANT, 4)
    _, moves = g.random_play(22)
    s = next(step.state for _, _, step in moves if step.state.pending[:2] == (("discard_build", 3), ("entomb", 2)))
    reason = g.decision_reason(s)
    assert reason.rule == "wonder.discard_build"
    assert reason.text == ("player 3 builds from the discard pile with the stage of Halicarnassus Night built this "
                           "turn: the decision due now at the end of this turn; then player 2 picks the leader of "
                           "their city laid under the board by the stage of their wonder just built (effect.entomb)")


# ---- the other reading: the last Age's price (rule option abu_simbel_age_cost_value = last_age) -------------

LAST_AGE = (("abu_simbel_age_cost_value", "last_age"),)


def test_under_the_option_an_age_priced_leader_is_valued_at_the_last_age():
    from oracle.classic.leaders.entomb import value

    g = Game.load(VARIANT, 3, rule_options=LAST_AGE)
    assert G.rules.option("abu_simbel_age_cost_value") == "entombed"
    s = g.new_game(seed=1)
    phryne, sappho = index(g, "Phryne"), index(g, "Sappho")
    assert [value(g.rules, s._replace(age=age), phryne, 2) for age in (1, 2, 3)] == [6, 6, 6]
    assert [value(g.rules, s._replace(age=age), sappho, 2) for age in (1, 2, 3)] == [2, 2, 2]


@pytest.mark.parametrize(("options", "points", "leaders_row"), [((), 4, 4), (LAST_AGE, 6, 6)])
def test_theano_entombed_in_age_two_is_worth_the_age_the_option_names(options, points: int, leaders_row: int):
    """The random game of seed 28 at 5 players: player 3 entombs Theano (priced by the Age) in Age II, twice 2
    coins by default, twice 3 under the option; the moves are the same, and Theano is all of the player's
    Leaders row."""
    g = Game.load(VARIANT, 5, rule_options=options)
    first, moves = g.random_play(28)
    made = list(moves)
    final = made[-1][2].state
    assert len(made) == 125
    (entombed,) = part(g.rules, final).entombed
    assert (entombed[0], g.rules.cards[entombed[1]].name, entombed[2]) == (3, "Theano", points)
    assert score_sheet(g.rules, final)[3]["leaders"] == leaders_row
    assert round_trip(g, first, made, final).get("rule_options", {}) == dict(options)
