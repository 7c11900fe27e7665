"""The Pantheon's part of a stored state (``duel-state/1``, key ``pantheon``), and its decisions.

Divinities, progress tokens and cards are written by name in the ``names`` form and by index in the
``compact`` form, like the rest of the state; Mythologies, seats, spaces, slots, token values and the
looting tokens are written by index in both (``spaces`` and the board's figures count from 0 here,
as the engine does).  A decision keeps ``detail``, what the engine needs to offer and settle it.
Both forms round-trip.
"""

from __future__ import annotations

from typing import Any

from oracle.duel.state import STEAL_CARD_CHOICE, Decision, Pantheon, PantheonSetup
from oracle.errors import InvalidRecordError

# decision kind -> how its options are written: a kind of component, or "int" (seats, slots, spaces,
# looting tokens, Mythologies), or a pair
OPTIONS = {
    "card_tokens": "token", "steal_card": "card", "steal_wonder": "wonder", "copy_science": "card",
    "structure_discard": "int", "unbuild": "wonder", "wonder_from_discard": "card_wonder", "blocker": "int",
    "discard_tokens": "int", "loot": "int", "choose_deck": "int", "invoke": "divinity_order",
    "divinity_place": "divinity_space",
}


def _plain(value: Any) -> Any:
    """A decision's detail as JSON: tuples and sets as lists."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(value)
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


class PantheonCodec:
    """Write and read the Pantheon's values with the state's codec (``codec.out`` / ``codec.inp``)."""

    def __init__(self, codec: Any, rules: Any):
        self.c = codec
        self.rules = rules

    def div(self, d: int) -> Any:
        if d < 0:
            return None
        return d if self.c.compact else self.rules.divinities[d].name

    def div_in(self, value: Any, path: str) -> int:
        if value is None:
            return -1
        if isinstance(value, int) and not isinstance(value, bool):
            if 0 <= value < len(self.rules.divinities):
                return value
            raise InvalidRecordError(path, f"no divinity #{value}")
        if isinstance(value, str) and value in self.rules.divinity_index:
            return int(self.rules.divinity_index[value])
        raise InvalidRecordError(path, f"unknown divinity {value!r}")

    def divs(self, items: tuple[int, ...]) -> list[Any]:
        return [self.div(d) for d in items]

    def divs_in(self, values: Any, path: str) -> tuple[int, ...]:
        if not isinstance(values, list):
            raise InvalidRecordError(path, "expected a list")
        return tuple(self.div_in(v, f"{path}[{i}]") for i, v in enumerate(values))

    # ---- the setup's and the position's Pantheon --------------------------------------------------------
    def setup_out(self, setup: PantheonSetup) -> dict[str, Any]:
        return {"mythology_tokens": list(setup.mythology_tokens), "offering_tokens": list(setup.offering_tokens),
                "decks": [self.divs(deck) for deck in setup.decks]}

    def setup_in(self, data: dict[str, Any], path: str) -> PantheonSetup:
        return PantheonSetup(tuple(int(m) for m in data["mythology_tokens"]),
                             tuple(int(v) for v in data["offering_tokens"]),
                             tuple(self.divs_in(deck, f"{path}.decks[{i}]") for i, deck in enumerate(data["decks"])))

    def out(self, p: Pantheon) -> dict[str, Any]:
        return {
            "spaces": self.divs(p.spaces), "placed_by": list(p.placed_by), "revealed": p.revealed,
            "decks": [self.divs(deck) for deck in p.decks], "known_tops": [list(seat) for seat in p.known_tops],
            "structure_tokens": [list(entry) for entry in p.structure_tokens],
            "mythology": [list(seat) for seat in p.mythology], "offerings": [list(seat) for seat in p.offerings],
            "spent": list(p.spent), "lost_tokens": list(p.lost_tokens),
            "divinities": [self.divs(seat) for seat in p.divinities],
            "on_cards": [[self.div(d), self.c.outs("token", tokens)] for d, tokens in p.on_cards],
            "reserve": list(p.reserve),
            "marks": [[seat, self.c.out("card", card), symbol] for seat, card, symbol in p.marks],
            "blocker": p.blocker, "last_turn": p.last_turn,
        }

    def inp(self, data: dict[str, Any]) -> Pantheon:
        path = "$.pantheon"
        return Pantheon(
            spaces=self.divs_in(data["spaces"], f"{path}.spaces"),
            placed_by=tuple(int(s) for s in data["placed_by"]), revealed=bool(data["revealed"]),
            decks=tuple(self.divs_in(deck, f"{path}.decks[{i}]") for i, deck in enumerate(data["decks"])),
            known_tops=tuple(tuple(int(n) for n in seat) for seat in data["known_tops"]),
            structure_tokens=tuple((int(s), int(t)) for s, t in data["structure_tokens"]),
            mythology=tuple(tuple(int(m) for m in seat) for seat in data["mythology"]),
            offerings=tuple(tuple(int(v) for v in seat) for seat in data["offerings"]),
            spent=tuple(int(v) for v in data["spent"]), lost_tokens=tuple(int(t) for t in data["lost_tokens"]),
            divinities=tuple(self.divs_in(seat, f"{path}.divinities[{i}]")
                             for i, seat in enumerate(data["divinities"])),
            on_cards=tuple((self.div_in(d, f"{path}.on_cards[{i}]"), self.c.inps("token", tokens,
                                                                                  f"{path}.on_cards[{i}]"))
                           for i, (d, tokens) in enumerate(data["on_cards"])),
            reserve=tuple(int(n) for n in data["reserve"]),
            marks=tuple((int(seat), self.c.inp("card", card, f"{path}.marks"), int(symbol))
                        for seat, card, symbol in data["marks"]),
            blocker=None if data["blocker"] is None else int(data["blocker"]), last_turn=int(data["last_turn"]),
        )

    # ---- decisions --------------------------------------------------------------------------------------
    def decision_out(self, d: Decision) -> dict[str, Any]:
        how = OPTIONS[d.kind]
        if how == "divinity_order":
            options: list[Any] = [[self.div(x), self.divs(order)] for x, order in d.options]
        elif how == "divinity_space":
            options = [[self.div(x), s] for x, s in d.options]
        elif how == "card_wonder":
            options = [[self.c.out("card", card), self.c.out("wonder", w)] for card, w in d.options]
        elif how == "int":
            options = list(d.options)
        else:
            options = self.c.outs(how, d.options)
        out: dict[str, Any] = {"kind": d.kind, "player": d.player, "options": options}
        if d.detail is not None:
            out["detail"] = _plain(d.detail)
        return out

    def decision_in(self, data: dict[str, Any], path: str) -> Decision:
        how = OPTIONS[data["kind"]]
        values = data["options"]
        if how == "divinity_order":
            options: tuple[Any, ...] = tuple((self.div_in(x, path), self.divs_in(order, path)) for x, order in values)
        elif how == "divinity_space":
            options = tuple((self.div_in(x, path), int(s)) for x, s in values)
        elif how == "card_wonder":
            options = tuple((self.c.inp("card", card, path), self.c.inp("wonder", w, path)) for card, w in values)
        elif how == "int":
            options = tuple(int(v) for v in values)
        else:
            options = self.c.inps(how, values, path)
        detail = _tuples(data["detail"]) if "detail" in data else None
        if data["kind"] == STEAL_CARD_CHOICE and detail is not None:
            detail = (detail[0], frozenset(detail[1]))
        return Decision(data["kind"], int(data["player"]), options, detail)
