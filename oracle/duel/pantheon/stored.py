"""The Pantheon's part of a stored state (``duel-state/1``, key ``pantheon``), and its decisions.

Divinities, progress tokens and cards are written by name in the ``names`` form and by index in the
``compact`` form, like the rest of the state; Mythologies, seats, spaces, slots, token values and the
looting tokens are written by index in both (``spaces`` and the board's figures count from 0 here,
as the engine does).  A decision keeps ``detail``, what the engine needs to offer and settle it.
Both forms round-trip.

Reading checks each value against the ruleset at its JSON path (seats, divinities, Mythologies, the
Offering tokens' values, the board's spaces, the structure's slots, the military track's spaces),
then, with the rest of the position read (:meth:`PantheonCodec.check`), what play keeps true: every
divinity in one place, every token the setup deals accounted for once, the board as the reveal
leaves it.
"""

from __future__ import annotations

from collections import Counter
from math import factorial
from typing import Any

from oracle.core.jsonio import is_int
from oracle.core.records import expect_object
from oracle.duel.pantheon.kinds import INVOKE_CHOICE
from oracle.duel.pantheon.state import OFFERING_BASE, Pantheon, PantheonSetup, part, setup_part
from oracle.duel.pantheon.state import initial as initial_pantheon
from oracle.duel.shared import stealing
from oracle.duel.spec import AGES
from oracle.duel.state import Decision, State
from oracle.duel.state_checks import MAX_COINS, flag, listed, one_of, whole
from oracle.errors import InvalidRecordError
from oracle.text import shown, shown_json

# decision kind -> how its options are written: a kind of component, a number of some kind (a slot
# of the structure, a space of the military track, a looting token, a Mythology), or a pair
OPTIONS = {
    "card_tokens": "token", "steal_card": "card", "steal_wonder": "wonder", "copy_science": "card",
    "structure_discard": "slot", "unbuild": "wonder", "wonder_from_discard": "card_wonder", "blocker": "position",
    "discard_tokens": "looting", "loot": "looting", "choose_deck": "mythology", "invoke": "divinity_order",
    "divinity_place": "divinity_space",
}

# decision kind -> the fields of its detail, in order (``invoke`` has two shapes, read apart; taking a card
# or a wonder is read by oracle.duel.shared.stealing)
DETAILS: dict[str, tuple[str, ...]] = {
    "card_tokens": ("divinity",),
    "copy_science": ("relation", "colour"), "structure_discard": (), "unbuild": ("relations",),
    "wonder_from_discard": (), "blocker": (), "discard_tokens": ("piece",), "loot": ("relation", "piece"),
    "choose_deck": ("via",), "divinity_place": ("mythology",),
}

KEYS = ("spaces", "placed_by", "revealed", "decks", "known_tops", "structure_tokens", "mythology", "offerings",
        "spent", "lost_tokens", "divinities", "on_cards", "reserve", "marks", "blocker", "last_turn")


def _plain(value: Any) -> Any:
    """A decision's detail as JSON: tuples and sets as lists."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(value)
    return value


class PantheonCodec:
    """Write and read the Pantheon's values with the state's codec (``codec.out`` / ``codec.inp``)."""

    DECISIONS = tuple(OPTIONS)   # the kinds of decision this part of the state writes and reads

    def __init__(self, codec: Any, rules: Any):
        self.c = codec
        self.rules = rules

    def div(self, d: int) -> Any:
        return self.c.out("divinity", d)

    def divs(self, items: tuple[int, ...]) -> list[Any]:
        return [self.div(d) for d in items]

    # ---- the setup's and the position's Pantheon --------------------------------------------------------
    def setup_out(self, setup: PantheonSetup) -> dict[str, Any]:
        return {"mythology_tokens": list(setup.mythology_tokens), "offering_tokens": list(setup.offering_tokens),
                "decks": [self.divs(deck) for deck in setup.decks]}

    def setup_names(self, value: Any, path: str) -> dict[str, Any]:
        """The compact setup's ``pantheon`` as the names form writes it, its Mythologies and decks
        checked here at their compact paths (the names' reader checks the rest at the same paths)."""
        constants = self.rules.section("pantheon")
        mythologies = self.rules.vocabulary.mythologies
        data = expect_object(value, path, ("mythology_tokens", "offering_tokens", "decks"))
        tokens = data["mythology_tokens"]
        if isinstance(tokens, list) and len(tokens) == len(constants.mythology_slots):
            tokens = [mythologies[whole(m, f"{path}.mythology_tokens[{i}]", 0, len(mythologies) - 1)]
                      for i, m in enumerate(tokens)]
        decks = listed(data["decks"], f"{path}.decks", len(mythologies), len(mythologies))
        named = {}
        for m, name in enumerate(mythologies):
            deck_path = f"{path}.decks[{m}]"
            members = sum(1 for d in self.rules.divinities if d.deck == name)
            deck = self.c.inps("divinity", decks[m], deck_path, members, members)
            for j, d in enumerate(deck):
                if self.rules.divinities[d].deck != name:
                    raise InvalidRecordError(f"{deck_path}[{j}]", f"{self._name(d)} is no {name} divinity")
                if d in deck[:j]:
                    raise InvalidRecordError(f"{deck_path}[{j}]", f"{self._name(d)} appears twice")
            named[name] = [self.rules.divinities[d].name for d in deck]
        return {"mythology_tokens": tokens, "offering_tokens": data["offering_tokens"], "divinities": named}

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

    def inp(self, value: Any, size: int) -> Pantheon:
        """The position's ``pantheon``, each value checked against the ruleset (``size``: the slots of
        the current Age's structure, 0 during the draft)."""
        path = "$.pantheon"
        rules, constants, c = self.rules, self.rules.section("pantheon"), self.c
        mythologies, divinities = len(rules.vocabulary.mythologies), len(rules.divinities)
        data = expect_object(value, path, KEYS)
        spaces = constants.spaces
        tokens_dealt = len(constants.mythology_slots) + len(constants.offering_slots)

        def seats(key: str, read: Any) -> tuple[Any, ...]:
            return tuple(read(seat, f"{path}.{key}[{p}]") for p, seat in
                         enumerate(listed(data[key], f"{path}.{key}", 2, 2)))

        def numbers(values: Any, where: str, most: int, read: Any, exactly: int | None = None) -> tuple[int, ...]:
            return tuple(read(v, f"{where}[{i}]") for i, v in enumerate(listed(values, where, most, exactly)))

        return Pantheon(
            spaces=c.inps("divinity", data["spaces"], f"{path}.spaces", spaces, spaces, empty=True),
            placed_by=numbers(data["placed_by"], f"{path}.placed_by", spaces, lambda v, w: whole(v, w, -1, 1), spaces),
            revealed=flag(data["revealed"], f"{path}.revealed"),
            decks=tuple(c.inps("divinity", deck, f"{path}.decks[{m}]", divinities) for m, deck in
                        enumerate(listed(data["decks"], f"{path}.decks", mythologies, mythologies))),
            known_tops=seats("known_tops", lambda seat, w: numbers(seat, w, mythologies,
                                                                   lambda v, x: whole(v, x, 0, divinities),
                                                                   mythologies)),
            structure_tokens=tuple(self._structure_token(entry, f"{path}.structure_tokens[{i}]", size) for i, entry in
                                   enumerate(listed(data["structure_tokens"], f"{path}.structure_tokens",
                                                    tokens_dealt if size else 0))),
            mythology=seats("mythology", lambda seat, w: numbers(seat, w, len(constants.mythology_slots),
                                                                 lambda v, x: whole(v, x, 0, mythologies - 1))),
            offerings=seats("offerings", lambda seat, w: numbers(seat, w, len(constants.offering_tokens),
                                                                 self._offering)),
            spent=numbers(data["spent"], f"{path}.spent", len(constants.offering_tokens), self._offering),
            lost_tokens=numbers(data["lost_tokens"], f"{path}.lost_tokens", tokens_dealt, self._token),
            divinities=seats("divinities", lambda seat, w: c.inps("divinity", seat, w, divinities)),
            on_cards=tuple(self._on_card(entry, f"{path}.on_cards[{i}]") for i, entry in
                           enumerate(listed(data["on_cards"], f"{path}.on_cards", divinities))),
            reserve=numbers(data["reserve"], f"{path}.reserve", 2, lambda v, w: whole(v, w, 0, MAX_COINS), 2),
            marks=tuple(self._mark(entry, f"{path}.marks[{i}]") for i, entry in
                        enumerate(listed(data["marks"], f"{path}.marks", len(rules.cards)))),
            blocker=None if data["blocker"] is None else whole(data["blocker"], f"{path}.blocker",
                                                               -rules.track.capital, rules.track.capital),
            last_turn=whole(data["last_turn"], f"{path}.last_turn", -1, 1),
        )

    def _offering(self, value: Any, path: str) -> int:
        """pantheon.offering: the value of an Offering token, one of the ruleset's."""
        values = self.rules.section("pantheon").offering_tokens
        if not is_int(value) or value not in values:
            raise InvalidRecordError(path, f"expected the value of an Offering token ({', '.join(map(str, values))}), "
                                           f"not {shown_json(value)}")
        return int(value)

    def _token(self, value: Any, path: str) -> int:
        """A token of the structure: a Mythology's index, or OFFERING_BASE plus an Offering token's value."""
        mythologies = len(self.rules.vocabulary.mythologies)
        offerings = tuple(OFFERING_BASE + v for v in self.rules.section("pantheon").offering_tokens)
        if not is_int(value) or not (0 <= value < mythologies or value in offerings):
            raise InvalidRecordError(path, f"expected a Mythology token (0 to {mythologies - 1}) or an Offering token "
                                           f"({', '.join(map(str, offerings))}), not {shown_json(value)}")
        return int(value)

    def _structure_token(self, value: Any, path: str, size: int) -> tuple[int, int]:
        slot, token = listed(value, path, 2, 2)
        return whole(slot, f"{path}[0]", 0, size - 1), self._token(token, f"{path}[1]")

    def _on_card(self, value: Any, path: str) -> tuple[int, tuple[int, ...]]:
        divinity, tokens = listed(value, path, 2, 2)
        return (self.c.inp("divinity", divinity, f"{path}[0]"),
                self.c.inps("token", tokens, f"{path}[1]", len(self.rules.progress)))

    def _mark(self, value: Any, path: str) -> tuple[int, int, int]:
        seat, card, symbol = listed(value, path, 3, 3)
        return (whole(seat, f"{path}[0]", 0, 1), self.c.inp("card", card, f"{path}[1]"),
                whole(symbol, f"{path}[2]", 0, len(self.rules.vocabulary.science_symbols) - 1))

    # ---- decisions --------------------------------------------------------------------------------------
    def decision_out(self, d: Decision) -> dict[str, Any]:
        how = OPTIONS[d.kind]
        if how == "divinity_order":
            options: list[Any] = [[self.div(x), self.divs(order)] for x, order in d.options]
        elif how == "divinity_space":
            options = [[self.div(x), s] for x, s in d.options]
        elif how == "card_wonder":
            options = [[self.c.out("card", card), self.c.out("wonder", w)] for card, w in d.options]
        elif how in ("token", "card", "wonder"):
            options = self.c.outs(how, d.options)
        else:
            options = list(d.options)
        out: dict[str, Any] = {"kind": d.kind, "player": d.player, "options": options}
        if d.detail is not None:
            out["detail"] = _plain(d.detail)
        return out

    def decision_in(self, value: Any, path: str, size: int) -> Decision:
        """A decision of the Pantheon's: its player, its options (none while it waits its turn) and
        its detail, each of the shape its kind has (``size``: the slots of the Age's structure)."""
        data = expect_object(value, path, ("kind", "player", "options", "detail"))
        kind = data["kind"]
        player = whole(data["player"], f"{path}.player", 0, 1)
        where = f"{path}.options"
        options = tuple(self._option(OPTIONS[kind], v, f"{where}[{i}]", size)
                        for i, v in enumerate(listed(data["options"], where, self._most_options())))
        return Decision(kind, player, options, self._detail(kind, data["detail"], f"{path}.detail"))

    def _most_options(self) -> int:
        """More choices than a decision of the ruleset ever offers: a card of the discard pile with a
        wonder, or a divinity of the largest deck with an order of the others."""
        rules = self.rules
        largest = max(Counter(d.deck for d in rules.divinities).values())
        return len(rules.cards) * len(rules.wonders) + factorial(min(largest, 8))

    def _option(self, how: str, value: Any, path: str, size: int) -> Any:
        rules, c = self.rules, self.c
        if how in ("token", "card", "wonder"):
            return c.inp(how, value, path)
        if how == "slot":
            return whole(value, path, 0, size - 1)
        if how == "position":
            return whole(value, path, -rules.track.capital, rules.track.capital)
        if how == "looting":
            return whole(value, path, 0, len(rules.track.looting) - 1)
        if how == "mythology":
            return whole(value, path, 0, len(rules.vocabulary.mythologies) - 1)
        first, second = listed(value, path, 2, 2)
        if how == "card_wonder":
            return c.inp("card", first, f"{path}[0]"), c.inp("wonder", second, f"{path}[1]")
        if how == "divinity_space":
            spaces = rules.section("pantheon").spaces
            return c.inp("divinity", first, f"{path}[0]"), whole(second, f"{path}[1]", 0, spaces - 1)
        return c.inp("divinity", first, f"{path}[0]"), c.inps("divinity", second, f"{path}[1]", len(rules.divinities))

    def _detail(self, kind: str, value: Any, path: str) -> tuple[Any, ...]:
        """What the engine needs to offer and settle a decision, in the shape of its kind."""
        if kind == INVOKE_CHOICE:
            mode, found, via = listed(value, path, 3, 3)
            mode = one_of(mode, f"{path}[0]", ("tops", "deck"), "where the divinity is found")
            if mode == "tops":
                shown_ = tuple(whole(d, f"{path}[1][{i}]", 0, len(self.rules.divinities) - 1) for i, d in
                               enumerate(listed(found, f"{path}[1]", len(self.rules.vocabulary.mythologies))))
                return mode, shown_, self._field("via", via, f"{path}[2]")
            return mode, self._field("mythology", found, f"{path}[1]"), self._field("via", via, f"{path}[2]")
        if kind in stealing.STORED_DETAILS:       # taking from the opponent: the form Agora reads too
            return stealing.detail_in(self.rules, kind, value, path)
        fields = DETAILS[kind]
        items = listed(value, path, len(fields), len(fields))
        return tuple(self._field(field, v, f"{path}[{i}]") for i, (field, v) in enumerate(zip(fields, items,
                                                                                              strict=True)))

    def _field(self, field: str, value: Any, path: str) -> Any:
        v = self.rules.vocabulary
        if field == "divinity":
            return whole(value, path, 0, len(self.rules.divinities) - 1)
        if field == "mythology":
            return whole(value, path, 0, len(v.mythologies) - 1)
        if field == "colour":
            return whole(value, path, 0, len(v.colours) - 1)
        if field == "relation":
            return one_of(value, path, v.cities, "a city")
        if field == "relations":
            relations = tuple(one_of(x, f"{path}[{i}]", v.cities, "a city")
                              for i, x in enumerate(listed(value, path, len(v.cities))))
            if not relations or len(set(relations)) != len(relations):
                raise InvalidRecordError(path, "expected each city once, at least one")
            return relations
        if field == "piece":
            return one_of(value, path, v.pieces, "a piece of the track")
        names = {c.name for c in self.rules.components}
        if not isinstance(value, str) or value not in names:
            raise InvalidRecordError(path, "expected the name of the component that calls for the decision, not "
                                           f"{shown_json(value)}")
        return value

    # ---- the position as a whole ------------------------------------------------------------------------
    def _name(self, d: int) -> str:
        return shown(self.rules.divinities[d].name)

    def check(self, state: State) -> None:
        """What play keeps true of the Pantheon (:func:`oracle.duel.invariants.pantheon_problems`
        checks the same across a move): nothing moves during the draft; the board as the reveal
        leaves it; every divinity in one place; every token the setup deals accounted for once."""
        pantheon, rules, drawn = part(state), self.rules, setup_part(state.setup, state.game.hooks)
        constants = rules.section("pantheon")
        assert pantheon is not None and drawn is not None
        path = "$.pantheon"
        if state.age == 0:
            initial = initial_pantheon(rules, drawn)
            for field in Pantheon._fields:
                if getattr(pantheon, field) != getattr(initial, field):
                    raise InvalidRecordError(f"{path}.{field}", "expected its value before Age I: nothing of the "
                                                                "Pantheon moves during the wonder draft")
            return
        if pantheon.revealed != (state.age >= constants.first_age):
            raise InvalidRecordError(f"{path}.revealed", f"the divinities turn face up when Age "
                                                         f"{AGES[constants.first_age - 1]} is dealt")
        gate = rules.divinity_index[constants.gate]
        for s, d in enumerate(pantheon.spaces):
            placer = pantheon.placed_by[s]
            if (d == gate and placer >= 0) or (not pantheon.revealed and (d >= 0) != (placer >= 0)):
                raise InvalidRecordError(f"{path}.placed_by[{s}]", "expected the seat that placed the divinity "
                                                                   "lying face down here (-1: none, or the Gate)")
        self._divinities(state)
        for p, seat in enumerate(pantheon.known_tops):
            for m, known in enumerate(seat):
                if known > len(pantheon.decks[m]):
                    raise InvalidRecordError(f"{path}.known_tops[{p}][{m}]", f"the deck holds {len(pantheon.decks[m])}"
                                                                             " divinities")
        self._structure_tokens(state)
        self._held_tokens(state)
        for i, (d, tokens) in enumerate(pantheon.on_cards):
            if not tokens:
                raise InvalidRecordError(f"{path}.on_cards[{i}][1]", "expected the tokens lying on the divinity")
            if any(other == d for other, _ in pantheon.on_cards[:i]):
                raise InvalidRecordError(f"{path}.on_cards[{i}][0]", f"{self._name(d)} is listed once")
        for i, (_, card, symbol) in enumerate(pantheon.marks):
            if rules.cards[card].symbols[:1] != (symbol,):
                raise InvalidRecordError(f"{path}.marks[{i}][2]", f"expected the science symbol of "
                                                                  f"{shown(rules.cards[card].name)}")
        if pantheon.blocker is not None and pantheon.blocker == state.pawn:
            raise InvalidRecordError(f"{path}.blocker", "the blocker never stands on the pawn's space")

    def _divinities(self, state: State) -> None:
        """Every divinity in one place: its Mythology's deck, a space of the board, a city; the Gate
        only once Age II has placed it."""
        pantheon, rules, drawn = part(state), self.rules, setup_part(state.setup, state.game.hooks)
        assert pantheon is not None and drawn is not None
        mythologies = rules.vocabulary.mythologies
        gate = rules.divinity_index[rules.section("pantheon").gate]
        places = []
        for m, deck in enumerate(pantheon.decks):
            for j, d in enumerate(deck):
                if rules.divinities[d].deck != mythologies[m]:
                    raise InvalidRecordError(f"$.pantheon.decks[{m}][{j}]", f"{self._name(d)} is no {mythologies[m]} "
                                                                            "divinity")
                places.append((f"$.pantheon.decks[{m}][{j}]", d))
        places += [(f"$.pantheon.spaces[{s}]", d) for s, d in enumerate(pantheon.spaces) if d >= 0]
        places += [(f"$.pantheon.divinities[{p}][{j}]", d) for p, seat in enumerate(pantheon.divinities)
                   for j, d in enumerate(seat)]
        seen: dict[int, str] = {}
        for where, d in places:
            if d == gate and not pantheon.revealed:
                raise InvalidRecordError(where, f"{self._name(d)} comes onto the board when Age "
                                                f"{AGES[rules.section('pantheon').first_age - 1]} is dealt")
            if d in seen:
                raise InvalidRecordError(where, f"{self._name(d)} is also at {seen[d]}")
            seen[d] = where
        if pantheon.revealed and gate not in seen:
            raise InvalidRecordError("$.pantheon.spaces", f"{self._name(gate)} is nowhere: on no space and in no city")
        for m, deck in enumerate(drawn.decks):
            for j, d in enumerate(deck):
                if d not in seen:
                    where = f"decks[{m}][{j}]" if self.c.compact else f"divinities.{mythologies[m]}[{j}]"
                    raise InvalidRecordError(f"$.setup.pantheon.{where}", f"{self._name(d)} is nowhere: in no deck, "
                                                                          "on no space and in no city")

    def _structure_tokens(self, state: State) -> None:
        """pantheon.tokens_setup: the tokens lie face up on the setup's slots of the Age's face-down
        cards until the card is uncovered (pantheon.token_gain) or discarded."""
        pantheon, constants = part(state), self.rules.section("pantheon")
        assert pantheon is not None and setup_part(state.setup, state.game.hooks) is not None
        dealt: tuple[tuple[int, int], ...] = ()
        drawn = setup_part(state.setup, state.game.hooks)
        assert drawn is not None
        if state.age == 1:
            dealt = tuple(zip(constants.mythology_slots, drawn.mythology_tokens, strict=True))
        elif state.age == 2:
            dealt = tuple((slot, OFFERING_BASE + v) for slot, v in zip(constants.offering_slots,
                                                                       drawn.offering_tokens,
                                                                       strict=True))
        for i, (slot, token) in enumerate(pantheon.structure_tokens):
            where = f"$.pantheon.structure_tokens[{i}]"
            if (slot, token) not in dealt or any(s == slot for s, _ in pantheon.structure_tokens[:i]):
                raise InvalidRecordError(where, f"expected a token the setup lays on Age {AGES[state.age - 1]}'s "
                                                "structure, each once")
            if state.structure[slot] < 0 or state.face_up >> slot & 1:
                raise InvalidRecordError(where, f"the card of slot {slot} is gone or face up: its token has left it")

    def _held_tokens(self, state: State) -> None:
        """Every Mythology token (from Age I) and Offering token (from Age II) the setup deals is held,
        on the structure, spent (Offering) or lost with a discarded card; once each."""
        pantheon, setup = part(state), setup_part(state.setup, state.game.hooks)
        assert pantheon is not None and setup is not None
        mythologies = self.rules.vocabulary.mythologies
        myth: list[tuple[str, int]] = [(f"$.pantheon.mythology[{p}][{j}]", m) for p, seat in
                                       enumerate(pantheon.mythology) for j, m in enumerate(seat)]
        offer: list[tuple[str, int]] = [(f"$.pantheon.offerings[{p}][{j}]", v) for p, seat in
                                        enumerate(pantheon.offerings) for j, v in enumerate(seat)]
        offer += [(f"$.pantheon.spent[{j}]", v) for j, v in enumerate(pantheon.spent)]
        for where, tokens in (("structure_tokens", [t for _, t in pantheon.structure_tokens]),
                              ("lost_tokens", list(pantheon.lost_tokens))):
            for j, t in enumerate(tokens):
                at = f"$.pantheon.{where}[{j}]" + ("[1]" if where == "structure_tokens" else "")
                (offer if t >= OFFERING_BASE else myth).append((at, t - OFFERING_BASE if t >= OFFERING_BASE else t))
        for places, dealt, setup_key, what in (
                (myth, setup.mythology_tokens if state.age >= 1 else (), "mythology_tokens", "Mythology"),
                (offer, setup.offering_tokens if state.age >= 2 else (), "offering_tokens", "Offering")):
            left = Counter(dealt)
            for where, t in places:
                if not left[t]:
                    label = mythologies[t] if what == "Mythology" else str(t)
                    raise InvalidRecordError(where, f"one {label} {what} token more than the Ages dealt so far hold")
                left[t] -= 1
            for j, t in enumerate(dealt):
                if left[t] and dealt[j + 1:].count(t) < left[t]:
                    label = mythologies[t] if what == "Mythology" else str(t)
                    raise InvalidRecordError(f"$.setup.pantheon.{setup_key}[{j}]", f"this {label} {what} token is "
                                                                                    "nowhere: held by no one, on no "
                                                                                    "card, neither spent nor lost")



# what the expansion gives Duel's stored state (oracle.duel.points): its part, under its key
STORED = {"pantheon": PantheonCodec}
