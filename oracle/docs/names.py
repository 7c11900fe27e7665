"""The other names a component is searched by, for every game's section of the site.

A game's ``spec/<game>/names.toml`` gives each component's names in the rulebooks' languages and, in
its ``[aliases]`` table, the other English names it goes by in other printings, translations and
engines (each with its source in a comment).  A component's page carries them all, the names of other
languages also without their accents (as people type them into a search box), so that the site's
search finds the page by any of them; and the page weighs more in the search than a chapter that
only mentions the component.
"""

from __future__ import annotations

import tomllib
import unicodedata
from collections.abc import Iterable
from pathlib import Path

# a component page's front matter: names rank first in the site's search
BOOSTED = ["---", "search:", "  boost: 3", "---", ""]


def load_aliases(spec: Path) -> dict[str, list[str]]:
    """``names.toml``'s ``[aliases]``: English name -> the other English names it goes by."""
    path = spec / "names.toml"
    if not path.exists():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {name: [str(a) for a in aliases] for name, aliases in data.get("aliases", {}).items()}


def unaccented(text: str) -> str:
    """``text`` without its accents (Alfândega -> Alfandega), as people type a name into a search box."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def search_names(name: str, aliases: Iterable[str], others: Iterable[str]) -> list[str]:
    """The other names ``name`` is searched by: its other English names, then its names in other
    languages written without accents where they have some."""
    plain = [unaccented(n) for n in others if unaccented(n) not in (n, name)]
    return list(dict.fromkeys([*aliases, *plain]))


def also_found(names: list[str]) -> list[str]:
    """The page's line of the other names it is found by (none: no line)."""
    return [f"**Also found as:** {', '.join(names)}", ""] if names else []
