"""The other names the reference's pages are searched by (oracle/docs/names.py): each game's aliases in
names.toml name real components, and the pages of the original game and Architects carry them with their
rulebooks' names written without accents."""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.architects.docs.site import Site as ArchitectsSite
from oracle.classic.docs.site import Site as ClassicSite
from oracle.docs.names import also_found, load_aliases, search_names, unaccented

ROOT = Path(__file__).resolve().parent.parent
CLASSIC = ClassicSite.load(ROOT)
ARCHITECTS = ArchitectsSite.load(ROOT)


def test_names_typed_without_accents():
    assert unaccented("Vidraçaria") == "Vidracaria" and unaccented("Babilônia") == "Babilonia"
    assert unaccented("Éphèse") == "Ephese" and unaccented("Estratégia") == "Estrategia"
    assert search_names("Glassworks", [], ["Vidraçaria"]) == ["Vidracaria"]
    # a name without accents, or the English name itself, adds nothing
    assert search_names("Rhodes", [], ["Rhodes", "Rodes"]) == []
    assert search_names("Giza", ["The Pyramids of Giza", "Gizah"], ["Gizé", "Gizeh"]) == [
        "The Pyramids of Giza", "Gizah", "Gize"]
    assert also_found(["Bazaar"]) == ["**Also found as:** Bazaar", ""] and also_found([]) == []


@pytest.mark.parametrize(("game", "components", "expected"), [
    ("classic", lambda: {*(c.name for c in CLASSIC.spec.cards), *CLASSIC.spec.boards},
     {"Theater": ["Theatre"], "Bazar": ["Bazaar"], "Aqueduct": ["Aquaduct"],
      "Alexandria": ["The Lighthouse of Alexandria"], "Babylon": ["The Hanging Gardens of Babylon"],
      "Ephesus": ["The Temple of Artemis in Ephesus", "Ephesos"], "Giza": ["The Pyramids of Giza", "Gizah"],
      "Halicarnassus": ["The Mausoleum of Halicarnassus", "Halikarnassos"],
      "Olympia": ["The Statue of Zeus in Olympia"], "Rhodes": ["The Colossus of Rhodes", "Rhodos"]}),
    ("architects", lambda: {name for _, name in ARCHITECTS.components},
     {"Giza": ["Gizah"], "Ephesus": ["Ephesos"], "Halicarnassus": ["Halikarnassos"]}),
])
def test_each_alias_names_a_component_and_is_no_other_components_name(game, components, expected):
    aliases = load_aliases(ROOT / "spec" / game)
    assert aliases == expected
    names = components()
    assert set(aliases) <= names
    for name, others in aliases.items():
        assert not set(others) & names, (name, others)
        assert name not in others
    # every alias has its source: the comment block above it in names.toml
    text = (ROOT / "spec" / game / "names.toml").read_text(encoding="utf-8").split("[aliases]")[1]
    assert text.count("\n#") >= 3


def test_the_pages_carry_the_other_names():
    classic = CLASSIC.pages()
    assert "**Also found as:** Bazaar\n" in classic["classic/cards/bazar.md"]
    assert "**Also found as:** Vidracaria\n" in classic["classic/cards/glassworks.md"]
    assert "**Also found as:** The Pyramids of Giza, Gizah, Gize\n" in classic["classic/boards/giza.md"]
    assert "Also found as" not in classic["classic/cards/altar.md"]      # Altar: the same in Portuguese
    architects = ARCHITECTS.pages()
    assert "**Also found as:** Gizah\n" in architects["architects/wonders/giza.md"]
    assert "**Also found as:** Ephesos, Ephese\n" in architects["architects/wonders/ephesus.md"]
    assert "**Also found as:** Strategie, Estrategia\n" in architects["architects/progress/strategy.md"]
    for page in ("classic/cards/bazar.md", "classic/boards/giza.md", "architects/wonders/giza.md",
                 "architects/cards/wood.md"):
        assert {**classic, **architects}[page].startswith("---\nsearch:\n  boost: 3\n---\n"), page
