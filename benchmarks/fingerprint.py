"""The behaviour fingerprint: one SHA-256 per game, variant and number of players over seeded random
games, covering everything an engine change could alter.

    python -m benchmarks.fingerprint            # compare with benchmarks/fingerprint.json
    python -m benchmarks.fingerprint --write    # record the current behaviour there
    python -m benchmarks.fingerprint --json     # the digests as one JSON object, nothing else

Speed work must leave behaviour byte-identical, and so must a new ruleset added beside an old one.
For each configuration (every game of the registry, each of its variants, each number of players it
plays), the random games of the first seeds are played through the fast path ``oracle play --games``
takes (``Game.random_play``: the hooks, no argument checks).  What is hashed, game by game:

- the setup and every move as the game's record says them (``record_to_json``);
- at every position: who owes a decision and why, every priced legal action of each of them
  (``legal_json``), what each player sees (``observe``), the summary, the state as the adapter
  protocol gives it, and the compact stored state where the game stores states;
- every event of every move (its JSON form);
- the score sheet and the outcome at the end;
- the record replayed through the checked verbs (``read_record``, ``replay``) to the same final summary;
- ``random_ending``'s answer (a game may answer it by a faster path) against the game played through.

The digests of the bundled spec are kept in ``benchmarks/fingerprint.json``;
``tests/test_fingerprint.py`` checks them.  A change of behaviour that is meant (a rule fixed, a
card corrected) records the new digests with ``--write`` in the same commit, and says why.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from oracle.core.game import Game
from oracle.core.registry import game_class, games, load_game

FILE = Path(__file__).resolve().parent / "fingerprint.json"
# seeds played per configuration: enough to reach every kind of position often, few enough that
# the whole fingerprint takes about a minute on one core
SEEDS = {"duel": 400, "classic": 30, "architects": 20}


class Configuration(NamedTuple):
    game: str
    variant: str
    players: int | None      # None: the game has one number of players (Duel)
    seeds: int

    @property
    def key(self) -> str:
        return f"{self.game}/{self.variant}" + (f"/{self.players}p" if self.players is not None else "")

    def load(self) -> Game:
        return load_game(self.game, variant=self.variant, players=self.players)


def configurations() -> list[Configuration]:
    """Every game of the registry, each of its variants, each number of players it plays."""
    out = []
    for name in games():
        cls = game_class(name)
        for variant in cls.variants:
            counts = cls.counts_for(variant)
            for players in counts:
                out.append(Configuration(name, variant, players if len(counts) > 1 or name != "duel" else None,
                                         SEEDS.get(name, 10)))
    return out


def _text(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\n"


def game_lines(game: Game, seed: int) -> Iterator[Any]:
    """Everything the fingerprint hashes of the random game of ``seed``, as JSON values in order."""
    initial, moves_iterator = game.random_play(seed)
    state = initial
    try:
        game.state_to_json(initial, compact=True)
        stored = True
    except NotImplementedError:     # a game that does not store states (its records replay them)
        stored = False
    moves: list[Any] = []
    movers: list[int] = []
    yield {"seed": seed}
    while True:
        owing = game.to_move(state)
        reason = game.decision_reason(state)
        yield {"to_move": list(owing), "reason": None if reason is None else reason.to_json()}
        for player in owing:
            yield game.legal_json(state, player)
        for player in range(game.players):
            yield game.observe(state, player)
        yield game.summary(state)
        yield game.protocol_state(state)
        if stored:
            yield game.state_to_json(state, compact=True)
        step = next(moves_iterator, None)
        if step is None:
            break
        action, player, (state, events) = step
        moves.append(action)
        movers.append(player)
        yield {"move": game.action_to_json(action), "player": player}
        yield [e.to_json() for e in events]
    yield {"score": game.score_sheet(state), "victory": state.outcome.victory,
           "winners": list(state.outcome.winners)}
    record = game.record_to_json(game.record(initial.setup, moves, movers))
    yield record
    replayed, _ = game.replay(game.read_record(json.dumps(record)))
    yield {"replayed": game.summary(replayed) == game.summary(state)}
    count, ending = game.random_ending(seed)
    yield {"random_ending": [count, game.summary(ending) == game.summary(state)]}


def fingerprint(config: Configuration) -> str:
    """The SHA-256 of every line of every game of ``config``."""
    game = config.load()
    digest = hashlib.sha256()
    for seed in range(config.seeds):
        for value in game_lines(game, seed):
            digest.update(_text(value))
    return digest.hexdigest()


def recorded(path: Path = FILE) -> dict[str, dict[str, Any]]:
    """The digests kept in ``benchmarks/fingerprint.json``: key -> {"seeds": n, "sha256": hex}."""
    data: dict[str, dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fingerprint", description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="record the digests in benchmarks/fingerprint.json")
    parser.add_argument("--json", action="store_true", help="print the digests as one JSON object, nothing else")
    parser.add_argument("--game", help="only this game's configurations")
    args = parser.parse_args(argv)
    chosen = [c for c in configurations() if args.game in (None, c.game)]
    shown = sys.stderr.isatty() and not args.json and "CI" not in os.environ
    found: dict[str, dict[str, Any]] = {}
    for i, config in enumerate(chosen, 1):
        if shown:
            print(f"\r[{i}/{len(chosen)}] {config.key:<40}", end="", file=sys.stderr, flush=True)
        found[config.key] = {"seeds": config.seeds, "sha256": fingerprint(config)}
    if shown:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(found, indent=2, sort_keys=True))
        return 0
    if args.write:
        kept = {} if args.game is None or not FILE.exists() else recorded()
        kept.update(found)
        FILE.write_text(json.dumps(kept, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        print(f"recorded {len(found)} digests in {FILE.name}")
        return 0
    old = recorded()
    changed = [key for key, value in found.items() if old.get(key) != value]
    for key in changed:
        print(f"{key}: behaviour changed" if key in old else f"{key}: no digest recorded")
    print(f"{len(found) - len(changed)} of {len(found)} configurations unchanged")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
