"""The words a game's component files may use, read from the ``[vocabulary]`` table of its
`game.toml`.  The grammar is shared by the whole family; the vocabulary is per game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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

        def words(key: str, required: bool = True) -> tuple[str, ...]:
            if key not in table:
                if required:
                    raise SpecError(SpecProblem(path, 0, 0, f"[vocabulary].{key}: missing list of words"))
                return ()
            value = table[key]
            if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
                raise SpecError(SpecProblem(path, 0, 0, f"[vocabulary].{key}: expected a list of words"))
            return tuple(value)

        deck_colours = {str(k): tuple(v) for k, v in table.get("deck_colours", {}).items()}
        triggers = dict(DEFAULT_TRIGGERS)
        for kind, allowed in table.get("triggers", {}).items():
            triggers[str(kind)] = tuple(allowed)
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
            colours=words("colours"),
            science_symbols=words("science_symbols"),
            chain_symbols=words("chain_symbols"),
            decks=words("decks"),
            cities=words("cities", required=False) or ("own", "opponent"),
            progress_sources=words("progress_sources", required=False) or ("box",),
            pieces=words("pieces", required=False),
            conditions=words("conditions", required=False),
            raw_materials=words("raw_materials", required=False),
            manufactured_goods=words("manufactured_goods", required=False),
            deck_colours=deck_colours,
            triggers=triggers,
            counts=counts,
        )


def _table(data: dict[str, Any], key: str, path: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise SpecError(SpecProblem(path, 0, 0, f"missing table [{key}]"))
    return value
