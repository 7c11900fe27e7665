"""A game's printable reference: its whole rules reference on one page, for paper and PDF.

Each game's section of the site has one (``<game>/print.md``), put together while the site is built
from the very pages a reader browses, in the order the section gives (``print_parts``): its rules
chapters, its rulings and FAQ, then its components.  Each part is expanded by the documentation hook
exactly as on its own page (rule statements, ruling boxes, worked examples), then made to fit one
page here:

- its headings move down a level or two under the part's heading, and each gets an id of its own
  (``print-duel-rules-turn--revealing-cards``) unless it already has one (rule ids such as
  ``age.reveal`` and the rulings' anchors stay as they are, so links to them keep working);
- a link to another part becomes a link inside the page, a link to a page left out (the card table,
  the rule-id index…) a link to that page of the site; images keep pointing at their files;
- what is written for implementers (the folded DSL source, tests and conformance cases, and a table's
  column of DSL source) is left out;
- an anchor written as HTML (``<a id="pantheon.cost"></a>`` in a table of rules) is kept like an
  explicit heading id, and renamed like one when an earlier part took it.

The test suite prints each game's page to PDF in headless Chromium (:mod:`oracle.docs.pdf`).
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from oracle.docs.links import relative

MARKER = "<!-- oracle-print -->"
# a page made of other pages' text: out of the search (its text is found on those pages), full width
FRONT_MATTER = "---\nsearch:\n  exclude: true\nhide:\n  - navigation\n  - toc\n---\n\n"
# the print page's own source, its marker replaced by the parts put together (:func:`fill`)
SOURCE = f"{FRONT_MATTER}{MARKER}\n"


def print_page(folder: str) -> str:
    """The print page of the game whose section is ``folder``: ``duel`` -> ``duel/print.md``."""
    return f"{folder}/print.md"


def pdf_file(folder: str) -> str:
    """Where the PDF of a game's print page goes in the built site, linked from the home page."""
    return f"{folder}/wonders-oracle-{folder}-reference.pdf"


def quick_pdf_file(folder: str) -> str:
    """Where the one-page PDF of a game's quick reference (``<game>/quick/``) goes in the built site."""
    return f"{folder}/wonders-oracle-{folder}-quick-reference.pdf"

FENCE = re.compile(r"^(```|~~~)")
HEADING = re.compile(r"^(#{1,6}) (.+?)(?:[ \t]+\{([^}]*)\})?[ \t]*$")
LINK = re.compile(r"(!?)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(([^)\s]+)((?:\s+\"[^\"]*\")?)\)")
IMPLEMENTERS = re.compile(r'^\?\?\?\+? info "For implementers')
IMPLEMENTER_COLUMNS = ("DSL source",)      # a table's columns written for implementers
HTML_ANCHOR = re.compile(r'<a id="([^"]+)"></a>')
CELL_BREAK = re.compile(r"(?<!\\)\|")       # a pipe between two cells of a table row (not an escaped one)


@dataclass(frozen=True)
class Part:
    """One page of the site as it appears in the printable reference."""

    path: str            # the page, ``docs``-relative
    level: int           # the level its title takes on the print page (2 or 3)
    group: str = ""      # a heading to print before it, at level 2 ("Age I cards"…), if any


def page_anchor(path: str) -> str:
    """The id of a part's title on the print page: ``duel/rules/turn.md`` -> ``print-duel-rules-turn``."""
    return "print-" + path.removesuffix(".md").replace("/", "-")


def slugify(text: str) -> str:
    """The id Python-Markdown's table of contents would give a heading of this text."""
    plain = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    plain = re.sub(r"<[^>]+>|[`*_]", "", plain)
    plain = unicodedata.normalize("NFKD", plain).encode("ascii", "ignore").decode("ascii")
    plain = re.sub(r"[^\w\s-]", "", plain).strip().lower()
    return re.sub(r"[-\s]+", "-", plain)


def strip_front_matter(markdown: str) -> str:
    if markdown.startswith("---\n"):
        end = markdown.find("\n---\n", 4)
        if end >= 0:
            return markdown[end + 5:]
    return markdown


def drop_implementers(markdown: str) -> str:
    """Leave out the folded "For implementers" block of a component page (its title line and the
    indented lines under it)."""
    out: list[str] = []
    skipping = False
    for line in markdown.split("\n"):
        if IMPLEMENTERS.match(line):
            skipping = True
            continue
        if skipping and (not line.strip() or line.startswith("    ")):
            continue
        skipping = False
        out.append(line)
    return "\n".join(out)


def _cells(row: str) -> list[str]:
    return CELL_BREAK.split(row.strip())[1:-1]


def drop_columns(markdown: str, titles: Iterable[str] = IMPLEMENTER_COLUMNS) -> str:
    """Leave out the columns of the Markdown tables whose heading is one of ``titles`` (the DSL source of
    the Pantheon's tables: its components' pages are printed without theirs too)."""
    wanted = set(titles)
    out: list[str] = []
    dropped: list[int] = []
    for line in markdown.split("\n"):
        if not line.startswith("|"):
            out.append(line)
            continue
        cells = _cells(line)
        if not out or not out[-1].startswith("|"):      # a table's first row: its headings
            dropped = [i for i, c in enumerate(cells) if c.strip() in wanted]
        if dropped:
            kept = [c for i, c in enumerate(cells) if i not in dropped]
            line = "|" + "|".join(kept) + "|"
        out.append(line)
    return "\n".join(out)


def _html_anchors(line: str, part: Part, taken: set[str], anchors: dict[str, str]) -> str:
    """The line with each HTML anchor kept, or renamed where an earlier part took its id."""
    def rename(match: re.Match[str]) -> str:
        old = match.group(1)
        new = old if old not in taken else f"{page_anchor(part.path)}--{old}"
        taken.add(new)
        anchors[old] = new
        return f'<a id="{new}"></a>'
    return HTML_ANCHOR.sub(rename, line)


def demote(markdown: str, part: Part, taken: set[str] | None = None) -> tuple[str, dict[str, str]]:
    """Move the part's headings down so its title sits at ``part.level``; give each heading an id.

    Returns the new text and the part's anchors: the fragment a link may use (``""`` for the page
    itself, a heading's slug or explicit id) -> the id it has on the print page.  An explicit id keeps
    its name unless an earlier part took it (``taken``, updated): then it is prefixed like a slug, so
    that two pages' ``{#side-a}`` stay apart on the one page."""
    taken = set() if taken is None else taken
    shift = part.level - 1
    anchors: dict[str, str] = {}
    out: list[str] = []
    fenced = False
    titled = False
    for line in markdown.split("\n"):
        if FENCE.match(line):
            fenced = not fenced
        match = None if fenced else HEADING.match(line)
        if match is None:
            out.append(line if fenced else _html_anchors(line, part, taken, anchors))
            continue
        hashes, text, attrs = match.group(1), match.group(2), match.group(3) or ""
        explicit = re.search(r"#([^\s}]+)", attrs)
        if not titled:
            new_id = page_anchor(part.path)
            anchors[""] = new_id
            anchors[explicit.group(1) if explicit else slugify(text)] = new_id
            titled = True
        elif explicit:
            new_id = explicit.group(1)
            if new_id in taken:
                new_id = f"{page_anchor(part.path)}--{new_id}"
            anchors[explicit.group(1)] = new_id
            taken.add(new_id)
        else:
            # a repeated heading gets _1, _2… as the table of contents numbers it on its own page
            slug = slugify(text)
            repeats = sum(1 for key in anchors if key == slug or re.fullmatch(rf"{re.escape(slug)}_\d+", key))
            slug = f"{slug}_{repeats}" if repeats else slug
            new_id = f"{page_anchor(part.path)}--{slug}"
            anchors[slug] = new_id
        classes = " ".join(a for a in attrs.split() if not a.startswith("#"))
        level = min(len(hashes) + shift, 6)
        out.append(f"{'#' * level} {text} {{#{new_id}{' ' + classes if classes else ''}}}")
    return "\n".join(out), anchors


def retarget(markdown: str, part: Part, anchors: dict[str, dict[str, str]], page: str) -> str:
    """Make the part's relative links and images right on the print page: a link to a printed part
    points inside the page, any other link or image at its own file from the print page's folder."""
    def fix(match: re.Match[str]) -> str:
        bang, text, target, title = match.groups()
        if re.match(r"^[a-z][a-z0-9+.-]*:|^/", target):
            return match.group(0)
        path, _, fragment = target.partition("#")
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(part.path), path)) if path else part.path
        if not bang and resolved in anchors:
            mapped = anchors[resolved].get(fragment, fragment) if fragment else anchors[resolved][""]
            return f"[{text}](#{mapped}{title})"
        new = relative(page, resolved) + (f"#{fragment}" if fragment else "")
        return f"{bang}[{text}]({new}{title})"

    out: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        if FENCE.match(line.strip()):
            fenced = not fenced
        out.append(line if fenced else LINK.sub(fix, line))
    return "\n".join(out)


def assemble(parts: Iterable[tuple[Part, str]], title: str, introduction: str, page: str) -> str:
    """The body of the print page ``page``: ``parts`` are (part, its markdown expanded as on its own page)."""
    prepared: list[tuple[Part, str]] = []
    anchors: dict[str, dict[str, str]] = {}
    taken: set[str] = set()
    for part, markdown in parts:
        text, found = demote(drop_columns(drop_implementers(strip_front_matter(markdown))), part, taken)
        prepared.append((part, text))
        anchors[part.path] = found
    contents: list[str] = []
    for part, text in prepared:
        if part.group:
            contents.append(f"- [{part.group}](#print-{slugify(part.group)})")
        if part.level == 2:
            contents.append(f"- [{first_heading(text)}](#{anchors[part.path]['']})")
    lines = [f"# {title}", "", introduction, "", "**Contents**", "", *contents, ""]
    for part, text in prepared:
        if part.group:
            group_id = "print-" + slugify(part.group)
            lines += [f"## {part.group} {{#{group_id} .print-part}}", ""]
        body = retarget(text, part, anchors, page)
        if part.level == 2:
            body = re.sub(r"^(## .*?)\}$", r"\1 .print-part}", body, count=1, flags=re.MULTILINE)
        lines += [body.strip("\n"), ""]
    return "\n".join(lines)


def first_heading(markdown: str) -> str:
    for line in markdown.split("\n"):
        match = HEADING.match(line)
        if match:
            return re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", match.group(2))
    return ""


def fill(markdown: str, parts: Iterable[tuple[Part, str]], title: str, introduction: str, page: str) -> str:
    """The print page ``page``: its own Markdown with the parts put together (:func:`assemble`) in
    place of its marker."""
    return markdown.replace(MARKER, assemble(parts, title, introduction, page))
