"""The wonder draft (rule id ``setup.draft``).

Eight wonders are revealed four at a time.  In the first round the first player picks one,
the second player two, the first player takes the last; the second round starts with the
second player.  The order is spec data (`setup.draft_order` in game.toml).  After the eighth pick the
first player begins Age I.
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.duel.events import AgeDealt, WonderPicked
from oracle.duel.rules import structure
from oracle.duel.state import City, Turn


def picker(t_or_first: int, picks: int, order: tuple[int, ...]) -> int:
    """The seat making pick number ``picks`` (0-based) when ``t_or_first`` is the first player."""
    return t_or_first ^ order[picks]


def pick(t: Turn, wonder: Component) -> None:
    """setup.draft: the player to move takes ``wonder`` from the offer."""
    constants = t.rules.constants
    setup = t.setup
    cards, wonders, built, progress, profile = t.cities[t.player]
    t.set_city(t.player, City(cards, wonders + (wonder.index,), built, progress, profile))
    t.offer = tuple(w for w in t.offer if w != wonder.index)
    t.picks += 1
    t.events.append((WonderPicked, t.player, wonder.name))
    if t.picks == constants.wonders_in_draft:
        structure.deal(t, 1)
        t.events.append((AgeDealt, setup.first_player, "I"))
        t.to_move = setup.first_player
        return
    if not t.offer:
        size = constants.wonders_per_round
        t.offer = setup.wonders[t.picks:t.picks + size]
    t.to_move = picker(setup.first_player, t.picks, constants.draft_order)
