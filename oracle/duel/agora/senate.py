"""The Senate of 7 Wonders Duel: Agora: its Chambers, the Influence cubes in them, who controls each,
its Decrees and when they turn face up, political supremacy and the Senate's row of the score sheet.

Everything here is a pure function of an immutable :class:`Senate`; a change gives a new Senate and
the Chambers whose control it changed (:func:`control_changes`), which the rules acting on a change of
control (a Decree starting or stopping) read.  Chambers are numbered from 1, left to right
(``agora.senate``); players are 0 and 1.  An action the rules do not allow raises
:class:`~oracle.errors.IllegalMoveError` with the rule's id.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from oracle.duel.agora.spec import AgoraConstants
from oracle.errors import IllegalMoveError

PLAYERS = (0, 1)


@dataclass(frozen=True)
class Chamber:
    """One Chamber: each player's cubes in it, its Decrees (the one laid at setup first; another put
    there later lies under it), whether they lie face up, and the Decrees whose face differs from the
    Chamber's (``flipped``: one moved in face up while the Chamber's lie face down, or face down into
    a Chamber showing its own but holding no cube)."""

    cubes: tuple[int, int] = (0, 0)
    decrees: tuple[str, ...] = ()
    face_up: bool = True
    flipped: tuple[str, ...] = ()

    def shows(self, decree: str) -> bool:
        """agora.reveal: whether the Decree ``decree``, lying here, is face up."""
        return self.face_up != (decree in self.flipped)

    @property
    def controller(self) -> int | None:
        """agora.control: the player with strictly more cubes here, or None on a tie."""
        first, second = self.cubes
        return 0 if first > second else 1 if second > first else None


@dataclass(frozen=True)
class Senate:
    """The Senate: its Chambers, Chamber 1 first."""

    chambers: tuple[Chamber, ...]

    def chamber(self, number: int) -> Chamber:
        """Chamber ``number`` (from 1)."""
        return self.chambers[number - 1]

    def controllers(self) -> tuple[int | None, ...]:
        """agora.control: who controls each Chamber, Chamber 1 first."""
        return tuple([0 if first > second else 1 if second > first else None   # Chamber.controller, inline
                      for first, second in [c.cubes for c in self.chambers]])

    def on_board(self, player: int) -> int:
        """The cubes ``player`` has in the Senate."""
        return sum([c.cubes[player] for c in self.chambers])


def setup(c: AgoraConstants, decrees: tuple[str, ...]) -> Senate:
    """agora.decrees_setup: the Senate at setup, Decree ``decrees[n - 1]`` in Chamber n, face down in
    the Chambers the spec names, and no cube anywhere."""
    if len(decrees) != c.chambers:
        raise ValueError(f"the Senate has {c.chambers} Chambers, one Decree each, not {len(decrees)} Decrees")
    return Senate(tuple(Chamber((0, 0), (d,), n not in c.hidden_decrees) for n, d in enumerate(decrees, 1)))


def supply(c: AgoraConstants, senate: Senate, player: int) -> int:
    """agora.supply: the cubes left in ``player``'s supply."""
    return c.cubes_each - senate.on_board(player)


def adjacent(c: AgoraConstants, chamber: int) -> tuple[int, ...]:
    """agora.senate: the Chambers next to ``chamber`` in the row, across a section's border too."""
    return tuple(n for n in (chamber - 1, chamber + 1) if 1 <= n <= c.chambers)


def _check_chamber(c: AgoraConstants, chamber: int, rule: str) -> None:
    if not 1 <= chamber <= c.chambers:
        raise IllegalMoveError(rule, f"the Senate has Chambers 1 to {c.chambers}, not {chamber}")


def _with_cubes(senate: Senate, chamber: int, player: int, change: int) -> Senate:
    """Chamber ``chamber`` with ``change`` more cubes of ``player``; agora.reveal: its Decrees turn
    face up when a cube enters."""
    chambers = senate.chambers
    old = chambers[chamber - 1]
    first, second = old.cubes
    cubes = (first + change, second) if player == 0 else (first, second + change)
    if change > 0:
        new = _chamber(cubes, old.decrees, True, ())
    else:
        new = _chamber(cubes, old.decrees, old.face_up, old.flipped)
    return _senate((*chambers[:chamber - 1], new, *chambers[chamber:]))


def _chamber(cubes: tuple[int, int], decrees: tuple[str, ...], face_up: bool, flipped: tuple[str, ...]) -> Chamber:
    """A Chamber made from every field, without the frozen class's checked assignments (what its
    constructor does, one field at a time: a Senate action makes one or two)."""
    new = _object(Chamber)
    new.__dict__.update(cubes=cubes, decrees=decrees, face_up=face_up, flipped=flipped)
    return new


def _senate(chambers: tuple[Chamber, ...]) -> Senate:
    """A Senate made from its Chambers, the same way as :func:`_chamber`."""
    new = _object(Senate)
    new.__dict__["chambers"] = chambers
    return new


_object = object.__new__


def place(c: AgoraConstants, senate: Senate, player: int, chamber: int, allowed: tuple[int, ...] = ()) -> Senate:
    """agora.place: one cube of ``player``'s supply into ``chamber`` (one of ``allowed``, when the
    effect limits where: a Politician's section).  With an empty supply nothing happens."""
    _check_chamber(c, chamber, "agora.place")
    if allowed and chamber not in allowed:
        raise IllegalMoveError("agora.place", f"this cube goes into Chamber "
                                              f"{' or '.join(map(str, allowed))}, not {chamber}")
    if supply(c, senate, player) == 0:
        return senate
    return _with_cubes(senate, chamber, player, 1)


def move(c: AgoraConstants, senate: Senate, player: int, source: int, target: int) -> Senate:
    """agora.move: one of ``player``'s cubes from ``source`` into the adjacent ``target``."""
    _check_chamber(c, source, "agora.move")
    _check_chamber(c, target, "agora.move")
    if senate.chamber(source).cubes[player] == 0:
        raise IllegalMoveError("agora.move", f"player {player} has no cube in Chamber {source} to move")
    if target not in adjacent(c, source):
        raise IllegalMoveError("agora.move", f"a cube moves to an adjacent Chamber: Chamber {source} is next to "
                               f"{' and '.join(map(str, adjacent(c, source)))}, not {target}")
    return _with_cubes(_with_cubes(senate, source, player, -1), target, player, 1)


def remove(c: AgoraConstants, senate: Senate, player: int, chamber: int) -> Senate:
    """agora.remove: one cube of ``player`` (the acting player's opponent) out of ``chamber``, back to
    their supply."""
    _check_chamber(c, chamber, "agora.remove")
    if senate.chamber(chamber).cubes[player] == 0:
        raise IllegalMoveError("agora.remove", f"player {player} has no cube in Chamber {chamber} to remove")
    return _with_cubes(senate, chamber, player, -1)


def moves(c: AgoraConstants, senate: Senate, player: int) -> tuple[tuple[int, int], ...]:
    """agora.move: every (source, target) ``player`` may move a cube along, in Chamber order
    (:func:`adjacent`, inline: asked whenever a cube may move)."""
    last = len(c.chamber_points)
    return tuple([(n, m) for n, chamber in enumerate(senate.chambers, 1) if chamber.cubes[player]
                  for m in (n - 1, n + 1) if 1 <= m <= last])


def removals(senate: Senate, player: int) -> tuple[int, ...]:
    """agora.remove: the Chambers holding a cube of ``player`` to remove."""
    return tuple(n for n, chamber in enumerate(senate.chambers, 1) if chamber.cubes[player])


def control_changes(before: Senate, after: Senate) -> tuple[tuple[int, int | None, int | None], ...]:
    """agora.decree: each Chamber whose controller changed, with the controller before and after.  A
    Senate action leaves the Chambers it did not touch as they were (the same objects): only the
    others are looked at."""
    found = []
    n = 0
    for old, new in zip(before.chambers, after.chambers, strict=True):
        n += 1
        if old is new:
            continue
        first, second = old.cubes       # Chamber.controller, inline
        was = 0 if first > second else 1 if second > first else None
        first, second = new.cubes
        now = 0 if first > second else 1 if second > first else None
        if was != now:
            found.append((n, was, now))
    return tuple(found)


def decree_moves(senate: Senate) -> tuple[tuple[int, int], ...]:
    """effect.move_decree: every (source, target) a Decree may be moved along: from any Chamber holding
    one, to any other Chamber, in Chamber order."""
    count = len(senate.chambers)
    return tuple((n, m) for n, chamber in enumerate(senate.chambers, 1) if chamber.decrees
                 for m in range(1, count + 1) if m != n)


def move_decree(senate: Senate, source: int, target: int) -> tuple[Senate, str, bool]:
    """effect.move_decree (ruling ``agora.insider_influence``): the top Decree of ``source``, face up or
    down, goes under the Decrees of ``target``; it keeps its face unless a cube lies in ``target``,
    which shows it.  The Senate after, the Decree, and whether it now lies face up."""
    if source == target or not senate.chamber(source).decrees:
        raise IllegalMoveError("effect.move_decree", f"a Decree moves from a Chamber holding one to another, not "
                                                     f"from {source} to {target}")
    old, into = senate.chamber(source), senate.chamber(target)
    decree = old.decrees[0]
    up = old.shows(decree) or sum(into.cubes) > 0
    left = replace(old, decrees=old.decrees[1:], flipped=tuple(d for d in old.flipped if d != decree))
    arrived = replace(into, decrees=into.decrees + (decree,),
                      flipped=into.flipped + ((decree,) if up != into.face_up else ()))
    chambers = list(senate.chambers)
    chambers[source - 1], chambers[target - 1] = left, arrived
    return Senate(tuple(chambers)), decree, up


def decrees_of(senate: Senate, player: int) -> tuple[str, ...]:
    """agora.decree: the Decrees working for ``player``: those of the Chambers they control, in
    Chamber order."""
    return tuple(d for chamber in senate.chambers if chamber.controller == player for d in chamber.decrees)


def political_supremacy(senate: Senate) -> int | None:
    """agora.political_supremacy: the player controlling every Chamber, or None (the first Chamber's
    controller, unless another Chamber's differs: asked after every Senate action)."""
    chambers = senate.chambers
    if not chambers:
        return None
    first, second = chambers[0].cubes     # Chamber.controller, inline
    winner = 0 if first > second else 1 if second > first else None
    if winner is None:
        return None
    for chamber in chambers:
        first, second = chamber.cubes
        if (0 if first > second else 1 if second > first else None) != winner:
            return None
    return winner


def senate_points(c: AgoraConstants, senate: Senate, player: int) -> int:
    """agora.senate_points: the values of the Chambers ``player`` controls."""
    return sum(points for points, chamber in zip(c.chamber_points, senate.chambers, strict=True)
               if chamber.controller == player)


def senate_actions(c: AgoraConstants, blue_cards: int) -> int:
    """agora.politician: the Senate actions a Politician gives its owner, who has ``blue_cards`` blue
    cards (a Decree may add to the count before it is read)."""
    return max(actions for fewest, actions in c.senate_actions if blue_cards >= fewest)


def recruit_cost(senators_held: int, free: bool = False) -> int:
    """agora.recruit_cost: the coins a Senator costs a player holding ``senators_held`` Senators
    (nothing when a progress token makes Senators ``free``)."""
    return 0 if free else senators_held


__all__ = [
    "Chamber",
    "Senate",
    "adjacent",
    "control_changes",
    "decree_moves",
    "decrees_of",
    "move",
    "move_decree",
    "moves",
    "place",
    "political_supremacy",
    "recruit_cost",
    "removals",
    "remove",
    "senate_actions",
    "senate_points",
    "setup",
    "supply",
]
