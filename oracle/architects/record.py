"""Architects records, format v1: the player count and every chance outcome up front (``setup``), then
the players' decisions (``moves``), each naming its player.

Reading a record checks it completely; the first problem is an :class:`~oracle.errors.InvalidRecordError`
at its JSON path.  Cards, wonders and tokens are written by name; a deck by its wonder's name or
``"central"``; the top card of a deck comes first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from oracle.architects.ruleset import Ruleset
from oracle.architects.setup import reshuffle_length, reshuffles_needed
from oracle.architects.spec import CENTRAL
from oracle.architects.state import BUILD, CENTRAL_DECK, CHOOSE, KEEP, LOOK, PILE, TAKE, TRADE, Action, Setup
from oracle.core.belonging import value_type
from oracle.core.game import Record
from oracle.core.jsonio import expect_int
from oracle.core.records import (
    expect_contents,
    expect_name,
    expect_object,
    moves_naming_players,
    read_action_kind,
    read_head,
    record_json,
)
from oracle.errors import InvalidRecordError
from oracle.text import shown, shown_json

GAME_ID = "architects"
VARIANTS = ("standard", "two_player_literal", "rhodes_pieces_1_4")
PILE_NAME = "pile"
# action -> its fields besides "action" and "player" (optional ones: economy, engineering)
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    TAKE: ("deck",), BUILD: ("piece", "cards"), TRADE: ("cards",), CHOOSE: ("token",), LOOK: ("deck",),
    KEEP: ("card",),
}
ACTION_KINDS = tuple(ACTION_FIELDS)


def _int(value: Any, path: str, low: int, high: int) -> int:
    return expect_int(value, path, low, high, InvalidRecordError)


def _indexes(rules: Ruleset) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    return ({k.name: i for i, k in enumerate(rules.kinds)}, {t.name: i for i, t in enumerate(rules.tokens)},
            {w.name: i for i, w in enumerate(rules.wonders)})


def _cards(rules: Ruleset, value: Any, path: str, most: int) -> tuple[int, ...]:
    kinds, _, _ = _indexes(rules)
    if not isinstance(value, list) or len(value) > most:
        raise InvalidRecordError(path, f"expected a list of at most {most} card names")
    return tuple(expect_name(v, f"{path}[{i}]", kinds, "card") for i, v in enumerate(value))


# ---- setup -----------------------------------------------------------------------------------------

def setup_from_json(rules: Ruleset, value: Any, players: int, path: str = "$.setup") -> Setup:
    """Read and check a ``setup`` (setup.*): one wonder per seat, each seat's deck holding exactly
    its wonder's cards, the central deck its 60, every token once (Culture twice)."""
    data = expect_object(value, path, ("wonders", "decks", "central", "progress", "first_player"), ("reshuffles",))
    _, tokens, wonders = _indexes(rules)
    if not isinstance(data["wonders"], list) or len(data["wonders"]) != players:
        raise InvalidRecordError(f"{path}.wonders", f"expected {players} wonder names, one per seat")
    seated: list[int] = []
    for i, name in enumerate(data["wonders"]):
        w = expect_name(name, f"{path}.wonders[{i}]", wonders, "wonder")
        if w in seated:
            raise InvalidRecordError(f"{path}.wonders[{i}]", f"{shown(name)} appears twice")
        seated.append(w)
    if not isinstance(data["decks"], list) or len(data["decks"]) != players:
        raise InvalidRecordError(f"{path}.decks", f"expected {players} decks, one per seat in seat order")
    decks = []
    for seat, w in enumerate(seated):
        where = f"{path}.decks[{seat}]"
        expected = rules.deck(rules.wonders[w].name)
        cards = _cards(rules, data["decks"][seat], where, len(expected))
        expect_contents(cards, expected, where, f"the deck of {rules.wonders[w].name}", _card_name(rules))
        decks.append(cards)
    central = _cards(rules, data["central"], f"{path}.central", len(rules.central))
    expect_contents(central, rules.central, f"{path}.central", "the central deck", _card_name(rules))
    box = rules.token_box()
    if not isinstance(data["progress"], list) or len(data["progress"]) != len(box):
        raise InvalidRecordError(f"{path}.progress", f"expected the {len(box)} progress tokens in pile order")
    progress = tuple(expect_name(v, f"{path}.progress[{i}]", tokens, "progress token")
                     for i, v in enumerate(data["progress"]))
    expect_contents(progress, box, f"{path}.progress", "the box", lambda t: rules.tokens[t].name)
    first = _int(data["first_player"], f"{path}.first_player", 0, players - 1)
    reshuffles = _reshuffles(rules, data, tuple(seated), f"{path}.reshuffles")
    return value_type(rules, Setup)(tuple(seated), tuple(decks), central, progress, first, reshuffles)


def _card_name(rules: Ruleset) -> Callable[[int], str]:
    return lambda k: rules.kinds[k].name


def _reshuffles(rules: Ruleset, data: Mapping[str, Any], wonders: tuple[int, ...],
                path: str) -> tuple[tuple[int, ...], ...]:
    """wonder.halicarnassus_rest: one order for every time cards may go back under a deck at this
    table (each 'keep K of top N' effect of its wonders), each a whole permutation of the places
    0 .. L-1, L the size of the largest deck dealt.  Required when such an effect is at the table,
    so that no card is ever dropped or left unshuffled; refused when none is."""
    needed = reshuffles_needed(rules, wonders)
    length = reshuffle_length(rules, wonders)
    value = data.get("reshuffles")
    if value is None:
        if needed:
            raise InvalidRecordError(path, f"missing: the wonders at this table shuffle cards back {needed} times, "
                                           f"so the setup holds {needed} orders (wonder.halicarnassus_rest)")
        return ()
    if not isinstance(value, list):
        raise InvalidRecordError(path, f"expected a list of {needed} orders")
    if len(value) != needed:
        why = (f"the wonders at this table shuffle cards back {needed} times" if needed
               else "no wonder at this table shuffles cards back")
        raise InvalidRecordError(path, f"expected {needed} orders ({why}), found {len(value)}")
    return tuple(_order(item, f"{path}[{i}]", length) for i, item in enumerate(value))


def _order(value: Any, path: str, length: int) -> tuple[int, ...]:
    """One reshuffle order: the numbers 0 .. length-1, each exactly once."""
    what = f"an order of the {length} numbers 0 to {length - 1}, each once"
    if not isinstance(value, list):
        raise InvalidRecordError(path, f"expected {what}")
    if len(value) != length:
        raise InvalidRecordError(path, f"expected {what}; found {len(value)} numbers")
    seen: set[int] = set()
    for i, place in enumerate(value):
        number = _int(place, f"{path}[{i}]", 0, length - 1)
        if number in seen:
            raise InvalidRecordError(f"{path}[{i}]", f"{number} appears twice; expected {what}")
        seen.add(number)
    return tuple(value)


def setup_to_json(rules: Ruleset, setup: Setup) -> dict[str, Any]:
    def names(cards: Sequence[int]) -> list[str]:
        return [rules.kinds[k].name for k in cards]

    out: dict[str, Any] = {
        "wonders": [rules.wonders[w].name for w in setup.wonders],
        "first_player": setup.first_player,
        "decks": [names(d) for d in setup.decks],
        "central": names(setup.central),
        "progress": [rules.tokens[t].name for t in setup.progress],
    }
    if setup.reshuffles:
        out["reshuffles"] = [list(order) for order in setup.reshuffles]
    return out


# ---- actions ------------------------------------------------------------------------------------------

def action_from_json(rules: Ruleset, value: Any, path: str) -> Action:
    """An action from its record form (without ``player``)."""
    kind = read_action_kind(value, path, ACTION_KINDS, '{"action": "take", "deck": "central"}')
    optional = ("economy", "engineering") if kind == BUILD else ()
    data = expect_object(value, path, ("action", *ACTION_FIELDS[kind]), optional)
    kinds, tokens, _ = _indexes(rules)
    own = value_type(rules, Action)
    if kind in (TAKE, LOOK):
        decks = {w.name: i for i, w in enumerate(rules.wonders)}
        decks[CENTRAL] = CENTRAL_DECK
        return own(kind, deck=expect_name(data["deck"], f"{path}.deck", decks, "deck"))
    if kind == BUILD:
        flags = {}
        for flag in optional:
            if flag in data and not isinstance(data[flag], bool):
                raise InvalidRecordError(f"{path}.{flag}", f"expected true or false, not {shown_json(data[flag])}")
            flags[flag] = bool(data.get(flag, False))
        return own(BUILD, piece=_int(data["piece"], f"{path}.piece", 1, 5),
                      cards=tuple(sorted(_cards(rules, data["cards"], f"{path}.cards", 4))), **flags)
    if kind == TRADE:
        return own(TRADE, cards=tuple(sorted(_cards(rules, data["cards"], f"{path}.cards", 3))))
    if kind == CHOOSE:
        token = data["token"]
        if token == PILE_NAME:
            return own(CHOOSE, token=PILE)
        return own(CHOOSE, token=expect_name(token, f"{path}.token", tokens, "progress token (or \"pile\")"))
    return own(KEEP, card=expect_name(data["card"], f"{path}.card", kinds, "card"))


def action_to_json(rules: Ruleset, action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action.kind}
    if action.kind in (TAKE, LOOK):
        out["deck"] = CENTRAL if action.deck == CENTRAL_DECK else rules.wonders[action.deck].name
    elif action.kind == BUILD:
        out["piece"] = action.piece
        out["cards"] = [rules.kinds[k].name for k in action.cards]
        if action.economy:
            out["economy"] = True
        if action.engineering:
            out["engineering"] = True
    elif action.kind == TRADE:
        out["cards"] = [rules.kinds[k].name for k in action.cards]
    elif action.kind == CHOOSE:
        out["token"] = PILE_NAME if action.token == PILE else rules.tokens[action.token].name
    else:
        out["card"] = rules.kinds[action.card].name
    return out


# ---- records --------------------------------------------------------------------------------------------

def record_from_json(rules: Ruleset, value: Any, player_counts: Sequence[int]) -> Record:
    data, players, variant, meta = read_head(value, GAME_ID, player_counts, VARIANTS)
    setup = setup_from_json(rules, data["setup"], players)
    moves, movers = moves_naming_players(data["moves"], players, lambda move, where: action_from_json(rules, move,
                                                                                                     where))
    return Record(GAME_ID, setup, tuple(moves), variant, players, tuple(movers), meta)


def record_to_json(rules: Ruleset, record: Record, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    return record_json(GAME_ID, record, setup_to_json(rules, record.setup), lambda a: action_to_json(rules, a), meta)
