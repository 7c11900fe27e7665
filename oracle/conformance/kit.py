"""What every game's conformance kit shares: where its suite lives, how the suite's files are
written and compared with the committed ones, and the hand-over to the game's own modules.

A game's kit (``Game.conformance_kit()``) subclasses :class:`Kit` in its own package, which holds
a ``blame`` module (``rules_for_events``, ``rules_for_legal_diff``, ``rules_for_state_path``) and a
``generate`` module (``generate()``: every file of the suite, name -> text).  The subclass says
what is the game's own: its commonly-wrong list, the state fields compared as sets, the rules
blamed by default, what a golden step and outcome record.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from oracle.conformance.compare import json_text, same
from oracle.core.events import Event
from oracle.files import write_atomic
from oracle.resources import data_dir


def suite_dir(game: str) -> Path:
    """The bundled suite of ``game``: ``spec/conformance/<game>/``."""
    return data_dir("spec") / "conformance" / game


def write_suite(files: dict[str, str], folder: Path) -> None:
    """Write a generated suite into ``folder``: every file atomically, and the case and golden
    files it no longer holds removed."""
    games = folder / "games"
    games.mkdir(parents=True, exist_ok=True)
    wanted = {folder / name for name in files}
    for old in [*folder.glob("*.json"), *games.glob("*.json")]:
        if old not in wanted:
            old.unlink()
    for name, text in files.items():
        write_atomic(folder / name, text)


def stale_files(files: dict[str, str], folder: Path) -> list[str]:
    """Names of files that differ from (or are missing in, or extra to) the suite in ``folder``."""
    present = {p.relative_to(folder).as_posix() for p in [*folder.glob("*.json"), *folder.glob("games/*.json")]}
    out = sorted(n for n, text in files.items()
                 if not (folder / n).is_file() or (folder / n).read_text(encoding="utf-8") != text)
    return out + sorted(present - set(files))


@cache
def optional_state_fields(game: str) -> frozenset[str]:
    """The fields of ``game``'s published state schema that an engine may leave out of its ``state``
    answer (``spec/schema/<game>/state.schema.json``: its properties that are not required)."""
    schema = json.loads((data_dir("spec") / "schema" / game / "state.schema.json").read_text(encoding="utf-8"))
    return frozenset(schema["properties"]) - frozenset(schema["required"])


# ---- blame: what every game's ``blame`` module reads the same way ---------------------------------

def state_path_rules(path: str, fields: Sequence[tuple[str, Sequence[str]]], score: dict[str, list[str]],
                     score_default: list[str]) -> list[str]:
    """Rules suggested by the field of the state that differs (a JSON path such as
    ``state.players[2].score.science``): a part of a score sheet by ``score`` (else
    ``score_default``), any other field by the first of ``fields`` (field name, rules) that is the
    path's last name, else the first the path contains."""
    if ".score." in path:
        return score.get(path.rsplit(".", 1)[-1], score_default)
    last = path.rsplit(".", 1)[-1].split("[", 1)[0]
    for key, rules in fields:
        if last == key:
            return list(rules)
    for key, rules in fields:
        if key in path:
            return list(rules)
    return []


def tied_on_points(state: Any) -> bool:
    """Whether the most points of the game (its score sheet) are held by more than one player."""
    totals = [sheet["total"] for sheet in state.game.score_sheet(state)]
    return totals.count(max(totals)) > 1


def deciding_player(moment: Any) -> int | None:
    """The player whose legal list is compared at a divergence's ``moment``: the one it names, else
    the first owing a decision after the move (``None`` once the game is over)."""
    deciding: int | None = moment.deciding
    if deciding is None:
        owing = moment.after.game.to_move(moment.after)
        deciding = owing[0] if owing else None
    return deciding


class Kit:
    """The part of a conformance kit that is the same for every game."""

    game: ClassVar[str]
    package: ClassVar[str]             # the game's kit package, holding ``blame`` and ``generate``
    commonly_wrong: ClassVar[dict[int, str]]
    commonly_wrong_rules: ClassVar[dict[int, str]] = {}    # the rule each commonly-wrong entry is about
    edition: ClassVar[str] = "base"
    # rule ids that cannot apply under a variant, with why (variant -> rule -> reason): the coverage
    # file lists them apart, and no case is owed for them under that variant
    rules_not_applying: ClassVar[dict[str, dict[str, str]]] = {}

    def _module(self, name: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.{name}")

    def suite_dir(self) -> Path:
        return suite_dir(self.game)

    @property
    def optional_state(self) -> frozenset[str]:
        """State fields an engine may leave out: checked when present, counted when absent."""
        return optional_state_fields(self.game)

    def rules_for_events(self, events: Sequence[Event]) -> list[str]:
        out: list[str] = self._module("blame").rules_for_events(events)
        return out

    def rules_for_legal_diff(self, missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
        out: list[str] = self._module("blame").rules_for_legal_diff(missing, unexpected)
        return out

    def rules_for_state_path(self, path: str) -> list[str]:
        out: list[str] = self._module("blame").rules_for_state_path(path)
        return out

    # -- blame by value: the rule that produced the value the engine departs from ----------------
    def why(self, question: str, moment: Any, *args: Any) -> list[str]:
        """The rules behind the oracle's value, asked of the game's ``blame`` module by its function
        ``why_<question>(moment, ...)`` (``state``: a field of the state, with the oracle's and the
        engine's values; ``events``: the oracle's events and the engine's; ``legal``: actions
        missing and unexpected).  A game without that function, or an answer it cannot give (an
        engine value of an odd shape), names nothing: the field's rules stand alone."""
        ask = getattr(self._module("blame"), f"why_{question}", None)
        if ask is None or moment is None:
            return []
        try:
            out: list[str] = ask(moment, *args)
        except (LookupError, TypeError, ValueError, AttributeError):
            return []
        return out

    # what a golden step records besides the legal list, and how it is read from a ``state`` answer
    golden_keys: ClassVar[tuple[str, ...]] = ()

    def golden_values(self, state: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError(f"{self.game}'s kit records nothing in a golden step")

    def golden_problems(self, step: dict[str, Any], state: dict[str, Any]) -> list[str]:
        """How the engine's state after a golden's step departs from what the step records."""
        got = self.golden_values(state)
        return [f"{key}: expected {json_text(step[key])}, got {json_text(got.get(key))}"
                for key in self.golden_keys if key in step and not same(step[key], got.get(key))]

    def generate(self) -> dict[str, str]:
        """Every file of the suite, as the oracle generates it now (file name -> text)."""
        out: dict[str, str] = self._module("generate").generate()
        return out

    def stale(self, files: dict[str, str]) -> list[str]:
        return stale_files(files, self.suite_dir())

    def write(self, files: dict[str, str]) -> None:
        write_suite(files, self.suite_dir())
