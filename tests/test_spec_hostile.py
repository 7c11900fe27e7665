"""Loading a spec folder nobody checked (``oracle --spec DIR``): every way it can be wrong is one
SpecError naming the file (and the key, and the line where it can be found), never another
exception, a hang or an unbounded list of problems.

Each test copies the bundled Duel spec, damages one thing and checks the exact line a user reads.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from oracle.cli import main
from oracle.core.spec import MAX_COMPONENT_BYTES, MAX_COMPONENT_FILES, MAX_PROBLEMS
from oracle.duel import spec as duel_spec
from oracle.duel.ruleset import load_ruleset_from
from oracle.errors import SpecError
from oracle.resources import MAX_SPEC_FILE_BYTES, display_path, spec_dir

DUEL = spec_dir("duel")
GAME_TEXT = (DUEL / "game.toml").read_text(encoding="utf-8")
GAME_LINES = GAME_TEXT.split("\n")


@pytest.fixture
def spec(tmp_path: Path) -> Path:
    folder = tmp_path / "duel"
    shutil.copytree(DUEL, folder)
    return folder


def problems(folder: Path) -> list[str]:
    """Every problem loading ``folder`` reports, as the lines a user reads; the folder must not load."""
    with pytest.raises(SpecError) as info:
        load_ruleset_from(folder)
    return [str(p) for p in info.value.problems]


def line_of(text: str, start: str) -> int:
    """The 1-based number of the first line of ``text`` that starts with ``start``."""
    return next(i for i, line in enumerate(text.split("\n"), 1) if line.startswith(start))


def set_game(folder: Path, old: str, new: str) -> Path:
    path = folder / "game.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


# ---- 1. files: not UTF-8, not regular files, too large, too many ---------------------------------------


def test_a_component_file_that_is_not_utf8_is_named_with_its_line_column_and_offset(spec: Path):
    path = spec / "extra.wdl"
    path.write_bytes(b'# extra\ncard "A" {\n  deck I \xff\n}\n')
    assert problems(spec) == [f"{display_path(path)}:3:10: not UTF-8 text: byte 0xff at offset 28 cannot be "
                              f"decoded (invalid start byte)"]


@pytest.mark.parametrize("name", ["game.toml", "rules.toml"])
def test_a_toml_file_that_is_not_utf8(spec: Path, name: str):
    path = spec / name
    path.write_bytes(path.read_bytes().replace(b"#", b"\xc3(", 1))
    assert problems(spec) == [f"{display_path(path)}:1:1: not UTF-8 text: byte 0xc3 at offset 0 cannot be "
                              f"decoded (invalid continuation byte)"]


def test_a_folder_named_like_a_component_file(spec: Path):
    (spec / "more.wdl").mkdir()
    assert problems(spec) == [f"{display_path(spec / 'more.wdl')}: is a folder, not a spec file"]


POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and /dev/zero are POSIX features")


@POSIX
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_fifo_or_a_device_is_refused_without_being_read(spec: Path, kind: str):
    path = spec / "special.wdl"
    if kind == "fifo":
        os.mkfifo(path)  # reading it would wait for a writer forever
    else:
        path.symlink_to("/dev/zero")  # reading it would never end
    assert problems(spec) == [f"{display_path(path)}: is not a regular file (a device, a FIFO or a socket); "
                              f"a spec file must be a file"]


@POSIX
def test_a_game_file_that_is_a_fifo(spec: Path):
    (spec / "game.toml").unlink()
    os.mkfifo(spec / "game.toml")
    assert problems(spec) == [f"{display_path(spec / 'game.toml')}: is not a regular file (a device, a FIFO "
                              f"or a socket); a spec file must be a file"]


def test_a_game_file_larger_than_a_spec_file_may_be(spec: Path):
    path = spec / "game.toml"
    os.truncate(path, MAX_SPEC_FILE_BYTES + 1)  # sparse: nothing is written, nothing must be read
    assert problems(spec) == [f"{display_path(path)}: the file holds more than 1,048,576 bytes, the most a "
                              f"spec file may hold"]


def test_component_files_larger_than_a_spec_may_hold_in_all(spec: Path):
    comment = b"# a comment line of sixty-four bytes, padding the file to size..\n"
    (spec / "padding_1.wdl").write_bytes(comment * (MAX_COMPONENT_BYTES // len(comment) // 2))
    (spec / "padding_2.wdl").write_bytes(comment * (MAX_COMPONENT_BYTES // len(comment) // 2))
    # files are read in name order: age_*, guilds, padding_1, padding_2 (the one that goes over), ...
    assert problems(spec) == [f"{display_path(spec / 'padding_2.wdl')}: the component files hold more than "
                              f"524,288 bytes in all with this one, the most a spec may hold"]


def test_too_many_component_files(spec: Path):
    for i in range(MAX_COMPONENT_FILES):
        (spec / f"empty_{i:03}.wdl").write_bytes(b"")
    assert problems(spec) == [f"{display_path(spec)}: the folder holds more than 64 component files (*.wdl), "
                              f"the most a spec may have"]


def test_a_missing_game_file(spec: Path):
    (spec / "game.toml").unlink()
    assert problems(spec) == [f"{display_path(spec / 'game.toml')}: cannot read: No such file or directory"]


def test_a_file_name_that_could_break_a_line_is_shown_escaped(spec: Path):
    path = spec / "evil\n\x1b[2J.wdl"
    path.write_text("card {\n", encoding="utf-8")
    [line] = problems(spec)
    assert "\n" not in line and "\x1b" not in line
    assert line.startswith("'") and "evil\\u000a\\u001b[2J.wdl':1:6: unexpected '{'" in line


# ---- 2. TOML values tomllib cannot convert, or that are no numbers ---------------------------------------


def test_a_number_of_5000_digits(spec: Path):
    path = set_game(spec, "starting_coins = 7 ", "starting_coins = " + "9" * 5000 + " ")
    line = line_of(GAME_TEXT, "starting_coins")
    assert problems(spec) == [f"{display_path(path)}:{line}:18: malformed TOML: a number of more than 4,300 digits"]


@pytest.mark.parametrize(("value", "shown"), [("inf", "inf"), ("-inf", "-inf"), ("nan", "nan"), ("1e400", "inf"),
                                              ("2.5", "2.5"), ('"3"', "'3'"), ("[3]", "a list"),
                                              ("1979-05-27", "a date"), ("true", "true"),
                                              ("4" * 40, "a number of more than 30 digits")])
def test_a_count_that_is_no_whole_number(spec: Path, value: str, shown: str):
    path = set_game(spec, "coins_per_point = 3 ", f"coins_per_point = {value} ")
    line = line_of(GAME_TEXT, "coins_per_point")
    assert problems(spec) == [f"{display_path(path)}:{line}:1: scoring.coins_per_point must be a whole number "
                              f"from 1 to 1,000, not {shown}"]


@pytest.mark.parametrize("nesting", ["[" * 10_000 + "]" * 10_000, "{a = " * 10_000 + "1" + "}" * 10_000])
def test_values_nested_too_deeply(spec: Path, nesting: str):
    path = spec / "game.toml"
    path.write_text(GAME_TEXT + f"\n[deep]\nvalue = {nesting}\n", encoding="utf-8")
    assert problems(spec) == [f"{display_path(path)}: malformed TOML: arrays or tables nested too deeply to be read"]


def test_a_toml_syntax_error_names_its_line_and_column(spec: Path):
    path = set_game(spec, "pair_size = 2 ", "pair_size = = 2 ")
    line = line_of(GAME_TEXT, "pair_size")
    assert problems(spec) == [f"{display_path(path)}:{line}:13: malformed TOML: Invalid value"]


# ---- 3. constants: each against its meaning, and against the components ------------------------------------


CONSTANTS = [
    # (text in game.toml, replacement, the key's line starts with, message)
    ("coins_per_point = 3 ", "coins_per_point = 0 ", "coins_per_point",
     "scoring.coins_per_point must be a whole number from 1 to 1,000, not 0"),
    ("wonders_per_round = 4 ", "wonders_per_round = 0 ", "wonders_per_round",
     "setup.wonders_per_round must be a whole number from 1 to 8 (setup.wonders_in_draft), not 0"),
    ("wonders_per_round = 4 ", "wonders_per_round = 3 ", "wonders_per_round",
     "setup.wonders_in_draft (8) must be a whole number of rounds of setup.wonders_per_round (3) wonders"),
    ("wonders_in_draft = 8 ", "wonders_in_draft = 13 ", "wonders_in_draft",
     "setup.wonders_in_draft must be a whole number from 1 to 12 (the spec defines 12 wonders), not 13"),
    ("guilds_in_age_III = 3 ", "guilds_in_age_III = 1000000000 ", "guilds_in_age_III",
     "setup.guilds_in_age_III must be a whole number from 0 to 7 (deck guild holds 7 cards), not 1000000000"),
    ("guilds_in_age_III = 3 ", "guilds_in_age_III = -1 ", "guilds_in_age_III",
     "setup.guilds_in_age_III must be a whole number from 0 to 7 (deck guild holds 7 cards), not -1"),
    ("removed_per_age = 3 ", "removed_per_age = -3 ", "removed_per_age",
     "setup.removed_per_age must be a whole number from 0 to 500, not -3"),
    ("progress_in_box = 5 ", "progress_in_box = 6 ", "progress_in_box",
     "setup.progress_on_board (5) + setup.progress_in_box (6) must be at most the 10 progress tokens the spec "
     "defines, not 11"),
    ("base_price = 2 ", "base_price = -2 ", "base_price",
     "trade.base_price must be a whole number from 0 to 1,000, not -2"),
    ("pair_size = 2 ", "pair_size = 0 ", "pair_size", "science.pair_size must be a whole number from 1 to 100, not 0"),
    ("supremacy_symbols = 6 ", "supremacy_symbols = 8 ", "supremacy_symbols",
     "science.supremacy_symbols must be a whole number from 1 to 7 (the 7 science symbols of [vocabulary]), not 8"),
    ("cap = 7 ", "cap = 0 ", "cap", "wonders.cap must be a whole number from 1 to 8 (setup.wonders_in_draft), not 0"),
    ("capital = 9 ", "capital = 1000000 ", "capital", "military.capital must be a whole number from 1 to 100, "
                                                      "not 1000000"),
    ("starting_coins = 7 ", "starting_coins = -7 ", "starting_coins",
     "setup.starting_coins must be a whole number from 0 to 1,000, not -7"),
    ("discard_coins = 2 ", "discard_coins = -2 ", "discard_coins",
     "turn.discard_coins must be a whole number from 0 to 1,000, not -2"),
    ('tie_break_colour = "blue"', 'tie_break_colour = "bleu"', "tie_break_colour",
     "scoring.tie_break_colour must be one of the colours of [vocabulary].colours, not 'bleu' (did you mean 'blue'?)"),
    ('counted_colours = ["brown", "grey"]', 'counted_colours = ["brown", "brown"]', "counted_colours",
     "trade.counted_colours lists 'brown' twice"),
    ('title = "7 Wonders Duel"', 'title = "7 Wonders\\u001b[2J Duel"', "title",
     "game.title must be one line of printable text of at most 100 characters, not '7 Wonders\\u001b[2J Duel'"),
    ("players = 2", "players = 3", "players", "game.players must be 2 (7 Wonders Duel is a game for two), not 3"),
]


@pytest.mark.parametrize(("old", "new", "start", "message"), CONSTANTS, ids=[c[1].strip() for c in CONSTANTS])
def test_a_constant_out_of_its_range(spec: Path, old: str, new: str, start: str, message: str):
    path = set_game(spec, old, new)
    assert problems(spec) == [f"{display_path(path)}:{line_of(GAME_TEXT, start)}:1: {message}"]


def test_decks_that_do_not_fit_the_number_of_cards_dealt(spec: Path):
    path = set_game(spec, "removed_per_age = 3 ", "removed_per_age = 5 ")
    where = f"{display_path(path)}:{line_of(GAME_TEXT, 'removed_per_age')}:1"
    assert problems(spec) == [
        f"{where}: setup.cards_per_age (20) + setup.removed_per_age (5) must be the 23 cards of deck I, not 25",
        f"{where}: setup.cards_per_age (20) + setup.removed_per_age (5) must be the 23 cards of deck II, not 25",
        f"{where}: setup.cards_per_age (20) - setup.guilds_in_age_III (3) + setup.removed_per_age (5) must be the "
        f"20 cards of deck III, not 22",
    ]


DRAFTS = [
    ('[["first", "second", "second"], ["second", "first", "first", "second"]]',
     ["setup.draft_order: round 1 holds 3 picks; each round holds setup.wonders_per_round (4)"]),
    ('[["first", "second", "second", "first"]]',
     ['setup.draft_order must be a list of 2 rounds, each a list of 4 picks ("first" or "second"), not 1 rounds']),
    ('["first", "second", "second", "first", "second", "first", "first", "second"]',
     ['setup.draft_order must be a list of 2 rounds, each a list of 4 picks ("first" or "second"), not a list']),
    ('[["first", "second", "second", "first"], ["second", "first", "first", "third"]]',
     ["setup.draft_order: round 2: a pick is \"first\" or \"second\", not 'third'"]),
    ('[["first", "second", "second", "first"], ["first", "first", "first", "second"]]',
     ["setup.draft_order must give each player half of the 8 wonders drafted, not 5 to the first and 3 to the "
      "second"]),
]


@pytest.mark.parametrize(("order", "messages"), DRAFTS)
def test_a_draft_order_that_does_not_fit_the_draft(spec: Path, order: str, messages: list[str]):
    path = set_game(spec, 'draft_order = [["first", "second", "second", "first"], ["second", "first", "first", '
                          '"second"]]', f"draft_order = {order}")
    assert problems(spec) == [f"{display_path(path)}:{line_of(GAME_TEXT, 'draft_order')}:1: {m}" for m in messages]


def test_first_game_wonders_that_do_not_fit_the_draft_order(spec: Path):
    path = set_game(spec, '"Circus Maximus", "Piraeus", ', '"The Pyramids", ')
    where = f"{display_path(path)}:{line_of(GAME_TEXT, 'second = ')}:1"
    assert problems(spec) == [
        f"{where}: setup.first_game.second must name the 4 wonders the second player drafts (setup.draft_order), not 3",
        f"{where}: setup.first_game.second: 'The Pyramids' is named twice in setup.first_game",
    ]


ZONES = [
    ("from = 3\nto = 5", "from = 5\nto = 3", 1, "to",
     "military.zones[1].to must be a whole number from 5 to 8 (from military.zones[1].from to military.capital - 1), "
     "not 3"),
    ("from = 3\nto = 5", "from = 2\nto = 5", 1, "from",
     "military.zones[1].from (2) must be past the zone before it, which ends at 2: zones are listed from the centre "
     "out and do not overlap"),
    ("from = 6\nto = 8", "from = 6\nto = 9", 2, "to",
     "military.zones[2].to must be a whole number from 6 to 8 (from military.zones[2].from to military.capital - 1), "
     "not 9"),
    ("from = 1\nto = 2", "from = 0\nto = 2", 0, "from",
     "military.zones[0].from must be a whole number from 1 to 8 (military.capital - 1), not 0"),
    ("looting = 2", "looting = -2", 1, "looting", "military.zones[1].looting must be a whole number from 1 to 1,000, "
                                                  "not -2"),
    ("points = 10", "points = -10", 2, "points", "military.zones[2].points must be a whole number from 0 to 1,000, "
                                                 "not -10"),
    ("looting = 2", "lootin = 2", 1, "lootin", "military.zones[1]: unknown key 'lootin'; a zone has from, to, points "
                                               "and looting"),
]


@pytest.mark.parametrize(("old", "new", "zone", "key", "message"), ZONES, ids=[z[1].replace("\n", " ") for z in ZONES])
def test_a_zone_of_the_military_track_out_of_place(spec: Path, old: str, new: str, zone: int, key: str, message: str):
    path = set_game(spec, old, new)
    header = [i for i, line in enumerate(GAME_LINES, 1) if line == "[[military.zones]]"][zone]
    line = next(i for i, text in enumerate(GAME_LINES, 1) if i > header and text.startswith(key[:4])) \
        if key != "lootin" else header
    assert problems(spec) == [f"{display_path(path)}:{line}:1: {message}"]


# ---- 4. layouts: sizes are checked before anything is built from them ------------------------------------


LAYOUT_I = "rows = [[5, 7], [4, 6, 8], [3, 5, 7, 9], [2, 4, 6, 8, 10], [1, 3, 5, 7, 9, 11]]"


@pytest.mark.parametrize(("rows", "message"), [
    ([list(range(1, 80_001, 2))], "layouts.I.rows must hold setup.cards_per_age (20) slots, not 40,000"),
    ([[c + r % 2 for c in range(1, 401, 2)] for r in range(200)],
     "layouts.I.rows must hold setup.cards_per_age (20) slots, not 40,000"),
    ([[]] * 100_000, "layouts.I.rows must hold setup.cards_per_age (20) slots, not 0"),
])
def test_an_oversize_layout_is_refused_before_it_is_built(spec: Path, monkeypatch, rows, message):
    built: list[str] = []
    build = duel_spec._build_layout
    monkeypatch.setattr(duel_spec, "_build_layout", lambda age, r, f: built.append(age) or build(age, r, f))
    path = set_game(spec, LAYOUT_I, "rows = " + repr(rows))
    assert problems(spec) == [f"{display_path(path)}:{line_of(GAME_TEXT, 'rows = [[5, 7], [4, 6, 8], [3')}:1: "
                              f"{message}"]
    assert built == ["II", "III"]  # Age I's rows were never built into slots


@pytest.mark.parametrize(("old", "new", "message"), [
    (LAYOUT_I, LAYOUT_I.replace("[[5, 7]", "[[5, 5]"),
     "layouts.I.rows: row 1: half-column 5 follows 5; a row lists its cards left to right, two half-columns apart "
     "at least"),
    (LAYOUT_I, LAYOUT_I.replace("[[5, 7]", "[[-5, 7]"),
     "layouts.I.rows: row 1: a half-column is a whole number from 1 to 40 (twice setup.cards_per_age), not -5"),
    ("face_up_rows = [1, 3, 5]\n\n[layouts.II]", "face_up_rows = [1, 3, 6]\n\n[layouts.II]",
     "layouts.I.face_up_rows: rows are numbered from 1 to 5, not 6"),
    ("face_up_rows = [1, 3, 5]\n\n[layouts.II]", "face_up_rows = [1, 3]\n\n[layouts.II]",
     "layouts.I: no card covers the cards of row 5, so they are face up from the start (age.reveal): list row 5 in "
     "face_up_rows"),
])
def test_a_layout_of_the_right_size_but_the_wrong_shape(spec: Path, old: str, new: str, message: str):
    path = set_game(spec, old, new)
    key = "face_up_rows" if "face_up_rows" in message else "rows"
    line = next(i for i, text in enumerate(GAME_LINES, 1) if i > line_of(GAME_TEXT, "[layouts.I]")
                and text.startswith(key))
    assert problems(spec) == [f"{display_path(path)}:{line}:1: {message}"]


def test_covers_is_the_inverse_of_covered_by():
    """The slots each slot covers, worked out in one pass, are those whose covered_by names it."""
    for layout in load_ruleset_from(DUEL).layouts:
        assert layout.covers == tuple(tuple(s for s in range(layout.size) if i in layout.covered_by[s])
                                      for i in range(layout.size))


# ---- 5. a bounded report --------------------------------------------------------------------------------------


def many_problems(folder: Path, n: int) -> Path:
    path = folder / "zz_bad.wdl"
    path.write_text("".join(f'card "Bad {i}" {{\n  deck I\n  colour gren\n}}\n' for i in range(n)), encoding="utf-8")
    return path


def test_at_most_twenty_problems_then_how_many_more(spec: Path):
    path = many_problems(spec, 100)
    reported = problems(spec)
    assert len(reported) == MAX_PROBLEMS + 1
    assert reported[0] == f"{display_path(path)}:3:10: unknown colour 'gren' (did you mean 'green'?)"
    assert reported[-1] == f"{display_path(spec)}: … and 81 more problems"  # 100 colours and the deck count


def test_the_command_prints_a_bounded_report(spec: Path, capsys):
    many_problems(spec, 300)
    assert main(["--spec", str(spec), "play", "--seed", "1"]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert captured.out == "" and len(lines) == MAX_PROBLEMS + 1
    assert lines[-1] == f"oracle: {display_path(spec)}: … and 281 more problems"


def test_syntax_errors_in_many_files_are_bounded_too(spec: Path):
    for i in range(40):
        (spec / f"broken_{i:02}.wdl").write_text("card {\n", encoding="utf-8")
    reported = problems(spec)
    assert len(reported) == MAX_PROBLEMS + 1 and reported[-1] == f"{display_path(spec)}: … and 20 more problems"
    assert reported[0] == (f"{display_path(spec / 'broken_00.wdl')}:1:6: unexpected '{{'; "
                           f'expected a quoted name such as "Lumber Yard"')


def test_a_component_name_that_could_break_a_line(spec: Path):
    path = spec / "zz_names.wdl"
    path.write_text('card "Evil\\u202e\x1b[2J" {\n  deck I\n  colour brown\n}\n'.replace("\\u202e", "\u202e"),
                    encoding="utf-8")
    reported = problems(spec)
    assert reported[0] == (f"{display_path(path)}:1:1: card 'Evil\\u202e\\u001b[2J': a name is printable text; "
                           f"U+202E is a control, format or separator character")
    assert all("\x1b" not in line and "\u202e" not in line for line in reported)


def test_a_number_too_long_for_a_component_file(spec: Path):
    path = spec / "zz_numbers.wdl"
    path.write_text('card "Rich" {\n  deck I\n  colour yellow\n  when built: gain ' + "9" * 5000 + " coins\n}\n",
                    encoding="utf-8")
    assert problems(spec)[0] == (f"{display_path(path)}:4:20: the number 999999999999... has 5,000 digits; "
                                 f"a number in a component file has at most 6")


def test_rule_ids_and_summaries(spec: Path):
    path = spec / "rules.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text + '"Bad Id" = "fine"\n"fine.id" = "two\\nlines"\n', encoding="utf-8")
    end = text.count("\n")
    assert problems(spec) == [
        f"{display_path(path)}:{end + 1}:1: the rule id 'Bad Id' is not lower-case words joined by dots, "
        f"such as 'setup.coins'",
        f"{display_path(path)}:{end + 2}:1: rule fine.id: the summary must be one line of printable text of at most "
        f"1000 characters, not 'two\\u000alines'",
    ]
