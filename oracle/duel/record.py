"""Game records, format v1: every chance outcome up front (``setup``), then the decisions (``moves``).

The shape is published as a JSON Schema (``spec/schema/duel/record.v1.schema.json``) and documented
in ``docs/records.md``.  Reading a record checks it completely; the first problem found is
reported as an :class:`~oracle.errors.InvalidRecordError` with its JSON path.  Replaying
checks every move and reports the first illegal one with its index and rule id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from oracle.core import jsonio
from oracle.core.belonging import value_type
from oracle.core.game import Record
from oracle.core.jsonio import is_int
from oracle.core.records import expect_meta, expect_name, expect_names, expect_object, expect_variant
from oracle.duel.ruleset import Ruleset
from oracle.duel.rulesets import RULESETS, variants_playing
from oracle.duel.spec import AGES
from oracle.duel.state import ACTION_FIELDS, ACTION_KINDS, Action, Setup, State, Step
from oracle.errors import InvalidRecordError
from oracle.text import shown_json, suggestion

if TYPE_CHECKING:
    from oracle.duel.played import DuelGame as Game

GAME_ID = "duel"

# ---- names -----------------------------------------------------------------------------------

_WHAT = {"card": "card", "wonder": "wonder", "token": "progress token"}


def _index(rules: Ruleset, kind: str) -> dict[str, int]:
    return {"card": rules.card_index, "wonder": rules.wonder_index, "token": rules.progress_index}[kind]


def _lookup(rules: Ruleset, kind: str, value: Any, path: str) -> int:
    return expect_name(value, path, _index(rules, kind), _WHAT[kind])


def _names(rules: Ruleset, kind: str, value: Any, path: str, count: int) -> tuple[int, ...]:
    return expect_names(value, path, _index(rules, kind), _WHAT[kind], count)


_object = expect_object


# ---- setup -------------------------------------------------------------------------------------


def setup_from_json(rules: Ruleset, value: Any, path: str = "$.setup") -> Setup:
    """Read and check a ``setup`` object (setup.* rules: counts, decks, no duplicates)."""
    c = rules.constants
    parts = rules.hooks.table("record_setup")    # what the ruleset's expansions add, each under its name
    data = _object(value, path, ("first_player", "wonders", "progress_tokens", "ages", *parts))
    first = data["first_player"]
    if not is_int(first) or first not in (0, 1):
        raise InvalidRecordError(f"{path}.first_player", f"expected 0 or 1, not {shown_json(first)}")
    wonders = _names(rules, "wonder", data["wonders"], f"{path}.wonders", c.wonders_in_draft)
    tokens = _object(data["progress_tokens"], f"{path}.progress_tokens", ("board", "box"))
    board = _names(rules, "token", tokens["board"], f"{path}.progress_tokens.board", c.progress_on_board)
    box = _names(rules, "token", tokens["box"], f"{path}.progress_tokens.box", c.progress_in_box)
    for i, token in enumerate(box):
        if token in board:
            raise InvalidRecordError(f"{path}.progress_tokens.box[{i}]",
                                     f"'{rules.progress[token].name}' is also on the board")
    ages_data = _object(data["ages"], f"{path}.ages", AGES)
    ages: list[tuple[int, ...]] = []
    mixed = {m.deck: m.per_age for m in c.mixed_decks}
    dealt: set[int] = set()
    for k, age in enumerate(AGES):
        age_path = f"{path}.ages.{age}"
        cards = _names(rules, "card", ages_data[age], age_path, c.cards_per_age + c.mixed_in(k))
        guilds = 0
        joined = dict.fromkeys(mixed, 0)
        for i, card in enumerate(cards):
            deck = rules.cards[card].deck
            if deck == c.extra_deck and age == AGES[-1]:
                guilds += 1
            elif deck in mixed:
                if card in dealt:
                    raise InvalidRecordError(f"{age_path}[{i}]", f"'{rules.cards[card].name}' is dealt to an "
                                                                 "earlier Age already")
                joined[deck] += 1
            elif deck != age:
                raise InvalidRecordError(f"{age_path}[{i}]", f"'{rules.cards[card].name}' belongs to "
                                                             f"{_deck_label(deck, c.extra_deck)}, not Age {age}")
        if age == AGES[-1] and guilds != c.guilds_in_age_III:
            raise InvalidRecordError(age_path, f"Age {age} holds {c.guilds_in_age_III} "
                                               f"{_deck_label(c.extra_deck, c.extra_deck, False)}; found {guilds}")
        for deck, count in joined.items():
            if count != mixed[deck][k]:
                raise InvalidRecordError(age_path, f"Age {age} holds {mixed[deck][k]} cards of deck {deck} "
                                                   f"(setup.mixed_decks); found {count}")
        dealt.update(cards)
        ages.append(cards)
    if not rules.hooks:
        return value_type(rules, Setup)(first, wonders, board, box, tuple(ages))
    drawn = rules.hooks.parts({key: codec.read(rules, data[key], f"{path}.{key}") for key, codec in parts.items()})
    return value_type(rules, Setup)(first, wonders, board, box, tuple(ages), drawn)


def _deck_label(deck: str, extra: str, article: bool = True) -> str:
    """How a record's error names a deck: an Age, the guilds, or the deck that joins Age III."""
    if deck != extra:
        return "Age " + deck
    words = "guilds" if deck == "guild" else deck.replace("_", " ") + " cards"
    return "the " + words if article else words


def setup_to_json(rules: Ruleset, setup: Setup) -> dict[str, Any]:
    out = {
        "first_player": setup.first_player,
        "wonders": [rules.wonders[w].name for w in setup.wonders],
        "progress_tokens": {"board": [rules.progress[t].name for t in setup.board],
                            "box": [rules.progress[t].name for t in setup.box]},
        "ages": {age: [rules.cards[c].name for c in cards] for age, cards in zip(AGES, setup.ages, strict=True)},
    }
    drawn = rules.hooks.named(setup.parts)
    for key, codec in rules.hooks.table("record_setup").items():
        out[key] = codec.write(rules, drawn.get(key))
    return out


# ---- actions -------------------------------------------------------------------------------------


_NAMED: WeakKeyDictionary[Ruleset, dict[str, tuple[str, dict[str, int], Any]]] = WeakKeyDictionary()


def _named_kinds(rules: Ruleset) -> dict[str, tuple[str, dict[str, int], Any]]:
    """The base game's kinds of action that name one component (a card, a wonder or a progress
    token), each with its field, the names of that kind of component and the ruleset's table of the
    kind's actions (``rules.actions``): what :func:`_named_action` reads a move with."""
    found = _NAMED.get(rules)
    if found is None:
        found = _NAMED[rules] = {kind: (fields[0], _index(rules, fields[0]), rules.actions.of_kind(kind))
                                 for kind, fields in ACTION_FIELDS.items()
                                 if len(fields) == 1 and fields[0] in _WHAT}
    return found


def _named_action(named: dict[str, tuple[str, dict[str, int], Any]], value: Any) -> Action | None:
    """The action a record's move names when it is a base kind naming one component by a known name
    and holds no other key (most moves), as :func:`action_from_json` reads it: the same value, taken
    from the ruleset's table of actions; None for any other move, left to :func:`action_from_json`
    (which reads it, or words its problem: records.format)."""
    if type(value) is not dict or len(value) != 2:
        return None
    kind = value.get("action")
    if type(kind) is not str or (entry := named.get(kind)) is None:
        return None
    field, index, table = entry
    name = value.get(field)
    if type(name) is not str or (i := index.get(name)) is None:
        return None
    return table[i]  # type: ignore[no-any-return]


def action_from_json(rules: Ruleset, value: Any, path: str) -> Action:
    """A record's move read as an action of ``rules`` (records.format), or the move's first problem as
    an :class:`~oracle.errors.InvalidRecordError` at ``path``."""
    if (action := _named_action(_named_kinds(rules), value)) is not None:
        return action
    if not isinstance(value, dict):
        raise InvalidRecordError(path, "expected a JSON object such as {\"action\": \"build\", \"card\": \"...\"}")
    kind = value.get("action")
    added = rules.hooks.table("action_kinds")    # the kinds the ruleset's expansions add, with their fields
    if not isinstance(kind, str) or (kind not in ACTION_KINDS and kind not in added):
        what = shown_json(kind) if kind is not None else "nothing"
        hint = suggestion(kind, ACTION_KINDS) if isinstance(kind, str) else ""
        raise InvalidRecordError(f"{path}.action", f"unknown action {what}{hint}; expected one of "
                                                   + ", ".join(ACTION_KINDS))
    fields = ACTION_FIELDS[kind] if kind in ACTION_KINDS else added[kind]
    _object(value, path, ("action", *fields))
    args: dict[str, Any] = {}
    for name in fields:
        if name == "player":
            player = value["player"]
            if not is_int(player) or player not in (0, 1):
                raise InvalidRecordError(f"{path}.player", f"expected 0 or 1, not {shown_json(player)}")
            args["player"] = player
        elif name in _WHAT and value[name] is None and kind in added and _none_offered(rules, kind):
            args[name] = -1         # an expansion's choice that may be none (its table holds that action)
        elif name in _WHAT:
            args[name] = _lookup(rules, name, value[name], f"{path}.{name}")
        else:
            args[name] = rules.hooks.table("action_fields")[name].read(rules, value[name], f"{path}.{name}")
    return rules.actions.name(Action(kind, **args))


def _none_offered(rules: Ruleset, kind: str) -> bool:
    """Whether the expansion's action ``kind`` may name no component: its table holds an action for -1
    (a choice whose options end with none, such as a second card one may discard)."""
    table = rules.actions.of_kind(kind)
    return isinstance(table, dict) and -1 in table


def legal_json(state: State) -> list[dict[str, Any]]:
    """The legal actions of ``state`` as JSON objects, in legal order; builds carry their ``cost``."""
    from oracle.duel.legal import priced_actions

    rules = state.game.rules
    out = []
    for action, price in priced_actions(state):
        item = action_to_json(rules, action)
        if price is not None:
            item["cost"] = price.total
        out.append(item)
    return out


def action_to_json(rules: Ruleset, action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action.kind}
    fields = ACTION_FIELDS.get(action.kind) or rules.hooks.table("action_kinds")[action.kind]
    for name in fields:
        if name == "card":
            out["card"] = rules.cards[action.card].name if action.card >= 0 else None
        elif name == "wonder":
            out["wonder"] = rules.wonders[action.wonder].name
        elif name == "token":
            out["token"] = rules.progress[action.token].name
        elif name == "player":
            out["player"] = action.player
        else:
            out[name] = rules.hooks.table("action_fields")[name].write(rules, action)
    return out


# ---- records ---------------------------------------------------------------------------------------


def record_from_json(rules: Ruleset, value: Any) -> Record:
    data = _object(value, "$", ("game", "setup", "moves"), ("variant", "meta"))
    if data["game"] != GAME_ID:
        raise InvalidRecordError("$.game", f"expected \"{GAME_ID}\", not {shown_json(data['game'])}")
    own = variants_playing(rules.hooks.names)
    named = data.get("variant", "standard")
    if isinstance(named, str) and named not in own and named in RULESETS:
        raise InvalidRecordError("$.variant", f"a record of {RULESETS[named][0]} (variant {shown_json(named)}); "
                                              f"this ruleset reads records of {', '.join(own)}: load the game with "
                                              f"load_game(\"duel\", variant=\"{named}\")")
    variant = expect_variant(data, own)
    meta = expect_meta(data)
    setup = setup_from_json(rules, data["setup"])
    moves = data["moves"]
    if not isinstance(moves, list):
        raise InvalidRecordError("$.moves", "expected a list of moves")
    named = _named_kinds(rules)
    actions = tuple(action if (action := _named_action(named, m)) is not None
                    else action_from_json(rules, m, f"$.moves[{i}]") for i, m in enumerate(moves))
    return Record(GAME_ID, setup, actions, variant, 2, (), meta)


def parse_record(rules: Ruleset, text: str | bytes) -> Record:
    """Read a record from JSON text (or UTF-8 bytes) through the input boundary
    (:func:`oracle.core.jsonio.loads` with the :data:`~oracle.core.jsonio.RECORD` limits)."""
    return record_from_json(rules, jsonio.loads(text, jsonio.RECORD, "the record", InvalidRecordError))


def record_to_json(rules: Ruleset, setup: Setup, moves: Sequence[Action], variant: str = "standard",
                   meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"game": GAME_ID}
    if variant != "standard":
        out["variant"] = variant
    if meta:
        out["meta"] = dict(meta)
    out["setup"] = setup_to_json(rules, setup)
    out["moves"] = [action_to_json(rules, a) for a in moves]
    return out


dumps = jsonio.dumps


def replay(game: Game, record: Record) -> tuple[State, list[Step]]:
    """Play the record's moves from its setup (:meth:`oracle.core.game.Game.replay`: the first
    illegal move raises with its index; a move breaking the game's invariants is refused)."""
    return game.replay(record)
