"""Military: shields move the conflict pawn, looting tokens, military supremacy and points.

Rule ids: ``military.shields``, ``military.looting``, ``victory.military``, ``military.points``;
with the Pantheon, ``effect.on_push``, ``effect.place_blocker``,
``effect.discard_tokens`` and ``effect.loot``.
The pawn is signed: player 0's shields push it toward +capital (player 1's capital),
player 1's toward -capital.
"""

from __future__ import annotations

from oracle.core.relations import seats
from oracle.duel.events import LootingTokenTaken, PawnMoved, looting_name
from oracle.duel.pantheon_events import BlockerPlaced, LootingDiscarded
from oracle.duel.pantheon_state import part, put
from oracle.duel.state import MILITARY, Decision, State, Turn


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
    if shields <= 0 or t.over:
        return
    track = t.rules.track
    step = direction(player)
    start = t.pawn
    t.pawn = max(-track.capital, min(track.capital, start + step * shields))
    stopped = t.game.hooks.call("pawn_stopped", t, player, start, step) if t.parts else None
    t.events.append((PawnMoved, player, subject, t.pawn - start))
    if stopped is not None:
        t.events.append(stopped)
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
        return
    extras = t.cities[player].profile.extras
    if extras is not None and extras.on_push and t.pawn != start:
        t.pushed = abs(t.pawn - start)       # effect.on_push: Poliorcetics, after the looting
        for effect in extras.on_push:
            effect(t, player)


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
    whichever side the token lay on; the token leaves the track."""
    token = t.rules.track.looting[index]
    remaining = list(t.looting)
    remaining[index] = False
    t.looting = tuple(remaining)
    for victim in seats(relation, player, 2):
        lost = t.lose(victim, token.coins, "looting", looting_name(token.coins))
        t.events.append((LootingTokenTaken, victim, token.coins, lost))


def leader(pawn: int) -> int:
    """The player the pawn favours (-1 when centred)."""
    return 0 if pawn > 0 else 1 if pawn < 0 else -1


def points(state: State, player: int) -> int:
    """military.points: the leader scores the points of the zone the pawn stands in."""
    if leader(state.pawn) != player:
        return 0
    return state.game.rules.track.points(abs(state.pawn))
