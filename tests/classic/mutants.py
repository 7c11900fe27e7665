"""A test-only 7 Wonders engine: the oracle's adapter with one seeded bug planted.

    python tests/classic/mutants.py NAME

NAME is a seeded bug of ``tests/classic/test_seeded_bugs.py``; ``MUTANTS`` says which entry of the
commonly-wrong list (``oracle.classic.conformance.COMMONLY_WRONG``) each reads wrongly.  The
conformance test runs the suite's cases for that entry against each mutant and expects a failure
naming the entry's rule id.  The bugs live in the tests, never in the engine.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.classic.test_seeded_bugs import planting
from tests.seeding import serve_mutant

# commonly-wrong entry -> the seeded bugs that read its rule wrongly
MUTANTS: dict[int, tuple[str, ...]] = {
    1: ("coins received this turn paying this turn",),
    2: ("yellow cards and stages sold to neighbours",),
    3: ("East and West Trading Posts swapped",),
    4: ("Olympia B's discount added to a post's",),
    5: ("a discount used in the turn it is built",),
    6: ("cards built this turn not counted",),
    7: ("Halicarnassus missing the discards of its turn",),
    8: ("Olympia A building free twice an Age",),
    9: ("the seventh card earning 3 coins",),
    10: ("Babylon B's last card ignored",),
    11: ("the Shipowners Guild counting the neighbours",),
    12: ("the Strategists Guild counting its owner's defeats",),
    13: ("a symbol of choice fixed when built",),
    14: ("equal shields giving a token",),
    15: ("a tie not broken by coins",),
    16: ("Olympia Day freeing every colour",),
    17: ("Olympia Night freeing the card left over",),
    18: ("a wonder complete at three stages",),
}


def main(argv: list[str]) -> int:
    return serve_mutant(argv, MUTANTS, planting)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
