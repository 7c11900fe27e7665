"""Leaders in a record (format v1): its chance outcomes under the setup's ``leaders`` key (point
``record_setup``) and its kinds of action in the moves (point ``action_kinds``).

The setup names, seat by seat, the leaders dealt (leaders.draft: ``dealt`` each, in the order drawn)
and the leaders no player was dealt, in the order the shuffle left them (``unused``), so that a
seeded game's setup reads back as drawn.  Together they are every leader of the ruleset once.  A move
``keep`` names the leader kept in a pick of the draft (leaders.draft); ``recruit`` and ``sell`` the
leader used in a recruitment (leaders.recruit, leaders.sell); ``recruit`` also the leader a stage
recruits at once (effect.build_from_hand); ``copy`` the leader of a neighbour whose ability the city
copies, when the card built that copies one leaves a choice (effect.copy_ability, leaders.courtesan);
``discard_piece`` the points of the victory token a player discards by choice (effect.discard_chosen_piece);
``entomb`` the leader of the city laid under the board, when the stage built that entombs one leaves a
choice (effect.entomb, leaders.abu_simbel).  A leader tucked for a stage (leaders.stage) is the base
game's ``stage`` move, naming the leader and its pay.  The leaders a stage draws (effect.draw_unused) are
the first of ``unused``, so a record needs nothing more for them.
A pay may have a part to the bank (``"bank"``: Bilkis, effect.bank_buy), which the base game's moves
read and write where a ruleset buys from the bank, only when it is not zero.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from oracle.classic.leaders.draft import KEEP
from oracle.classic.leaders.entomb import ENTOMB, entombs
from oracle.classic.leaders.recruitment import RECRUIT, SELL
from oracle.classic.leaders.state import NAME, LeadersSetup, leader_cards
from oracle.classic.leaders.tokens import DISCARD_PIECE, chosen_in
from oracle.classic.points import ActionKind, SetupCodec
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import COPY
from oracle.core.records import expect_name, expect_object
from oracle.errors import InvalidRecordError
from oracle.text import shown

COMPONENT = "leader"        # the kind of component the leaders are (point component_kinds)

# the kinds of action Leaders adds, each naming a leader (point action_kinds)
ACTION_KINDS: dict[str, ActionKind] = {
    KEEP: ActionKind(("card",), COMPONENT),
    RECRUIT: ActionKind(("card",), COMPONENT),
    SELL: ActionKind(("card",), COMPONENT),
    COPY: ActionKind(("card",), COMPONENT),
    DISCARD_PIECE: ActionKind(("points",), "", chosen_in),      # effect.discard_chosen_piece, where played
    ENTOMB: ActionKind(("card",), COMPONENT, entombs),     # only where a part entombs (effect.entomb)
}


@lru_cache(maxsize=8)
def _index(rules: Ruleset) -> dict[str, int]:
    """leaders.deck: each leader's card index, by name."""
    return {rules.cards[c].name: c for c in leader_cards(rules)}


def setup_from_json(rules: Ruleset, value: Any, players: int, path: str) -> LeadersSetup:
    """leaders.draft: ``{"dealt": [[leader, ...], ...], "unused": [leader, ...]}``, checked: one list of
    ``[leaders].dealt`` leaders for each seat, then the leaders no player was dealt; every leader of the
    ruleset exactly once in all."""
    data = expect_object(value, path, ("dealt", "unused"))
    index = _index(rules)
    each = rules.spec.sections[NAME].dealt
    rows = data["dealt"]
    if not isinstance(rows, list) or len(rows) != players:
        raise InvalidRecordError(f"{path}.dealt", f"expected {players} lists of leaders, one per player in seat order")
    seen: dict[int, str] = {}
    dealt: list[tuple[int, ...]] = []
    for seat, row in enumerate(rows):
        where = f"{path}.dealt[{seat}]"
        if not isinstance(row, list) or len(row) != each:
            raise InvalidRecordError(where, f"expected the {each} leaders dealt to player {seat} (leaders.draft)")
        dealt.append(tuple(_leader(row[i], f"{where}[{i}]", index, seen, f"dealt to player {seat}")
                           for i in range(each)))
    unused = data["unused"]
    left = len(index) - each * players
    if not isinstance(unused, list) or len(unused) != left:
        raise InvalidRecordError(f"{path}.unused", f"expected the {left} leaders no player was dealt (of "
                                                   f"{len(index)}, {each} dealt to each of {players} players)")
    kept = tuple(_leader(item, f"{path}.unused[{i}]", index, seen, "left unused") for i, item in enumerate(unused))
    return LeadersSetup(tuple(dealt), kept)


def _leader(value: Any, path: str, index: dict[str, int], seen: dict[int, str], where: str) -> int:
    """A leader's name, not met before in the setup (``seen``: each leader met, and where)."""
    card = expect_name(value, path, index, COMPONENT)
    if card in seen:
        raise InvalidRecordError(path, f"{shown(value)} is {seen[card]} already; each leader is dealt once")
    seen[card] = where
    return card


def setup_to_json(rules: Ruleset, part: LeadersSetup) -> dict[str, Any]:
    """Leaders' part of a setup as a record writes it."""
    cards = rules.cards
    return {"dealt": [[cards[c].name for c in hand] for hand in part.dealt],
            "unused": [cards[c].name for c in part.unused]}


CODEC = SetupCodec(setup_from_json, setup_to_json)

__all__ = ["ACTION_KINDS", "CODEC", "COMPONENT", "setup_from_json", "setup_to_json"]
