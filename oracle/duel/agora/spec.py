"""Read and check the ``[agora]`` table of a Duel spec: the Senate's Chambers and sections, the cubes
each player has, which Decrees lie face down, how many Senators each Age deck takes and how many
Senate actions a Politician gives (the Agora expansion, ``spec/duel/variants/agora``).

Every value is checked against what it means to the engine before the engine sees it: the Chambers
are those the values number, each belongs to exactly one section, a hidden Decree's Chamber exists,
one Senator count per Age, and the Senate-action table starts at no blue card and grows.  Every
problem names the key and its line, like every other constant of ``game.toml``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from oracle.core.spec import MISSING, TomlFile, whole
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary, shown_value
from oracle.text import shown, suggestion

MAX_CHAMBERS = 20        # agora.senate: Chambers a Senate may have
MAX_POINTS = 100         # agora.senate_points: a Chamber's value
MAX_CUBES = 100          # agora.supply: cubes in one supply
MAX_BLUE = 100           # agora.politician: a blue-card count in the Senate-action table
MAX_ACTIONS = 10         # agora.politician: Senate actions one Politician gives
KEYS = ("cubes_each", "chamber_points", "hidden_decrees", "senate_actions", "senate_colour", "sections",
        "military_tokens")
MAX_DISTANCE = 100       # agora.military_tokens: how far from the centre a zone starts


@dataclass(frozen=True)
class AgoraConstants:
    """The constants of Agora, as ``[agora]`` gives them.  Chambers are numbered from 1."""

    cubes_each: int                                  # agora.supply
    chamber_points: tuple[int, ...]                  # agora.senate_points: Chamber n's value at n - 1
    hidden_decrees: frozenset[int]                   # agora.decrees_setup: Chambers whose Decree lies face down
    senate_actions: tuple[tuple[int, int], ...]      # agora.politician: (fewest blue cards, actions), growing
    sections: tuple[tuple[str, tuple[int, ...]], ...]   # agora.senate: each section's name and Chambers
    senate_colour: int = 0                           # agora.politician: the colour whose cards the table counts
    # agora.military_tokens: each military token's name and the distance from the centre of the zone it
    # lies in (on both sides), in place of the looting token there
    military_tokens: tuple[tuple[str, int], ...] = ()

    def military_token(self, distance: int) -> str | None:
        """The military token lying at ``distance`` from the centre (on either side), or None."""
        return next((name for name, at in self.military_tokens if at == distance), None)

    @property
    def chambers(self) -> int:
        """How many Chambers the Senate has."""
        return len(self.chamber_points)

    def section(self, name: str) -> tuple[int, ...]:
        """The Chambers of the section ``name`` (``KeyError``: no such section)."""
        for section, chambers in self.sections:
            if section == name:
                return chambers
        raise KeyError(name)


def read_agora(t: TomlFile, v: Vocabulary, components: list[ast.Component],
               layouts: tuple[tuple[int, int], ...] | None, ages: tuple[str, ...]) -> AgoraConstants | None:
    """``[agora]`` checked; ``None`` when the spec has no such table or a value has a problem (which
    is recorded).  Its sections are those the vocabulary names (``senate_sections``), which the
    effect language's placements name; the components and layouts are not read yet."""
    table = t.node("agora")
    if table is MISSING:
        return None
    if not isinstance(table, dict):
        t.problem("agora", f"agora must be a table, not {shown_value(table)}")
        return None
    before = len(t.problems)
    for key in table:
        if key not in KEYS:
            t.problem(f"agora.{key}", f"[agora]: unknown key {shown(key)}{suggestion(key, sorted(KEYS))}")
    cubes = t.integer("agora.cubes_each", 1, MAX_CUBES)
    points = _numbers(t, "agora.chamber_points", 1, MAX_CHAMBERS, 0, MAX_POINTS, "Chamber values")
    chambers = len(points) if points is not None else None
    hidden = _chambers(t, "agora.hidden_decrees", chambers)
    actions = _actions(t)
    colour = _colour(t, v.colours)
    sections = _sections(t, chambers, v.senate_sections)
    tokens = _military_tokens(t, components)
    if len(t.problems) > before or None in (cubes, points, hidden, actions, colour, sections, tokens):
        return None
    assert cubes is not None and points is not None and hidden is not None
    assert actions is not None and colour is not None and sections is not None and tokens is not None
    return AgoraConstants(cubes, points, frozenset(hidden), actions, sections, colour, tokens)


def _military_tokens(t: TomlFile, components: list[ast.Component]) -> tuple[tuple[str, int], ...] | None:
    """agora.military_tokens: a table naming each military token of the spec (component kind ``token``)
    once, with the distance from the centre of a zone of the track holding a looting token, where it
    lies instead; none when the table is absent."""
    key = "agora.military_tokens"
    value = t.node(key)
    names = [c.name for c in components if c.kind == "token"]
    if value is MISSING:
        value = {}
    if not isinstance(value, dict):
        t.problem(key, f"{key} must be a table: military token = distance of its zone from the centre, not "
                       f"{shown_value(value)}")
        return None
    looted = _looting_distances(t)
    found: list[tuple[str, int]] = []
    for name, distance in value.items():
        if name not in names:
            t.problem(f"{key}.{name}", f"{key}: {shown(name)} is no military token of the spec"
                           f"{suggestion(name, names) if names else ' (it has none)'}")
            return None
        if whole(distance, 1, MAX_DISTANCE) is None or (looted is not None and distance not in looted):
            where = ", ".join(map(str, sorted(looted))) if looted else "none"
            t.problem(f"{key}.{name}", f"{key}.{shown(name)}: the distance from the centre of a zone holding a "
                                       f"looting token ({where}), not {shown_value(distance)}")
            return None
        if any(at == distance for _, at in found):
            t.problem(f"{key}.{name}", f"{key}: two military tokens lie at distance {distance}")
            return None
        found.append((name, distance))
    missing = [n for n in names if n not in value]
    if missing:
        t.problem(key, f"{key} must say where the military token {shown(missing[0])} lies")
        return None
    return tuple(found)


def _looting_distances(t: TomlFile) -> set[int] | None:
    """Where the track's zones holding a looting token start (None when the track cannot be read here:
    the track's own reader says why)."""
    zones = t.node("military.zones")
    if not isinstance(zones, list):
        return None
    return {zone["from"] for zone in zones if isinstance(zone, dict) and "looting" in zone
            and whole(zone.get("from"), 0, MAX_DISTANCE) is not None}


def _shown(value: Any) -> str:
    return "nothing" if value is MISSING else shown_value(value)


def _numbers(t: TomlFile, key: str, fewest: int, most: int, low: int, high: int, what: str) -> tuple[int, ...] | None:
    """A list of ``fewest`` to ``most`` whole numbers from ``low`` to ``high``."""
    value = t.node(key)
    count = f"{fewest}" if fewest == most else f"{fewest} to {most}"
    if not isinstance(value, list):
        t.problem(key, f"{key} must be a list of {count} {what}, not {_shown(value)}")
        return None
    if not fewest <= len(value) <= most:
        t.problem(key, f"{key} must be a list of {count} {what}, not {len(value)}")
        return None
    for n in value:
        if whole(n, low, high) is None:
            t.problem(key, f"{key}: each of the {what} is a whole number from {low} to {high:,}, not {shown_value(n)}")
            return None
    return tuple(value)


def _chambers(t: TomlFile, key: str, chambers: int | None) -> tuple[int, ...] | None:
    """Distinct Chambers of the Senate (numbered from 1), possibly none."""
    value = t.node(key)
    high = chambers if chambers is not None else MAX_CHAMBERS
    if not isinstance(value, list) or len(value) > high:
        t.problem(key, f"{key} must be a list of at most {high} Chambers, not {_shown(value)}")
        return None
    for n in value:
        if whole(n, 1, high) is None:
            t.problem(key, f"{key}: the Senate's Chambers are numbered 1 to {high}, not {shown_value(n)}")
            return None
    if len(set(value)) != len(value):
        t.problem(key, f"{key} names a Chamber twice")
        return None
    return tuple(value)


def _actions(t: TomlFile) -> tuple[tuple[int, int], ...] | None:
    """agora.politician: rows [fewest blue cards, Senate actions], the first from 0 blue cards, both
    columns growing."""
    key = "agora.senate_actions"
    value = t.node(key)
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_ACTIONS:
        t.problem(key, f"{key} must be a list of 1 to {MAX_ACTIONS} rows [fewest blue cards, Senate actions], not "
                       f"{_shown(value)}")
        return None
    for i, row in enumerate(value, 1):
        if not (isinstance(row, list) and len(row) == 2 and whole(row[0], 0, MAX_BLUE) is not None
                and whole(row[1], 1, MAX_ACTIONS) is not None):
            t.problem(key, f"{key}: row {i} must be [fewest blue cards, Senate actions], from 0 to {MAX_BLUE} blue "
                           f"cards and 1 to {MAX_ACTIONS} actions")
            return None
    rows = tuple((row[0], row[1]) for row in value)
    if rows[0][0] != 0:
        t.problem(key, f"{key} must start from 0 blue cards, so that every Politician gives an action, not from "
                       f"{rows[0][0]}")
        return None
    for (blue, given), (more_blue, more) in itertools.pairwise(rows):
        if more_blue <= blue or more <= given:
            t.problem(key, f"{key}: each row needs more blue cards and gives more actions than the row before: "
                           f"[{more_blue}, {more}] follows [{blue}, {given}]")
            return None
    return rows


def _colour(t: TomlFile, colours: tuple[str, ...]) -> int | None:
    """agora.politician: the colour of the cards the Senate-action table counts, one the game has."""
    key = "agora.senate_colour"
    value = t.node(key)
    if value not in colours:
        hint = suggestion(value, list(colours)) if isinstance(value, str) else ""
        t.problem(key, f"{key} must be a colour of the game ({', '.join(colours)}), not {_shown(value)}{hint}")
        return None
    return colours.index(value)


def _sections(t: TomlFile, chambers: int | None,
              senate_sections: tuple[str, ...]) -> tuple[tuple[str, tuple[int, ...]], ...] | None:
    """agora.senate: the sections the vocabulary names, in its order, each a list of Chambers, together
    every Chamber once."""
    key = "agora.sections"
    value = t.node(key)
    if not isinstance(value, dict) or not value:
        t.problem(key, f"{key} must be a table naming each section's Chambers, not {_shown(value)}")
        return None
    found: list[tuple[str, tuple[int, ...]]] = []
    seen: dict[int, str] = {}
    for name in value:
        here = f"{key}.{name}"
        got = _chambers(t, here, chambers)
        if got is None:
            return None
        if not got:
            t.problem(here, f"{here}: a section holds at least one Chamber")
            return None
        for chamber in got:
            if chamber in seen:
                t.problem(here, f"{here}: Chamber {chamber} is already in the section {shown(seen[chamber])}")
                return None
            seen[chamber] = name
        found.append((name, got))
    names = tuple(name for name, _ in found)
    if senate_sections != names:
        t.problem(key, f"{key} must name the sections of [vocabulary].senate_sections, in their order "
                       f"({', '.join(senate_sections) or 'none'}), not {', '.join(names)}")
        return None
    if chambers is not None and len(seen) != chambers:
        missing = min(set(range(1, chambers + 1)) - set(seen))
        t.problem(key, f"{key}: Chamber {missing} belongs to no section; each of the {chambers} Chambers "
                       "belongs to one")
        return None
    return tuple(found)


__all__ = ["AgoraConstants", "read_agora"]
