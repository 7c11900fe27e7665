"""The Python API as a library user meets it: every example of docs/implementers/python.md runs
as a doctest, and so do the examples in the public modules' docstrings."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import oracle
import oracle.core.jsonio
import oracle.duel.game
import oracle.duel.positions

ROOT = Path(__file__).resolve().parent.parent


def test_the_python_page_runs_as_written():
    failed, attempted = doctest.testfile(str(ROOT / "docs" / "implementers" / "python.md"), module_relative=False,
                                         globs={"oracle": oracle}, optionflags=doctest.ELLIPSIS)
    assert attempted >= 30
    assert failed == 0


@pytest.mark.parametrize("module", [oracle, oracle.duel.game, oracle.duel.positions], ids=lambda m: m.__name__)
def test_module_examples_run_as_written(module):
    failed, attempted = doctest.testmod(module)
    assert attempted >= 1 and failed == 0


def test_the_main_names_are_exported_from_oracle():
    for name in ("load_game", "games", "Game", "Event", "Step", "Record", "Playout", "IllegalMoveError",
                 "InvalidRecordError", "InvalidInputError", "SpecError", "OracleError", "OutputError",
                 "GameChoiceError", "InvalidArgumentError"):
        assert hasattr(oracle, name), name
    assert set(oracle.__all__) >= {"load_game", "games", "Game"}


def test_the_architects_design_page_runs_as_written():
    failed, attempted = doctest.testfile(str(ROOT / "docs" / "design" / "architects.md"), module_relative=False,
                                         globs={"oracle": oracle}, optionflags=doctest.ELLIPSIS)
    assert attempted >= 6 and failed == 0


def test_every_error_about_a_bad_value_is_a_value_error_of_the_library():
    for error in (oracle.GameChoiceError, oracle.InvalidArgumentError, oracle.InvalidRecordError, oracle.SpecError,
                  oracle.IllegalMoveError, oracle.UnknownGameError):
        assert issubclass(error, oracle.OracleError) and issubclass(error, ValueError), error
