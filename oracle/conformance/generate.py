"""Generate a game's conformance suite from the oracle, or check that the committed one is current.

    python -m oracle.conformance.generate [--game duel] [--variant pantheon] [--check]

The generator itself is the game's own (``Game.conformance_kit()``): it mines seeded games for
cases, plays the goldens and counts perft; every item then gets the variants it holds for
(:mod:`oracle.conformance.variants`).  Everything is deterministic: regenerating gives the
same bytes, and ``--check`` (run by the tests) fails when the committed suite is stale.
"""

from __future__ import annotations

import argparse
import json
import sys

from oracle.core.registry import games, load_game, own_suites


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.conformance.generate")
    parser.add_argument("--game", default="duel", choices=games(), help="the game whose suite to generate")
    parser.add_argument("--variant", default=None,
                        help=f"a variant with a ruleset, and so a suite, of its own ({own_suites()})")
    parser.add_argument("--check", action="store_true", help="only report whether the committed suite is stale")
    args = parser.parse_args(argv)
    kit = load_game(args.game, variant=args.variant).conformance_kit()
    if kit is None:
        game = load_game(args.game, variant=args.variant)
        pending = game.suite_pending(game.variant)
        print(f"{game.ruleset_title} has no conformance suite yet" + (f": {pending}" if pending else ""))
        return 2
    files = kit.generate()
    if args.check:
        differing = kit.stale(files)
        for name in differing:
            print(f"stale: {name}")
        return 1 if differing else 0
    kit.write(files)
    report = json.loads(files["coverage.json"])
    print(f"{report['cases']} cases, {sum(1 for n in files if n.startswith('games/'))} goldens; "
          f"uncovered components {report['components_uncovered']}, unpinned rules {report['rules_unpinned']}, "
          f"commonly-wrong without a case {report['commonly_wrong_uncovered']}")
    for variant, counts in report.get("variants", {}).items():
        print(f"under {variant}: {counts['cases']} cases, {counts['goldens']} goldens, {counts['perft']} perft "
              f"positions; unpinned rules {report['rules_unpinned_by_variant'][variant]}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
