"""Which variants each suite item holds for: the item's ``variants``.

A case, golden or perft position is generated under one variant (its ``record.variant``), but most
of them do not depend on it: the same setup and moves give the same state, events, legal list,
observations and refusals under another variant of the game.  The generator replays every item
under each other variant the record's number of players is played with and compares everything the
item expects, exactly as it is written:

* a case: the record's moves are all legal; the expected state, the last move's events, the legal
  list and the observations are the oracle's; each illegal action is refused citing the same rule;
* a golden: every step (legal count and hash, what the game's steps record, the state hashes) and
  the outcome (:func:`oracle.conformance.selfcheck.check_golden`);
* a perft position: the node count at every depth.

When everything agrees the variant joins.  The item's ``variants`` lists its record's own variant
first, then the others in the game's order; the runner plays an item under the first of them the
engine announces (``record.variant`` replaced).  Item ids never include ``variants``: an id hashes
what the item expects, and ``variants`` only says where that holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from oracle.conformance.canonical import legal_list, state_view
from oracle.conformance.compare import same
from oracle.conformance.perft import perft
from oracle.conformance.selfcheck import InvalidItem, check_golden, first_owing, replay
from oracle.core.game import Game
from oracle.errors import IllegalMoveError, InvalidInputError, OracleError


def under(record: dict[str, Any], variant: str) -> dict[str, Any]:
    """``record`` with its variant replaced by ``variant``."""
    return {**record, "variant": variant}


def own_variant(game: Game, record: dict[str, Any]) -> str:
    """The variant a record names (the game's first when it names none)."""
    variant = record.get("variant", game.variants[0])
    return variant if isinstance(variant, str) else ""


def candidates(game: Game, record: dict[str, Any]) -> list[str]:
    """The game's other variants, in its order, played with the record's number of players."""
    own = own_variant(game, record)
    players = record.get("players", game.counts_for(own)[0] if own in game.variants else game.players)
    return [v for v in game.variants if v != own and players in game.counts_for(v)]


def agreed_states(others: Sequence[Game], states: Sequence[Any], moves: Sequence[Any],
                  movers: Sequence[int | None] = ()) -> int:
    """How many of a played game's first states (``states[i]``: after ``moves[:i]``) each game of
    ``others`` (the same game under other variants) reaches too, playing the same moves from the
    same setup: they agree while every move is legal for them and their state views are the same.
    A generator prefers items within that prefix: they are likely to hold under every variant."""
    agreed = len(states)
    for other in others:
        try:
            state = other.new_game(states[0].setup)
        except OracleError:
            return 0
        for i, reached in enumerate(states[:agreed]):
            if state_view(reached) != state_view(state):
                agreed = i
                break
            if i < len(moves):
                try:
                    state = other.apply(state, moves[i], movers[i] if movers else None).state
                except OracleError:
                    agreed = i + 1
                    break
    return agreed


def _within(expected: dict[str, Any], actual: dict[str, Any]) -> bool:
    """Whether every field ``expected`` names is in ``actual`` with the same JSON value."""
    return all(key in actual and same(value, actual[key]) for key, value in expected.items())


def case_holds(game: Game, kit: Any, case: dict[str, Any], variant: str) -> bool:
    """Whether ``case`` holds, exactly as written, with its record under ``variant``."""
    try:
        played = replay(game, under(case["record"], variant))
    except InvalidItem:
        return False
    state = played.final
    expect = case["expect"]
    if "state" in expect and not _within(expect["state"], state_view(state)):
        return False
    if "events" in expect and played.steps \
            and not same(expect["events"], [e.to_json() for e in played.steps[-1].events]):
        return False
    player = first_owing(state)
    if "legal" in expect and not same(expect["legal"], legal_list(state, player)):
        return False
    for view in expect.get("observe", []):
        if not _within(view["observation"], played.game.observe(state, view["player"])):
            return False
    for item in expect.get("illegal", []):
        move = item["action"]
        action = {k: v for k, v in move.items() if k != "player"} if kit.moves_name_player else move
        try:
            played.game.apply(state, played.game.action_from_json(action), player)
        except IllegalMoveError as error:
            if error.rule != item["rule"]:
                return False
            continue
        except InvalidInputError:
            return False
        return False
    return True


def golden_holds(game: Game, kit: Any, golden: dict[str, Any], variant: str) -> bool:
    """Whether every step and the outcome of ``golden`` hold with its record under ``variant``."""
    try:
        check_golden(game, kit, {**{k: v for k, v in golden.items() if k != "variants"},
                                 "record": under(golden["record"], variant)})
    except InvalidItem:
        return False
    return True


def position_holds(game: Game, position: dict[str, Any], variant: str) -> bool:
    """Whether the node count of ``position`` at every depth holds with its record under ``variant``."""
    try:
        state = replay(game, under(position["record"], variant)).final
    except InvalidItem:
        return False
    return all(perft(state, depth) == nodes for depth, nodes in enumerate(position["nodes"], start=1))


def item_variants(game: Game, kit: Any, section: str, item: dict[str, Any]) -> list[str]:
    """The variants ``item`` of ``section`` (``cases``, ``goldens``, ``perft``) holds for: its
    record's own first, then each other the oracle agrees on, in the game's order."""
    holds = {"cases": lambda v: case_holds(game, kit, item, v),
             "goldens": lambda v: golden_holds(game, kit, item, v),
             "perft": lambda v: position_holds(game, item, v)}[section]
    return [own_variant(game, item["record"]), *(v for v in candidates(game, item["record"]) if holds(v))]


def tagged(item: dict[str, Any], variants: Sequence[str], after: str) -> dict[str, Any]:
    """``item`` with ``variants`` placed right after its key ``after`` (or last)."""
    out: dict[str, Any] = {}
    for key, value in item.items():
        if key == "variants":
            continue
        out[key] = value
        if key == after:
            out["variants"] = list(variants)
    out.setdefault("variants", list(variants))
    return out


AFTER = {"cases": "tags", "goldens": "tags", "perft": "description"}


def tag(game: Game, kit: Any, section: str, items: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each of ``items`` with its ``variants`` (see the module docstring)."""
    out = []
    for item in items:
        after = AFTER[section] if AFTER[section] in item else "name"
        out.append(tagged(item, item_variants(game, kit, section, item), after))
    return out


def tag_suite(game: Game, by_area: dict[str, list[dict[str, Any]]], goldens: list[dict[str, Any]],
              positions: list[dict[str, Any]]) -> tuple[dict[str, list[dict[str, Any]]], list[dict[str, Any]],
                                                        list[dict[str, Any]]]:
    """Every item of a generated suite with its ``variants``."""
    kit = game.conformance_kit()
    return ({area: tag(game, kit, "cases", cases) for area, cases in by_area.items()},
            tag(game, kit, "goldens", goldens), tag(game, kit, "perft", positions))
