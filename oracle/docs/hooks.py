"""MkDocs hooks: generate the rules reference from the spec while the site is built.

Each game of the registry may have a section of the site (``Game.docs_section``): its rules
chapters under ``docs/<game>/`` and the pages generated from its spec.

- ``on_config`` loads every game's section and fills the navigation placeholders
  (``"@duel:cards:I"``, ``"@duel:wonders"``...) with its component pages.
- ``on_files`` adds the generated pages; none is committed.
- ``on_page_markdown`` expands what hand-written chapters ask for: a heading with a rule-id
  anchor ``{#trade.price}`` in a game's rules chapters gets the registry's statement of the
  rule under it; ``!!! ruling ID`` (a ruling id, unquoted) becomes the box of that ruling of the
  game's spec (its question, kind, decision and sources), the indented lines under it staying
  in the box; ``!!! rule-changes`` becomes the table of the game's change log
  (``spec/<game>/changes.toml``, whose entries also appear under their rule's statement, and whose
  newest date stamps every page's footer with the project's version);
  ``<!-- oracle-example: NAME -->`` becomes a worked example computed by that game's
  engine; ``<!-- oracle-rulesets -->`` and ``<!-- oracle-suites -->`` become the tables of every
  ruleset and of what each conformance suite holds for it, counted from the suites
  (:mod:`oracle.docs.rulesets`); ``<!-- oracle-expansions -->`` becomes the picture and tables of
  every game's extension points and the expansions filling them (:mod:`oracle.docs.expansions`);
  and every ``tests/...py::test_...`` reference must name an existing test.
  In a section whose rulings come from its spec (``rulings_from_spec``), a hand-written ruling box
  (``!!! ruling "title"``) in a rules chapter is refused.  Any mistake stops the build.
- ``<!-- oracle-picture: GAME seed=N after=M [player=P] [text] -->`` becomes the picture ``oracle show``
  draws of the position after M moves of ``oracle play --seed N`` (:func:`oracle.show.example`): the SVG
  itself, or with ``text`` the terminal's rendering in a code block.
- ``<!-- oracle-drawn: NAME -->`` becomes a position drawn beside a worked example or an answer, built
  in code at build time, with its caption (:mod:`oracle.docs.drawn`).
- ``<!-- oracle-pdf: GAME -->`` and ``<!-- oracle-quick-pdf: GAME -->`` on the home page become the
  links to the game's printable and quick references as PDFs when this build prints them, and
  nothing otherwise, so that the page never links a file the site lacks.  ``mkdocs build`` prints them
  (``on_post_build``, :mod:`oracle.docs.pdf`) when Chromium and Playwright are at hand, unless
  ``ORACLE_DOCS_PDF=0``; ``mkdocs serve`` never does.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import os
import re
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from oracle import __version__
from oracle.core.registry import game_class, games, load_game
from oracle.docs.changes import ChangeLogError, changes_table, latest, load_changes, rule_note
from oracle.docs.expansions import expansions_markdown
from oracle.docs.family import PAGE as FAMILY_PAGE
from oracle.docs.family import SPEC_FILE as FAMILY_SPEC
from oracle.docs.family import FamilyError, GameColumn, RulesetColumn, load_family, quick_page, quick_page_path
from oracle.docs.family import page as family_page
from oracle.docs.links import relative
from oracle.docs.pinned import test_functions
from oracle.docs.printable import pdf_file, quick_pdf_file
from oracle.docs.rulesets import rulesets, rulesets_table, suite_figures, suites_table
from oracle.docs.section import read_table

log = logging.getLogger("mkdocs.plugins.oracle")

_state: dict[str, Any] = {}

HEADING = re.compile(r"^(#{2,6}) (.+?) \{#([a-z_]+\.[a-z_.]+)\}[ \t]*$", re.MULTILINE)
EXAMPLE = re.compile(r"^<!-- oracle-example: ([a-z0-9-]+) -->[ \t]*$", re.MULTILINE)
TEST_REF = re.compile(r"tests/[A-Za-z0-9_/]+\.py::test_[A-Za-z0-9_]+")
RULING = re.compile(r"^!!! ruling ([a-z_]+\.[a-z_.]+)[ \t]*$", re.MULTILINE)
HAND_RULING = re.compile(r'^!!! ruling "', re.MULTILINE)
CHANGES = re.compile(r"^!!! rule-changes[ \t]*$", re.MULTILINE)
RULESETS = re.compile(r"^<!-- oracle-rulesets -->[ \t]*$", re.MULTILINE)
SUITES = re.compile(r"^<!-- oracle-suites -->[ \t]*$", re.MULTILINE)
EXPANSIONS = re.compile(r"^<!-- oracle-expansions -->[ \t]*$", re.MULTILINE)
PDF = re.compile(r"<!-- oracle-(quick-)?pdf: ([a-z]+) -->")
PICTURE = re.compile(r"^<!-- oracle-picture: ([a-z]+) seed=(\d+) after=(\d+)(?: player=(\d+))?( text)? -->[ \t]*$",
                     re.MULTILINE)
DRAWN = re.compile(r"^<!-- oracle-drawn: ([a-z0-9-]+) -->[ \t]*$", re.MULTILINE)
PDF_SWITCH = "ORACLE_DOCS_PDF"      # "0": the build prints no PDF


def _root(config: Any) -> Path:
    return Path(config["config_file_path"]).resolve().parent


def sections(root: Path) -> dict[str, Any]:
    """Each registered game's section of the site, by game name (games without one are left out).  A
    section refusing its spec stops the build with its message."""
    out = {}
    for name in games():
        try:
            section = game_class(name).docs_section(root)
        except ValueError as error:     # a spec file of the site (concerns.toml...) names what it cannot
            raise PluginError(f"the {name} section of the site: {error}") from None
        if section is not None:
            out[name] = section
    return out


def _placeholder(key: str) -> list[Any]:
    game, _, rest = key.partition(":")
    section = _state["sections"].get(game)
    if section is None:
        raise PluginError(f"navigation placeholder '@{key}': no game '{game}' with a section of the site")
    return section.nav(rest)  # type: ignore[no-any-return]


def _expand(items: list[Any]) -> list[Any]:
    out: list[Any] = []
    for item in items:
        if isinstance(item, str) and item.startswith("@"):
            out.extend(_placeholder(item[1:]))
        elif isinstance(item, dict):
            out.append({k: (_placeholder(v[1:]) if isinstance(v, str) and v.startswith("@")
                            else _expand(v) if isinstance(v, list) else v) for k, v in item.items()})
        else:
            out.append(item)
    return out


def on_startup(command: str, dirty: bool) -> None:
    _state["command"] = command


def prints_pdfs() -> bool:
    """Whether this build prints each game's references to PDF: ``mkdocs build`` does, when Chromium and
    Playwright are at hand and ``ORACLE_DOCS_PDF`` is not ``0``; ``mkdocs serve`` and a hook called
    outside a build never do."""
    from oracle.docs.pdf import CHROMIUM

    return (_state.get("command") == "build" and os.environ.get(PDF_SWITCH, "1") != "0"
            and CHROMIUM.is_file() and importlib.util.find_spec("playwright") is not None)


def on_config(config: Any) -> Any:
    root = _root(config)
    _state["pdfs"] = prints_pdfs()
    _state.pop("rulesets", None)
    suite_figures.cache_clear()     # a new build counts the suites afresh (mkdocs serve rebuilds)
    _state["sections"] = sections(root)
    _state["root"] = root
    _state["changes"] = load_section_changes(root, _state["sections"])
    config["copyright"] = stamp(_state["changes"])
    _state["tests"] = test_functions(root)
    config["nav"] = _expand(config["nav"])
    return config


def on_files(files: Files, config: Any) -> Files:
    for section in _state["sections"].values():
        for path, content in section.pages().items():
            if files.get_file_from_path(path) is not None:
                raise PluginError(f"{path} is generated; remove the file from docs/")
            files.append(File.generated(config, path, content=content))
            _state.setdefault("generated", {})[path] = content
    for path, content in family_pages(_state["root"], _state["sections"]).items():
        files.append(File.generated(config, path, content=content))
        _state.setdefault("generated", {})[path] = content
    return files


def on_post_build(config: Any) -> None:
    """Print each game's printable and quick references to PDF into the built site, where the home page
    links them (only in a build that :func:`prints_pdfs`)."""
    if not _state.get("pdfs"):
        return
    from oracle.docs.pdf import PdfError, make_pdf

    site = Path(config["site_dir"])
    for section in _state["sections"].values():
        try:
            out = make_pdf(site, section.folder)
        except PdfError as error:
            raise PluginError(f"the PDF of the {section.folder} reference: {error}") from None
        log.info("printed %s", out.relative_to(site))


def family_pages(root: Path, found: dict[str, Any]) -> dict[str, str]:
    """The family page and each game's quick reference (:mod:`oracle.docs.family`), from
    ``spec/family.toml`` and each game's section."""
    columns = {}
    for name, section in found.items():
        cls = game_class(name)
        columns[name] = GameColumn(cls.title, section.folder, f"{section.rules_folder}/index.md", section.rule_ids,
                                   section.rule_link, [(v, cls.counts_for(v)) for v in cls.variants],
                                   ruleset_columns(root, name, section))
    try:
        spec = load_family(root / FAMILY_SPEC, {n: c.statements for n, c in columns.items()})
    except FamilyError as error:
        raise PluginError(f"{FAMILY_SPEC}: {error}") from None
    out = {FAMILY_PAGE: family_page(spec, columns)}
    for name, section in found.items():
        here = quick_page_path(section.folder)
        out[here] = quick_page(spec, name, columns[name], section.symbols(here))
    return out


def ruleset_columns(root: Path, name: str, section: Any) -> list[RulesetColumn]:
    """Each ruleset of the game ``name`` as the family page and the quick reference compare it: its
    title, players and rules from the registry, what it is from the ``[variants]`` table of the game's
    ``game.toml``, its page and quick rules from the game's section."""
    cls = game_class(name)
    described = read_table(section.spec_path(root) / "game.toml").get("variants", {})
    return [RulesetColumn(variant, cls.title_of(variant), cls.counts_for(variant), described.get(variant, ""),
                          section.variant_page(variant),
                          load_game(name, variant=variant, spec=section.spec_folder).rule_ids,
                          functools.partial(section.variant_rule_link, variant), section.quick_rules_of(variant))
            for variant in cls.variants]


def family(root: Path, found: dict[str, Any]) -> str:
    """The family page alone."""
    return family_pages(root, found)[FAMILY_PAGE]


def _section_of(page: str) -> Any:
    for section in _state["sections"].values():
        if page.startswith(section.folder + "/"):
            return section
    return None


def _rule_heading(match: re.Match[str], section: Any, page: str) -> str:
    rid = match.group(3)
    if rid not in section.rule_ids:
        raise PluginError(f"{page}: '{{#{rid}}}' is not a rule id of spec/{section.folder}/rules.toml")
    notes = [*rule_note(_state.get("changes", {}).get(section.folder, []), rid), *section.rule_notes(rid)]
    return (f"{match.group(0)}\n\n!!! rule \"Rule `{rid}`\"\n\n    {section.rule_ids[rid]}\n"
            + "".join(f"\n    {note}\n" for note in notes))


def load_section_changes(root: Path, found: dict[str, Any]) -> dict[str, Any]:
    """Each section's change log (``spec/<folder>/changes.toml``), by section folder."""
    out = {}
    for section in found.values():
        try:
            out[section.folder] = load_changes(root / "spec" / section.folder / "changes.toml",
                                               set(section.rule_ids))
        except ChangeLogError as error:
            raise PluginError(f"spec/{section.folder}/{error}") from None
    return out


def stamp(changes: dict[str, Any]) -> str:
    """The footer of every page: the project's version and the date of the newest rule change."""
    newest = max((d for d in (latest(c) for c in changes.values()) if d), default=None)
    return f"wonders-oracle {__version__}" + (f" · rules as of {newest}" if newest else "")


def _changes(section: Any, page: str) -> str:
    """``!!! rule-changes``: the table of the section's change log."""
    if section is None:
        raise PluginError(f"{page}: '!!! rule-changes' belongs in a game's section of the site")
    changes = _state.get("changes", {}).get(section.folder, [])
    links = {c.rule: section.rule_link(page, c.rule) for c in changes} if hasattr(section, "rule_link") else {}
    return changes_table(changes, links)


def _ruling_box(match: re.Match[str], section: Any, page: str) -> str:
    """A chapter's ``!!! ruling ID``: the ruling's box, generated from the game's spec."""
    rid = match.group(1)
    if section is None or not hasattr(section, "ruling_box"):
        raise PluginError(f"{page}: '!!! ruling {rid}': this section has no rulings in its spec")
    try:
        return section.ruling_box(rid, page)  # type: ignore[no-any-return]
    except KeyError:
        raise PluginError(f"{page}: '!!! ruling {rid}' is not a ruling of spec/{section.folder}/rulings.toml") \
            from None


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    here = page.file.src_uri
    section = _section_of(here)
    if section is not None and here == getattr(section, "print_page", None):
        return _print_page(section, markdown)
    return expand(markdown, here)


def _print_page(section: Any, markdown: str) -> str:
    """A section's printable reference: every part expanded as on its own page, then put together
    by the section (``print_parts``, ``printable``)."""
    root = _state["root"] / "docs"
    generated = _state.get("generated", {})
    parts = []
    for part in section.print_parts():
        source = generated.get(part.path)
        if source is None:
            file = root / part.path
            if not file.is_file():
                raise PluginError(f"{section.print_page}: its part {part.path} is not a page of the site")
            source = file.read_text(encoding="utf-8")
        parts.append((part, expand(source, part.path)))
    return section.printable(markdown, parts)  # type: ignore[no-any-return]


def expand(markdown: str, here: str) -> str:
    """What the hook makes of a page's Markdown (see the module's docstring), for the page ``here``."""
    for ref in TEST_REF.findall(markdown):
        if ref not in _state["tests"]:
            raise PluginError(f"{here}: '{ref}' names no test")
    section = _section_of(here)
    if section is not None and here.startswith(section.rules_folder + "/"):
        markdown = HEADING.sub(lambda m: _rule_heading(m, section, here), markdown)
        if getattr(section, "rulings_from_spec", False) and HAND_RULING.search(markdown):
            raise PluginError(f"{here}: a ruling box names its ruling ('!!! ruling ID'); its text comes from "
                              f"spec/{section.folder}/rulings.toml")
    markdown = RULING.sub(lambda m: _ruling_box(m, section, here), markdown)
    markdown = CHANGES.sub(lambda m: _changes(section, here), markdown)
    markdown = RULESETS.sub(lambda m: "\n".join(_rulesets_table(here)), markdown)
    markdown = SUITES.sub(lambda m: "\n".join(suites_table(_state["root"], _rulesets())), markdown)
    markdown = EXPANSIONS.sub(lambda m: "\n".join(expansions_markdown()), markdown)
    markdown = PDF.sub(lambda m: _pdf_link(m.group(2), bool(m.group(1)), here), markdown)
    markdown = PICTURE.sub(lambda m: _picture(m, here), markdown)
    markdown = DRAWN.sub(lambda m: _drawn(m, here), markdown)

    def example(match: re.Match[str]) -> str:
        name = match.group(1)
        if section is None:
            raise PluginError(f"{here}: a worked example belongs in a game's section of the site")

        def link(component: str) -> str:
            return f"[{component}]({relative(here, section.page_of_name(component))})"
        try:
            return section.example(name, link)  # type: ignore[no-any-return]
        except KeyError:
            raise PluginError(f"{here}: unknown worked example '{name}'") from None

    return EXAMPLE.sub(example, markdown)


def _picture(match: re.Match[str], here: str) -> str:
    """``<!-- oracle-picture: ... -->``: the picture ``oracle show`` draws of a random game's position."""
    from oracle.errors import OracleError
    from oracle.show import example

    name, seed, after, player, text = match.groups()
    try:
        drawn = example(name, int(seed), int(after), None if player is None else int(player), bool(text))
    except OracleError as error:
        raise PluginError(f"{here}: '{match.group(0).strip()}': {error}") from None
    if text:
        return "```text\n" + drawn + "```"
    return '<div class="position-picture">' + drawn.rstrip("\n") + "</div>"


def _drawn(match: re.Match[str], here: str) -> str:
    """``<!-- oracle-drawn: NAME -->``: a position drawn for a worked example or an answer, captioned."""
    from oracle.docs.drawn import figure_html
    from oracle.errors import OracleError

    try:
        return figure_html(match.group(1))
    except KeyError:
        raise PluginError(f"{here}: unknown drawn position '{match.group(1)}'") from None
    except OracleError as error:
        raise PluginError(f"{here}: '{match.group(0).strip()}': {error}") from None


def _rulesets() -> list[Any]:
    if "rulesets" not in _state:
        _state["rulesets"] = rulesets(_state["root"])
    return _state["rulesets"]   # type: ignore[no-any-return]


def _rulesets_table(here: str) -> list[str]:
    """``<!-- oracle-rulesets -->``: every ruleset, each linked to the page that explains it."""
    def link(r: Any) -> str:
        section = _state["sections"].get(r.game)
        return f"[{r.title}]({relative(here, section.variant_page(r.variant))})" if section is not None else r.title
    return rulesets_table(_rulesets(), link)


def _pdf_link(game: str, quick: bool, here: str) -> str:
    """The link to a game's printable reference (or quick reference) as a PDF, in a build printing it;
    nothing otherwise."""
    if here != "index.md":
        raise PluginError(f"{here}: the links to the PDFs belong on the home page")
    if game not in _state["sections"]:
        raise PluginError(f"{here}: '<!-- oracle-pdf: {game} -->': no game '{game}' with a section of the site")
    if not _state.get("pdfs"):
        return ""
    if quick:
        return f' (<a href="{quick_pdf_file(game)}">PDF</a>)'
    return f', and the same <a href="{pdf_file(game)}">as a PDF</a>'
