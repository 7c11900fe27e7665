"""The invariants of 7 Wonders Architects, checked across every step of the generic tests (``Game.check_step``)."""

from __future__ import annotations

from oracle.architects.ruleset import Ruleset
from oracle.architects.state import State
from oracle.core.game import Step


def check_step(rules: Ruleset, before: State, step: Step) -> list[str]:
    """Every card accounted for (decks, cities, discard pile, cards being looked at); conflict
    tokens within the number in play."""
    after = step.state
    problems = []
    total = len(after.setup.central) + sum(len(d) for d in after.setup.decks)
    held = (sum(len(d) for d in after.decks) + len(after.central) + len(after.discard)
            + sum(sum(h) for h in after.hands) + sum(len(p.cards) for p in after.pending))
    if held != total:
        problems.append(f"{held} cards accounted for, of {total}")
    if not 0 <= after.flipped <= rules.spec.conflict_tokens[after.players]:
        problems.append(f"{after.flipped} conflict tokens turned")
    tokens = len(after.face_up) + len(after.pile) + sum(len(t) for t in after.tokens)
    if tokens != len(rules.token_box()):
        problems.append(f"{tokens} progress tokens accounted for")
    return problems
