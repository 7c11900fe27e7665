"""The exception hierarchy of the oracle.

Every error the oracle raises on bad input derives from :class:`OracleError` and renders
as one line that says where the problem is and what was expected.  Errors about a bad value
are also :class:`ValueError` (as in python-chess), so ``except ValueError`` catches them:

* :class:`SpecError` — a spec file (DSL or data) is malformed: ``file:line:col: message``;
* :class:`InvalidInputError` — bytes from outside (a record, a protocol line, a suite file)
  are not what they should be: a JSON path and a message;

  * :class:`InvalidRecordError` — a game record does not have its published shape;

* :class:`IllegalMoveError` — a move breaks a rule: the rule id and a message;
* :class:`GameChoiceError` — the game, variant, number of players or option asked for does not
  exist;
* :class:`InvalidArgumentError` — a value given to a function of the library is not one it takes
  (a seat that is not a whole number in range, a state, setup or action of another game);
* :class:`OutputError` — a file the oracle was asked to write cannot be written safely;
* :class:`ConformError` — the conformance command cannot run as asked.
"""

from __future__ import annotations

from dataclasses import dataclass


class OracleError(Exception):
    """Base class of every error the oracle reports to its users."""


@dataclass(frozen=True)
class SpecProblem:
    """One problem found in a spec file, with its position (1-based line and column)."""

    file: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        if self.line:
            return f"{self.file}:{self.line}:{self.column}: {self.message}"
        return f"{self.file}: {self.message}"


class SpecError(OracleError, ValueError):
    """A spec file could not be parsed or validated.  Holds every problem found."""

    def __init__(self, problems: list[SpecProblem] | SpecProblem):
        self.problems = [problems] if isinstance(problems, SpecProblem) else list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @property
    def first(self) -> SpecProblem:
        return self.problems[0]


class InvalidInputError(OracleError, ValueError):
    """Input from outside is malformed; ``path`` is a JSON path such as ``$.moves[3].card``
    (``$`` for the input as a whole)."""

    kind = "invalid_input"

    def __init__(self, path: str, message: str):
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}")

    def to_json(self) -> dict[str, object]:
        return {"error": self.kind, "path": self.path, "message": self.message}


class InvalidRecordError(InvalidInputError):
    """A game record does not have its published shape."""

    kind = "invalid_record"


class IllegalMoveError(OracleError, ValueError):
    """A move is not allowed in the current state; ``rule`` is the stable id of the rule it breaks."""

    def __init__(self, rule: str, message: str, move_index: int | None = None):
        self.rule = rule
        self.message = message
        self.move_index = move_index
        super().__init__(f"[{rule}] {message}")

    def at(self, move_index: int) -> IllegalMoveError:
        """The same error, located at a move of a record."""
        return IllegalMoveError(self.rule, self.message, move_index)

    def to_json(self) -> dict[str, object]:
        return {"error": "illegal_move", "move_index": self.move_index, "rule": self.rule,
                "message": self.message}


class GameChoiceError(OracleError, ValueError):
    """The game, variant, number of players or game option asked for does not exist."""


class InvalidArgumentError(OracleError, ValueError):
    """A value given to a function of the library is not one it takes: a seat that is not a whole
    number from 0 to the number of players less one, a seed out of range, or a state, setup, action
    or record made by another game."""


class OutputError(OracleError):
    """A file could not be written, or writing it would replace something that is not a file."""


class ConformError(OracleError):
    """The conformance command cannot run as asked (for example, no item matches the selection)."""
