"""The parse tables shipped beside the grammar (``grammar/effects.tables.json``): they are the
current grammar's, byte for byte; read back they parse and fail exactly as a parser built with
every strict check; tables made from anything else are never used."""

from __future__ import annotations

import json

import lark
import pytest
from lark import Lark

from oracle.dsl import tables
from oracle.dsl.parser import OPTIONS, grammar, load_parser
from oracle.resources import grammar_path, spec_dir
from tests.test_grammar_cache import BAD, failure

TEXT = grammar_path().read_text(encoding="utf-8")
SHIPPED = json.loads(tables.tables_path().read_text(encoding="utf-8"))
SAME_LARK = SHIPPED["lark"] == lark.__version__
OTHER_LARK = f"the tables were made with Lark {SHIPPED['lark']}, Lark {lark.__version__} is installed"


def test_the_shipped_tables_are_made_from_the_current_grammar():
    assert SHIPPED["format"] == tables.FORMAT
    assert SHIPPED["grammar_sha256"] == tables.grammar_key(TEXT, OPTIONS), \
        "grammar/effects.tables.json is stale: run python -m oracle.dsl.tables"


@pytest.mark.skipif(not SAME_LARK, reason=OTHER_LARK)
def test_the_shipped_tables_are_what_building_the_grammar_gives_byte_for_byte():
    assert tables.tables_path().read_text(encoding="utf-8") == tables.dumps(Lark(TEXT, **OPTIONS), TEXT, OPTIONS)
    assert tables.main(["--check"]) == 0


@pytest.mark.skipif(not SAME_LARK, reason=OTHER_LARK)
def test_the_oracle_parses_with_the_shipped_tables_and_they_behave_as_built_ones(tmp_path):
    shipped = load_parser(TEXT, tmp_path, tables.tables_path())
    assert list(tmp_path.iterdir()) == []  # nothing built, nothing cached
    assert shipped.options.strict and shipped.options.propagate_positions
    built = Lark(TEXT, **OPTIONS)
    for path in sorted(spec_dir("duel").glob("*.wdl")):
        text = path.read_text(encoding="utf-8")
        assert shipped.parse(text) == built.parse(text)
    for text in BAD:
        assert failure(shipped, text) == failure(built, text)
    assert grammar().parse('card "A" {\n}\n') == built.parse('card "A" {\n}\n')


def test_canonical_numbering_does_not_depend_on_how_lark_numbered_the_states():
    first = tables.dumps(Lark(TEXT, **OPTIONS), TEXT, OPTIONS)
    second = tables.dumps(Lark(TEXT, **OPTIONS), TEXT, OPTIONS)
    assert first == second
    table = json.loads(first)["data"]["parser"]["parser"]
    assert table["start_states"] == {"start": 0}
    assert list(table["tokens"].values()) == sorted(table["tokens"].values())


@pytest.mark.parametrize("damage", ["other grammar", "other lark", "other format", "not json", "no tables", "missing"])
def test_tables_made_from_anything_else_are_not_used(tmp_path, damage):
    document = dict(SHIPPED)
    path = tmp_path / "effects.tables.json"
    if damage == "other grammar":
        document["grammar_sha256"] = tables.grammar_key(TEXT + "\n", OPTIONS)
    elif damage == "other lark":
        document["lark"] = "0.0.1"
    elif damage == "other format":
        document["format"] = "wonders-oracle/lark-tables/0"
    elif damage == "no tables":
        document["data"] = {"parser": {}}
    if damage == "not json":
        path.write_text("{not json", encoding="utf-8")
    elif damage != "missing":
        path.write_text(json.dumps(document), encoding="utf-8")
    assert tables.load(path, TEXT, OPTIONS) is None
    cache = tmp_path / "cache"
    parser = load_parser(TEXT, cache, path)  # built instead, and cached
    assert parser.parse('card "A" {\n}\n')
    assert len(list(cache.iterdir())) == 1


def test_a_grammar_edit_makes_the_tables_stale(tmp_path, monkeypatch):
    edited = tmp_path / "effects.lark"
    edited.write_text(TEXT + "\n// an edit\n", encoding="utf-8")
    monkeypatch.setattr(tables, "grammar_path", lambda: edited)
    assert tables.main(["--check"]) == 1
