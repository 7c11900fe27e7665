"""What a stored position with the Pantheon may hold that the base game's checks would refuse, and the
checks of its own decisions (points ``allowances``, ``token_places`` and ``check_decision``).

- A wonder changes hands (effect.steal_wonder), so a city may hold more or fewer than it drafted.
- A wonder may be unbuilt after the cap sent the others out (effect.unbuild_wonder), so wonders may
  lie out of the game with fewer than the cap built.
- Progress tokens may lie face up on a divinity (effect.draw_progress).
- A decision of the Pantheon's is queued without options, which it gets once it comes first: then
  they are exactly what the position gives, in their order; a divinity drawn is placed first of all.
"""

from __future__ import annotations

from typing import Any

from oracle.duel.pantheon import rules
from oracle.duel.pantheon.kinds import DIVINITY_PLACE
from oracle.duel.pantheon.state import part
from oracle.duel.state import Decision, State, Turn
from oracle.errors import InvalidRecordError

# what a position may hold that the base game's checks refuse, by name -> the rule that allows it
ALLOWANCES = {"wonders_change_hands": ("effect.steal_wonder",), "wonders_out_below_cap": ("effect.unbuild_wonder",)}


def token_places(state: State) -> list[tuple[str, int]]:
    """effect.draw_progress: the progress tokens lying on divinities, each with its JSON path."""
    pantheon = part(state)
    if pantheon is None:
        return []
    return [(f"$.pantheon.on_cards[{i}][1][{j}]", t) for i, (_, tokens) in enumerate(pantheon.on_cards)
            for j, t in enumerate(tokens)]


def check_decision(state: State, i: int, d: Decision, path: str) -> bool | None:
    """The Pantheon's decision ``d``, ``i``-th in line, checked (True), or None for another's."""
    if d.kind not in rules.OPTIONS and d.kind != DIVINITY_PLACE:
        return None
    if d.kind == DIVINITY_PLACE and i:
        raise InvalidRecordError(f"{path}.kind", "a divinity drawn is placed before any other decision")
    if not d.options:
        if i == 0:
            raise InvalidRecordError(f"{path}.options", "the decision first in line offers its choices")
        return True
    if d.kind == DIVINITY_PLACE:
        expected = _placements(state, d.detail)
    else:
        expected = tuple(rules.OPTIONS[d.kind](Turn(state), d))
    if tuple(d.options) != expected:
        raise InvalidRecordError(f"{path}.options", "expected the choices the position gives, in their "
                                                    f"order ({len(expected)} of them)")
    return True


def _placements(state: State, detail: Any) -> tuple[tuple[int, int], ...]:
    """pantheon.place: the divinities drawn from the top of the token's Mythology deck, each with
    each empty space of the board."""
    pantheon, constants = part(state), state.game.rules.section("pantheon")
    assert pantheon is not None and constants is not None
    (mythology,) = detail
    drawn = pantheon.decks[mythology][:constants.divinities_drawn]
    empty = [s for s, d in enumerate(pantheon.spaces) if d < 0]
    return tuple((d, s) for d in drawn for s in empty)


__all__ = ["ALLOWANCES", "check_decision", "token_places"]
