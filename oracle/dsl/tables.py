"""The effect-language parse tables shipped beside the grammar (``grammar/effects.tables.json``).

Building the LALR parser from ``grammar/effects.lark`` in strict mode costs far more than
everything else in loading the spec (Lark first builds its own parser for grammar files, then
checks our tables and terminals).  The tables it produces are therefore generated once, by

    python -m oracle.dsl.tables            # --check: only say whether the file is stale

and kept in the repository as JSON, stamped with what they were made from: a SHA-256 of the
grammar text and the parser options, and the Lark version.  The oracle uses them only when all
three match what it is running with; otherwise it builds the parser as before (and keeps its
tables, in this same format, in the user cache, :func:`oracle.dsl.parser.load_parser`).  Tables
are data: they are read as JSON and never unpickled.  The test suite checks that the shipped
tables are those of the current grammar and give the same trees and errors as a parser built
with every strict check.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

from oracle.errors import SpecError
from oracle.resources import data_dir, display_path, grammar_path, read_spec_text

# How the effect-language parser is built: its tables are built, stored and checked with these.
OPTIONS: dict[str, Any] = {
    "parser": "lalr",
    "lexer": "basic",  # whole words: 'off' is one unexpected word, never 'of' + 'f'
    "strict": True,    # no conflict in the tables, no two terminals matching the same text
    "propagate_positions": True,
    "maybe_placeholders": False,
}

FORMAT = "wonders-oracle/lark-tables/1"


def tables_path() -> Path:
    return data_dir("grammar") / "effects.tables.json"


def grammar_key(text: str, options: dict[str, Any]) -> str:
    """A SHA-256 (hex) of the grammar text and the parser options the tables are made with."""
    made_of = "\0".join([text, json.dumps(options, sort_keys=True)])
    return hashlib.sha256(made_of.encode("utf-8")).hexdigest()


def stamp(text: str, options: dict[str, Any]) -> dict[str, str]:
    """What tables made now from ``text`` and ``options`` would be stamped with."""
    return {"format": FORMAT, "grammar_sha256": grammar_key(text, options), "lark": lark.__version__}


def _canonical_states(table: dict[str, Any]) -> dict[str, Any]:
    """Lark's LALR table with its states renumbered in a canonical order.

    Lark numbers states in an order that depends on object identities, so two builds of one
    grammar number them differently.  Renumbering them breadth-first from the start states,
    each state's moves taken in the order of their token names, gives the same table every time.
    (A move is ``[0, state]`` for a shift or a goto, ``[1, rule]`` for a reduction.)
    """
    tokens, states = table["tokens"], table["states"]
    order: dict[int, int] = {}
    queue = [table["start_states"][name] for name in sorted(table["start_states"])]
    while queue:
        state = queue.pop(0)
        if state in order:
            continue
        order[state] = len(order)
        for token in sorted(states[state], key=lambda t: tokens[t]):
            action, argument = states[state][token]
            if action == 0:
                queue.append(argument)
    assert len(order) == len(states), "every state is reached from a start state"
    by_name = {name: index for index, name in tokens.items()}
    names = sorted(by_name)
    renamed = {by_name[name]: i for i, name in enumerate(names)}
    return {
        "tokens": dict(enumerate(names)),
        "states": {order[s]: {renamed[t]: [a, order[arg] if a == 0 else arg]
                              for t, (a, arg) in sorted(states[s].items(), key=lambda kv: tokens[kv[0]])}
                   for s in sorted(states, key=order.__getitem__)},
        "start_states": {name: order[s] for name, s in sorted(table["start_states"].items())},
        "end_states": {name: order[s] for name, s in sorted(table["end_states"].items())},
    }


def dumps(parser: Lark, text: str, options: dict[str, Any]) -> str:
    """The tables of ``parser`` (built from ``text`` with ``options``) as stamped JSON text."""
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["parser"]["parser"] = _canonical_states(data["parser"]["parser"])
    document = {**stamp(text, options), "data": data, "memo": memo}
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n"


def _int_keys(pairs: list[tuple[str, Any]]) -> dict[Any, Any]:
    # JSON keys are strings; Lark's tables number their states, rules and memo entries.
    return {int(k) if k.isascii() and k.isdigit() else k: v for k, v in pairs}


_MISSING = object()

# The most bytes a tables file may hold (the shipped one is about 110 KB).
MAX_TABLES_BYTES = 8 << 20

# Parser options that would make Lark call something or change how text is read: a tables file
# must leave each at the value a parser built with OPTIONS has (or leave it out: Lark's default).
_INERT_OPTIONS: dict[str, Any] = {
    "_plugins": {}, "lexer_callbacks": {}, "postlex": None, "transformer": None, "tree_class": None,
    "edit_terminals": None, "regex": False, "use_bytes": False, "g_regex_flags": 0, "debug": False,
    "keep_all_tokens": False, "start": ["start"],
}


def _consistent(document: dict[str, Any], options: dict[str, Any]) -> bool:
    """Whether a tables document asks for nothing but a plain LALR parser with ``options``, and its
    table hangs together: every shift goes to a state of the table, every start and end state is one."""
    data, memo = document.get("data"), document.get("memo")
    if not isinstance(data, dict) or not isinstance(memo, dict) or not memo:
        return False
    stored = data.get("options")
    if not isinstance(stored, dict):
        return False
    if any(stored.get(key, _MISSING) != value for key, value in options.items()):
        return False
    if any(stored.get(key, value) != value for key, value in _INERT_OPTIONS.items()):  # absent: Lark's default
        return False
    try:
        table = data["parser"]["parser"]
        states = table["states"]
        ends = [*table["start_states"].values(), *table["end_states"].values()]
        if not isinstance(states, dict) or not all(isinstance(s, int) and s in states for s in ends):
            return False
        for moves in states.values():
            for move in moves.values():
                action, argument = move
                if action == 0 and not (isinstance(argument, int) and argument in states):
                    return False
                if action == 1 and not (isinstance(argument, dict) and argument.get("@") in memo):
                    return False
                if action not in (0, 1):
                    return False
    except (KeyError, TypeError, ValueError, AttributeError):
        return False
    return True


def load(path: Path, text: str, options: dict[str, Any]) -> Lark | None:
    """The parser stored at ``path`` if its stamp matches ``text``, ``options`` and the running
    Lark and its tables hang together; ``None`` when there is no such file, it was made from
    something else, or it cannot be read or used.

    The file is read as JSON data (a regular file of at most :data:`MAX_TABLES_BYTES` bytes) and
    handed to Lark as a dict, which Lark rebuilds from plain data without unpickling anything."""
    try:
        raw = read_spec_text(path, MAX_TABLES_BYTES)
        document = json.loads(raw, object_pairs_hook=_int_keys)
    except (SpecError, ValueError, RecursionError):
        return None
    if not isinstance(document, dict) or any(document.get(k) != v for k, v in stamp(text, options).items()):
        return None
    if not _consistent(document, options):
        return None
    try:
        return Lark.load({"data": document["data"], "memo": document["memo"]})
    except Exception:  # damaged: the caller builds the parser instead
        return None


def main(argv: list[str] | None = None) -> int:
    """Write ``grammar/effects.tables.json`` from the grammar, built with every strict check
    (``--check``: only say whether the file is stale, exit 1 if it is)."""
    check = "--check" in (sys.argv[1:] if argv is None else argv)
    text = grammar_path().read_text(encoding="utf-8")
    wanted = dumps(Lark(text, **OPTIONS), text, OPTIONS)
    path = tables_path()
    shown = display_path(path)
    if check:
        current = path.read_text(encoding="utf-8") if path.is_file() else ""
        if current != wanted:
            print(f"{shown} is stale: run python -m oracle.dsl.tables")
            return 1
        print(f"{shown} is up to date")
        return 0
    path.write_text(wanted, encoding="utf-8")
    print(f"wrote {shown}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
