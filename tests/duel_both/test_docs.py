"""The combination's pages: its overview generated from the rulesets (oracle.duel.pantheon_agora.docs),
its part of the Rulings and FAQ page, and the hand-written questions page
(docs/duel/rules/pantheon-agora-faq.md), checked against the combination's spec; and the ruling on
Espionage with Enki, pinned on the game where it shows."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import oracle
from oracle.conformance.suite import load_suite
from oracle.docs.faq import ruling_anchor
from oracle.duel.docs.site import Site
from oracle.duel.pantheon.state import part
from oracle.duel.pantheon_agora.docs import overview

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "spec" / "duel" / "variants" / "pantheon_agora"
SITE = Site.load(ROOT)
PAGES = SITE.pages()
PAGE = PAGES[overview.PAGE]
QUESTIONS = (ROOT / "docs" / overview.FAQ_PAGE).read_text(encoding="utf-8")
RULINGS = [r["id"] for r in tomllib.loads((SPEC / "rulings.toml").read_text(encoding="utf-8"))["ruling"]]
GAME = oracle.load_game("duel", variant="pantheon_agora")


def test_the_overview_is_generated_and_says_how_to_play_both():
    assert not (ROOT / "docs" / overview.PAGE).exists()
    assert PAGE.startswith("# Duel with the Pantheon and Agora\n")
    for text in ("`oracle --game duel play --variant pantheon_agora`",
                 '`oracle.load_game("duel", variant="pantheon_agora")`', "`spec/schema/duel-pantheon-agora/`",
                 "`record.v1.schema.json`", "(rules/pantheon-agora-faq.md)", "The Pantheon comes first and Agora "
                 "second", "- 16 wonders, the base game's and two of each expansion, for the draft, of which 8 are "
                 "drafted ([`setup.draft`](#setup.draft));",
                 "- 15 progress tokens, 5 on the board and 10 in the box ([`setup.progress`](#setup.progress));",
                 "- the decks: 23 Age I cards, 23 Age II cards, 20 Age III cards, 5 Grand Temples, 13 Senators;",
                 "of 25, 25, 23 cards for Ages I, II and III ([`agora.structures`](agora.md#agora.structures))",
                 "The Mythology tokens lie on the face-down Age I cards of slots 4, 6, 12, 14, 17, the Offering "
                 "tokens on the face-down Age II cards of slots 7, 9, 12"):
        assert text in PAGE, text


def test_the_rules_it_restates_link_what_they_replace():
    rows = [line for line in PAGE.splitlines() if line.startswith('| <a id="')]
    assert [re.match(r'\| <a id="([a-z_.]+)"', row).group(1) for row in rows] == [
        "setup.progress", "setup.draft", "pantheon.tokens_setup"]
    assert "the Pantheon's: [`pantheon.tokens_setup`](pantheon.md#pantheon.tokens_setup)" in rows[2]
    assert rows[0].endswith("All 15 progress tokens are used, the base game's ten, the Pantheon's three and "
                            "Agora's two: five, drawn at random, lie face up on the board; the other ten stay in "
                            "the box, unseen. |")


def test_every_ruling_is_on_the_page_the_faq_and_the_questions_page():
    assert RULINGS == ["pantheon_agora.token_slots", "pantheon_agora.token_of_the_turn",
                       "pantheon_agora.neptune_military_token", "pantheon_agora.espionage_enki",
                       "pantheon_agora.temple_through_opponents_token"]
    rulings_page = PAGES["duel/rules/rulings.md"]
    both = rulings_page[rulings_page.index("## With both expansions {#with-both}"):]
    for rid in RULINGS:
        anchor = ruling_anchor(rid)
        assert f"{{#{anchor}}}" in PAGE and f"{{#{anchor}}}" in both, rid
        assert f"(../pantheon-agora.md#{anchor})" in QUESTIONS, rid
    assert "Concerns: [Pantheon]" not in both      # the base game's card named Pantheon is not meant
    assert "[with both](#with-both)" in rulings_page
    assert QUESTIONS.count("\n## …") == len(RULINGS)
    # the options Agora declares hold with both, and the page says so
    assert "`blackmail_move`" in PAGE and "## Rule options {#rule-options}" in PAGE


def test_the_site_lists_the_pages():
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "- Pantheon and Agora: duel/pantheon-agora.md" in mkdocs
    assert '"Both: what happens when…?": duel/rules/pantheon-agora-faq.md' in mkdocs
    home = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    assert "**[Both expansions together](duel/pantheon-agora.md)**" in home
    assert SITE.variant_page("pantheon_agora") == overview.PAGE


def test_the_opponents_chains_decree_frees_a_grand_temple_through_the_opponents_token():
    """pantheon_agora.temple_through_opponents_token: the suite's cases where the Decree's controller
    builds a Grand Temple for nothing through a Mythology token only the opponent holds; the opponent
    keeps the token."""
    from oracle.duel.pantheon.state import part as pantheon_part

    suite = load_suite(game=GAME)
    cases = [c for c in suite.cases if c["id"].startswith("temple-through-opponents-token")]
    assert len(cases) == 3
    for case in cases:
        record = GAME.record_from_json(case["record"])
        state, _ = GAME.replay(record)
        before, _ = GAME.replay(GAME.record(record.setup, record.moves[:-1]))
        move = GAME.action_to_json(record.moves[-1])
        player = before.to_move
        assert move["action"] == "build" and move["card"].endswith("Grand Temple")
        assert {"action": "build", "card": move["card"], "cost": 0} in GAME.legal_json(before)
        assert state.coins[player] == before.coins[player]
        assert pantheon_part(state).mythology[1 - player] == pantheon_part(before).mythology[1 - player]
        mythology = GAME.rules.cards[GAME.rules.card_index[move["card"]]].free_with
        assert not mythology & before.cities[player].profile[6]      # no chain symbol of its own frees it


def test_espionage_offers_the_tokens_of_the_box_not_those_on_enki():
    """pantheon_agora.espionage_enki: the suite's game where Espionage is triggered while Enki holds
    Masonry and Corruption: the Great Library's choice Espionage opens offers the eight in the box."""
    suite = load_suite(game=GAME)
    case = next(c for c in suite.cases if c["id"] == "espionage-box-711f8ee0")
    state, _ = GAME.replay(GAME.record_from_json(case["record"]))
    held = part(state)
    assert [GAME.rules.progress[t].name for _, tokens in held.on_cards for t in tokens] == ["Masonry", "Corruption"]
    assert [a["token"] for a in GAME.legal_json(state)] == [
        "Agriculture", "Architecture", "Law", "Philosophy", "Urbanism", "Poliorcetics", "Engineering",
        "Organized Crime"]
