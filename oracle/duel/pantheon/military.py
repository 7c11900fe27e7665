"""The Pantheon's pieces on the military track: the blocker a divinity places stops the conflict pawn
(rule ``military.blocker``, at Duel's point ``pawn_stopped``)."""

from __future__ import annotations

from typing import Any

from oracle.duel.pantheon_events import BlockerReached
from oracle.duel.pantheon_state import part, put
from oracle.duel.state import Turn


def stopped(t: Turn, player: int, start: int, step: int) -> tuple[Any, ...] | None:
    """military.blocker: a blocker the move reaches stops the pawn on the space before it; the rest
    of the move is lost and the blocker leaves the game.  The event saying so, or None."""
    pantheon = part(t)
    if pantheon is None or pantheon.blocker is None:
        return None
    blocker = pantheon.blocker
    if step * (blocker - start) <= 0 or step * (t.pawn - blocker) < 0:
        return None
    t.pawn = blocker - step
    put(t, pantheon._replace(blocker=None))
    return (BlockerReached, player, blocker)


def pawn_stopped(t: Turn, player: int, start: int, step: int) -> tuple[Any, ...] | None:
    """The point ``pawn_stopped``: :func:`stopped`, called through this module."""
    return stopped(t, player, start, step)


__all__ = ["pawn_stopped", "stopped"]
