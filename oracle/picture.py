"""What the pictures of every game's positions share (``oracle show``): the SVG canvas and its shapes,
the card colours, and the terminal's paragraphs.

Each game draws its positions in the ``picture`` module of its package (:mod:`oracle.show` finds
it); what they draw differs, how they draw it does not.  The SVG is plain text written
deterministically (the same view gives the same bytes) with a ``viewBox`` and no fixed size, so that
it scales to the width of a docs page or a phone's screen; every shape carries a ``<title>`` (its
tooltip) saying what it is.  The terminal rendering is plain text within :data:`TEXT_WIDTH` columns.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from html import escape

WIDTH = 480           # the viewBox's width: a phone's screen shows it at three quarters of its size
MARGIN = 12
TEXT_WIDTH = 100      # the terminal rendering's columns
FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\""
COIN = ("#fdd835", "#8d6e00")   # a coin's fill and rim

# a card's colour -> its box's (fill, text): the colours the games print on their cards
COLOUR_FILL = {"brown": ("#8d6e63", "#ffffff"), "grey": ("#9e9e9e", "#000000"), "blue": ("#1e88e5", "#ffffff"),
               "green": ("#43a047", "#ffffff"), "yellow": ("#fdd835", "#000000"), "red": ("#e53935", "#ffffff"),
               "purple": ("#8e24aa", "#ffffff")}


def card_fill(colour: str | None) -> tuple[str, str]:
    """The (fill, text) of a card of ``colour``'s box: grey for a colour the table does not know."""
    return COLOUR_FILL.get(colour or "grey", COLOUR_FILL["grey"])


def seat(player: int) -> str:
    """A player as the pictures name them: ``Player 0``."""
    return f"Player {player}"


def counted(amount: int, word: str) -> str:
    """``3 coins``, ``1 coin``: an amount and its word, plural unless one."""
    return f"{amount} {word}{'s' * (amount != 1)}"


def paragraph(label: str, items: Iterable[str], width: int, empty: str = "none") -> list[str]:
    """``label: item, item, ...`` wrapped within ``width`` columns (later lines indented)."""
    body = ", ".join(items) or empty
    return textwrap.wrap(f"{label}: {body}", width, subsequent_indent="    ", break_on_hyphens=False)


def cut(words: str, width: int) -> str:
    """``words`` within ``width`` characters, cut with an ellipsis where longer."""
    return words if len(words) <= width else words[:width - 1] + "…"


def terminal(lines: Iterable[str]) -> str:
    """The terminal rendering's lines as one text, trailing spaces dropped, ending with a newline."""
    return "\n".join(line.rstrip() for line in lines) + "\n"


def won(winners: list[int]) -> str:
    """Who won, as a heading says it: ``Player 1 wins``, ``shared victory: Player 0, Player 2``."""
    return f"{seat(winners[0])} wins" if len(winners) == 1 else "shared victory: " + ", ".join(map(seat, winners))


class Lines(list[str]):
    """The terminal rendering being written: its lines, and paragraphs wrapped within ``width``."""

    def __init__(self, width: int, *lines: str) -> None:
        super().__init__(lines)
        self.width = width

    def para(self, label: str, items: Iterable[str], empty: str = "none") -> None:
        """A :func:`paragraph` within the rendering's width."""
        self.extend(paragraph(label, items, self.width, empty))

    def text(self) -> str:
        return terminal(self)


class Canvas:
    """SVG text being written, with the height drawn so far; a picture's canvas begins with its
    heading's two lines (:meth:`heading`), which label the whole picture too (:meth:`document`)."""

    def __init__(self, first: str = "", second: str = "") -> None:
        self.parts: list[str] = []
        self.y: float = MARGIN
        self.first, self.second = first, second
        if first:
            self.heading(first, second)

    def add(self, text: str) -> None:
        self.parts.append(text)

    def text(self, x: float, y: float, words: str, size: float = 12, anchor: str = "start", fill: str = "#212121",
             weight: str = "normal", style: str = "normal") -> None:
        extra = (f' font-weight="{weight}"' if weight != "normal" else "") + \
                (f' font-style="{style}"' if style != "normal" else "")
        self.add(f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{fill}"{extra}>'
                 f"{escape(words)}</text>")

    def heading(self, first: str, second: str) -> None:
        """The heading: ``first``'s title (before its first `` · ``) large, the rest of it and
        ``second`` below."""
        title, _, where = first.partition(" · ")
        self.y += 6
        self.text(MARGIN, self.y + 10, title, 16, weight="bold")
        self.text(MARGIN, self.y + 27, where, 12, fill="#424242")
        self.text(MARGIN, self.y + 43, second, 12, fill="#424242")
        self.y += 48

    def label(self, words: str) -> None:
        """A section's label, on its own line."""
        self.y += 16
        self.text(MARGIN, self.y, words, 13, weight="bold")
        self.y += 6

    def line(self, words: str, size: float = 11, fill: str = "#212121", style: str = "normal") -> None:
        """A line of small text across the picture."""
        self.y += 14
        self.text(MARGIN, self.y, words, size, fill=fill, style=style)
        self.y += 4

    def note(self, words: str) -> None:
        """A remark in grey italics (``no cards yet``)."""
        self.y += 12
        self.text(MARGIN, self.y, words, 11, fill="#616161", style="italic")
        self.y += 4

    def banner(self, words: str, coins: int | None = None, right: str = "") -> None:
        """A city's or a player's banner across the picture: ``words`` in bold, then on the right its
        ``coins`` (a coin and their number) or ``right``."""
        self.y += 14
        self.add(f'<rect x="{MARGIN / 2:g}" y="{self.y:g}" width="{WIDTH - MARGIN:g}" height="26" rx="5" '
                 f'fill="#eceff1"/>')
        self.text(MARGIN, self.y + 18, words, 14, weight="bold")
        if coins is not None:
            self.add(f'<g class="coins"><title>{counted(coins, "coin")}</title><circle cx="{WIDTH - MARGIN - 70}" '
                     f'cy="{self.y + 13:g}" r="9" fill="{COIN[0]}" stroke="{COIN[1]}"/>')
            self.text(WIDTH - MARGIN - 56, self.y + 18, counted(coins, "coin"), 13)
            self.add("</g>")
        elif right:
            self.text(WIDTH - MARGIN, self.y + 18, right, 12, "end", "#424242")
        self.y += 30

    def chip(self, x: float, y: float, w: float, h: float, words: str, fill: str, ink: str, title: str,
             stroke: str = "#333333", dash: bool = False, size: float = 10.5, cls: str = "chip") -> None:
        """A labelled rounded box, its name written on at most two lines."""
        lines = _wrap(words, max(4, int(w / (size * 0.56))))[:2]
        dashed = ' stroke-dasharray="4 3"' if dash else ""
        self.add(f'<g class="{cls}"><title>{escape(title)}</title><rect x="{x:g}" y="{y:g}" width="{w:g}" '
                 f'height="{h:g}" rx="4" fill="{fill}" stroke="{stroke}"{dashed}/>')
        top = y + h / 2 - (len(lines) - 1) * size * 0.55 + size * 0.36
        for i, line in enumerate(lines):
            self.text(x + w / 2, top + i * size * 1.1, line, size, "middle", ink)
        self.add("</g>")

    def chips(self, items: list[tuple[str, str, str, str, bool]], per_line: int = 4, h: float = 24,
              cls: str = "chip") -> None:
        """Chips (words, fill, ink, title, dashed), ``per_line`` to a line across the picture, over as
        many lines as needed."""
        w = (WIDTH - 2 * MARGIN - (per_line - 1) * 4) / per_line
        for i, (words, fill, ink, title, dash) in enumerate(items):
            if i and i % per_line == 0:
                self.y += h + 4
            x = MARGIN + (i % per_line) * (w + 4)
            self.chip(x, self.y, w, h, words, fill, ink, title, dash=dash, cls=cls)
        if items:
            self.y += h + 4

    def document(self) -> str:
        """The whole SVG: what was drawn on a white ground, ``viewBox`` scaled, labelled by the
        heading's two lines."""
        height = self.y + MARGIN
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="position" viewBox="0 0 {WIDTH} {height:g}" '
                f'role="img" aria-label="{escape(self.first)}: {escape(self.second)}" {FONT}>'
                f'<rect x="0" y="0" width="{WIDTH}" height="{height:g}" fill="#ffffff"/>')
        return "\n".join([head, *self.parts, "</svg>"]) + "\n"


def _wrap(words: str, width: int) -> list[str]:
    """``words`` on at most two lines of ``width`` characters (a newline in ``words`` ends the first)."""
    if "\n" in words:
        head, tail = words.split("\n", 1)
        return [textwrap.shorten(head, width, placeholder="…"), textwrap.shorten(tail, width, placeholder="…")]
    lines = textwrap.wrap(words, width) or [""]
    if len(lines) > 2:
        lines = [lines[0], textwrap.shorten(" ".join(lines[1:]), width, placeholder="…")]
    return lines
