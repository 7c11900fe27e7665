"""Reading a game's record: the checks every record format of the family makes, each problem an
:class:`~oracle.errors.InvalidRecordError` at its JSON path.

A game's record reader (Duel's :mod:`oracle.duel.record`) says what its record holds; these say
how an object, a name and a list of names are read: exact keys (a near miss gets a suggestion),
names looked up in the game's tables, no name twice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from oracle.core.jsonio import child_path, expect_int
from oracle.errors import InvalidRecordError
from oracle.text import shown, shown_json, suggestion


def expect_object(value: Any, path: str, required: Sequence[str], optional: Sequence[str] = ()) -> dict[str, Any]:
    """``value`` if it is an object holding every ``required`` key and no key but the optional ones."""
    if not isinstance(value, dict):
        raise InvalidRecordError(path, "expected a JSON object")
    for key in required:
        if key not in value:
            raise InvalidRecordError(path, f"missing key '{key}'")
    for key in value:
        if key not in required and key not in optional:
            known = (*required, *optional)
            raise InvalidRecordError(child_path(path, key), f"unexpected key {shown(key)}{suggestion(key, known)}")
    return value


def expect_name(value: Any, path: str, index: Mapping[str, int], what: str) -> int:
    """The index of the name ``value`` in ``index`` (names of one kind of component: ``what``)."""
    if not isinstance(value, str):
        raise InvalidRecordError(path, f"expected the name of a {what} (a string), not {shown_json(value)}")
    if value not in index:
        raise InvalidRecordError(path, f"unknown {what} {shown(value)}{suggestion(value, index)}")
    return index[value]


def expect_names(value: Any, path: str, index: Mapping[str, int], what: str, count: int) -> tuple[int, ...]:
    """The indexes of exactly ``count`` different names."""
    if not isinstance(value, list):
        raise InvalidRecordError(path, f"expected a list of {count} names")
    if len(value) != count:
        raise InvalidRecordError(path, f"expected {count} names, found {len(value)}")
    out: list[int] = []
    for i, item in enumerate(value):
        found = expect_name(item, f"{path}[{i}]", index, what)
        if found in out:
            raise InvalidRecordError(f"{path}[{i}]", f"{shown(item)} appears twice")
        out.append(found)
    return tuple(out)


def expect_variant(data: Mapping[str, Any], variants: Sequence[str]) -> str:
    """A record's ``variant`` (``"standard"`` when absent), one of the game's ``variants``."""
    variant = data.get("variant", "standard")
    if not isinstance(variant, str) or variant not in variants:
        raise InvalidRecordError("$.variant", f"unknown variant {shown_json(variant)}; expected one of "
                                              + ", ".join(variants))
    return variant


def expect_meta(data: Mapping[str, Any]) -> dict[str, Any]:
    """A record's free-form ``meta`` object (empty when absent)."""
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise InvalidRecordError("$.meta", "expected a JSON object")
    return meta


def expect_contents(items: Sequence[int], expected: Sequence[int], path: str, what: str,
                    name: Callable[[int], str]) -> None:
    """``items`` hold exactly the ``expected`` components, in any order: the first one too many is
    named at its index, else the first one missing."""
    have, want = Counter(items), Counter(expected)
    if have == want:
        return
    extra = have - want
    if extra:
        item = next(iter(extra))
        at = max(i for i, x in enumerate(items) if x == item)
        raise InvalidRecordError(f"{path}[{at}]", f"{what} holds {want[item]} '{name(item)}'; this is one more")
    item = next(iter(want - have))
    raise InvalidRecordError(path, f"'{name(item)}' is missing: {what} holds {want[item]}")


def moves_naming_players(value: Any, players: int, action: Callable[[Any, str], Any]) -> tuple[list[Any], list[int]]:
    """A record's ``moves`` where every move names its player (``{"player": 2, "action": ...}``):
    the actions, read by ``action(move without its player, path)``, and who made each."""
    if not isinstance(value, list):
        raise InvalidRecordError("$.moves", "expected a list of moves")
    moves, movers = [], []
    for i, move in enumerate(value):
        where = f"$.moves[{i}]"
        if not isinstance(move, dict) or "player" not in move:
            raise InvalidRecordError(where, 'expected a move naming its player: {"player": 0, "action": ...}')
        movers.append(expect_int(move["player"], f"{where}.player", 0, players - 1, InvalidRecordError))
        moves.append(action({k: v for k, v in move.items() if k != "player"}, where))
    return moves, movers


# the most coins a move's ``cost`` may name (far above any game's coins)
MOST_COST = 10_000


class Entries:
    """The moves of a record written as the legal lists print them (records.entry): ``{"player": P,
    "action": {...}, "cost": C}``, the action an object in its record form, ``cost`` (optional) the
    coins the move takes, checked when the record is replayed.  ``movers`` and ``costs`` map a move's
    index to its player and cost."""

    def __init__(self) -> None:
        self.movers: dict[int, int] = {}
        self.costs: dict[int, int] = {}


def read_entries(value: Any, players: int, read_action: Callable[[Any, str], Any],
                 mover_in_move: bool) -> tuple[Any, Entries]:
    """A record whose moves may be written as entries (:class:`Entries`): the record with each entry
    written as the game's own move (``{"player": P, **action}`` for a game whose moves name their
    player, the action alone for one whose moves leave it implied), and the entries' players and
    costs.  Each entry's action is read by ``read_action(action, path)`` first, so that a problem is
    reported at its path in the entry (``$.moves[3].action.card``)."""
    entries = Entries()
    moves = value.get("moves") if isinstance(value, dict) else None
    if not isinstance(moves, list) or not any(isinstance(m, dict) and isinstance(m.get("action"), dict)
                                              for m in moves):
        return value, entries
    flat = list(moves)
    for i, move in enumerate(moves):
        if not (isinstance(move, dict) and isinstance(move.get("action"), dict)):
            continue
        where = f"$.moves[{i}]"
        expect_object(move, where, ("player", "action"), ("cost",))
        entries.movers[i] = expect_int(move["player"], f"{where}.player", 0, players - 1, InvalidRecordError)
        if "cost" in move:
            entries.costs[i] = expect_int(move["cost"], f"{where}.cost", 0, MOST_COST, InvalidRecordError)
        action = move["action"]
        if mover_in_move and "player" in action:
            raise InvalidRecordError(f"{where}.action.player", "the player of an entry is given beside its action, "
                                                               "not in it")
        read_action(action, f"{where}.action")
        flat[i] = {"player": move["player"], **action} if mover_in_move else action
    return {**value, "moves": flat}, entries


def record_head(game: str, record: Any, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The first keys of a record naming its players' count: the game, the players, the variant
    (left out when standard) and ``meta``."""
    out: dict[str, Any] = {"game": game, "players": record.players}
    if record.variant != "standard":
        out["variant"] = record.variant
    if record.meta or meta:
        out["meta"] = {**record.meta, **(meta or {})}
    return out


def read_head(value: Any, game: str, player_counts: Sequence[int], variants: Sequence[str]) -> tuple[
        dict[str, Any], int, str, dict[str, Any]]:
    """A record naming its players' count, as far as every game reads it alike: the object with its
    keys checked, the number of players (one of ``player_counts``), the variant and ``meta``."""
    data = expect_object(value, "$", ("game", "players", "setup", "moves"), ("variant", "meta"))
    if data["game"] != game:
        raise InvalidRecordError("$.game", f'expected "{game}", not {shown_json(data["game"])}')
    players = expect_int(data["players"], "$.players", min(player_counts), max(player_counts), InvalidRecordError)
    return data, players, expect_variant(data, variants), expect_meta(data)


def record_json(game: str, record: Any, setup: dict[str, Any], action_to_json: Callable[[Any], dict[str, Any]],
                meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A record naming its players' count as JSON: :func:`record_head`, the ``setup`` (already in its
    JSON form) and every move with its player first."""
    out = record_head(game, record, meta)
    out["setup"] = setup
    out["moves"] = [{"player": p, **action_to_json(a)} for p, a in zip(record.movers, record.moves, strict=True)]
    return out


def read_action_kind(value: Any, path: str, kinds: Sequence[str], example: str) -> str:
    """The kind of a record's action: ``value`` is a JSON object (``example`` shows one) whose
    ``action`` is one of ``kinds``."""
    if not isinstance(value, dict):
        raise InvalidRecordError(path, f"expected a JSON object such as {example}")
    kind = value.get("action")
    if not isinstance(kind, str) or kind not in kinds:
        hint = suggestion(kind, kinds) if isinstance(kind, str) else ""
        raise InvalidRecordError(f"{path}.action", f"unknown action {shown_json(kind)}{hint}; expected one of "
                                                   + ", ".join(kinds))
    return kind
