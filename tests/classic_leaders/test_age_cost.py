"""A leader's price that changes with the Age (leaders.age_cost): ``cost 1/2/3 coins by age``, its text, its
checks at file:line:column, and what recruiting such a leader costs in each Age, lowered like any other."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.classic.game import Game
from oracle.classic.leaders.costs import cost
from oracle.classic.ruleset import load_ruleset
from oracle.dsl.english import component_english
from oracle.dsl.parser import parse_text
from oracle.dsl.printer import component_text
from oracle.dsl.validate import validate
from oracle.errors import SpecError
from oracle.resources import spec_dir
from tests.classic_leaders.support import draft_all, index, play, start
from tests.spec_edits import rewrite

AGED = 'leader "Aged" {\n  colour white\n  cost 1/2/3 coins by age\n  at end: 2 points\n}\n'
DEALT = [["Aged", "Maecenas", "Sappho", "Zenobia"],
         ["Croesus", "Cleopatra", "Caesar", "Hannibal"],
         ["Euclid", "Midas", "Pericles", "Varro"]]


def test_a_price_by_the_age_prints_back_as_written_and_reads_in_english():
    (c,) = parse_text(AGED, "x.wdl").components
    assert c.cost is not None and c.cost.by_age == (1, 2, 3) and c.cost.coins == 0
    assert component_text(c) + "\n" == AGED
    assert "1 coin in Age I, 2 coins in Age II and 3 coins in Age III" in " ".join(component_english(c, facts=True))


def test_only_a_leader_has_a_price_by_the_age():
    text = 'card "X" {\n  colour blue\n  cost 1/2/3 coins by age\n  at end: 1 point\n}\n'
    vocabulary = load_ruleset(None, "leaders").spec.vocabulary
    with pytest.raises(SpecError) as caught:
        validate(list(parse_text(text, "x.wdl").components), vocabulary, "game.toml")
    assert ("x.wdl:3:3: card 'X': only a leader's cost changes with the Age (leaders.age_cost); write a number "
            "of coins") in str(caught.value)


def _folder(tmp_path: Path, leader: str) -> str:
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    (folder / "variants" / "edition2020_leaders" / "aged.wdl").write_text(leader, encoding="utf-8")
    toml = folder / "variants" / "edition2020_leaders" / "game.toml"
    rewrite(toml, '  "Hatshepsut", "Tomyris",', '  "Aged", "Hatshepsut", "Tomyris",')    # leaders.packs
    return str(folder)


def test_a_price_by_the_age_gives_one_value_for_each_age(tmp_path: Path):
    folder = _folder(tmp_path, AGED.replace("1/2/3", "1/2"))
    with pytest.raises(SpecError) as caught:
        load_ruleset(folder, "edition2020_leaders")
    (problem,) = caught.value.problems
    assert (problem.line, problem.column, problem.message) == (
        3, 3, "Aged: a cost by the Age gives the coins of each of the 3 Ages, not 2 values")


def test_recruiting_costs_the_number_of_the_age_and_is_lowered_like_any_price(tmp_path: Path):
    """leaders.age_cost: 1 coin in Age I, 2 in Age II, 3 in Age III; Maecenas in the city makes it free
    (leaders.cost), and a coin discount takes its coins off the Age's price, never below nothing."""
    g = Game.load("edition2020_leaders", 3, _folder(tmp_path, AGED))
    # each keeps the first leader of the hand, then passes the rest right (leaders.draft)
    s = draft_all(g, start(g, DEALT, seed=1), [["Aged", "Cleopatra", "Pericles", "Zenobia"],
                                               ["Croesus", "Midas", "Sappho", "Hannibal"],
                                               ["Euclid", "Maecenas", "Caesar", "Varro"]])
    aged = index(g, "Aged")
    assert [cost(g.rules, s._replace(age=age), 0, aged) for age in (1, 2, 3)] == [1, 2, 3]
    s2 = play(g, s, "recruit", "Aged", 0)
    assert s2.cities[0].coins == 6      # paid in the recruitment's round, settled when all have chosen
    for p, name in ((1, "Croesus"), (2, "Euclid")):
        s2 = play(g, s2, "sell", name, p)
    assert [c.coins for c in s2.cities] == [5, 9, 9]
    with_maecenas = s._replace(cities=(s.cities[0]._replace(structures=(index(g, "Maecenas"),)), *s.cities[1:]))
    assert [cost(g.rules, with_maecenas._replace(age=age), 0, aged) for age in (1, 2, 3)] == [0, 0, 0]
    night = g.rules.board_index("Roma Night")
    on_roma = s._replace(cities=(s.cities[0]._replace(board=night), *s.cities[1:]))
    assert [cost(g.rules, on_roma._replace(age=age), 0, aged) for age in (1, 2, 3)] == [0, 0, 1]
    # a neighbour of Roma Night: 1 coin less
    assert [cost(g.rules, on_roma._replace(age=age), 1, index(g, "Cleopatra")) for age in (1, 2, 3)] == [3, 3, 3]
