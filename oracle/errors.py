"""The exception hierarchy of the oracle.

Every error the oracle raises on bad input derives from :class:`OracleError` and renders
as one line that says where the problem is and what was expected:

* :class:`SpecError` — a spec file (DSL or data) is malformed: ``file:line:col: message``;
* :class:`InvalidRecordError` — a game record is malformed: a JSON path and a message;
* :class:`IllegalMoveError` — a move breaks a rule: the rule id and a message.
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


class SpecError(OracleError):
    """A spec file could not be parsed or validated.  Holds every problem found."""

    def __init__(self, problems: list[SpecProblem] | SpecProblem):
        self.problems = [problems] if isinstance(problems, SpecProblem) else list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @property
    def first(self) -> SpecProblem:
        return self.problems[0]


class InvalidRecordError(OracleError):
    """A game record does not have the v1 shape; ``path`` is a JSON path such as ``$.moves[3].card``."""

    def __init__(self, path: str, message: str):
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}")

    def to_json(self) -> dict[str, object]:
        return {"error": "invalid_record", "path": self.path, "message": self.message}


class IllegalMoveError(OracleError):
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
