"""The grammar's parse tables kept between processes: read back, they parse and fail exactly as
freshly built ones; a new grammar, Lark or Python gets new tables; a damaged, foreign or
unwritable cache never stops the oracle; and the cache is data, never a pickle: a pickle planted
where the oracle looks is never run."""

from __future__ import annotations

import ast as python_ast
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import lark
import pytest
from lark import Lark
from lark.exceptions import GrammarError, UnexpectedInput

from oracle.dsl import parser as dsl_parser
from oracle.dsl import tables
from oracle.dsl.parser import OPTIONS, cache_key, cache_path, grammar, load_parser
from oracle.duel.ruleset import load_ruleset_from
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
    assert [p.name for p in tmp_path.iterdir()] == [f"effects-{cache_key(TEXT)}.tables.json"]
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
    assert (cache_dir() / f"effects-{cache_key(TEXT)}.tables.json").is_file()  # type: ignore[operator]


def test_the_key_covers_the_grammar_text():
    assert cache_key(TEXT) == cache_key(TEXT)
    assert cache_key(TEXT + "\n") != cache_key(TEXT)
    assert len(cache_key(TEXT)) == 32


def test_the_cache_holds_the_tables_as_the_shipped_json(tmp_path):
    """The cached file is the shipped tables' format: stamped JSON data that tables.load reads."""
    load_parser(TEXT, tmp_path)
    path = cache_path(TEXT, tmp_path)
    assert path is not None and path.parent == tmp_path
    document = json.loads(path.read_text(encoding="utf-8"))
    assert {k: document[k] for k in ("format", "grammar_sha256", "lark")} == tables.stamp(TEXT, OPTIONS)
    assert path.read_text(encoding="utf-8") == tables.dumps(Lark(TEXT, **OPTIONS), TEXT, OPTIONS)
    assert tables.load(path, TEXT, OPTIONS) is not None


def test_a_damaged_file_is_rebuilt_and_replaced(tmp_path):
    path = tmp_path / f"effects-{cache_key(TEXT)}.tables.json"
    path.write_bytes(b"not a parser")
    parser = load_parser(TEXT, tmp_path)
    assert parser.parse('card "A" {\n}\n')
    assert path.read_bytes() != b"not a parser"
    assert json.loads(path.read_text(encoding="utf-8"))["lark"] == lark.__version__
    assert load_parser(TEXT, tmp_path).source_path == "<deserialized>"


def _good_document(tmp_path: Path) -> dict:
    load_parser(TEXT, tmp_path / "fresh")
    return json.loads((tmp_path / "fresh" / f"effects-{cache_key(TEXT)}.tables.json").read_text(encoding="utf-8"))


def _first_shift(document: dict) -> list:
    states = document["data"]["parser"]["parser"]["states"]
    return next(move for moves in states.values() for move in moves.values() if move[0] == 0)


FOREIGN = {
    "another grammar's stamp": lambda d: d.update(grammar_sha256=tables.grammar_key(TEXT + "\n", OPTIONS)),
    "another Lark's stamp": lambda d: d.update(lark="0.0.1"),
    "another format": lambda d: d.update(format="wonders-oracle/lark-tables/0"),
    "a tree class to call": lambda d: d["data"]["options"].update(tree_class="os.system"),
    "a plugin to call": lambda d: d["data"]["options"].update(_plugins={"LALR_Parser": "os.system"}),
    "a post-lexer": lambda d: d["data"]["options"].update(postlex="os.system"),
    "another parser": lambda d: d["data"]["options"].update(parser="earley"),
    "no strict option": lambda d: d["data"]["options"].pop("strict"),
    "a shift to no state": lambda d: _first_shift(d).__setitem__(1, 10 ** 6),
    "a reduction by no rule": lambda d: next(
        move for moves in d["data"]["parser"]["parser"]["states"].values() for move in moves.values()
        if move[0] == 1).__setitem__(1, {"@": 10 ** 6}),
    "no memo": lambda d: d.update(memo={}),
    "no tables": lambda d: d["data"].update(parser={}),
    "a list, not a document": lambda d: d.clear(),
}


@pytest.mark.parametrize("damage", sorted(FOREIGN))
def test_a_foreign_or_damaged_json_cache_is_ignored_and_rebuilt(tmp_path, damage):
    document = _good_document(tmp_path)
    FOREIGN[damage](document)
    path = tmp_path / f"effects-{cache_key(TEXT)}.tables.json"
    planted = json.dumps(document if document else [1, 2]).encode()
    path.write_bytes(planted)
    assert tables.load(path, TEXT, OPTIONS) is None
    parser = load_parser(TEXT, tmp_path)
    assert parser.source_path != "<deserialized>"  # built, not read
    assert parser.parse('card "A" {\n}\n')
    assert path.read_bytes() != planted
    assert load_parser(TEXT, tmp_path).source_path == "<deserialized>"


@pytest.mark.parametrize("what", ["a deeply nested array", "a huge file", "a folder", "a fifo"])
def test_a_cache_entry_that_is_not_a_small_json_file_is_ignored_without_blocking(tmp_path, what):
    path = tmp_path / f"effects-{cache_key(TEXT)}.tables.json"
    if what == "a deeply nested array":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif what == "a huge file":
        path.write_bytes(b" " * (tables.MAX_TABLES_BYTES + 1))
    elif what == "a folder":
        path.mkdir()
    elif hasattr(os, "mkfifo"):
        os.mkfifo(path)  # opened for reading, a FIFO with no writer would block
    else:
        pytest.skip("FIFOs are a POSIX feature")
    assert load_parser(TEXT, tmp_path).parse('card "A" {\n}\n')
    if what in ("a folder", "a fifo"):  # never replaced: only a regular file is
        assert path.is_dir() if what == "a folder" else path.is_fifo()


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


class _Planted:
    """Unpickled, this creates the file ``marker``: proof that a pickle was loaded."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def test_a_planted_pickle_is_never_loaded(tmp_path, monkeypatch):
    """With the shipped tables not matching the Lark in use, the oracle reads its cache.  A pickle
    planted under every name the oracle reads (the cache file, the pickle file older versions
    kept, the shipped tables themselves) is never unpickled, and the cache is rebuilt as JSON."""
    marker = tmp_path / "pickle-was-loaded"
    payload = pickle.dumps(_Planted(marker))
    unpickled: list[str] = []

    def refuse(name):
        def call(*args, **kwargs):
            unpickled.append(name)
            raise AssertionError(f"pickle.{name} called")
        return call

    for name in ("load", "loads", "Unpickler"):
        monkeypatch.setattr(pickle, name, refuse(name))
    monkeypatch.setattr(lark, "__version__", "0.0.0-not-the-shipped-one")
    cache = tmp_path / "cache"
    cache.mkdir()
    key = cache_key(TEXT)
    names = [f"effects-{key}.tables.json", f"effects-{key}.lark", f"effects-{key}.json"]
    for name in names:
        (cache / name).write_bytes(payload)
    shipped = tmp_path / "effects.tables.json"
    shipped.write_bytes(payload)
    monkeypatch.setattr(tables, "tables_path", lambda: shipped)
    monkeypatch.setenv("ORACLE_CACHE_DIR", str(cache))
    grammar.cache_clear()
    dsl_parser._terminal_display.cache_clear()
    try:
        assert tables.load(tables.tables_path(), TEXT, OPTIONS) is None  # the shipped tables do not match
        rules = load_ruleset_from(spec_dir("duel"))
        assert len(rules.cards) == 73
        assert grammar().source_path != "<deserialized>"  # built: nothing planted was used
        assert load_parser(TEXT, cache).source_path == "<deserialized>"  # then read back from the JSON cache
    finally:
        grammar.cache_clear()
        dsl_parser._terminal_display.cache_clear()
    assert not marker.exists() and unpickled == []
    document = json.loads((cache / names[0]).read_text(encoding="utf-8"))
    assert document["lark"] == "0.0.0-not-the-shipped-one" and document["format"] == tables.FORMAT
    assert (cache / names[1]).read_bytes() == payload  # an old pickle file is left alone, never read


@pytest.mark.parametrize("module", [dsl_parser, tables], ids=["parser", "tables"])
def test_the_parser_modules_neither_import_pickle_nor_call_save(module):
    tree = python_ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in python_ast.walk(tree) if isinstance(node, python_ast.Import)
                for alias in node.names}
    imported |= {(node.module or "").split(".")[0] for node in python_ast.walk(tree)
                 if isinstance(node, python_ast.ImportFrom)}
    assert imported.isdisjoint({"pickle", "dill", "marshal", "shelve", "cloudpickle"})
    called = {node.func.attr for node in python_ast.walk(tree)
              if isinstance(node, python_ast.Call) and isinstance(node.func, python_ast.Attribute)}
    assert "save" not in called
