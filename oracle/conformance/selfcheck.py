"""The oracle checks each suite item against itself before an engine sees it.

An item the oracle cannot play, or whose expectations the oracle itself does not meet, says
nothing about an engine: run as it is, it would blame a correct engine (a move of the record the
rules refuse looks like an engine refusing a legal move; another game's record looks like an
engine error).  So the runner first replays the item in the oracle and makes each of the item's
checks on the oracle's own answers, with the comparisons the runner makes on an engine's:

* the record reads as a record of the game under test, and every move of it is legal;
* a case's expected state, last move's events, legal list and observations are the oracle's, and
  each of its illegal actions reads as an action of the game and is refused by the oracle (with
  ``strict_rules``, citing the rule the case names);
* a golden's steps (the legal count and hash, what the kit records, the state hashes) and its
  outcome are the oracle's;
* a perft position's depth-1 count is the oracle's (deeper counts are not recomputed here);
* an item's ``variants`` (the variants it holds for, :mod:`oracle.conformance.variants`) names
  variants of the game played with the record's number of players, each once, the record's own
  first.  Whether the item holds under another of them is checked when it is run under it: the
  runner then checks the item, its record under that variant, as above.

The first problem found is an :class:`InvalidItem`: the JSON path in the item and what is wrong,
and the runner reports the item ``invalid``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from oracle.conformance.canonical import HASHED, field_hash, legal_digest, legal_list, state_view
from oracle.conformance.compare import legal_differences, same, state_differences
from oracle.conformance.divergence import event_key
from oracle.conformance.perft import perft
from oracle.core.game import Game, Record
from oracle.core.jsonio import is_int
from oracle.core.options import read_choice
from oracle.core.registry import load_game
from oracle.errors import IllegalMoveError, InvalidInputError, OracleError
from oracle.text import shown_json


class InvalidItem(Exception):
    """A suite item the oracle cannot check an engine with: where in the item, and why."""

    def __init__(self, path: str, message: str):
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}")


@dataclass
class Replay:
    """An item's record as the oracle plays it: the parsed record, the game at its variant and
    number of players, the state after each number of moves, each move's step, and who made it."""

    record: Record
    game: Game
    states: list[Any]
    steps: list[Any]
    movers: list[int]

    @property
    def final(self) -> Any:
        return self.states[-1]


def game_of(game: Game, parsed: Record) -> Game:
    """``game`` under the record's variant, number of players and readings of its rule options."""
    if parsed.variant != game.variant or parsed.players != game.players:
        game = load_game(game.name, variant=parsed.variant, players=parsed.players)
    return game.with_rule_options(dict(parsed.rule_options))


def read_record(game: Game, record: Any) -> Record:
    """``record`` read by ``game`` under the record's own variant and number of players: a variant
    may have components of its own (the 2020 edition of 7 Wonders), which only it reads.  A record of
    the game's own variant is read by it, a ruleset being built included."""
    variant, players = type(game).record_head(record, also=(game.variant,))
    if (variant, players) != (game.variant, game.players):
        game = load_game(game.name, variant=variant, players=players)
    given = read_choice(record["rule_options"], "$.rule_options") if "rule_options" in record else {}
    return game.with_rule_options(given, "$.rule_options").record_from_json(record)


def first_owing(state: Any) -> int | None:
    """The first player (in seat order) owing a decision, ``None`` once the game is over."""
    owing = state.game.to_move(state)
    return owing[0] if owing else None


def replay(game: Game, record: Any, where: str = "$.record") -> Replay:
    """Read ``record`` as a record of ``game`` and play it in the oracle; a problem is an
    :class:`InvalidItem` at its path below ``where``."""
    try:
        parsed = read_record(game, record)
    except InvalidInputError as error:
        raise InvalidItem(where + error.path[1:], f"not a record of {game.title}: {error.message}") from None
    try:
        played = game_of(game, parsed)
        state = played.new_game(parsed.setup)
    except OracleError as error:
        raise InvalidItem(where, f"the oracle cannot set this record up: {error}") from None
    states, steps, movers = [state], [], []
    for i, action in enumerate(parsed.moves):
        mover = parsed.mover(i)
        try:
            step = played.apply(state, action, mover)
        except IllegalMoveError as error:
            raise InvalidItem(f"{where}.moves[{i}]", f"the oracle refuses this move: [{error.rule}] "
                                                    f"{error.message}") from None
        movers.append(mover if mover is not None else (first_owing(state) or 0))
        state = step.state
        states.append(state)
        steps.append(step)
    return Replay(parsed, played, states, steps, movers)


def variants_problem(game: Game, item: dict[str, Any]) -> tuple[str, str] | None:
    """What is wrong with an item's ``variants`` (a JSON path in the item and a message), or
    ``None``: a non-empty list of the game's variants without repeats, each played with the
    record's number of players, the record's own first."""
    if "variants" not in item:
        return None
    variants = item["variants"]
    if not isinstance(variants, list) or not variants:
        return "$.variants", f"expected a non-empty array of variant names, not {shown_json(variants)}"
    record = item["record"]
    own = record.get("variant", game.variants[0])
    players = record.get("players")
    known = game.ruleset_variants()    # the variants of the suite's ruleset
    for i, name in enumerate(variants):
        where = f"$.variants[{i}]"
        if not isinstance(name, str) or name not in known:
            return where, f"{shown_json(name)} is not a variant of {game.title} (known: {', '.join(known)})"
        if name in variants[:i]:
            return where, f"{shown_json(name)} is listed twice"
        if is_int(players) and players not in game.counts_for(name):
            return where, f"the variant {shown_json(name)} is not played by {players} players"
    if own not in variants:
        return "$.variants", f"the record's own variant {shown_json(own)} is missing (it comes first)"
    if variants[0] != own:
        return f"$.variants[{variants.index(own)}]", (f"the record's own variant {shown_json(own)} comes first, "
                                                       f"not {shown_json(variants[0])}")
    return None


def check_variants(game: Game, item: dict[str, Any]) -> None:
    """Raise :class:`InvalidItem` when an item's ``variants`` is wrong (:func:`variants_problem`)."""
    problem = variants_problem(game, item)
    if problem is not None:
        raise InvalidItem(*problem)


def _disagrees(path: str, problems: Sequence[str]) -> InvalidItem:
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return InvalidItem(path, f"the oracle itself fails this check: {problems[0]}{more}")


def check_case(game: Game, kit: Any, case: dict[str, Any], strict_rules: bool = False) -> Replay:
    """A case checked against the oracle (see the module docstring)."""
    played = replay(game, case["record"])
    check_variants(game, case)
    state = played.final
    expect = case["expect"]
    if "state" in expect:
        problems = state_differences(expect["state"], state_view(state), unordered=kit.unordered)
        if problems:
            raise _disagrees("$.expect.state", problems)
    if "events" in expect and played.steps:
        want = Counter(map(event_key, expect["events"]))
        got = Counter(event_key(e.to_json()) for e in played.steps[-1].events)
        if want != got:
            lacking = ", ".join(list((want - got).elements())[:3])
            extra = ", ".join(list((got - want).elements())[:3])
            raise _disagrees("$.expect.events", [f"events of the last move: missing [{lacking}], "
                                                 f"unexpected [{extra}]"])
    player = first_owing(state)
    if "legal" in expect:
        missing, unexpected = legal_differences(expect["legal"], legal_list(state, player))
        if missing or unexpected:
            raise _disagrees("$.expect.legal", [f"legal actions differ: {len(missing)} missing, "
                                                f"{len(unexpected)} unexpected"])
    for i, view in enumerate(expect.get("observe", [])):
        seat = view["player"]
        if not 0 <= seat < played.game.players:
            raise InvalidItem(f"$.expect.observe[{i}].player", f"no player {seat} in a game of "
                                                                f"{played.game.players}")
        problems = state_differences(view["observation"], played.game.observe(state, seat),
                                     f"observation[{seat}]", kit.unordered)
        if problems:
            raise _disagrees(f"$.expect.observe[{i}]", problems)
    for i, item in enumerate(expect.get("illegal", [])):
        _check_illegal(played.game, kit, state, player, item, f"$.expect.illegal[{i}]", strict_rules)
    return played


def _check_illegal(game: Game, kit: Any, state: Any, player: int | None, item: dict[str, Any], where: str,
                   strict_rules: bool) -> None:
    """An illegal action of a case: it reads as an action of the game, and the oracle refuses it."""
    move = item["action"]
    action = {k: v for k, v in move.items() if k != "player"} if kit.moves_name_player else move
    try:
        parsed = game.action_from_json(action, f"{where}.action")
        game.apply(state, parsed, player)
    except IllegalMoveError as error:
        if strict_rules and error.rule != item["rule"]:
            raise InvalidItem(f"{where}.rule", f"the oracle refuses the action citing {error.rule}, not "
                                               f"{shown_json(item['rule'])}") from None
        return
    except InvalidInputError as error:
        raise InvalidItem(error.path, f"not an action of {game.title}: {error.message}") from None
    raise InvalidItem(f"{where}.action", f"the oracle accepts this action, which the case says breaks "
                                         f"{shown_json(item['rule'])}")


def check_golden(game: Game, kit: Any, golden: dict[str, Any]) -> Replay:
    """A golden checked against the oracle: each step, then the outcome."""
    played = replay(game, golden["record"])
    check_variants(game, golden)
    for i, step in enumerate(golden["steps"]):
        state = played.states[i]
        actions = state.game.legal_json(state, played.movers[i] if i < len(played.movers) else None)
        hashed = legal_digest(actions)      # the same for the actions in any order
        if len(actions) != step["legal"] or hashed != step["legal_hash"]:
            raise InvalidItem(f"$.steps[{i}]", f"the oracle itself has {len(actions)} legal actions (hash "
                                               f"{hashed}), not {step['legal']} "
                                               f"(hash {shown_json(step['legal_hash'])})")
        view = state_view(state)
        problems = kit.golden_problems(step, view)
        problems += [f"{key}: expected {shown_json(step[key])}, got {field_hash(name, view[name])}"
                     for key, name in HASHED.items()
                     if key in step and name in view and field_hash(name, view[name]) != step[key]]
        if problems:
            raise _disagrees(f"$.steps[{i}]", problems)
    final = state_view(played.final)
    outcome = golden["outcome"]
    differing = [k for k in kit.outcome_keys if not same(final.get(k), outcome[k])]
    if differing:
        raise _disagrees("$.outcome", [f"{k}: expected {shown_json(outcome[k])}, got {shown_json(final.get(k))}"
                                       for k in differing])
    return played


def check_position(game: Game, kit: Any, position: dict[str, Any]) -> Replay:
    """A perft position checked against the oracle: its record, and its count at depth 1."""
    played = replay(game, position["record"])
    check_variants(game, position)
    state = played.final
    count = perft(state, 1)
    if count != position["nodes"][0]:
        raise _disagrees("$.nodes[0]", [f"expected {position['nodes'][0]} nodes at depth 1, got {count}"])
    return played
