"""The effect-language parse tables shipped beside the grammar (``grammar/effects.tables.json``).

Building the LALR parser from ``grammar/effects.lark`` in strict mode costs far more than
everything else in loading the spec (Lark first builds its own parser for grammar files, then
checks our tables and terminals).  The tables it produces are therefore generated once, by

    python -m oracle.dsl.tables            # --check: only say whether the file is stale

and kept in the repository as JSON, stamped with what they were made from: a SHA-256 of the
grammar text and the parser options, and the Lark version.  The oracle uses them only when all
three match what it is running with; otherwise it builds the parser as before (and keeps it in
the user cache, :func:`oracle.dsl.parser.load_parser`).  The test suite checks that the shipped
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

from oracle.resources import data_dir, display_path, grammar_path

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
    return {int(k) if k.isdigit() else k: v for k, v in pairs}


def load(path: Path, text: str, options: dict[str, Any]) -> Lark | None:
    """The parser stored at ``path`` if its stamp matches ``text``, ``options`` and the running
    Lark; ``None`` when there is no such file, it was made from something else, or it cannot
    be read."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=_int_keys)
    except (OSError, ValueError):
        return None
    if not isinstance(document, dict) or any(document.get(k) != v for k, v in stamp(text, options).items()):
        return None
    try:
        return Lark.load({"data": document["data"], "memo": document["memo"]})
    except Exception:  # damaged: the caller builds the parser instead
        return None


def main(argv: list[str] | None = None) -> int:
    """Write ``grammar/effects.tables.json`` from the grammar, built with every strict check
    (``--check``: only say whether the file is stale, exit 1 if it is)."""
    from oracle.dsl.parser import OPTIONS

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
