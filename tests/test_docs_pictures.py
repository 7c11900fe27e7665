"""Positions drawn beside the docs' worked examples and answers (:mod:`oracle.docs.drawn`).

Each page asks for its pictures with ``<!-- oracle-drawn: NAME -->``; each picture parses as SVG, is
scaled by its ``viewBox`` and shows what its caption says: read back from the SVG itself, city by
city (a city's part of the picture runs from its banner to the next).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from oracle.docs import hooks
from oracle.docs.drawn import FIGURES, TALLEST, WIDEST, Figure, figure, figure_html, width_em

ROOT = Path(__file__).resolve().parent.parent
SVG = "{http://www.w3.org/2000/svg}"
PAGES = {
    "docs/duel/rules/military.md": ["duel-looting"],
    "docs/duel/rules/building.md": ["duel-chain"],
    "docs/duel/rules/wonders.md": ["duel-mausoleum"],
    "docs/duel/rules/pantheon-faq.md": ["pantheon-mars"],
    "docs/classic/rules/index.md": ["classic-discard-build", "classic-free-city"],
}


@cache
def drawn(name: str) -> Figure:
    return figure(name)


@cache
def svg_of(name: str) -> ET.Element:
    return ET.fromstring(drawn(name).svg())


def parts(root: ET.Element) -> dict[str, list[str]]:
    """Every title and text of the picture, under the banner above it ("" before the first banner)."""
    out: dict[str, list[str]] = {"": []}
    here = ""
    for element in root:
        if element.tag == f"{SVG}text" and element.get("font-weight") == "bold" and element.get("font-size") == "14":
            here = element.text or ""
            out[here] = []
            continue
        out[here] += [t for t in ([element.text or ""] if element.tag == f"{SVG}text" else [])
                      + [e.text or "" for e in element.iter() if e.tag in (f"{SVG}title", f"{SVG}text")] if t]
    return out


def city(root: ET.Element, banner: str) -> list[str]:
    found = [words for head, words in parts(root).items() if head.startswith(banner)]
    assert len(found) == 1, f"no one city whose banner begins {banner!r}: {list(parts(root))}"
    return found[0]


def groups(root: ET.Element, cls: str) -> list[str]:
    """The titles of the picture's groups of class ``cls``."""
    return [(g.findtext(f"{SVG}title") or "") for g in root.iter(f"{SVG}g") if g.get("class") == cls]


# ---- the pages ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("page", "names"), PAGES.items())
def test_each_page_asks_for_its_pictures(page, names):
    text = (ROOT / page).read_text(encoding="utf-8")
    assert hooks.DRAWN.findall(text) == names


def test_every_figure_is_on_a_page():
    assert sorted(n for names in PAGES.values() for n in names) == sorted(FIGURES)


@pytest.mark.parametrize("name", sorted(FIGURES))
def test_the_figure_is_an_inline_svg_scaled_by_its_viewbox_with_its_caption(name):
    html = figure_html(name)
    root = ET.fromstring(html)
    assert root.tag == "figure" and root.get("id") == f"drawn-{name}"
    assert "position-picture" in (root.get("class") or "").split()
    svg = root.find(f"{SVG}svg")
    assert svg is not None and svg.get("viewBox", "").startswith("0 0 ")
    assert svg.get("width") is None and svg.get("height") is None    # scaled by the page, never fixed
    assert root.findtext("figcaption") == drawn(name).caption
    _, _, w, h = map(float, svg.get("viewBox", "").split())
    em = width_em(html)
    assert em <= WIDEST and em * h / w <= TALLEST + 0.1
    assert f"max-width: {em:g}em" in (root.get("style") or "")
    assert len(html) < 40_000    # the page stays light
    assert "<img" not in html and "href=" not in html    # nothing outside the page: it prints as it is


def test_an_unknown_picture_stops_the_build():
    match = hooks.DRAWN.search("<!-- oracle-drawn: no-such-thing -->")
    assert match is not None
    with pytest.raises(hooks.PluginError, match="unknown drawn position 'no-such-thing'"):
        hooks._drawn(match, "page.md")


# ---- what each picture shows ------------------------------------------------------------------------

def test_the_looting_picture_shows_the_pawn_in_the_zone_and_the_token_gone():
    f = drawn("duel-looting")
    root = svg_of("duel-looting")
    zones = f.game.rules.track.zones
    pawn = f.state.pawn
    assert pawn > 0 and any(low <= pawn <= high for low, high, _ in zones)
    assert groups(root, "pawn") == [f"the conflict pawn: {pawn} toward Player 1's capital"]
    tokens = groups(root, "looting")
    assert not any(t.startswith("2-coin looting token: Player 1") for t in tokens)     # taken
    assert any(t.startswith("5-coin looting token: Player 1") for t in tokens)         # the farther one stays
    assert any(t.startswith("2-coin looting token: Player 0") for t in tokens)         # the other side's stays
    assert "0 coins" in city(root, "Player 1") and "Walls (red)" in city(root, "Player 0")
    assert "pushed 2 spaces" in f.caption and "2-coin token" in f.caption and "0 coins left" in f.caption


def test_the_chain_picture_shows_the_chained_card_in_the_city():
    f = drawn("duel-chain")
    root = svg_of("duel-chain")
    mine = city(root, "Player 0")
    assert "Aqueduct (blue)" in mine and "Baths (blue)" in mine and "5 coins" in mine
    assert "Aqueduct (blue)" not in city(root, "Player 1")
    assert not any("Aqueduct" in t for t in groups(root, "card face-up"))    # gone from the structure
    assert f.state.coins[0] == 5 and "has 5 coins" in f.caption


def test_the_mausoleum_picture_shows_the_card_taken_from_the_discard_pile_in_the_city():
    from oracle.duel.docs.drawn import MAUSOLEUM_DISCARD

    f = drawn("duel-mausoleum")
    root = svg_of("duel-mausoleum")
    taken, left = MAUSOLEUM_DISCARD[-1], MAUSOLEUM_DISCARD[:-1]
    mine = city(root, "Player 0")
    assert "The Mausoleum: ✓ built" in mine and any(t.startswith(f"{taken} (") for t in mine)
    assert groups(root, "discard") == ["discard pile: " + ", ".join(left)]
    assert f"chooses the {taken} from the discard pile" in f.caption
    assert f"discard pile now holds {', '.join(f'the {n}' for n in left)}" in f.caption


def test_the_mars_picture_shows_mars_in_the_city_and_the_pawn_pushed():
    from oracle.duel.pantheon.events import DivinityActivated

    f = drawn("pantheon-mars")
    root = svg_of("pantheon-mars")
    event = next(e for e in f.step.events if isinstance(e, DivinityActivated))
    mine = " ".join(city(root, f"Player {event.player}"))
    assert re.search(r"divinities: [^;]*\bMars\b", mine)
    assert "Mars" not in re.findall(r"divinities: ([^;]*)", " ".join(city(root, f"Player {1 - event.player}")))[0]
    side = "the centre" if f.state.pawn == 0 else f"{abs(f.state.pawn)} toward"
    assert groups(root, "pawn")[0].startswith(f"the conflict pawn: {side}")
    assert f"activates Mars from {event.via}" in f.caption


def test_the_halicarnassus_picture_shows_the_card_in_the_city_and_out_of_the_discard_pile():
    from oracle.classic.events import CardPlayed

    f = drawn("classic-discard-build")
    root = svg_of("classic-discard-build")
    event = next(e for e in f.step.events if isinstance(e, CardPlayed) and e.action == "build_discarded")
    mine = city(root, f"Player {event.player}")
    assert any(t.startswith(f"{event.card} (") for t in mine)
    assert any(head.startswith(f"Player {event.player} · Halicarnassus") for head in parts(root))
    assert any(re.fullmatch(r"Halicarnassus [AB], stage \d of \d: built", t) for t in mine)
    pile = groups(root, "discard")
    assert len(pile) == 1 and pile[0].startswith("discard pile: ") and event.card not in pile[0]
    assert f"takes the {event.card} from the discard pile" in f.caption


def test_the_free_city_picture_shows_the_card_the_free_city_built():
    from oracle.classic.events import CardPlayed

    f = drawn("classic-free-city")
    root = svg_of("classic-free-city")
    event = next(e for e in f.step.events if isinstance(e, CardPlayed) and e.player == f.game.players)
    assert event.action == "build"
    built = [t for t in city(root, "The Free City") if t.startswith(f"{event.card} (")]
    assert built
    for p in range(f.game.players):
        assert not any(t.startswith(f"{event.card} (") for t in city(root, f"Player {p}"))
    assert f"Free City builds the {event.card}" in f.caption
