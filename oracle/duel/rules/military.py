"""Military: shields move the conflict pawn, looting tokens, military supremacy and points.

Rule ids: ``military.shields``, ``military.looting``, ``victory.military``, ``military.points``,
``effect.on_push``; a piece an expansion lays on the track may stop the pawn (point ``pawn_stopped``),
and a token of an expansion's may lie where a looting token would (point ``zone_entered``).
The pawn is signed: player 0's shields push it toward +capital (player 1's capital),
player 1's toward -capital.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oracle.core.components import EXTRAS
from oracle.duel.events import LootingTokenTaken, PawnMoved, looting_name
from oracle.duel.state import CITY_PROFILE, MILITARY, State, Turn

if TYPE_CHECKING:
    from oracle.duel.spec import LootingToken


def direction(player: int) -> int:
    return 1 if player == 0 else -1


def move_pawn(t: Turn, player: int, shields: int, subject: str = "") -> None:
    """military.shields: move the pawn ``shields`` spaces toward the opponent's capital.

    An expansion's piece on the track may stop the pawn short (point ``pawn_stopped``), before the
    looting tokens are reached.

    military.looting: a looting token is taken the first time the pawn reaches its zone; the
    player on that side loses up to its coins (never below 0).  A push across two zones takes
    the nearer token first.  victory.military: reaching the capital ends the game at once.
    """
    if shields <= 0 or t.outcome is not None:
        return
    track = t.rules.track
    step = 1 if player == 0 else -1         # direction(player), inline
    start = t.pawn
    t.pawn = max(-track.capital, min(track.capital, start + step * shields))
    stopped = t.game.hooks.call("pawn_stopped", t, player, start, step) if t.parts else None
    t.events.append((PawnMoved, player, subject, t.pawn - start))
    if stopped is not None:
        t.events.append(stopped)
    if any(t.looting):
        remaining = list(t.looting)
        for token in sorted(track.looting, key=_distance):
            if remaining[token.index] and token.side == step and step * t.pawn >= token.distance:
                remaining[token.index] = False
                t.looting = tuple(remaining)
                if t.parts and t.game.hooks.call("zone_entered", t, player, token):
                    continue            # an expansion's token lay there instead
                victim = 1 - player
                lost = t.lose(victim, token.coins, "looting", looting_name(token.coins))
                t.events.append((LootingTokenTaken, victim, token.coins, lost))
        t.looting = tuple(remaining)
    if abs(t.pawn) >= track.capital:
        t.end_game(MILITARY, player)
        return
    extras = t.cities[player][CITY_PROFILE][EXTRAS]
    if extras is not None and extras.on_push and t.pawn != start:
        t.pushed = abs(t.pawn - start)       # effect.on_push: Poliorcetics, after the looting
        for effect in extras.on_push:
            effect(t, player)


def _distance(token: LootingToken) -> int:
    """The order of the looting tokens a push reaches: the nearer first."""
    return token.distance


def leader(pawn: int) -> int:
    """The player the pawn favours (-1 when centred)."""
    return 0 if pawn > 0 else 1 if pawn < 0 else -1


def points(state: State, player: int) -> int:
    """military.points: the leader scores the points of the zone the pawn stands in."""
    if leader(state.pawn) != player:
        return 0
    return state.game.rules.track.points(abs(state.pawn))
