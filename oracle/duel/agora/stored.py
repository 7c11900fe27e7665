"""Agora's part of a stored state (``duel-state/1``, key ``agora``), its decisions, and its victory.

The Senate is written Chamber by Chamber, Chamber 1 first: each player's cubes (the first player's
first), whether its Decree lies face up, and its Decree by name; the setup's ``agora`` holds the Decree
drawn for each Chamber (indices in the compact form, names in the other).
The Conspiracy deck is written top first, each card with the players who know it (the one who put it
back: ruling ``agora.conspiracy_knowledge``), and each player's Conspiracies in the order kept, by name,
each with the card prepared under it (``null``: none) and whether it has been triggered; ``trigger``
says whether the player to move may still trigger one in this turn (``"open"``), has triggered one
whose effects are being settled (``"settling"``), or has triggered one already (``"spent"``).
A decision keeps ``detail``, what the engine needs to offer and settle it: the Chambers a placement
may go into, or the seat whose cube is removed; conspiring's options name the Conspiracy kept and
where the other goes back.  Both forms (names and compact) write them alike.

Reading checks each value at its JSON path, then, with the rest of the position read
(:meth:`AgoraCodec.check`), what play keeps true: no more cubes in the Senate than a supply holds,
a Chamber holding a cube shows its Decree, only the Chambers the spec names lie face down, each
Chamber holds the Decree the setup drew for it, and a political victory's winner controls every Chamber.
"""

from __future__ import annotations

from typing import Any

from oracle.core.records import expect_name, expect_object
from oracle.duel.agora import conspiracies, conspiring, influence, schemes
from oracle.duel.agora.decrees import CONSPIRACY, KIND, AgoraSetup
from oracle.duel.agora.kinds import (
    ACCESSIBLE_CHOICE,
    ASIDE_CHOICE,
    BOTTOM,
    CONSPIRATOR_CHOICE,
    CONSPIRE_CHOICE,
    DECREE_CHOICE,
    GIVE_CHOICE,
    LOCK_CHOICE,
    MOVE_CHOICE,
    PLACE_CHOICE,
    POLITICAL,
    REMOVE_CHOICE,
    SENATE_CHOICE,
    TAKE_CHOICE,
    TOP,
    TOP_ROW_CHOICE,
    UNPREPARED_CHOICE,
    WONDER_CHOICE,
)
from oracle.duel.agora.senate import Chamber, Senate, adjacent, political_supremacy
from oracle.duel.agora.state import MAY_TRIGGER, NAME, TRIGGERED, TRIGGERING, Agora, Plot, constants, part
from oracle.duel.points import Victory
from oracle.duel.shared import stealing
from oracle.duel.spec import AGES
from oracle.duel.state import Decision, State, Turn
from oracle.duel.state_checks import flag, listed, whole
from oracle.errors import InvalidRecordError
from oracle.text import shown_json

KEYS = ("senate", "deck", "conspiracies", "trigger")
PLOT_KEYS = ("conspiracy", "prepared", "triggered", "locked")
# agora.trigger: where the player to move stands with this turn's one trigger, as a stored state writes it
TRIGGER_WORDS = {MAY_TRIGGER: "open", TRIGGERING: "settling", TRIGGERED: "spent"}
CHAMBER_KEYS = ("cubes", "face_up", "decrees")
DECK_KEYS = ("conspiracy", "known_to")


class AgoraCodec:
    """Write and read Agora's values; the state's codec (``codec``) names components."""

    # the decisions this part writes and reads
    DECISIONS = (PLACE_CHOICE, MOVE_CHOICE, REMOVE_CHOICE, SENATE_CHOICE, CONSPIRATOR_CHOICE, CONSPIRE_CHOICE,
                 TOP_ROW_CHOICE, ASIDE_CHOICE, WONDER_CHOICE, TAKE_CHOICE, GIVE_CHOICE, LOCK_CHOICE, UNPREPARED_CHOICE,
                 DECREE_CHOICE, ACCESSIBLE_CHOICE, *stealing.STORED_OPTIONS)

    def __init__(self, codec: Any, rules: Any):
        self.c = codec
        self.rules = rules
        self.constants = constants(rules)
        self.decrees = {d.name: d.index for d in rules.of_kind(KIND)}
        self.conspiracies = {c.name: c.index for c in rules.of_kind(CONSPIRACY)}
        self.conspiracy_names = [c.name for c in rules.of_kind(CONSPIRACY)]

    # ---- the setup: the Decree drawn for each Chamber ------------------------------------------------
    def setup_out(self, setup: AgoraSetup) -> dict[str, Any]:
        return {"decrees": list(setup.decrees), "conspiracies": list(setup.conspiracies)}

    def setup_names(self, value: Any, path: str) -> Any:
        """The compact setup's ``agora`` as the names form writes it, each Decree's index checked at its
        path (the names' reader checks the rest at the same paths)."""
        if not isinstance(value, dict):
            return value
        out = dict(value)
        for key, found in (("decrees", self.rules.of_kind(KIND)), ("conspiracies", self.rules.of_kind(CONSPIRACY))):
            listed_ = value.get(key)
            if isinstance(listed_, list) and len(listed_) <= len(found):
                out[key] = [found[whole(d, f"{path}.{key}[{i}]", 0, len(found) - 1)].name
                            for i, d in enumerate(listed_)]
        return out

    # ---- the position's Agora ---------------------------------------------------------------------------
    def out(self, agora: Agora) -> dict[str, Any]:
        names = self.conspiracy_names
        return {"senate": [self._chamber_out(chamber) for chamber in agora.senate.chambers],
                "deck": [{"conspiracy": names[card], "known_to": [p for p in (0, 1) if known >> p & 1]}
                         for card, known in zip(agora.deck, agora.known, strict=True)],
                "conspiracies": [[{"conspiracy": names[plot.conspiracy], "prepared": self.c.out("card", plot.card),
                                   "triggered": plot.triggered, "locked": self.c.out("token", plot.token)}
                                  for plot in hand] for hand in agora.hands],
                "trigger": TRIGGER_WORDS[agora.triggering],
                **({"set_aside_seen": list(agora.looked)} if any(agora.looked) else {})}

    @staticmethod
    def _chamber_out(chamber: Chamber) -> dict[str, Any]:
        """A Chamber: its cubes, face and Decrees, top first, with ``flipped`` (the Decrees lying
        otherwise than the Chamber's face) only where a Decree moved in lies so."""
        out: dict[str, Any] = {"cubes": list(chamber.cubes), "face_up": chamber.face_up,
                               "decrees": list(chamber.decrees)}
        if chamber.flipped:
            out["flipped"] = list(chamber.flipped)
        return out

    def inp(self, value: Any, size: int) -> Agora:
        """The position's ``agora``, each value checked at its path."""
        path = "$.agora"
        data = expect_object(value, path, KEYS, ("set_aside_seen",))
        count = self.constants.chambers
        chambers = []
        for n, entry in enumerate(listed(data["senate"], f"{path}.senate", count, count)):
            where = f"{path}.senate[{n}]"
            fields = expect_object(entry, where, CHAMBER_KEYS, ("flipped",))
            cubes = tuple(whole(v, f"{where}.cubes[{p}]", 0, self.constants.cubes_each)
                          for p, v in enumerate(listed(fields["cubes"], f"{where}.cubes", 2, 2)))
            kinds = self.rules.of_kind(KIND)
            decrees = tuple(kinds[expect_name(d, f"{where}.decrees[{i}]", self.decrees, "Decree")].name
                            for i, d in enumerate(listed(fields["decrees"], f"{where}.decrees", count)))
            flipped = tuple(kinds[expect_name(d, f"{where}.flipped[{i}]", self.decrees, "Decree")].name
                            for i, d in enumerate(listed(fields.get("flipped", []), f"{where}.flipped", count)))
            for i, d in enumerate(flipped):
                if d not in decrees[1:] or flipped.index(d) != i:
                    raise InvalidRecordError(f"{where}.flipped[{i}]", f"expected a Decree moved into this Chamber, "
                                                                      f"each once, not {shown_json(d)}")
            chambers.append(Chamber((cubes[0], cubes[1]), decrees, flag(fields["face_up"], f"{where}.face_up"),
                                    flipped))
        total = len(self.conspiracy_names)
        deck: list[int] = []
        known: list[int] = []
        for i, entry in enumerate(listed(data["deck"], f"{path}.deck", total)):
            where = f"{path}.deck[{i}]"
            fields = expect_object(entry, where, DECK_KEYS)
            deck.append(expect_name(fields["conspiracy"], f"{where}.conspiracy", self.conspiracies, "Conspiracy"))
            players = [whole(v, f"{where}.known_to[{k}]", 0, 1)
                       for k, v in enumerate(listed(fields["known_to"], f"{where}.known_to", 2))]
            if len(set(players)) != len(players):
                raise InvalidRecordError(f"{where}.known_to", "a player is listed twice")
            known.append(sum(1 << p for p in players))
        hands = tuple(tuple(self._plot(v, f"{path}.conspiracies[{p}][{k}]")
                            for k, v in enumerate(listed(hand, f"{path}.conspiracies[{p}]", total)))
                      for p, hand in enumerate(listed(data["conspiracies"], f"{path}.conspiracies", 2, 2)))
        words = {word: n for n, word in TRIGGER_WORDS.items()}
        if data["trigger"] not in words:
            raise InvalidRecordError(f"{path}.trigger", 'expected "open", "settling" or "spent", not '
                                                        f"{shown_json(data['trigger'])}")
        seen: set[int] = set()
        for where, card in [*((f"{path}.deck[{i}].conspiracy", c) for i, c in enumerate(deck)),
                            *((f"{path}.conspiracies[{p}][{k}].conspiracy", c.conspiracy)
                              for p, hand in enumerate(hands) for k, c in enumerate(hand))]:
            if card in seen:
                raise InvalidRecordError(where, f"'{self.conspiracy_names[card]}' is in the deck or a hand already")
            seen.add(card)
        where = f"{path}.set_aside_seen"
        looked = tuple(whole(v, f"{where}[{p}]", 0, len(AGES))
                       for p, v in enumerate(listed(data.get("set_aside_seen", [0, 0]), where, 2, 2)))
        return Agora(Senate(tuple(chambers)), tuple(deck), tuple(known), (hands[0], hands[1]), words[data["trigger"]],
                     (looked[0], looked[1]))

    def _plot(self, value: Any, path: str) -> Plot:
        """A Conspiracy a player holds: which, the card prepared under it (none for one Curia Julia
        triggered: effect.trigger_unprepared), whether triggered, and the token locked on it (only a
        triggered one holds one: effect.lock_progress)."""
        fields = expect_object(value, path, PLOT_KEYS)
        conspiracy = expect_name(fields["conspiracy"], f"{path}.conspiracy", self.conspiracies, "Conspiracy")
        card = self.c.inp("card", fields["prepared"], f"{path}.prepared", empty=True)
        triggered = flag(fields["triggered"], f"{path}.triggered")
        token = self.c.inp("token", fields["locked"], f"{path}.locked", empty=True)
        if token >= 0 and not triggered:
            raise InvalidRecordError(f"{path}.locked", "a token is locked only on a triggered Conspiracy")
        return Plot(conspiracy, card, triggered, token)

    def check(self, state: State) -> None:
        """What play keeps true of the Senate (agora.supply, agora.reveal, agora.decrees_setup) and of the
        turn's trigger (agora.trigger: one is settled only while its effects owe decisions and the turn
        waits for them; none during the wonder draft)."""
        agora = part(state)
        assert agora is not None
        c = self.constants
        if agora.triggering != MAY_TRIGGER and (state.age == 0 or state.outcome is not None):
            raise InvalidRecordError("$.agora.trigger", 'expected "open": no turn triggers a Conspiracy '
                                                        + ("during the wonder draft" if state.age == 0 else
                                                           "once the game is over"))
        if agora.triggering == TRIGGERING and not (state.pending and state.extra_turn):
            raise InvalidRecordError("$.agora.trigger", '"settling" holds only while a triggered Conspiracy\'s '
                                                        "effects owe decisions and the turn goes on after them")
        for p, seen in enumerate(agora.looked):
            if seen > state.age:
                raise InvalidRecordError(f"$.agora.set_aside_seen[{p}]", f"at most {state.age}: no player looks at "
                                                                          "the cards left out of an Age still to come")
        for p in (0, 1):
            if agora.senate.on_board(p) > c.cubes_each:
                raise InvalidRecordError("$.agora.senate", f"player {p} has {agora.senate.on_board(p)} cubes in the "
                                                           f"Senate; a supply holds {c.cubes_each}")
        for n, chamber in enumerate(agora.senate.chambers, 1):
            where = f"$.agora.senate[{n - 1}].face_up"
            if not chamber.face_up and chamber.cubes != (0, 0):
                raise InvalidRecordError(where, f"Chamber {n} holds a cube, so its Decree lies face up")
            if chamber.flipped and chamber.cubes != (0, 0):
                raise InvalidRecordError(f"$.agora.senate[{n - 1}].flipped", f"Chamber {n} holds a cube, so each "
                                                                             "of its Decrees lies face up")
            if not chamber.face_up and n not in c.hidden_decrees:
                raise InvalidRecordError(where, f"Chamber {n}'s Decree is dealt face up")
        drawn = state.game.hooks.named(state.setup.parts).get(NAME)
        if isinstance(drawn, AgoraSetup):
            decrees = self.rules.of_kind(KIND)
            own: list[tuple[str, ...]] = [(decrees[d].name,) for d in drawn.decrees]
            found = [chamber.decrees for chamber in agora.senate.chambers]
            if found != own and found not in _one_moved(own):
                n = next(n for n, (a, b) in enumerate(zip(found, own, strict=True)) if a != b)
                raise InvalidRecordError(f"$.agora.senate[{n}].decrees",
                                         f"each Chamber holds the Decree the setup drew for it (Chamber {n + 1}: "
                                         f"'{own[n][0]}'), or one Decree has moved under another's "
                                         "(effect.move_decree)")
            held_ = len(agora.deck) + sum(len(hand) for hand in agora.hands)
            if drawn.conspiracies and held_ != len(drawn.conspiracies):
                raise InvalidRecordError("$.agora.deck", f"every Conspiracy is in the deck or a hand: "
                                                         f"{len(drawn.conspiracies)} of them, found {held_}")

    # ---- decisions --------------------------------------------------------------------------------------
    def decision_out(self, d: Decision) -> dict[str, Any]:
        options: list[Any]
        if d.kind == CONSPIRE_CHOICE:
            options = [[self.conspiracy_names[card], where] for card, where in d.options]
        elif d.kind in (TOP_ROW_CHOICE, ASIDE_CHOICE, TAKE_CHOICE, GIVE_CHOICE, ACCESSIBLE_CHOICE):
            options = self.c.outs("card", d.options)
        elif d.kind == WONDER_CHOICE:
            options = self.c.outs("wonder", d.options)
        elif d.kind == LOCK_CHOICE:
            options = self.c.outs("token", d.options)
        elif d.kind == UNPREPARED_CHOICE:
            options = [self.conspiracy_names[card] if card >= 0 else None for card in d.options]
        elif d.kind in stealing.STORED_OPTIONS:
            options = self.c.outs(stealing.STORED_OPTIONS[d.kind], d.options)
        else:
            options = [list(o) if isinstance(o, tuple) else o for o in d.options]
        out: dict[str, Any] = {"kind": d.kind, "player": d.player, "options": options}
        if d.kind == TAKE_CHOICE and d.detail:
            relation, colours = d.detail
            out["detail"] = [relation, [self.rules.vocabulary.colours[c] for c in sorted(colours)]]
        elif d.kind == GIVE_CHOICE and d.detail:
            out["detail"] = [self.c.out("card", d.detail[0])]
        elif d.kind == LOCK_CHOICE and d.detail:
            out["detail"] = [self.conspiracy_names[d.detail[0]]]
        elif d.kind in stealing.STORED_OPTIONS:
            out["detail"] = stealing.detail_out(d)
        elif d.detail is not None:
            out["detail"] = [list(v) if isinstance(v, tuple) else v for v in d.detail]
        return out

    def decision_in(self, value: Any, path: str, size: int) -> Decision:
        """A decision of Agora's: its player, its options (none while it waits its turn) and its detail."""
        data = expect_object(value, path, ("kind", "player", "options", "detail"))
        kind = data["kind"]
        player = whole(data["player"], f"{path}.player", 0, 1)
        count = self.constants.chambers
        # more choices than any of Agora's decisions offers: a cube's ways, or every card
        most = max(count * 3 + 1, len(self.rules.cards))
        where = f"{path}.options"
        items = listed(data["options"], where, most)
        if kind in (PLACE_CHOICE, REMOVE_CHOICE):
            options: tuple[Any, ...] = tuple(whole(v, f"{where}[{i}]", 1, count) for i, v in enumerate(items))
        elif kind == CONSPIRE_CHOICE:
            options = tuple(self._kept(v, f"{where}[{i}]") for i, v in enumerate(items))
        elif kind in (TOP_ROW_CHOICE, ASIDE_CHOICE, TAKE_CHOICE, GIVE_CHOICE):
            options = tuple(self.c.inp("card", v, f"{where}[{i}]") for i, v in enumerate(items))
        elif kind == ACCESSIBLE_CHOICE:
            options = tuple(self.c.inp("card", v, f"{where}[{i}]", empty=True) for i, v in enumerate(items))
        elif kind == WONDER_CHOICE:
            options = tuple(self.c.inp("wonder", v, f"{where}[{i}]") for i, v in enumerate(items))
        elif kind == LOCK_CHOICE:
            options = tuple(self.c.inp("token", v, f"{where}[{i}]") for i, v in enumerate(items))
        elif kind in stealing.STORED_OPTIONS:
            how = stealing.STORED_OPTIONS[kind]
            options = tuple(self.c.inp(how, v, f"{where}[{i}]") for i, v in enumerate(items))
        elif kind == DECREE_CHOICE:
            options = tuple(self._decree_way(v, f"{where}[{i}]") for i, v in enumerate(items))
        elif kind == UNPREPARED_CHOICE:
            options = tuple(-1 if v is None else expect_name(v, f"{where}[{i}]", self.conspiracies, "Conspiracy")
                            for i, v in enumerate(items))
        else:
            options = tuple(self._way(v, f"{where}[{i}]", kind in (SENATE_CHOICE, CONSPIRATOR_CHOICE))
                            for i, v in enumerate(items))
        return Decision(kind, player, options, self._detail(kind, data["detail"], f"{path}.detail"))

    def _way(self, value: Any, path: str, places: bool) -> tuple[int, ...]:
        """A cube's way [from, to] between adjacent Chambers, [] for none, or (a Senate action) [chamber]."""
        count = self.constants.chambers
        chambers = tuple(whole(v, f"{path}[{i}]", 1, count) for i, v in enumerate(listed(value, path, 2)))
        if len(chambers) == 1 and not places:
            raise InvalidRecordError(path, "expected [from, to] or []")
        if len(chambers) == 2 and chambers[1] not in adjacent(self.constants, chambers[0]):
            raise InvalidRecordError(f"{path}[1]", f"Chamber {chambers[1]} is not next to Chamber {chambers[0]}")
        return chambers

    def _decree_way(self, value: Any, path: str) -> tuple[int, int]:
        """A Decree's way [from, to] between two Chambers (effect.move_decree)."""
        count = self.constants.chambers
        source, target = (whole(v, f"{path}[{i}]", 1, count) for i, v in enumerate(listed(value, path, 2, 2)))
        if source == target:
            raise InvalidRecordError(f"{path}[1]", "a Decree moves to another Chamber")
        return source, target

    def _kept(self, value: Any, path: str) -> tuple[int, str]:
        """A choice of conspiring: [the Conspiracy kept, where the other goes back]."""
        kept, where = listed(value, path, 2, 2)
        if where not in (TOP, BOTTOM, ""):
            raise InvalidRecordError(f"{path}[1]", 'expected "top", "bottom" or ""')
        return expect_name(kept, f"{path}[0]", self.conspiracies, "Conspiracy"), where

    def _detail(self, kind: str, value: Any, path: str) -> tuple[Any, ...] | None:
        if kind in stealing.STORED_OPTIONS:
            return stealing.detail_in(self.rules, kind, value, path)
        if kind in (MOVE_CHOICE, CONSPIRATOR_CHOICE, CONSPIRE_CHOICE, TOP_ROW_CHOICE, ASIDE_CHOICE, UNPREPARED_CHOICE,
                    DECREE_CHOICE):
            listed(value, path, 0, 0)
            return ()
        if kind == TAKE_CHOICE:
            relation, colours = listed(value, path, 2, 2)
            if relation not in ("own", "opponent"):
                raise InvalidRecordError(f"{path}[0]", f'expected "own" or "opponent", not {shown_json(relation)}')
            names = self.rules.vocabulary.colours
            return (relation, frozenset(expect_name(v, f"{path}[1][{i}]", {n: k for k, n in enumerate(names)},
                                                    "colour")
                                        for i, v in enumerate(listed(colours, f"{path}[1]", len(names)))))
        (item,) = listed(value, path, 1, 1)
        if kind == GIVE_CHOICE:
            return (self.c.inp("card", item, f"{path}[0]"),)
        if kind == LOCK_CHOICE:
            return (expect_name(item, f"{path}[0]", self.conspiracies, "Conspiracy"),)
        if kind == WONDER_CHOICE:
            if item not in ("own", "opponent"):
                raise InvalidRecordError(f"{path}[0]", f'expected "own" or "opponent", not {shown_json(item)}')
            return (item,)
        if kind in (REMOVE_CHOICE, ACCESSIBLE_CHOICE):
            return (whole(item, f"{path}[0]", 0, 1),)
        c = self.constants
        allowed = tuple(whole(v, f"{path}[0][{i}]", 1, c.chambers)
                        for i, v in enumerate(listed(item, f"{path}[0]", c.chambers)))
        every = tuple(range(1, c.chambers + 1))
        if allowed != every and allowed not in [chambers for _, chambers in c.sections]:
            raise InvalidRecordError(f"{path}[0]", "expected the Chambers of a section, or every Chamber")
        return (allowed,)


def _one_moved(own: list[tuple[str, ...]]) -> list[list[tuple[str, ...]]]:
    """effect.move_decree: the Chambers' Decrees after one Decree of the setup's moved under another's."""
    return [[() if n == source else (*held_, own[source][0]) if n == target else held_
             for n, held_ in enumerate(own)]
            for source in range(len(own)) for target in range(len(own)) if target != source]


def check_decision(state: State, i: int, d: Decision, path: str) -> bool | None:
    """Agora's decision ``d``, ``i``-th in line, checked (True), or None for another's: the first in
    line offers what the position gives, in its order; the others wait without options."""
    found = (influence.OPTIONS.get(d.kind) or conspiring.OPTIONS.get(d.kind) or schemes.OPTIONS.get(d.kind)
             or conspiracies.OPTIONS.get(d.kind) or stealing.OPTIONS.get(d.kind))
    if found is None:
        return None
    if not d.options:
        if i == 0:
            raise InvalidRecordError(f"{path}.options", "the decision first in line offers its choices")
        return True
    expected = tuple(found(Turn(state), d))
    if i or tuple(d.options) != expected:
        raise InvalidRecordError(f"{path}.options", "expected the choices the position gives, in their order "
                                                    f"({len(expected)} of them), and none for a decision waiting "
                                                    "its turn")
    return True


def _political(state: State) -> str | None:
    """agora.political_supremacy: the winner controls every Chamber."""
    agora = part(state)
    if agora is None or state.outcome is None or political_supremacy(agora.senate) != state.outcome.winner:
        return f"a political victory of player {state.outcome.winner if state.outcome else None} needs every " \
               "Chamber under their control"
    return None


STORED = {NAME: AgoraCodec}
VICTORIES = {POLITICAL: Victory("by political supremacy", _political)}

__all__ = ["STORED", "VICTORIES", "AgoraCodec", "check_decision"]
