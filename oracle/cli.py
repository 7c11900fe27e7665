"""The ``oracle`` command line: play, replay, legal, spec.

Exit status: 0 on success, 1 when a record holds an illegal move, 2 when input is malformed
(a record, a spec file, a command line).  Errors are one line; with ``--json`` they are a
JSON object on standard output.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

from oracle.duel import account, summary
from oracle.duel.game import VARIANTS, Game
from oracle.duel.playout import Settings, play_one, random_game
from oracle.duel.record import dumps, legal_json, parse_record, record_to_json, replay
from oracle.duel.ruleset import load_ruleset
from oracle.errors import IllegalMoveError, InvalidRecordError, OracleError, SpecError
from oracle.pool import map_seeds


def _print_json(value: Any) -> None:
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def _fail(error: OracleError, as_json: bool) -> int:
    if as_json and isinstance(error, InvalidRecordError | IllegalMoveError):
        _print_json(error.to_json())
    elif isinstance(error, IllegalMoveError):
        where = f"move {error.move_index}: " if error.move_index is not None else ""
        print(f"oracle: illegal move: {where}{error.message} [{error.rule}]", file=sys.stderr)
    elif isinstance(error, InvalidRecordError):
        print(f"oracle: invalid record: {error.path}: {error.message}", file=sys.stderr)
    else:
        print(f"oracle: {error}", file=sys.stderr)
    return 1 if isinstance(error, IllegalMoveError) else 2


def _write(path: Path, text: str) -> None:
    """Write a file whole or not at all: a temporary file beside it, then an atomic rename."""
    temporary = path.with_name(path.name + ".part")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise OutputError(f"cannot write {path}: {error.strerror}") from None


class OutputError(OracleError):
    """An output file could not be written."""


def _read_record(path: str, game_rules: Any) -> Any:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise InvalidRecordError("$", f"cannot read {path}: {error.strerror}") from None
    except UnicodeDecodeError:
        raise InvalidRecordError("$", f"{path} is not UTF-8 text") from None
    return parse_record(game_rules, text)


def _progress(enabled: bool, done: int, total: int, start: float) -> None:
    if enabled:
        rate = done / max(time.perf_counter() - start, 1e-9)
        sys.stderr.write(f"\r{done}/{total} games  {rate:,.0f} games/s")
        sys.stderr.flush()


def cmd_play(args: argparse.Namespace) -> int:
    game = Game(load_ruleset(args.spec), args.variant)
    if args.games is None:
        initial, moves, steps = random_game(game, args.seed, args.first_game)
        final = steps[-1].state
        if args.record:
            record = record_to_json(game.rules, initial.setup, moves, game.variant)
            _write(Path(args.record), dumps(record))
        if args.json:
            _print_json(summary.summary(final))
        else:
            sys.stdout.write(account.account(initial, steps))
        return 0
    show = not args.json and sys.stderr.isatty() and not os.environ.get("CI")
    endings: Counter[str] = Counter()
    settings = Settings(args.spec, args.variant, args.first_game)
    seeds = range(args.seed, args.seed + args.games)
    start = time.perf_counter()
    moves_total = 0
    for i, game_result in enumerate(map_seeds(partial(play_one, settings), seeds, args.workers)):
        moves_total += game_result.moves
        endings[game_result.ending] += 1
        if (i + 1) % 100 == 0:
            _progress(show, i + 1, args.games, start)
    elapsed = time.perf_counter() - start
    if show:
        sys.stderr.write("\n")
    result = {"games": args.games, "first_seed": args.seed, "seconds": round(elapsed, 3),
              "games_per_second": round(args.games / elapsed, 1), "moves": moves_total,
              "endings": dict(sorted(endings.items()))}
    if args.json:
        _print_json(result)
    else:
        print(f"{args.games} games in {elapsed:.2f} s ({result['games_per_second']} games/s), "
              f"{moves_total} moves; endings: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    rules = load_ruleset(args.spec)
    record = _read_record(args.record, rules)
    game = Game(rules, record.variant)
    state, steps = replay(game, record)
    if args.json:
        _print_json(summary.summary(state))
    else:
        sys.stdout.write(account.account(game.new_game(record.setup), steps))
        if state.outcome is None:
            s = summary.summary(state)
            print(f"(in progress: Age {state.age}, P{s['to_move']} to move)")
    return 0


def cmd_legal(args: argparse.Namespace) -> int:
    rules = load_ruleset(args.spec)
    record = _read_record(args.record, rules)
    game = Game(rules, record.variant)
    state, _ = replay(game, record)
    out = legal_json(state)
    if args.json:
        _print_json({"to_move": None if state.outcome else state.to_move, "actions": out})
    else:
        if not out:
            print("no legal actions: the game is over")
        for item in out:
            print(json.dumps(item, ensure_ascii=False))
    return 0


def cmd_spec(args: argparse.Namespace) -> int:
    from oracle.dsl.printer import component_text, cost_text

    rules = load_ruleset(args.spec)
    colours = rules.vocabulary.colours
    if args.json:
        items = []
        for c in rules.components:
            src = c.source
            item: dict[str, Any] = {"kind": c.kind, "name": c.name, "source": c.location}
            if c.kind == "card":
                item["deck"] = c.deck
                item["colour"] = colours[c.colour]
            if src.cost is not None:
                item["cost"] = cost_text(src.cost)
            item["dsl"] = component_text(src)
            items.append(item)
        _print_json({"game": "duel", "files": list(rules.files), "components": items})
    else:
        for c in rules.components:
            print(f"# {c.location}")
            print(component_text(c.source))
            print()
    return 0


def rules_markdown(rule_ids: dict[str, str]) -> str:
    """The rule-id registry as a Markdown table (the rules reference site shows it with links)."""
    lines = ["# Rule ids", "",
             "Every rule the reference engine implements has a stable id. Illegal-move errors name the",
             "rule they break; tests and conformance cases name the rules they pin. This table is printed",
             "from `spec/duel/rules.toml` by `oracle rules --markdown`.", "",
             "| id | rule |", "| --- | --- |"]
    lines += [f"| <a id=\"{rid}\"></a>`{rid}` | {text} |" for rid, text in rule_ids.items()]
    return "\n".join(lines) + "\n"


def cmd_rules(args: argparse.Namespace) -> int:
    rules = load_ruleset(args.spec)
    if args.json:
        _print_json(rules.rule_ids)
    elif args.markdown:
        sys.stdout.write(rules_markdown(rules.rule_ids))
    else:
        width = max(len(r) for r in rules.rule_ids)
        for rid, text in rules.rule_ids.items():
            print(f"{rid:{width}}  {text}")
    return 0


def cmd_adapter(args: argparse.Namespace) -> int:
    from oracle.conformance.adapter import Adapter, serve

    return serve(sys.stdin, sys.stdout, Adapter(load_ruleset(args.spec)))


def cmd_conform(args: argparse.Namespace) -> int:
    from oracle.conformance.command import run

    return run(args, load_ruleset(args.spec))


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, not '{text}'")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="oracle", description="The 7 Wonders Duel rules oracle.")
    parser.add_argument("--spec", metavar="DIR", help="load the spec from DIR instead of the bundled one "
                                                      "(a game.toml, a rules.toml and *.wdl files)")
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play a complete game with random legal moves")
    play.add_argument("--seed", type=int, default=1, help="seed of the setup and of the moves (default 1)")
    play.add_argument("--record", metavar="OUT.json", help="write the game record here")
    play.add_argument("--games", type=int, metavar="N", help="play N games (seeds SEED..SEED+N-1), print totals")
    play.add_argument("--workers", type=_positive, default=1, metavar="K",
                      help="with --games: spread the games over K processes (same results for any K)")
    play.add_argument("--variant", choices=VARIANTS, default="standard")
    play.add_argument("--first-game", action="store_true", help="use the rulebook's first-game wonder split")
    play.add_argument("--json", action="store_true", help="print JSON instead of the readable account")
    play.set_defaults(run=cmd_play)

    rep = sub.add_parser("replay", help="replay a record and print the resulting state")
    rep.add_argument("record")
    rep.add_argument("--json", action="store_true")
    rep.set_defaults(run=cmd_replay)

    leg = sub.add_parser("legal", help="the legal actions after a record's moves")
    leg.add_argument("record")
    leg.add_argument("--json", action="store_true")
    leg.set_defaults(run=cmd_legal)

    spec = sub.add_parser("spec", help="every component as parsed, with its source location")
    spec.add_argument("--json", action="store_true")
    spec.set_defaults(run=cmd_spec)

    rules = sub.add_parser("rules", help="the rule ids and what each rule says")
    rules.add_argument("--json", action="store_true")
    rules.add_argument("--markdown", action="store_true", help="print the rule ids as a Markdown table")
    rules.set_defaults(run=cmd_rules)

    adapter = sub.add_parser("adapter", help="speak the adapter protocol on stdin/stdout (the reference engine)")
    adapter.set_defaults(run=cmd_adapter)

    from oracle.conformance.command import add_arguments

    conform = sub.add_parser("conform", help="check an engine against the conformance suite")
    add_arguments(conform)
    conform.set_defaults(run=cmd_conform)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.run(args))
    except SpecError as error:
        for problem in error.problems:
            print(f"oracle: {problem}", file=sys.stderr)
        return 2
    except OracleError as error:
        return _fail(error, getattr(args, "json", False))
    except BrokenPipeError:  # pragma: no cover - e.g. `oracle spec | head`
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
