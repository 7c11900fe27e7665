"""Rule options: the readings of a rule that the sources leave open, each chosen by name.

Where the sources disagree on a rule and a ruling settles it (``rulings.toml``), an engine that
follows another reading is not wrong so much as different: a rule option lets the oracle play that
reading too, so such an engine can still be checked.  A ruleset declares its options in its
``game.toml``, one table each::

    [rule_options.blackmail_move]
    ruling = "agora.blackmail_move"     # the ruling that settles the point; it names the option back
    default = "yes"                     # the reading the ruling decides
    [rule_options.blackmail_move.readings]
    yes = "Blackmail ends with a cube move of its player's."
    no = "Blackmail takes the coins only."

A game is loaded with some options set (``load_game(..., rule_options={"blackmail_move": "no"})``,
``--rule-option blackmail_move=no``, a record's ``rule_options``); an option not set keeps its
default.  What a ruleset plays is its options' *choice*: the settings that differ from the defaults,
in the order the options are declared (:func:`choose`), so that a game with every default is the same
game, with the same records, as one loaded with none.

A reading changes the game in one of two ways: the rules read it (``rules.option(name)``), or it
replaces components of the spec: the ``*.wdl`` files of ``rule_options/<name>/<reading>/`` beside the
ruleset's ``game.toml`` (or its extension's) each replace the component of their kind and name
(:func:`reading_folder`).  Either way no component is special-cased in Python.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, NoReturn

from oracle.core.spec import MISSING, TomlFile
from oracle.errors import GameChoiceError, InvalidRecordError
from oracle.text import shown, shown_argument, shown_json, suggestion

NAME = re.compile(r"[a-z][a-z0-9_]{0,39}\Z")
MAX_OPTIONS = 40
MAX_READINGS = 8
MAX_READING_TEXT = 300

Choice = tuple[tuple[str, str], ...]      # the settings that differ from the defaults, in declared order
NO_CHOICE: Choice = ()


@dataclass(frozen=True)
class RuleOption:
    """One rule option: its ``name``, the ``ruling`` that settles its point, and its ``readings``
    (reading -> what the rules do under it, in one sentence), the default first."""

    name: str
    ruling: str
    readings: Mapping[str, str]

    def __post_init__(self) -> None:
        object.__setattr__(self, "readings", MappingProxyType(dict(self.readings)))

    @property
    def default(self) -> str:
        """The reading the ruling decides, played unless another is chosen."""
        return next(iter(self.readings))

    @property
    def values(self) -> tuple[str, ...]:
        """Every reading, the default first."""
        return tuple(self.readings)

    def setting(self, value: str) -> str:
        """How the command line and records write this option set to ``value``."""
        return f"{self.name}={value}"


def read_rule_options(t: TomlFile, ruling_options: Mapping[str, str]) -> tuple[RuleOption, ...]:
    """``[rule_options]`` of a ruleset's ``game.toml`` (none when absent), each checked: a name of
    lower-case letters, digits and underscores; its ruling one of the ruleset's whose ``option`` names
    it back (``ruling_options``: ruling id -> the option it names); a ``default`` among its ``readings``,
    each a name and one line of text.  A ruling naming an option the ruleset does not declare is a
    problem too.  Problems are added to ``t``."""
    table = t.node("rule_options")
    declared: list[RuleOption] = []
    if table is MISSING:
        table = {}
    if not isinstance(table, dict) or len(table) > MAX_OPTIONS:
        t.problem("rule_options", f"[rule_options] must be a table of at most {MAX_OPTIONS} options")
        table = {}
    for name, entry in table.items():
        key = f"rule_options.{name}"
        if not NAME.match(name):
            t.problem(key, f"a rule option is named in lower case letters, digits and underscores, not {shown(name)}")
            continue
        if not isinstance(entry, dict):
            t.problem(key, f"[{key}] must be a table with a ruling, a default and its readings")
            continue
        for field in sorted(set(entry) - {"ruling", "default", "readings"}):
            t.problem(f"{key}.{field}", f"[{key}]: unknown key {shown(field)}; it holds ruling, default and readings")
        ruling = entry.get("ruling")
        if not isinstance(ruling, str) or ruling not in ruling_options:
            t.problem(f"{key}.ruling", f"{key}.ruling must name a ruling of this ruleset"
                                       + (suggestion(ruling, list(ruling_options)) if isinstance(ruling, str) else ""))
            continue
        if ruling_options[ruling] != name:
            t.problem(f"{key}.ruling",
                      f"the ruling {shown(ruling)} must name this option back (option = {shown(name)})")
        readings = entry.get("readings")
        if not (isinstance(readings, dict) and 2 <= len(readings) <= MAX_READINGS
                and all(NAME.match(k) and isinstance(v, str) and v.strip() and "\n" not in v
                        and len(v) <= MAX_READING_TEXT for k, v in readings.items())):
            t.problem(f"{key}.readings", f"[{key}.readings] must give 2 to {MAX_READINGS} readings, each a name "
                                         f"and one line of text of at most {MAX_READING_TEXT} characters")
            continue
        default = entry.get("default")
        if not isinstance(default, str) or default not in readings:
            t.problem(f"{key}.default", f"{key}.default must be one of its readings: {', '.join(readings)}")
            continue
        ordered = {default: readings[default], **{k: v for k, v in readings.items() if k != default}}
        declared.append(RuleOption(name, ruling, ordered))
    names = {o.name for o in declared}
    where = f"rule_options.{next(iter(table))}" if table else "rule_options"   # a line to point at, if any
    for ruling, option in ruling_options.items():
        if option and option not in names and option not in table:
            t.problem(where, f"the ruling {shown(ruling)} names the rule option {shown(option)}, which "
                             "[rule_options] does not declare")
    return tuple(declared)


def choose(declared: Iterable[RuleOption], given: Mapping[str, Any] | Iterable[tuple[str, Any]], title: str,
           path: str | None = None) -> Choice:
    """The choice ``given`` makes of the ``declared`` options of the ruleset ``title``: the settings
    that differ from the defaults, in declared order.  An option the ruleset does not declare, or a
    reading it does not have, is refused: with :class:`~oracle.errors.InvalidRecordError` at
    ``path``'s member when ``path`` is given (a record's ``$.rule_options``), else with
    :class:`~oracle.errors.GameChoiceError`."""
    options = {o.name: o for o in declared}
    pairs = list(given.items()) if isinstance(given, Mapping) else list(given)
    chosen: dict[str, str] = {}
    for name, value in pairs:
        where = f"{path}.{name}" if path is not None and isinstance(name, str) and NAME.match(name) else path
        option = options.get(name) if isinstance(name, str) else None
        if option is None:
            known = (f"its rule options are {', '.join(options)}" if options else "it has no rule options")
            message = (f"{title} has no rule option {shown_json(name) if path else shown_argument(name)}"
                       f"{suggestion(name, list(options)) if isinstance(name, str) else ''}; {known}")
            _refuse(message, where)
        if not isinstance(value, str) or value not in option.readings:
            readings = ", ".join(option.values)
            _refuse(f"the rule option {option.name} is one of {readings} (the first its default), not "
                    f"{shown_json(value) if path else shown_argument(value)}", where)
        if name in chosen and chosen[name] != value:
            _refuse(f"the rule option {option.name} is set twice", where)
        chosen[option.name] = value
    return tuple((o.name, chosen[o.name]) for o in declared if o.name in chosen and chosen[o.name] != o.default)


def _refuse(message: str, path: str | None) -> NoReturn:
    if path is not None:
        raise InvalidRecordError(path, message)
    raise GameChoiceError(message)


def parse_setting(text: str) -> tuple[str, str]:
    """``NAME=READING`` (the command line's ``--rule-option``) as a pair; anything else is refused."""
    name, sep, value = text.partition("=")
    if not sep or not name or not value:
        raise GameChoiceError(f"a rule option is set as NAME=READING (blackmail_move=no), not {shown_argument(text)}")
    return name.strip(), value.strip()


def read_choice(value: Any, path: str) -> dict[str, Any]:
    """A record's ``rule_options`` as far as its shape goes: a JSON object of names and readings
    (checked against the ruleset's options by :func:`choose`)."""
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise InvalidRecordError(path, f"expected an object of at most {MAX_OPTIONS} rule options, each set to a "
                                       "reading, such as {\"blackmail_move\": \"no\"}")
    return value


def values_of(declared: Iterable[RuleOption], choice: Choice) -> Mapping[str, str]:
    """Every declared option's reading under ``choice`` (the default where it sets none)."""
    set_to = dict(choice)
    return MappingProxyType({o.name: set_to.get(o.name, o.default) for o in declared})


def choice_schema(declared: Iterable[RuleOption]) -> dict[str, Any]:
    """The JSON Schema of a record's ``rule_options`` for a ruleset declaring ``declared``: each option
    by name, set to one of its readings (the default meaning the same as leaving it out)."""
    return {
        "type": "object", "additionalProperties": False,
        "description": "the readings of the ruleset's rule options the game was played with, by option; an option "
                       "left out plays its default (the first reading listed)",
        "properties": {o.name: {"enum": list(o.values), "default": o.default, "description": f"ruling {o.ruling}"}
                       for o in declared},
    }


def with_choice(record: Mapping[str, Any], chosen: Mapping[str, str]) -> dict[str, Any]:
    """A record's JSON with its ``rule_options`` set to ``chosen`` (left out when empty), written
    before its ``meta``, ``setup`` and ``moves``, after the keys naming its game."""
    body = ("meta", "setup", "moves")
    head = {k: v for k, v in record.items() if k not in body and k != "rule_options"}
    return {**head, **({"rule_options": dict(chosen)} if chosen else {}),
            **{k: v for k, v in record.items() if k in body}}


def reading_folder(folder: Path, name: str, value: str) -> Path:
    """Where the components a reading replaces lie, beside the ``game.toml`` of ``folder``."""
    return folder / "rule_options" / name / value


__all__ = ["NO_CHOICE", "Choice", "RuleOption", "choice_schema", "choose", "parse_setting", "read_choice",
           "read_rule_options", "reading_folder", "values_of", "with_choice"]
