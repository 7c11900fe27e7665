"""Agora's part of a stored state (``duel-state/1``, key ``agora``), its decisions, and its victory.

The Senate is written Chamber by Chamber, Chamber 1 first: each player's cubes (the first player's
first), whether its Decree lies face up, and its Decree by name; the setup's ``agora`` holds the Decree
drawn for each Chamber (indices in the compact form, names in the other).
A decision keeps ``detail``, what the engine needs to offer and settle it: the Chambers a placement
may go into, or the seat whose cube is removed.  Both forms (names and compact) write them alike.

Reading checks each value at its JSON path, then, with the rest of the position read
(:meth:`AgoraCodec.check`), what play keeps true: no more cubes in the Senate than a supply holds,
a Chamber holding a cube shows its Decree, only the Chambers the spec names lie face down, each
Chamber holds the Decree the setup drew for it, and a political victory's winner controls every Chamber.
"""

from __future__ import annotations

from typing import Any

from oracle.core.records import expect_name, expect_object
from oracle.duel.agora import influence
from oracle.duel.agora.decrees import KIND, AgoraSetup
from oracle.duel.agora.kinds import MOVE_CHOICE, PLACE_CHOICE, POLITICAL, REMOVE_CHOICE, SENATE_CHOICE
from oracle.duel.agora.senate import Chamber, Senate, adjacent, political_supremacy
from oracle.duel.agora.state import NAME, Agora, constants, part
from oracle.duel.points import Victory
from oracle.duel.state import Decision, State, Turn
from oracle.duel.state_checks import flag, listed, whole
from oracle.errors import InvalidRecordError

KEYS = ("senate",)
CHAMBER_KEYS = ("cubes", "face_up", "decrees")


class AgoraCodec:
    """Write and read Agora's values; the state's codec (``codec``) names components."""

    DECISIONS = (PLACE_CHOICE, MOVE_CHOICE, REMOVE_CHOICE, SENATE_CHOICE)   # the decisions this part writes and reads

    def __init__(self, codec: Any, rules: Any):
        self.c = codec
        self.rules = rules
        self.constants = constants(rules)
        self.decrees = {d.name: d.index for d in rules.of_kind(KIND)}

    # ---- the setup: the Decree drawn for each Chamber ------------------------------------------------
    def setup_out(self, setup: AgoraSetup) -> dict[str, Any]:
        return {"decrees": list(setup.decrees)}

    def setup_names(self, value: Any, path: str) -> Any:
        """The compact setup's ``agora`` as the names form writes it, each Decree's index checked at its
        path (the names' reader checks the rest at the same paths)."""
        if not isinstance(value, dict) or not isinstance(value.get("decrees"), list):
            return value
        decrees = self.rules.of_kind(KIND)
        if len(value["decrees"]) > len(decrees):
            return value
        names = [decrees[whole(d, f"{path}.decrees[{i}]", 0, len(decrees) - 1)].name
                 for i, d in enumerate(value["decrees"])]
        return {**value, "decrees": names}

    # ---- the position's Agora ---------------------------------------------------------------------------
    def out(self, agora: Agora) -> dict[str, Any]:
        return {"senate": [{"cubes": list(chamber.cubes), "face_up": chamber.face_up, "decrees": list(chamber.decrees)}
                           for chamber in agora.senate.chambers]}

    def inp(self, value: Any, size: int) -> Agora:
        """The position's ``agora``, each value checked at its path."""
        path = "$.agora"
        data = expect_object(value, path, KEYS)
        count = self.constants.chambers
        chambers = []
        for n, entry in enumerate(listed(data["senate"], f"{path}.senate", count, count)):
            where = f"{path}.senate[{n}]"
            fields = expect_object(entry, where, CHAMBER_KEYS)
            cubes = tuple(whole(v, f"{where}.cubes[{p}]", 0, self.constants.cubes_each)
                          for p, v in enumerate(listed(fields["cubes"], f"{where}.cubes", 2, 2)))
            decrees = tuple(expect_name(d, f"{where}.decrees[{i}]", self.decrees, "Decree")
                            for i, d in enumerate(listed(fields["decrees"], f"{where}.decrees", 1, 1)))
            chambers.append(Chamber((cubes[0], cubes[1]), tuple(self.rules.of_kind(KIND)[d].name for d in decrees),
                                    flag(fields["face_up"], f"{where}.face_up")))
        return Agora(Senate(tuple(chambers)))

    def check(self, state: State) -> None:
        """What play keeps true of the Senate (agora.supply, agora.reveal, agora.decrees_setup)."""
        agora = part(state)
        assert agora is not None
        c = self.constants
        for p in (0, 1):
            if agora.senate.on_board(p) > c.cubes_each:
                raise InvalidRecordError("$.agora.senate", f"player {p} has {agora.senate.on_board(p)} cubes in the "
                                                           f"Senate; a supply holds {c.cubes_each}")
        for n, chamber in enumerate(agora.senate.chambers, 1):
            where = f"$.agora.senate[{n - 1}].face_up"
            if not chamber.face_up and chamber.cubes != (0, 0):
                raise InvalidRecordError(where, f"Chamber {n} holds a cube, so its Decree lies face up")
            if not chamber.face_up and n not in c.hidden_decrees:
                raise InvalidRecordError(where, f"Chamber {n}'s Decree is dealt face up")
        drawn = state.game.hooks.named(state.setup.parts).get(NAME)
        if isinstance(drawn, AgoraSetup):
            decrees = self.rules.of_kind(KIND)
            for n, (chamber, d) in enumerate(zip(agora.senate.chambers, drawn.decrees, strict=True), 1):
                if chamber.decrees != (decrees[d].name,):
                    raise InvalidRecordError(f"$.agora.senate[{n - 1}].decrees",
                                             f"Chamber {n} holds the Decree the setup drew for it, "
                                             f"'{decrees[d].name}'")

    # ---- decisions --------------------------------------------------------------------------------------
    def decision_out(self, d: Decision) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": d.kind, "player": d.player,
                               "options": [list(o) if isinstance(o, tuple) else o for o in d.options]}
        if d.detail is not None:
            out["detail"] = [list(v) if isinstance(v, tuple) else v for v in d.detail]
        return out

    def decision_in(self, value: Any, path: str, size: int) -> Decision:
        """A decision of Agora's: its player, its options (none while it waits its turn) and its detail."""
        data = expect_object(value, path, ("kind", "player", "options", "detail"))
        kind = data["kind"]
        player = whole(data["player"], f"{path}.player", 0, 1)
        count = self.constants.chambers
        most = count * 3 + 1         # more choices than any of Agora's decisions offers
        where = f"{path}.options"
        items = listed(data["options"], where, most)
        if kind in (PLACE_CHOICE, REMOVE_CHOICE):
            options: tuple[Any, ...] = tuple(whole(v, f"{where}[{i}]", 1, count) for i, v in enumerate(items))
        else:
            options = tuple(self._way(v, f"{where}[{i}]", kind == SENATE_CHOICE) for i, v in enumerate(items))
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

    def _detail(self, kind: str, value: Any, path: str) -> tuple[Any, ...] | None:
        if kind == MOVE_CHOICE:
            listed(value, path, 0, 0)
            return ()
        (item,) = listed(value, path, 1, 1)
        if kind == REMOVE_CHOICE:
            return (whole(item, f"{path}[0]", 0, 1),)
        c = self.constants
        allowed = tuple(whole(v, f"{path}[0][{i}]", 1, c.chambers)
                        for i, v in enumerate(listed(item, f"{path}[0]", c.chambers)))
        every = tuple(range(1, c.chambers + 1))
        if allowed != every and allowed not in [chambers for _, chambers in c.sections]:
            raise InvalidRecordError(f"{path}[0]", "expected the Chambers of a section, or every Chamber")
        return (allowed,)


def check_decision(state: State, i: int, d: Decision, path: str) -> bool | None:
    """Agora's decision ``d``, ``i``-th in line, checked (True), or None for another's: the first in
    line offers what the position gives, in its order; the others wait without options."""
    if d.kind not in influence.OPTIONS:
        return None
    if not d.options:
        if i == 0:
            raise InvalidRecordError(f"{path}.options", "the decision first in line offers its choices")
        return True
    expected = tuple(influence.OPTIONS[d.kind](Turn(state), d))
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
