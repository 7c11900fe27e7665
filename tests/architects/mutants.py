"""A test-only Architects engine: the oracle's adapter with one seeded bug planted.

    python tests/architects/mutants.py NUMBER

NUMBER is an entry of the commonly-wrong list (``oracle.architects.conformance.COMMONLY_WRONG``);
the bug planted is the seeded bug of ``tests/architects/test_seeded_bugs.py`` for that rule.  The
conformance test runs the suite's cases for that entry against each mutant and expects a failure
naming a rule id.  The bugs live in the tests, never in the engine.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.architects.test_seeded_bugs import planting
from tests.seeding import serve_mutant

# commonly-wrong entry -> the seeded bugs that read its rule wrongly
MUTANTS: dict[int, tuple[str, ...]] = {
    1: ("building left optional",),
    2: ("gold used while the resource is held",),
    3: ("a battle on every flip",),
    4: ("excess horns carried over",),
    5: ("red cards without horns discarded after a battle",),
    6: ("the 2-player battle scored as with more players",),
    7: ("the game ending at once",),
    8: ("a token effect used twice in a turn",),
    9: ("the cat worth 3", "the peek given to the holder at any time"),
    10: ("Education not counting itself",),
    11: ("Culture scored per token",),
    12: ("the tie-break on anything but pieces built",),
    13: ("a token's extra card forced ahead of the builds",),
}


def main(argv: list[str]) -> int:
    return serve_mutant(argv, MUTANTS, planting)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
