"""Pictures of a 7 Wonders Duel position: an SVG drawing and a terminal rendering.

Both are drawn from a *view*: one player's observation (:func:`oracle.duel.view.observe`, rule
``view.hidden``) or the whole state (:func:`whole_view`: the same shape, every face-down card named
under ``hidden``, the progress tokens of the box listed, the expansions' parts as the adapter's state
reports them).  The drawing reads nothing else but the ruleset, which is public: the Age layouts, the
military track and each component's colour.  A player's picture therefore shows exactly what that
player may see: a face-down card shows its back, never its name.

What is drawn, top to bottom: the heading (the ruleset, the Age, whose view, who is to move or how the
game ended), the military track with the conflict pawn and the looting tokens still on it, the progress
tokens on the board, the Age's structure (the wonders on offer during the draft), the discard pile, and
each city: its coins, its wonders built and not, its progress tokens and its cards grouped by colour.
An expansion draws its own part at the point ``pictures`` (a :class:`Part`: its board after the
discard pile, what it lays on the structure's slots, what each player holds of it, the backs of its
cards); a ruleset is drawn when each of its expansions has one (:func:`draws`).

The canvas, the card colours and the terminal's paragraphs are those every game's picture shares
(:mod:`oracle.picture`): the SVG is plain text written deterministically (the same view gives the
same bytes) with a ``viewBox`` and no fixed size, so that it scales to the width of a docs page or a
phone.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable
from html import escape
from typing import Any, NamedTuple

from oracle.duel.spec import AGES
from oracle.picture import COLOUR_FILL, MARGIN, TEXT_WIDTH, WIDTH, Canvas, counted, cut, paragraph, terminal
from oracle.picture import seat as _seat

BACKS = {"Age card": ("#6d4c41", "#ffffff"), "Guild": ("#4a148c", "#ffffff")}
ACCESSIBLE = "#ff8f00"
PROGRESS_FILL = ("#2e7d32", "#ffffff")
WONDER_FILL = {"built": ("#fdd835", "#000000"), "unbuilt": ("#fffde7", "#000000"),
               "removed": ("#bdbdbd", "#424242")}


# ---- what an expansion adds, and the rulesets drawn -------------------------------------------------

class Part(NamedTuple):
    """What an expansion adds to the picture of a position (point ``pictures``).  Each function draws
    the expansion's part of a view, and nothing where the view holds none of it."""

    board: Callable[[Canvas, dict[str, Any]], None]                  # its board, after the discard pile
    board_text: Callable[[dict[str, Any], int], list[str]]           # the same, lines within a width
    slot: Callable[[Canvas, float, float, dict[str, Any]], None]     # what it lays on a slot, around (x, y)
    slot_text: Callable[[dict[str, Any]], str]                       # the same in a few characters
    city: Callable[[Canvas, dict[str, Any], int], None]              # what a player holds of it
    city_text: Callable[[dict[str, Any], int, int], list[str]]       # the same, lines within a width
    legend_text: str = ""                                            # what slot_text's characters mean
    backs: tuple[tuple[str, str, str], ...] = ()                     # its cards' backs: (back, fill, ink)


def draws(cls: Any, variant: str) -> bool:
    """Whether the ruleset ``variant`` of the game class ``cls`` is drawn: each of its expansions draws
    its part of the picture."""
    hooks = cls.expansions_of(variant)
    return set(hooks.names) <= set(hooks.table("pictures"))


def _parts(game: Any) -> list[Part]:
    """The parts the ruleset's expansions draw, in the ruleset's order."""
    return [made() for made in game.hooks.table("pictures").values()]


# ---- the views ------------------------------------------------------------------------------------

def player_view(game: Any, state: Any, player: int) -> dict[str, Any]:
    """What ``player`` sees of ``state``: the game's own observation (``view.hidden``), unchanged."""
    return game.observe(state, player)


def whole_view(game: Any, state: Any) -> dict[str, Any]:
    """The whole of ``state`` in the shape of an observation: the view of the player owing the
    decision (whose options it shows), every face-down card of the structure named under ``hidden``,
    the progress tokens left in the box under ``progress_box``, and each expansion's part with
    everything it hides (as the adapter protocol's state reports it).  ``player`` is ``None``."""
    rules = game.rules
    seat = state.pending[0].player if state.pending else state.to_move if state.outcome is None else 0
    view = game.observe(state, seat)
    view["player"] = None
    # the cards the view lays out: during the draft, Age I's deal where the structure lies first
    laid = state.setup.ages[0] if state.age == 0 and rules.constants.structure_first else state.structure
    for entry in view["structure"]:
        card = laid[entry["slot"]]
        if card >= 0 and entry.get("card") is None:
            entry["hidden"] = rules.cards[card].name
    view["progress_box"] = [rules.progress[t].name for t in state.box]
    for key, part in game.hooks.table("view_parts").items():
        view[key] = part(state, None, omniscient=True)
    return view


# ---- what both renderings say -----------------------------------------------------------------------

def _roman(age: int) -> str:
    return AGES[age - 1] if 1 <= age <= len(AGES) else str(age)


def heading(game: Any, view: dict[str, Any], caption: str | None = None) -> tuple[str, str]:
    """The two lines above the picture: the ruleset and the Age (and ``caption``), then whose view it
    is and who is to move, or how the game ended."""
    age = view["age"]
    where = "the wonder draft" if age == 0 else f"Age {_roman(age)}"
    first = " · ".join(filter(None, (game.ruleset_title, where, caption)))
    whose = "the whole state" if view["player"] is None else f"{_seat(view['player'])}'s view"
    if view["status"] == "finished":
        winner = view["winner"]
        who = "shared victory" if winner == "shared" else f"{_seat(winner)} wins"
        now = f"game over: {who} ({view['victory']})"
    else:
        pending = view.get("pending")
        if pending is not None:
            now = f"{_seat(pending['player'])} to decide: {pending['action'].replace('_', ' ')}"
        else:
            now = f"{_seat(view['to_move'])} to move"
    return first, f"{whose} · {now}"


NO_COLOUR = "no colour"


def _colour_of(rules: Any) -> dict[str, str]:
    """Card name -> its colour's word (a card of no colour, such as an expansion's card that is no
    Building: ``no colour``, drawn grey)."""
    colours = rules.vocabulary.colours
    return {c.name: colours[c.colour] if c.colour >= 0 else NO_COLOUR for c in rules.cards}


def grouped(rules: Any, cards: Iterable[str]) -> list[tuple[str, list[str]]]:
    """A city's cards grouped by colour, in the vocabulary's order of colours (then the cards of no
    colour, then ``other``, for a name the ruleset does not know), each group in the order built."""
    colour_of = _colour_of(rules)
    names = list(cards)
    colours = [*rules.vocabulary.colours, NO_COLOUR, "other"]
    return [(colour, [n for n in names if colour_of.get(n, "other") == colour])
            for colour in colours if any(colour_of.get(n, "other") == colour for n in names)]


def _back_word(back: str, age: int) -> str:
    return "Guild" if back == "Guild" else back if back != "Age card" else f"Age {_roman(age)}"


# ---- the SVG --------------------------------------------------------------------------------------

def svg(game: Any, view: dict[str, Any], caption: str | None = None) -> str:
    """The SVG picture of ``view`` (an observation of ``game``, or :func:`whole_view`).  ``caption``:
    a few words added to the heading (``after 30 moves``)."""
    rules = game.rules
    c = Canvas(*heading(game, view, caption))
    parts = _parts(game)
    _track(c, rules, view)
    c.label("Progress tokens on the board")
    c.chips([(name, *PROGRESS_FILL, f"progress token {name} (on the board)", False)
             for name in view["progress_board"]] or [("none", "#ffffff", "#616161", "none left", True)],
            per_line=5, cls="progress")
    if "progress_box" in view:
        c.label("Progress tokens in the box (hidden from both players)")
        c.chips([(name, "#c8e6c9", "#1b5e20", f"progress token {name} (in the box)", True)
                 for name in view["progress_box"]], per_line=5, cls="progress")
    if view["age"] == 0:
        c.label("Wonders on offer")
        c.chips([(name, *WONDER_FILL["unbuilt"], f"{name} (on offer)", False) for name in view["wonders_on_offer"]],
                per_line=2, cls="wonder")
    else:
        _structure(c, rules, view, parts)
    discard = view["discard"]
    c.y += 14
    c.add(f'<g class="discard"><title>{escape("discard pile: " + (", ".join(discard) or "empty"))}</title>')
    c.text(MARGIN, c.y, f"Discard pile: {len(discard)} card{'s' * (len(discard) != 1)}", 12)
    c.add("</g>")
    for part in parts:
        part.board(c, view)
    for p, city in enumerate(view["cities"]):
        _city(c, rules, view, p, city, parts)
    return c.document()


def _track(c: Canvas, rules: Any, view: dict[str, Any]) -> None:
    """The military track: the spaces from Player 0's capital (left) to Player 1's, shaded by the
    points of their zone, the looting tokens still on it above their zones, the pawn on its space."""
    track = rules.track
    c.label("Military track")
    cell = (WIDTH - 2 * MARGIN) / (2 * track.capital + 1)
    tokens_y, top, h = c.y + 2, c.y + 26, 28
    shades = ["#fffbe6", "#ffe0b2", "#ffb74d", "#f57c00"]
    levels = sorted({points for _, _, points in track.zones})

    def x_of(space: int) -> float:
        return MARGIN + (space + track.capital) * cell

    def zone(distance: int) -> tuple[int, int, int] | None:
        return next((z for z in track.zones if z[0] <= distance <= z[1]), None)

    for space in range(-track.capital, track.capital + 1):
        found = zone(abs(space))
        capital = abs(space) == track.capital
        fill = "#424242" if capital else shades[min(len(shades) - 1, 1 + levels.index(found[2]))] if found \
            else shades[0]
        c.add(f'<rect x="{x_of(space):.1f}" y="{top}" width="{cell:.1f}" height="{h}" fill="{fill}" '
              f'stroke="#5d4037"/>')
    for token in view["looting_tokens"]:
        found = zone(token["distance"])
        low, high = (found[0], found[1]) if found else (token["distance"], token["distance"])
        x1 = x_of(low if token["side"] > 0 else -high)
        x2 = x_of(high if token["side"] > 0 else -low) + cell
        loser = 1 if token["side"] > 0 else 0
        c.add(f'<g class="looting"><title>{token["coins"]}-coin looting token: {_seat(loser)} loses up to '
              f'{token["coins"]} coins when the pawn reaches it</title><rect x="{x1 + 3:.1f}" y="{tokens_y}" '
              f'width="{x2 - x1 - 6:.1f}" height="18" rx="9" fill="#fdd835" stroke="#6d4c41"/>')
        c.text((x1 + x2) / 2, tokens_y + 13, f"−{token['coins']}", 11, "middle", "#000000")
        c.add("</g>")
    pawn = view["conflict_pawn"]
    px = x_of(pawn) + cell / 2
    side = "the centre" if pawn == 0 else f"{abs(pawn)} toward {_seat(1 if pawn > 0 else 0)}'s capital"
    c.add(f'<g class="pawn"><title>the conflict pawn: {side}</title><circle cx="{px:.1f}" cy="{top + h / 2}" '
          f'r="{min(cell, h) / 2 - 3:.1f}" fill="#c62828" stroke="#ffffff" stroke-width="2"/></g>')
    c.text(MARGIN, top + h + 14, f"◀ {_seat(0)}'s capital", 11)
    c.text(WIDTH - MARGIN, top + h + 14, f"{_seat(1)}'s capital ▶", 11, "end")
    c.y = top + h + 18


def _structure(c: Canvas, rules: Any, view: dict[str, Any], parts: list[Part]) -> None:
    """The Age's structure: every slot where the layout puts it; a card face up in its colour (an
    accessible one outlined and marked), a face-down card as its back (its name too in the whole
    state), a taken card's place dashed."""
    age = view["age"]
    layout = rules.layouts[age - 1]
    if all(entry.get("card") is None and entry.get("back") is None for entry in view["structure"]):
        c.label(f"Age {_roman(age)}: every card of the structure is taken")
        return
    c.label(f"Age {_roman(age)}: the structure (outlined in orange: can be taken)")
    half = (WIDTH - 2 * MARGIN) / (max(layout.half_columns) + 1)
    w, h, step = 2 * half - 4, 40, 46
    top = c.y + 2
    colour_of = _colour_of(rules)
    backs = {**BACKS, **{back: (fill, ink) for part in parts for back, fill, ink in part.backs}}
    for entry in view["structure"]:
        slot = entry["slot"]
        x = MARGIN + (layout.half_columns[slot] - 1) * half + 2
        y = top + (layout.rows[slot] - 1) * step
        name, back = entry.get("card"), entry.get("back")
        if name is not None:
            fill, ink = COLOUR_FILL.get(colour_of.get(name, "grey"), COLOUR_FILL["grey"])
            accessible = bool(entry.get("accessible"))
            title = f"slot {slot + 1}: {name}, face up" + (", can be taken" if accessible else "")
            c.chip(x, y, w, h, name, fill, ink, title, size=10, cls="card face-up")
            if accessible:
                c.add(f'<rect class="accessible" x="{x - 1.5:g}" y="{y - 1.5:g}" width="{w + 3:g}" height="{h + 3:g}" '
                      f'rx="5" fill="none" stroke="{ACCESSIBLE}" stroke-width="3"/>')
        elif back is not None:
            fill, ink = backs.get(back, BACKS["Age card"])
            hidden = entry.get("hidden")
            word = _back_word(back, age)
            c.add(f'<g class="card face-down"><title>slot {slot + 1}: face down ({escape(word)})'
                  + (f": {escape(hidden)}" if hidden else "") + f'</title><rect x="{x:g}" y="{y:g}" width="{w:g}" '
                  f'height="{h}" rx="4" fill="{fill}" stroke="#212121"/>'
                  f'<path d="M{x + 4:g} {y + 4:g}h{w - 8:g}v{h - 8}h{-(w - 8):g}z" fill="none" stroke="{ink}" '
                  f'stroke-opacity="0.35"/>')
            c.text(x + w / 2, y + (15 if hidden else 24), word, 10, "middle", ink, weight="bold")
            if hidden:
                shortened = textwrap.shorten(hidden, int(w / 5.2), placeholder="…")
                c.text(x + w / 2, y + 30, shortened, 9, "middle", ink, style="italic")
            c.add("</g>")
        else:
            c.add(f'<rect class="empty" x="{x:g}" y="{y:g}" width="{w:g}" height="{h}" rx="4" fill="none" '
                  f'stroke="#bdbdbd" stroke-dasharray="3 3"/>')
        if name is not None or back is not None:
            for part in parts:
                part.slot(c, x + w - 8, y + 8, entry)
    c.y = top + max(layout.rows) * step


def _city(c: Canvas, rules: Any, view: dict[str, Any], p: int, city: dict[str, Any], parts: list[Part]) -> None:
    """One city: its coins, wonders (built, not yet built, back in the box), progress tokens and cards
    by colour, then what the player holds of each expansion."""
    you = " (this view)" if view["player"] == p else ""
    c.banner(f"{_seat(p)}{you}", city["coins"])
    wonders = []
    for entry in city["wonders"]:
        state = "removed" if entry["removed"] else "built" if entry["built"] else "unbuilt"
        words = {"built": "✓ built", "unbuilt": "not built", "removed": "back in the box"}[state]
        wonders.append((f"{entry['wonder']}\n{words}", *WONDER_FILL[state], f"{entry['wonder']}: {words}",
                        state == "unbuilt"))
    if wonders:
        c.chips(wonders, per_line=3, h=30, cls="wonder")
    if city["progress"]:
        c.chips([(name, *PROGRESS_FILL, f"progress token {name}", False) for name in city["progress"]],
                per_line=5, cls="progress")
    for colour, names in grouped(rules, city["cards"]):
        fill, ink = COLOUR_FILL.get(colour, COLOUR_FILL["grey"])
        c.chips([(name, fill, ink, f"{name} ({colour})", False) for name in names], cls="card built")
    if not city["cards"]:
        c.note("no cards yet")
    for part in parts:
        part.city(c, view, p)


# ---- the terminal rendering -------------------------------------------------------------------------

CELL = 13    # a card's cell in the terminal's structure, brackets included
HALF = 7     # a half column of the layout, in columns


def text(game: Any, view: dict[str, Any], caption: str | None = None, width: int = TEXT_WIDTH) -> str:
    """The picture as plain text at most ``width`` columns wide (100 by default): the same sections as
    :func:`svg`, the structure drawn as its rows of cards (a name cut to the cell, written whole in the
    list of the cards that can be taken)."""
    rules = game.rules
    parts = _parts(game)
    first, second = heading(game, view, caption)
    lines = [first, second, ""]

    def para(label: str, items: Iterable[str], empty: str = "none") -> None:
        lines.extend(paragraph(label, items, width, empty))

    lines += _track_text(rules, view)
    para("Progress tokens on the board", view["progress_board"])
    if "progress_box" in view:
        para("Progress tokens in the box", view["progress_box"])
    lines.append("")
    if view["age"] == 0:
        para("Wonders on offer", view["wonders_on_offer"])
    else:
        lines += _structure_text(rules, view, parts)
    para("Discard pile", view["discard"], "empty")
    for part in parts:
        lines += part.board_text(view, width)
    for p, city in enumerate(view["cities"]):
        lines.append("")
        you = " (this view)" if view["player"] == p else ""
        lines.append(f"{_seat(p)}{you}: {counted(city['coins'], 'coin')}")
        state_of = {True: "built", False: "not built"}
        para("  wonders", (f"{w['wonder']} ({'back in the box' if w['removed'] else state_of[w['built']]})"
                           for w in city["wonders"]))
        para("  progress", city["progress"])
        for colour, names in grouped(rules, city["cards"]):
            para(f"  {colour}", names)
        if not city["cards"]:
            lines.append("  no cards yet")
        for part in parts:
            lines += part.city_text(view, p, width)
    return terminal(lines)


def _track_text(rules: Any, view: dict[str, Any]) -> list[str]:
    """The military track on three lines: the looting tokens, the spaces with the pawn (``@``), the
    capitals' owners."""
    track = rules.track
    spaces = range(-track.capital, track.capital + 1)
    cells = ["#" if abs(s) == track.capital else "@" if s == view["conflict_pawn"] else "." for s in spaces]
    if abs(view["conflict_pawn"]) == track.capital:
        cells[view["conflict_pawn"] + track.capital] = "@"
    row = "".join(f" {ch} " for ch in cells)
    above = [" "] * len(row)
    for token in view["looting_tokens"]:
        space = token["side"] * token["distance"]
        mark = f"-{token['coins']}"
        at = (space + track.capital) * 3
        above[at:at + len(mark)] = list(mark)
    indent = " " * 10
    return ["Military  " + "".join(above).rstrip(),
            indent + row.rstrip(),
            indent + f"P0 capital{'P1 capital':>{len(row) - 10}}",
            indent + "(@ the conflict pawn, # the capitals, -N a looting token's coins)", ""]


def _structure_text(rules: Any, view: dict[str, Any], parts: list[Part]) -> list[str]:
    """The structure as rows of cells: ``[Name]`` face up, ``*Name*`` can be taken, ``(Age II)`` face
    down (``(~Name)`` in the whole state: the hidden card), blank once taken."""
    age = view["age"]
    layout = rules.layouts[age - 1]
    if all(entry.get("card") is None and entry.get("back") is None for entry in view["structure"]):
        return [f"Age {_roman(age)}: every card of the structure is taken"]
    rows = [[" "] * ((max(layout.half_columns) + 1) * HALF) for _ in range(max(layout.rows))]
    inner = CELL - 2
    taken = []
    for entry in view["structure"]:
        slot = entry["slot"]
        name, back = entry.get("card"), entry.get("back")
        if name is not None:
            accessible = bool(entry.get("accessible"))
            ends = "**" if accessible else "[]"
            cell = ends[0] + cut(name, inner).ljust(inner) + ends[1]
            if accessible:
                taken.append(name)
        elif back is not None:
            hidden = entry.get("hidden")
            words = "~" + hidden if hidden else _back_word(back, age)
            token = "".join(part.slot_text(entry) for part in parts)
            cell = "(" + (cut(words, inner - len(token)) + token).center(inner) + ")"
        else:
            continue
        at = (layout.half_columns[slot] - 1) * HALF
        rows[layout.rows[slot] - 1][at:at + CELL] = list(cell)
    legend = ["[face up]", "*can be taken*", "(face down)"]
    if view["player"] is None:
        legend.append("~hidden card")
    out = [f"Age {_roman(age)}: " + "  ".join(legend)]
    out += [f"  on a card: {part.legend_text}" for part in parts
            if part.legend_text and any(part.slot_text(entry) for entry in view["structure"])]
    out += ["  " + "".join(row).rstrip() for row in rows if "".join(row).strip()]
    out += textwrap.wrap("Can be taken: " + (", ".join(taken) or "nothing"), TEXT_WIDTH, subsequent_indent="    ")
    return out
