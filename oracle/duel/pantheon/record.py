"""The Pantheon's parts of a Duel record: its chance outcomes under the setup's key ``pantheon``, and
the fields of its actions, read with one clear error at a JSON path and written back the same.

The setup's ``pantheon``::

    {"mythology_tokens": ["greek", "roman", "greek", "egyptian", "phoenician"],
     "offering_tokens": [3, 2, 4],
     "divinities": {"mesopotamian": ["Nisaba", "Enki", "Ishtar"], ...}}

the Mythology of each token on Age I and the value of each on Age II, in the order of the spec's
slots; and each Mythology deck, top first.  In actions, a space of the Pantheon board is numbered
from 1 (nearest the first player's capital), Offering tokens are listed by value, a looting token
is named by its space (signed like the conflict pawn: ``-6`` is the 5-coin token on the first
seat's side), a divinity and a Mythology by name.
"""

from __future__ import annotations

from typing import Any

from oracle.core.jsonio import is_int
from oracle.core.records import expect_name, expect_object
from oracle.duel.compiled import Ruleset
from oracle.duel.pantheon.kinds import (
    ACTIVATE,
    BUILD_WONDER_DISCARDED,
    CHOOSE_MYTHOLOGY,
    COPY_SCIENCE,
    DISCARD_FROM_STRUCTURE,
    DISCARD_LOOTING,
    INVOKE,
    LOOT,
    PLACE_BLOCKER,
    PLACE_DIVINITY,
    STEAL_CARD,
    STEAL_WONDER,
    UNBUILD_WONDER,
)
from oracle.duel.pantheon.state import PantheonSetup
from oracle.duel.points import FieldCodec, SetupCodec
from oracle.duel.state import Action
from oracle.errors import InvalidRecordError
from oracle.text import shown_json

# the fields only the Pantheon's actions have
FIELDS = ("position", "looting", "divinity", "mythology", "order", "space", "offerings", "slot")


def setup_from_json(rules: Ruleset, value: Any, path: str) -> PantheonSetup:
    """The setup's ``pantheon`` read and checked: as many tokens as slots, no Mythology more often than it
    has tokens, the Offering tokens' values each once, each deck all of its Mythology's divinities."""
    constants = rules.section("pantheon")
    assert constants is not None
    mythologies = rules.vocabulary.mythologies
    index = {m: i for i, m in enumerate(mythologies)}
    data = expect_object(value, path, ("mythology_tokens", "offering_tokens", "divinities"))
    tokens = data["mythology_tokens"]
    slots = len(constants.mythology_slots)
    if not isinstance(tokens, list) or len(tokens) != slots:
        raise InvalidRecordError(f"{path}.mythology_tokens", f"expected a list of {slots} Mythologies, one per "
                                                             "token on Age I")
    mythology_tokens = tuple(expect_name(m, f"{path}.mythology_tokens[{i}]", index, "Mythology")
                             for i, m in enumerate(tokens))
    for i, m in enumerate(mythology_tokens):
        if mythology_tokens[:i + 1].count(m) > constants.mythology_tokens_each:
            raise InvalidRecordError(f"{path}.mythology_tokens[{i}]", f"the game has {constants.mythology_tokens_each} "
                                                                      f"{mythologies[m]} tokens, not more")
    offerings = data["offering_tokens"]
    values = sorted(constants.offering_tokens)
    if not isinstance(offerings, list) or len(offerings) != len(values) or not all(is_int(v) for v in offerings) \
            or sorted(offerings) != values:
        raise InvalidRecordError(f"{path}.offering_tokens", "expected the Offering tokens' values "
                                                            f"{', '.join(map(str, values))} in some order, not "
                                                            f"{shown_json(offerings)}")
    decks_data = expect_object(data["divinities"], f"{path}.divinities", mythologies)
    decks = []
    for name in mythologies:
        deck_path = f"{path}.divinities.{name}"
        members = [d for d in rules.divinities if d.deck == name]
        listed = decks_data[name]
        if not isinstance(listed, list) or len(listed) != len(members):
            raise InvalidRecordError(deck_path, f"expected the {len(members)} {name} divinities, top first")
        deck = tuple(expect_name(n, f"{deck_path}[{i}]", {d.name: d.index for d in members}, f"{name} divinity")
                     for i, n in enumerate(listed))
        if len(set(deck)) != len(deck):
            raise InvalidRecordError(deck_path, "a divinity is named twice")
        decks.append(deck)
    return PantheonSetup(mythology_tokens, tuple(int(v) for v in offerings), tuple(decks))


def setup_to_json(rules: Ruleset, setup: PantheonSetup) -> dict[str, Any]:
    mythologies = rules.vocabulary.mythologies
    return {"mythology_tokens": [mythologies[m] for m in setup.mythology_tokens],
            "offering_tokens": list(setup.offering_tokens),
            "divinities": {m: [rules.divinities[d].name for d in deck]
                           for m, deck in zip(mythologies, setup.decks, strict=True)}}


def read_field(rules: Ruleset, name: str, value: Any, path: str) -> Any:
    """One field of a Pantheon action, as the engine's :class:`~oracle.duel.state.Action` holds it."""
    constants = rules.section("pantheon")
    assert constants is not None
    if name == "divinity":
        return expect_name(value, path, rules.divinity_index, "divinity")
    if name == "mythology":
        return expect_name(value, path, {m: i for i, m in enumerate(rules.vocabulary.mythologies)}, "Mythology")
    if name == "order":
        most = max(sum(1 for d in rules.divinities if d.deck == m) for m in rules.vocabulary.mythologies)
        if not isinstance(value, list) or len(value) > most:
            raise InvalidRecordError(path, f"expected a list of at most {most} divinities (a deck's), top first")
        return tuple(expect_name(n, f"{path}[{i}]", rules.divinity_index, "divinity") for i, n in enumerate(value))
    if name == "space":
        if not is_int(value) or not 1 <= value <= constants.spaces:
            raise InvalidRecordError(path, f"expected a space of the Pantheon, 1 to {constants.spaces}, not "
                                           f"{shown_json(value)}")
        return int(value) - 1
    if name == "slot":
        slots = max(layout.size for layout in rules.layouts)
        if not is_int(value) or not 0 <= value < slots:
            raise InvalidRecordError(path, f"expected a slot of the structure, 0 to {slots - 1}, not "
                                           f"{shown_json(value)}")
        return int(value)
    if name == "offerings":
        if not isinstance(value, list) or len(value) > len(constants.offering_tokens) \
                or not all(is_int(v) for v in value):
            raise InvalidRecordError(path, "expected a list of Offering tokens' values")
        return tuple(sorted(int(v) for v in value))
    capital = rules.track.capital
    if not is_int(value) or not -capital <= value <= capital:
        raise InvalidRecordError(path, f"expected a space of the military track, -{capital} to {capital}, not "
                                       f"{shown_json(value)}")
    if name == "position":
        return int(value)
    spaces = [token.side * token.distance for token in rules.track.looting]
    if value not in spaces:
        raise InvalidRecordError(path, "expected the space of a looting token: "
                                       + ", ".join(f"{s:+d}" for s in sorted(spaces)))
    return spaces.index(value)


def write_field(rules: Ruleset, name: str, action: Action) -> Any:
    """One field of a Pantheon action, as its record writes it."""
    if name == "divinity":
        return rules.divinities[action.divinity].name
    if name == "mythology":
        return rules.vocabulary.mythologies[action.mythology]
    if name == "order":
        return [rules.divinities[d].name for d in action.order]
    if name == "space":
        return action.space + 1
    if name == "offerings":
        return list(action.offerings)
    if name == "position":
        return action.position
    if name == "slot":
        return action.slot
    token = rules.track.looting[action.looting]
    return token.side * token.distance


# what the expansion gives Duel's record (oracle.duel.points): its setup's key, its kinds of action and
# their fields
ACTION_KINDS: dict[str, tuple[str, ...]] = {
    STEAL_CARD: ("card",),
    STEAL_WONDER: ("wonder",),
    COPY_SCIENCE: ("card",),
    DISCARD_FROM_STRUCTURE: ("slot",),
    UNBUILD_WONDER: ("wonder",),
    BUILD_WONDER_DISCARDED: ("card", "wonder"),
    PLACE_BLOCKER: ("position",),
    DISCARD_LOOTING: ("looting",),
    LOOT: ("looting",),
    INVOKE: ("divinity", "order"),
    CHOOSE_MYTHOLOGY: ("mythology",),
    ACTIVATE: ("space", "offerings"),
    PLACE_DIVINITY: ("divinity", "space"),
}
SETUP = {"pantheon": SetupCodec(setup_from_json, setup_to_json)}


def _field(name: str) -> FieldCodec:
    """How a record reads and writes the field ``name``."""

    def read(rules: Any, value: Any, path: str) -> Any:
        return read_field(rules, name, value, path)

    def write(rules: Any, action: Any) -> Any:
        return write_field(rules, name, action)

    return FieldCodec(read, write)


ACTION_FIELDS = {name: _field(name) for name in FIELDS}
