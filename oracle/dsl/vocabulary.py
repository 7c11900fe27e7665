"""The words a game's component files may use, read from the ``[vocabulary]`` table of its
`game.toml`.  The grammar is shared by the whole family; the vocabulary is per game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from oracle.dsl.ast import TRIGGERS
from oracle.errors import SpecError, SpecProblem

# Kind of component -> triggers it may use, when a game does not say otherwise.
DEFAULT_TRIGGERS: dict[str, tuple[str, ...]] = {
    "card": ("always", "when_built", "at_end"),
    "wonder": ("always", "when_built", "at_end"),
    "progress": ("always", "when_taken", "at_end", "on_chain_build"),
}


@dataclass(frozen=True)
class Vocabulary:
    resources: tuple[str, ...]
    colours: tuple[str, ...]
    science_symbols: tuple[str, ...]
    chain_symbols: tuple[str, ...]
    decks: tuple[str, ...]
    cities: tuple[str, ...] = ("own", "opponent")
    progress_sources: tuple[str, ...] = ("box",)
    pieces: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    raw_materials: tuple[str, ...] = ()
    manufactured_goods: tuple[str, ...] = ()
    deck_colours: dict[str, tuple[str, ...]] = field(default_factory=dict)
    triggers: dict[str, tuple[str, ...]] = field(default_factory=lambda: dict(DEFAULT_TRIGGERS))
    # expected component counts: ("card", deck) / ("wonder", "") / ("progress", "") -> n
    counts: dict[tuple[str, str], int] = field(default_factory=dict)

    @classmethod
    def from_toml(cls, data: dict[str, Any], path: str) -> Vocabulary:
        """Build the vocabulary from a parsed `game.toml`; bad shapes raise :class:`SpecError`."""
        table = _table(data, "vocabulary", path)

        def word_list(value: Any, where: str) -> tuple[str, ...]:
            if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
                raise SpecError(SpecProblem(path, 0, 0, f"{where}: expected a list of words"))
            return tuple(value)

        def words(key: str, default: tuple[str, ...] | None = None) -> tuple[str, ...]:
            if key not in table:
                if default is None:
                    raise SpecError(SpecProblem(path, 0, 0, f"[vocabulary].{key}: missing list of words"))
                return default
            return word_list(table[key], f"[vocabulary].{key}")

        colours = words("colours")
        deck_colours: dict[str, tuple[str, ...]] = {}
        for deck, allowed in _subtable(table, "deck_colours", path).items():
            deck_colours[str(deck)] = word_list(allowed, f"[vocabulary.deck_colours].{deck}")
            for colour in deck_colours[str(deck)]:
                if colour not in colours:
                    raise SpecError(SpecProblem(path, 0, 0, f"[vocabulary.deck_colours].{deck}: unknown colour "
                                                            f"'{colour}'{_suggest(colour, colours)}"))
        triggers = dict(DEFAULT_TRIGGERS)
        for kind, allowed in _subtable(table, "triggers", path).items():
            triggers[str(kind)] = word_list(allowed, f"[vocabulary.triggers].{kind}")
            for trigger in triggers[str(kind)]:
                if trigger not in TRIGGERS:
                    raise SpecError(SpecProblem(path, 0, 0, f"[vocabulary.triggers].{kind}: unknown trigger "
                                                            f"'{trigger}'{_suggest(trigger, TRIGGERS)}"))
        counts: dict[tuple[str, str], int] = {}
        components = data.get("components", {})
        for deck, n in components.get("cards", {}).items():
            counts[("card", str(deck))] = int(n)
        for kind in ("wonder", "progress"):
            key = "wonders" if kind == "wonder" else kind
            if key in components:
                counts[(kind, "")] = int(components[key])
        return cls(
            resources=words("resources"),
            colours=colours,
            science_symbols=words("science_symbols"),
            chain_symbols=words("chain_symbols"),
            decks=words("decks"),
            cities=words("cities", ("own", "opponent")),
            progress_sources=words("progress_sources", ("box",)),
            pieces=words("pieces", ()),
            icons=words("icons", ()),
            conditions=words("conditions", ()),
            raw_materials=words("raw_materials", ()),
            manufactured_goods=words("manufactured_goods", ()),
            deck_colours=deck_colours,
            triggers=triggers,
            counts=counts,
        )


def _suggest(word: str, known: tuple[str, ...] | list[str]) -> str:
    from oracle.dsl.validate import suggestion

    return suggestion(word, known)


def _subtable(table: dict[str, Any], key: str, path: str) -> dict[str, Any]:
    value = table.get(key, {})
    if not isinstance(value, dict):
        raise SpecError(SpecProblem(path, 0, 0, f"[vocabulary.{key}]: expected a table"))
    return value


def _table(data: dict[str, Any], key: str, path: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise SpecError(SpecProblem(path, 0, 0, f"missing table [{key}]"))
    return value
