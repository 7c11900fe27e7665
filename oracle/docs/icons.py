"""Icons of the rules reference, for every game: small SVG drawings shown beside their words.

An :class:`IconSet` is one section's icons: the kinds it draws (resources, science symbols, chain
symbols, the game's icons, its other symbols), their badges, the drawings, and the folder of the site
its files go to.  Each word of the game's vocabulary gets one icon; a word without a drawing stops the
site's build (:class:`MissingIcon`, naming the word and the file where it must be drawn).  An icon is a
standalone SVG file (``<folder>/<kind>-<name>.svg``) shown beside its word, never instead of it: the
word stays the text that is read, searched and filtered.  The drawings are plain shapes on a 24-unit
grid, written deterministically (same spec, same bytes), on a light badge where they need one so that
they read on the light and the dark scheme alike.

The drawings the games share (resources, the science symbols of the original game and Architects,
shields, coins, horns, the cat) are here; 7 Wonders Duel's own (its science and chain symbols) are in
:mod:`oracle.duel.docs.icons`.  :data:`CLASSIC` and :data:`ARCHITECTS` are the sets of those two games,
their words read from the spec's vocabulary by :func:`words`.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape

from oracle.dsl import ast
from oracle.dsl.english import cost_english, word
from oracle.dsl.vocabulary import Vocabulary

LINE = 'fill="none" stroke="{ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"'

# The resources, each in its own colours (shapes inside a 24 x 24 box).  Brick and paper are
# Architects' words for clay and papyrus, and are drawn alike.
RESOURCES: dict[str, str] = {
    "wood": ('<rect x="2.5" y="7.5" width="16" height="9" rx="2" fill="#8d5a2b" stroke="#4e342e"/>'
             '<ellipse cx="18.5" cy="12" rx="3" ry="4.5" fill="#e0b07a" stroke="#4e342e"/>'
             '<ellipse cx="18.5" cy="12" rx="1.2" ry="2" fill="none" stroke="#8d5a2b"/>'),
    "clay": ('<rect x="2.5" y="6.5" width="19" height="11" rx="1.5" fill="#c1623b" stroke="#6d2c12"/>'
             '<path d="M2.5 12h19M9 6.5v5.5M15 12v5.5" fill="none" stroke="#6d2c12"/>'),
    "stone": ('<path d="M3 18l2.5-7 5-3 4 2 3-2 3.5 4-1 6z" fill="#9e9e9e" stroke="#424242"/>'
              '<path d="M10.5 8l1 5-3.5 5M14.5 10l1 4 4.5 4" fill="none" stroke="#424242"/>'),
    "glass": ('<path d="M12 2.5l6.5 7-6.5 12-6.5-12z" fill="#80deea" stroke="#006064"/>'
              '<path d="M5.5 9.5h13M12 2.5l-2.5 7 2.5 12 2.5-12z" fill="none" stroke="#006064"/>'),
    "papyrus": ('<rect x="5" y="4" width="14" height="16" fill="#fff59d" stroke="#827717"/>'
                '<ellipse cx="5" cy="12" rx="2" ry="8" fill="#f0e68c" stroke="#827717"/>'
                '<ellipse cx="19" cy="12" rx="2" ry="8" fill="#f0e68c" stroke="#827717"/>'
                '<path d="M9 8.5h6M9 12h6M9 15.5h4" fill="none" stroke="#827717"/>'),
    "ore": ('<path d="M3 17l3-8 6-3 6 3 3 8-9 4z" fill="#546e7a" stroke="#263238"/>'
            '<path d="M8 11l3 2 4-3M11 13v5" fill="none" stroke="#cfd8dc" stroke-linecap="round"/>'),
    "loom": ('<path d="M4 5h16v14H4z" fill="#ce93d8" stroke="#4a148c"/>'
             '<path d="M4 9h16M4 13h16M4 17h16M9 5v14M15 5v14" fill="none" stroke="#7b1fa2"/>'),
}
RESOURCES["brick"] = RESOURCES["clay"]
RESOURCES["paper"] = RESOURCES["papyrus"]

# The science symbols of the original game and of Architects, in one ink on their badge.
SCIENCE: dict[str, str] = {
    "compass": ('<circle cx="12" cy="5" r="2" {line}/><path d="M11 6.8 6 20M13 6.8 18 20M7.6 15.5h8.8" {line}/>'),
    "gear": ('<circle cx="12" cy="12" r="3" {line}/><path d="M10.5 3h3l.5 2.5 2 1 2.2-1.4 2.1 2.1-1.4 2.2'
             ' 1 2 2.5.5v3l-2.5.5-1 2 1.4 2.2-2.1 2.1-2.2-1.4-2 1-.5 2.5h-3l-.5-2.5-2-1-2.2 1.4-2.1-2.1'
             ' 1.4-2.2-1-2L3 13.5v-3l2.5-.5 1-2-1.4-2.2 2.1-2.1 2.2 1.4 2-1z" {line}/>'),
    "tablet": ('<path d="M6 21V6a6 3.5 0 0 1 12 0v15z" {line}/><path d="M9 9h6M9 12.5h6M9 16h4" {line}/>'),
}

# The other symbols a game prints: shields, coins, the gold card's coin, horns and the cat.
SYMBOLS: dict[str, str] = {
    "shield": ('<path d="M12 2.5 20 5.5v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6z" fill="#e53935" stroke="#7f0000"/>'
               '<path d="M12 6v12M7.5 10.5h9" fill="none" stroke="#ffebee" stroke-width="1.6"/>'),
    "coin": ('<circle cx="12" cy="12" r="9" fill="#fdd835" stroke="#8d6e00"/>'
             '<circle cx="12" cy="12" r="6" fill="none" stroke="#8d6e00"/>'),
    "gold": ('<circle cx="12" cy="12" r="9" fill="#ffca28" stroke="#8d6e00"/>'
             '<path d="M12 6.5l1.6 3.6 3.9.4-2.9 2.6.8 3.9-3.4-2-3.4 2 .8-3.9-2.9-2.6 3.9-.4z" '
             'fill="#fff8e1" stroke="#8d6e00"/>'),
    "horn": ('<path d="M20.5 3.5c-.5 8.5-6.5 15-16 16l-1.5-5.5c7 .5 12.5-4 15-11z" fill="#ffe0b2" stroke="#5d4037"/>'
             '<path d="M3 14l1.5 5.5" fill="none" stroke="#5d4037" stroke-width="2.4" stroke-linecap="round"/>'),
    "cat": ('<path d="M5 21v-9L4 4l5 4h6l5-4-1 8v9z" fill="#616161" stroke="#212121"/>'
            '<circle cx="9.5" cy="13" r="1.2" fill="#ffeb3b"/><circle cx="14.5" cy="13" r="1.2" fill="#ffeb3b"/>'
            '<path d="M11 16.5h2l-1 1z" fill="#f8bbd0"/>'),
}

# effect of the spec's vocabulary -> the symbol a game that uses it prints
SYMBOL_EFFECTS = {"shields": "shield", "gain_coins": "coin", "produce_any": "gold"}


class MissingIcon(ValueError):
    """A word of the spec's vocabulary has no drawing."""


@dataclass(frozen=True)
class IconSet:
    """One section's icons: where their files go, the kinds drawn and how each is named and badged,
    the drawings by kind, and the file that holds the drawings (named when one is missing)."""

    folder: str                                   # ``duel/icons``
    kind_words: dict[str, str]                    # kind -> its word: ``science`` -> ``science symbol``
    badges: dict[str, tuple[str, str]]            # kind -> (badge fill or "none", ink)
    drawings: dict[str, dict[str, str]] = field(default_factory=dict)
    source: str = "oracle/docs/icons.py"

    def path(self, kind: str, name: str) -> str:
        """The icon's file in the site (``docs``-relative)."""
        return f"{self.folder}/{kind}-{name.replace('_', '-')}.svg"

    def svg(self, kind: str, name: str) -> str:
        """The standalone SVG file of one icon; :class:`MissingIcon` if it has no drawing."""
        try:
            body = self.drawings[kind][name]
        except KeyError:
            raise MissingIcon(f"no icon is drawn for the {self.kind_words.get(kind, kind)} '{name}' "
                              f"({self.source}, DRAWINGS['{kind}'])") from None
        badge, ink = self.badges[kind]
        back = "" if badge == "none" else f'<rect x="0.5" y="0.5" width="23" height="23" rx="5" fill="{badge}"/>'
        shapes = body.replace("{line}", LINE).replace("{ink}", ink)
        title = escape(f"{word(name)} ({self.kind_words[kind]})")
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">'
                f"<title>{title}</title>{back}{shapes}</svg>\n")

    def files(self, words: dict[str, tuple[str, ...]]) -> dict[str, str]:
        """Every icon file of the site, one per word given by kind; a word without a drawing raises
        :class:`MissingIcon`."""
        return {self.path(kind, name): self.svg(kind, name) for kind, names in words.items() for name in names}

    def icon(self, kind: str, name: str, here: str) -> str:
        """The icon as a Markdown image for the page ``here`` (MkDocs makes its path right for the built
        page); the word itself is written beside it by the caller."""
        src = posixpath.relpath(self.path(kind, name), posixpath.dirname(here) or ".")
        return f'![]({src}){{: .icon title="{escape(word(name))}" }}'

    def labelled(self, kind: str, name: str, here: str) -> str:
        """The icon followed by its word (``water drop``), kept together on one line."""
        return f'<span class="icon-word">{self.icon(kind, name, here)} {word(name)}</span>'

    def cost_icons(self, cost: ast.Cost | None, here: str, coin: str | None = None) -> str:
        """A cost's resource units as icons, one per unit (``2 clay and 1 papyrus``: clay, clay,
        papyrus), after one ``coin`` symbol if it is given and the cost has coins; a free build and a
        cost of any ``n`` resources draw nothing."""
        if cost is None or cost.mix:
            return ""
        coins = self.icon("symbol", coin, here) if coin and cost.coins else ""
        return coins + "".join(self.icon("resource", r.resource.value, here)
                               for r in cost.resources for _ in range(r.amount))

    def cost_cell(self, cost: ast.Cost | None, here: str, coin: str | None = None) -> str:
        """A printed cost (build.cost): its icons (:meth:`cost_icons`), then the cost in words."""
        drawn = self.cost_icons(cost, here, coin)
        return f'<span class="icon-word">{drawn}</span> {cost_english(cost)}' if drawn else cost_english(cost)

    def facts(self, source: ast.Component, here: str) -> list[str]:
        """A component's line of symbols, each icon beside its word: what it produces (a resource, a
        choice, or any resource for the gold card), its science symbols, its shields and the icons it
        shows."""
        out = []
        effects = [e for clause in source.clauses for e in clause.effects]
        made = self.production_labels(source, here)
        if any(isinstance(e, ast.ProduceAny) for e in effects):
            made = ", ".join(filter(None, [made, f"{self.labelled('symbol', 'gold', here)} (any resource)"]))
        if made:
            out.append(f"**Produces:** {made}")
        symbols = [e.symbol.value for e in effects if isinstance(e, ast.Science)]
        symbols += [" / ".join(o.value for o in e.options) for e in effects if isinstance(e, ast.ScienceChoice)]
        if symbols:
            shown = ", ".join(" / ".join(self.labelled("science", s, here) for s in choice.split(" / "))
                              for choice in symbols)
            out.append(f"**Science symbol:** {shown}")
        shields = sum(e.amount for e in effects if isinstance(e, ast.Shields))
        if shields:
            out.append(f"**Shields:** {self.icon('symbol', 'shield', here)} {shields} "
                       f"{'shield' if shields == 1 else 'shields'}")
        if source.icons:
            out.append("**Shows:** " + ", ".join(self.labelled("icon", i.value, here) for i in source.icons))
        return out

    def fact_lines(self, source: ast.Component, here: str) -> list[str]:
        """:meth:`facts` as one paragraph of a page (none: no lines)."""
        found = self.facts(source, here)
        return [" · ".join(found), ""] if found else []

    def production_labels(self, source: ast.Component, here: str) -> str:
        """Production as icons and words: ``wood, wood`` for 2 wood, ``wood / clay / stone`` for a choice."""
        return ", ".join(" / ".join(self.labelled("resource", r, here) for r in options)
                         for options in produced(source))

    def legend(self, words: dict[str, tuple[str, ...]], here: str) -> list[str]:
        """The table of every icon of the section with its word, by kind."""
        lines = ["| kind | icons |", "| --- | --- |"]
        for kind, names in words.items():
            if names:
                cells = " · ".join(self.labelled(kind, name, here) for name in names)
                lines.append(f"| {self.kind_words[kind]}s | {cells} |")
        return [*lines, ""]


def produced(source: ast.Component) -> list[tuple[str, ...]]:
    """What a component produces each turn: one entry per effect, the resources it may give
    (one for a fixed production, several for a choice)."""
    out: list[tuple[str, ...]] = []
    for clause in source.clauses:
        for effect in clause.effects:
            if isinstance(effect, ast.Produce):
                out += [(effect.resource.value,)] * effect.amount
            elif isinstance(effect, ast.ProduceChoice):
                out.append(tuple(o.value for o in effect.options))
    return out


def used_in(components: Iterable[ast.Component]) -> set[tuple[str, str]]:
    """Every (kind, name) the components' costs, productions, science and chain symbols and icons use."""
    found: set[tuple[str, str]] = set()
    for source in components:
        if source.cost is not None:
            found |= {("resource", r.resource.value) for r in source.cost.resources}
        found |= {("resource", r) for options in produced(source) for r in options}
        found |= {("chain", s.value) for s in (*source.chains, *source.free_with)}
        found |= {("icon", i.value) for i in source.icons}
        for clause in (*source.clauses, *(c for stage in source.stages for c in stage.clauses)):
            for effect in clause.effects:
                if isinstance(effect, ast.Science):
                    found.add(("science", effect.symbol.value))
                elif isinstance(effect, ast.ScienceChoice):
                    found |= {("science", o.value) for o in effect.options}
    return found


def words(vocabulary: Vocabulary) -> dict[str, tuple[str, ...]]:
    """The words of a game that get an icon, by kind, as its spec lists them: its resources, science
    symbols and icons, and the symbols of the effects it uses (:data:`SYMBOL_EFFECTS`: shields,
    coins, the gold card)."""
    effects = vocabulary.effects or {}
    return {"resource": tuple(vocabulary.resources), "science": tuple(vocabulary.science_symbols),
            "icon": tuple(vocabulary.icons),
            "symbol": tuple(symbol for effect, symbol in SYMBOL_EFFECTS.items() if effect in effects)}


KIND_WORDS = {"resource": "resource", "science": "science symbol", "icon": "icon", "symbol": "symbol"}
BADGES = {"resource": ("none", "#4e342e"), "science": ("#e8f5e9", "#1b5e20"), "icon": ("none", "#4e342e"),
          "symbol": ("none", "#4e342e")}


def game_set(folder: str, names: dict[str, tuple[str, ...]]) -> IconSet:
    """The icon set of a game drawn from the shared drawings: for each kind, the names listed (a name
    without a shared drawing is left out, so that the game's build names it)."""
    library = {"resource": RESOURCES, "science": SCIENCE, "icon": SYMBOLS, "symbol": SYMBOLS}
    drawings = {kind: {n: library[kind][n] for n in listed if n in library[kind]} for kind, listed in names.items()}
    return IconSet(folder, KIND_WORDS, BADGES, drawings)


# The original game: seven resources, three science symbols, shields and coins.
CLASSIC = game_set("classic/icons", {
    "resource": ("wood", "stone", "clay", "ore", "glass", "papyrus", "loom"),
    "science": ("compass", "gear", "tablet"), "icon": (), "symbol": ("shield", "coin")})
# Architects: five resources, the gold card, three science symbols, shields, horns and the cat.
ARCHITECTS = game_set("architects/icons", {
    "resource": ("wood", "stone", "brick", "paper", "glass"),
    "science": ("compass", "gear", "tablet"), "icon": ("cat", "horn"), "symbol": ("shield", "gold")})
