"""Expansions that compose: the extension points a base game declares, and the expansions that fill them.

A base game names no expansion.  It declares once, in a :class:`Points`, where a ruleset may add to
it: each :class:`Point` has a name, what it is for, and how the answers of several expansions
combine (:class:`Combine`).  An :class:`Expansion` is a value: the game it extends, its name and
title, what it gives at each point it fills, and the expansions it needs before it.  A ruleset is a
base game and an ordered tuple of expansions; :func:`compose` checks that tuple against the points
once, when the ruleset is made, and gives :class:`Hooks`: for each point, what the expansions give,
in the ruleset's order, ready for the base game to call.  A point no expansion fills is an empty
tuple, so the base game pays one test of it on its hot paths (``if hooks.functions(...)``).

Where two expansions meet (a card of one naming a component of the other), neither names the
other: a third expansion, their meeting (:attr:`Expansion.meets`), comes after both and states what
happens there.  A meeting fills points like any expansion but keeps no part of a state and adds nothing
to a ruleset's name: :attr:`Hooks.names` lists the expansions a ruleset plays, not their meetings.

The shape follows pluggy's declared hooks (the host declares each point and whether all answers are
collected or the first wins), boardgame.io's plugins (each keeps its own slice of the state, here at
its place in :attr:`Hooks.names`) and python-chess's variants (the base calls named hooks and knows
no variant), with the order of several expansions declared by the ruleset rather than found.
"""

from __future__ import annotations

import importlib
import keyword
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any

from oracle.errors import GameChoiceError, OracleError
from oracle.text import shown_argument, suggestion


class ExpansionError(OracleError, ValueError):
    """An expansion does not fit the points its base game declares, or the expansions of a ruleset
    do not fit each other (a point undeclared, a name given by two expansions, a requirement missing
    or out of order)."""


class Combine(Enum):
    """How the answers of several expansions at one point make the point's answer."""

    EACH = "each"     # every implementation is called, in the ruleset's order; the answers, a tuple
    FIRST = "first"   # called in order until one answers something other than None; that answer, or None
    FOLD = "fold"     # each is given the answer so far as its first argument; the last answer
    SUM = "sum"       # every implementation is called; the answers added, from 0
    TABLE = "table"   # nothing is called: each gives a mapping, merged when the ruleset is made;
    #                   a name given by two expansions is refused there, unless both give the same value
    GATHER = "gather"  # nothing is called: each gives a mapping of names to tuples, merged when the ruleset
    #                    is made; a name given by several expansions gathers their tuples, in the ruleset's
    #                    order, each value once


@dataclass(frozen=True)
class Point:
    """One extension point: its name (a Python identifier), what it is for, and how answers combine."""

    name: str
    doc: str
    combine: Combine

    def __post_init__(self) -> None:
        if not (isinstance(self.name, str) and self.name.isidentifier() and not keyword.iskeyword(self.name)):
            raise ExpansionError(f"an extension point is named by an identifier, not {shown_argument(self.name)}")
        if not isinstance(self.combine, Combine):
            raise ExpansionError(f"the point {self.name} combines its answers by a Combine, "
                                 f"not {shown_argument(self.combine)}")


class Points:
    """A base game's extension points, declared once, in the order its docs list them."""

    def __init__(self, game: str, points: Iterable[Point]):
        self.game = game
        self._points: dict[str, Point] = {}
        for point in points:
            if point.name in self._points:
                raise ExpansionError(f"{game} declares the extension point {point.name} twice")
            self._points[point.name] = point

    def __getitem__(self, name: str) -> Point:
        try:
            return self._points[name]
        except KeyError:
            raise ExpansionError(f"{self.game} declares no extension point {shown_argument(name)}"
                                 f"{suggestion(name, self._points)}") from None

    def get(self, name: str) -> Point | None:
        """The point ``name``, or None if the game declares none of that name."""
        return self._points.get(name)

    def __iter__(self) -> Iterator[Point]:
        return iter(self._points.values())

    def __contains__(self, name: object) -> bool:
        return name in self._points

    def __len__(self) -> int:
        return len(self._points)


@dataclass(frozen=True)
class Expansion:
    """An expansion of ``game``: its ``name`` (as rulesets and records name it), its ``title`` (as
    people do), what it gives at each point it fills (``gives``: a function, or a mapping at a
    :attr:`Combine.TABLE` point) and the expansions that must come before it in any ruleset that
    plays it (``requires``).  An expansion that ``meets`` others (two or more, in the order a ruleset
    plays them) is their meeting: it comes after them, and only in a ruleset playing them all."""

    game: str
    name: str
    title: str
    gives: Mapping[str, Any] = field(default_factory=dict)
    requires: tuple[str, ...] = ()
    meets: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "gives", MappingProxyType(dict(self.gives)))
        object.__setattr__(self, "requires", tuple(self.requires))
        object.__setattr__(self, "meets", tuple(self.meets))
        if len(self.meets) == 1:
            raise ExpansionError(f"{self.title} is the meeting of two expansions or more, not of {self.meets[0]} alone")


class Hooks:
    """The extension points of one ruleset, resolved: what its expansions give at each point, in the
    ruleset's order.  Made by :func:`compose`; immutable."""

    __slots__ = ("_functions", "_owners", "_tables", "expansions", "meetings", "names", "points", "slots")

    def __init__(self, points: Points, expansions: tuple[Expansion, ...]):
        self.points = points
        self.expansions = expansions
        # the expansions played, in order (a ruleset's name); their meetings fill points and are not among them
        self.names: tuple[str, ...] = tuple(e.name for e in expansions if not e.meets)
        self.meetings: tuple[str, ...] = tuple(e.name for e in expansions if e.meets)
        # where each expansion keeps its part of a state or a setup: its place in the ruleset's order
        self.slots: Mapping[str, int] = MappingProxyType({name: i for i, name in enumerate(self.names)})
        functions: dict[str, tuple[Callable[..., Any], ...]] = {}
        tables: dict[str, Mapping[str, Any]] = {}
        owners: dict[tuple[str, str], str] = {}
        for point in points:
            given = [(e, e.gives[point.name]) for e in expansions if point.name in e.gives]
            if point.combine is Combine.GATHER:
                gathered: dict[str, tuple[Any, ...]] = {}
                for expansion, table in given:
                    for key, values in table.items():
                        old = gathered.get(key, ())
                        gathered[key] = (*old, *(v for v in values if v not in old))
                        owners.setdefault((point.name, key), expansion.title)
                tables[point.name] = MappingProxyType(gathered)
            elif point.combine is Combine.TABLE:
                merged: dict[str, Any] = {}
                for expansion, table in given:
                    for key, value in table.items():
                        if key in merged and (merged[key] is value or merged[key] == value):
                            continue     # a construct two expansions share, given by both: taken once
                        if key in merged:
                            raise ExpansionError(
                                f"{point.name}: {shown_argument(key)} is given by both {owners[point.name, key]} and "
                                f"{expansion.title}")
                        merged[key] = value
                        owners[point.name, key] = expansion.title
                tables[point.name] = MappingProxyType(merged)
            else:
                functions[point.name] = tuple(f for _, f in given)
        self._functions = functions
        self._tables = tables
        self._owners = owners

    def __bool__(self) -> bool:
        return bool(self.expansions)

    def functions(self, point: str) -> tuple[Callable[..., Any], ...]:
        """What the expansions give at ``point`` (not a table point), in order: () if none fills it."""
        try:
            return self._functions[point]
        except KeyError:
            self.points[point]   # an undeclared point: its error
            raise ExpansionError(f"{point} is a table point: read it with table()") from None

    def call(self, point: str, *args: Any, **kwargs: Any) -> Any:
        """The answer at ``point`` for these arguments, the expansions' answers combined as the point
        declares (with no expansion: () for EACH, None for FIRST, the first argument for FOLD, 0 for
        SUM)."""
        functions = self.functions(point)
        combine = self.points[point].combine
        if combine is Combine.EACH:
            return tuple(f(*args, **kwargs) for f in functions)
        if combine is Combine.FIRST:
            for f in functions:
                answer = f(*args, **kwargs)
                if answer is not None:
                    return answer
            return None
        if combine is Combine.FOLD:
            if not args:
                raise ExpansionError(f"the fold point {point} is called with the value to fold first")
            value, rest = args[0], args[1:]
            for f in functions:
                value = f(value, *rest, **kwargs)
            return value
        return sum(f(*args, **kwargs) for f in functions)

    def table(self, point: str) -> Mapping[str, Any]:
        """The merged mapping of a table or gather point (empty if no expansion fills it)."""
        try:
            return self._tables[point]
        except KeyError:
            self.points[point]
            raise ExpansionError(f"{point} is not a table point: call it with call()") from None

    def owner(self, point: str, key: str) -> str:
        """The title of the expansion that gives ``key`` at the table point ``point``."""
        self.table(point)
        try:
            return self._owners[point, key]
        except KeyError:
            raise ExpansionError(f"no expansion of this ruleset gives {shown_argument(key)} at {point}") from None

    def slot(self, name: str) -> int:
        """Where the expansion ``name`` keeps its part of a state: its place in the ruleset's order."""
        try:
            return self.names.index(name)
        except ValueError:
            raise ExpansionError(f"this ruleset plays no expansion {shown_argument(name)}; it plays "
                                 + (", ".join(self.names) or "none")) from None

    def parts(self, named: Mapping[str, Any]) -> tuple[Any, ...]:
        """The parts of a state or a setup, in the ruleset's order, from a mapping by expansion name
        (None for an expansion the mapping does not name)."""
        return tuple([named.get(name) for name in self.names])

    def named(self, parts: Sequence[Any]) -> dict[str, Any]:
        """The parts of a state or a setup by expansion name (the inverse of :meth:`parts`); a position
        built by hand without the parts has none."""
        return dict(zip(self.names, parts, strict=False))

    def __repr__(self) -> str:
        return f"Hooks({self.points.game}: {', '.join(self.names) or 'no expansion'})"


def compose(points: Points, expansions: Sequence[Expansion],
            played: Collection[tuple[str, ...]] | None = None, title: str = "") -> Hooks:
    """The hooks of a ruleset playing ``expansions``, in that order, on the game whose points are
    ``points``.  ``played`` lists the combinations the game is played with (each a tuple of names in
    the order they compose, their meetings left out); another is refused with
    :class:`~oracle.errors.GameChoiceError`.  An
    expansion that does not fit is an :class:`ExpansionError`: one of another game, one listed twice,
    a point the game does not declare, a requirement missing or after the expansion requiring it (a
    meeting requires the expansions it meets), a name given twice at a table point, or something given
    that the point cannot combine."""
    chosen = tuple(expansions)
    game_title = title or points.game
    for expansion in chosen:
        if not isinstance(expansion, Expansion):
            raise ExpansionError(f"{game_title} is expanded by Expansion values, not {type(expansion).__name__}")
    names = tuple(e.name for e in chosen)
    for expansion in chosen:
        if expansion.game != points.game:
            raise ExpansionError(f"{expansion.title} expands {expansion.game}, not {points.game}")
    repeated = sorted({n for n in names if names.count(n) > 1})
    if repeated:
        raise ExpansionError(f"a ruleset plays each expansion once: {', '.join(repeated)} is listed twice")
    played_names = tuple(e.name for e in chosen if not e.meets)
    if played is not None and played_names not in {tuple(p) for p in played}:
        again = [p for p in played if sorted(p) == sorted(played_names)]
        listed = ", ".join(played_names) or "no expansion"
        if again:
            raise GameChoiceError(f"{game_title} is not played with {listed} in that order: "
                                  f"it is played with {', '.join(again[0])}")
        raise GameChoiceError(f"{game_title} is not played with {listed}; it is played with "
                              + "; ".join(", ".join(p) or "no expansion" for p in played))
    for place, expansion in enumerate(chosen):
        for needed in (*expansion.requires, *expansion.meets):
            if needed not in names:
                raise ExpansionError(f"{expansion.title} requires the expansion {needed}, which this ruleset "
                                     "does not play")
            if names.index(needed) > place:
                raise ExpansionError(f"{expansion.title} requires {needed} before it in the ruleset's order")
        for point_name, given in expansion.gives.items():
            point = points.get(point_name)
            if point is None:
                raise ExpansionError(f"{expansion.title} fills {shown_argument(point_name)}, which {game_title} "
                                     f"does not declare{suggestion(point_name, [p.name for p in points])}")
            if point.combine is Combine.GATHER:
                if not isinstance(given, Mapping) or not all(isinstance(k, str) and isinstance(v, tuple)
                                                             for k, v in given.items()):
                    raise ExpansionError(f"{expansion.title} gives {point_name} a mapping of names to tuples, "
                                         f"not {type(given).__name__}")
            elif point.combine is Combine.TABLE:
                if not isinstance(given, Mapping) or not all(isinstance(k, str) for k in given):
                    raise ExpansionError(f"{expansion.title} gives {point_name} a mapping of names, "
                                         f"not {type(given).__name__}")
            elif not callable(given):
                raise ExpansionError(f"{expansion.title} gives {point_name} a function, not "
                                     f"{type(given).__name__}")
    return Hooks(points, chosen)


class RulesetList:
    """A game's rulesets: each variant a player can choose (``rulesets``: variant -> its title and the
    expansions it plays, in order), the rulesets being built (``in_progress``, in the same form: played
    by their own tests alone), where each expansion's :class:`Expansion` value lives (``expansions``:
    name -> module and attribute, imported the first time a ruleset playing it is loaded, so the base
    game's own modules never import one) and the meeting of the expansions played together
    (``meetings``: names -> the meeting, composed after them).  The mappings are read each time, so a
    test may change them for a while."""

    def __init__(self, points: Points, title: str, rulesets: Mapping[str, tuple[str, tuple[str, ...]]],
                 in_progress: Mapping[str, tuple[str, tuple[str, ...]]], expansions: Mapping[str, tuple[str, str]],
                 meetings: Mapping[tuple[str, ...], str] | None = None):
        self.points, self.title = points, title
        self.rulesets, self.in_progress, self.expansions = rulesets, in_progress, expansions
        self.meetings: Mapping[tuple[str, ...], str] = meetings if meetings is not None else {}
        self._hooks: dict[str, Hooks] = {}

    def expansion(self, name: str) -> Expansion:
        """The expansion ``name``, imported the first time it is asked for."""
        module, attribute = self.expansions[name]
        found = getattr(importlib.import_module(module), attribute)
        assert isinstance(found, Expansion) and found.name == name, f"{module}.{attribute} is not the expansion {name}"
        return found

    def hooks(self, variant: str) -> Hooks:
        """The hooks of the ruleset ``variant`` plays: its expansions, composed in their order, then their
        meeting where they have one (made once)."""
        found = self._hooks.get(variant)
        if found is None:
            every = {**self.rulesets, **self.in_progress}
            played = {names for _, names in every.values()}
            names = every[variant][1]
            meeting = (self.meetings[names],) if names in self.meetings else ()
            found = self._hooks[variant] = compose(self.points, [self.expansion(n) for n in (*names, *meeting)],
                                                   played, self.title)
        return found

    def spec_hooks(self, spec_variant: str) -> Hooks:
        """The hooks of the rulesets played on the spec extension ``spec_variant`` (a folder
        ``variants/<name>/`` of the spec, or ``standard``): the expansions of the variant of that name.
        An extension no ruleset lists changes the spec's data only, and plays no expansion."""
        known = spec_variant in self.rulesets or spec_variant in self.in_progress
        return self.hooks(spec_variant if known else "standard")

    def variants_playing(self, names: tuple[str, ...], own: str | None = None) -> tuple[str, ...]:
        """The variants that play exactly the expansions ``names`` (the base game's for none): those
        one can choose, then ``own`` if it is a ruleset being built that plays them, so that a ruleset
        being built is named by its own records and lists and by no published one; with none one can
        choose, the rulesets being built that play them."""
        chosen = tuple(v for v, (_, played) in self.rulesets.items() if played == names)
        building = tuple(v for v, (_, played) in self.in_progress.items() if played == names)
        if not chosen:
            return building
        return (*chosen, own) if own in building else chosen


def with_part(parts: tuple[Any, ...], slot: int, part: Any) -> tuple[Any, ...]:
    """``parts`` with the part at ``slot`` (an expansion's place, :attr:`Hooks.slots`) replaced by ``part``."""
    return (*parts[:slot], part, *parts[slot + 1:])


NO_EXPANSION: tuple[Expansion, ...] = ()

__all__ = ["NO_EXPANSION", "Combine", "Expansion", "ExpansionError", "Hooks", "Point", "Points", "RulesetList",
           "compose", "with_part"]
