"""What a value belongs to: the ruleset that made it.

A setup and an action name components by their index in a compiled ruleset, and the same index names
another card in another ruleset (Theater in the first edition is not Theater in the 2020 edition).  So
every compiled ruleset has value types of its own: for each of the game's value types (its ``Action``,
its ``Setup``), a subclass made once per ruleset by :func:`value_type`, which carries the ruleset.  The
game's code makes its values with these types, and a public verb knows a value of its own ruleset by one
identity test (``type(action) is game.action_type``); a value of another ruleset is refused by name.

A ruleset's value types are the game's types in every other way: they compare, hash and unpack as the
tuples they are (``game.action("build", card="Baths") == Action("build", 12)``), print in their record
form (``str(action)``: the JSON a record writes), copy as themselves (they are immutable) and pickle by
reference: a pickled value holds where its ruleset came from (:class:`Origin`: the game, a variant played
on it, the spec folder) and its fields, and is made again by the ruleset loaded from there.

A value of the game's type itself (``Action("build", 12)`` written by hand) belongs to no ruleset; a
public verb takes it as naming the components of the game it is given to once it has checked it (see
:meth:`oracle.core.game.Game._own_action`).
"""

from __future__ import annotations

import itertools
import os
import weakref
from collections.abc import Callable
from typing import Any, NamedTuple

Writer = Callable[[Any, Any], dict[str, Any]]   # (rules, value) -> the value's JSON form

# a game's value type -> how a value of it is written in its record form (declared by the game's class:
# :meth:`oracle.core.game.Game._write_action`), for ``str``
_WRITERS: dict[type, Writer] = {}


def writes(base: type, write: Writer) -> None:
    """Declare how values of the game's type ``base`` are written (their record form)."""
    _WRITERS[base] = write


class Origin(NamedTuple):
    """Where a loaded ruleset came from: the registered game, a variant played on it, and the spec
    folder it was read from (``None``: the spec bundled with the oracle)."""

    game: str
    variant: str
    spec: str | None
    choice: tuple[tuple[str, str], ...] = ()   # the readings of its rule options chosen (oracle.core.options)

    def load(self) -> Any:
        """The ruleset loaded again from where it came from (the game's loader keeps one per process)."""
        from oracle.core.catalog import declaration

        cls = declaration(self.game)
        more = {"rule_options": self.choice} if self.choice else {}
        return cls.load(variant=self.variant, players=cls.counts_for(self.variant)[0], spec=self.spec, **more).rules


_ORIGIN = "_origin"
_TYPES = "_value_types"
_SERIAL = "_serial"

# the rulesets alive in this process, by their origin and the order they were stamped in: a value
# unpickled while the ruleset that made it is alive is made again by that very ruleset (its own type),
# not by a ruleset loaded again, even after the game's loader has forgotten it
_LIVE: weakref.WeakValueDictionary[tuple[Origin, int], Any] = weakref.WeakValueDictionary()
_SERIALS = itertools.count()


def stamp(rules: Any, game: str, variant: str, spec: str | os.PathLike[str] | None,
          choice: tuple[tuple[str, str], ...] = ()) -> None:
    """Record where ``rules`` was loaded from, and with which readings of its rule options (the first
    loader to stamp it wins: variants sharing a ruleset share its origin)."""
    if _ORIGIN not in vars(rules):
        folder = None if spec is None else os.path.abspath(os.fspath(spec))
        found = Origin(game, variant, folder, tuple(choice))
        serial = next(_SERIALS)
        object.__setattr__(rules, _ORIGIN, found)
        object.__setattr__(rules, _SERIAL, serial)
        _LIVE[found, serial] = rules


def live(rules: Any) -> int:
    """The serial ``rules`` was stamped with (-1: never stamped): with its origin, what finds it again
    while it is alive (:func:`alive`)."""
    return int(vars(rules).get(_SERIAL, -1))


def alive(found: Origin, serial: int) -> Any:
    """The ruleset stamped with ``found`` and ``serial``, if it is still alive in this process, else None."""
    return _LIVE.get((found, serial))


def origin(rules: Any) -> Origin | None:
    """Where ``rules`` was loaded from (``None``: compiled by hand, not loaded by its game)."""
    found: Origin | None = vars(rules).get(_ORIGIN)
    return found


def value_type(rules: Any, base: type) -> Any:
    """The type of ``rules``' own values of the game's type ``base`` (a tuple type, usually a
    ``NamedTuple``), made the first time it is asked for."""
    types: dict[type, type] | None = vars(rules).get(_TYPES)
    if types is None:
        types = {}
        object.__setattr__(rules, _TYPES, types)
    made = types.get(base)
    if made is None:
        made = types[base] = _make_type(rules, base)
    return made


def same_ruleset(one: Any, other: Any) -> bool:
    """Whether two compiled rulesets are one: the same object, or two loads of the bundled spec by the
    same loader key (its game and variant: a ruleset loaded again after its loader forgot it).  A spec
    folder of the user's own is one ruleset per load (its files may have changed in between)."""
    if one is other:
        return True
    found = origin(one)
    return found is not None and found.spec is None and found == origin(other)


def same_components(one: Any, other: Any) -> bool:
    """Whether two compiled rulesets name the same components by the same places: one ruleset, or two
    loads of the bundled spec by the same game and variant under other readings of its rule options
    (a reading replaces components in their places and adds none: :mod:`oracle.core.options`)."""
    if same_ruleset(one, other):
        return True
    a, b = origin(one), origin(other)
    return a is not None and b is not None and a.spec is None and a[:3] == b[:3]


def identity(rules: Any) -> Any:
    """What tells a compiled ruleset from another (:func:`same_ruleset`): its origin for the bundled
    spec, else the object itself."""
    found = origin(rules)
    return found if found is not None and found.spec is None else id(rules)


def owner(value: Any) -> Any:
    """The ruleset ``value`` belongs to (``None``: a value of no ruleset's type)."""
    return getattr(type(value), "_ruleset", None)


def make(cls: Any, fields: Any) -> Any:
    """A value of the tuple type ``cls`` with ``fields`` (a tuple of the same length and order)."""
    return cls._make(fields) if hasattr(cls, "_make") else tuple.__new__(cls, fields)


def _make_type(rules: Any, base: type) -> type:
    namespace: dict[str, Any] = {
        "__slots__": (), "__module__": base.__module__, "__qualname__": base.__qualname__, "__doc__": base.__doc__,
        "_ruleset": rules, "_base": base,
        "__reduce__": _reduce, "__copy__": _self, "__deepcopy__": _self_memo, "__str__": _record_form,
    }
    return type(base.__name__, (base,), namespace)


def _record_form(value: Any) -> str:
    """A ruleset's value as its record writes it (JSON text); the game's own text if its game declares
    no writer."""
    cls = type(value)
    write = _WRITERS.get(cls._base)
    if write is None:
        return str(cls._base.__str__(value))
    return _json_text(write(cls._ruleset, value))


def _self(value: Any) -> Any:
    return value


def _self_memo(value: Any, memo: Any) -> Any:
    return value


def _json_text(value: dict[str, Any]) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


def _reduce(value: Any) -> tuple[Any, ...]:
    """Pickle a ruleset's value by reference: its ruleset's origin, the game's type and its fields."""
    cls = type(value)
    found = origin(cls._ruleset)
    if found is None:
        raise TypeError(f"a {cls.__name__} of a ruleset compiled by hand (not loaded by its game) cannot be pickled")
    return restore, (found, cls._base, tuple(value), vars(cls._ruleset).get(_SERIAL, -1))


def restore(found: Origin, base: type, fields: tuple[Any, ...], serial: int = -1) -> Any:
    """A value pickled by :func:`_reduce`, made again by its ruleset: the very one if it is alive in
    this process, else the one loaded from ``found``."""
    rules = _LIVE.get((found, serial))
    return make(value_type(rules if rules is not None else found.load(), base), fields)


__all__ = ["Origin", "identity", "make", "origin", "owner", "restore", "same_ruleset", "stamp", "value_type", "writes"]
