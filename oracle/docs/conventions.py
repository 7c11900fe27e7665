"""The "Conventions for engine authors" page of each game's section: how seats are numbered, which
neighbour is on the left and which on the right, which way hands pass, and in what order the
decisions of a turn come, each with the rule id that says so.

A game's docs section gathers its :class:`Conventions` from its engine and spec (the engine's own
neighbour functions, the spec's passing directions, the engine's table of end-of-turn decisions),
so that the page cannot drift from what the engine does; :func:`page` writes it, and
:func:`table_svg` draws the seats around a table with the left neighbour of each.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

PAGE = "conventions.md"    # within a game's section folder


@dataclass(frozen=True)
class Conventions:
    """What a game's conventions page says, read from its engine and spec."""

    title: str
    seats: str                                            # how seats are numbered, in a sentence or two
    left: Callable[[int, int], int] | None = None         # (seat, players) -> the seat on its left
    right: Callable[[int, int], int] | None = None        # (seat, players) -> the seat on its right
    pictured: int = 0                                     # players at the table drawn (0: no picture)
    sides: str = ""                                       # what "left" and "right" mean in the game
    passing: tuple[tuple[str, str, int], ...] = ()        # (Age, "left"/"right", seat step) (turn.pass)
    passing_rule: str = ""
    order_intro: str = ""
    order: tuple[tuple[str, str], ...] = ()               # (rule id, what comes), in order
    notes: tuple[tuple[str, str], ...] = field(default_factory=tuple)   # (rule id, a further convention)


def _seat_xy(seat: int, players: int, radius: float, centre: float) -> tuple[float, float]:
    """Seats go clockwise around the table from the top (the picture's convention)."""
    angle = -math.pi / 2 + 2 * math.pi * seat / players
    return centre + radius * math.cos(angle), centre + radius * math.sin(angle)


def table_svg(players: int, left: Callable[[int, int], int]) -> str:
    """The seats of ``players`` around a table, numbered clockwise, an arrow from each seat to the
    seat on its left (``left``, the engine's)."""
    size, centre, radius = 260, 130.0, 95.0
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" width="{size}" height="{size}" '
           f'role="img" aria-label="{players} seats around a table; each arrow points to the seat on the left">',
           '<defs><marker id="conventions-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
           'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#777"/></marker></defs>',
           f'<circle cx="{centre}" cy="{centre}" r="{radius - 30}" fill="none" stroke="#bbb" stroke-width="2"/>',
           f'<text x="{centre}" y="{centre + 4}" text-anchor="middle" font-size="12" fill="#555">table</text>']
    for seat in range(players):
        x, y = _seat_xy(seat, players, radius, centre)
        lx, ly = _seat_xy(left(seat, players), players, radius, centre)
        dx, dy = lx - x, ly - y
        length = math.hypot(dx, dy) or 1.0
        sx, sy, ex, ey = x + dx * 18 / length, y + dy * 18 / length, lx - dx * 20 / length, ly - dy * 20 / length
        out.append(f'<line x1="{sx:.1f}" y1="{sy:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" stroke="#777" stroke-width="1.5" '
                   'marker-end="url(#conventions-arrow)"/>')
    for seat in range(players):
        x, y = _seat_xy(seat, players, radius, centre)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="16" fill="#f4efe4" stroke="#555" stroke-width="1.5"/>'
                   f'<text x="{x:.1f}" y="{y + 5:.1f}" text-anchor="middle" font-size="14" '
                   f'font-weight="bold">{seat}</text>')
    out.append("</svg>")
    return "".join(out)


def page(c: Conventions, rule_link: Callable[[str], str]) -> str:
    """The conventions page; ``rule_link(rule_id)`` links a rule id to where the rules explain it."""
    lines = ["# Conventions for engine authors", "",
             f"The numbering and orderings an engine of {c.title} must share with this reference to read its "
             "records, answer its conformance cases and make the same decisions in the same order. Everything "
             "on this page is read from the reference engine and the spec.", "", "## Seats", "", c.seats, ""]
    if c.left is not None and c.right is not None:
        lines += ["## Left and right", "", c.sides, "", "| seat | on its left | on its right |",
                  "| --- | --- | --- |"]
        lines += [f"| {s} | {c.left(s, c.pictured)} | {c.right(s, c.pictured)} |" for s in range(c.pictured)]
        lines += ["", f"At a table of {c.pictured}, seats numbered clockwise; each arrow points from a seat to "
                      "the seat on its left:", "", table_svg(c.pictured, c.left), ""]
    if c.passing:
        lines += ["## Passing the hands", "", f"After each turn every hand passes on ({rule_link(c.passing_rule)}): "
                  "the hand of seat *s* goes to the seat given below.", "",
                  "| Age | direction | the hand of seat *s* goes to |", "| --- | --- | --- |"]
        lines += [f"| {age} | {direction} | *s* {'+' if step > 0 else '−'} {abs(step)}, around the table |"
                  for age, direction, step in c.passing]
        lines.append("")
    lines += ["## The order of decisions", "", c.order_intro, ""]
    lines += [f"{i}. {rule_link(rid)}: {text}" for i, (rid, text) in enumerate(c.order, 1)]
    lines.append("")
    if c.notes:
        lines += ["## Also", ""]
        lines += [f"- {rule_link(rid)}: {text}" for rid, text in c.notes]
        lines.append("")
    lines += ["A move made by a player who owes no decision is refused; its message says who owes the decision "
              "and names the rule above that makes it theirs (`oracle legal RECORD` shows the same under `why`).", ""]
    return "\n".join(lines)


def rule_ids(c: Conventions) -> list[str]:
    """Every rule id the page names (each must be one of the game's)."""
    return [r for r in (c.passing_rule,) if r] + [rid for rid, _ in c.order] + [rid for rid, _ in c.notes]
