"""The effect-language parser and printer: the Duel spec, positions, syntax errors, every construct.

Syntax errors are checked as the exact one-line message a user sees (``file:line:col: message``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.dsl import ast
from oracle.dsl.parser import parse_file, parse_text
from oracle.dsl.printer import component_text, print_spec
from oracle.errors import SpecError
from oracle.resources import spec_dir

DUEL = spec_dir("duel")
DUEL_FILES = sorted(DUEL.glob("*.wdl"))

N = ast.Name


def error_of(text: str, path: str = "x.wdl") -> SpecError:
    with pytest.raises(SpecError) as info:
        parse_text(text, path)
    return info.value


def only_problem(text: str) -> str:
    """The single problem ``text`` causes, as the line a user reads."""
    error = error_of(text)
    assert len(error.problems) == 1, str(error)
    assert str(error) == str(error.problems[0])
    return str(error.problems[0])


def expected_words(message: str) -> list[str]:
    """The words after 'expected ' in a syntax-error message."""
    assert "; expected " in message, message
    return message.split("; expected ", 1)[1].split(", ")


def duel_components() -> list[ast.Component]:
    return [c for f in DUEL_FILES for c in parse_file(f).components]


# ---- (a) the Duel spec ----------------------------------------------------------------------------


def test_the_duel_spec_has_six_component_files():
    assert [f.name for f in DUEL_FILES] == [
        "age_I.wdl", "age_II.wdl", "age_III.wdl", "guilds.wdl", "progress.wdl", "wonders.wdl",
    ]


@pytest.mark.parametrize(("name", "count"), [
    ("age_I.wdl", 23), ("age_II.wdl", 23), ("age_III.wdl", 20), ("guilds.wdl", 7), ("progress.wdl", 10),
    ("wonders.wdl", 12),
])
def test_every_duel_file_parses(name: str, count: int):
    spec = parse_file(DUEL / name)
    assert spec.path == f"spec/duel/{name}"
    assert len(spec.components) == count
    assert all(c.pos.file == f"spec/duel/{name}" for c in spec.components)
    assert len({c.name for c in spec.components}) == count


def test_the_duel_spec_prints_and_parses_back_to_an_equal_tree():
    components = tuple(duel_components())
    assert len(components) == 95
    text = print_spec(components)
    again = parse_text(text, "printed.wdl").components
    assert again == components
    # the copy really comes from the printed text, not from the original file
    assert {c.pos.file for c in again} == {"printed.wdl"}
    assert print_spec(again) == text


@pytest.mark.parametrize("path", DUEL_FILES, ids=lambda p: p.name)
def test_each_duel_file_round_trips_on_its_own(path: Path):
    components = parse_file(path).components
    text = print_spec(components)
    assert parse_text(text, "again.wdl").components == components
    assert print_spec(parse_text(text).components) == text


def test_printing_is_canonical():
    written = '''card   "Scriptorium"{deck I colour green cost 1 coin
       always:science wheel   chain book }'''
    assert component_text(parse_text(written).components[0]) == (
        'card "Scriptorium" {\n'
        "  deck I\n"
        "  colour green\n"
        "  cost 1 coin\n"
        "  chain book\n"
        "  always: science wheel\n"
        "}"
    )


SIBLING_LIKE = '''
card "Blue Card with Cat" {
  deck central
  colour blue
  icon cat
  when taken: take cat
  at end: 2 points
}

progress "Decoration" {
  at end: 6 points if own wonder complete otherwise 4 points
}

card "Vineyard" {
  deck II
  colour yellow
  when built:
    gain 1 coin per brown card in own, left and right cities
    1 point per cat
}

wonder "Babylon (B)" {
  always: produce clay
  stage 1 {
    cost clay, loom
    at end: 3 points
  }
  stage 2 {
    cost 2 wood, glass
    at end of age: play last card
    once per age: build free
    at end of turn:
      build from discard free
      gain 3 coins per 3 coins in the city with the most
  }
  stage 3 {
    always: trade wood, stone, clay, ore at 1 coin from left and right
    at end:
      copy purple card from left or right
      1 point per wonder stage in own, left and right cities
  }
}

card "Arena" {
  deck III
  colour yellow
  always: trade glass at 1 coin  trade ore at 2 coins from right
  when built: gain 3 coins per wonder stage
}
'''


def test_constructs_missing_from_duel_round_trip_too():
    components = parse_text(SIBLING_LIKE, "sib.wdl").components
    text = print_spec(components)
    assert parse_text(text).components == components
    assert print_spec(parse_text(text).components) == text
    assert "  stage 2 {\n    cost 2 wood, glass\n    at end of age: play last card\n" in text
    assert "  at end of turn:\n      build from discard free\n" in text
    assert ("    always: trade wood, stone, clay, ore at 1 coin from left and right\n    at end:\n"
            "      copy purple card from left or right\n"
            "      1 point per wonder stage in own, left and right cities\n") in text
    assert "  always:\n    trade glass at 1 coin\n    trade ore at 2 coins from right\n" in text
    assert "  when built: gain 3 coins per wonder stage\n" in text


# ---- (b) positions ----------------------------------------------------------------------------------

POSITIONS = '''# a leading comment
card "Vineyard" {
  deck II
  colour yellow
  cost 2 wood, stone
  when built: gain 1 coin per brown card in own, left and right cities
}

wonder "W" {
  stage 1 {
    cost 2 wood
    at end:
      3 points
      6 points if own wonder complete otherwise 4 points
  }
}
'''


def pos(line: int, column: int) -> ast.Pos:
    return ast.Pos("pos.wdl", line, column)


def test_components_and_their_items_keep_their_position():
    card, wonder = parse_text(POSITIONS, "pos.wdl").components
    assert card.pos == pos(2, 1)
    assert card.deck is not None and card.deck.pos == pos(3, 8)
    assert card.colour is not None and card.colour.pos == pos(4, 10)
    assert card.cost is not None and card.cost.pos == pos(5, 3)
    wood, stone = card.cost.resources
    assert (wood.pos, wood.resource.pos) == (pos(5, 8), pos(5, 10))
    assert (stone.pos, stone.resource.pos) == (pos(5, 16), pos(5, 16))
    assert wonder.pos == pos(9, 1)
    assert wonder.stages[0].pos == pos(10, 3)
    assert wonder.stages[0].cost is not None and wonder.stages[0].cost.pos == pos(11, 5)


def test_effects_and_their_parts_keep_their_position():
    card, wonder = parse_text(POSITIONS, "pos.wdl").components
    clause = card.clauses[0]
    assert clause.pos == pos(6, 3)
    gain = clause.effects[0]
    assert isinstance(gain, ast.GainCoins) and gain.pos == pos(6, 15)
    assert gain.per is not None
    assert gain.per.pos == pos(6, 27)
    assert gain.per.counted.pos == pos(6, 31)
    assert gain.per.counted.names[0].pos == pos(6, 31)
    assert gain.per.scope is not None and gain.per.scope.pos == pos(6, 42)
    assert [c.pos for c in gain.per.scope.cities] == [pos(6, 45), pos(6, 50), pos(6, 59)]
    stage_clause = wonder.stages[0].clauses[0]
    assert stage_clause.pos == pos(12, 5)
    points, conditional = stage_clause.effects
    assert isinstance(points, ast.Points) and points.pos == pos(13, 7)
    assert isinstance(conditional, ast.Conditional) and conditional.pos == pos(14, 7)
    assert conditional.condition.pos == pos(14, 19)
    assert conditional.otherwise.pos == pos(14, 49)  # type: ignore[attr-defined]


def test_positions_do_not_take_part_in_equality():
    text = 'card "A" {\n  deck I\n  colour red\n  when built: 1 shield\n}\n'
    first = parse_text(text, "one.wdl").components[0]
    moved = parse_text("\n\n\n" + text.replace("  ", "      "), "two.wdl").components[0]
    assert first == moved
    assert first.pos == ast.Pos("one.wdl", 1, 1)
    assert moved.pos == ast.Pos("two.wdl", 4, 1)
    assert moved.clauses[0].effects[0].pos == ast.Pos("two.wdl", 7, 19)  # type: ignore[attr-defined]


def test_a_file_on_disk_is_named_relative_to_the_project():
    lumber_yard = parse_file(DUEL / "age_I.wdl").components[0]
    assert lumber_yard.name == "Lumber Yard"
    assert lumber_yard.pos == ast.Pos("spec/duel/age_I.wdl", 3, 1)
    assert lumber_yard.clauses[0].effects[0].pos == ast.Pos("spec/duel/age_I.wdl", 6, 11)  # type: ignore[attr-defined]


# ---- (c) syntax errors ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "line"), [
    pytest.param('card "A" {\n  deck I\n  colour brown $\n}\n',
                 "x.wdl:3:16: unexpected character '$'", id="stray-character"),
    pytest.param('card "A" {\n  deck 3\n}\n',
                 "x.wdl:2:8: unexpected '3'; expected a name", id="number-for-a-name"),
    pytest.param('card "A" {\n  cost 2 3\n}\n',
                 "x.wdl:2:10: unexpected '3'; expected '/', 'coin', 'coins', 'different', 'identical', a name",
                 id="number-for-a-cost-word"),
    pytest.param('card "A" {\n  deck I\n  when bilt: 1 shield\n}\n',
                 "x.wdl:3:8: unexpected 'bilt'; expected 'activated', 'built', 'drafted', 'gained', 'lost', "
                 "'revealed', 'taken', 'triggered'",
                 id="misspelled-keyword"),
    pytest.param('card "A" {\n  cost 2 wood,\n}\n',
                 "x.wdl:3:1: unexpected '}'; expected a name, a number", id="cost-with-trailing-comma"),
    pytest.param('card Lumber Yard {\n}\n',
                 'x.wdl:1:6: unexpected \'Lumber\'; expected a quoted name such as "Lumber Yard"',
                 id="unquoted-name"),
    pytest.param('card "A" {\n}\n}\n',
                 "x.wdl:3:1: unexpected '}'; expected 'card', 'conspiracy', 'decree', 'divinity', 'leader', "
                 "'progress', 'token', 'wonder', the end of the file",
                 id="extra-closing-brace"),
    pytest.param('card "A" {\n  always: produce wood\n  stage 1 {\n  }\n  deck I\n}\n',
                 "x.wdl:5:3: unexpected 'deck'; expected 'stage', '}'", id="item-after-a-stage"),
    pytest.param('card "Lumber\nYard" {\n}\n',
                 "x.wdl:1:6: unexpected character '\"'", id="name-across-lines"),
])
def test_a_syntax_error_is_one_exact_line(text: str, line: str):
    assert only_problem(text) == line


def test_the_expected_words_are_listed():
    assert expected_words(only_problem('card "A" {\n  cost 2 3\n}\n')) == [
        "'/'", "'coin'", "'coins'", "'different'", "'identical'", "a name"]
    assert expected_words(only_problem('card "A" {\n  deck I\n  when bilt: 1 shield\n}\n')) == [
        "'activated'", "'built'", "'drafted'", "'gained'", "'lost'", "'revealed'", "'taken'", "'triggered'"]
    assert expected_words(only_problem('card "A" {\n  cost wood,\n}\n')) == ["a name", "a number"]
    assert expected_words(only_problem('progress "P" {\n  when taken: take 1 of 3 progress tokens box\n}\n')) == [
        "'from'"]


def test_the_path_given_is_the_path_shown():
    error = error_of('card "A" {\n  deck 3\n}\n', "spec/other/cards.wdl")
    assert str(error) == "spec/other/cards.wdl:2:8: unexpected '3'; expected a name"
    assert (error.first.file, error.first.line, error.first.column) == ("spec/other/cards.wdl", 2, 8)


# A missing closing brace.  The text ends right after 'brown', so the end of the file and the
# end of the last word are the same place: line 3, column 15.
MISSING_BRACE_AT_END = 'card "A" {\n  deck I\n  colour brown'


def test_missing_closing_brace_is_reported_where_the_file_ends():
    problem = error_of(MISSING_BRACE_AT_END).problems[0]
    assert (problem.line, problem.column) == (3, 15)


def test_missing_closing_brace_message_reads_unexpected_end_of_file():
    message = error_of(MISSING_BRACE_AT_END).problems[0].message
    assert message.startswith("unexpected end of file; expected ")


@pytest.mark.parametrize("text", [
    pytest.param(MISSING_BRACE_AT_END, id="at-end-of-file"),
    pytest.param('card "A" {\n  deck I\n  colour brown\n\ncard "B" {\n}\n', id="before-the-next-component"),
])
def test_missing_closing_brace_message_lists_the_brace(text: str):
    assert "'}'" in expected_words(only_problem(text))


@pytest.mark.parametrize(("text", "line"), [
    pytest.param('card "A" {\n  always: trade wood at 1 coin from\n}\n',
                 "x.wdl:3:1: unexpected '}'; expected a name", id="trade-from-nowhere"),
    pytest.param('card "A" {\n  at end: copy purple card left\n}\n',
                 "x.wdl:2:28: unexpected 'left'; expected 'from'", id="copy-without-from"),
    pytest.param('card "A" {\n  at end: copy purple from left\n}\n',
                 "x.wdl:2:23: unexpected 'from'; expected 'card', 'cards'", id="copy-without-card"),
    pytest.param('card "A" {\n  whenever building stage: play again\n}\n',
                 "x.wdl:2:21: unexpected 'stage'; expected 'wonder stage', 'wonder', a name",
                 id="stage-trigger-without-wonder"),
    pytest.param('card "A" {\n  at end: 1 point per stage\n}\n',
                 "x.wdl:2:23: unexpected 'stage'; expected 'age', 'card', 'cards', 'coin', 'coins', 'progress', "
                 "'set', 'space', 'spaces', 'wonder stage', a name, a number, ...",
                 id="per-stage-without-wonder"),
])
def test_a_syntax_error_in_a_direction_a_copy_or_a_stage_count(text: str, line: str):
    assert only_problem(text) == line


def test_trade_directions_are_joined_by_and_and_copied_cities_by_or():
    copy = only_problem('card "A" {\n  at end: copy purple card from left and right\n}\n')
    assert copy.startswith("x.wdl:2:38: unexpected 'and'; expected ")
    trade = only_problem('card "A" {\n  always: trade wood at 1 coin from left or right\n}\n')
    assert trade.startswith("x.wdl:2:42: unexpected 'or'; expected ")
    assert "'and'" in expected_words(trade)


@pytest.mark.parametrize(("text", "line"), [
    pytest.param('card "A" {\n  at end off age: play again\n}\n',
                 "x.wdl:2:10: unexpected 'off'; expected ':', 'of'", id="off-for-of"),
    pytest.param('card "A" {\n  when built: gain 2 coinz\n}\n',
                 "x.wdl:2:22: unexpected 'coinz'; expected 'coin', 'coins'", id="coinz-for-coins"),
    pytest.param('cardx "A" {\n}\n',
                 "x.wdl:1:1: unexpected 'cardx'; expected 'card', 'conspiracy', 'decree', 'divinity', 'leader', "
                 "'progress', 'token', 'wonder', the end of the file",
                 id="cardx-for-card"),
])
def test_a_misspelled_keyword_is_reported_as_the_whole_word(text: str, line: str):
    assert only_problem(text) == line


@pytest.mark.parametrize("text", [
    pytest.param('card "A" {\n  whenbuilt: 1 shield\n}\n', id="whenbuilt"),
    pytest.param('card "A" {\n  at endof age: play last card\n}\n', id="endof"),
    pytest.param('card "A" {\n  when built: playagain\n}\n', id="playagain"),
    pytest.param('card "A" {\n  at end: 2 pointsper red card\n}\n', id="pointsper"),
])
def test_keywords_run_together_are_not_accepted(text: str):
    with pytest.raises(SpecError):
        parse_text(text, "x.wdl")


def test_an_empty_file_and_a_file_of_comments_hold_no_components():
    assert parse_text("", "e.wdl").components == ()
    assert parse_text("# only a comment\n\n   # another\n", "e.wdl").components == ()


# ---- (d) items given twice --------------------------------------------------------------------------


def test_an_item_given_twice_is_reported_at_the_second_one():
    error = error_of('card "A" {\n  cost 2 wood\n  colour brown\n  cost 1 coin\n  colour grey\n}\n')
    assert [str(p) for p in error.problems] == [
        "x.wdl:4:3: card 'A': 'cost' is given twice",
        "x.wdl:5:3: card 'A': 'colour' is given twice",
    ]


@pytest.mark.parametrize(("item", "word"), [
    ("deck I\n  deck II", "deck"),
    ("chain sword\n  chain tower", "chain"),
    ("free with sword\n  free with tower", "free with"),
    ("icon cat\n  icon dog", "icon"),
])
def test_every_item_may_be_given_once(item: str, word: str):
    assert only_problem(f'card "A" {{\n  {item}\n}}\n') == f"x.wdl:3:3: card 'A': '{word}' is given twice"


def test_a_stage_item_given_twice_is_reported():
    text = 'wonder "W" {\n  stage 1 {\n    cost wood\n    cost clay\n  }\n}\n'
    assert only_problem(text) == "x.wdl:4:5: stage 1: 'cost' is given twice"


def test_a_resource_listed_twice_in_one_cost_is_reported_at_the_repeat():
    assert only_problem('card "A" {\n  cost 2 wood, stone, wood\n}\n') == (
        "x.wdl:2:23: resource 'wood' is listed twice in one cost; write the total once, e.g. '2 wood'")


def test_coins_listed_twice_in_one_cost_are_reported():
    assert only_problem('card "A" {\n  cost 1 coin, wood, 2 coins\n}\n') == (
        "x.wdl:2:22: coins are listed twice in one cost")


def test_a_stage_holds_only_a_cost_and_clauses():
    text = 'wonder "W" {\n  stage 1 {\n    deck I\n  }\n}\n'
    assert error_of(text).problems[0].message == "stage 1: a stage has only a cost and clauses, not 'deck'"


def test_a_stage_item_that_does_not_belong_is_reported_where_it_is_written():
    text = 'wonder "W" {\n  stage 1 {\n    deck I\n  }\n}\n'
    assert only_problem(text) == "x.wdl:3:5: stage 1: a stage has only a cost and clauses, not 'deck'"


@pytest.mark.parametrize(("item", "word"), [
    ("chain sword", "chain"),
    ("free with sword", "free with"),
    ("icon cat", "icon"),
])
def test_a_stage_item_that_does_not_belong_is_named_as_written(item: str, word: str):
    text = f'wonder "W" {{\n  stage 1 {{\n    {item}\n  }}\n}}\n'
    assert error_of(text).problems[0].message == f"stage 1: a stage has only a cost and clauses, not '{word}'"


# ---- (e) every construct and trigger ----------------------------------------------------------------

CONSTRUCTS = [
    ("produce wood", ast.Produce(1, N("wood"))),
    ("produce 2 stone", ast.Produce(2, N("stone"))),
    ("produce one of wood / clay / stone", ast.ProduceChoice((N("wood"), N("clay"), N("stone")))),
    ("trade glass, papyrus at 1 coin", ast.TradeAt((N("glass"), N("papyrus")), 1)),
    ("trade stone at 2 coins", ast.TradeAt((N("stone"),), 2)),
    ("trade wood, stone, clay, ore at 1 coin from left",
     ast.TradeAt((N("wood"), N("stone"), N("clay"), N("ore")), 1, cities=(N("left"),))),
    ("trade glass, papyrus, loom at 1 coin from left and right",
     ast.TradeAt((N("glass"), N("papyrus"), N("loom")), 1, cities=(N("left"), N("right")))),
    ("science globe", ast.Science(N("globe"))),
    ("science one of compass / gear / tablet", ast.ScienceChoice((N("compass"), N("gear"), N("tablet")))),
    ("1 shield", ast.Shields(1)),
    ("3 shields", ast.Shields(3)),
    ("1 extra shield on red cards", ast.ExtraShields(1, ast.Target("cards", (N("red"),)))),
    ("3 extra points per science set", ast.ScienceSetBonus(3)),
    ("build any purple card free", ast.BuildAnyFree((N("purple"),))),
    ("build any white or purple card free", ast.BuildAnyFree((N("white"), N("purple")))),
    ("redirect defeat_token to winner", ast.RedirectPiece(N("defeat_token"))),
    ("draw 4 unused white cards", ast.DrawUnused(4, N("white"))),
    ("build 1 white card from hand", ast.BuildFromHand(1, N("white"))),
    ("discount 1 coin on white cards for left and right",
     ast.DiscountCoins(1, ast.Target("cards", (N("white"),)), cities=(N("left"), N("right")))),
    ("copy ability of white card from left or right", ast.CopyAbility(N("white"), (N("left"), N("right")))),
    ("copy ability of white cards from left", ast.CopyAbility(N("white"), (N("left"),))),
    ("copy lasting ability of white card from left or right",
     ast.CopyAbility(N("white"), (N("left"), N("right")), lasting=True)),
    ("take victory_token of the age", ast.TakeAgePiece(N("victory_token"))),
    ("discard every defeat_token", ast.DiscardEveryPiece(N("defeat_token"))),
    ("others discard 1 victory_token", ast.DiscardChosenPiece(N("others"), 1, N("victory_token"))),
    ("entomb 1 white card for 2 points per coin", ast.Entomb(1, N("white"), 2)),
    ("entomb 2 white cards for 1 point per coin", ast.Entomb(2, N("white"), 1)),
    ("entomb 1 white card from hand for 2 points per coin", ast.Entomb(1, N("white"), 2, from_hand=True)),
    ("points per pair of equal victory_token", ast.PointsPerPair(N("victory_token"))),
    ("5 points if more yellow cards than left and right otherwise 0 points",
     ast.Conditional(ast.Points(5), ast.MoreThan(ast.Counted("cards", (N("yellow"),)), (N("left"), N("right"))),
                     ast.Points(0))),
    ("5 points if more coins than left otherwise 1 point",
     ast.Conditional(ast.Points(5), ast.MoreThan(ast.Counted("coins"), (N("left"),)), ast.Points(1))),
    ("6 points if no defeat_token otherwise 0 points",
     ast.Conditional(ast.Points(6), ast.CountIs(0, ast.Counted("piece", (N("defeat_token"),))), ast.Points(0))),
    ("7 points if exactly 1 white card otherwise 0 points",
     ast.Conditional(ast.Points(7), ast.CountIs(1, ast.Counted("cards", (N("white"),))), ast.Points(0))),
    ("buy 1 resource from the bank for 1 coin each turn", ast.BankBuy(1, 1)),
    ("buy 2 resources from the bank for 3 coins each turn", ast.BankBuy(2, 3)),
    ("1 extra science symbol of the kind held most", ast.ExtraSymbol(1)),
    ("2 extra science symbols of the kind held most", ast.ExtraSymbol(2)),
    ("change 1 science symbol to any kind", ast.ChangeSymbol(1)),
    ("change 2 science symbols to any kind", ast.ChangeSymbol(2)),
    ("2 extra shields on red or purple cards", ast.ExtraShields(2, ast.Target("cards", (N("red"), N("purple"))))),
    ("7 points", ast.Points(7)),
    ("1 point", ast.Points(1)),
    ("1 point per brown or grey card",
     ast.Points(1, ast.Per(1, ast.Counted("cards", (N("brown"), N("grey")))))),
    ("2 points per wonder in the city with the most",
     ast.Points(2, ast.Per(1, ast.Counted("wonders"), ast.Scope("most")))),
    ("1 point per 3 coins in the city with the most",
     ast.Points(1, ast.Per(3, ast.Counted("coins"), ast.Scope("most")))),
    ("3 points per progress token in own city",
     ast.Points(3, ast.Per(1, ast.Counted("progress"), ast.Scope("cities", (N("own"),))))),
    ("1 point per cat", ast.Points(1, ast.Per(1, ast.Counted("piece", (N("cat"),))))),
    ("1 point per wonder stage", ast.Points(1, ast.Per(1, ast.Counted("stages")))),
    ("1 point per wonder stage in own, left and right cities",
     ast.Points(1, ast.Per(1, ast.Counted("stages"), ast.Scope("cities", (N("own"), N("left"), N("right")))))),
    ("copy purple card from left or right", ast.CopyCard(N("purple"), (N("left"), N("right")))),
    ("copy blue card from left", ast.CopyCard(N("blue"), (N("left"),))),
    ("gain 6 coins", ast.GainCoins(6)),
    ("gain 1 coin", ast.GainCoins(1)),
    ("gain 2 coins per grey card in own city",
     ast.GainCoins(2, ast.Per(1, ast.Counted("cards", (N("grey"),)), ast.Scope("cities", (N("own"),))))),
    ("gain 1 coin per red card in opponent city",
     ast.GainCoins(1, ast.Per(1, ast.Counted("cards", (N("red"),)), ast.Scope("cities", (N("opponent"),))))),
    ("gain 1 coin per blue card in own and opponent cities",
     ast.GainCoins(1, ast.Per(1, ast.Counted("cards", (N("blue"),)),
                              ast.Scope("cities", (N("own"), N("opponent")))))),
    ("gain 1 coin per brown card in own, left and right cities",
     ast.GainCoins(1, ast.Per(1, ast.Counted("cards", (N("brown"),)),
                              ast.Scope("cities", (N("own"), N("left"), N("right")))))),
    ("opponent loses 3 coins", ast.OpponentLosesCoins(N("opponent"), 3)),
    ("left loses 1 coin", ast.OpponentLosesCoins(N("left"), 1)),
    ("play again", ast.PlayAgain()),
    ("play last card", ast.PlayLastCard()),
    ("grant play again to wonders", ast.GrantPlayAgain(ast.Target("wonders"))),
    ("destroy opponent grey card", ast.Destroy(N("opponent"), N("grey"))),
    ("take 1 of 3 progress tokens from box", ast.TakeProgress(1, 3, N("box"))),
    ("take cat", ast.TakePiece(N("cat"))),
    ("build from discard free", ast.BuildFromDiscard()),
    ("build free", ast.BuildFree()),
    ("build first card of each colour free", ast.BuildFreeFirstOfColour()),
    ("discount 2 resources on blue cards", ast.Discount(2, ast.Target("cards", (N("blue"),)))),
    ("discount 1 resource on wonders", ast.Discount(1, ast.Target("wonders"))),
    ("receive opponent trade", ast.ReceiveOpponentTrade(N("opponent"))),
    ("6 points if own wonder complete otherwise 4 points",
     ast.Conditional(ast.Points(6), ast.Condition(("own", "wonder", "complete")), ast.Points(4))),
    ("produce any resource", ast.ProduceAny()),
    ("4 / 12 points by copies", ast.PointsByCopies((4, 12))),
    ("1 / 2 / 3 point by copies", ast.PointsByCopies((1, 2, 3))),
    ("1 point per card showing cat", ast.Points(1, ast.Per(1, ast.Counted("icons", (N("cat"),))))),
    ("take 1 progress token from available", ast.TakeProgress(1, 0, N("available"))),
    ("take top card of any deck", ast.TakeTop(ast.DeckChoice(True))),
    ("take top card of central deck", ast.TakeTop(ast.DeckChoice(False, (N("central"),)))),
    ("take top card of left or right or central deck",
     ast.TakeTop(ast.DeckChoice(False, (N("left"), N("right"), N("central"))))),
    ("keep 1 of top 5 cards of left or right deck",
     ast.KeepFromTop(1, 5, ast.DeckChoice(False, (N("left"), N("right"))))),
    ("flip 2 conflict tokens", ast.Flip(2, N("conflict"))),
    ("count 1 yellow card as 2 resources", ast.CountsAs(1, N("yellow"), 2)),
    ("build stage with any resources", ast.BuildWithAny()),
    # 7 Wonders Duel's Pantheon
    ("5 / 12 / 21 points by set of grand_temple cards", ast.PointsBySet((5, 12, 21), N("grand_temple"))),
    ("gain 7 coins on card", ast.GainCoinsOnCard(7)),
    ("draw 2 progress tokens from box", ast.DrawProgress(2, N("box"))),
    ("take 1 progress token from card", ast.TakeProgress(1, 0, N("card"))),
    ("steal opponent brown or grey card", ast.StealCard(N("opponent"), (N("brown"), N("grey")))),
    ("steal opponent wonder", ast.StealWonder(N("opponent"))),
    ("copy science of opponent green card", ast.CopyScience(N("opponent"), N("green"))),
    ("discard any card of structure", ast.DiscardFromStructure()),
    ("unbuild own or opponent wonder", ast.UnbuildWonder((N("own"), N("opponent")))),
    ("build wonder from discard free", ast.BuildWonderFromDiscard()),
    ("place blocker on track", ast.PlaceBlocker()),
    ("discard 1 looting token", ast.DiscardTokens(1, N("looting"))),
    ("loot opponent with 1 looting token", ast.Loot(N("opponent"), 1, N("looting"))),
    ("build chain cards for 1 coin", ast.ChainPrice(1)),
    ("discount 2 coins on divinities", ast.DiscountCoins(2, ast.Target("divinities"))),
    ("invoke top divinity of each deck", ast.Invoke("tops")),
    ("invoke divinity of any deck", ast.Invoke("deck")),
    ("place 1 influence in left section", ast.PlaceInfluence(1, N("left"))),
    ("place 2 influence in any chamber", ast.PlaceInfluence(2, None)),
    ("move 1 influence", ast.MoveInfluence(1)),
    ("remove 1 opponent influence", ast.RemoveInfluence(1, N("opponent"))),
    ("politician actions in right section", ast.SenateActions(N("right"))),
    ("politician actions count 2 extra cards", ast.SenateBonus(2)),
    ("conspirator action", ast.ConspiratorAction()),
    ("keep both conspiracies", ast.KeepBoth()),
    ("play again after conspirator action", ast.ConspiratorReplay()),
    ("take half of opponent coins", ast.TakeHalfCoins(N("opponent"))),
    ("build any card in top row free", ast.BuildTopRow()),
    ("remove opponent built wonder", ast.RemoveWonder(N("opponent"))),
    ("swap blue or green card with opponent", ast.SwapCard((N("blue"), N("green")), N("opponent"))),
    ("lock any progress token", ast.LockProgress()),
    ("move any decree", ast.MoveDecree()),
    ("discard 1 to 2 accessible cards of structure", ast.DiscardAccessible(1, 2)),
    ("build any card set aside free", ast.BuildSetAside()),
    ("conspire", ast.Conspire()),
    ("trigger any unprepared conspiracy", ast.TriggerUnprepared()),
    ("gain 1 coin per own influence", ast.GainCoins(1, ast.Per(1, ast.Counted("influence", (N("own"),))))),
    ("1 shield to opponent", ast.ShieldsTo(1, N("opponent"))),
    ("discount 1 resource or coins on yellow cards", ast.DiscountEither(1, ast.Target("cards", (N("yellow"),)))),
    ("trade glass, papyrus 1 coin cheaper", ast.TradeCheaper((N("glass"), N("papyrus")), 1)),
    ("build through opponent chain", ast.ChainFrom(N("opponent"))),
    ("build senator cards free", ast.DeckFree(N("senator"))),
    ("1 point per coin on card", ast.Points(1, ast.Per(1, ast.Counted("card_coins")))),
    ("2 points per mythology or offering token",
     ast.Points(2, ast.Per(1, ast.Counted("tokens", (N("mythology"), N("offering")))))),
    ("opponent loses 1 coin per space",
     ast.OpponentLosesCoins(N("opponent"), 1, per=ast.Per(1, ast.Counted("spaces")))),
    ("gain 2 coins if own wonder complete otherwise gain 1 coin per yellow card",
     ast.Conditional(ast.GainCoins(2), ast.Condition(("own", "wonder", "complete")),
                     ast.GainCoins(1, ast.Per(1, ast.Counted("cards", (N("yellow"),)))))),
]


@pytest.mark.parametrize(("text", "expected"), CONSTRUCTS, ids=[t for t, _ in CONSTRUCTS])
def test_each_construct_parses_into_its_node(text: str, expected: ast.Effect):
    component = parse_text(f'card "A" {{\n  at end: {text}\n}}\n', "c.wdl").components[0]
    (clause,) = component.clauses
    assert clause.trigger == "at_end"
    assert clause.effects == (expected,)
    effect = clause.effects[0]
    assert type(effect) is type(expected)
    assert effect.construct == expected.construct
    assert effect.pos == ast.Pos("c.wdl", 2, 11)  # type: ignore[attr-defined]


def test_every_effect_class_is_covered():
    assert {type(e) for _, e in CONSTRUCTS} == set(ast.EFFECT_TYPES)


def test_singular_and_plural_words_mean_the_same():
    def effect(text: str) -> ast.Effect:
        return parse_text(f'card "A" {{\n  at end: {text}\n}}\n').components[0].clauses[0].effects[0]

    assert effect("2 point") == effect("2 points")
    assert effect("1 shields") == effect("1 shield")
    assert effect("gain 1 coins") == effect("gain 1 coin")
    assert effect("destroy opponent grey cards") == effect("destroy opponent grey card")
    assert effect("1 point per wonders") == effect("1 point per wonder")
    assert effect("1 point per red cards in own cities") == effect("1 point per red card in own city")
    assert effect("discount 2 resource on wonder") == effect("discount 2 resources on wonders")
    assert effect("1 point per wonder stages") == effect("1 point per wonder stage")
    assert effect("copy purple cards from left") == effect("copy purple card from left")
    assert effect("1 point if exactly 0 red cards otherwise 0 points") == effect(
        "1 point if no red card otherwise 0 point")
    assert effect("1 point if more red card than left otherwise 0 points") == effect(
        "1 point if more red cards than left otherwise 0 points")
    assert effect("trade wood at 2 coin from left") == effect("trade wood at 2 coins from left")


def test_the_scope_is_optional_and_own_city_by_default():
    effect = parse_text('card "A" {\n  at end: 1 point per green card\n}\n').components[0].clauses[0].effects[0]
    assert isinstance(effect, ast.Points) and effect.per is not None
    assert effect.per.scope is None
    assert effect.per.effective_scope == ast.Scope("cities", (N("own"),))


def test_a_trade_price_without_a_direction_buys_from_the_bank():
    effect = parse_text('card "A" {\n  always: trade glass at 1 coin\n}\n').components[0].clauses[0].effects[0]
    assert effect == ast.TradeAt((N("glass"),), 1)
    assert isinstance(effect, ast.TradeAt) and effect.cities == ()


def test_per_wonder_and_per_wonder_stage_count_different_things():
    def counted(text: str) -> ast.Counted:
        effect = parse_text(f'card "A" {{\n  at end: {text}\n}}\n').components[0].clauses[0].effects[0]
        assert isinstance(effect, ast.Points) and effect.per is not None
        return effect.per.counted

    assert counted("1 point per wonder") == ast.Counted("wonders")
    assert counted("1 point per wonder stage") == ast.Counted("stages")
    assert counted("1 point per wonder \t stage") == ast.Counted("stages")


def test_per_wonder_at_the_end_of_a_line_is_followed_by_a_stage():
    """'wonder stage' is one word on one line: 'per wonder' closing a clause stays a count of wonders
    when the component's first stage follows on the next line."""
    text = 'wonder "W" {\n  at end: 1 point per wonder\n  stage 1 {\n    at end: 1 point per wonder stage\n  }\n}\n'
    (wonder,) = parse_text(text).components
    assert wonder.effects("at_end") == (ast.Points(1, ast.Per(1, ast.Counted("wonders"))),)
    assert [s.number for s in wonder.stages] == [1]
    assert wonder.stages[0].clauses[0].effects == (ast.Points(1, ast.Per(1, ast.Counted("stages"))),)


def test_the_stage_trigger_reads_wonder_stage_as_one_word_or_two():
    one_line = parse_text('card "A" {\n  whenever building wonder stage: play again\n}\n').components[0]
    two_lines = parse_text('card "A" {\n  whenever building wonder\n    stage: play again\n}\n').components[0]
    assert one_line.clauses == two_lines.clauses == (ast.Clause("on_stage_build", (ast.PlayAgain(),)),)


NEW_POSITIONS = '''card "A" {
  always: trade wood, ore at 1 coin from left and right
  at end:
    copy purple card from left or right
    1 point per wonder stage in own city
}
'''


def test_directions_copied_cards_and_stage_counts_keep_their_position():
    (card,) = parse_text(NEW_POSITIONS, "new.wdl").components
    trade, copy, points = card.effects("always") + card.effects("at_end")
    assert isinstance(trade, ast.TradeAt) and trade.pos == ast.Pos("new.wdl", 2, 11)
    assert [r.pos for r in trade.resources] == [ast.Pos("new.wdl", 2, 17), ast.Pos("new.wdl", 2, 23)]
    assert [c.pos for c in trade.cities] == [ast.Pos("new.wdl", 2, 42), ast.Pos("new.wdl", 2, 51)]
    assert isinstance(copy, ast.CopyCard) and copy.pos == ast.Pos("new.wdl", 4, 5)
    assert copy.colour.pos == ast.Pos("new.wdl", 4, 10)
    assert [c.pos for c in copy.cities] == [ast.Pos("new.wdl", 4, 27), ast.Pos("new.wdl", 4, 35)]
    assert isinstance(points, ast.Points) and points.per is not None
    assert points.per.counted.pos == ast.Pos("new.wdl", 5, 17)


TRIGGERS = [
    ("when built", "when_built"),
    ("when taken", "when_taken"),
    ("always", "always"),
    ("at end", "at_end"),
    ("at end of turn", "at_end_of_turn"),
    ("at end of age", "at_end_of_age"),
    ("once per age", "once_per_age"),
    ("first turn of each age", "first_turn_of_age"),
    ("last turn of each age", "last_turn_of_age"),
    ("whenever build through chain", "on_chain_build"),
    ("once per turn", "once_per_turn"),
    ("whenever building wonder stage", "on_stage_build"),
    ("when activated", "when_activated"),
    ("when revealed", "when_revealed"),
    ("when drafted", "when_drafted"),
    ("whenever pushing", "on_push"),
    ("whenever any city builds wonders", "on_any_wonder"),
    ("whenever discarding", "on_discard"),
    ("when gained", "when_gained"),
    ("when lost", "when_lost"),
    ("when triggered", "when_triggered"),
]


@pytest.mark.parametrize(("words", "trigger"), TRIGGERS, ids=[w for w, _ in TRIGGERS])
def test_each_trigger_parses(words: str, trigger: str):
    component = parse_text(f'card "A" {{\n  {words}: play again\n}}\n').components[0]
    assert component.clauses == (ast.Clause(trigger, (ast.PlayAgain(),)),)


def test_every_trigger_is_covered():
    assert {t for _, t in TRIGGERS} | {"on_take", "on_any_build", "on_card_build", "on_take_piece", "on_buy",
                                       "on_bank_coins"} \
        == set(ast.TRIGGERS)


def test_the_build_of_either_city_names_the_colours_it_waits_for():
    component = parse_text('decree "D" {\n  whenever any city builds blue or green cards: gain 1 coin per age\n}\n'
                           ).components[0]
    assert component.kind == "decree"
    assert component.clauses == (ast.Clause("on_any_build", (ast.GainCoins(1, ast.Per(1, ast.Counted("age"))),),
                                            taken=(N("blue"), N("green"))),)


def test_a_take_trigger_names_the_cards_it_waits_for():
    (clause,) = parse_text('card "A" {\n  whenever taking stone or yellow card: play again\n}\n').components[0].clauses
    assert clause == ast.Clause("on_take", (ast.PlayAgain(),), taken=(N("stone"), N("yellow")))
    assert clause.once is False


def test_the_events_of_the_owners_city_name_what_they_wait_for():
    clauses = parse_text('leader "L" {\n  whenever building yellow or red cards: gain 2 coins\n'
                         '  whenever taking victory_token: gain 2 coins\n  whenever buying from left: gain 1 coin\n}\n'
                         ).components[0].clauses
    assert [(c.trigger, c.taken) for c in clauses] == [("on_card_build", (N("yellow"), N("red"))),
                                                       ("on_take_piece", (N("victory_token"),)),
                                                       ("on_buy", (N("left"),))]


def test_coins_from_the_bank_wake_a_clause_once_per_turn():
    (clause,) = parse_text('leader "L" {\n  once per turn, whenever taking coins from the bank: gain 1 coin\n}\n'
                           ).components[0].clauses
    assert clause == ast.Clause("on_bank_coins", (ast.GainCoins(1),), once=True)
    text = 'leader "L" {\n  once per turn, whenever taking coin from the bank: gain 1 coin\n}\n'
    line = "once per turn, whenever taking coins from the bank: gain 1 coin"
    assert component_text(parse_text(text).components[0]).count(line) == 1


def test_once_per_turn_limits_a_whenever_clause():
    (clause,) = parse_text('card "A" {\n  once per turn, whenever building wonder stage: play again\n}\n'
                           ).components[0].clauses
    assert clause == ast.Clause("on_stage_build", (ast.PlayAgain(),), once=True)


def test_stage_costs_of_different_or_identical_resources_and_what_a_stage_rests_on():
    (wonder,) = parse_text('wonder "W" {\n  stage 1 {\n    cost 2 different resources\n  }\n  stage 2 {\n'
                           '    rests on stages 1, 3\n    cost 3 identical resource\n  }\n}\n').components
    first, second = wonder.stages
    assert (first.cost.units, first.cost.mix, first.cost.resources, first.rests_on) == (2, "different", (), ())
    assert (second.cost.units, second.cost.mix, second.rests_on) == (3, "identical", (1, 3))


def test_only_a_stage_rests_on_stages():
    assert only_problem('wonder "W" {\n  rests on stage 1\n}\n') == \
        "x.wdl:2:3: only a stage of a wonder rests on other stages"


def test_a_clause_applies_its_effects_in_order():
    component = parse_text('wonder "W" {\n  when built:\n    gain 3 coins\n    opponent loses 3 coins  play again\n'
                           '  at end: 3 points\n}\n').components[0]
    assert component.effects("when_built") == (ast.GainCoins(3), ast.OpponentLosesCoins(N("opponent"), 3),
                                               ast.PlayAgain())
    assert component.effects("at_end") == (ast.Points(3),)
    assert component.effects("always") == ()


def test_a_component_with_every_item():
    component = parse_text('card "Caravansery" {\n  deck II\n  colour yellow\n  cost 2 coins, 2 wood, stone\n'
                           '  free with lamp or moon\n  chain sun, barrel\n  icon cat\n  always: produce clay\n}\n'
                           ).components[0]
    assert component == ast.Component(
        kind="card", name="Caravansery", deck=N("II"), colour=N("yellow"),
        cost=ast.Cost(2, (ast.ResourceCost(2, N("wood")), ast.ResourceCost(1, N("stone")))),
        free_with=(N("lamp"), N("moon")), chains=(N("sun"), N("barrel")), icons=(N("cat"),),
        clauses=(ast.Clause("always", (ast.Produce(1, N("clay")),)),),
    )


@pytest.mark.parametrize(("kind", "expected"), [("card", "card"), ("wonder", "wonder"), ("progress", "progress")])
def test_each_kind_of_component(kind: str, expected: str):
    (component,) = parse_text(f'{kind} "Thing" {{\n}}\n').components
    assert (component.kind, component.name) == (expected, "Thing")


def test_a_free_cost_and_a_missing_cost_differ():
    free, none = parse_text('card "A" {\n  cost free\n}\ncard "B" {\n}\n').components
    assert free.cost == ast.Cost()
    assert none.cost is None


def test_a_wonder_with_stages():
    text = '''wonder "The Hanging Gardens of Babylon (B)" {
  always: produce clay
  stage 1 {
    cost clay, loom
    at end: 3 points
  }
  stage 2 {
    cost 2 wood, glass
    at end of age: play last card
  }
  stage 3 {
    cost 3 clay, papyrus
    at end: science one of compass / gear / tablet
  }
}
'''
    (wonder,) = parse_text(text, "w.wdl").components
    assert wonder.kind == "wonder"
    assert wonder.clauses == (ast.Clause("always", (ast.Produce(1, N("clay")),)),)
    assert wonder.stages == (
        ast.Stage(1, ast.Cost(0, (ast.ResourceCost(1, N("clay")), ast.ResourceCost(1, N("loom")))),
                  (ast.Clause("at_end", (ast.Points(3),)),)),
        ast.Stage(2, ast.Cost(0, (ast.ResourceCost(2, N("wood")), ast.ResourceCost(1, N("glass")))),
                  (ast.Clause("at_end_of_age", (ast.PlayLastCard(),)),)),
        ast.Stage(3, ast.Cost(0, (ast.ResourceCost(3, N("clay")), ast.ResourceCost(1, N("papyrus")))),
                  (ast.Clause("at_end", (ast.ScienceChoice((N("compass"), N("gear"), N("tablet"))),)),)),
    )
    assert [s.pos for s in wonder.stages] == [ast.Pos("w.wdl", 3, 3), ast.Pos("w.wdl", 7, 3), ast.Pos("w.wdl", 11, 3)]
    # the stage's effects are not the wonder's own
    assert wonder.effects("at_end") == ()


def test_a_stage_without_cost_or_clauses():
    (wonder,) = parse_text('wonder "W" {\n  stage 4 {\n  }\n}\n').components
    assert wonder.stages == (ast.Stage(4, None, ()),)


@pytest.mark.parametrize(("text", "message"), [
    ('card "A" {\n  deck I "\x1b[2J\u202e"\n}\n', "t.wdl:2:10: unexpected '\"\\u001b[2J\\u202e\"'; expected"),
    ('card "A" {\n  deck \x1b\n}\n', "t.wdl:2:8: unexpected character '\\u001b'"),
    ('card "A" {\n  deck I "' + "x" * 500 + '"\n}\n',
     "t.wdl:2:10: unexpected '\"" + "x" * 59 + "'… (442 more characters); expected"),
])
def test_spec_text_in_a_syntax_error_is_escaped_and_bounded(text: str, message: str):
    with pytest.raises(SpecError) as info:
        parse_text(text, "t.wdl")
    assert str(info.value).startswith(message)
    assert "\x1b" not in str(info.value) and "\u202e" not in str(info.value)


def test_a_number_of_too_many_digits_is_a_problem_not_a_crash():
    with pytest.raises(SpecError) as info:
        parse_text('card "A" {\n  cost 1234567 coins\n  when built: gain ' + "9" * 5000 + " coins\n}\n", "t.wdl")
    assert [str(p) for p in info.value.problems] == [
        "t.wdl:2:8: the number 1234567... has 7 digits; a number in a component file has at most 6",
        "t.wdl:3:20: the number 999999999999... has 5,000 digits; a number in a component file has at most 6",
    ]
