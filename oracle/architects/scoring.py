"""Final scoring and the winner (scoring.points, victory.tie_break)."""

from __future__ import annotations

from operator import mul

from oracle.architects.ruleset import Ruleset
from oracle.architects.state import Outcome, Position, State
from oracle.dsl import ast

CATEGORIES = ("wonder", "cards", "progress", "cat", "military", "total")


def pieces_built(state: Position, seat: int) -> int:
    return bin(state.built[seat]).count("1")


def wonder_complete(rules: Ruleset, state: Position, seat: int) -> bool:
    return state.built[seat].bit_count() == len(rules.wonders[state.setup.wonders[seat]].pieces)   # pieces_built


def _count(rules: ast.Counted, ruleset: Ruleset, state: State, seat: int) -> int:
    """What a ``per`` clause counts in the seat's own city."""
    hand = state.hands[seat]
    match rules.kind:
        case "progress":
            return len(state.tokens[seat])
        case "icons":
            icon = rules.names[0].value
            return sum(n for k, n in enumerate(hand) if icon in ruleset.kinds[k].icons)
        case "cards":
            colours = {c.value for c in rules.names}
            return sum(n for k, n in enumerate(hand) if ruleset.kinds[k].colour in colours)
        case "piece":
            piece = rules.names[0].value
            if piece == "cat":
                return int(state.cat == seat)
            if piece == "military_victory_token":
                return state.victories[seat]
    raise ValueError(f"cannot count {rules.kind} in Architects")


def _condition(ruleset: Ruleset, state: State, seat: int, condition: ast.AnyCondition) -> bool:
    if isinstance(condition, ast.Condition) and condition.text == "own wonder complete":
        return wonder_complete(ruleset, state, seat)
    raise ValueError(f"unknown condition {condition!r}")


def effect_points(ruleset: Ruleset, state: State, seat: int, effect: ast.Effect, copies: int) -> int:
    """The points an ``at end`` effect of a token is worth to its owner."""
    match effect:
        case ast.Points(amount=amount, per=None):
            return amount
        case ast.Points(amount=amount, per=per) if per is not None:
            return amount * (_count(per.counted, ruleset, state, seat) // per.every)
        case ast.PointsByCopies(amounts=amounts):
            return amounts[min(copies, len(amounts)) - 1]
        case ast.Conditional(then=then, condition=condition, otherwise=otherwise):
            chosen = then if _condition(ruleset, state, seat, condition) else otherwise
            return effect_points(ruleset, state, seat, chosen, copies)
    raise ValueError(f"{effect.construct} scores nothing")


def score_sheet(rules: Ruleset, state: State) -> list[dict[str, int]]:
    """scoring.points: each seat's points by category and in all."""
    sheets = []
    for seat in range(state.players):
        wonder = rules.wonders[state.setup.wonders[seat]]
        bits = state.built[seat]
        built = sum(p.points for p in wonder.pieces if bits >> (p.number - 1) & 1)
        cards = sum(map(mul, state.hands[seat], rules.kind_points))
        held = state.tokens[seat]
        progress = 0
        for t in sorted(set(held)):
            copies = held.count(t)
            for effect in rules.tokens[t].scoring:
                # a token scored by copies counts once for all of them; any other, once per copy
                each = effect_points(rules, state, seat, effect, copies)
                progress += each if isinstance(effect, ast.PointsByCopies) else each * copies
        cat = rules.spec.cat_points if state.cat == seat else 0
        military = state.victories[seat] * rules.spec.military_victory_points
        sheet = {"wonder": built, "cards": cards, "progress": progress, "cat": cat, "military": military}
        sheet["total"] = sum(sheet.values())
        sheets.append(sheet)
    return sheets


def outcome(rules: Ruleset, state: State, victory: str) -> Outcome:
    """victory.tie_break: the highest total wins; then the most pieces built; then a shared victory."""
    ranks = [(s["total"], state.built[seat].bit_count()) for seat, s in enumerate(score_sheet(rules, state))]
    best = max(ranks)   # the total, then the pieces built (pieces_built)
    winners = tuple(seat for seat, rank in enumerate(ranks) if rank == best)
    return Outcome(victory, winners)
