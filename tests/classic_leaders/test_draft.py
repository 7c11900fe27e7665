"""The leader draft (leaders.draft, leaders.hidden) and the start of a game with the Leaders
(setup.coins): concrete positions of a three-player game whose leaders are chosen."""

from __future__ import annotations

import pytest

from oracle.classic.leaders.state import part
from oracle.errors import IllegalMoveError
from tests.classic_leaders.support import DEALT, draft_all, drafts, game, hands, index, play, start


def test_a_game_opens_with_six_coins_each_and_the_draft_before_any_card_is_dealt():
    g = game(3)
    s = start(g, DEALT)
    assert [c.coins for c in s.cities] == [6, 6, 6]
    assert s.phase == "draft" and s.age == 1 and s.turn == 0
    assert s.hands == ((), (), ())
    assert g.to_move(s) == (0, 1, 2)
    assert drafts(g, s) == [sorted(h, key=lambda n: index(g, n)) for h in DEALT]
    assert hands(g, s) == [[], [], []]
    assert g.decision_reason(s).rule == "leaders.draft"


def test_each_player_may_keep_any_leader_before_them():
    g = game(3)
    s = start(g, DEALT)
    assert sorted(a.card for a in g.legal_actions(s, 1)) == sorted(index(g, n) for n in DEALT[1])
    assert {a.kind for a in g.legal_actions(s, 1)} == {"keep"}


def test_the_rest_of_each_draft_hand_goes_to_the_right_hand_neighbour():
    g = game(3)
    s = start(g, DEALT)
    s = play(g, s, "keep", "Croesus", 0)
    s = play(g, s, "keep", "Euclid", 1)
    assert drafts(g, s)[0] == ["Caesar", "Cleopatra", "Croesus", "Sappho"]    # nothing moves before all pick
    s = play(g, s, "keep", "Zenobia", 2)
    assert hands(g, s) == [["Croesus"], ["Euclid"], ["Zenobia"]]
    # the right-hand neighbour of seat s is seat s - 1: seat 1's rest comes to seat 0, seat 0's to seat 2
    assert drafts(g, s) == [["Hannibal", "Midas", "Pericles"], ["Hiram", "Nefertiti", "Varro"],
                            ["Caesar", "Cleopatra", "Sappho"]]
    assert g.to_move(s) == (0, 1, 2) and s.phase == "draft"


def test_after_four_picks_each_player_holds_four_leaders_and_the_recruitment_of_age_one_begins():
    g = game(3)
    s = draft_all(g, start(g, DEALT), [["Croesus", "Hannibal", "Hiram", "Cleopatra"],
                                       ["Euclid", "Nefertiti", "Sappho", "Midas"],
                                       ["Zenobia", "Caesar", "Pericles", "Varro"]])
    assert hands(g, s) == [["Cleopatra", "Croesus", "Hannibal", "Hiram"],
                           ["Euclid", "Midas", "Nefertiti", "Sappho"],
                           ["Caesar", "Pericles", "Varro", "Zenobia"]]
    assert drafts(g, s) == [[], [], []]
    assert s.phase == "recruitment" and s.age == 1 and s.turn == 0 and s.hands == ((), (), ())
    assert [c.coins for c in s.cities] == [6, 6, 6]


def test_a_leader_not_in_the_draft_hand_is_refused_with_the_draft_rule():
    g = game(3)
    s = start(g, DEALT)
    with pytest.raises(IllegalMoveError) as caught:
        play(g, s, "keep", "Euclid", 0)
    assert caught.value.rule == "leaders.draft"
    with pytest.raises(IllegalMoveError) as caught:
        play(g, s, "recruit", "Croesus", 0)
    assert caught.value.rule == "leaders.draft"


def test_leaders_on_both_editions_are_rulesets_chosen_by_name_and_none_is_being_built():
    import oracle
    from oracle.classic.game import Game
    from oracle.errors import GameChoiceError

    both = ("leaders", "edition2020_leaders")
    for variant in both:
        for loaded in (oracle.load_game("classic", variant=variant, players=3), Game.load(variant)):
            assert (loaded.variant, loaded.players, loaded.rules.hooks.names) == (variant, 3, ("leaders",))
            assert loaded.published_as == "classic-leaders" and loaded.ruleset_variants() == both
    assert Game.variants == ("standard", "free_city", "edition2020", *both)
    assert Game.variants_of_their_own() == both
    with pytest.raises(GameChoiceError, match=r"^no ruleset of 7 Wonders named 'leaders' is being built; being "
                                              r"built: none$"):
        Game.in_progress("leaders")
    assert game(3).ruleset_title == "7 Wonders: Leaders (first edition)"
    assert game(3).summary(game(3).new_game(seed=1))["ruleset"] == "7 Wonders: Leaders (first edition)"
    state = game(7).new_game(seed=1)        # 28 of the 36 leaders dealt, 8 left out
    assert [len(d) for d in part(game(7).rules, state).draft] == [4] * 7
    assert len(state.setup.parts[0].unused) == 8


def test_a_deck_too_small_for_the_table_is_refused_with_its_count(tmp_path):
    import shutil

    from oracle.classic.game import Game
    from oracle.errors import GameChoiceError
    from oracle.resources import spec_dir
    from tests.spec_edits import rewrite

    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    rewrite(folder / "variants" / "leaders" / "game.toml", "dealt = 4 ", "dealt = 6 ")
    with pytest.raises(GameChoiceError, match="deals 6 leaders to each player: its 36 leaders are enough for 6 "
                                              "players, not 7"):
        Game.load("leaders", 7, str(folder)).new_game(seed=1)
