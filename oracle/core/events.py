"""Typed events: what a move caused, as values with typed fields and one JSON form.

Every game declares its event kinds as frozen dataclasses deriving from :class:`Event`.  An
event kind has a ``kind`` name (its JSON ``"kind"``), typed fields, and a table ``JSON`` saying
which JSON key carries each field; :meth:`Event.to_json` and :meth:`Event.from_json` convert,
and :func:`event_schema` describes the JSON form of every kind of a game as a JSON Schema.
Consumers (the account printer, the conformance kit, the docs, the case generator) read the
fields; nobody parses text.

A move's events are kept as an :class:`Events` sequence: the rules record each event as its
class and field values, and the dataclasses are made the first time the sequence is read, so
that random play, which never reads them, does not pay for them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar, overload

from oracle.errors import InvalidInputError


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event kind.  ``player`` is the seat the event concerns (``None``: no seat)."""

    kind: ClassVar[str] = "event"
    # field name -> JSON key (fields not listed keep their own name); a field equal to its
    # default is left out of the JSON form
    JSON: ClassVar[dict[str, str]] = {}
    # field name -> what it means, for the schema and the docs
    MEANING: ClassVar[dict[str, str]] = {}
    SUMMARY: ClassVar[str] = ""
    # the order of the JSON keys after "kind" (keys not listed follow, in field order)
    KEY_ORDER: ClassVar[tuple[str, ...]] = ()
    # for a kind whose JSON form is not its fields one to one (it overrides to_json): JSON key ->
    # schema of that key ("player" -> {} takes the game's seat schema)
    JSON_PROPERTIES: ClassVar[dict[str, dict[str, Any]]] = {}

    def to_json(self) -> dict[str, Any]:
        """The event's JSON form: ``{"kind": ..., field keys...}``, defaults left out."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value == f.default:
                continue
            out[self.JSON.get(f.name, f.name)] = value
        order = self.KEY_ORDER
        if order:
            rank = {key: i for i, key in enumerate(order)}
            out = dict(sorted(out.items(), key=lambda item: rank.get(item[0], len(rank))))
        return {"kind": self.kind, **out}

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> Event:
        """The event a JSON form describes (the inverse of :meth:`to_json`)."""
        keys = {cls.JSON.get(f.name, f.name): f for f in fields(cls)}
        args: dict[str, Any] = {}
        for key, item in value.items():
            if key == "kind":
                continue
            if key not in keys:
                raise InvalidInputError(f"$.{key}", f"a {cls.kind!r} event has no {key!r}")
            args[keys[key].name] = item
        return cls(**args)


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """Base of each game's last event: how the game was won (``victory``) and by whom (``player``;
    ``None``: a shared victory).  A game names its kinds of victory in its own subclass's
    ``MEANING``."""

    kind: ClassVar[str] = "game_over"
    SUMMARY: ClassVar[str] = "The game ends."
    victory: str
    player: int | None = None


# what a move's rules record as they happen: (event class, field values...), made into events when read
Log = list[tuple[Any, ...]]


class Events(Sequence[Event]):
    """The events of one move, made into :class:`Event` values when first read."""

    __slots__ = ("_made", "_raw")

    def __init__(self, raw: Sequence[tuple[Any, ...]] = ()):
        self._raw = raw          # (event class, field values...)
        self._made: tuple[Event, ...] | None = None

    @classmethod
    def of(cls, events: Sequence[Event]) -> Events:
        out = cls(())
        out._made = tuple(events)
        return out

    def _events(self) -> tuple[Event, ...]:
        made = self._made
        if made is None:
            made = self._made = tuple(raw[0](*raw[1:]) for raw in self._raw)
            self._raw = ()
        return made

    def of_kind(self, kind: type[Event]) -> tuple[Event, ...]:
        """The events of class ``kind`` (or a subclass), in order; the others are not made for it."""
        made = self._made
        if made is not None:
            return tuple(e for e in made if isinstance(e, kind))
        return tuple(raw[0](*raw[1:]) for raw in self._raw if issubclass(raw[0], kind))

    def values_of_kind(self, kind: type[Event], *names: str) -> list[tuple[Any, ...]]:
        """The values of the fields ``names`` of each event of class ``kind`` (or a subclass), in
        order: what :meth:`of_kind` would give, read from the recorded field values without making
        the events (a subclass's fields follow its base's, so a field has one place in both)."""
        made = self._made
        if made is not None:
            return [tuple(getattr(e, name) for name in names) for e in made if isinstance(e, kind)]
        places = _places(kind, names)
        return [tuple(raw[i] for i in places) for raw in self._raw if issubclass(raw[0], kind)]

    @overload
    def __getitem__(self, index: int) -> Event: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Event, ...]: ...

    def __getitem__(self, index: int | slice) -> Event | tuple[Event, ...]:
        return self._events()[index]

    def __len__(self) -> int:
        return len(self._made) if self._made is not None else len(self._raw)

    def __iter__(self) -> Iterator[Event]:
        return iter(self._events())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Events):
            return self._events() == other._events()
        if isinstance(other, tuple | list):
            return self._events() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._events())

    def __repr__(self) -> str:
        return f"Events({list(self._events())!r})"


_PLACES: dict[tuple[type[Event], tuple[str, ...]], tuple[int, ...]] = {}


def _places(kind: type[Event], names: tuple[str, ...]) -> tuple[int, ...]:
    """Where the fields ``names`` of ``kind`` sit in a recorded event (class, field values...)."""
    found = _PLACES.get((kind, names))
    if found is None:
        order = [f.name for f in fields(kind)]
        found = _PLACES[(kind, names)] = tuple(1 + order.index(name) for name in names)
    return found


_TYPES = {int: "integer", str: "string", bool: "boolean"}


def _field_schema(annotation: Any) -> dict[str, Any]:
    text = str(annotation)
    if "None" in text:
        base = text.replace("| None", "").replace("None |", "").strip()
        kind = {"int": "integer", "str": "string", "bool": "boolean"}.get(base, "string")
        return {"type": [kind, "null"]}
    return {"type": {"int": "integer", "str": "string", "bool": "boolean"}.get(text, "string")}


def kind_schema(cls: type[Event], player: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of one event kind (``player``: the schema of a seat)."""
    properties: dict[str, Any] = {"kind": {"const": cls.kind}}
    if cls.JSON_PROPERTIES:
        for key, schema in cls.JSON_PROPERTIES.items():
            properties[key] = {**player, **schema} if key == "player" else dict(schema)
    for f in fields(cls) if not cls.JSON_PROPERTIES else ():
        key = cls.JSON.get(f.name, f.name)
        schema = dict(player) if f.name == "player" else _field_schema(f.type)
        meaning = cls.MEANING.get(f.name)
        if meaning:
            schema["description"] = meaning
        properties[key] = schema
    out: dict[str, Any] = {"type": "object", "required": ["kind"], "additionalProperties": False,
                           "properties": properties}
    if cls.SUMMARY:
        out["description"] = cls.SUMMARY
    return out


def tagged_union(key: str, branches: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A JSON Schema for objects whose ``key`` names which of ``branches`` they follow: the same
    objects as ``oneOf`` the branches (each branch fixes ``key`` to its name), checked branch by
    name instead of against every branch (so validators are quick and say what is wrong)."""
    return {"type": "object", "required": [key], "properties": {key: {"enum": list(branches)}},
            "allOf": [{"if": {"properties": {key: {"const": name}}, "required": [key]}, "then": schema}
                      for name, schema in branches.items()]}


def event_schema(kinds: Sequence[type[Event]], player: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of any event of a game: one of its kinds, named by ``kind``."""
    return tagged_union("kind", {k.kind: kind_schema(k, player) for k in kinds})


def kinds_by_name(kinds: Sequence[type[Event]]) -> dict[str, type[Event]]:
    return {k.kind: k for k in kinds}
