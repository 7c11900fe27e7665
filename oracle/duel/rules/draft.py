"""The wonder draft (rule id ``setup.draft``).

Eight wonders are revealed four at a time.  In the first round the first player picks one,
the second player two, the first player takes the last; the second round starts with the
second player.  The order is spec data (`setup.draft_order` in game.toml).  After the eighth pick the
first player begins Age I.  A wonder with a power when drafted (the trigger ``when drafted``) uses it for
the player picking it; the draft goes on once what it calls for is settled (:func:`go_on`).
"""

from __future__ import annotations

from oracle.core.components import Component
from oracle.duel.events import AgeDealt, WonderPicked
from oracle.duel.rules import structure
from oracle.duel.state import City, Turn

_city = tuple.__new__   # a City made from every field, without the generated constructor's Python frame


def picker(t_or_first: int, picks: int, order: tuple[int, ...]) -> int:
    """The seat making pick number ``picks`` (0-based) when ``t_or_first`` is the first player."""
    return t_or_first ^ order[picks]


def pick(t: Turn, wonder: Component) -> None:
    """setup.draft: the player to move takes ``wonder`` from the offer."""
    cards, wonders, built, progress, profile = t.cities[t.player]
    t.set_city(t.player, _city(City, (cards, wonders + (wonder.index,), built, progress, profile)))
    if wonder.index in t.offer:
        offer = list(t.offer)
        offer.remove(wonder.index)
        t.offer = tuple(offer)
    t.picks += 1
    t.events.append((WonderPicked, t.player, wonder.name))
    if wonder.on_draft:         # its power when drafted: before the draft goes on
        for effect in wonder.on_draft:
            effect(t, t.player)
        if t.pending:
            return              # the decisions come first (oracle.duel.rules.ages.advance goes on)
    go_on(t)


def go_on(t: Turn) -> None:
    """setup.draft: the next pick, with the next round's wonders on offer once this round's are
    taken; after the last pick, Age I is laid out and the first player begins it."""
    constants = t.rules.constants
    setup = t.setup
    if t.picks == constants.wonders_in_draft:
        structure.deal(t, 1)
        t.events.append((AgeDealt, setup.first_player, "I"))
        t.to_move = setup.first_player
        return
    if not t.offer:
        size = constants.wonders_per_round
        t.offer = setup.wonders[t.picks:t.picks + size]
    t.to_move = picker(setup.first_player, t.picks, constants.draft_order)
