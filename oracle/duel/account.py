"""A readable account of a game: one line per move, indented lines for what it caused, and the
final score sheet.  Built from the events of each step, so it says exactly what the engine did."""

from __future__ import annotations

from collections.abc import Iterable

from oracle.duel import scoring
from oracle.duel.state import Event, State, Step

_VICTORY_WORDS = {"military": "military supremacy", "science": "scientific supremacy",
                  "civilian": "civilian victory"}


def _coins(n: int) -> str:
    return f"{n} coin" if abs(n) == 1 else f"{n} coins"


def _p(player: int) -> str:
    return f"P{player}"


def event_line(e: Event) -> str | None:
    """The account line of one event (``None`` for events folded into their move's line)."""
    match e.kind:
        case "pick_wonder":
            return f"{_p(e.player)} picks {e.subject}"
        case "build":
            if e.detail == "chain":
                how = "free through a chain"
            elif e.detail == "discard pile":
                how = "free from the discard pile"
            else:
                how = "for " + _coins(e.amount) if e.amount else "for nothing"
            return f"{_p(e.player)} builds {e.subject} {how}"
        case "discard":
            return f"{_p(e.player)} discards {e.subject}"
        case "build_wonder":
            cost = "for " + _coins(e.amount) if e.amount else "for nothing"
            return f"{_p(e.player)} builds wonder {e.subject} with {e.detail} {cost}"
        case "coins":
            if e.detail in ("cost", "trade"):
                return None
            sign = "+" if e.amount > 0 else ""
            why = {"discard": "discard", "opponent trade": "the opponent's trade"}.get(e.detail, e.subject)
            return f"    {_p(e.player)} {sign}{_coins(e.amount)} ({why})"
        case "pawn":
            return f"    conflict pawn moves {abs(e.amount)} toward {_p(1 - e.player)}'s capital ({e.subject})"
        case "looting":
            return f"    {_p(e.player)} is looted ({e.subject}): loses {_coins(e.amount)}"
        case "reveal":
            return f"    revealed: {e.subject}"
        case "progress":
            return f"    {_p(e.player)} takes progress token {e.subject}"
        case "destroy":
            return f"    {_p(e.player)}'s {e.subject} goes to the discard pile"
        case "wonder_removed":
            return f"    {e.subject} goes back to the box (the wonder cap is reached)"
        case "play_again":
            return f"    {_p(e.player)} plays again"
        case "play_again_lost":
            return f"    {_p(e.player)}'s extra turn is lost: the Age is over"
        case "age":
            return f"== Age {e.subject} =="
        case "starter":
            return f"    {_p(e.player)} begins Age {e.subject}"
        case "game_over":
            winner = "shared victory" if e.player < 0 else f"{_p(e.player)} wins"
            return f"Game over: {winner} ({_VICTORY_WORDS.get(e.subject, e.subject)})"
    return None


def move_lines(step: Step, number: int) -> list[str]:
    lines: list[str] = []
    first = True
    for e in step.events:
        line = event_line(e)
        if line is None:
            continue
        if first and not line.startswith(("    ", "==", "Game over")):
            line = f"{number:3}. {line}"
            first = False
        lines.append(line)
    return lines


def score_sheet(state: State) -> list[str]:
    sheets = [scoring.score(state, 0), scoring.score(state, 1)]
    lines = [f"{'':10}{'P0':>6}{'P1':>6}"]
    for part in (*scoring.PARTS, "total"):
        lines.append(f"{part:10}{sheets[0][part]:>6}{sheets[1][part]:>6}")
    return lines


def account(initial: State, steps: Iterable[Step]) -> str:
    rules = initial.game.rules
    setup = initial.setup
    lines = [
        f"{rules.title} — P{setup.first_player} begins",
        "progress tokens on the board: " + ", ".join(rules.progress[t].name for t in setup.board),
        "== Wonder draft ==",
    ]
    final = initial
    for i, step in enumerate(steps, start=1):
        lines.extend(move_lines(step, i))
        final = step.state
    if final.outcome is not None:
        lines.append("")
        lines.extend(score_sheet(final))
    return "\n".join(lines) + "\n"
