"""The worked examples of the 7 Wonders Architects rules chapter (``docs/architects/rules/index.md``),
computed by the engine while the site is built.

A chapter asks for one with a line ``<!-- oracle-example: NAME -->``; the documentation hook
(:mod:`oracle.docs.hooks`) replaces it with the Markdown :meth:`Examples.render` returns.  Each
example builds an exact position from component names, lets the engine price or play the moves, and
reports what the engine says: no number of an example is typed by hand.
"""

from __future__ import annotations

from collections.abc import Callable

from oracle.architects.payments import Means, payments
from oracle.architects.rules import Ruleset

# A function giving the Markdown link of a component from its name.
Linker = Callable[[str], str]


class Examples:
    """The rules chapter's worked examples, each computed by the engine on a position built for it."""

    def __init__(self, rules: Ruleset):
        self.rules = rules

    def render(self, name: str, link: Linker) -> str:
        """The Markdown of example ``name``; an unknown name raises ``KeyError``."""
        makers: dict[str, Callable[[Linker], str]] = {"payments": self.payments}
        return makers[name](link)

    # build.cost, build.gold: every payment the engine offers for each piece of a wonder
    def payments(self, link: Linker) -> str:
        wonder = self.rules.wonders[self.rules.wonder_index("Alexandria")]
        hand = tuple(dict(Wood=2, Stone=1, Gold=2).get(k.name, 0) for k in self.rules.kinds)
        lines = [f"{link('Alexandria')} holding 2 {link('Wood')}, 1 {link('Stone')} and 2 {link('Gold')}; "
                 "every payment the engine offers:", "", "| piece | cost | payments |", "| --- | --- | --- |"]
        for piece in wonder.pieces:
            found = payments(self.rules, piece, Means(hand))
            shown = "; ".join(" + ".join(self.rules.kinds[k].name for k in p.cards) for p in found) or "none"
            lines.append(f"| {piece.number} | {piece.units} {piece.mix} | {shown} |")
        return "\n".join(lines) + "\n"
