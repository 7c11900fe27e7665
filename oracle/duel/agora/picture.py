"""What Agora adds to the picture of a position (``oracle show``, :mod:`oracle.duel.picture`).

Drawn from Agora's part of a view (``agora``, :mod:`oracle.duel.agora.view`): the Senate after the
discard pile (each Chamber with its section, points, cubes, controller and Decrees, a face-down Decree
shown as such), each player's supply of cubes, the military tokens still on the track and the size of
the Conspiracy deck; what each player holds (their Conspiracies, named where the view names them,
prepared with the card under them, triggered); and the Senators' back.  Agora lays nothing on the
structure's slots.
"""

from __future__ import annotations

import textwrap
from typing import Any

from oracle.duel.picture import MARGIN, Canvas, Part, paragraph

SEAT_FILL = ("#1565c0", "#c62828")     # the Chamber's fill when a player controls it
SENATOR_BACK = ("Senator", "#4e342e", "#ffffff")


def _decrees(chamber: dict[str, Any]) -> str:
    return ", ".join(d if d is not None else "face down" for d in chamber["decrees"]) or "no Decree"


def _chamber_words(chamber: dict[str, Any]) -> tuple[str, str]:
    """A Chamber in a few words, and in full (its chip's title)."""
    cubes = chamber["cubes"]
    who = chamber["controller"]
    held, held_by = (f"P{who}", f"player {who}") if who is not None else ("nobody", "nobody")
    words = f"{chamber['chamber']} {chamber['section']} · {chamber['points']} pt · {cubes[0]}–{cubes[1]} · {held}"
    title = (f"Chamber {chamber['chamber']} ({chamber['section']}, {chamber['points']} points): cubes {cubes[0]} "
             f"of player 0, {cubes[1]} of player 1, controlled by {held_by}; Decrees: {_decrees(chamber)}")
    return words, title


def _others(agora: dict[str, Any]) -> str:
    supply = agora["supply"]
    tokens = ", ".join(f"{t['name']} ({'P1' if t['side'] > 0 else 'P0'} side, {t['distance']})"
                       for t in agora.get("military_tokens", [])) or "none"
    deck = len(agora.get("conspiracies", {}).get("deck", []))
    return f"Supply: P0 {supply[0]}, P1 {supply[1]} cubes · Conspiracy deck {deck} · military tokens: {tokens}"


def board(c: Canvas, view: dict[str, Any]) -> None:
    """The Senate: its six Chambers (section, points, cubes, controller; the Decrees in the chip's
    title and beneath), then the supplies, the Conspiracy deck and the military tokens."""
    agora = view.get("agora")
    if agora is None:
        return
    c.y += 6
    c.label("The Senate")
    items = []
    for chamber in agora["chambers"]:
        words, title = _chamber_words(chamber)
        who = chamber["controller"]
        fill, ink = (SEAT_FILL[who], "#ffffff") if who is not None else ("#eceff1", "#000000")
        items.append((words, fill, ink, title, False))
    c.chips(items, per_line=3, cls="agora-chamber")
    for line in textwrap.wrap("Decrees: " + "; ".join(f"{ch['chamber']} {_decrees(ch)}" for ch in agora["chambers"]),
                              100):
        c.y += 10
        c.text(MARGIN, c.y, line, 11)
    for line in textwrap.wrap(_others(agora), 100):
        c.y += 14
        c.text(MARGIN, c.y, line, 11)
    c.y += 4


def board_text(view: dict[str, Any], width: int) -> list[str]:
    """The Senate as lines within ``width`` columns."""
    agora = view.get("agora")
    if agora is None:
        return []
    chambers = [f"{_chamber_words(ch)[0]} · {_decrees(ch)}" for ch in agora["chambers"]]
    return [*paragraph("Senate", chambers, width), *paragraph("Beside it", [_others(agora)], width)]


def slot(c: Canvas, x: float, y: float, entry: dict[str, Any]) -> None:
    """Agora lays nothing on the structure's slots."""


def slot_text(entry: dict[str, Any]) -> str:
    return ""


def _plots(view: dict[str, Any], player: int) -> list[str] | None:
    hands = view.get("agora", {}).get("conspiracies", {}).get("hands")
    if hands is None or player >= len(hands):
        return None
    out = []
    for plot in hands[player]:
        name = plot["conspiracy"] or "a hidden Conspiracy"
        state = "triggered" if plot["triggered"] else f"prepared under {plot['prepared']}" if plot["prepared"] else ""
        out.append(f"{name} ({state})" if state else name)
    return out


def city(c: Canvas, view: dict[str, Any], player: int) -> None:
    """A player's Conspiracies: each named where the view names it, prepared or triggered."""
    plots = _plots(view, player)
    if plots is None:
        return
    for line in textwrap.wrap(f"Conspiracies: {', '.join(plots) or 'none'}", 72):
        c.y += 14
        c.text(MARGIN, c.y, line, 11)
    c.y += 4


def city_text(view: dict[str, Any], player: int, width: int) -> list[str]:
    """The same as lines within ``width`` columns."""
    plots = _plots(view, player)
    return [] if plots is None else paragraph("  conspiracies", plots, width)


PART = Part(board, board_text, slot, slot_text, city, city_text, backs=(SENATOR_BACK,))
