"""Seeded bugs for Agora's commonly-wrong list (``AGORA_WRONG`` of :mod:`oracle.duel.agora.kit`): each
patches the reference engine, through pytest's ``monkeypatch``, to read one entry wrongly.  The bugs
live here, never in the engine; ``test_kit.py`` runs the entry's cases against each."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oracle.duel.agora import senate, senators


def senators_count_none(monkeypatch: Any) -> None:
    """31: a Senator's price ignores the Senators already in the recruiter's city."""
    monkeypatch.setattr(senators, "held", lambda at, player: 0)


def tie_goes_to_the_first_player(monkeypatch: Any) -> None:
    """38: a Chamber with as many cubes of each player (cubes in it) is controlled by the first player."""
    def controller(chamber: senate.Chamber) -> int | None:
        first, second = chamber.cubes
        return 1 if second > first else 0 if first else None
    monkeypatch.setattr(senate.Chamber, "controller", property(controller))


# commonly-wrong entry -> its seeded bug
SEEDED: dict[int, Callable[[Any], None]] = {
    31: senators_count_none,
    38: tie_goes_to_the_first_player,
}
