"""The picture of where an engine went wrong: the position of a failure's first divergence, drawn as
``oracle show`` draws it (:mod:`oracle.show`), the components the divergence names marked.

A failing item's result holds the record up to its first divergence (``Result.record``) and the
divergence (``Result.divergence``: the moves applied when it was seen, its kind, the move, every
difference).  The position drawn is the last one on which the engine and the oracle agreed: before
the diverging move where the difference is seen after it (in its events or in the state), the
record's end where the engine refuses the next move or lists other legal actions there.  It is the
whole state as the oracle holds it; each of its components that the diverging move or a difference
names (a card, a wonder, a token) is marked, outlined in red (the class ``differs``).

The HTML report (:mod:`oracle.conformance.report_html`) shows the picture beside the differences,
and ``--repro`` writes it beside the record (``position.svg``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from html import unescape
from typing import Any

from oracle.conformance.suite import Result
from oracle.core.registry import game_class, load_game
from oracle.errors import OracleError
from oracle.show import pictures_of, position
from oracle.show_page import Names

# a shape of a picture with its tooltip (oracle.picture.Canvas writes every one so)
SHAPE = re.compile(r'<g class="([^"]*)"><title>([^<]*)</title>')
MARK_STYLE = ("<style>.differs rect,.differs circle,.differs path{stroke:#d50000;stroke-width:3;"
              "stroke-dasharray:none}</style>")
AFTER_MOVE = ("events", "state")   # the kinds of difference seen after the move that led to them


@dataclass(frozen=True)
class Where:
    """The picture of a failure's first divergence: the SVG, the moves of the record played before
    the position drawn, the kind of difference, the diverging move (its JSON, ``None`` before the
    first) and the components marked."""

    svg: str
    moves: int
    kind: str
    move: Any
    marked: tuple[str, ...]

    def sentence(self) -> str:
        """What the picture shows, in one sentence."""
        at = f"after {self.moves} move{'s' * (self.moves != 1)} of the record"
        if self.kind in AFTER_MOVE:
            return (f"The position {at}, where the oracle and the engine last agreed: the next move leads to "
                    "the difference.")
        if self.kind == "refused":
            return f"The position {at}: the engine refuses the next move."
        return f"The position {at}, where the engine's legal actions differ from the oracle's."


def marked(svg: str, names: set[str], finder: Names) -> tuple[str, list[str]]:
    """``svg`` with each shape whose tooltip names one of ``names`` (as ``finder`` reads it: ``Statue``
    is not named by ``The Statue of Zeus``) marked (class ``differs``, outlined in red by a style of its
    own), and the names found marked."""
    found: list[str] = []

    def mark(match: re.Match[str]) -> str:
        hits = sorted(finder.named(unescape(match.group(2))) & names)
        if not hits:
            return match.group(0)
        found.extend(h for h in hits if h not in found)
        return f'<g class="{match.group(1)} differs"><title>{match.group(2)}</title>'

    out = SHAPE.sub(mark, svg)
    if found:
        head, _, rest = out.partition(">")
        out = f"{head}>{MARK_STYLE}{rest}"
    return out, sorted(found)


def where(result: Result) -> Where | None:
    """The picture of ``result``'s first divergence, or ``None`` where there is none to draw: no
    divergence or record (an engine error, a perft count), or a ruleset ``oracle show`` does not draw."""
    record, divergence = result.record, result.divergence
    if not isinstance(record, dict) or not isinstance(divergence, dict):
        return None
    try:
        cls = game_class(str(record.get("game")))
        variant, players = cls.record_head(record)
        game = load_game(cls.name, variant=variant, players=players)
        pictures = pictures_of(game)
        read = game.record_from_json(record)
        count = len(read.moves)
        kind = str(divergence.get("kind"))
        moves = count - 1 if kind in AFTER_MOVE and count > 0 else count
        state, _ = position(game, read, moves)
        caption = f"after {moves} move{'s' * (moves != 1)}"
        svg = pictures.svg(game, pictures.whole_view(game, state), caption)
    except OracleError:
        return None
    move = divergence.get("move")
    said = json.dumps(move, ensure_ascii=False) + "\n" + "\n".join(map(str, divergence.get("details") or []))
    finder = Names(game)
    svg, found = marked(svg, finder.named(said), finder)
    return Where(svg, moves, kind, move, tuple(found))

