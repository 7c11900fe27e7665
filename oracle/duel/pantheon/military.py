"""The Pantheon's pieces on the military track and its powers over them: the blocker a divinity
places stops the conflict pawn (``military.blocker``, at Duel's point ``pawn_stopped``;
``effect.place_blocker``), and looting tokens discarded (``effect.discard_tokens``) or applied
against the opponent (``effect.loot``)."""

from __future__ import annotations

from typing import Any

from oracle.core.relations import seats
from oracle.duel.events import LootingTokenTaken, looting_name
from oracle.duel.pantheon.events import BlockerPlaced, BlockerReached, LootingDiscarded
from oracle.duel.pantheon.state import part, put
from oracle.duel.state import Decision, Turn


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


def blocker_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.place_blocker: every space of the track, capitals included, but the pawn's."""
    capital = t.rules.track.capital
    return tuple(p for p in range(-capital, capital + 1) if p != t.pawn)


def place_blocker(t: Turn, player: int, position: int) -> None:
    pantheon = part(t)
    assert pantheon is not None
    put(t, pantheon._replace(blocker=position))
    t.events.append((BlockerPlaced, player, position))


def token_position(t: Turn, index: int) -> int:
    """A looting token's space, signed like the pawn."""
    token = t.rules.track.looting[index]
    return token.side * token.distance


def token_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.discard_tokens / effect.loot: the looting tokens still on the track, either side."""
    return tuple(i for i, there in enumerate(t.looting) if there)


def discard_token(t: Turn, player: int, index: int) -> None:
    """effect.discard_tokens: the looting token leaves the track without effect."""
    remaining = list(t.looting)
    remaining[index] = False
    t.looting = tuple(remaining)
    t.events.append((LootingDiscarded, player, token_position(t, index)))


def loot_token(t: Turn, player: int, index: int, relation: str = "opponent") -> None:
    """effect.loot: the city the effect names (the opponent's) loses up to the token's coins,
    whichever side the token lay on; the token leaves the track.  Where an expansion's token lies in
    that zone instead (point ``zone_entered``), it does what it does for ``player`` and no coins are lost,
    as when the pawn enters its zone."""
    token = t.rules.track.looting[index]
    remaining = list(t.looting)
    remaining[index] = False
    t.looting = tuple(remaining)
    if t.game.hooks.call("zone_entered", t, player, token):
        return
    for victim in seats(relation, player, 2):
        lost = t.lose(victim, token.coins, "looting", looting_name(token.coins))
        t.events.append((LootingTokenTaken, victim, token.coins, lost))


__all__ = ["blocker_options", "discard_token", "loot_token", "pawn_stopped", "place_blocker", "stopped",
           "token_options", "token_position"]
