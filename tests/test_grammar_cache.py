"""The grammar's parse tables kept between processes: read back, they parse and fail exactly as
freshly built ones; a new grammar, Lark or Python gets new tables; a damaged or unwritable cache
never stops the oracle."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import GrammarError, UnexpectedInput

from oracle.dsl.parser import cache_key, grammar, load_parser
from oracle.resources import cache_dir, grammar_path, spec_dir

ROOT = Path(__file__).resolve().parent.parent
TEXT = grammar_path().read_text(encoding="utf-8")

BAD = ['card "A" {\n  deck I\n  colour brown $\n}\n', 'card "A" {\n  cost 2 3\n}\n',
       'card "A" {\n  deck I\n  when bilt: 1 shield\n}\n', 'card "A" {\n  deck I\n  colour brown',
       'card "A" {\n}\n}\n', 'cardx "A" {\n}\n', 'card "A" {\n  at end off age: play again\n}\n']


def failure(parser: Lark, text: str) -> tuple[object, ...]:
    with pytest.raises(UnexpectedInput) as info:
        parser.parse(text)
    e = info.value
    return (type(e), e.line, e.column, str(getattr(e, "token", "")), sorted(getattr(e, "expected", ()) or ()),
            sorted(getattr(e, "accepts", ()) or ()))


def test_tables_read_back_parse_and_fail_as_built_ones(tmp_path):
    built = load_parser(TEXT, tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [f"effects-{cache_key(TEXT)}.lark"]
    read = load_parser(TEXT, tmp_path)
    assert read is not built and read.options.strict and read.options.propagate_positions
    for path in sorted(spec_dir("duel").glob("*.wdl")):
        text = path.read_text(encoding="utf-8")
        assert read.parse(text) == built.parse(text)
    for text in BAD:
        assert failure(read, text) == failure(built, text)


def test_the_session_parser_is_the_one_read_back():
    """conftest.py filled the cache first: the parser every other test uses was read from it."""
    assert grammar().source_path == "<deserialized>"
    assert (cache_dir() / f"effects-{cache_key(TEXT)}.lark").is_file()  # type: ignore[operator]


def test_the_key_covers_the_grammar_text():
    assert cache_key(TEXT) == cache_key(TEXT)
    assert cache_key(TEXT + "\n") != cache_key(TEXT)
    assert len(cache_key(TEXT)) == 32


def test_a_damaged_file_is_rebuilt_and_replaced(tmp_path):
    path = tmp_path / f"effects-{cache_key(TEXT)}.lark"
    path.write_bytes(b"not a parser")
    parser = load_parser(TEXT, tmp_path)
    assert parser.parse('card "A" {\n}\n')
    assert path.read_bytes() != b"not a parser"
    assert load_parser(TEXT, tmp_path).source_path == "<deserialized>"


def test_no_cache_or_an_unwritable_one_keeps_nothing(tmp_path, monkeypatch):
    assert load_parser(TEXT, None).parse('card "A" {\n}\n')
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert load_parser(TEXT, blocker / "cache").parse('card "A" {\n}\n')  # cannot make the folder
    assert list(tmp_path.iterdir()) == [blocker]
    monkeypatch.setenv("ORACLE_CACHE_DIR", "")
    assert cache_dir() is None
    monkeypatch.setenv("ORACLE_CACHE_DIR", str(tmp_path))
    assert cache_dir() == tmp_path


def test_a_grammar_that_fails_the_strict_checks_is_never_kept(tmp_path):
    conflicting = 'start: a | b\na: "x"\nb: "x"\n'
    with pytest.raises(GrammarError):
        load_parser(conflicting, tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_spec_output_is_the_same_with_an_empty_or_a_filled_cache(tmp_path):
    """With the shipped tables (oracle.dsl.tables) nothing is built or cached; with other Lark
    versions the first run fills the cache and the second reads it.  The output never changes."""
    from oracle.dsl import tables
    from oracle.dsl.parser import OPTIONS

    env = {**os.environ, "ORACLE_CACHE_DIR": str(tmp_path)}
    command = [sys.executable, "-m", "oracle.cli", "spec", "--json"]
    cold = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    files = sorted(tmp_path.iterdir())
    shipped = tables.load(tables.tables_path(), TEXT, OPTIONS) is not None
    assert len(files) == (0 if shipped else 1)
    stamps = [f.stat().st_mtime_ns for f in files]
    warm = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert warm.stdout == cold.stdout and warm.stderr == cold.stderr == ""
    assert sorted(tmp_path.iterdir()) == files and [f.stat().st_mtime_ns for f in files] == stamps
