"""The complete state as JSON, and back.

Unlike an observation, this holds everything, hidden information included: it is how a
state is stored, compared across engines and restored.  Two forms: ``names`` (component
names, readable) and ``compact`` (component indexes, for storage).  Both round-trip:
``state_from_json(game, state_to_json(s)) == s``.

Reading checks every value against the ruleset at its JSON path (seats, component names or
indexes, coins, the pawn's space, the structure's slots, list lengths...), then the position as
a whole (:mod:`oracle.duel.state_checks`): what is not a state play can reach is refused with one
:class:`~oracle.errors.InvalidRecordError`.  Each form holds its own kind of reference: names in
one, indexes in the other.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from oracle.core.jsonio import is_int
from oracle.core.records import expect_object
from oracle.duel.record import setup_from_json, setup_to_json
from oracle.duel.spec import AGES
from oracle.duel.state import (
    City,
    Decision,
    Outcome,
    Setup,
    State,
    city_extras,
    empty_profile,
    rebuild_city,
)
from oracle.duel.state_checks import (
    MAX_COINS,
    MAX_PENDING,
    VICTORIES,
    check_decisions,
    check_outcome,
    check_position,
    flag,
    listed,
    one_of,
    whole,
)
from oracle.errors import InvalidRecordError
from oracle.text import shown_json

if TYPE_CHECKING:
    from oracle.duel.played import DuelGame as Game

FORMAT = "duel-state/1"
KEYS = ("format", "variant", "setup", "age", "to_move", "coins", "pawn", "looting", "cities", "structure", "face_up",
        "accessible", "board", "box", "discard", "offer", "picks", "removed_wonders", "pending", "extra_turn",
        "last_active", "outcome")
CITY_KEYS = ("cards", "wonders", "built", "progress")
WHAT = {"card": "card", "wonder": "wonder", "token": "progress token", "divinity": "divinity"}


class _Codec:
    """Component references of one form: names, or indexes (``compact``)."""

    def __init__(self, game: Game, compact: bool):
        rules = game.rules
        self.compact = compact
        self.tables = {"card": rules.cards, "wonder": rules.wonders, "token": rules.progress,
                       "divinity": rules.divinities}
        self.index = {"card": rules.card_index, "wonder": rules.wonder_index, "token": rules.progress_index,
                      "divinity": rules.divinity_index}
        self.sizes = {kind: len(table) for kind, table in self.tables.items()}

    def out(self, kind: str, i: int) -> Any:
        if i < 0:
            return None
        return i if self.compact else self.tables[kind][i].name

    def outs(self, kind: str, items: tuple[int, ...]) -> list[Any]:
        return [self.out(kind, i) for i in items]

    def inp(self, kind: str, value: Any, path: str, empty: bool = False) -> int:
        """The component ``value`` refers to (``null``: none, -1, where ``empty`` allows it)."""
        if self.compact:
            if type(value) is int and 0 <= value < self.sizes[kind]:
                return value
        elif type(value) is str:
            found = self.index[kind].get(value)
            if found is not None:
                return int(found)
        if value is None and empty:
            return -1
        what = WHAT[kind]
        if self.compact:
            if not is_int(value):
                raise InvalidRecordError(path, f"expected the index of a {what} (the compact form), not "
                                               f"{shown_json(value)}")
            raise InvalidRecordError(path, f"no {what} #{shown_json(value)}")
        if not isinstance(value, str):
            raise InvalidRecordError(path, f"expected the name of a {what}, not {shown_json(value)}")
        raise InvalidRecordError(path, f"unknown {what} {shown_json(value)}")

    def inps(self, kind: str, values: Any, path: str, most: int, exactly: int | None = None,
             empty: bool = False) -> tuple[int, ...]:
        """A list of references, no longer than ``most`` (of ``exactly`` items if given)."""
        items = listed(values, path, most, exactly)
        return tuple(self.inp(kind, v, f"{path}[{i}]", empty) for i, v in enumerate(items))

    def names(self, kind: str, values: Any, path: str) -> Any:
        """A compact list of indexes as the names form writes it (each index checked at its path); a
        value that is no list, or longer than the table, is left for the names' reader to refuse."""
        if not isinstance(values, list) or len(values) > len(self.tables[kind]):
            return values
        return [self.tables[kind][self.inp(kind, v, f"{path}[{i}]")].name for i, v in enumerate(values)]


DECISION_FIELDS = {"progress": "token", "library": "token", "destroy": "card", "discard_build": "card",
                   "starter": "player"}


def _parts(c: _Codec, rules: Any) -> dict[str, Any]:
    """The codecs of the parts the ruleset's expansions add to a state, by the expansion's name."""
    return {key: make(c, rules) for key, make in rules.hooks.table("stored_state").items()}


def _owner(parts: dict[str, Any], kind: str) -> Any:
    """The codec of the expansion whose decision ``kind`` is."""
    return next(part for part in parts.values() if kind in part.DECISIONS)


def _setup_compact(rules: Any, setup: Setup, parts: dict[str, Any]) -> dict[str, Any]:
    out = {"first_player": setup.first_player, "wonders": list(setup.wonders),
           "progress_tokens": {"board": list(setup.board), "box": list(setup.box)},
           "ages": {"I": list(setup.ages[0]), "II": list(setup.ages[1]), "III": list(setup.ages[2])}}
    drawn = rules.hooks.named(setup.parts)
    dealt = rules.hooks.table("record_setup")    # the expansions whose setup has a part of its own
    for key, part in parts.items():
        if key in dealt:
            out[key] = part.setup_out(drawn.get(key))
    return out


def state_to_json(state: State, compact: bool = False) -> dict[str, Any]:
    """Every field of ``state`` as JSON (names, or indexes when ``compact``)."""
    game = state.game
    c = _Codec(game, compact)
    rules = game.rules
    parts = _parts(c, rules)
    out = {
        "format": FORMAT,
        "variant": game.variant,
        "setup": _setup_compact(rules, state.setup, parts) if compact else setup_to_json(rules, state.setup),
        "age": state.age,
        "to_move": state.to_move,
        "coins": list(state.coins),
        "pawn": state.pawn,
        "looting": [int(x) for x in state.looting],
        "cities": [{"cards": c.outs("card", city.cards), "wonders": c.outs("wonder", city.wonders),
                    "built": [[c.out("wonder", w), c.out("card", k)] for w, k in city.built],
                    "progress": c.outs("token", city.progress)} for city in state.cities],
        "structure": c.outs("card", state.structure),
        "face_up": state.face_up,
        "accessible": list(state.accessible),
        "board": c.outs("token", state.board),
        "box": c.outs("token", state.box),
        "discard": c.outs("card", state.discard),
        "offer": c.outs("wonder", state.offer),
        "picks": state.picks,
        "removed_wonders": c.outs("wonder", state.removed_wonders),
        "pending": [_decision_out(c, parts, d) for d in state.pending],
        "extra_turn": state.extra_turn,
        "last_active": state.last_active,
        "outcome": None if state.outcome is None else {"victory": state.outcome.victory,
                                                       "winner": state.outcome.winner},
    }
    held = rules.hooks.named(state.parts)
    for key, part in parts.items():
        out[key] = part.out(held.get(key))
    return out


def state_from_json(game: Game, data: Any) -> State:
    """The state ``state_to_json`` wrote (either form), every value and the position as a whole
    checked.  Anything else raises InvalidRecordError at the JSON path of the first problem."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidRecordError("$.format", f"expected a state object with \"format\": \"{FORMAT}\"")
    try:
        return _read(game, data)
    except InvalidRecordError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError):
        # every value is checked before it is used: this is a last guard, and shows no Python detail
        raise InvalidRecordError("$", "malformed state") from None


def _read(game: Game, data: dict[str, Any]) -> State:
    rules = game.rules
    expect_object(data, "$", KEYS + tuple(rules.hooks.table("stored_state")))
    variant = data["variant"]
    variants = game.ruleset_variants()
    if not isinstance(variant, str) or variant not in variants:
        raise InvalidRecordError("$.variant", f"expected a variant of this ruleset ({', '.join(variants)}), not "
                                              f"{shown_json(variant)}")
    setup_data = data["setup"]
    compact = isinstance(setup_data, dict) and isinstance(setup_data.get("wonders"), list) \
        and bool(setup_data["wonders"]) and is_int(setup_data["wonders"][0])
    c = _Codec(game, compact)
    parts = _parts(c, rules)
    setup = _setup(c, parts, rules, setup_data)
    constants = rules.constants
    age = whole(data["age"], "$.age", 0, len(AGES))
    size = rules.layouts[age - 1].size if age else 0
    read = rules.hooks.parts({key: part.inp(data[key], size) for key, part in parts.items()})
    cities = tuple(_city(c, rules, read, i, city) for i, city in
                   enumerate(listed(data["cities"], "$.cities", 2, 2)))
    track = rules.track
    coins = [whole(v, f"$.coins[{i}]", 0, MAX_COINS) for i, v in enumerate(listed(data["coins"], "$.coins", 2, 2))]
    state = State(
        game=game if game.variant == variant else game.with_variant(variant),
        setup=setup, age=age, to_move=whole(data["to_move"], "$.to_move", -1, 1),
        coins=(coins[0], coins[1]),
        pawn=whole(data["pawn"], "$.pawn", -track.capital, track.capital),
        looting=tuple(whole(v, f"$.looting[{i}]", 0, 1) == 1 for i, v in      # 1: the token is on the track
                      enumerate(listed(data["looting"], "$.looting", len(track.looting), len(track.looting)))),
        cities=(cities[0], cities[1]),
        structure=c.inps("card", data["structure"], "$.structure", size, size, empty=True),
        face_up=whole(data["face_up"], "$.face_up", 0, (1 << size) - 1),
        accessible=tuple(whole(s, f"$.accessible[{i}]", 0, size - 1)
                         for i, s in enumerate(listed(data["accessible"], "$.accessible", size))),
        board=c.inps("token", data["board"], "$.board", constants.progress_on_board),
        box=c.inps("token", data["box"], "$.box", len(rules.progress)),
        discard=c.inps("card", data["discard"], "$.discard", len(rules.cards)),
        offer=c.inps("wonder", data["offer"], "$.offer", constants.wonders_per_round),
        picks=whole(data["picks"], "$.picks", 0, constants.wonders_in_draft),
        removed_wonders=c.inps("wonder", data["removed_wonders"], "$.removed_wonders", constants.wonders_in_draft),
        pending=tuple(_decision(c, parts, rules, d, f"$.pending[{i}]", size)
                      for i, d in enumerate(listed(data["pending"], "$.pending", MAX_PENDING))),
        extra_turn=flag(data["extra_turn"], "$.extra_turn"),
        last_active=whole(data["last_active"], "$.last_active", 0, 1),
        outcome=_outcome(data["outcome"], tuple(rules.hooks.table("victories"))),
        parts=read,
    )
    check_position(state)
    for part in parts.values():
        part.check(state)
    check_decisions(state)
    check_outcome(state)
    return state


_SETUPS: dict[tuple[Any, bool, str], Setup] = {}   # setups read lately: the states of one game share theirs
_SETUPS_KEPT = 64


def _setup(c: _Codec, parts: dict[str, Any], rules: Any, value: Any) -> Setup:
    """The setup, checked as a record's is (:func:`oracle.duel.record.setup_from_json`), in either
    form; one read lately is not read again (every state of a game holds the same)."""
    try:
        key = (rules, c.compact, json.dumps(value, sort_keys=True, allow_nan=False))
    except (TypeError, ValueError, RecursionError):
        key = None
    if key is not None and key in _SETUPS:
        return _SETUPS[key]
    setup = setup_from_json(rules, _setup_names(c, parts, value) if c.compact else value)
    if key is not None:
        if len(_SETUPS) >= _SETUPS_KEPT:
            _SETUPS.clear()
        _SETUPS[key] = setup
    return setup


def _setup_names(c: _Codec, parts: dict[str, Any], value: Any) -> Any:
    """A compact setup written as the names form writes it, each index checked at its path; its
    shape (keys, counts, decks, duplicates) is left to the setup's reader, at the same paths."""
    if not isinstance(value, dict):
        return value
    out = dict(value)
    out["wonders"] = c.names("wonder", value["wonders"], "$.setup.wonders")
    tokens = value.get("progress_tokens")
    if isinstance(tokens, dict):
        out["progress_tokens"] = {k: c.names("token", v, f"$.setup.progress_tokens.{k}") if k in ("board", "box")
                                  else v for k, v in tokens.items()}
    ages = value.get("ages")
    if isinstance(ages, dict):
        out["ages"] = {k: c.names("card", v, f"$.setup.ages.{k}") if k in AGES else v for k, v in ages.items()}
    for key, part in parts.items():
        if key in value:
            out[key] = part.setup_names(value[key], f"$.setup.{key}")
    return out


def _city(c: _Codec, rules: Any, parts: tuple[Any, ...], seat: int, value: Any) -> City:
    """One city: its cards, wonders, wonders built (each with the card under it) and progress tokens."""
    path = f"$.cities[{seat}]"
    data = expect_object(value, path, CITY_KEYS)
    built = []
    for j, pair in enumerate(listed(data["built"], f"{path}.built", rules.constants.wonder_cap)):
        where = f"{path}.built[{j}]"
        wonder, card = listed(pair, where, 2, 2)
        built.append((c.inp("wonder", wonder, f"{where}[0]"), c.inp("card", card, f"{where}[1]")))
    base = City(c.inps("card", data["cards"], f"{path}.cards", len(rules.cards)),
                c.inps("wonder", data["wonders"], f"{path}.wonders", rules.constants.wonders_in_draft),
                tuple(built), c.inps("token", data["progress"], f"{path}.progress", len(rules.progress)),
                empty_profile(rules))
    return rebuild_city(rules, base, city_extras(rules, parts, seat))


def _decision_out(c: _Codec, parts: dict[str, Any], d: Decision) -> dict[str, Any]:
    """A decision owed, as stored: ``out_of_turn`` written only when it is set (turn.alternate)."""
    if d.kind in DECISION_FIELDS:
        out = {"kind": d.kind, "player": d.player, "options": list(d.options) if DECISION_FIELDS[d.kind] == "player"
               else c.outs(DECISION_FIELDS[d.kind], d.options)}
    else:
        out = _owner(parts, d.kind).decision_out(d)
    return {**out, "out_of_turn": True} if d.out_of_turn else out


def _decision(c: _Codec, parts: dict[str, Any], rules: Any, value: Any, path: str, size: int) -> Decision:
    """A decision owed: its kind (one of the ruleset's), its player, its choices of the right kind, and
    whether it falls to the player in the opponent's turn (``out_of_turn``, true or left out)."""
    if isinstance(value, dict) and "out_of_turn" in value:
        if (marked := value["out_of_turn"]) is not True:
            raise InvalidRecordError(f"{path}.out_of_turn", "expected true (left out when the decision is in its "
                                                            f"player's own turn), not {shown_json(marked)}")
        rest = {k: v for k, v in value.items() if k != "out_of_turn"}
        return _decision(c, parts, rules, rest, path, size)._replace(out_of_turn=True)
    kinds = tuple(rules.decisions)
    if not isinstance(value, dict) or "kind" not in value:
        raise InvalidRecordError(path, "expected a decision object: {\"kind\": ..., \"player\": ..., "
                                       "\"options\": [...]}")
    kind = one_of(value["kind"], f"{path}.kind", kinds, "a kind of decision")
    if kind not in DECISION_FIELDS:
        return _owner(parts, kind).decision_in(value, path, size)
    expect_object(value, path, ("kind", "player", "options"))
    player = whole(value["player"], f"{path}.player", 0, 1)
    field = DECISION_FIELDS[kind]
    if field == "player":
        options = tuple(whole(v, f"{path}.options[{i}]", 0, 1)
                        for i, v in enumerate(listed(value["options"], f"{path}.options", 2)))
    else:
        options = c.inps(field, value["options"], f"{path}.options", len(c.tables[field]))
    return Decision(kind, player, options)


def _outcome(value: Any, added: tuple[str, ...] = ()) -> Outcome | None:
    """How the game ended: ``null`` while it is in play; a victory of the base game or one the
    ruleset's expansions add (``added``, point ``victories``)."""
    if value is None:
        return None
    data = expect_object(value, "$.outcome", ("victory", "winner"))
    victory = one_of(data["victory"], "$.outcome.victory", VICTORIES + added, "a victory")
    winner = None if data["winner"] is None else whole(data["winner"], "$.outcome.winner", 0, 1)
    return Outcome(victory, winner)


def compact_bytes(state: State) -> bytes:
    """The compact form as minimal JSON bytes (no spaces): how a state is stored."""
    return json.dumps(state_to_json(state, compact=True), separators=(",", ":")).encode()
