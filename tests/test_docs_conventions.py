"""Each game's "Conventions for engine authors" page: generated from the engine and the spec, in
the navigation, with the seats, left and right, the passing directions and the order of decisions,
each rule id one of the game's and linked to where the rules explain it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import oracle
from oracle.architects.docs.site import Site as ArchitectsSite
from oracle.classic.docs.site import Site as ClassicSite
from oracle.docs.conventions import table_svg
from oracle.duel.docs.site import Site as DuelSite

ROOT = Path(__file__).resolve().parent.parent
LINKED = re.compile(r"\[`([a-z_]+\.[a-z_.]+)`\]\(([^)#]+)#([a-z_.]+)\)")


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return {"duel": DuelSite.load(ROOT).pages()["duel/conventions.md"],
            "classic": ClassicSite.load(ROOT).pages()["classic/conventions.md"],
            "architects": ArchitectsSite.load(ROOT).pages()["architects/conventions.md"]}


@pytest.mark.parametrize("name", ["duel", "classic", "architects"])
def test_every_game_has_the_page_in_its_navigation_with_its_rule_ids_linked(pages, name):
    page = pages[name]
    assert page.startswith("# Conventions for engine authors\n")
    assert f"Conventions for engine authors: {name}/conventions.md" in (ROOT / "mkdocs.yml").read_text()
    rule_ids = oracle.load_game(name, players=3 if name != "duel" else 2).rule_ids
    linked = LINKED.findall(page)
    assert len(linked) >= 6
    for rid, target, anchor in linked:
        assert rid == anchor and rid in rule_ids, rid
        assert target.startswith("rules/") and (ROOT / "docs" / name / target).exists(), target
        assert f"{{#{rid}}}" in (ROOT / "docs" / name / target).read_text(), f"{target} explains {rid}"


def test_classic_left_is_the_next_seat_and_hands_pass_by_age(pages):
    page = pages["classic"]
    assert "| seat | on its left | on its right |\n| --- | --- | --- |\n| 0 | 1 | 4 |\n| 1 | 2 | 0 |\n" in page
    assert "| 4 | 0 | 3 |" in page
    assert "| I | left | *s* + 1, around the table |\n| II | right | *s* − 1, around the table |\n" \
           "| III | left | *s* + 1, around the table |" in page
    assert page.count('<text x="') == 6, "the table and its 5 seats"


def test_classic_end_of_turn_order_names_the_boards_and_their_rules(pages):
    order = pages["classic"].split("## The order of decisions")[1]
    steps = [line.split("`")[1] for line in order.splitlines() if re.match(r"\d+\. ", line)]
    assert steps == ["turn.choose", "free_city.choose", "turn.reveal", "wonder.last_card", "turn.last_card",
                     "wonder.discard_build", "turn.pass"]
    assert "4. [`wonder.last_card`](rules/index.md#wonder.last_card): Babylon B: in the sixth turn" in order
    assert "6. [`wonder.discard_build`](rules/index.md#wonder.discard_build): Halicarnassus A or Halicarnassus B: " \
           in order


def test_classic_hands_really_pass_to_the_next_seat_in_age_i():
    """What the page says, checked against a turn played by the engine: after Age I's first turn the
    hand seat 0 kept is seat 1's."""
    game = oracle.load_game("classic", players=5)
    state = game.new_game(seed=3)
    kept = {}
    for seat in range(5):
        action = game.legal_actions(state, seat)[0]
        hand = list(state.hands[seat])
        hand.remove(action.card)
        kept[seat] = sorted(hand)
        state = game.apply(state, action, seat).state
    assert state.turn == 2
    assert [sorted(h) for h in state.hands] == [kept[4], kept[0], kept[1], kept[2], kept[3]]


def test_architects_decks_and_turns_go_to_the_left(pages):
    page = pages["architects"]
    assert "| 0 | 1 | 4 |" in page and "| 3 | 4 | 2 |" in page
    assert "(at a table of 5, seat 4 plays after seat 3)" in page
    assert "the deck on a player's left is their own wonder's" in page
    steps = [line.split("`")[1] for line in page.splitlines() if re.match(r"\d+\. ", line)]
    assert steps == ["turn.take", "build.effect", "science.trade", "progress.any_time", "turn.actions", "turn.order"]


def test_duel_gives_the_draft_order_and_who_chooses_the_next_starter(pages):
    page = pages["duel"]
    assert "## Left and right" not in page and "<svg" not in page
    assert "by the first or the second player in this order: first, second, second, first, second, first, first, " \
           "second" in page
    assert "6. [`age.next_starter`](rules/turn.md#age.next_starter): when an Age ends, the player it names must " \
           "choose who begins the Age that follows" in page
    assert "- [`effect.destroy`](rules/wonders.md#effect.destroy): a move may leave its player to choose the " \
           "opponent's card to destroy" in page


def test_the_table_picture_points_each_seat_to_its_left():
    svg = table_svg(3, lambda seat, players: (seat + 1) % players)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<line ") == 3 and svg.count("marker-end") == 3
    assert 'aria-label="3 seats around a table; each arrow points to the seat on the left"' in svg
