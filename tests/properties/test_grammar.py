"""Properties of the effect language: text generated from the grammar itself
(``hypothesis.extra.lark.from_lark``) never crashes the parser — it parses, or raises our
SpecError at a real position — and parse -> print -> parse is the identity."""

from __future__ import annotations

from hypothesis import event, example, given
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark

from oracle.dsl.parser import load_parser, parse_text
from oracle.dsl.printer import print_spec
from oracle.errors import SpecError
from oracle.resources import grammar_path, spec_dir

# Built from the grammar file, not read from the parser cache: from_lark needs the grammar's rules,
# which a cached (deserialized) parser does not keep.
GRAMMAR = load_parser(grammar_path().read_text(encoding="utf-8"), None)
WORDS = {t.name: t.pattern.value for t in GRAMMAR.terminals if t.pattern.type == "str"}
SPEC_TEXTS = [p.read_text(encoding="utf-8") for p in sorted(spec_dir("duel").glob("*.wdl"))]


def spaced(strategy: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return strategy.map(lambda s: s + " ")


# Grammar text whose tokens are always separated, with names that are never keywords, so that
# most of it lexes as the grammar meant it and parses.
WELL_SPACED = from_lark(GRAMMAR, explicit={
    **{name: st.just(word + " ") for name, word in WORDS.items()},
    "WONDER_STAGE": st.sampled_from(["wonder stage ", "wonder stages "]),   # the one keyword of two words
    "NAME": spaced(st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}", fullmatch=True)
                   .filter(lambda s: s not in WORDS.values())),
    "INT": spaced(st.integers(0, 120).map(str)),
    "STRING": spaced(st.text(st.characters(exclude_characters='"\n', codec="utf-8"), max_size=12)
                     .map(lambda s: f'"{s}"')),
    "COMMENT": st.text(st.characters(exclude_characters="\n\r", codec="utf-8"), max_size=10)
                 .map(lambda s: f"#{s}\n"),
})
RAW = from_lark(GRAMMAR)


def check_error(error: SpecError, text: str) -> None:
    """Every problem names a position inside (or just after) the text."""
    lines = text.split("\n")
    assert error.problems
    for problem in error.problems:
        assert problem.file == "<string>"
        assert 1 <= problem.line <= len(lines), problem
        assert 1 <= problem.column <= len(lines[problem.line - 1]) + 1, problem
        assert str(problem).startswith(f"<string>:{problem.line}:{problem.column}: ")


def parses_or_reports(text: str) -> None:
    try:
        parse_text(text)
        event("parsed")
    except SpecError as error:
        check_error(error, text)
        event("SpecError")


@given(RAW)
def test_grammar_text_parses_or_raises_a_positioned_spec_error(text):
    parses_or_reports(text)


@given(st.text(max_size=200))
@example("card")
@example('card "x" {')
@example('card "x" { cost 2 coins, 3 coins }')
@example("\r\n\r\n}")
def test_any_text_parses_or_raises_a_positioned_spec_error(text):
    parses_or_reports(text)


@given(st.sampled_from(SPEC_TEXTS), st.data())
def test_damaged_spec_files_parse_or_raise_a_positioned_spec_error(text, data):
    """The real spec files with a few characters deleted, replaced or inserted."""
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        at = data.draw(st.integers(0, len(text)), label="at")
        cut = data.draw(st.integers(0, 12), label="cut")
        insert = data.draw(st.sampled_from(["", "{", "}", ":", ",", " ", "\n", "2", "card", "\"", "#", "of"]),
                           label="insert")
        text = text[:at] + insert + text[at + cut:]
    parses_or_reports(text)


@given(WELL_SPACED)
def test_parse_print_parse_is_the_identity(text):
    try:
        tree = parse_text(text)
    except SpecError as error:
        check_error(error, text)
        event("rejected (repeated item)")
        return
    event(f"{len(tree.components)} components")
    printed = print_spec(tree.components)
    again = parse_text(printed)
    assert again.components == tree.components
    assert print_spec(again.components) == printed


def test_the_real_spec_prints_and_parses_back_to_itself():
    for text in SPEC_TEXTS:
        tree = parse_text(text)
        assert parse_text(print_spec(tree.components)).components == tree.components
