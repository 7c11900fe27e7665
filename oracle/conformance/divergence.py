"""The first divergence: the first step of a record at which an engine departs from the oracle,
and the rules behind it.

A case or golden fails on what it checks at its end (or at its step); the fault usually happened
earlier.  To point an engine author at the fault, the record is replayed in the engine one move
at a time and compared with the oracle after every move: the move's events, then the state
(every field the engine reports; a field it leaves out is not compared), then the legal actions
of the player owing a decision.  The first difference found is *the* divergence: the step, the
move that led to it, every difference in full, and the rules blamed for it.

Blame asks the oracle why it holds the value the engine departs from, through the game's
``blame`` module (its ``why_*`` functions, given the :class:`Moment`: the states before and after
the move, its events and those of the moves before): a pending decision leads to the rule that
created it, a player's coins to the event that moved them, a build missing from the legal list
or priced differently to the rules of the oracle's cheapest payment, the winner to the rule that
decided it.  Those rules come first; then the rules the kind of difference points at (a field of
the state, an event kind, an action kind), those the move applied leading among them; then the
rest of what the move applied.

:func:`compare` is shared with the divergence search of ``--fuzz``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from oracle.conformance.canonical import canonical, legal_list, state_view
from oracle.conformance.client import EngineFault, one_line
from oracle.conformance.compare import (
    DETAIL_LIMIT,
    MESSAGE_LIMIT,
    answer_object,
    answer_objects,
    json_text,
    legal_differences,
    state_differences,
)

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
    why: int = 0                    # how many of ``rules`` (the first) the oracle gave when asked why

    def about(self, rules: Sequence[str], focus: str | None = None) -> None:
        """Of the rules the difference points at, those a failing item is about come first: the
        rule of the commonly-wrong entry it checks (``focus``), then its other rules.  The rules
        the oracle gave when asked why stay ahead of them all: they name the value, not the field."""
        known, head, tail = self.rules[:self.why], self.rules[self.why:self.pointed], self.rules[self.pointed:]
        first = [focus] if focus in head else []
        self.rules = list(dict.fromkeys([*known, *first, *(r for r in head if r in rules), *head, *tail]))

    def to_json(self) -> dict[str, Any]:
        """For a report: ``what`` and each of ``details`` one line, bounded (they hold an engine's text)."""
        return {"moves": self.moves, "kind": self.kind, "move": self.move, "rules": self.rules,
                "what": one_line(self.what, MESSAGE_LIMIT),
                "details": [one_line(d, DETAIL_LIMIT) for d in self.details]}

    def sentence(self, limit: int = 160) -> str:
        """The divergence for a report line: where, after which move (its JSON cut at ``limit``
        characters), what."""
        if self.kind == "refused":
            where = f"at move {self.moves} {json_text(self.move, limit)}"
        elif self.moves:
            where = f"after move {self.moves - 1} {json_text(self.move, limit)}"
        else:
            where = "before the first move"
        return f"first divergence {where}: {one_line(self.what, MESSAGE_LIMIT)}"


@dataclass(frozen=True)
class Moment:
    """What the oracle knows of one step of a record, for asking it why: the state before the
    move (``None`` before the first), the state after, the move's events, the events of every
    earlier move (oldest first) and the move itself with the player who made it."""

    before: Any
    after: Any
    events: Sequence[Any] = ()
    earlier: Sequence[Sequence[Any]] = ()
    move: Any = None
    mover: int | None = None
    deciding: int | None = None     # the player whose legal list is compared, where one is


def refusal_rule(state: Any, player: int | None, action: Any) -> str | None:
    """The rule the oracle cites when refusing ``action`` (the engine's JSON) by ``player`` in
    ``state``; ``None`` when it accepts it or cannot read it."""
    from oracle.errors import IllegalMoveError, OracleError

    if not isinstance(action, dict):
        return None
    game = state.game
    fields = {k: v for k, v in action.items() if k != "cost"}
    for candidate in (fields, {k: v for k, v in fields.items() if k != "player"}):
        try:
            parsed = game.action_from_json(candidate, "action")
            break
        except (OracleError, TypeError, ValueError):
            continue
    else:
        return None
    try:
        game.apply(state, parsed, player)
    except IllegalMoveError as refused:
        return refused.rule
    except (OracleError, TypeError, ValueError):
        return None
    return None


def value_at(document: Any, path: str) -> Any:
    """The value at a report path such as ``state.players[1].coins`` (the first name is the
    document itself); ``LookupError`` when the document has no such value."""
    import re

    value = document
    for name, index in re.findall(r"\.([A-Za-z_0-9]+)|\[(\d+)\]", path[path.index("."):] if "." in path else ""):
        if name:
            if not isinstance(value, dict) or name not in value:
                raise LookupError(path)
            value = value[name]
        else:
            if not isinstance(value, list) or int(index) >= len(value):
                raise LookupError(path)
            value = value[int(index)]
    return value


def why_state(kit: Any, moment: Moment | None, problems: Sequence[str], view: Any, theirs: Any) -> list[str]:
    """The rules behind the oracle's values of the fields that differ, field by field."""
    out: list[str] = []
    # a decision owed decides who moves next: asked first
    for problem in sorted(problems, key=lambda p: not p.startswith("state.pending")):
        path = problem.split(":")[0]
        expected, actual = _value_or_none(view, path), _value_or_none(theirs, path)
        if expected is None and actual is None:
            continue
        out += kit.why("state", moment, path, expected, actual)
    return list(dict.fromkeys(out))


def _value_or_none(document: Any, path: str) -> Any:
    """The value at ``path``, or ``None`` where one side lacks it (a key missing or unexpected)."""
    try:
        return value_at(document, path)
    except LookupError:
        return None


def schema_path(fault: Any) -> str | None:
    """Where a schema fault of a ``state`` answer lies, as a report path (``state.players[0].coins``);
    ``None`` for any other fault."""
    import re

    if getattr(fault, "kind", None) != "schema":
        return None
    found = re.search(r"breaks the schema at \$\.(state(?:\.[A-Za-z_0-9]+|\[\d+\])*)", fault.detail)
    return found.group(1) if found else None


def of_ruleset(state: Any, rules: Sequence[str]) -> list[str]:
    """``rules`` without the ids the ruleset of ``state`` does not have (a first-edition rule the
    suggestions by kind of action name, in a game of the 2020 edition), once each; all of them if none
    is left."""
    known = state.game.rule_ids
    kept = [r for r in dict.fromkeys(rules) if r in known]
    return kept or list(dict.fromkeys(rules))


def ranked(pointed: Sequence[str], applied: Sequence[str], narrowed: bool = False) -> list[str]:
    """The rules blamed for a difference: those it points at, then the rest of those the move
    applied.  ``narrowed``: the difference points at many rules at once (a field of the state such
    as coins), so those of them the move applied come first."""
    both = [r for r in pointed if r in applied] if narrowed else []
    return list(dict.fromkeys([*both, *pointed, *applied]))


def state_problems(expected: dict[str, Any], actual: dict[str, Any], unordered: frozenset[str]) -> list[str]:
    """Where the engine's ``state`` answer departs from the oracle's view, field by field; a field
    the engine leaves out is not compared (the schema makes some optional)."""
    present = {k: v for k, v in expected.items() if k in actual}
    return state_differences(present, actual, unordered=unordered)


def event_key(event: dict[str, Any]) -> str:
    """What an event is compared by: its kind, player, subject and amount."""
    return canonical({k: v for k, v in event.items() if k in ("kind", "player", "subject", "amount")})


def differ_in(kind: str, ours: Sequence[Any], theirs: Sequence[Any]) -> bool:
    """Whether the oracle's events of ``kind`` and the engine's differ (compared as :func:`events_problems`
    compares them: as multisets of kind, player, subject and amount)."""
    mine = Counter(event_key(e.to_json()) for e in ours if e.kind == kind)
    return mine != Counter(event_key(t) for t in theirs if isinstance(t, dict) and t.get("kind") == kind)


def events_problems(expected: Sequence[dict[str, Any]], actual: Sequence[Any]) -> list[str]:
    """The events of a move the engine lacks and adds (compared as multisets)."""
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
            applied: Sequence[str], moves: int, move: Any = None, moment: Moment | None = None) -> Divergence | None:
    """The engine's state, then its legal list, against the oracle's ``state`` after ``moves``
    moves (``applied``: the rules the last move applied; ``moment``: that step, to ask why)."""
    view = state_view(state)
    try:
        theirs = answer_object(ask({"type": "state"}), "state")
    except EngineFault as fault:
        path = schema_path(fault)
        if path is None:
            raise
        # the engine's state breaks the schema: a value it should never hold, blamed by the oracle's
        try:
            why = kit.why("state", moment, path, value_at(view, path), None)
        except LookupError:
            why = []
        rules = list(dict.fromkeys([*why, *ranked(kit.rules_for_state_path(path), applied, narrowed=True)]))
        return Divergence(moves, "state", f"{path}: the engine's value breaks the state schema", rules,
                          [fault.detail], move, len(rules), None, len(why))
    states = {"oracle": view, "engine": theirs}
    problems = state_problems(view, theirs, kit.unordered)
    if problems:
        why = why_state(kit, moment, problems, view, theirs)
        pointed = list(why)
        for problem in problems:
            pointed += kit.rules_for_state_path(problem.split(":")[0])
        rules = list(dict.fromkeys([*why, *ranked(pointed, applied, narrowed=True)]))
        return Divergence(moves, "state", problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1
                                                          else ""), rules, problems, move, len(set(pointed)),
                          states, len(why))
    owing = state.game.to_move(state)
    player = owing[0] if owing else None
    actions = answer_objects(ask(player_request(player)), "actions")
    missing, unexpected = legal_differences(legal_list(state, player), actions)
    if missing or unexpected:
        details = [f"missing {json_text(a, 10**6)}" for a in missing] \
            + [f"unexpected {json_text(a, 10**6)}" for a in unexpected]
        counts = ", ".join(f"{n} {word}" for n, word in ((len(missing), "missing"), (len(unexpected), "unexpected"))
                           if n)
        why = kit.why("legal", replace(moment, deciding=player) if moment is not None else None, missing, unexpected)
        pointed = of_ruleset(state, [*why, *kit.rules_for_legal_diff(missing, unexpected)])
        return Divergence(moves, "legal", f"the legal actions differ ({counts}): {details[0]}"
                          + (f" (and {len(details) - 1} more)" if len(details) > 1 else ""),
                          ranked(pointed, applied), details, move, len(set(pointed)), states, len(why))
    return None
