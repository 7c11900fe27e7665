"""pantheon.reserve: the coins lying on a player's divinities, which they may spend once their
treasury runs short (point ``spend``)."""

from __future__ import annotations

from typing import Any

from oracle.duel.pantheon.events import ReserveChanged
from oracle.duel.pantheon.state import part, put


def held(at: Any, player: int) -> int:
    """Point ``reserve``: the coins lying on the player's divinities."""
    pantheon = part(at)
    return 0 if pantheon is None else pantheon.reserve[player]


def spend(pad: Any, player: int, lacking: int, subject: str, detail: str) -> int:
    """Point ``spend``: of the ``lacking`` coins the treasury cannot pay, those lying on the player's
    divinities are spent (the treasury is spent first); returns how many."""
    pantheon = part(pad)
    if pantheon is None or not pantheon.reserve[player]:
        return 0
    paid = min(lacking, pantheon.reserve[player])
    reserve = list(pantheon.reserve)
    reserve[player] -= paid
    put(pad, pantheon._replace(reserve=tuple(reserve)))
    pad.events.append((ReserveChanged, player, subject, -paid, detail))
    return paid


__all__ = ["held", "spend"]
