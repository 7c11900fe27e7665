"""Scoring helpers every game of the family shares: who wins on points, and how ties are broken.

Each game scores its own categories; what is shared is the ranking: the most points win, a tie
goes to whoever is ahead on the game's tie-breaks, taken in order, and a tie that survives them
all is a shared victory (7 Wonders Duel: blue points; the original game: coins; Architects:
wonder stages built).
"""

from __future__ import annotations

from collections.abc import Sequence


def winners(totals: Sequence[int], *tie_breaks: Sequence[int]) -> tuple[int, ...]:
    """The seats with the most points, narrowed by each tie-break in turn (the highest stays);
    more than one seat left is a shared victory."""
    best = max(totals)
    leaders = [seat for seat, total in enumerate(totals) if total == best]
    for tie_break in tie_breaks:
        if len(leaders) == 1:
            break
        top = max(tie_break[seat] for seat in leaders)
        leaders = [seat for seat in leaders if tie_break[seat] == top]
    return tuple(leaders)
