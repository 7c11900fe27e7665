"""A readable account of a game: one line per move, indented lines for what it caused, and the
final score sheet.  Built from the events of each step, so it says exactly what the engine did."""

from __future__ import annotations

from collections.abc import Iterable

from oracle.core.events import Event
from oracle.duel import events as ev
from oracle.duel import scoring
from oracle.duel.state import State, Step

_VICTORY_WORDS = {"military": "military supremacy", "science": "scientific supremacy",
                  "civilian": "civilian victory"}


def _coins(n: int) -> str:
    return f"{n} coin" if abs(n) == 1 else f"{n} coins"


def _p(player: int) -> str:
    return f"P{player}"


def event_line(e: Event) -> str | None:
    """The account line of one event (``None`` for events folded into their move's line)."""
    match e:
        case ev.WonderPicked():
            return f"{_p(e.player)} picks {e.wonder}"
        case ev.CardBuilt():
            if e.via == "chain":
                how = "free through a chain"
            elif e.via == "discard pile":
                how = "free from the discard pile"
            else:
                how = "for " + _coins(e.cost) if e.cost else "for nothing"
            return f"{_p(e.player)} builds {e.card} {how}"
        case ev.CardDiscarded():
            return f"{_p(e.player)} discards {e.card}"
        case ev.WonderBuilt():
            cost = "for " + _coins(e.cost) if e.cost else "for nothing"
            return f"{_p(e.player)} builds wonder {e.wonder} with {e.card} {cost}"
        case ev.CoinsChanged():
            if e.reason in ("cost", "trade"):
                return None
            sign = "+" if e.amount > 0 else ""
            why = {"discard": "discard", "opponent trade": "the opponent's trade"}.get(e.reason, e.source)
            return f"    {_p(e.player)} {sign}{_coins(e.amount)} ({why})"
        case ev.PawnMoved():
            return f"    conflict pawn moves {abs(e.spaces)} toward {_p(1 - e.player)}'s capital ({e.source})"
        case ev.LootingTokenTaken():
            return f"    {_p(e.player)} is looted ({ev.looting_name(e.token)}): loses {_coins(e.lost)}"
        case ev.CardRevealed():
            return f"    revealed: {e.card}"
        case ev.ProgressTaken():
            return f"    {_p(e.player)} takes progress token {e.token}"
        case ev.CardDestroyed():
            return f"    {_p(e.player)}'s {e.card} goes to the discard pile"
        case ev.WonderRemoved():
            return f"    {e.wonder} goes back to the box (the wonder cap is reached)"
        case ev.PlayAgain():
            return f"    {_p(e.player)} plays again"
        case ev.PlayAgainLost():
            return f"    {_p(e.player)}'s extra turn is lost: the Age is over"
        case ev.AgeDealt():
            return f"== Age {e.age} =="
        case ev.StarterChosen():
            return f"    {_p(e.player)} begins Age {e.age}"
        case ev.GameOver():
            winner = "shared victory" if e.player is None else f"{_p(e.player)} wins"
            return f"Game over: {winner} ({_VICTORY_WORDS.get(e.victory, e.victory)})"
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
