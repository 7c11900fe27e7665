"""Simultaneous decisions as commitments.

In a round where several players decide at once (in the original 7 Wonders every player
chooses a card, then all are revealed), each player owing a decision *commits* an action.
The round resolves when the last commitment arrives, whatever the order they came in; until
then nobody sees another player's commitment.

:class:`Commitments` is the part of a state that holds them: one slot per seat, ``None``
while that seat has not committed.  A game keeps it in its state, lists the seats still to
commit as the players to move, and resolves the round once :meth:`Commitments.complete`.
:meth:`Commitments.seen_by` is what a player may see of them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

HIDDEN = "committed"   # how another player's commitment shows before the reveal


class Commitments(NamedTuple):
    """The actions committed in the current round, by seat (``None``: not yet)."""

    by_seat: tuple[Any, ...]
    owing: tuple[int, ...]          # the seats that decide in this round

    @classmethod
    def open(cls, seats: int, owing: tuple[int, ...]) -> Commitments:
        """A new round in which ``owing`` decide."""
        return cls((None,) * seats, tuple(sorted(owing)))

    def commit(self, seat: int, action: Any) -> Commitments:
        """The commitments once ``seat`` has committed ``action`` (the caller checked it is legal)."""
        if seat not in self.owing or self.by_seat[seat] is not None:
            raise ValueError(f"seat {seat} has nothing to commit in this round")
        by_seat = self.by_seat
        return tuple.__new__(type(self), (by_seat[:seat] + (action,) + by_seat[seat + 1:], self.owing))

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats that still owe their commitment, in seat order."""
        by_seat = self.by_seat
        return tuple([s for s in self.owing if by_seat[s] is None])

    @property
    def complete(self) -> bool:
        """Whether every seat deciding in this round has committed: the round may resolve."""
        by_seat = self.by_seat
        if len(self.owing) == len(by_seat):     # every seat decides: none may be missing
            return None not in by_seat
        return all(by_seat[s] is not None for s in self.owing)

    def in_order(self) -> list[tuple[int, Any]]:
        """The commitments in seat order, for resolving the round (the order they came in is not kept)."""
        return [(s, self.by_seat[s]) for s in self.owing]

    def seen_by(self, viewer: int, shown: Any = None) -> list[Any]:
        """What ``viewer`` may see: their own commitment (through ``shown``, if given), the word
        ``"committed"`` for every other seat that has committed, ``None`` for the rest."""
        out: list[Any] = []
        for seat, action in enumerate(self.by_seat):
            if action is None:
                out.append(None)
            elif seat == viewer:
                out.append(shown(action) if shown is not None else action)
            else:
                out.append(HIDDEN)
        return out
