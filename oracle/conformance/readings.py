"""The other readings of a ruleset's rule options, as cases of its suite (area ``readings``).

A rule option (:mod:`oracle.core.options`) lets an engine that follows another reading of an open point
be checked: a run choosing it (``oracle conform --rule-option NAME=READING``) plays every item under it
and skips those whose expectations it changes.  The cases of this area check the other readings
themselves.  Each is a twin of a case of the suite: the same record, its ``rule_options`` naming one
reading other than the default, and the expectations that reading gives, wherever they differ from
the case's (the refusals the case lists are left out).  A run with the defaults skips them the same
way, as items whose expectations its readings change.

This module makes the twins of a suite made of cases (a record and what holds after it: the state,
the events of the last move, the legal list of the first player owing a decision, what some players
see), whichever game's generator mined them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from oracle.conformance.canonical import digest, legal_list, state_view
from oracle.core.game import Game
from oracle.core.options import RuleOption, with_choice
from oracle.errors import OracleError

READINGS = "readings"
READINGS_AREA = ("The other readings of the ruleset's rule options: cases whose record names the readings it is "
                 "played with (rule_options), each where that reading changes what the default one expects.")
TWINS_EACH = 12     # cases of each reading other than an option's default, at most
LOOKED_AT = 150     # cases that name none of the ruling's rules looked at for one reading, at most
EXPECTED = frozenset({"state", "events", "legal", "observe", "illegal"})    # what a case may expect


def reading_twins(cases: Iterable[dict[str, Any]], game_of: Callable[[str, int], Game],
                  rule_of: Mapping[str, str], each: int = TWINS_EACH) -> list[dict[str, Any]]:
    """For each reading other than the default of each rule option of the variants of ``cases`` (in
    the order the cases meet them), the first cases, at most ``each``, whose expectations the reading
    changes, played again under it: those naming the rule of the option's ruling (``rule_of``: ruling
    id -> rule id) first, then the others (:data:`LOOKED_AT` of them at most), each in the order given.
    ``game_of(variant, players)`` is the game a case's tags name.  A case whose moves the reading
    refuses has no twin."""
    cases = list(cases)
    variants = list(dict.fromkeys(c["tags"]["variant"] for c in cases))
    out: list[dict[str, Any]] = []
    for variant in variants:
        own = [c for c in cases if c["tags"]["variant"] == variant]
        declared = game_of(variant, int(own[0]["tags"]["players"])).declared_rule_options
        for option in declared:
            rule = rule_of[option.ruling]
            named = [c for c in own if rule in c["rules"]]
            rest = [c for c in own if rule not in c["rules"]][:LOOKED_AT]
            for reading in option.values[1:]:
                made = 0
                for case in (*named, *rest):
                    if made == each:
                        break
                    twin = _twin(game_of(variant, int(case["tags"]["players"])), case, option, reading, rule)
                    if twin is not None and all(t["id"] != twin["id"] for t in out):
                        out.append(twin)
                        made += 1
    return out


def _twin(game: Game, case: dict[str, Any], option: RuleOption, reading: str, rule: str) -> dict[str, Any] | None:
    """``case`` played under ``option`` = ``reading``, or None when the reading refuses one of its moves
    or expects nothing different (or the case expects what this module does not rebuild)."""
    if not set(case["expect"]) <= EXPECTED:
        return None
    record = with_choice(case["record"], {**case["record"].get("rule_options", {}), option.name: reading})
    try:
        other = game.with_rule_options(record.get("rule_options", {}))
        state, steps = other.replay(other.read_record(json.dumps(record)))
    except OracleError:
        return None
    expect = _expected(other, state, steps, case["expect"])
    if expect == {k: v for k, v in case["expect"].items() if k != "illegal"}:
        return None
    body = {k: v for k, v in case.items() if k not in ("id", "commonly_wrong", "note", "record", "expect")}
    body["description"] = (f"With the rule option {option.setting(reading)}, the moves of the case {case['id']}, "
                           f"whose expectations this reading changes: {option.readings[reading]}")
    body["rules"] = list(dict.fromkeys((*case["rules"], rule)))
    body["tags"] = {**case["tags"], "area": READINGS}
    if "variants" in body:
        body["variants"] = [case["tags"]["variant"]]    # an option is its ruleset's: the twin holds there only
    body["record"] = record
    body["expect"] = expect
    tags = case["tags"]
    suffix = "" if tags["variant"] == "standard" else f"-{tags['variant']}"
    ident = f"{option.name}-{reading}-{tags['players']}p{suffix}".replace("_", "-")     # ids: [a-z0-9-]
    return {"id": f"{ident}-{digest(body, 8)}", **body}


def _expected(game: Game, state: Any, steps: list[Any], was: dict[str, Any]) -> dict[str, Any]:
    """What holds after the moves, as the case ``was`` expects it (the same keys but its refusals)."""
    expect: dict[str, Any] = {"state": state_view(state)}
    if "events" in was and steps:
        expect["events"] = [e.to_json() for e in steps[-1].events]
    owing = game.to_move(state)
    expect["legal"] = legal_list(state, owing[0]) if owing else []
    if "observe" in was:
        expect["observe"] = [{"player": o["player"], "observation": game.observe(state, o["player"])}
                             for o in was["observe"]]
    return expect


__all__ = ["READINGS", "READINGS_AREA", "TWINS_EACH", "reading_twins"]
