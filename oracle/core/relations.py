"""City relations: which seats a relation of the effect language names, seen from a player.

Seats are numbered clockwise from 0.  ``own`` is the player's city; ``opponent`` the other city
of a two-player game; ``left`` the next seat clockwise and ``right`` the previous one;
``neighbours`` both of them (once each, even when two players make them the same seat); ``all``
every city; ``others`` every city but the player's.  A game's vocabulary (``[vocabulary].cities``
in its ``game.toml``) says which relations its components may use.
"""

from __future__ import annotations


def seats(relation: str, player: int, players: int) -> tuple[int, ...]:
    """The seats ``relation`` names from ``player``'s city, in a game of ``players`` seats."""
    if relation == "own":
        return (player,)
    if relation == "opponent":
        if players != 2:
            raise ValueError("'opponent' names a city only in a two-player game")
        return (1 - player,)
    left, right = (player + 1) % players, (player - 1) % players
    if relation == "left":
        return (left,)
    if relation == "right":
        return (right,)
    if relation == "neighbours":
        return (left,) if left == right else (left, right)
    if relation == "all":
        return tuple(range(players))
    if relation == "others":
        return tuple(s for s in range(players) if s != player)
    raise ValueError(f"unknown city relation {relation!r}")
