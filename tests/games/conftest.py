"""The generic game tests run over every registered game, and over the toy simultaneous game
of :mod:`tests.games.toy`, registered here for the tests only."""

from __future__ import annotations

import oracle
from tests.games.toy import SealedBids
from tests.properties import conftest as _profiles  # noqa: F401  (the Hypothesis profiles)

if "sealed-bids" not in oracle.games():
    oracle.register("sealed-bids", SealedBids)


def configurations() -> list[tuple[str, str, int]]:
    """(game, variant, players) for every registered game, variant and player count."""
    out = []
    for name in oracle.games():
        cls = oracle.game_class(name)
        for variant in cls.variants:
            for players in cls.player_counts:
                out.append((name, variant, players))
    return out
