"""The generic game tests run over every registered game, and over the toy simultaneous game of
:mod:`tests.games.toy`, registered for these tests only (and forgotten after each, so that other
tests see the registry as users do)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import oracle
from tests.games.toy import SealedBids
from tests.properties import conftest as _profiles  # noqa: F401  (the Hypothesis profiles)

TOY = "sealed-bids"


@pytest.fixture(autouse=True)
def toy_game_registered() -> Iterator[None]:
    oracle.register(TOY, SealedBids)
    try:
        yield
    finally:
        oracle.core.registry.unregister(TOY)


def configurations() -> list[tuple[str, str, int]]:
    """(game, variant, players) for every registered game and the toy game, every variant and count."""
    out = []
    classes = {name: oracle.game_class(name) for name in oracle.games() if name != TOY}
    classes[TOY] = SealedBids
    for name, cls in classes.items():
        for variant in cls.variants:
            for players in cls.counts_for(variant):
                out.append((name, variant, players))
    return out
