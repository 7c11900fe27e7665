"""Agora's parts of a Duel record: the fields of its actions, read with one clear error at a JSON
path and written back the same.  A Chamber is numbered from 1 (``agora.senate``); a cube's move is
``[from, to]``, two adjacent Chambers, or ``[]`` when the player moves none; a Senate action is
``[chamber]`` for a cube placed, a move, or ``[]`` for neither; a Conspirator's action ``[chamber]`` for
a cube placed or ``[]`` for conspiring; conspiring names the Conspiracy kept and where the other goes
back (``put_back``: ``"top"``, ``"bottom"``, or ``""`` when none is); preparing names the card taken and
the Conspiracy it goes under, triggering the Conspiracy."""

from __future__ import annotations

from typing import Any

from oracle.core.jsonio import is_int
from oracle.core.records import expect_name, expect_names, expect_object
from oracle.duel.agora.decrees import CONSPIRACY, KIND, AgoraSetup
from oracle.duel.agora.kinds import (
    BOTTOM,
    BUILD_SET_ASIDE,
    BUILD_TOP_ROW,
    CONSPIRATOR_ACTION,
    CONSPIRE,
    DISCARD_ACCESSIBLE,
    LOCK_PROGRESS,
    MOVE_DECREE,
    MOVE_INFLUENCE,
    PLACE_INFLUENCE,
    PREPARE,
    REMOVE_INFLUENCE,
    REMOVE_WONDER,
    SENATE_ACTION,
    SWAP_GIVE,
    SWAP_TAKE,
    TOP,
    TRIGGER,
    TRIGGER_UNPREPARED,
)
from oracle.duel.agora.state import constants
from oracle.duel.points import FieldCodec, SetupCodec
from oracle.errors import InvalidRecordError
from oracle.text import shown_json


def _chamber(rules: Any, value: Any, path: str) -> int:
    """A Chamber of the Senate, from 1."""
    chambers = constants(rules).chambers
    if not is_int(value) or not 1 <= value <= chambers:
        raise InvalidRecordError(path, f"expected a Chamber of the Senate, 1 to {chambers}, not {shown_json(value)}")
    return int(value)


def _chambers(rules: Any, value: Any, path: str) -> tuple[int, ...]:
    """A way between two Chambers (a cube's, to an adjacent one: agora.move, which the move's legality
    checks; a Decree's, to any other), one Chamber (a Senate action's placement), or none."""
    if not isinstance(value, list) or len(value) > 2:
        raise InvalidRecordError(path, "expected [from, to] (two Chambers), [chamber] or [], not "
                                       f"{shown_json(value)}")
    if len(value) < 2:
        return tuple(_chamber(rules, v, f"{path}[{i}]") for i, v in enumerate(value))
    source, target = (_chamber(rules, v, f"{path}[{i}]") for i, v in enumerate(value))
    if target == source:
        raise InvalidRecordError(f"{path}[1]", f"a way goes from one Chamber to another, not from {source} to itself")
    return (source, target)


def _conspiracy(rules: Any, value: Any, path: str) -> int:
    """A Conspiracy of the ruleset, by name; null (-1) for none, where a choice allows none."""
    if value is None:
        return -1
    return expect_name(value, path, {c.name: c.index for c in rules.of_kind(CONSPIRACY)}, "Conspiracy")


def _conspiracy_out(rules: Any, action: Any) -> str | None:
    return rules.of_kind(CONSPIRACY)[action.conspiracy].name if action.conspiracy >= 0 else None


def _put_back(rules: Any, value: Any, path: str) -> str:
    """Where a drawn Conspiracy not kept goes back: "top" or "bottom", or "" when none does."""
    if value not in (TOP, BOTTOM, ""):
        raise InvalidRecordError(path, f'expected "top", "bottom" or "" (nothing put back), not {shown_json(value)}')
    return str(value)


def setup_from_json(rules: Any, value: Any, path: str) -> AgoraSetup:
    """The setup's ``agora`` read and checked: ``decrees``, a Decree of the ruleset for each Chamber,
    Chamber 1 first, none twice (agora.decrees_setup); ``conspiracies``, every Conspiracy once, in the
    deck's order, top first (agora.conspiracy_deck)."""
    data = expect_object(value, path, ("decrees", "conspiracies"))
    chambers = constants(rules).chambers
    listed = data["decrees"]
    if not isinstance(listed, list) or len(listed) != chambers:
        found = f"found {len(listed)}" if isinstance(listed, list) else f"not {shown_json(listed, 30)}"
        raise InvalidRecordError(f"{path}.decrees", f"expected a list of {chambers} Decrees, one per Chamber, "
                                                    f"{found}")
    index = {d.name: d.index for d in rules.of_kind(KIND)}
    drawn = tuple(expect_name(name, f"{path}.decrees[{i}]", index, "Decree") for i, name in enumerate(listed))
    for i, d in enumerate(drawn):
        if d in drawn[:i]:
            raise InvalidRecordError(f"{path}.decrees[{i}]", f"'{listed[i]}' lies in another Chamber already")
    conspiracies = rules.of_kind(CONSPIRACY)
    deck = expect_names(data["conspiracies"], f"{path}.conspiracies", {c.name: c.index for c in conspiracies},
                        "Conspiracy", len(conspiracies))
    return AgoraSetup(drawn, deck)


def setup_to_json(rules: Any, setup: AgoraSetup) -> dict[str, Any]:
    decrees, conspiracies = rules.of_kind(KIND), rules.of_kind(CONSPIRACY)
    return {"decrees": [decrees[d].name for d in setup.decrees],
            "conspiracies": [conspiracies[c].name for c in setup.conspiracies]}


SETUP = {"agora": SetupCodec(setup_from_json, setup_to_json)}

ACTION_KINDS: dict[str, tuple[str, ...]] = {
    PLACE_INFLUENCE: ("chamber",),
    MOVE_INFLUENCE: ("chambers",),
    REMOVE_INFLUENCE: ("chamber",),
    SENATE_ACTION: ("chambers",),
    CONSPIRATOR_ACTION: ("chambers",),
    CONSPIRE: ("conspiracy", "put_back"),
    PREPARE: ("card", "conspiracy"),
    TRIGGER: ("conspiracy",),
    BUILD_TOP_ROW: ("card",),
    BUILD_SET_ASIDE: ("card",),
    REMOVE_WONDER: ("wonder",),
    SWAP_TAKE: ("card",),
    SWAP_GIVE: ("card",),
    LOCK_PROGRESS: ("token",),
    TRIGGER_UNPREPARED: ("conspiracy",),
    MOVE_DECREE: ("chambers",),
    DISCARD_ACCESSIBLE: ("card",),
}
ACTION_FIELDS = {
    "chamber": FieldCodec(_chamber, lambda rules, action: action.chamber),
    "chambers": FieldCodec(_chambers, lambda rules, action: list(action.chambers)),
    "conspiracy": FieldCodec(_conspiracy, _conspiracy_out),
    "put_back": FieldCodec(_put_back, lambda rules, action: action.put_back),
}

__all__ = ["ACTION_FIELDS", "ACTION_KINDS", "SETUP", "setup_from_json", "setup_to_json"]
