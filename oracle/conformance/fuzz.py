"""Divergence search: random games played in the oracle and in an engine, compared step by step.

Game ``i`` is set up from ``SplitMix64(seed + i)`` and each move is drawn by the same generator
among the oracle's legal actions (a *choice* is an index into that list).  The games of a variant
are spread over every number of players it is played with (and the engine announces): the game of
seed ``S`` is played by the ``S mod K``-th of its ``K`` numbers, so a seed names one game whatever
the first seed of the run; ``--players N`` plays every game with ``N``.  Every game is replayed
in the engine through the runner's first-divergence search (:meth:`Runner.first_divergence`:
after every move the move's events, the whole state the engine reports, discard pile and pending
decision included, and the legal actions), so the search and the suite judge alike.

All ``N`` games are played.  Their divergences are grouped by what they are: the rule blamed
first and the kind of difference (``refused``, ``events``, ``state``, ``legal``).  Each group's
shortest example is then shrunk while it keeps the same first divergence (same rule, same kind):
chunks of choices are cut out, largest first, then each remaining choice is lowered to 0, every
candidate replayed in the engine.  A group becomes one case file, and the report lists the groups
with the seeds that showed them.

An engine that misbehaves (a crash, a hang, a malformed answer) does not stop the search: the game
counts as a fault; after :data:`GAME_FAULTS` faulty games in a row the search stops.  While a
divergence is shrunk, a candidate that makes the engine fault is simply not kept, and after
:data:`SHRINK_FAULTS` faults the group keeps what it has: a flaky engine never loses the
divergence it showed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.conformance.canonical import digest, legal_list, state_view
from oracle.conformance.client import DEFAULT_STARTUP_TIMEOUT, DEFAULT_TIMEOUT, EngineFault, one_line
from oracle.conformance.divergence import Divergence
from oracle.conformance.report import Shard, run_title
from oracle.conformance.runner import Runner, SkipItem, unannounced_game
from oracle.core.game import Game
from oracle.core.prng import SplitMix64
from oracle.core.registry import load_game
from oracle.errors import ConformError, OracleError
from oracle.files import write_atomic

SHRINK_FAULTS = 3           # engine faults while shrinking a group before it keeps what it has
GAME_FAULTS = 3             # games in a row ending in an engine fault before the search stops
SHRINK_BUDGET = 300         # replays in the engine allowed to shrink one group


@dataclass
class Found:
    """A divergence the search found: the game (the variant and number of players it was played
    with), its setup, the choices leading to it, and the first divergence the engine showed on them."""

    seed: int
    game: Game
    setup: Any
    choices: list[int]
    divergence: Divergence

    @property
    def key(self) -> tuple[str, str]:
        """What the divergence is: the rule blamed first and the kind of difference."""
        return (self.divergence.rules[0] if self.divergence.rules else "", self.divergence.kind)

    @property
    def used(self) -> int:
        """How many choices lead to the divergence (the refused move included)."""
        return self.divergence.moves + (1 if self.divergence.kind == "refused" else 0)


@dataclass
class Group:
    """Divergences of one kind on one rule: the seeds that showed it and its shortest example."""

    key: tuple[str, str]
    seeds: list[int] = field(default_factory=list)
    shortest: Found | None = None
    shrunk: Found | None = None
    case: dict[str, Any] | None = None
    path: Path | None = None

    def add(self, found: Found) -> None:
        self.seeds.append(found.seed)
        if self.shortest is None or found.used < self.shortest.used:
            self.shortest = found

    def to_json(self) -> dict[str, Any]:
        assert self.shortest is not None and self.shrunk is not None
        return {"rule": self.key[0], "kind": self.key[1], "games": len(self.seeds), "seeds": self.seeds,
                "moves": self.shortest.used, "shrunk_to": self.shrunk.used,
                "first_divergence": self.shrunk.divergence.to_json(),
                "case": self.case["id"] if self.case else None, "path": str(self.path) if self.path else None}


class Fuzzer:
    """Plays seeded random games in the oracle and replays them in the engine (through a
    :class:`Runner`, which restarts the engine after a fault).  ``counts``: the numbers of players
    the games are spread over (default: the game's own), game ``seed`` played by
    ``counts[seed % len(counts)]``."""

    def __init__(self, command: str, game: Game, timeout: float = DEFAULT_TIMEOUT,
                 startup_timeout: float = DEFAULT_STARTUP_TIMEOUT, counts: Sequence[int] = ()):
        self.game = game
        self.counts = tuple(counts) or (game.players,)
        self._games = {game.players: game}
        self.runner = Runner(command, timeout=timeout, game=game, startup_timeout=startup_timeout)
        self.kit = self.runner.kit
        self.replays = 0        # games replayed in the engine

    def close(self) -> None:
        self.runner.close()

    # -- playing -----------------------------------------------------------------------------------------
    def players_of(self, seed: int) -> int:
        """The number of players of game ``seed``: the ``seed mod K``-th of the ``K`` counts."""
        return self.counts[seed % len(self.counts)]

    def game_of(self, seed: int) -> Game:
        """The game ``seed`` is played in: the fuzzer's variant with :meth:`players_of` players."""
        players = self.players_of(seed)
        if players not in self._games:
            self._games[players] = load_game(self.game.name, variant=self.game.variant, players=players)
        return self._games[players]

    def game_choices(self, seed: int) -> tuple[Any, list[int]]:
        """The setup and the choices of random game ``seed`` (each choice an index into the legal list
        of the first player owing a decision), in :meth:`game_of` ``seed``."""
        rng = SplitMix64(seed)
        game = self.game_of(seed)
        setup = game.draw_setup(rng)
        state = game.new_game(setup)
        choices = []
        while state.outcome is None:
            player = game.to_move(state)[0]
            actions = game.legal_actions(state, player)
            choice = rng.below(len(actions))
            choices.append(choice)
            state = game.play(state, actions[choice], player).state
        return setup, choices

    def record(self, setup: Any, choices: Sequence[int], game: Game | None = None) -> tuple[dict[str, Any], Any]:
        """The record of ``choices`` played from ``setup`` in ``game`` (default: the fuzzer's; each
        choice taken modulo the length of the legal list it indexes; the game may end before they run
        out), and the oracle's last state."""
        game = game or self.game
        state = game.new_game(setup)
        moves: list[Any] = []
        movers: list[int] = []
        for choice in choices:
            owing = game.to_move(state)
            if not owing:
                break
            actions = game.legal_actions(state, owing[0])
            action = actions[choice % len(actions)]
            moves.append(action)
            movers.append(owing[0])
            state = game.play(state, action, owing[0]).state
        return game.record_to_json(game.record(setup, moves, movers)), state

    def divergence(self, setup: Any, choices: Sequence[int], game: Game | None = None) -> Divergence | None:
        """The engine's first divergence on ``choices`` played from ``setup`` in ``game``, or ``None``.
        Raises :class:`EngineFault` when the engine misbehaves (it is stopped then, and started again
        by the next replay)."""
        record, _ = self.record(setup, choices, game)
        self.runner.spent = 0.0         # each replay has the item budget of the runner
        self.runner.answered = 0
        self.replays += 1
        try:
            return self.runner.first_divergence(record)
        except EngineFault:
            self.runner.engine.stop()
            raise

    def find(self, seed: int) -> Found | None:
        """Play game ``seed`` in both; its first divergence (:class:`EngineFault` propagates)."""
        setup, choices = self.game_choices(seed)
        game = self.game_of(seed)
        found = self.divergence(setup, choices, game)
        return None if found is None else Found(seed, game, setup, choices, found)

    # -- shrinking ---------------------------------------------------------------------------------------
    def shrink(self, found: Found, budget: int = SHRINK_BUDGET) -> Found:
        """A shorter example of the same divergence (same rule blamed first, same kind), as short as
        the budget of replays allows; ``found`` itself when nothing shorter keeps it."""
        best = Found(found.seed, found.game, found.setup, found.choices[:found.used], found.divergence)
        tries = 0
        faults = 0

        def attempt(choices: list[int]) -> Found | None:
            nonlocal tries, faults
            tries += 1
            try:
                divergence = self.divergence(best.setup, choices, best.game)
            except EngineFault:
                faults += 1
                return None
            if divergence is None:
                return None
            candidate = Found(best.seed, best.game, best.setup, choices, divergence)
            if candidate.key != found.key:
                return None
            candidate.choices = choices[:candidate.used]
            return candidate

        def spent() -> bool:
            return tries >= budget or faults >= SHRINK_FAULTS

        chunk = max(1, len(best.choices) // 2)
        while chunk >= 1 and not spent():
            start, cut = 0, False
            while start < len(best.choices) and not spent():
                smaller = attempt(best.choices[:start] + best.choices[start + chunk:])
                if smaller is not None and smaller.used < best.used:
                    best, cut = smaller, True
                else:
                    start += chunk
            if not cut:
                chunk //= 2
        i = 0
        while i < len(best.choices) and not spent():    # a lowered choice may shorten ``best`` itself
            if best.choices[i]:
                lower = attempt(best.choices[:i] + [0] + best.choices[i + 1:])
                if lower is not None and lower.used <= best.used:
                    best = lower
            i += 1
        return best

    # -- the case ----------------------------------------------------------------------------------------
    def case(self, found: Found) -> dict[str, Any]:
        """A conformance case pinning ``found``: its record, and what the oracle says at its end (the
        state, the legal actions, and the last move's events when the difference is in them)."""
        game = found.game
        record, state = self.record(found.setup, found.choices, game)
        expect: dict[str, Any] = {"state": state_view(state), "legal": legal_list(state)}
        if found.divergence.kind == "events" and found.choices:
            _, before = self.record(found.setup, found.choices[:-1], game)
            owing = game.to_move(before)
            actions = game.legal_actions(before, owing[0])
            step = game.play(before, actions[found.choices[-1] % len(actions)], owing[0])
            expect["events"] = [e.to_json() for e in step.events]
        divergence = found.divergence
        rules = list(dict.fromkeys(divergence.rules or [self.kit.default_rule]))
        body = {
            "description": f"Found by the divergence search (seed {found.seed}): {divergence.sentence(10**6)}.",
            "rules": sorted(rules[:3]),
            "tags": {"game": game.name, "edition": self.kit.edition, "variant": game.variant,
                     "area": "fuzz"},
            "record": record,
            "expect": expect,
        }
        return {"id": f"fuzz-divergence-{digest(body, 8)}", **body}


def group_line(group: Group) -> str:
    """One line of the report for a group of divergences."""
    assert group.shortest is not None and group.shrunk is not None
    seeds = ", ".join(map(str, group.seeds[:8])) + (f" and {len(group.seeds) - 8} more" if len(group.seeds) > 8
                                                    else "")
    rule, kind = group.key
    where = f"\n  written to {one_line(str(group.path))}" if group.path else ""
    return (f"[{rule or '?'}] {kind}: {len(group.seeds)} game(s) (seed {seeds}); shortest diverges after "
            f"{group.shortest.used} moves, shrunk to {group.shrunk.used}: "
            f"{one_line(group.shrunk.divergence.what, 300)}{where}")


@dataclass
class Search:
    """What the search found: the groups of divergences, the games ending in an engine fault (one
    line each), how many games were played (in all, and by number of players), and whether it
    stopped on faults in a row."""

    groups: dict[tuple[str, str], Group]
    faults: list[str]
    played: int
    stopped: bool
    by_players: dict[int, int] = field(default_factory=dict)


def search(fuzzer: Fuzzer, first_seed: int, games: int,
           progress: Callable[[int, int, int], None] = lambda done, groups, faults: None,
           shard: Shard | None = None) -> Search:
    """Play ``games`` games from ``first_seed`` (fewer when the engine keeps faulting); with
    ``shard``, only that part of them (the N parts together play every seed once)."""
    groups: dict[tuple[str, str], Group] = {}
    faults: list[str] = []
    by_players: dict[int, int] = {}
    in_a_row = 0
    played = 0
    for i in range(games):
        if shard is not None and not shard.holds(i):
            continue
        seed = first_seed + i
        played += 1
        players = fuzzer.players_of(seed)
        by_players[players] = by_players.get(players, 0) + 1
        try:
            found = fuzzer.find(seed)
        except EngineFault as fault:
            faults.append(f"game {seed}: engine {fault.kind}: {one_line(fault.detail)}")
            in_a_row += 1
            progress(played, len(groups), len(faults))
            if in_a_row >= GAME_FAULTS:
                return Search(groups, faults, played, True, dict(sorted(by_players.items())))
            continue
        in_a_row = 0
        if found is not None:
            groups.setdefault(found.key, Group(found.key)).add(found)
        progress(played, len(groups), len(faults))
    return Search(groups, faults, played, False, dict(sorted(by_players.items())))


@dataclass
class Plan:
    """A variant to search and the numbers of players its games are spread over (``game`` is the
    variant at the first of them)."""

    game: Game
    counts: tuple[int, ...]


def counts_text(counts: Sequence[int]) -> str:
    """``2``, ``2 or 3``, ``2, 3 or 4``: numbers of players as a sentence says them."""
    shown_counts = [str(n) for n in counts]
    return shown_counts[0] if len(shown_counts) == 1 else f"{', '.join(shown_counts[:-1])} or {shown_counts[-1]}"


def announced_variants(fuzzer: Fuzzer, players: int | None = None,
                       variants: Sequence[str] | None = None) -> tuple[list[Plan], list[str]]:
    """Each variant of ``variants`` (default: every variant of the fuzzer's ruleset) the engine's
    ``hello`` announces, with the numbers of players it is played with that the engine announces
    (only ``players`` when given), and a line for each variant or number left out (one line for all
    when the engine does not announce the game).  An engine that cannot start gets the fuzzer's own
    variant: the search reports its faults."""
    game = fuzzer.game
    cls = type(game)
    wanted = {v: (players,) if players is not None else cls.counts_for(v)
              for v in (variants if variants is not None else game.ruleset_variants())}
    fallback = [Plan(game, wanted.get(game.variant, (game.players,)))]
    try:
        if not fuzzer.runner.announces_game():
            return [], [f"{game.title} not played: {unannounced_game(game.name)}"]
    except EngineFault:
        return fallback, []
    plans: list[Plan] = []
    left_out: list[str] = []
    for variant, counts in wanted.items():
        if any(n not in cls.counts_for(variant) for n in counts):
            left_out.append(f"variant {variant} not played: it is played by {counts_text(cls.counts_for(variant))} "
                            f"players, not {counts_text(counts)}")
            continue
        announced: list[int] = []
        refused: list[tuple[int, str]] = []
        for n in counts:
            try:
                fuzzer.runner.announced({"variant": variant, "players": n})
            except SkipItem as skip:
                refused.append((n, str(skip)))
                continue
            except EngineFault:
                return fallback, []
            announced.append(n)
        if not announced:
            left_out.append(f"variant {variant} not played: {refused[0][1]}")
            continue
        if refused:
            left_out.append(f"variant {variant} not played by {counts_text([n for n, _ in refused])} players: "
                            "the engine does not announce them")
        first = announced[0]
        same = (variant, first) == (game.variant, game.players)
        plans.append(Plan(game if same else load_game(game.name, variant=variant, players=first), tuple(announced)))
    return plans, left_out


def fuzz_command(args: argparse.Namespace, game: Game) -> int:
    """``oracle conform --fuzz N``: for every variant of the game the engine announces (``--variant``:
    that one), play N games spread over its numbers of players (``--players``: that one), group the
    divergences, shrink one example of each group and write it as a case file to ``--out``."""
    startup = getattr(args, "startup_timeout", DEFAULT_STARTUP_TIMEOUT)
    chosen = getattr(args, "variant", None)
    players = getattr(args, "players", None)
    fuzzer = Fuzzer(args.engine, game, timeout=args.timeout, startup_timeout=startup)
    try:
        plans, left_out = announced_variants(fuzzer, players, None if chosen is None else [game.variant])
    finally:
        fuzzer.close()
    if chosen is not None and not plans:
        if left_out and not left_out[0].startswith("variant "):
            raise ConformError(f"conform: --variant {game.variant}: {unannounced_game(game.name)}")
        counts = (players,) if players is not None else type(game).counts_for(game.variant)
        raise ConformError(f"conform: --variant {game.variant}: the engine does not announce it for "
                           f"{counts_text(counts)} players")
    as_json = getattr(args, "json", False)
    if not as_json:
        for line in left_out:
            print(line)
    reports = [fuzz_variant(args, plan, len(plans) > 1) for plan in plans]
    if as_json:
        totals = {"games": sum(r["games"] for r in reports),
                  "diverging": sum(g["games"] for r in reports for g in r["groups"]),
                  "groups": sum(len(r["groups"]) for r in reports),
                  "faults": sum(len(r["faults"]) for r in reports)}
        shard = getattr(args, "shard", None)
        sys.stdout.write(json.dumps({"engine": args.engine, "game": game.name, "title": run_title(game, chosen),
                                     "totals": totals, "shard": str(shard) if shard else None, "variants": reports,
                                     "left_out": left_out}, indent=2, ensure_ascii=False) + "\n")
    sys.stdout.flush()
    return 1 if any(r["groups"] or r["faults"] or r["problems"] for r in reports) else 0


def players_text(counts: Sequence[int]) -> str:
    """``2 players``, ``2 to 7 players``, ``3, 5 or 7 players``: the numbers a variant is searched with."""
    if len(counts) > 2 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]} players"
    return f"{counts_text(counts)} players"


def spread(by_players: dict[int, int]) -> str:
    """How many games were played by each number of players: ``2 by 2, 2 by 3, 1 by 4 players``."""
    return ", ".join(f"{games} by {n}" for n, games in by_players.items()) + " players"


def fuzz_variant(args: argparse.Namespace, plan: Plan, named: bool) -> dict[str, Any]:
    """The divergence search on one variant (``named``: its report lines say which); its report."""
    game = plan.game
    fuzzer = Fuzzer(args.engine, game, timeout=args.timeout,
                    startup_timeout=getattr(args, "startup_timeout", DEFAULT_STARTUP_TIMEOUT), counts=plan.counts)
    out = Path(args.out)
    quiet = getattr(args, "json", False) or not sys.stderr.isatty() or bool(os.environ.get("CI"))
    title = f"variant {game.variant}, {players_text(plan.counts)}: " if named else ""

    def progress(done: int, groups: int, faults: int) -> None:
        if not quiet:
            sys.stderr.write(f"\r{title}{done}/{args.fuzz} games  {groups} kinds of divergence  {faults} faults ")
            sys.stderr.flush()

    try:
        found = search(fuzzer, args.seed, args.fuzz, progress, getattr(args, "shard", None))
        groups, faults, played, stopped = found.groups, found.faults, found.played, found.stopped
        problems: list[str] = []
        if not quiet:
            sys.stderr.write("\n")
        for group in groups.values():
            assert group.shortest is not None
            try:
                group.shrunk = fuzzer.shrink(group.shortest)
                group.case = fuzzer.case(group.shrunk)
            except OracleError as error:    # the oracle cannot replay its own record: keep the group unwritten
                group.shrunk = group.shrunk or group.shortest
                problems.append(f"[{group.key[0]}] {group.key[1]}: no case written: {one_line(str(error))}")
                continue
            group.path = out / f"{group.case['id']}.json"
            write_atomic(group.path, json.dumps({"area": "fuzz", "cases": [group.case]}, indent=1,
                                                ensure_ascii=False) + "\n")
    finally:
        fuzzer.close()
    ordered = sorted(groups.values(), key=lambda g: (-len(g.seeds), g.key))
    report = {"variant": game.variant, "title": game.ruleset_title, "players": list(plan.counts),
              "games_by_players": {str(n): k for n, k in found.by_players.items()}, "games": played,
              "first_seed": args.seed, "groups": [g.to_json() for g in ordered], "faults": faults,
              "stopped": stopped, "problems": problems}
    if not getattr(args, "json", False):
        for line in [*faults, *problems]:
            print(line)
        if stopped:
            print(f"stopped: the engine misbehaved in {GAME_FAULTS} games in a row")
        for group in ordered:
            print(group_line(group))
        diverging = sum(len(g.seeds) for g in ordered)
        games = f"{played} games" + (f" ({spread(found.by_players)})" if len(plan.counts) > 1 else "")
        print(title + (f"{games}: {diverging} diverging, in {len(ordered)} group(s); {len(faults)} ending in "
                       f"an engine fault" if ordered or faults else f"{games}, no divergence"))
    return report
