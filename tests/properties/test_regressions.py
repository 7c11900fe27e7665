"""Engine bugs found while building the property suite, each pinned as a concrete case."""

from __future__ import annotations

import pytest

from tests.support import build, city, position


@pytest.mark.parametrize("player", [0, 1])
def test_a_push_across_two_looting_zones_takes_the_nearer_token_first(player):
    """military.looting: the pawn enters the 2-coin zone before the 5-coin zone, on either side.

    Strategy + Arsenal move the pawn 4 spaces, from 2 to 6 spaces into the opponent's half; the
    victim has 6 coins: 2 go to the first token, then 4 (not 5) to the second.  The engine used
    to take the tokens in track order, which is nearest-first on player 1's side only, so player 0
    was looted 5 then 1.  Found by the military invariant's model of the track.
    """
    victim = 1 - player
    cities = [city(), city()]
    cities[player] = city(progress=["Strategy"])
    coins = [40, 40]
    coins[victim] = 6
    step = build(position(cities=cities, coins=coins, pawn=2 if player == 0 else -2, to_move=player, age=3,
                          available=["Arsenal", "Lumber Yard"]), "Arsenal")
    looted = [(e.player, e.subject, e.amount) for e in step.events if e.kind == "looting"]
    assert looted == [(victim, "2-coin looting token", 2), (victim, "5-coin looting token", 4)]
    assert step.state.coins[victim] == 0
    assert step.state.pawn == (6 if player == 0 else -6)
