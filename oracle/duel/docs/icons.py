"""Icons of the rules reference: resources, science symbols and chain symbols, drawn as SVG.

The set of icons is the spec's: every word of the game's vocabulary for resources
(``resources``), science symbols (``science_symbols``) and chain symbols (``chain_symbols``) gets
one, and a word the spec adds without a drawing here stops the site's build (:func:`icon_files`).
Each icon is a small standalone SVG file of the site (``duel/icons/<kind>-<name>.svg``) shown
beside its word, never instead of it: the word stays the text that is read, searched and filtered.
The drawings are plain shapes on a 24-unit grid, written deterministically (same spec, same bytes),
on a light badge so that they read on the light and the dark scheme alike.
"""

from __future__ import annotations

from oracle.docs.icons import RESOURCES, IconSet, MissingIcon, produced, used_in
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary

__all__ = ["DRAWINGS", "DUEL", "KIND_WORDS", "MissingIcon", "cost_icons", "icon", "icon_files", "icon_path",
           "icon_svg", "labelled", "produced", "production_labels", "used_in", "words"]

ICON_FOLDER = "duel/icons"
KINDS = ("resource", "science", "chain")
KIND_WORDS = {"resource": "resource", "science": "science symbol", "chain": "chain symbol"}

# kind -> (badge fill, ink)
_BADGE = {"resource": ("none", "#4e342e"), "science": ("#e8f5e9", "#1b5e20"), "chain": ("#fff3e0", "#4e342e")}

# The drawings: shapes inside a 24 x 24 box.  ``{line}`` is an outline in the kind's ink, ``{ink}``
# its colour.  Resources carry their own colours (drawn in oracle/docs/icons.py, which every game's
# icons share), the symbols one ink on their badge.
DRAWINGS: dict[str, dict[str, str]] = {
    "resource": {name: RESOURCES[name] for name in ("wood", "clay", "stone", "glass", "papyrus")},
    "science": {
        "globe": ('<circle cx="12" cy="12" r="7" {line}/><ellipse cx="12" cy="12" rx="7" ry="2.8" {line}/>'
                  '<ellipse cx="12" cy="12" rx="2.8" ry="7" {line}/><path d="M12 19v3M9 22h6" {line}/>'),
        "wheel": ('<circle cx="12" cy="12" r="8" {line}/><circle cx="12" cy="12" r="1.8" {line}/>'
                  '<path d="M12 4v16M4 12h16M6.3 6.3l11.4 11.4M17.7 6.3 6.3 17.7" {line}/>'),
        "sundial": '<path d="M3 16a9 9 0 0 1 18 0z" {line}/><path d="M12 16V6l5 10" {line}/>'
                   '<path d="M5 19h14" {line}/>',
        "mortar": ('<path d="M4 11h16a8 7 0 0 1-16 0z" {line}/><path d="M9 20h6" {line}/>'
                   '<path d="M13 11l6-8" {line}/>'),
        "plumb": ('<path d="M4 3h16M12 3v8" {line}/><path d="M12 11l-4 4 4 6 4-6z" {line}/>'),
        "quill": ('<path d="M5 20c2-7 6-13 14-16-1 6-5 11-12 13" {line}/><path d="M4 21l4-5" {line}/>'),
        "law": ('<path d="M12 3v17M7 20h10M4 7h16" {line}/><path d="M6 7l-3 6h6zM18 7l-3 6h6z" {line}/>'),
    },
    "chain": {
        "horseshoe": '<path d="M7 20V11a5 5 0 0 1 10 0v9" fill="none" stroke="{ink}" stroke-width="3.2" '
                     'stroke-linecap="round"/>',
        "sword": '<path d="M12 3v12M6.5 15h11M12 15v6M10 21h4" {line}/><path d="M10.5 4.5 12 2.5l1.5 2" {line}/>',
        "tower": '<path d="M6 21V8h12v13zM6 8V4h2.5v2h2V4h3v2h2V4H18v4" {line}/><path d="M10 21v-5h4v5" {line}/>',
        "target": '<circle cx="12" cy="12" r="8.5" {line}/><circle cx="12" cy="12" r="5" {line}/>'
                  '<circle cx="12" cy="12" r="1.5" fill="{ink}"/>',
        "helmet": '<path d="M4 18v-6a8 8 0 0 1 16 0v6h-5v-5h-2v8h-2v-8H9v5z" {line}/>',
        "book": '<path d="M12 6c-2.5-1.5-5.5-2-8.5-1.5V19c3-.5 6 0 8.5 1.5 2.5-1.5 5.5-2 8.5-1.5V4.5'
                'C17.5 4 14.5 4.5 12 6zM12 6v14.5" {line}/>',
        "gear": '<circle cx="12" cy="12" r="3" {line}/><path d="M10.5 3h3l.5 2.5 2 1 2.2-1.4 2.1 2.1-1.4 2.2'
                ' 1 2 2.5.5v3l-2.5.5-1 2 1.4 2.2-2.1 2.1-2.2-1.4-2 1-.5 2.5h-3l-.5-2.5-2-1-2.2 1.4-2.1-2.1'
                ' 1.4-2.2-1-2L3 13.5v-3l2.5-.5 1-2-1.4-2.2 2.1-2.1 2.2 1.4 2-1z" {line}/>',
        "lyre": '<path d="M6 4c-1 6 0 11 6 13 6-2 7-7 6-13M7 8h10M12 17v4M9 21h6M10 8v8M14 8v8" {line}/>',
        "lamp": '<path d="M3 14h12a6 3.5 0 0 1-12 0zM15 14l5-2.5M9 10.5v-2" {line}/>'
                '<path d="M20 11.5c0-2 1-3 1-4.5-1.5 1-2 2.5-1 4.5" {line}/>',
        "mask": '<path d="M4 5c5-1.5 11-1.5 16 0 0 9-3 15-8 15S4 14 4 5z" {line}/>'
                '<path d="M7.5 10h3M13.5 10h3M9 15.5c2 1.5 4 1.5 6 0" {line}/>',
        "column": '<path d="M5 4h14M6.5 6.5h11M5 21h14M6.5 18.5h11M8.5 6.5v12M12 6.5v12M15.5 6.5v12" {line}/>',
        "moon": '<path d="M15 3.5a9 9 0 1 0 5.5 14A7.5 7.5 0 0 1 15 3.5z" {line}/>',
        "sun": '<circle cx="12" cy="12" r="4.5" {line}/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1'
               ' 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" {line}/>',
        "water_drop": '<path d="M12 2.5C9 8 6 11 6 15a6 6 0 0 0 12 0c0-4-3-7-6-12.5z" {line}/>',
        "temple": '<path d="M3 9l9-5.5L21 9zM3 21h18M4.5 18.5h15M6.5 9v9.5M10 9v9.5M14 9v9.5M17.5 9v9.5" {line}/>',
        "vase": '<path d="M9 3h6M10 3v3c-4 2-5 6-3.5 10 1 2.5 2 4 2.5 5h6c.5-1 1.5-2.5 2.5-5 1.5-4 .5-8-3.5-10V3'
                'M6.5 10h11" {line}/>',
        "barrel": '<path d="M7 3h10c2 5 2 13 0 18H7C5 16 5 8 7 3zM5.6 8h12.8M5.6 16h12.8" {line}/>',
    },
}


DUEL = IconSet(ICON_FOLDER, KIND_WORDS, _BADGE, DRAWINGS, source="oracle/duel/docs/icons.py")


def words(vocabulary: Vocabulary) -> dict[str, tuple[str, ...]]:
    """The words that get an icon, by kind, as the spec lists them."""
    return {"resource": tuple(vocabulary.resources), "science": tuple(vocabulary.science_symbols),
            "chain": tuple(vocabulary.chain_symbols)}


def icon_path(kind: str, name: str) -> str:
    """The icon's file in the site (``docs``-relative)."""
    return DUEL.path(kind, name)


def icon_svg(kind: str, name: str) -> str:
    """The standalone SVG file of one icon."""
    return DUEL.svg(kind, name)


def icon_files(vocabulary: Vocabulary) -> dict[str, str]:
    """Every icon file of the site, one per word of the spec's vocabulary; a word without a drawing
    raises :class:`MissingIcon`."""
    return DUEL.files(words(vocabulary))


def icon(kind: str, name: str, here: str) -> str:
    """The icon as a Markdown image for the page ``here``; the word itself is written beside it by the caller."""
    return DUEL.icon(kind, name, here)


def labelled(kind: str, name: str, here: str) -> str:
    """The icon followed by its word (``water drop``), kept together on one line."""
    return DUEL.labelled(kind, name, here)


def cost_icons(cost: ast.Cost | None, here: str) -> str:
    """A cost's resource units as icons, one per unit (``2 clay and 1 papyrus``: clay, clay,
    papyrus); coins and free builds draw nothing."""
    return DUEL.cost_icons(cost, here)


def production_labels(source: ast.Component, here: str) -> str:
    """Production as icons and words: ``wood, wood`` for 2 wood, ``wood / clay / stone`` for a choice."""
    return DUEL.production_labels(source, here)
