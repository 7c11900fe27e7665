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
from typing import Any

# The most characters an error's message may hold, and its JSON path: whatever a message echoes (a
# list of names from a record, a path into deep input), the line that reports it stays short (one
# error line, a batch answer or an adapter answer under 4 KB, with room for its other fields).
MAX_MESSAGE = 1500
MAX_PATH = 300


def bounded(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` cut to ``limit`` characters, saying how many were left out."""
    if len(text) <= limit:
        return text
    return text[:limit] + f"… ({len(text) - limit:,} more characters)"


class OracleError(Exception):
    """Base class of every error the oracle reports to its users; its message is bounded
    (:data:`MAX_MESSAGE`), whatever it echoes."""

    def __init__(self, *args: Any):
        super().__init__(*(bounded(a) if isinstance(a, str) else a for a in args))


@dataclass(frozen=True)
class SpecProblem:
    """One problem found in a spec file, with its position (1-based line and column)."""

    file: str
    line: int
    column: int
    message: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "message", bounded(self.message))

    def __str__(self) -> str:
        if self.line:
            return f"{self.file}:{self.line}:{self.column}: {self.message}"
        return f"{self.file}: {self.message}"


class SpecError(OracleError, ValueError):
    """A spec file could not be parsed or validated.  Holds every problem found."""

    def __init__(self, problems: list[SpecProblem] | SpecProblem):
        self.problems = [problems] if isinstance(problems, SpecProblem) else list(problems)
        # a line per problem, each bounded (SpecProblem); their number is bounded by the spec reader
        Exception.__init__(self, "\n".join(str(p) for p in self.problems))

    @property
    def first(self) -> SpecProblem:
        return self.problems[0]


class InvalidInputError(OracleError, ValueError):
    """Input from outside is malformed; ``path`` is a JSON path such as ``$.moves[3].card``
    (``$`` for the input as a whole)."""

    kind = "invalid_input"

    def __init__(self, path: str, message: str):
        self.path = bounded(path, MAX_PATH)
        self.message = bounded(message)
        Exception.__init__(self, f"{self.path}: {self.message}")   # each part bounded already

    def to_json(self) -> dict[str, object]:
        return {"error": self.kind, "path": self.path, "message": self.message}


class InvalidRecordError(InvalidInputError):
    """A game record does not have its published shape."""

    kind = "invalid_record"


class IllegalMoveError(OracleError, ValueError):
    """A move is not allowed in the current state; ``rule`` is the stable id of the rule it breaks."""

    def __init__(self, rule: str, message: str, move_index: int | None = None):
        self.rule = bounded(rule, MAX_PATH)
        self.message = bounded(message)
        self.move_index = move_index
        Exception.__init__(self, f"[{self.rule}] {self.message}")   # each part bounded already

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
