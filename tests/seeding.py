"""Seeded bugs, shared by every game's tests: planting a wrong version of one engine function
wherever the engine or its tests imported it, checking that the tests written for the rule catch
it, serving the planted engine as a mutant adapter, and running a suite's commonly-wrong cases
against a mutant.  The bugs themselves live in each game's ``test_seeded_bugs.py``."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from tests.patience import PATIENCE

# A seeded bug: name, rule id, module, attribute, the wrong version (a function of the original when
# it is one of the game's wrappers, else the replacement), the tests that must catch it.
Bug = tuple[str, str, Any, str, Any, list[Callable[[], None]]]


def planting(bugs: Sequence[Bug], name: str, wrappers: Sequence[Any], packages: tuple[str, ...],
             companions: dict[str, tuple[Any, str, Any]] | None = None) -> list[tuple[Any, str, Any]]:
    """Where the seeded bug ``name`` goes: (module, attribute, the wrong version) for every loaded
    module of ``packages`` that holds the original function by that name; a companion (module,
    attribute, wrapper) is planted with it."""
    _, _, module, attribute, wrong, _ = next(b for b in bugs if b[0] == name)
    planted = [(module, attribute, wrong(getattr(module, attribute)) if wrong in wrappers else wrong)]
    if companions and name in companions:
        other, other_attribute, wrapper = companions[name]
        planted.append((other, other_attribute, wrapper(getattr(other, other_attribute))))
    out = []
    for where, attribute_name, replacement in planted:
        original = getattr(where, attribute_name)
        out += [(loaded, attribute_name, replacement) for loaded in list(sys.modules.values())
                if getattr(loaded, "__name__", "").startswith(packages)
                and getattr(loaded, attribute_name, None) is original]
    return out


def assert_caught(monkeypatch: Any, planted: list[tuple[Any, str, Any]], tests: list[Callable[[], None]]) -> None:
    """The tests pass on the engine as it is and fail with the bug planted."""
    for check in tests:
        check()
    with monkeypatch.context() as patched:
        for loaded, name_in_module, replacement in planted:
            patched.setattr(loaded, name_in_module, replacement)
        _forget_kept_answers()      # answers kept before the bug was planted would hide it
        try:
            for check in tests:
                with pytest.raises(AssertionError):
                    check()
        finally:
            _forget_kept_answers()


def _forget_kept_answers() -> None:
    """Empty every cache of the engine's modules (each function with a ``cache_clear``)."""
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("oracle."):
            for value in list(vars(module).values()):
                forget = getattr(value, "cache_clear", None)
                if callable(forget) and getattr(value, "__module__", None) == module.__name__:
                    forget()


def serve_mutant(argv: list[str], mutants: dict[int, tuple[str, ...]],
                 plant: Callable[[str], list[tuple[Any, str, Any]]]) -> int:
    """``mutants.py NAME``: the reference adapter with the seeded bug NAME planted."""
    from oracle.conformance.adapter import Adapter, serve

    names = [name for number in mutants for name in mutants[number]]
    if len(argv) != 1 or argv[0] not in names:
        print("usage: mutants.py BUG   (one of: " + "; ".join(names) + ")", file=sys.stderr)
        return 2
    for module, attribute, replacement in plant(argv[0]):
        setattr(module, attribute, replacement)
    return serve(sys.stdin, sys.stdout, Adapter(name=f"mutant {argv[0]}"))


def serve_planted(argv: list[str], bugs: dict[str, Callable[[], None]]) -> int:
    """``mutants.py BUG``: the reference adapter with the seeded bug BUG (a function planting it) planted."""
    from oracle.conformance.adapter import Adapter, serve

    if len(argv) != 1 or argv[0] not in bugs:
        print("usage: mutants.py BUG   (one of: " + ", ".join(bugs) + ")", file=sys.stderr)
        return 2
    bugs[argv[0]]()
    return serve(sys.stdin, sys.stdout, Adapter(name=f"mutant {argv[0]}"))


def commonly_wrong_failures(game: Any, suite: Any, command: str, number: int, rule: str) -> list[Any]:
    """The cases of commonly-wrong entry ``number`` run against ``command``: every case passes or
    fails (no engine error), at least one fails, and every failure names ``rule`` and the entry."""
    from oracle.conformance.runner import Runner
    from oracle.conformance.suite import Selection

    runner = Runner(command, game=game, timeout=PATIENCE, startup_timeout=PATIENCE)

    class Tagged(Selection):
        def case(self, case: dict[str, Any]) -> bool:
            return case.get("commonly_wrong") == number

    try:
        results = [item() for item in runner.items(suite, Tagged(sections=("cases",)))]
    finally:
        runner.close()
    assert results and all(r.status in ("pass", "fail") for r in results), [r.line() for r in results]
    failed = [r for r in results if r.status == "fail"]
    assert failed, f"{command} went unnoticed by the {len(results)} cases of commonly-wrong entry {number}"
    assert all(rule in r.rules for r in failed), [r.line() for r in failed]
    # the entry's note is on a failure exactly when the failure blames the entry's rule first
    assert [f"commonly wrong #{number}" in r.message for r in failed] == [r.rules[0] == rule for r in failed]
    return failed
