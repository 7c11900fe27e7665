"""What the Pantheon adds to the picture of a position (``oracle show``, :mod:`oracle.duel.picture`).

Drawn from the Pantheon's part of a view (``pantheon``, :func:`oracle.duel.pantheon.view.pantheon_json`):
its board after the discard pile (the six spaces, each divinity named where the view names it, else
its Mythology, and who placed it; the size of each Mythology's deck), the tokens lying on the slots of
the structure (pantheon.tokens_setup: an offering's value, a Mythology's initial), what each player
holds (divinities, Mythology tokens, offering tokens), and the Grand Temples' back.
"""

from __future__ import annotations

import textwrap
from html import escape
from typing import Any

from oracle.duel.picture import MARGIN, Canvas, Part, paragraph

MYTHOLOGY_FILL = {"mesopotamian": "#00897b", "phoenician": "#6a1b9a", "greek": "#1565c0", "egyptian": "#f9a825",
                  "roman": "#c62828"}
LIGHT = ("#ffffff", "#f9a825")   # fills written on in black


def _seat(player: int) -> str:
    return f"Player {player}"


def slot(c: Canvas, x: float, y: float, entry: dict[str, Any]) -> None:
    """A token lying on a slot of the structure, centred on (x, y): an offering's value, a Mythology's
    initial in its colour."""
    token = entry.get("token")
    if token is None:
        return
    if token.get("kind") == "offering":
        fill, words, title = "#ffffff", f"{token['value']}", f"offering token: {token['value']} coins off a divinity"
    else:
        mythology = str(token.get("mythology"))
        fill, words = MYTHOLOGY_FILL.get(mythology, "#757575"), mythology[:1].upper()
        title = f"{mythology} mythology token"
    ink = "#000000" if fill in LIGHT else "#ffffff"
    c.add(f'<g class="token"><title>{escape(title)}</title><circle cx="{x:g}" cy="{y:g}" r="8" fill="{fill}" '
          f'stroke="#212121"/>')
    c.text(x, y + 3.5, words, 9, "middle", ink, weight="bold")
    c.add("</g>")


def slot_text(entry: dict[str, Any]) -> str:
    """A token on a slot as the terminal shows it: `` +3`` an offering, `` G`` a Mythology's initial."""
    token = entry.get("token")
    if token is None:
        return ""
    if token.get("kind") == "offering":
        return f" +{token['value']}"
    return " " + str(token.get("mythology"))[:1].upper()


def board(c: Canvas, view: dict[str, Any]) -> None:
    """The Pantheon's board: its spaces (a divinity named, or its Mythology when face down, and who
    placed it) and the size of each Mythology's deck."""
    pantheon = view.get("pantheon")
    if pantheon is None:
        return
    c.y += 6
    c.label("The Pantheon")
    items = []
    for space in pantheon["spaces"]:
        mythology = space.get("mythology")
        by = f", placed by {_seat(space['placed_by'])}" if "placed_by" in space else ""
        if space["divinity"] is not None:
            words, title = space["divinity"], f"space {space['space']}: {space['divinity']}{by}"
            fill = MYTHOLOGY_FILL.get(mythology or "", "#eceff1")
            ink, dash = "#ffffff" if mythology and fill not in LIGHT else "#000000", False
        elif mythology is not None:
            words, title = f"{mythology} (face down)", f"space {space['space']}: a {mythology} divinity face down{by}"
            fill, ink, dash = "#eceff1", "#000000", False
        else:
            words, title, fill, ink, dash = "empty", f"space {space['space']}: empty", "#ffffff", "#757575", True
        placed = f" · P{space['placed_by']}" if "placed_by" in space else ""
        items.append((f"{space['space']}: {words}{placed}", fill, ink, title, dash))
    c.chips(items, per_line=3, cls="pantheon-space")
    decks = ", ".join(f"{d['mythology']} {d['size']}" for d in pantheon["decks"])
    c.y += 10
    c.text(MARGIN, c.y, f"Decks: {decks}", 11)
    c.y += 4


def board_text(view: dict[str, Any], width: int) -> list[str]:
    """The Pantheon's board as lines within ``width`` columns."""
    pantheon = view.get("pantheon")
    if pantheon is None:
        return []
    spaces = []
    for space in pantheon["spaces"]:
        shown = space["divinity"] or (f"{space['mythology']} face down" if space["mythology"] else "empty")
        placed = f" (P{space['placed_by']})" if "placed_by" in space else ""
        spaces.append(f"{space['space']} {shown}{placed}")
    return [*paragraph("Pantheon", spaces, width),
            *paragraph("Pantheon decks", (f"{d['mythology']} {d['size']}" for d in pantheon["decks"]), width)]


def _held(view: dict[str, Any], player: int) -> dict[str, Any] | None:
    players = view.get("pantheon", {}).get("players", [])
    return players[player] if player < len(players) else None


def city(c: Canvas, view: dict[str, Any], player: int) -> None:
    """What a player holds of the Pantheon: divinities, Mythology tokens, offering tokens."""
    held = _held(view, player)
    if held is None:
        return
    parts = [f"divinities: {', '.join(held['divinities']) or 'none'}",
             f"mythology tokens: {', '.join(held['mythology_tokens']) or 'none'}",
             f"offerings: {', '.join(map(str, held['offerings'])) or 'none'}"]
    for line in textwrap.wrap("; ".join(parts), 72):
        c.y += 14
        c.text(MARGIN, c.y, line, 11)
    c.y += 4


def city_text(view: dict[str, Any], player: int, width: int) -> list[str]:
    """The same as lines within ``width`` columns."""
    held = _held(view, player)
    if held is None:
        return []
    return [*paragraph("  divinities", held["divinities"], width),
            *paragraph("  mythology tokens", held["mythology_tokens"], width),
            *paragraph("  offerings", map(str, held["offerings"]), width)]


PART = Part(board, board_text, slot, slot_text, city, city_text,
            legend_text="+N an offering token, a letter a Mythology token (its initial)",
            backs=(("Grand Temple", "#8d6e00", "#ffffff"),))
