"""The extension points of every game that declares some, drawn and listed from the declarations
themselves (``<!-- oracle-expansions -->`` on the design page), so the page cannot fall behind them.

For each such game of the registry: a picture (SVG) of the base game calling its points and of the
expansions filling them, the table of its points (how several answers combine, what each is for),
and the table of its rulesets with the expansions each plays, in their order.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from oracle.core.expansions import Combine, Expansion, Points
from oracle.core.registry import game_class, games

ROW = 34           # the height of a point's box and the gap under it
WIDTH = 760
GAME_X, POINT_X, EXPANSION_X = 20, 250, 560
BOX_W = {"game": 170, "point": 230, "expansion": 180}

HOW = {
    Combine.EACH: "each: every expansion answers, in the ruleset's order",
    Combine.FIRST: "first: the first expansion that answers",
    Combine.FOLD: "fold: each is handed the answer so far (the base game's first)",
    Combine.SUM: "sum: the answers added",
    Combine.TABLE: "table: names merged when the ruleset is made; a name given twice is refused, unless with the "
                   "same value",
    Combine.GATHER: "gather: names merged when the ruleset is made; a name given by several keeps the values of "
                    "each, in the ruleset's order",
}


def declaring_games() -> list[str]:
    """The registered games that declare extension points."""
    return [name for name in games() if game_class(name).extension_points is not None]


def _expansions(cls: Any) -> list[Expansion]:
    """Every expansion a ruleset of the game plays, in the order the rulesets first play them."""
    found: dict[str, Expansion] = {}
    for variant in cls.variants:
        hooks = cls.expansions_of(variant)
        for expansion in hooks.expansions if hooks is not None else ():
            found.setdefault(expansion.name, expansion)
    return list(found.values())


def _box(x: int, y: int, width: int, text: str, kind: str, note: str = "") -> list[str]:
    fills = {"game": "#e8eef7", "point": "#ffffff", "expansion": "#f5ecdc"}
    out = [f'<rect x="{x}" y="{y}" width="{width}" height="{ROW - 8}" rx="4" fill="{fills[kind]}" '
           f'stroke="#4a4a4a"/>',
           f'<text x="{x + 8}" y="{y + 17}" font-family="sans-serif" font-size="12">{escape(text)}'
           + (f' <tspan fill="#666" font-size="10">{escape(note)}</tspan>' if note else "") + "</text>"]
    return out


def diagram(title: str, points: Points, expansions: Iterable[Expansion]) -> str:
    """The base game (left) calls each of its points (middle); each expansion (right) is joined to
    the points it fills."""
    chosen = list(expansions)
    rows = max(len(points), len(chosen), 1)
    height = 40 + rows * ROW
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
           f'height="{height}" role="img" aria-label="{escape(title)}: its extension points and the '
           f'expansions filling them">',
           f'<title>{escape(title)}: its extension points and the expansions filling them</title>']
    for x, label in ((GAME_X, "base game"), (POINT_X, "extension points"), (EXPANSION_X, "expansions")):
        out.append(f'<text x="{x}" y="16" font-family="sans-serif" font-size="11" fill="#666">{label}</text>')
    place = {p.name: 28 + i * ROW for i, p in enumerate(points)}
    game_y = 28 + (rows - 1) * ROW // 2
    for y in place.values():
        out.append(f'<line x1="{GAME_X + BOX_W["game"]}" y1="{game_y + 13}" x2="{POINT_X}" y2="{y + 13}" '
                   f'stroke="#7a8aa0" stroke-dasharray="4 3"/>')
    spacing = (rows * ROW) / max(len(chosen), 1)
    for i, expansion in enumerate(chosen):
        y = int(28 + i * spacing + (spacing - ROW) / 2)
        for name in expansion.gives:
            if name in place:
                out.append(f'<line x1="{EXPANSION_X}" y1="{y + 13}" x2="{POINT_X + BOX_W["point"]}" '
                           f'y2="{place[name] + 13}" stroke="#b07a2a"/>')
        out += _box(EXPANSION_X, y, BOX_W["expansion"], expansion.title, "expansion",
                    f"needs {', '.join(expansion.requires)}" if expansion.requires
                    else f"meets {', '.join(expansion.meets)}" if expansion.meets else "")
    out += _box(GAME_X, game_y, BOX_W["game"], title, "game")
    for point in points:
        out += _box(POINT_X, place[point.name], BOX_W["point"], point.name, "point", point.combine.value)
    out.append("</svg>")
    return "\n".join(out)


def section(name: str) -> list[str]:
    """The Markdown of one game's extension points: picture, points, rulesets."""
    cls = game_class(name)
    points = cls.extension_points
    assert points is not None
    chosen = _expansions(cls)
    lines = [f"### {cls.title}", "", diagram(cls.title, points, chosen), "",
             "| point | answers combine by | what it is for | filled by |", "| --- | --- | --- | --- |"]
    for point in points:
        fillers = ", ".join(e.title for e in chosen if point.name in e.gives) or "—"
        lines.append(f"| `{point.name}` | {HOW[point.combine]} | {point.doc} | {fillers} |")
    lines += ["", "| ruleset | variant | expansions, in their order |", "| --- | --- | --- |"]
    for variant in cls.variants:
        hooks = cls.expansions_of(variant)
        played = ", ".join(e.title for e in hooks.expansions if not e.meets) if hooks else ""
        meetings = [e.title for e in hooks.expansions if e.meets] if hooks else []
        if meetings:
            played += f"; their meeting: {', '.join(meetings)}"
        lines.append(f"| {cls.title_of(variant)} | `{variant}` | {played or 'none: the base game'} |")
    return [*lines, ""]


def expansions_markdown() -> list[str]:
    """``<!-- oracle-expansions -->``: every game declaring extension points, one section each."""
    out: list[str] = []
    for name in declaring_games():
        out += section(name)
    return out


__all__ = ["declaring_games", "diagram", "expansions_markdown", "section"]
