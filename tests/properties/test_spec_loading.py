"""Properties of loading a spec folder: a damaged ``game.toml`` or ``rules.toml``, or a component
given an effect Duel does not have, either loads or raises one SpecError naming the file (and,
for component files, the line) at fault — never another exception.  A folder that loads with
hostile constants plays random games to their end without an exception."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from hypothesis import event, example, given, settings
from hypothesis import strategies as st

from oracle.core.spec import MAX_PROBLEMS
from oracle.duel import Game
from oracle.duel.playout import random_game
from oracle.duel.ruleset import Ruleset, load_ruleset_from
from oracle.errors import SpecError
from oracle.resources import spec_dir
from tests.properties.conftest import scaled

FILES = {p.name: p.read_text(encoding="utf-8") for p in sorted(spec_dir("duel").iterdir()) if p.is_file()}
GAME_LINES = FILES["game.toml"].splitlines()
VALUE_LINES = [i for i, line in enumerate(GAME_LINES) if re.match(r"\s*[A-Za-z_\"].*=", line)]
WRONG_VALUES = ['"x"', "3", "[]", '["first", "third"]', "{ a = 1 }", '"purple"', "true", '[["first"], ["x"]]',
                '["Lumber Yard"]', "[[1, 3], [2]]", "= ="]


def load(files: dict[str, str]) -> Ruleset:
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            (Path(folder) / name).write_text(text, encoding="utf-8")
        return load_ruleset_from(Path(folder))


def loads_or_names_the_file(files: dict[str, str], culprit: str | None, line: int | None = None) -> Ruleset | None:
    """Load the folder: a Ruleset, or one SpecError whose problems name ``culprit`` (at ``line``),
    or, when ``culprit`` is None, any file of the folder."""
    try:
        rules = load(files)
        event("loads")
        return rules
    except SpecError as error:
        event("SpecError")
        assert error.problems
        for problem in error.problems:
            if problem is error.problems[-1] and problem.message.startswith("… and "):
                continue        # the count of the problems left unlisted names the folder (within_bound)
            name = Path(problem.file).name
            assert name == culprit if culprit else name in files, str(error)
            if line is not None:
                assert problem.line == line, str(error)
        return None


@settings(scaled(0.2))
@given(st.lists(st.tuples(st.sampled_from(VALUE_LINES), st.sampled_from(["delete", *WRONG_VALUES])),
                min_size=1, max_size=3))
def test_a_damaged_game_file_loads_or_raises_a_spec_error(damage):
    lines = list(GAME_LINES)
    for index, how in damage:
        key = lines[index].split("=", 1)[0]
        lines[index] = "" if how == "delete" else f"{key}= {how}"
    # a word removed from the vocabulary is reported where the component files use it
    loads_or_names_the_file({**FILES, "game.toml": "\n".join(lines)}, None)


# Values an attacker would try for any constant: zero, negative, huge, fractional, infinite, not a
# number, a word, a list, a table; and small whole numbers, many of which make a playable game.
HOSTILE_VALUES = ["0", "-1", "1000000000", "9" * 40, "1.5", "inf", "-inf", "nan", '"x"', "[]", "[0]", "[[1]]",
                  "{}", "true", "1979-05-27", '"first"', '["first", "second"]', "[[5, 7]]", '"blue"', '["blue"]']
CONSTANT_LINES = [i for i in VALUE_LINES if i > GAME_LINES.index("[setup]")]


def line_index(key: str, after: str = "[setup]") -> int:
    start = GAME_LINES.index(after)
    return next(i for i in CONSTANT_LINES if i > start and GAME_LINES[i].startswith(f"{key} ="))


@st.composite
def hostile_change(draw: st.DrawFn) -> tuple[int, str]:
    """A constant's line and a value for it: hostile, a small whole number, or (for a number) the
    value it has, give or take 3."""
    index = draw(st.sampled_from(CONSTANT_LINES))
    written = GAME_LINES[index].split("=", 1)[1].split("#", 1)[0].strip()
    options = [st.sampled_from(HOSTILE_VALUES), st.integers(-2, 30).map(str)]
    if written.isdigit():  # weighed double: most of these load, and their games are played
        options += [st.integers(-3, 3).map(lambda d: str(int(written) + d))] * 2
    return index, draw(st.one_of(*options))


@settings(scaled(0.5))
@given(st.lists(hostile_change(), min_size=1, max_size=2), st.integers(0, 2 ** 32))
@example([(line_index("coins_per_point"), "0")], 1)
@example([(line_index("wonders_per_round"), "0")], 1)
@example([(line_index("starting_coins"), "0"), (line_index("pair_size"), "1")], 2)
@example([(line_index("capital", "[military]"), "20"), (line_index("coins_per_point"), "1")], 3)
@example([(line_index("supremacy_symbols"), "1"), (line_index("cap"), "1")], 4)
@example([(line_index("guilds_in_age_III"), "0"), (line_index("removed_per_age"), "0")], 5)
def test_hostile_constants_load_and_play_or_raise_one_spec_error(changes, seed):
    """Each constant perturbed with a hostile value: the folder raises one SpecError (at most
    MAX_PROBLEMS problems and a count of the rest, each naming a file of the folder or the
    folder), or it loads, and then random games, one of them with the first-game wonders, are
    played to their end without an exception."""
    lines = list(GAME_LINES)
    for index, value in changes:
        lines[index] = f"{lines[index].split('=', 1)[0]}= {value}"
    with tempfile.TemporaryDirectory() as folder:
        for name, text in {**FILES, "game.toml": "\n".join(lines)}.items():
            (Path(folder) / name).write_text(text, encoding="utf-8")
        try:
            rules = load_ruleset_from(Path(folder))
        except SpecError as error:
            event("SpecError")
            assert 1 <= len(error.problems) <= MAX_PROBLEMS + 1
            for problem in error.problems:
                assert problem.file == Path(folder).as_posix() or Path(problem.file).name in FILES, str(error)
                assert "\n" not in problem.message
            return
    event("loads")
    game = Game(rules)
    for k in range(3):
        playout = random_game(game, seed + k, first_game=k == 2)
        assert playout.final.outcome is not None


@settings(scaled(0.2))
@given(st.sampled_from(['[rules]\n"x" = 3\n', "rules = 3\n", "[rules\n", "", None]))
def test_a_damaged_rules_file_raises_a_spec_error(text):
    files = dict(FILES)
    if text is None:
        del files["rules.toml"]
    else:
        files["rules.toml"] = text
    assert loads_or_names_the_file(files, "rules.toml") is None


def without_game_file(files: dict[str, str]) -> dict[str, str]:
    return {name: text for name, text in files.items() if name != "game.toml"}


FOLDER_DAMAGES = {
    "no game.toml": (without_game_file, "game.toml"),
    "a brace missing in a component file": (
        lambda f: {**f, "age_II.wdl": f["age_II.wdl"].replace("}", "", 1)}, "age_II.wdl"),
    "an Age I layout one slot short": (
        lambda f: {**f, "game.toml": f["game.toml"].replace("[1, 3, 5, 7, 9, 11]]", "[1, 3, 5, 7, 9]]", 1)},
        "game.toml"),
    "an unknown colour for discard income": (
        lambda f: {**f, "game.toml": f["game.toml"].replace('discard_coins_per_card = "yellow"',
                                                            'discard_coins_per_card = "gold"')}, "game.toml"),
    "an unknown first-game wonder": (
        lambda f: {**f, "game.toml": f["game.toml"].replace('"The Pyramids", "The Great', '"The Pyramid", "The Great')},
        "game.toml"),
}


@given(st.sampled_from(sorted(FOLDER_DAMAGES)))
def test_a_damaged_spec_folder_raises_a_spec_error(damage):
    change, culprit = FOLDER_DAMAGES[damage]
    assert loads_or_names_the_file(change(FILES), culprit) is None


# Effects the grammar and a wider vocabulary allow.  7 Wonders Duel has a rule for two of them only:
# points per cards in related cities ('own and opponent'; 'left', the opponent's in a two-player game).
CONSTRUCTS = [
    "at end of turn: gain 1 coin", "once per age: play again", "at end of age: gain 2 coins",
    "when built: take 2 of 3 progress tokens from box", "at end: 1 point per coin_token",
    "at end: 1 point per blue card in left city", "when built: play last card", "when built: build free",
    "always: gain 1 coin", "at end: play again", "when built: produce wood", "always: science one of law / globe",
    "when built: take coin_token", "always: produce wood if own wonder complete otherwise produce clay",
    "stage 1 {\n    cost wood\n  }", "at end: 1 point per blue card in own and opponent cities",
    "at end: 2 points if own wonder complete otherwise 1 point",
]
COMPONENT = re.compile(r'^(card|wonder) "([^"]+)" \{$', re.M)
# (file, component, line of its header)
HEADERS = [(name, m.group(2), text[:m.start()].count("\n") + 1)
           for name, text in FILES.items() if name.endswith(".wdl") for m in COMPONENT.finditer(text)]


def _without_effects_table(text: str) -> str:
    """The game.toml without its [vocabulary.effects]: every effect of the language then validates,
    and only the engine can refuse one."""
    start = text.index("[vocabulary.effects]")
    return text[:start] + text[text.index("\n[", start + 1) + 1:]


WIDER = _without_effects_table(FILES["game.toml"]) \
    .replace('cities = ["own", "opponent"]', 'cities = ["own", "opponent", "left"]') \
    .replace("pieces = []", 'pieces = ["coin_token"]') \
    .replace("conditions = []", 'conditions = ["own wonder complete"]') \
    .replace('card = ["always", "when_built", "at_end"]',
             'card = ["always", "when_built", "at_end", "at_end_of_turn", "once_per_age"]') \
    .replace('wonder = ["always", "when_built", "at_end"]',
             'wonder = ["always", "when_built", "at_end", "at_end_of_age"]')


@settings(scaled(0.2))
@given(st.sampled_from(HEADERS), st.sampled_from(CONSTRUCTS))
@example(next(h for h in HEADERS if h[1] == "The Pyramids"), CONSTRUCTS[14])  # a stage, on a wonder
@example(next(h for h in HEADERS if h[1] == "Altar"), next(c for c in CONSTRUCTS if "own and opponent" in c))
def test_an_effect_duel_does_not_have_is_refused_at_its_line(header, construct):
    file, component, line = header
    lines = FILES[file].splitlines()
    # a clause goes right after the header; a stage after the items, before the closing brace
    at = line if not construct.startswith("stage") else lines.index("}", line)
    lines.insert(at, "  " + construct)
    files = {**FILES, "game.toml": WIDER, file: "\n".join(lines) + "\n"}
    rules = loads_or_names_the_file(files, file, at + 1)
    if rules is not None:  # the constructs here the engine can interpret: points per cards of related cities
        assert construct.endswith(("in own and opponent cities", "in left city"))
        before = next(c for c in load(FILES).components if c.name == component)
        after = next(c for c in rules.components if c.name == component)
        assert len(after.scorers) == len(before.scorers) + 1


def test_the_wider_vocabulary_alone_still_loads():
    assert load({**FILES, "game.toml": WIDER}).title == "7 Wonders Duel"
