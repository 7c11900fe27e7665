"""The complete state as JSON, and back.

Unlike an observation, this holds everything, hidden information included: it is how a
state is stored, compared across engines and restored.  Two forms: ``names`` (component
names, readable) and ``compact`` (component indexes, for storage).  Both round-trip:
``state_from_json(game, state_to_json(s)) == s``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from oracle.duel.pantheon_serialize import PantheonCodec
from oracle.duel.record import setup_from_json, setup_to_json
from oracle.duel.state import City, Decision, Outcome, Setup, State, city_extras, empty_profile, rebuild_city
from oracle.errors import InvalidRecordError

if TYPE_CHECKING:
    from oracle.duel.game import Game

FORMAT = "duel-state/1"


class _Codec:
    def __init__(self, game: Game, compact: bool):
        rules = game.rules
        self.compact = compact
        self.tables = {"card": rules.cards, "wonder": rules.wonders, "token": rules.progress}
        self.index = {"card": rules.card_index, "wonder": rules.wonder_index, "token": rules.progress_index}

    def out(self, kind: str, i: int) -> Any:
        if i < 0:
            return None
        return i if self.compact else self.tables[kind][i].name

    def outs(self, kind: str, items: tuple[int, ...]) -> list[Any]:
        return [self.out(kind, i) for i in items]

    def inp(self, kind: str, value: Any, path: str) -> int:
        if value is None:
            return -1
        if isinstance(value, int) and not isinstance(value, bool):
            if 0 <= value < len(self.tables[kind]):
                return value
            raise InvalidRecordError(path, f"no {kind} #{value}")
        if isinstance(value, str) and value in self.index[kind]:
            return self.index[kind][value]
        raise InvalidRecordError(path, f"unknown {kind} {json.dumps(value)}")

    def inps(self, kind: str, values: Any, path: str) -> tuple[int, ...]:
        if not isinstance(values, list):
            raise InvalidRecordError(path, "expected a list")
        return tuple(self.inp(kind, v, f"{path}[{i}]") for i, v in enumerate(values))


DECISION_FIELDS = {"progress": "token", "library": "token", "destroy": "card", "discard_build": "card",
                   "starter": "player"}


def _setup_compact(setup: Setup, pantheon: PantheonCodec) -> dict[str, Any]:
    out = {"first_player": setup.first_player, "wonders": list(setup.wonders),
           "progress_tokens": {"board": list(setup.board), "box": list(setup.box)},
           "ages": {"I": list(setup.ages[0]), "II": list(setup.ages[1]), "III": list(setup.ages[2])}}
    if setup.pantheon is not None:
        out["pantheon"] = pantheon.setup_out(setup.pantheon)
    return out


def state_to_json(state: State, compact: bool = False) -> dict[str, Any]:
    """Every field of ``state`` as JSON (names, or indexes when ``compact``)."""
    game = state.game
    c = _Codec(game, compact)
    rules = game.rules
    p = PantheonCodec(c, rules)
    out = {
        "format": FORMAT,
        "variant": game.variant,
        "setup": _setup_compact(state.setup, p) if compact else setup_to_json(rules, state.setup),
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
        "pending": [{"kind": d.kind, "player": d.player,
                     "options": list(d.options) if DECISION_FIELDS[d.kind] == "player"
                     else c.outs(DECISION_FIELDS[d.kind], d.options)} if d.kind in DECISION_FIELDS
                    else p.decision_out(d) for d in state.pending],
        "extra_turn": state.extra_turn,
        "last_active": state.last_active,
        "outcome": None if state.outcome is None else {"victory": state.outcome.victory,
                                                       "winner": state.outcome.winner},
    }
    if state.pantheon is not None:
        out["pantheon"] = p.out(state.pantheon)
    return out


def state_from_json(game: Game, data: Any) -> State:
    """The state ``state_to_json`` wrote (either form).  Malformed input raises InvalidRecordError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidRecordError("$.format", f"expected a state object with \"format\": \"{FORMAT}\"")
    try:
        return _read(game, data)
    except InvalidRecordError:
        raise
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise InvalidRecordError("$", f"malformed state: {error!r}") from None


def _read(game: Game, data: dict[str, Any]) -> State:
    rules = game.rules
    setup_data = data["setup"]
    compact = isinstance(setup_data["wonders"][0], int)
    c = _Codec(game, compact)
    p = PantheonCodec(c, rules)
    if compact:
        setup = Setup(setup_data["first_player"], c.inps("wonder", setup_data["wonders"], "$.setup.wonders"),
                      c.inps("token", setup_data["progress_tokens"]["board"], "$.setup.progress_tokens.board"),
                      c.inps("token", setup_data["progress_tokens"]["box"], "$.setup.progress_tokens.box"),
                      tuple(c.inps("card", setup_data["ages"][a], f"$.setup.ages.{a}") for a in ("I", "II", "III")),
                      p.setup_in(setup_data["pantheon"], "$.setup.pantheon") if "pantheon" in setup_data else None)
    else:
        setup = setup_from_json(rules, setup_data)
    pantheon = p.inp(data["pantheon"]) if "pantheon" in data else None
    cities = []
    for i, city in enumerate(data["cities"]):
        path = f"$.cities[{i}]"
        built = tuple((c.inp("wonder", w, f"{path}.built"), c.inp("card", k, f"{path}.built"))
                      for w, k in city["built"])
        base = City(c.inps("card", city["cards"], f"{path}.cards"),
                    c.inps("wonder", city["wonders"], f"{path}.wonders"),
                    built, c.inps("token", city["progress"], f"{path}.progress"), empty_profile(rules))
        cities.append(rebuild_city(rules, base, city_extras(rules, pantheon, i)))
    pending = []
    for i, d in enumerate(data["pending"]):
        if d["kind"] not in DECISION_FIELDS:
            pending.append(p.decision_in(d, f"$.pending[{i}]"))
            continue
        kind = DECISION_FIELDS[d["kind"]]
        options = tuple(d["options"]) if kind == "player" else c.inps(kind, d["options"], f"$.pending[{i}].options")
        pending.append(Decision(d["kind"], int(d["player"]), options))
    outcome = data["outcome"]
    return State(
        game=game if game.variant == data["variant"] else type(game)(rules, data["variant"]),
        setup=setup, age=int(data["age"]), to_move=int(data["to_move"]),
        coins=(int(data["coins"][0]), int(data["coins"][1])), pawn=int(data["pawn"]),
        looting=tuple(bool(x) for x in data["looting"]), cities=(cities[0], cities[1]),
        structure=c.inps("card", data["structure"], "$.structure"), face_up=int(data["face_up"]),
        accessible=tuple(int(s) for s in data["accessible"]),
        board=c.inps("token", data["board"], "$.board"), box=c.inps("token", data["box"], "$.box"),
        discard=c.inps("card", data["discard"], "$.discard"), offer=c.inps("wonder", data["offer"], "$.offer"),
        picks=int(data["picks"]), removed_wonders=c.inps("wonder", data["removed_wonders"], "$.removed_wonders"),
        pending=tuple(pending), extra_turn=bool(data["extra_turn"]), last_active=int(data["last_active"]),
        outcome=None if outcome is None else Outcome(outcome["victory"], outcome["winner"]),
        pantheon=pantheon,
    )


def compact_bytes(state: State) -> bytes:
    """The compact form as minimal JSON bytes (no spaces): how a state is stored."""
    return json.dumps(state_to_json(state, compact=True), separators=(",", ":")).encode()
