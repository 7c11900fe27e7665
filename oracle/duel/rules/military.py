"""Military: shields move the conflict pawn, looting tokens, military supremacy and points.

Rule ids: ``military.shields``, ``military.looting``, ``victory.military``, ``military.points``.
The pawn is signed: player 0's shields push it toward +capital (player 1's capital),
player 1's toward -capital.
"""

from __future__ import annotations

from oracle.duel.events import LootingTokenTaken, PawnMoved, looting_name
from oracle.duel.state import MILITARY, State, Turn


def direction(player: int) -> int:
    return 1 if player == 0 else -1


def move_pawn(t: Turn, player: int, shields: int, subject: str = "") -> None:
    """military.shields: move the pawn ``shields`` spaces toward the opponent's capital.

    military.looting: a looting token is taken the first time the pawn reaches its zone; the
    player on that side loses up to its coins (never below 0).  A push across two zones takes
    the nearer token first.  victory.military: reaching the capital ends the game at once.
    """
    if shields <= 0 or t.over:
        return
    track = t.rules.track
    step = direction(player)
    start = t.pawn
    t.pawn = max(-track.capital, min(track.capital, start + step * shields))
    t.events.append((PawnMoved, player, subject, t.pawn - start))
    if any(t.looting):
        remaining = list(t.looting)
        for token in sorted(track.looting, key=lambda token: token.distance):
            if remaining[token.index] and token.side == step and step * t.pawn >= token.distance:
                remaining[token.index] = False
                victim = 1 - player
                lost = t.lose(victim, token.coins, "looting", looting_name(token.coins))
                t.events.append((LootingTokenTaken, victim, token.coins, lost))
        t.looting = tuple(remaining)
    if abs(t.pawn) >= track.capital:
        t.end_game(MILITARY, player)


def leader(pawn: int) -> int:
    """The player the pawn favours (-1 when centred)."""
    return 0 if pawn > 0 else 1 if pawn < 0 else -1


def points(state: State, player: int) -> int:
    """military.points: the leader scores the points of the zone the pawn stands in."""
    if leader(state.pawn) != player:
        return 0
    return state.game.rules.track.points(abs(state.pawn))
