"""The ``oracle`` command line: play, replay, legal, show, spec, rules, adapter, conform.

Exit status: 0 on success, 1 when a record holds an illegal move, 2 when input is malformed
(a record, a spec file, a command line, a path to write to), 3 on an internal error (a bug of
the oracle: a short message and where to report it; ``--debug`` or ``ORACLE_DEBUG=1`` shows
the traceback), 130 when interrupted.  Errors are one line; with ``--json`` they are one
compact JSON object on standard output.  ``replay --batch`` and ``legal --batch`` answer a record a
line from standard input with a JSON line each, an error line for a line they cannot answer, and
exit with the worst status seen.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, NoReturn

from oracle.core import jsonio
from oracle.core.game import Game, Record
from oracle.core.options import parse_setting, read_choice
from oracle.core.playout import COLLECT_EVERY, Settings, play_one
from oracle.core.pool import MAX_WORKERS, map_seeds
from oracle.core.registry import game_class, games, load_game, option_refused
from oracle.errors import (
    GameChoiceError,
    IllegalMoveError,
    InvalidInputError,
    InvalidRecordError,
    OracleError,
    SpecError,
)
from oracle.files import bounded_lines, check_writable, read_bounded, write_atomic
from oracle.text import shown, shown_json, shown_within

EXIT_ILLEGAL = 1
EXIT_INPUT = 2
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130
BUG_REPORT = "this is a bug of the oracle: please report it with the command and its input"


def _print_json(value: Any) -> None:
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def _fail(error: OracleError, as_json: bool) -> int:
    """Report ``error`` as one line (one compact JSON line with ``--json``); its exit status."""
    status = EXIT_ILLEGAL if isinstance(error, IllegalMoveError) else EXIT_INPUT
    if as_json:
        if isinstance(error, InvalidInputError | IllegalMoveError):
            body: dict[str, object] = error.to_json()
        elif isinstance(error, SpecError):
            body = {"error": "invalid_spec", "problems": [str(p) for p in error.problems]}
        else:
            body = {"error": "invalid_input", "message": str(error)}
        sys.stdout.write(jsonio.compact(body) + "\n")
    elif isinstance(error, SpecError):
        for problem in error.problems:
            print(f"oracle: {problem}", file=sys.stderr)
    elif isinstance(error, IllegalMoveError):
        where = f"move {error.move_index}: " if error.move_index is not None else ""
        print(f"oracle: illegal move: {where}{error.message} [{error.rule}]", file=sys.stderr)
    elif isinstance(error, InvalidRecordError):
        print(f"oracle: invalid record: {error.path}: {error.message}", file=sys.stderr)
    else:
        print(f"oracle: {error}", file=sys.stderr)
    return status


def _internal_error(error: BaseException, args: argparse.Namespace | None, as_json: bool) -> int:
    """An exception the oracle did not expect: a short message, the traceback only on request."""
    debug = bool(getattr(args, "debug", False)) or os.environ.get("ORACLE_DEBUG", "") not in ("", "0")
    if debug:
        traceback.print_exception(error, file=sys.stderr)
    summary = f"{type(error).__name__}: {shown_within(str(error), 200)}"
    if as_json:
        sys.stdout.write(jsonio.compact({"error": "internal_error", "message": summary}) + "\n")
    hint = "" if debug else " (run again with --debug or ORACLE_DEBUG=1 for the traceback)"
    print(f"oracle: internal error: {summary}; {BUG_REPORT}{hint}", file=sys.stderr)
    return EXIT_INTERNAL


def _game(args: argparse.Namespace, name: str | None = None, variant: str | None = None,
          players: int | None = None) -> Game:
    """The game the command line (or a record) asks for, through the registry."""
    chosen_variant = variant if variant is not None else getattr(args, "variant", None)
    chosen_players = players if players is not None else getattr(args, "players", None)
    settings = getattr(args, "rule_options", None)
    chosen = dict(parse_setting(s) for s in settings) if settings else None
    if settings and len(chosen or {}) != len(settings):
        raise GameChoiceError("each rule option is set once (--rule-option NAME=READING)")
    return load_game(name or args.game, variant=chosen_variant, players=chosen_players, spec=args.spec,
                     rule_options=chosen)


def _read_record(args: argparse.Namespace) -> tuple[Game, Record]:
    """The game a record is of (its ``game``, ``variant`` and ``players``, each checked at its JSON
    path before the game is loaded) and the record read by it."""
    if args.record is None:
        raise InvalidInputError("RECORD", "give the record to read (a file), or --batch to read records from "
                                          "standard input")
    data = read_bounded(args.record, jsonio.RECORD.max_bytes, "the record", InvalidRecordError)
    value = jsonio.loads(data, jsonio.RECORD, "the record", InvalidRecordError)
    return _record_of(value, args.spec, None, *_chosen_ruleset(args))


def _chosen_ruleset(args: argparse.Namespace) -> tuple[str | None, str | None]:
    """The game and the variant the command line names (``--game``, ``--variant``), each ``None``
    when not given: a record read must be of them.  A game or variant that does not exist is refused
    before any record is read."""
    name = game_class(args.game).name if args.game_given else None
    variant = args.variant
    if variant is not None:
        cls = game_class(args.game)
        if variant not in cls.variants:
            raise GameChoiceError(f"{cls.title} has no variant {shown(variant)}; known: {', '.join(cls.variants)}")
        name = cls.name
    return name, variant


def _record_of(value: Any, spec: str | None, loaded: dict[tuple[str, str, int], Game] | None = None,
               only: str | None = None, only_variant: str | None = None) -> tuple[Game, Record]:
    """The game the record ``value`` (parsed JSON) is of, and the record read by it.  ``loaded``:
    the games loaded so far, by name, variant and players (a batch loads each once); ``only`` and
    ``only_variant``: the one game and variant the records must be of (``--game``, ``--variant``
    given: a record of another is an error at its JSON path, never read as something else)."""
    if not isinstance(value, dict):
        raise InvalidRecordError("$", "expected a JSON object")
    name = value.get("game")
    if not isinstance(name, str) or name not in games():
        raise InvalidRecordError("$.game", f"expected the name of a game ({', '.join(games())}), not "
                                           f"{shown_json(name)}")
    if only is not None and name != only:
        raise InvalidRecordError("$.game", f"expected \"{only}\" (--game {only}), not {shown_json(name)}")
    variant, players = game_class(name).record_head(value)
    if only_variant is not None and variant != only_variant:
        raise InvalidRecordError("$.variant", f"expected \"{only_variant}\" (--variant {only_variant}), not "
                                              f"{shown_json(variant)}")
    key = (name, variant, players)
    game = loaded.get(key) if loaded is not None else None
    if game is None:
        try:
            game = load_game(name, variant=variant, players=players, spec=spec)
        except GameChoiceError as error:   # a spec folder written for fewer players than the game has
            raise InvalidRecordError("$.players", str(error)) from None
        if loaded is not None:
            loaded[key] = game
    if "rule_options" in value:    # the readings the record was played with: the game plays them too
        game = game.with_rule_options(read_choice(value["rule_options"], "$.rule_options"), "$.rule_options")
    return game, game.record_from_json(value)


def _progress(enabled: bool, done: int, total: int, start: float) -> None:
    if enabled:
        rate = done / max(time.perf_counter() - start, 1e-9)
        sys.stderr.write(f"\r{done}/{total} games  {rate:,.0f} games/s")
        sys.stderr.flush()


def _flag(option: str) -> str:
    return "--" + option.replace("_", "-")


def game_options() -> dict[str, tuple[str, list[str]]]:
    """Every option of random play a registered game has: option -> (what it does, the games that
    have it), in registry order (``--first-game``: Duel's)."""
    found: dict[str, tuple[str, list[str]]] = {}
    for name in games():
        for option, text in game_class(name).options.items():
            found.setdefault(option, (text, []))[1].append(name)
    return found


def _options(args: argparse.Namespace, game: Game) -> dict[str, Any]:
    """The options of random play asked for on the command line; one the game does not have is
    refused, saying which games have it."""
    chosen = {name[len("option_"):]: True for name, value in vars(args).items() if name.startswith("option_") and value}
    for option in chosen:
        if option not in game.options:
            raise GameChoiceError(option_refused(game.title, option, _flag(option)))
    return chosen


def cmd_play(args: argparse.Namespace) -> int:
    if args.record is not None:
        if args.games is not None:
            raise InvalidInputError("--record", "--record writes one game; it cannot be used with --games")
        check_writable(args.record)   # before the game is played, not after
    game = _game(args)
    options = _options(args, game)
    if args.games is None:
        play = game.random_game(args.seed, **options)
        if args.record is not None:
            record = game.record(play.initial.setup, play.moves, play.movers)
            write_atomic(args.record, jsonio.dumps(game.record_to_json(record)))
        if args.json:
            _print_json(game.summary(play.final))
        else:
            sys.stdout.write(game.account(play.initial, play.steps))
        return 0
    show = not args.json and sys.stderr.isatty() and not os.environ.get("CI")
    endings: Counter[str] = Counter()
    settings = Settings(game.name, args.spec, game.variant, game.players, tuple(options.items()),
                        tuple(game.rule_options.items()))
    seeds = range(args.seed, args.seed + args.games)
    start = time.perf_counter()
    moves_total = 0
    batch = map_seeds(partial(play_one, settings), seeds, args.workers, collect_every=COLLECT_EVERY)
    for i, game_result in enumerate(batch):
        moves_total += game_result.moves
        endings[game_result.ending] += 1
        if (i + 1) % 100 == 0:
            _progress(show, i + 1, args.games, start)
    elapsed = time.perf_counter() - start
    if show:
        sys.stderr.write("\n")
    result = {"games": args.games, "first_seed": args.seed, "seconds": round(elapsed, 3),
              "games_per_second": round(args.games / max(elapsed, 1e-9), 1), "moves": moves_total,
              "endings": dict(sorted(endings.items()))}
    if args.json:
        _print_json(result)
    else:
        print(f"{args.games} games in {elapsed:.2f} s ({result['games_per_second']} games/s), "
              f"{moves_total} moves; endings: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    return 0


def replay_answer(game: Game, record: Record) -> dict[str, Any]:
    """What ``oracle replay --json`` prints for a record: the summary of the state it reaches
    (:meth:`~oracle.core.game.Game.summary`: ``to_move`` a list in every game)."""
    state, _ = game.replay(record)
    return game.summary(state)


def legal_answer(game: Game, record: Record, player: int | None = None) -> dict[str, Any]:
    """What ``oracle legal --json`` prints for a record, in one shape in every game and position:
    ``to_move`` (a list, empty once the game is over), ``reason`` (why they owe the decision and the
    rule that makes it theirs, ``null`` once the game is over) and ``actions``, a list of entries
    ``{"player": P, "action": A, "cost": C}``: ``A`` the legal action as records and the adapter
    protocol write it, ``C`` the coins it takes where the game prices it.  Each entry is a move a
    record may hold as it is (records.entry).  ``player``: that player's actions only."""
    state, _ = game.replay(record)
    owing = game.to_move(state)
    if player is not None:
        player = game.check_seat(player, "--player")
    reason = game.decision_reason(state)
    chosen = owing if player is None else tuple(p for p in owing if p == player)
    return {"to_move": list(owing), "reason": reason.to_json() if reason is not None else None,
            "actions": [_entry(p, item) for p in chosen for item in game.legal_json(state, p)]}


def _entry(player: int, item: dict[str, Any]) -> dict[str, Any]:
    """A legal action as ``legal --json`` lists it: its player, the action, and the coins it takes
    (records.entry)."""
    entry: dict[str, Any] = {"player": player, "action": {k: v for k, v in item.items() if k != "cost"}}
    if "cost" in item:
        entry["cost"] = item["cost"]
    return entry


def cmd_replay(args: argparse.Namespace) -> int:
    if args.batch:
        return _batch(args, lambda game, record: replay_answer(game, record))
    game, record = _read_record(args)
    state, steps = game.replay(record)
    if args.json:
        _print_json(game.summary(state))
    else:
        sys.stdout.write(game.account(game.new_game(record.setup), steps))
        if state.outcome is None:
            age = game.summary(state)["age"]
            where = "the wonder draft, " if age == 0 else f"Age {'I' * age if age < 4 else age}, " if age else ""
            print(f"(in progress: {where}" + ", ".join(f"P{p}" for p in game.to_move(state)) + " to move)")
    return 0


def cmd_legal(args: argparse.Namespace) -> int:
    if args.batch:
        return _batch(args, lambda game, record: legal_answer(game, record, args.player))
    game, record = _read_record(args)
    answer = legal_answer(game, record, args.player)
    if args.json:
        _print_json(answer)
        return 0
    owing = answer["to_move"]
    if not owing:
        print("to move: nobody, the game is over; no legal actions")
    else:
        print(f"to move: player{'s' * (len(owing) > 1)} " + ", ".join(map(str, owing)))
        print(f"why: {answer['reason']['text']} [{answer['reason']['rule']}]")
    for item in answer["actions"]:
        cost = f" (costs {item['cost']})" if "cost" in item else ""
        print(f"player {item['player']}: " + json.dumps(item["action"], ensure_ascii=False) + cost)
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    """``oracle show``: the position a record reaches drawn in the terminal, or written as SVG
    (:mod:`oracle.show`)."""
    from oracle.show import pictures_of, show
    from oracle.show_page import write_page

    if args.html is not None and (args.svg is not None or args.after is not None):
        raise InvalidInputError("--html", "the page draws every position of the record; give it without "
                                          f"{'--svg' if args.svg is not None else '--after'}")
    for path in (args.svg, args.html):
        if path is not None:
            check_writable(path)   # before the record is read
    game, record = _read_record(args)
    pictures_of(game)              # a ruleset not drawn yet is refused before the record is replayed
    if args.html is not None:
        sys.stdout.write(write_page(game, record, args.html, args.player, args.docs))
    else:
        sys.stdout.write(show(game, record, args.after, args.player, args.svg))
    return 0


def _batch(args: argparse.Namespace, answer: Callable[[Game, Record], dict[str, Any]]) -> int:
    """``--batch``: a record on each line of standard input, one compact JSON answer a line on
    standard output; a line that cannot be answered gets ``{"error": {...}}`` (its line number, its
    JSON path, the message; an illegal move its rule and index) and the batch goes on.  Each line is
    bounded as a record file is (:data:`~oracle.core.jsonio.RECORD`).  The exit status is the worst
    one seen."""
    if args.record is not None:
        raise InvalidInputError("--batch", "--batch reads the records from standard input; give no RECORD file")
    loaded: dict[tuple[str, str, int], Game] = {}
    only = _chosen_ruleset(args)
    worst = 0
    out = sys.stdout
    for number, line in enumerate(bounded_lines(sys.stdin.buffer, jsonio.RECORD.max_bytes), 1):
        status, body = _batch_line(args, answer, line, number, loaded, only)
        worst = max(worst, status)
        out.write(jsonio.compact(body) + "\n")
        out.flush()
    return worst


def _batch_line(args: argparse.Namespace, answer: Callable[[Game, Record], dict[str, Any]], line: bytes | int,
                number: int, loaded: dict[tuple[str, str, int], Game],
                only: tuple[str | None, str | None]) -> tuple[int, dict[str, Any]]:
    """The exit status and the answer of one line of a batch."""
    where = f"line {number}"
    try:
        if isinstance(line, int):
            raise InvalidRecordError("$", f"{where} holds {line:,} bytes; at most {jsonio.RECORD.max_bytes:,} are "
                                          "read")
        if not line.strip():
            raise InvalidRecordError("$", f"{where} is empty; each line holds one record")
        value = jsonio.loads(line, jsonio.RECORD, where, InvalidRecordError)
        game, record = _record_of(value, args.spec, loaded, *only)
        return 0, answer(game, record)
    except IllegalMoveError as error:
        path = f"$.moves[{error.move_index}]" if error.move_index is not None else "$"
        return EXIT_ILLEGAL, _batch_error(number, error.to_json(), path)
    except InvalidInputError as error:
        return EXIT_INPUT, _batch_error(number, error.to_json())
    except OracleError as error:
        return EXIT_INPUT, _batch_error(number, {"error": "invalid_input", "message": str(error)})
    except Exception as error:   # a bug of the oracle: reported on its line, the batch goes on
        summary = f"{type(error).__name__}: {shown_within(str(error), 200)}"
        print(f"oracle: internal error at {where}: {summary}; {BUG_REPORT}", file=sys.stderr)
        return EXIT_INTERNAL, _batch_error(number, {"error": "internal_error", "message": summary})


def _batch_error(number: int, body: dict[str, object], path: str = "$") -> dict[str, Any]:
    """A batch's answer to a line it cannot answer: ``{"error": {"line", "kind", "path", ...}}``, the
    fields of the error as ``--json`` gives it (its ``error`` named ``kind``)."""
    fields = {k: v for k, v in body.items() if k != "error"}
    return {"error": {"line": number, "kind": body["error"], "path": fields.pop("path", path), **fields}}


def cmd_spec(args: argparse.Namespace) -> int:
    game = _game(args)
    items = game.spec_listing()
    if args.json:
        _print_json({"game": game.name, "variant": game.variant, "ruleset": game.ruleset_title,
                     "files": list(game.spec_files()), "components": items})
    else:
        for item in items:
            print(f"# {item['source']}")
            print(item["dsl"])
            print()
    return 0


def rules_markdown(rule_ids: dict[str, str], game: str = "duel", ruleset: str | None = None) -> str:
    """The rule-id registry as a Markdown table (the rules reference site shows it with links);
    ``ruleset``: the title of the ruleset they are the rules of, when not the game's base ruleset."""
    source = f"the spec of {ruleset}" if ruleset is not None else f"`spec/{game}/rules.toml`"
    lines = ["# Rule ids", "",
             "Every rule the reference engine implements has a stable id. Illegal-move errors name the",
             "rule they break; tests and conformance cases name the rules they pin. This table is printed",
             f"from {source} by `oracle rules --markdown`.", "",
             "| id | rule |", "| --- | --- |"]
    lines += [f"| <a id=\"{rid}\"></a>`{rid}` | {text} |" for rid, text in rule_ids.items()]
    return "\n".join(lines) + "\n"


def cmd_rules(args: argparse.Namespace) -> int:
    game = _game(args)
    if args.options:
        return _print_rule_options(game, args.json)
    if args.json:
        _print_json(game.rule_ids)
    elif args.markdown:
        base = game.variant == type(game).variants[0]
        sys.stdout.write(rules_markdown(game.rule_ids, game.name, None if base else game.ruleset_title))
    else:
        width = max(len(r) for r in game.rule_ids)
        for rid, text in game.rule_ids.items():
            print(f"{rid:{width}}  {text}")
    return 0


def _print_rule_options(game: Game, as_json: bool) -> int:
    """``oracle rules --options``: the ruleset's rule options (oracle.core.options), in declared order."""
    chosen = game.rule_options
    if as_json:
        _print_json([{"name": o.name, "ruling": o.ruling, "default": o.default,
                      "playing": chosen.get(o.name, o.default), "readings": dict(o.readings)}
                     for o in game.declared_rule_options])
        return 0
    if not game.declared_rule_options:
        print(f"{game.ruleset_title} has no rule options: every open point has one reading (its ruling)")
        return 0
    for option in game.declared_rule_options:
        print(f"{option.name}  (ruling {option.ruling})")
        playing = chosen.get(option.name, option.default)
        for value, text in option.readings.items():
            marks = ", ".join(m for m, on in (("default", value == option.default), ("played", value == playing)) if on)
            print(f"  {option.setting(value)}{f'  [{marks}]' if marks else ''}  {text}")
    return 0


def cmd_adapter(args: argparse.Namespace) -> int:
    from oracle.conformance.adapter import Adapter, serve

    specs = {args.game: args.spec} if args.spec else {}
    if args.spec:
        _game(args)   # a faulty spec folder is reported now, not at the first new_game
    return serve(sys.stdin.buffer, sys.stdout.buffer, Adapter(protocol=args.protocol, specs=specs))


def cmd_conform(args: argparse.Namespace) -> int:
    from oracle.conformance.command import run

    return run(args, _game(args))


def _whole(text: str, low: int, high: int) -> int:
    try:
        value = int(text) if len(text) <= 24 else None
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}, not "
                                         f"{shown(text, 40)}")
    return value


def _positive(text: str) -> int:
    return _whole(text, 1, 10**9)


def _count(text: str) -> int:
    return _whole(text, 0, 10**9)


def _workers(text: str) -> int:
    return _whole(text, 1, MAX_WORKERS)


def _seed(text: str) -> int:
    return _whole(text, 0, 2**64 - 1)


def _seat_number(text: str) -> int:
    """A seat as typed: a whole number (the game, once the record is read, checks that it is one
    of its seats)."""
    return _whole(text, 0, 10**6)


def _output_path(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("expected the path of a file to write, not an empty string")
    return text


def _variants_help() -> str:
    """--variant's help: each game's variants, the default first, from the registry."""
    listed = "; ".join(f"{name}: {', '.join(game_class(name).variants)}" for name in games())
    return f"a rules variant of the game, the first its default ({listed})"


def _counts(counts: Sequence[int]) -> str:
    """2, 3, 4, 5 as "2 to 5"; others listed."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return " or ".join(map(str, counts))


def _players_help() -> str:
    """--players' help: the numbers of players of each game (and of a variant played with others)."""
    parts = []
    for name in games():
        cls = game_class(name)
        first = cls.counts_for(cls.variants[0])
        others = [f"{_counts(cls.counts_for(v))} with {v}" for v in cls.variants[1:] if cls.counts_for(v) != first]
        parts.append(f"{name}: {', '.join([_counts(first), *others])}")
    return f"the number of players (default: the least the game is played with; {'; '.join(parts)})"


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage errors echo what was typed escaped and cut (an unknown
    argument, an invalid choice): one bounded line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_INPUT, f"{self.prog}: error: {shown_within(message)}\n")


class _Later(str):
    """A help text worked out only when the help is printed: it reads every game's class, which
    importing every game costs each run of the command."""

    make: Callable[[], str]

    def __new__(cls, make: Callable[[], str]) -> _Later:
        text = super().__new__(cls, "…")
        text.make = make
        return text


class _Formatter(argparse.HelpFormatter):
    def _get_help_string(self, action: argparse.Action) -> str | None:
        return action.help.make() if isinstance(action.help, _Later) else super()._get_help_string(action)


def build_parser(play_options: bool = True) -> argparse.ArgumentParser:
    """The command line's parser.  ``play_options``: give ``play`` the options of every game's random
    play, read from the registry (each game's class imported); ``main`` leaves them out when the
    command is not ``play``."""
    parser = _Parser(prog="oracle", description="The rules oracle of the 7 Wonders family.")
    parser.add_argument("--debug", action="store_true", help="show the traceback of an internal error")
    game_help = f"the game (default duel; a record names its own): {', '.join(games())}"
    parser.add_argument("--game", metavar="NAME", help=game_help)
    parser.add_argument("--variant", dest="top_variant", metavar="NAME", help=_Later(_variants_help))
    parser.add_argument("--spec", metavar="DIR", help="load the spec from DIR instead of the bundled one "
                                                      "(a game.toml, a rules.toml and *.wdl files)")
    sub = parser.add_subparsers(dest="command", required=True)

    def ruleset(command: argparse.ArgumentParser, of_records: bool = False) -> None:
        """--game and --variant, taken by every command that depends on the rules, as they are taken
        before the command (``oracle --game classic --variant edition2020 spec``) or after it."""
        if of_records:
            game_text, variant_text = ("every record must be of this game",
                                       "every record must be of this variant (a rules variant of its game)")
        else:
            game_text, variant_text = game_help, _Later(_variants_help)
        command.add_argument("--game", dest="sub_game", metavar="NAME", help=game_text)
        command.add_argument("--variant", metavar="NAME", help=variant_text)
        if not of_records:    # a record names the readings it was played with (its rule_options)
            command.add_argument("--rule-option", dest="rule_options", action="append", metavar="NAME=READING",
                                 help="play another reading of a point the sources leave open, by the rule "
                                      "option's name (repeatable; `oracle rules` lists a ruleset's options)")

    play = sub.add_parser("play", help="play a complete game with random legal moves", formatter_class=_Formatter)
    play.add_argument("--seed", type=_seed, default=1, help="seed of the setup and of the moves (default 1)")
    play.add_argument("--record", type=_output_path, metavar="OUT.json", help="write the game record here")
    play.add_argument("--games", type=_positive, metavar="N", help="play N games (seeds SEED..SEED+N-1), print totals")
    play.add_argument("--workers", type=_workers, default=1, metavar="K",
                      help=f"with --games: spread the games over K processes, at most {MAX_WORKERS} "
                           "(same results for any K)")
    ruleset(play)
    play.add_argument("--players", type=_positive, metavar="N", help=_Later(_players_help))
    for option, (text, holders) in game_options().items() if play_options else ():
        play.add_argument(_flag(option), action="store_true", dest=f"option_{option}",
                          help=f"{text}; {', '.join(holders)} only")
    play.add_argument("--json", action="store_true", help="print JSON instead of the readable account")
    play.set_defaults(run=cmd_play)

    batch_help = ("read records from standard input, one JSON record a line, and answer each with one "
                  "line of JSON (an error line for a bad record; the batch goes on)")
    rep = sub.add_parser("replay", help="replay a record and print the resulting state", formatter_class=_Formatter)
    rep.add_argument("record", nargs="?", help="the record (none with --batch)")
    rep.add_argument("--json", action="store_true")
    rep.add_argument("--batch", action="store_true", help=batch_help)
    ruleset(rep, of_records=True)
    rep.set_defaults(run=cmd_replay)

    leg = sub.add_parser("legal", help="the legal actions after a record's moves", formatter_class=_Formatter)
    leg.add_argument("record", nargs="?", help="the record (none with --batch)")
    leg.add_argument("--json", action="store_true")
    leg.add_argument("--player", type=_seat_number, metavar="N", help="only the actions of player N")
    leg.add_argument("--batch", action="store_true", help=batch_help)
    ruleset(leg, of_records=True)
    leg.set_defaults(run=cmd_legal)

    shw = sub.add_parser("show", help="draw the position a record reaches, in the terminal or as SVG (or the "
                                      "whole game, as an HTML page)",
                         formatter_class=_Formatter)
    shw.add_argument("record", help="the record")
    shw.add_argument("--after", type=_count, metavar="N", help="the position after the first N moves "
                                                                "(default: after all of them)")
    shw.add_argument("--player", type=_seat_number, metavar="P", help="as player P sees it (default: the "
                                                                       "whole state, face-down cards named)")
    shw.add_argument("--svg", type=_output_path, metavar="OUT.svg", help="write the picture as SVG here")
    shw.add_argument("--html", type=_output_path, metavar="OUT.html",
                     help="write one HTML page stepping through every position of the game, move by move")
    shw.add_argument("--docs", default="", metavar="URL",
                     help="with --html: where the rules reference site lies, its rule ids linked from the page "
                          "(default: the page lies in the site's root folder)")
    ruleset(shw, of_records=True)
    shw.set_defaults(run=cmd_show)

    spec = sub.add_parser("spec", help="every component of a ruleset as parsed, with its source location",
                          formatter_class=_Formatter)
    spec.add_argument("--json", action="store_true")
    ruleset(spec)
    spec.set_defaults(run=cmd_spec)

    rules = sub.add_parser("rules", help="the rule ids of a ruleset and what each rule says",
                           formatter_class=_Formatter)
    rules.add_argument("--json", action="store_true")
    rules.add_argument("--markdown", action="store_true", help="print the rule ids as a Markdown table")
    rules.add_argument("--options", action="store_true",
                       help="print the ruleset's rule options instead: each open point an engine may read "
                            "otherwise, its readings (the default first) and the ruling that settles it")
    ruleset(rules)
    rules.set_defaults(run=cmd_rules)

    adapter = sub.add_parser("adapter", help="speak the adapter protocol on stdin/stdout (the reference engine)")
    adapter.add_argument("--protocol", type=int, choices=(1, 2), default=2,
                         help="wonders-adapter/2 (every game; the default) or /1 (7 Wonders Duel only)")
    adapter.set_defaults(run=cmd_adapter)

    from oracle.conformance.command import add_arguments

    conform = sub.add_parser("conform", help="check an engine against the conformance suite")
    add_arguments(conform)
    conform.add_argument("--game", dest="sub_game", metavar="NAME", help=game_help)
    conform.set_defaults(run=cmd_conform)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(play_options="play" in argv).parse_args(argv)
    if getattr(args, "sub_game", None):   # `oracle play --game NAME` as well as `oracle --game NAME play`
        args.game = args.sub_game
    if getattr(args, "variant", None) is None:   # `oracle --variant NAME spec` as well as `oracle spec --variant NAME`
        args.variant = args.top_variant
    args.game_given = args.game is not None
    args.game = args.game or "duel"
    as_json = bool(getattr(args, "json", False) or getattr(args, "batch", False))
    try:
        return int(args.run(args))
    except OracleError as error:
        return _fail(error, as_json)
    except BrokenPipeError:  # pragma: no cover - e.g. `oracle spec | head`
        return 0
    except KeyboardInterrupt:
        print("oracle: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as error:
        return _internal_error(error, args, as_json)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
