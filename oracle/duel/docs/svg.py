"""SVG drawings generated from the spec: the chains graph, the Age layouts and the military track.

Written as plain SVG text, deterministically: the same spec always gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from oracle.core.components import Component
from oracle.duel.ruleset import Ruleset
from oracle.duel.spec import Layout, Track
from oracle.picture import COLOUR_FILL

AGE_COLUMNS = {"I": 0, "II": 1, "III": 2, "guild": 2}


def _colour(rules: Ruleset, card: Component) -> str:
    return rules.vocabulary.colours[card.colour] if card.colour >= 0 else "grey"


def chain_paths(rules: Ruleset) -> list[list[tuple[Component, str]]]:
    """Every chain as a path of cards from the one that needs no chain: [(card, symbol it carries)]."""
    carriers: dict[str, list[Component]] = {}
    for card in rules.cards:
        for symbol in card.source.chains:
            carriers.setdefault(symbol.value, []).append(card)
    freed_by: dict[str, list[Component]] = {}
    for card in rules.cards:
        for symbol in card.source.free_with:
            freed_by.setdefault(symbol.value, []).append(card)
    linked = {c.name for cs in carriers.values() for c in cs} | {c.name for cs in freed_by.values() for c in cs}
    roots = [c for c in rules.cards if c.name in linked and not c.source.free_with]
    paths: list[list[tuple[Component, str]]] = []
    for root in roots:
        path: list[tuple[Component, str]] = []
        step: Component | None = root
        while step is not None:
            carried = step.source.chains[0].value if step.source.chains else ""
            path.append((step, carried))
            following = freed_by.get(carried, []) if carried else []
            step = following[0] if following else None
        paths.append(path)
    return paths


def chains_svg(rules: Ruleset, href: Callable[[Component], str]) -> str:
    """The chains graph: one row per chain, one column per Age, an arrow per chain symbol."""
    paths = chain_paths(rules)
    box_w, box_h, col_gap, row_gap, top, left = 170, 30, 90, 14, 36, 10
    width = left * 2 + 3 * box_w + 2 * col_gap
    height = top + len(paths) * (box_h + row_gap) + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chains-graph" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" role="img" aria-label="Chains between the Ages">',
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" '
           'orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor"/></marker></defs>']
    for age, col in (("Age I", 0), ("Age II", 1), ("Age III", 2)):
        x = left + col * (box_w + col_gap) + box_w // 2
        out.append(f'<text x="{x}" y="20" text-anchor="middle" font-weight="bold" fill="currentColor">{age}</text>')
    for row, path in enumerate(paths):
        y = top + row * (box_h + row_gap)
        for i, (card, symbol) in enumerate(path):
            col = AGE_COLUMNS[card.deck]
            x = left + col * (box_w + col_gap)
            fill, ink = COLOUR_FILL[_colour(rules, card)]
            out.append(f'<a href="{escape(href(card))}"><rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" '
                       f'rx="5" fill="{fill}" stroke="#333"/><text x="{x + box_w // 2}" y="{y + 20}" '
                       f'text-anchor="middle" fill="{ink}" font-size="13">{escape(card.name)}</text></a>')
            if i + 1 < len(path):
                following = path[i + 1][0]
                x1 = x + box_w
                x2 = left + AGE_COLUMNS[following.deck] * (box_w + col_gap)
                mid = y + box_h // 2
                out.append(f'<line x1="{x1}" y1="{mid}" x2="{x2}" y2="{mid}" stroke="currentColor" '
                           f'stroke-width="1.5" marker-end="url(#arrow)"/>')
                out.append(f'<text x="{(x1 + x2) // 2}" y="{mid - 4}" text-anchor="middle" font-size="11" '
                           f'fill="currentColor">{escape(symbol.replace("_", " "))}</text>')
    out.append("</svg>")
    return "\n".join(out)


def layout_svg(layout: Layout) -> str:
    """One Age's structure: each slot where the layout deals it, face up or face down, numbered."""
    card_w, card_h, step_y = 52, 72, 40
    half = card_w // 2 + 2
    columns = max(layout.half_columns)
    rows = max(layout.rows)
    width = (columns + 1) * half + card_w // 2
    height = (rows - 1) * step_y + card_h + 8
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="age-layout" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" role="img" aria-label="Age {layout.age} layout">']
    for slot in range(layout.size):
        x = (layout.half_columns[slot] - 1) * half + 4
        y = (layout.rows[slot] - 1) * step_y + 4
        up = bool(layout.face_up >> slot & 1)
        fill = "#fffbe6" if up else "#5d4037"
        ink = "#000000" if up else "#ffffff"
        label = "up" if up else "down"
        out.append(f'<g><title>slot {slot + 1}: face {label}</title><rect x="{x}" y="{y}" width="{card_w}" '
                   f'height="{card_h}" rx="4" fill="{fill}" stroke="#333"/><text x="{x + card_w // 2}" '
                   f'y="{y + 22}" text-anchor="middle" font-size="13" fill="{ink}">{slot + 1}</text></g>')
    out.append("</svg>")
    return "\n".join(out)


def track_svg(track: Track) -> str:
    """The military track: each space from one capital to the other, shaded by the points of its
    zone, the points written under each zone and the looting tokens above the zones that hold them.
    Player 0 (as in the records) has the capital on the left; a positive pawn leans right."""
    cell, top, height_track = 30, 44, 34
    spaces = range(-track.capital, track.capital + 1)
    width = len(spaces) * cell + 20
    height = top + height_track + 44
    shades = ["#fffbe6", "#ffe0b2", "#ffb74d", "#f57c00", "#b71c1c"]
    levels = sorted({points for _, _, points in track.zones})

    def x_of(space: int) -> int:
        return 10 + (space + track.capital) * cell

    def zone_of(distance: int) -> tuple[int, int, int] | None:
        return next((z for z in track.zones if z[0] <= distance <= z[1]), None)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="military-track" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" role="img" aria-label="The military track">']
    for space in spaces:
        distance = abs(space)
        zone = zone_of(distance)
        capital = distance == track.capital
        fill = "#424242" if capital else shades[1 + levels.index(zone[2])] if zone else shades[0]
        ink = "#ffffff" if capital else "#000000"
        label = "capital" if capital else f"{space:+d}" if space else "0"
        title = (f"{'capital' if capital else f'space {space:+d}'}"
                 + (f": {zone[2]} points for the leader" if zone and not capital else ""))
        out.append(f'<g><title>{escape(title)}</title><rect x="{x_of(space)}" y="{top}" width="{cell}" '
                   f'height="{height_track}" fill="{fill}" stroke="#333"/>'
                   f'<text x="{x_of(space) + cell // 2}" y="{top + 21}" text-anchor="middle" font-size="10" '
                   f'fill="{ink}">{"♜" if capital else label}</text></g>')
    for side in (-1, 1):
        for low, high, points in track.zones:
            near, far = (low, high) if side > 0 else (-high, -low)
            x1, x2 = x_of(min(near, far)), x_of(max(near, far)) + cell
            out.append(f'<text x="{(x1 + x2) // 2}" y="{top + height_track + 16}" text-anchor="middle" '
                       f'font-size="11" fill="currentColor">{points} pts</text>')
        for token in track.looting:
            if token.side != side:
                continue
            zone = zone_of(token.distance)
            assert zone is not None
            low, high = zone[0], zone[1]
            x1 = x_of(side * low if side > 0 else -high)
            x2 = x_of(side * high if side > 0 else -low) + cell
            loser = 2 if side > 0 else 1
            out.append(f'<g><title>{token.coins}-coin looting token: Player {loser} loses up to {token.coins} '
                       f'coins when the pawn first reaches this zone</title>'
                       f'<rect x="{x1 + 3}" y="{top - 30}" width="{x2 - x1 - 6}" height="22" rx="11" '
                       f'fill="#fdd835" stroke="#333"/><text x="{(x1 + x2) // 2}" y="{top - 15}" '
                       f'text-anchor="middle" font-size="11" fill="#000000">−{token.coins} coins</text></g>')
    out.append(f'<text x="10" y="{height - 4}" font-size="11" fill="currentColor">Player 0\'s capital</text>')
    out.append(f'<text x="{width - 10}" y="{height - 4}" text-anchor="end" font-size="11" '
               f'fill="currentColor">Player 1\'s capital</text>')
    out.append("</svg>")
    return "\n".join(out)
