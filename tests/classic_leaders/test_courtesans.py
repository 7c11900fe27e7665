"""The Courtesans Guild (effect.copy_ability, leaders.courtesan): built, it copies the ability of a leader
recruited by the left or the right neighbour, a decision of its owner only when there is a choice; an
ability that works once applies at once (ruling leaders.courtesan_immediate); the copy is not a white card
of the owner (leaders.courtesan_not_white); with no leader next door the guild gives nothing
(leaders.courtesan_nothing_next_door).

The positions are set by hand in the first turn of Age III of a three-player game whose boards are those
of seed 26 (Babylon B makes clay, Olympia A wood, Halicarnassus B loom): player 0 makes the guild's wood,
clay, glass and loom itself, so it builds it paying nobody."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.classic.game import Game
from oracle.classic.rules import city as cities
from oracle.classic.ruleset import load_ruleset
from oracle.classic.scoring import score_sheet
from oracle.classic.setup import draw_setup
from oracle.classic.state import State
from oracle.core.prng import SplitMix64
from oracle.errors import GameChoiceError, IllegalMoveError, SpecError
from oracle.resources import spec_dir
from tests.classic_leaders.support import (
    action,
    decision_follows_schemas,
    game,
    guild_line_problem,
    index,
    names,
    play,
    round_trip,
    seven_boards,
)
from tests.spec_edits import rewrite

G = game(3)
GUILD = "Courtesans Guild"
LASTING = Game.load("leaders", 3, rule_options=(("courtesan_copies_immediate", "no"),))   # a lasting copy
MAKES_THE_GUILD = ["Lumber Yard", "Glassworks", "Loom"]       # with Babylon B's clay
DISCARDED = ["Tavern", "Baths", "Altar"]                         # what the others do in the turn


def age_three() -> State:
    """The first turn of Age III of a random game of seed 26 (its leaders and cards do not matter)."""
    rng = SplitMix64(26)
    setup = G.draw_setup(rng)      # the boards dealt from the base game's seven, as before Roma joined
    s = G.new_game(setup._replace(**draw_setup(seven_boards(G), G.players, SplitMix64(26))._asdict()))
    while not (s.age == 3 and s.phase == "choose" and s.turn == 1):
        player = G.to_move(s)[0]
        actions = G.legal_actions(s, player)
        s = G.apply(s, actions[rng.below(len(actions))], player).state
    assert [G.rules.boards[c.board].name for c in s.cities] == ["Babylon B", "Olympia A", "Halicarnassus B"]
    return s


START = age_three()


def arranged(built: list[list[str]], hands: list[list[str]], coins: list[int] | None = None) -> State:
    """The first turn of Age III with each city's structures (leaders among them) and each hand as given
    (no stage built, no token), the discard pile made up of other cards so that every card dealt is
    accounted for."""
    s = START
    structures = [tuple(index(G, n) for n in b) for b in built]
    cities = tuple(c._replace(structures=structures[i], stages=0, tucked=(), victories=(), defeats=0,
                              coins=coins[i] if coins else 10) for i, c in enumerate(s.cities))
    dealt_hands = tuple(tuple(sorted(index(G, n) for n in h)) for h in hands)
    used = {c for h in dealt_hands for c in h} | {c for b in structures for c in b}
    dealt = sum(len(h) for age in s.setup.hands for h in age)
    held = sum(len(h) for h in dealt_hands) + sum(1 for b in structures for c in b if G.rules.cards[c].kind == "card")
    spare = [c for age in s.setup.hands for h in age for c in h if c not in used]
    return s._replace(cities=cities, hands=dealt_hands, discard=tuple(spare[:dealt - held]))


def hand_of(first: str) -> list[str]:
    return [first, "Palace", "Pantheon", "Town Hall", "Senate", "Arena", "Lodge"]


def build_the_guild(built: list[list[str]], coins: list[int] | None = None) -> State:
    """Player 0 builds the Courtesans Guild, the others discard."""
    s = arranged(built, [hand_of(GUILD), hand_of("Tavern"), hand_of("Baths")], coins)
    s = play(G, s, "build", GUILD, 0)
    s = play(G, s, "discard", "Tavern", 1)
    return play(G, s, "discard", "Baths", 2)


def copied(s: State, seat: int) -> list[str]:
    return names(G, s.cities[seat].copies)


def test_the_guild_is_in_the_pool_as_printed():
    card = G.rules.cards[index(G, GUILD)]
    assert card.colour == "purple" and card.coins == 0
    assert {G.rules.resources[r]: n for r, n in enumerate(card.cost) if n} == {"wood": 1, "clay": 1, "glass": 1,
                                                                               "loom": 1}
    assert card.copies == (("white", ("left", "right")),)
    assert index(G, GUILD) in G.rules.guilds


WHOLE_ENGLISH = "its once-only effect at once"
LASTING_ENGLISH = "only what lasts of it: what the card does once, when built, the copy never does"


@pytest.mark.parametrize(("lasting", "said"), [(False, WHOLE_ENGLISH), (True, LASTING_ENGLISH)])
def test_the_guild_prints_back_as_written_and_reads_in_english(lasting: bool, said: str):
    from oracle.dsl.english import component_english, wording
    from oracle.dsl.parser import parse_text
    from oracle.dsl.printer import component_text

    g = LASTING if lasting else G
    (c,) = [c for c in g.rules.spec.cards if c.name == GUILD]
    text = component_text(c) + "\n"
    assert text == ('card "Courtesans Guild" {\n  colour purple\n  cost wood, clay, glass, loom\n'
                    f'  when built: copy {"lasting " if lasting else ""}ability of white card from left or right\n}}\n')
    (parsed,) = parse_text(text, "x.wdl").components
    assert component_text(parsed) + "\n" == text
    with wording(g.rules.spec.vocabulary.wording):
        assert component_english(parsed) == [
            "When it is built, its owner chooses one white card standing in the left neighbour's or the right "
            f"neighbour's city and from then on has its ability as if they had built it, {said}; the card stays "
            "where it is, keeps its ability for its builder, and is not one of the owner's cards."]


@pytest.mark.parametrize(("line", "message"), [
    ("when built: copy ability of pink card from left", "x.wdl:4:31: unknown colour 'pink'"),
    ("when built: copy ability of white card from left or left", "x.wdl:4:55: city 'left' is listed twice"),
    ("when built: copy ability of white card from up", "x.wdl:4:47: unknown city 'up'"),
    ("at end: copy ability of white card from left", "x.wdl:4:11: card 'X': 'copy ability' cannot be used under "
                                                     "'at end'; it belongs under 'when built'"),
])
def test_a_copy_is_checked_where_it_stands(line: str, message: str):
    assert guild_line_problem(G, line).startswith(message)


def test_the_base_game_has_no_copy_of_an_ability():
    from oracle.classic.ruleset import load_ruleset
    from oracle.dsl.parser import parse_text
    from oracle.dsl.validate import validate
    from oracle.errors import SpecError

    text = 'card "X" {\n  colour purple\n  cost wood\n  when built: copy ability of white card from left\n}\n'
    with pytest.raises(SpecError) as caught:
        validate(list(parse_text(text, "x.wdl").components), load_ruleset(None, "standard").spec.vocabulary,
                 "game.toml")
    assert "x.wdl:4:15: card 'X': 'copy ability' is not an effect of this game" in str(caught.value)


def test_one_leader_next_door_is_copied_with_no_decision_and_scores_for_both():
    # Hypatia (1 point per green card) recruited by the left neighbour, who holds 1 green card; the owner 3
    s = build_the_guild([[*MAKES_THE_GUILD, "Apothecary", "Workshop", "Scriptorium"],
                         ["Hypatia", "Library"], []])
    assert s.phase == "choose" and s.turn == 2 and not s.pending
    assert copied(s, 0) == ["Hypatia"] and copied(s, 1) == [] and copied(s, 2) == []
    assert names(G, s.cities[1].structures) == ["Hypatia", "Library"]     # the neighbour keeps her
    sheets = score_sheet(G.rules, s)
    assert [sheet["leaders"] for sheet in sheets] == [3, 1, 0]
    # the copy is not one of the owner's structures: the owner's white cards are none
    assert all(G.rules.cards[c].colour != "white" for c in s.cities[0].structures)


def test_a_choice_of_leaders_is_a_decision_of_the_owner():
    s = build_the_guild([[*MAKES_THE_GUILD], ["Hypatia"], ["Croesus", "Sappho"]])
    assert s.phase == "copy_ability" and G.to_move(s) == (0,)
    legal = G.legal_actions(s, 0)
    assert sorted(names(G, tuple(a.card for a in legal))) == ["Croesus", "Hypatia", "Sappho"]
    assert {a.kind for a in legal} == {"copy"}
    assert [item["card"] for item in G.legal_json(s, 0)] == sorted(["Croesus", "Hypatia", "Sappho"],
                                                                   key=lambda n: index(G, n))
    reason = G.decision_reason(s)
    assert reason.rule == "effect.copy_ability"
    assert G.legal_actions(s, 1) == []
    with pytest.raises(IllegalMoveError) as refused:
        G.apply(s, action(G, "copy", "Cleopatra"), 0)
    assert refused.value.rule == "effect.copy_ability"
    after = play(G, s, "copy", "Sappho", 0)
    assert after.phase == "choose" and after.turn == 2 and copied(after, 0) == ["Sappho"]
    assert [sheet["leaders"] for sheet in score_sheet(G.rules, after)] == [2, 0, 2]     # Sappho: 2 points


def test_a_copied_science_symbol_and_shields_count_for_the_owner():
    # Euclid's compass beside the owner's Apothecary: two compasses, 4 points; the left neighbour keeps his
    s = build_the_guild([[*MAKES_THE_GUILD, "Apothecary"], ["Euclid"], []])
    assert copied(s, 0) == ["Euclid"]
    assert [sheet["science"] for sheet in score_sheet(G.rules, s)] == [4, 1, 0]
    # Caesar's 2 shields count in the owner's conflicts (military.conflict) as in Caesar's city
    s = build_the_guild([[*MAKES_THE_GUILD], [], ["Caesar"]])
    assert copied(s, 0) == ["Caesar"]
    assert [cities.shields(G.rules, c) for c in s.cities] == [2, 0, 2]


def test_copying_croesus_gives_six_coins_at_once():
    s = build_the_guild([[*MAKES_THE_GUILD], [], ["Croesus"]], coins=[4, 5, 7])
    assert copied(s, 0) == ["Croesus"]
    # the owner paid nothing for the guild and gains Croesus' 6 coins; the others' discards bring 3 each
    assert [c.coins for c in s.cities] == [4 + 6, 5 + 3, 7 + 3]
    assert copied(s, 2) == [] and names(G, s.cities[2].structures) == ["Croesus"]


def test_the_copy_and_its_coins_are_events_of_the_turn():
    s = arranged([[*MAKES_THE_GUILD], [], ["Croesus"]], [hand_of(GUILD), hand_of("Tavern"), hand_of("Baths")])
    s = play(G, s, "build", GUILD, 0)
    s = play(G, s, "discard", "Tavern", 1)
    step = G.apply(s, action(G, "discard", "Baths"), 2)
    events = [e.to_json() for e in step.events if getattr(e, "player", None) == 0]
    assert events[-2:] == [{"kind": "play", "player": 0, "action": "copy", "card": "Croesus"},
                           {"kind": "coins", "player": 0, "amount": 6, "source": "Croesus"}]


def test_the_account_tells_the_copy_chosen_and_the_invariants_hold_it_next_door():
    s = build_the_guild([[*MAKES_THE_GUILD], ["Hypatia"], ["Croesus", "Sappho"]])
    step = G.apply(s, action(G, "copy", "Croesus"), 0)
    told = G.account(s, [step])
    assert "1. P0 copies the ability of Croesus\n    P0 gains 6 coins (Croesus)\n" in told
    assert not G.check_step(s, step)
    cities = list(step.state.cities)
    cities[2] = cities[2]._replace(structures=(index(G, "Sappho"),))     # Croesus gone from next door
    moved = step._replace(state=step.state._replace(cities=tuple(cities)))
    assert "city 0 copies Croesus, which stands in neither neighbour's city" in G.check_step(s, moved)


def test_copying_solomon_builds_from_the_discard_pile_at_once():
    s = arranged([[*MAKES_THE_GUILD], [], ["Solomon"]], [hand_of(GUILD), hand_of("Tavern"), hand_of("Baths")],
                 coins=[4, 5, 7])
    s = play(G, s, "build", GUILD, 0)
    s = play(G, s, "discard", "Tavern", 1)
    s = play(G, s, "discard", "Baths", 2)
    assert copied(s, 0) == ["Solomon"]
    assert s.phase == "discard_build" and G.to_move(s) == (0,) and s.turn == 1
    assert G.decision_reason(s).rule == "wonder.discard_build"
    legal = {(a.kind, G.rules.cards[a.card].name if a.card >= 0 else "") for a in G.legal_actions(s, 0)}
    assert {("build_discarded", "Tavern"), ("build_discarded", "Baths"), ("decline", "")} <= legal
    s = play(G, s, "build_discarded", "Tavern", 0)
    assert s.phase == "choose" and s.turn == 2
    assert names(G, s.cities[0].structures) == [*MAKES_THE_GUILD, GUILD, "Tavern"]
    assert s.cities[0].coins == 4 + 5           # the Tavern's coins


def test_copying_hammurabi_lowers_the_owners_price_of_blue_cards():
    # Gardens costs wood and 2 clay: the owner makes wood and one clay, the left neighbour sells clay
    built = [[*MAKES_THE_GUILD], ["Clay Pool"], ["Hammurabi"]]
    before = arranged(built, [hand_of("Gardens"), hand_of("Tavern"), hand_of("Baths")])
    assert [(a.left, a.right) for a in G.legal_actions(before, 0) if a.kind == "build"
            and G.rules.cards[a.card].name == "Gardens"] == [(2, 0)]
    s = build_the_guild(built)
    assert copied(s, 0) == ["Hammurabi"]
    hands = list(s.hands)
    hands[0] = tuple(sorted((*hands[0][1:], index(G, "Gardens"))))
    s = s._replace(hands=tuple(hands))
    assert [(a.left, a.right) for a in G.legal_actions(s, 0) if a.kind == "build"
            and G.rules.cards[a.card].name == "Gardens"] == [(0, 0), (2, 0)]   # a clay waived, or the wood


def test_with_no_leader_next_door_the_guild_gives_nothing():
    # the only leader is the owner's own: the guild copies from the neighbours only
    s = build_the_guild([[*MAKES_THE_GUILD, "Croesus"], ["Clay Pool"], []], coins=[4, 5, 7])
    assert s.phase == "choose" and s.turn == 2 and not s.pending
    assert [copied(s, seat) for seat in range(3)] == [[], [], []]
    assert [c.coins for c in s.cities] == [4, 5 + 3, 7 + 3]
    assert score_sheet(G.rules, s)[0]["guilds"] == 0
    # a leader recruited next door later is not copied (there is no later recruitment in Age III anyway)
    assert G.protocol_state(s)["players"][0]["copies"] == []


def test_the_diplomats_guild_next_door_does_not_count_the_copy():
    # player 1 holds the Diplomats Guild (1 point per white card in both neighbouring cities): player 0's
    # Sappho and player 2's Croesus count, player 0's copy of Croesus does not
    s = build_the_guild([[*MAKES_THE_GUILD, "Sappho"], ["Diplomats Guild"], ["Croesus"]])
    assert copied(s, 0) == ["Croesus"]
    assert score_sheet(G.rules, s)[1]["guilds"] == 2


def test_the_copy_is_seen_by_every_player_and_follows_the_schemas():
    s = build_the_guild([[*MAKES_THE_GUILD], ["Hypatia"], ["Croesus", "Sappho"]])
    observation, state = decision_follows_schemas(G, s, 0, "copy_ability")
    after = play(G, s, "copy", "Croesus", 0)
    for seat in range(3):
        seen = G.observe(after, seat)
        observation.validate(seen)
        assert [c["copies"] for c in seen["cities"]] == [["Croesus"], [], []]
    state.validate(G.protocol_state(after))
    assert G.protocol_state(after)["players"][0]["copies"] == ["Croesus"]


@pytest.mark.parametrize(("players", "seed", "copy"), [(3, 0, "Alexander"), (3, 6, "Xenophon"), (7, 4, "Plato"),
                                                       (7, 6, "Nefertiti")])
def test_a_random_game_building_the_guild_is_recorded_and_replayed(players: int, seed: int, copy: str):
    g = game(players)
    first, moves = g.random_play(seed)
    made = list(moves)
    final = made[-1][2].state
    assert final.outcome is not None
    owner = next(s for s, c in enumerate(final.cities) if g.rules.card_index(GUILD) in c.structures)
    assert names(g, final.cities[owner].copies) == [copy]
    neighbours = {(owner + 1) % players, (owner - 1) % players}
    assert any(g.rules.card_index(copy) in final.cities[q].structures for q in neighbours)
    for before, (_, _, step) in zip([first, *(m[2].state for m in made)], made, strict=False):
        assert not g.check_step(before, step)
    round_trip(g, first, made, final)
    decided = [(p, g.rules.cards[a.card].name) for a, p, _ in made if a.kind == "copy"]
    assert decided == [(owner, copy)]       # in each of these games both neighbours had a leader


# ---- the other reading: a lasting copy (rule option courtesan_copies_immediate = no) ------------------------



def _built_lasting(built: list[list[str]], coins: list[int]) -> State:
    """:func:`build_the_guild` under the option: player 0 builds the guild, the others discard."""
    s = arranged(built, [hand_of(GUILD), hand_of("Tavern"), hand_of("Baths")], coins)._replace(game=LASTING)
    s = play(LASTING, s, "build", GUILD, 0)
    s = play(LASTING, s, "discard", "Tavern", 1)
    return play(LASTING, s, "discard", "Baths", 2)


def test_the_option_copies_what_lasts_only():
    assert G.rules.option("courtesan_copies_immediate") == "yes"
    card = LASTING.rules.cards[index(LASTING, GUILD)]
    assert card.copies == (("white", ("left", "right")),) and card.copies_lasting
    assert not G.rules.cards[index(G, GUILD)].copies_lasting
    from oracle.dsl.plain import effect_plain

    (c,) = [c for c in LASTING.rules.spec.cards if c.name == GUILD]
    (effect,) = c.clauses[0].effects
    assert effect_plain(effect) == ("copy what lasts of the ability of one white card in your left neighbour's or "
                                    "your right neighbour's city, never what it does once when built (not counted "
                                    "as one of your cards)")


def test_under_the_option_copying_croesus_gives_no_coins():
    s = _built_lasting([[*MAKES_THE_GUILD], [], ["Croesus"]], coins=[4, 5, 7])
    assert names(LASTING, s.cities[0].copies) == ["Croesus"]
    assert [c.coins for c in s.cities] == [4, 5 + 3, 7 + 3]      # by default [4 + 6, 8, 10]
    assert s.phase == "choose" and s.turn == 2


def test_under_the_option_copying_solomon_builds_nothing_from_the_discard_pile():
    s = _built_lasting([[*MAKES_THE_GUILD], [], ["Solomon"]], coins=[4, 5, 7])
    assert names(LASTING, s.cities[0].copies) == ["Solomon"]
    assert s.phase == "choose" and s.turn == 2 and not s.pending      # by default a build from the pile
    assert names(LASTING, s.cities[0].structures) == [*MAKES_THE_GUILD, GUILD]


def test_under_the_option_a_lasting_ability_is_copied_as_before():
    s = _built_lasting([[*MAKES_THE_GUILD], [], ["Caesar"]], coins=[4, 5, 7])
    assert [cities.shields(LASTING.rules, c) for c in s.cities] == [2, 0, 2]
    s = _built_lasting([[*MAKES_THE_GUILD, "Apothecary", "Workshop", "Scriptorium"], ["Hypatia", "Library"], []],
                       coins=[4, 5, 7])
    assert [sheet["leaders"] for sheet in score_sheet(LASTING.rules, s)] == [3, 1, 0]


def test_under_the_option_the_copy_is_an_event_with_no_coins():
    s = arranged([[*MAKES_THE_GUILD], [], ["Croesus"]],
                 [hand_of(GUILD), hand_of("Tavern"), hand_of("Baths")])._replace(game=LASTING)
    s = play(LASTING, s, "build", GUILD, 0)
    s = play(LASTING, s, "discard", "Tavern", 1)
    step = LASTING.apply(s, action(LASTING, "discard", "Baths"), 2)
    events = [e.to_json() for e in step.events if getattr(e, "player", None) == 0]
    assert events[-1] == {"kind": "play", "player": 0, "action": "copy", "card": "Croesus"}
    assert not any(e.get("source") == "Croesus" for e in events)


@pytest.mark.parametrize(("players", "seed", "owner", "copy", "coins", "moves"), [
    # Croesus copied by player 3: 6 coins fewer at the end (41 by default), the same moves
    (5, 37, 3, "Croesus", [23, 68, 21, 35, 67], 126),
    # Solomon copied by player 0: no build from the pile, so one move fewer (77 by default)
    (3, 135, 0, "Solomon", [7, 72, 26], 76),
])
def test_a_random_game_under_the_option_is_recorded_and_replayed(players: int, seed: int, owner: int, copy: str,
                                                                coins: list[int], moves: int):
    g = Game.load("leaders", players, rule_options=(("courtesan_copies_immediate", "no"),))
    first, played = g.random_play(seed)
    made = list(played)
    final = made[-1][2].state
    assert names(g, final.cities[owner].copies) == [copy]
    assert [c.coins for c in final.cities] == coins and len(made) == moves
    for before, (_, _, step) in zip([first, *(m[2].state for m in made)], made, strict=False):
        assert not g.check_step(before, step)
    assert round_trip(g, first, made, final)["rule_options"] == {"courtesan_copies_immediate": "no"}


def test_a_ruleset_mixing_lasting_and_whole_copies_is_refused(tmp_path: Path):
    folder = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), folder)
    rewrite(folder / "variants" / "leaders" / "guilds.wdl",
            "  at end: 1 point per white card in left and right cities\n",
            "  at end: 1 point per white card in left and right cities\n"
            "  when built: copy lasting ability of white card from right\n")
    with pytest.raises(SpecError) as caught:
        load_ruleset(str(folder), "leaders")
    (problem,) = caught.value.problems
    assert (problem.file.endswith("guilds.wdl"), problem.line, problem.column, problem.message) == (
        True, 28, 15, "Diplomats Guild: every copy of a ruleset is of one kind; this one is lasting, that of "
                      "Courtesans Guild is not")


def test_the_2020_box_has_no_such_option():
    g = Game.load("edition2020_leaders", 3)
    assert "courtesan_copies_immediate" not in [o.name for o in g.declared_rule_options]
    assert "leaders.courtesan_immediate" not in {r.id for r in g.rules.spec.rulings}
    with pytest.raises(GameChoiceError) as refused:
        Game.load("edition2020_leaders", 3, rule_options=(("courtesan_copies_immediate", "no"),))
    assert "courtesan_copies_immediate" in str(refused.value)
