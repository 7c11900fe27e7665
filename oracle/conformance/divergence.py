"""The first divergence: the first step of a record at which an engine departs from the oracle,
and the rules behind it.

A case or golden fails on what it checks at its end (or at its step); the fault usually happened
earlier.  To point an engine author at the fault, the record is replayed in the engine one move
at a time and compared with the oracle after every move: the move's events, then the state
(every field the engine reports; a field it leaves out is not compared), then the legal actions
of the player owing a decision.  The first difference found is *the* divergence: the step, the
move that led to it, every difference in full, and the rules blamed for it.

Blame reads two things the oracle knows at that step: which rules the kind of difference points at
(events the engine lacks or adds, actions missing or extra, a field of the state) and which rules
the move applied (its events), both through the game's ``blame`` module.  What the difference
points at comes first, then the rest of what the move applied; a field of the state points at
many rules at once (coins change for many reasons), so of those the ones the move applied lead.

:func:`compare` is shared with the divergence search of ``--fuzz``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from oracle.conformance.canonical import canonical, legal_list, state_view

Ask = Callable[[dict[str, Any]], dict[str, Any]]

KINDS = ("refused", "events", "state", "legal")    # the kinds of difference, in the order they are looked for


@dataclass
class Divergence:
    """Where an engine first departs from the oracle."""

    moves: int                      # moves applied when the difference was seen
    kind: str                       # one of KINDS
    what: str                       # the difference, in one sentence
    rules: list[str]
    details: list[str] = field(default_factory=list)   # every difference, whole
    move: Any = None                # the move that led there (its JSON), None before the first move
    pointed: int = 0                # how many of ``rules`` (the first) the difference itself points at
    states: dict[str, Any] | None = None    # the oracle's view and the engine's state answer, where both were seen

    def about(self, rules: Sequence[str], focus: str | None = None) -> None:
        """Of the rules the difference points at, those a failing item is about come first: the
        rule of the commonly-wrong entry it checks (``focus``), then its other rules."""
        head, tail = self.rules[:self.pointed], self.rules[self.pointed:]
        first = [focus] if focus in head else []
        self.rules = list(dict.fromkeys([*first, *(r for r in head if r in rules), *head, *tail]))

    def to_json(self) -> dict[str, Any]:
        """For a report: ``what`` and each of ``details`` one line, bounded (they hold an engine's text)."""
        from oracle.conformance.client import one_line
        from oracle.conformance.runner import DETAIL_LIMIT, MESSAGE_LIMIT

        return {"moves": self.moves, "kind": self.kind, "move": self.move, "rules": self.rules,
                "what": one_line(self.what, MESSAGE_LIMIT),
                "details": [one_line(d, DETAIL_LIMIT) for d in self.details]}

    def sentence(self, limit: int = 160) -> str:
        """The divergence for a report line: where, after which move (its JSON cut at ``limit``
        characters), what."""
        from oracle.conformance.runner import json_text

        if self.kind == "refused":
            where = f"at move {self.moves} {json_text(self.move, limit)}"
        elif self.moves:
            where = f"after move {self.moves - 1} {json_text(self.move, limit)}"
        else:
            where = "before the first move"
        from oracle.conformance.client import one_line
        from oracle.conformance.runner import MESSAGE_LIMIT

        return f"first divergence {where}: {one_line(self.what, MESSAGE_LIMIT)}"


def ranked(pointed: Sequence[str], applied: Sequence[str], narrowed: bool = False) -> list[str]:
    """The rules blamed for a difference: those it points at, then the rest of those the move
    applied.  ``narrowed``: the difference points at many rules at once (a field of the state such
    as coins), so those of them the move applied come first."""
    both = [r for r in pointed if r in applied] if narrowed else []
    return list(dict.fromkeys([*both, *pointed, *applied]))


def state_problems(expected: dict[str, Any], actual: dict[str, Any], unordered: frozenset[str]) -> list[str]:
    """Where the engine's ``state`` answer departs from the oracle's view, field by field; a field
    the engine leaves out is not compared (the schema makes some optional)."""
    from oracle.conformance.runner import state_differences

    present = {k: v for k, v in expected.items() if k in actual}
    return state_differences(present, actual, unordered=unordered)


def event_key(event: dict[str, Any]) -> str:
    """What an event is compared by: its kind, player, subject and amount."""
    return canonical({k: v for k, v in event.items() if k in ("kind", "player", "subject", "amount")})


def events_problems(expected: Sequence[dict[str, Any]], actual: Sequence[Any]) -> list[str]:
    """The events of a move the engine lacks and adds (compared as multisets)."""
    from oracle.conformance.runner import json_text

    want = Counter(map(event_key, expected))
    got = Counter(event_key(e) if isinstance(e, dict) else json_text(e) for e in actual)
    out = [f"event missing: {e}" for e in (want - got).elements()]
    return out + [f"event unexpected: {e}" for e in (got - want).elements()]


def differing_events(ours: Sequence[Any], theirs: Sequence[Any]) -> list[Any]:
    """The oracle's events that the engine's departs on: those it lacks, and those of a kind the
    engine reports differently (same kind and player, another subject or amount)."""
    got = Counter(event_key(e) for e in theirs if isinstance(e, dict))
    unexpected = {(e.get("kind"), e.get("player")) for e in theirs if isinstance(e, dict)
                  and event_key(e) not in {event_key(o.to_json()) for o in ours}}
    out = []
    for event in ours:
        key = event_key(event.to_json())
        if got[key]:
            got[key] -= 1
            if (event.kind, event.to_json().get("player")) not in unexpected:
                continue
        out.append(event)
    return out


def compare(kit: Any, state: Any, ask: Ask, player_request: Callable[[int | None], dict[str, Any]],
            applied: Sequence[str], moves: int, move: Any = None) -> Divergence | None:
    """The engine's state, then its legal list, against the oracle's ``state`` after ``moves``
    moves (``applied``: the rules the last move applied)."""
    from oracle.conformance.runner import answer_object, answer_objects, json_text, legal_differences

    view = state_view(state)
    theirs = answer_object(ask({"type": "state"}), "state")
    states = {"oracle": view, "engine": theirs}
    problems = state_problems(view, theirs, kit.unordered)
    if problems:
        pointed: list[str] = []
        for problem in problems:
            pointed += kit.rules_for_state_path(problem.split(":")[0])
        rules = ranked(pointed, applied, narrowed=True)
        return Divergence(moves, "state", problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1
                                                          else ""), rules, problems, move, len(set(pointed)),
                          states)
    owing = state.game.to_move(state)
    player = owing[0] if owing else None
    actions = answer_objects(ask(player_request(player)), "actions")
    missing, unexpected = legal_differences(legal_list(state, player), actions)
    if missing or unexpected:
        details = [f"missing {json_text(a, 10**6)}" for a in missing] \
            + [f"unexpected {json_text(a, 10**6)}" for a in unexpected]
        counts = ", ".join(f"{n} {word}" for n, word in ((len(missing), "missing"), (len(unexpected), "unexpected"))
                           if n)
        pointed = kit.rules_for_legal_diff(missing, unexpected)
        return Divergence(moves, "legal", f"the legal actions differ ({counts}): {details[0]}"
                          + (f" (and {len(details) - 1} more)" if len(details) > 1 else ""),
                          ranked(pointed, applied), details, move, len(set(pointed)), states)
    return None
