"""What every game's section of the site has in common: where its pages lie, and the pages and answers
the documentation hook (:mod:`oracle.docs.hooks`) asks of it that every game gives the same way.

A game's ``docs`` package holds a ``Site`` extending :class:`GameSection`: it names its folder, its
printable reference's title and introduction, and writes its own pages (components, indexes, rule
ids), its rules links, its conventions and its FAQ facts; the section puts together the pages every
game has (its home page, the printable reference, the conventions page, the rule ids and the Rulings
and FAQ page), renders the worked examples and fills the printable reference.  The game itself is
reached through the registry (:func:`oracle.core.registry.load_game`), never imported: the game's
``docs_section`` imports its section.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, ClassVar, Protocol

from oracle.core.game import Game
from oracle.core.registry import load_game
from oracle.docs import conventions, printable
from oracle.docs.faq import Faq

CONCERNS_FILE = "concerns.toml"   # spec/<game>/concerns.toml: the components each ruling concerns
NAMES_FILE = "names.toml"         # spec/<game>/names.toml: the components' names in other languages

# A function giving the Markdown link of a component from its name (a worked example's links).
Linker = Callable[[str], str]


def rules_folder(folder: str) -> str:
    """The folder of a section's rules chapters: ``classic`` -> ``classic/rules``."""
    return f"{folder}/rules"


def rulings_page(folder: str) -> str:
    """The Rulings and FAQ page of a section whose rules chapters hold no rulings: ``classic`` ->
    ``classic/rulings.md``."""
    return f"{folder}/rulings.md"


def read_table(path: Path) -> dict[str, Any]:
    """A spec file of the site (``names.toml``, ``concerns.toml``), or nothing if the spec has none."""
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


@cache
def _game(name: str, variant: str, players: int | None, spec: str | None) -> Game:
    return load_game(name, variant, players, spec)


class Rules(Protocol):
    """A game's compiled ruleset, as far as its section of the site reads it."""

    @property
    def rule_ids(self) -> dict[str, str]: ...


class Examples(Protocol):
    """A game's worked examples: ``render`` gives example ``name`` as Markdown (``KeyError``: no such example)."""

    def render(self, name: str, link: Linker) -> str: ...


class GameSection:
    """A game's section of the site (``docs/<folder>/`` and the pages generated into it)."""

    folder: ClassVar[str]          # the section's folder in docs/, the game's name in the registry
    rules_folder: ClassVar[str]    # its rules chapters; their {#id} headings get the rule's statement
    print_page: ClassVar[str]      # the whole reference on one page (print_parts, printable)
    print_title: ClassVar[str]     # the printable reference's title and first paragraph
    print_intro: ClassVar[str]
    # variant -> the page (and anchor) that explains it, where that is not the rules chapter
    variant_pages: ClassVar[dict[str, str]] = {}
    # variant -> the rule ids of its own its quick reference states (the rules a player of it meets
    # every turn); a ruleset of its own not listed has no part on the quick reference
    quick_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    rules: Rules
    spec_folder: str | None = None   # the spec the section was read from (None: the one bundled)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "folder" in cls.__dict__:
            cls.rules_folder = rules_folder(cls.folder)
            cls.print_page = printable.print_page(cls.folder)

    @property
    def rule_ids(self) -> dict[str, str]:
        """Rule id -> its statement (``spec/<game>/rules.toml``)."""
        return self.rules.rule_ids

    @classmethod
    def spec_path(cls, root: Path) -> Path:
        """The game's spec folder in the project at ``root`` (``spec/<game>``)."""
        return root / "spec" / cls.folder

    @classmethod
    def suite_path(cls, root: Path) -> Path:
        """The game's conformance suite in the project at ``root`` (``spec/conformance/<game>``)."""
        return root / "spec" / "conformance" / cls.folder

    def variant_page(self, variant: str) -> str:
        """The page explaining ``variant`` (docs-relative, with an anchor where it is a part of a page):
        the section's own for it, else the rules chapter."""
        return self.variant_pages.get(variant, f"{self.rules_folder}/index.md")

    def quick_rules_of(self, variant: str) -> tuple[str, ...]:
        """The rule ids of its own the quick reference states for ``variant`` (:attr:`quick_rules`)."""
        return self.quick_rules.get(variant, ())

    def variant_rule_link(self, variant: str, here: str, rid: str) -> str:
        """A link from ``here`` to where ``rid`` is explained as ``variant`` plays it: the rules chapter,
        unless the game says otherwise (a rule of a ruleset of its own lives on that ruleset's page)."""
        return self.rule_link(here, rid)

    def game(self, variant: str = "standard", players: int | None = None) -> Game:
        """The game of this section under ``variant`` for ``players`` players, on the section's spec,
        one for each (variant, players): the engine behind the conventions page and the worked examples."""
        return _game(self.folder, variant, players, self.spec_folder)

    # ---- what each game writes ---------------------------------------------------------------------
    def rule_link(self, here: str, rid: str) -> str:
        """A link from the page ``here`` to where the rules chapters explain ``rid``."""
        raise NotImplementedError

    def examples(self) -> Examples:
        """The rules chapters' worked examples."""
        raise NotImplementedError

    def rule_notes(self, rid: str) -> list[str]:
        """Lines shown under the statement of ``rid`` in the rules chapters (a later edition's wording of
        it, for instance); none unless the game says so."""
        return []

    def faq(self) -> Faq:
        """The Rulings and FAQ page's facts (:class:`oracle.docs.faq.Faq`)."""
        raise NotImplementedError

    def conventions(self) -> conventions.Conventions:
        """The conventions page's facts, read from the engine."""
        raise NotImplementedError

    def index_page(self) -> str:
        raise NotImplementedError

    def rule_ids_page(self) -> str:
        raise NotImplementedError

    def own_pages(self) -> dict[str, str]:
        """The pages only this game has (its components, their indexes, their icons), by path."""
        raise NotImplementedError

    # ---- what every game gives the same way ---------------------------------------------------------
    def example(self, name: str, link: Linker) -> str:
        """The worked example ``name`` as Markdown, computed by the engine (``KeyError``: no such example)."""
        return self.examples().render(name, link)

    def rulings_page(self) -> str:
        """The Rulings and FAQ page: every ruling and every commonly-wrong rule, each once."""
        return self.faq().page()

    def conventions_page(self) -> tuple[str, str]:
        """The conventions page (:mod:`oracle.docs.conventions`): its path and its Markdown."""
        here = f"{self.folder}/{conventions.PAGE}"
        return here, conventions.page(self.conventions(), lambda rid: self.rule_link(here, rid))

    def printable(self, markdown: str, parts: list[tuple[printable.Part, str]]) -> str:
        """The print page: its own Markdown with the parts put together in place of its marker."""
        return printable.fill(markdown, parts, self.print_title, self.print_intro, self.print_page)

    def pages(self) -> dict[str, str]:
        """Every generated page of the section, by path: the pages every game has, then its own."""
        here, page = self.conventions_page()
        faq = self.faq()
        out = {f"{self.folder}/index.md": self.index_page(),
               self.print_page: printable.SOURCE,
               here: page,
               f"{self.rules_folder}/ids.md": self.rule_ids_page(),
               faq.page_path: faq.page()}
        out.update(self.own_pages())
        return out
