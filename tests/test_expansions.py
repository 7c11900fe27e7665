"""The core's expansions (oracle.core.expansions): a toy base game declares its points, three toy
expansions fill them (one the meeting of the other two), and the rulesets composed of them answer
in their declared order; every way an expansion can fail to fit is refused with its message."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from oracle.core.expansions import Combine, Expansion, ExpansionError, Hooks, Point, Points, compose, with_part
from oracle.errors import GameChoiceError

POINTS = Points("toy", [
    Point("starting_coins", "a player's coins at the start, from the base game's", Combine.FOLD),
    Point("score_rows", "rows added to the score sheet: (row, points) for a city", Combine.EACH),
    Point("bonus", "points added to a city's total", Combine.SUM),
    Point("price", "the price of a card, where an expansion sets one", Combine.FIRST),
    Point("action_kinds", "the kinds of action an expansion adds, by name", Combine.TABLE),
])

GOLD = Expansion("toy", "gold", "Gold", {
    "starting_coins": lambda coins: coins + 3,
    "score_rows": lambda city: ("gold", city["coins"] // 3),
    "bonus": lambda city: 1,
    "price": lambda card: 0 if card == "Mine" else None,
    "action_kinds": {"sell": "sell a card for 2 coins"},
})
TEMPLES = Expansion("toy", "temples", "Temples", {
    "starting_coins": lambda coins: coins * 2,
    "score_rows": lambda city: ("temples", 2 * city["temples"]),
    "bonus": lambda city: city["temples"],
    "price": lambda card: 4 if card in ("Mine", "Temple") else None,
    "action_kinds": {"pray": "spend 1 coin on a temple"},
})
MEETING = Expansion("toy", "gold_temples", "Gold and Temples", {
    "bonus": lambda city: 5 if city["temples"] and city["coins"] >= 9 else 0,
}, requires=("gold", "temples"))

PLAYED = [(), ("gold",), ("temples",), ("gold", "temples", "gold_temples")]
CITY = {"coins": 10, "temples": 2}


def base_score(hooks: Hooks, city: dict[str, int]) -> list[tuple[str, int]]:
    """The toy base game's score sheet: its own row, then the expansions' rows, then the bonus."""
    return [("coins", city["coins"] // 2), *hooks.call("score_rows", city), ("bonus", hooks.call("bonus", city))]


def test_a_ruleset_without_expansions_answers_as_the_base_game():
    hooks = compose(POINTS, [], PLAYED)
    assert not hooks and hooks.names == ()
    assert hooks.functions("score_rows") == ()
    assert hooks.call("starting_coins", 7) == 7
    assert hooks.call("price", "Mine") is None
    assert hooks.call("bonus", CITY) == 0
    assert hooks.call("score_rows", CITY) == ()
    assert dict(hooks.table("action_kinds")) == {}
    assert base_score(hooks, CITY) == [("coins", 5), ("bonus", 0)]


def test_one_expansion_fills_the_points_it_gives():
    hooks = compose(POINTS, [GOLD], PLAYED)
    assert hooks.names == ("gold",)
    assert hooks.call("starting_coins", 7) == 10
    assert hooks.call("price", "Mine") == 0
    assert hooks.call("price", "Temple") is None
    assert base_score(hooks, CITY) == [("coins", 5), ("gold", 3), ("bonus", 1)]
    assert dict(hooks.table("action_kinds")) == {"sell": "sell a card for 2 coins"}


def test_the_ruleset_order_is_the_order_of_the_answers():
    both = compose(POINTS, [GOLD, TEMPLES, MEETING], PLAYED)
    assert both.call("starting_coins", 7) == 20            # (7 + 3) * 2: Gold folds first
    assert both.call("price", "Mine") == 0                  # Gold answers first
    assert both.call("price", "Temple") == 4                # Gold has no answer; Temples does
    assert base_score(both, CITY) == [("coins", 5), ("gold", 3), ("temples", 4), ("bonus", 1 + 2 + 5)]
    assert list(both.table("action_kinds")) == ["sell", "pray"]
    assert both.owner("action_kinds", "pray") == "Temples"
    assert [both.slot(n) for n in ("gold", "temples", "gold_temples")] == [0, 1, 2]
    reversed_order = compose(POINTS, [TEMPLES, GOLD])      # no list of played combinations: any order
    assert reversed_order.call("starting_coins", 7) == 17  # 7 * 2 + 3
    assert reversed_order.call("price", "Mine") == 4


def test_each_expansion_keeps_its_part_at_its_place_in_the_ruleset_order():
    both = compose(POINTS, [GOLD, TEMPLES, MEETING], PLAYED)
    assert dict(both.slots) == {"gold": 0, "temples": 1, "gold_temples": 2}
    parts = both.parts({"temples": ("Temple",), "gold": 12})
    assert parts == (12, ("Temple",), None)                 # the meeting keeps nothing: None at its place
    assert both.named(parts) == {"gold": 12, "temples": ("Temple",), "gold_temples": None}
    assert with_part(parts, both.slots["temples"], ("Temple", "Temple")) == (12, ("Temple", "Temple"), None)
    assert parts == (12, ("Temple",), None)                 # a new tuple: the parts given are untouched
    assert both.named(()) == {}                             # a position built by hand without parts
    base = compose(POINTS, [], PLAYED)
    assert base.parts({"gold": 12}) == () and dict(base.slots) == {}
    with pytest.raises(TypeError):
        both.slots["silver"] = 3  # type: ignore[index]


def test_hooks_are_immutable():
    hooks = compose(POINTS, [GOLD, TEMPLES, MEETING], PLAYED)
    table = hooks.table("action_kinds")
    assert isinstance(table, MappingProxyType)
    with pytest.raises(TypeError):
        table["steal"] = "take a card"  # type: ignore[index]
    with pytest.raises(TypeError):
        GOLD.gives["bonus"] = lambda city: 99  # type: ignore[index]
    assert hooks.call("bonus", CITY) == 8


@pytest.mark.parametrize(("chosen", "message"), [
    ([TEMPLES, GOLD, MEETING], "toy is not played with temples, gold, gold_temples in that order: it is played "
                               "with gold, temples, gold_temples"),
    ([GOLD, TEMPLES], "toy is not played with gold, temples; it is played with no expansion; gold; temples; "
                      "gold, temples, gold_temples"),
])
def test_a_combination_nobody_plays_is_refused(chosen, message):
    with pytest.raises(GameChoiceError) as caught:
        compose(POINTS, chosen, PLAYED)
    assert str(caught.value) == message


def _refusal(chosen, points=POINTS):
    with pytest.raises(ExpansionError) as caught:
        compose(points, chosen)
    return str(caught.value)


def test_an_expansion_that_does_not_fit_is_refused_with_what_is_wrong():
    assert _refusal([GOLD, GOLD]) == "a ruleset plays each expansion once: gold is listed twice"
    assert _refusal([Expansion("duel", "agora", "Agora")]) == "Agora expands duel, not toy"
    assert _refusal([Expansion("toy", "x", "X", {"starting_coin": lambda c: c})]) == \
        "X fills 'starting_coin', which toy does not declare (did you mean 'starting_coins'?)"
    assert _refusal([GOLD, MEETING]) == \
        "Gold and Temples requires the expansion temples, which this ruleset does not play"
    assert _refusal([GOLD, MEETING, TEMPLES]) == "Gold and Temples requires temples before it in the ruleset's order"
    assert _refusal([GOLD, Expansion("toy", "market", "Market", {"action_kinds": {"sell": "sell twice"}})]) == \
        "action_kinds: 'sell' is given by both Gold and Market"
    assert _refusal([Expansion("toy", "x", "X", {"bonus": 3})]) == "X gives bonus a function, not int"
    assert _refusal([Expansion("toy", "x", "X", {"action_kinds": ["sell"]})]) == \
        "X gives action_kinds a mapping of names, not list"
    assert _refusal(["gold"]) == "toy is expanded by Expansion values, not str"


def test_a_value_two_expansions_share_at_a_table_point_is_given_once():
    shared = "take a card from the opponent"
    steal = {"steal": shared}
    first = Expansion("toy", "thieves", "Thieves", {"action_kinds": {**steal, "hide": "hide a card"}})
    second = Expansion("toy", "bandits", "Bandits", {"action_kinds": {**steal, "raid": "raid a city"}})
    hooks = compose(POINTS, [first, second])
    assert dict(hooks.table("action_kinds")) == {"steal": shared, "hide": "hide a card", "raid": "raid a city"}
    assert hooks.owner("action_kinds", "steal") == "Thieves"
    other = Expansion("toy", "pirates", "Pirates", {"action_kinds": {"steal": "take a ship"}})
    assert _refusal([first, other]) == "action_kinds: 'steal' is given by both Thieves and Pirates"


def test_a_gather_point_keeps_the_values_of_every_expansion_in_the_ruleset_order():
    points = Points("toy", [Point("allowances", "what a position may hold: the rules allowing it", Combine.GATHER)])
    first = Expansion("toy", "thieves", "Thieves", {"allowances": {"out": ("steal",), "moved": ("steal",)}})
    second = Expansion("toy", "bandits", "Bandits", {"allowances": {"out": ("raid", "steal")}})
    hooks = compose(points, [first, second])
    assert dict(hooks.table("allowances")) == {"out": ("steal", "raid"), "moved": ("steal",)}
    assert dict(compose(points, [second, first]).table("allowances")) == {"out": ("raid", "steal"), "moved": ("steal",)}
    assert compose(points, []).table("allowances") == {}
    wrong = Expansion("toy", "x", "X", {"allowances": {"out": "steal"}})
    with pytest.raises(ExpansionError, match="X gives allowances a mapping of names to tuples, not dict"):
        compose(points, [wrong])


def _said(make):
    with pytest.raises(ExpansionError) as caught:
        make()
    return str(caught.value)


def test_points_are_declared_once_by_name():
    assert _said(lambda: Points("toy", [Point("bonus", "", Combine.SUM), Point("bonus", "", Combine.EACH)])) == \
        "toy declares the extension point bonus twice"
    assert _said(lambda: Point("score rows", "", Combine.EACH)) == \
        "an extension point is named by an identifier, not 'score rows'"
    assert _said(lambda: Point("bonus", "", "sum")) == \
        "the point bonus combines its answers by a Combine, not 'sum'"  # type: ignore[arg-type]
    assert [p.name for p in POINTS] == ["starting_coins", "score_rows", "bonus", "price", "action_kinds"]
    assert "bonus" in POINTS and "steal" not in POINTS and len(POINTS) == 5
    assert POINTS.get("bonus") is POINTS["bonus"] and POINTS.get("steal") is None


def test_asking_a_point_the_wrong_way_is_refused():
    hooks = compose(POINTS, [GOLD])
    assert _said(lambda: hooks.call("scores", CITY)) == \
        "toy declares no extension point 'scores' (did you mean 'score_rows'?)"
    assert _said(lambda: hooks.call("action_kinds")) == "action_kinds is a table point: read it with table()"
    assert _said(lambda: hooks.table("bonus")) == "bonus is not a table point: call it with call()"
    assert _said(lambda: hooks.call("starting_coins")) == \
        "the fold point starting_coins is called with the value to fold first"
    assert _said(lambda: hooks.slot("temples")) == "this ruleset plays no expansion 'temples'; it plays gold"
    assert _said(lambda: hooks.owner("action_kinds", "pray")) == \
        "no expansion of this ruleset gives 'pray' at action_kinds"
    assert repr(hooks) == "Hooks(toy: gold)"


# ---- Duel's points and the Pantheon plugged into them ----------------------------------------------

def test_duel_declares_its_points_and_each_ruleset_its_expansions():
    import oracle
    from oracle.duel.events import EVENTS
    from oracle.duel.pantheon.events import PANTHEON_EVENTS

    base, pantheon = oracle.load_game("duel"), oracle.load_game("duel", variant="pantheon")
    assert [p.name for p in base.extension_points] == \
        ["event_kinds", "protocols", "record_schema", "schema_defs", "score_rows", "check_step",
         "wonders_a_city_holds", "action_kinds", "action_tables", "action_fields", "record_setup", "stored_state",
         "view_parts", "slot_marks", "hidden_options", "option_names", "resample", "event_words", "move_events",
         "setup_part", "state_part", "card_price", "city_extras", "reserve", "spend", "turn_actions",
         "turn_options", "card_turn", "decision_kinds", "decision_options", "settle", "structure_dealt", "turn_passed",
         "age_dealt", "discard_buildable",
         "card_uncovered", "turn_reason", "victories", "pawn_stopped", "zone_entered", "zone_token", "runtime",
         "runtime_counts", "allowances", "card_places", "set_aside_in_play",
         "token_places", "check_decision", "policies", "spec_sections", "component_kinds", "event_blame", "docs",
         "pictures", "conformance_kit"]
    assert base.hooks.names == () and oracle.load_game("duel", variant="first_printing").hooks.names == ()
    assert pantheon.hooks.names == ("pantheon",)
    # the ruleset carries the hooks its game plays, so what reads a record with the ruleset alone has them
    assert base.rules.hooks is base.hooks and pantheon.rules.hooks is pantheon.hooks
    assert list(pantheon.hooks.table("record_setup")) == list(pantheon.hooks.table("stored_state")) == ["pantheon"]
    assert list(pantheon.hooks.table("setup_part")) == list(pantheon.hooks.table("state_part")) == ["pantheon"]
    assert list(pantheon.hooks.table("turn_actions")) == ["activate"] and base.hooks.table("turn_actions") == {}
    assert [f.__name__ for f in pantheon.hooks.functions("turn_options")] == ["activations"]
    assert sorted(pantheon.hooks.table("settle")) == \
        ["blocker", "card_tokens", "choose_deck", "copy_science", "discard_tokens", "divinity_place", "invoke", "loot",
         "steal_card", "steal_wonder", "structure_discard", "unbuild", "wonder_from_discard"]
    assert sorted(pantheon.hooks.table("decision_options")) == sorted({*pantheon.hooks.table("settle")}
                                                                      - {"divinity_place"})
    assert sorted(pantheon.hooks.table("action_fields")) == \
        ["divinity", "looting", "mythology", "offerings", "order", "position", "slot", "space"]
    assert len(pantheon.hooks.table("action_kinds")) == 13
    assert pantheon.hooks.table("action_kinds")["activate"] == ("space", "offerings")
    assert base.hooks.table("action_kinds") == {} and base.hooks.table("stored_state") == {}
    assert base.hooks.call("action_tables", base.rules) == ()
    made = pantheon.hooks.call("action_tables", pantheon.rules)[0]
    assert sorted(made) == sorted(pantheon.hooks.table("action_kinds"))
    assert base.event_kinds == EVENTS and pantheon.event_kinds == EVENTS + PANTHEON_EVENTS
    assert (base.speaks_protocol_1, pantheon.speaks_protocol_1) == (True, False)
    assert (base.published_as, pantheon.published_as) == ("duel", "duel-pantheon")
    assert (base.ruleset_variants(), pantheon.ruleset_variants()) == (("standard", "first_printing"), ("pantheon",))
    assert type(base.conformance_kit()).__name__ == "DuelKit"
    assert type(pantheon.conformance_kit()).__name__ == "PantheonKit"
    assert pantheon.record_schema()["properties"]["variant"] == {"const": "pantheon"}
    assert "variant" not in base.record_schema()["required"]


def test_each_ruleset_lists_the_decisions_its_moves_may_leave_the_base_games_first():
    import oracle
    from oracle.duel.decision_kinds import BASE, DecisionKind

    base, pantheon = oracle.load_game("duel"), oracle.load_game("duel", variant="pantheon")
    assert list(base.rules.decisions) == ["progress", "library", "destroy", "discard_build", "starter"]
    assert base.rules.decisions is BASE
    assert list(pantheon.rules.decisions) == [
        "progress", "library", "destroy", "discard_build", "starter", "card_tokens", "steal_card", "steal_wonder",
        "copy_science", "structure_discard", "unbuild", "wonder_from_discard", "blocker", "discard_tokens", "loot",
        "choose_deck", "divinity_place", "invoke"]
    assert pantheon.rules.decisions["starter"] == DecisionKind("choose_starter", "player", "age.next_starter",
                                                               "choose who begins the Age")
    blocker = pantheon.rules.decisions["blocker"]
    assert (blocker.action, blocker.field, blocker.rule) == ("place_blocker", "position", "effect.place_blocker")
    assert pantheon.hooks.owner("decision_kinds", "divinity_place") == "Pantheon"
    # every decision the Pantheon leaves is settled by one of its own kinds of action, or by the base game's
    assert {d.action for d in pantheon.rules.decisions.values()} <= \
        {*pantheon.hooks.table("action_kinds"), "take_progress", "destroy", "build_discarded", "choose_starter"}


def test_an_expansion_cannot_register_a_decision_or_an_action_of_the_base_game_again():
    from oracle.core.expansions import Expansion, ExpansionError, compose
    from oracle.duel.actions import Action, Actions
    from oracle.duel.decision_kinds import DecisionKind, kinds
    from oracle.duel.points import POINTS

    again = Expansion("duel", "again", "Again", {
        "decision_kinds": {"starter": DecisionKind("choose_starter", "player", "age.next_starter", "choose")}})
    with pytest.raises(ExpansionError, match="starter is a decision of the base game; Again cannot register it"):
        kinds(compose(POINTS, [again]))
    actions = Actions(2, 2, 2)
    with pytest.raises(ExpansionError, match="the actions build are made already"):
        actions.add({"build": ()})
    with pytest.raises(ExpansionError, match="the actions of_kind are made already"):
        actions.add({"of_kind": ()})
    with pytest.raises(AttributeError, match="this ruleset has no actions steal_card"):
        actions.of_kind("steal_card")
    take = {0: Action("steal_card", card=0), 1: Action("steal_card", card=1)}
    actions.add({"steal_card": take})
    actions.add({"steal_card": dict(take)})          # the same table made by a second expansion: kept once
    assert actions.of_kind("steal_card") is take
    with pytest.raises(ExpansionError, match="the actions steal_card are made already"):
        actions.add({"steal_card": {0: Action("steal_card", card=1)}})


def test_the_language_constructs_only_divinities_use_mean_something_only_where_the_pantheon_is_played():
    import oracle
    from oracle.core.effects import compile_components
    from oracle.dsl.parser import parse_text
    from oracle.duel.runtime import Runtime
    from oracle.errors import SpecError

    base, pantheon = oracle.load_game("duel"), oracle.load_game("duel", variant="pantheon")
    assert base.rules.runtime is Runtime
    assert pantheon.rules.runtime.__name__ == "Runtime[pantheon]" and issubclass(pantheon.rules.runtime, Runtime)
    assert sorted(pantheon.hooks.table("runtime")) == [
        "gain_on_card", "invoke", "lay_progress", "offer_blocker", "offer_card_progress", "offer_copy_science",
        "offer_discard_tokens", "offer_loot", "offer_steal_card", "offer_steal_wonder", "offer_structure_discard",
        "offer_unbuild", "offer_wonder_from_discard"]
    assert Runtime.counter("card_coins", ()) is None and pantheon.rules.runtime.counter("card_coins", ()) is not None
    text = 'card "C" {\n  deck I\n  colour yellow\n  when built: place blocker on track\n}\n'
    (card,) = parse_text(text, "c.wdl").components
    with pytest.raises(SpecError) as refused:
        compile_components([card], base.rules.vocabulary, base.rules.constants, base.rules.runtime, "7 Wonders Duel")
    assert str(refused.value) == "c.wdl:4:15: 'place blocker' is not part of 7 Wonders Duel; its engine cannot " \
                                 "interpret it"
    (compiled,), _, _ = compile_components([card], pantheon.rules.vocabulary, pantheon.rules.constants,
                                           pantheon.rules.runtime, "7 Wonders Duel")
    assert len(compiled.instant) == 1


def test_an_expansion_cannot_give_the_runtime_a_method_of_the_base_game():
    from oracle.core.expansions import Expansion, ExpansionError, compose
    from oracle.duel.points import POINTS
    from oracle.duel.runtime import runtime_class

    again = Expansion("duel", "again", "Again", {"runtime": {"shields": lambda t, p, n, s: None}})
    with pytest.raises(ExpansionError, match="runtime: shields is the base game's"):
        runtime_class(compose(POINTS, [again]))
    counted = Expansion("duel", "counted", "Counted", {"runtime_counts": {"spaces": lambda names: None}})
    with pytest.raises(ExpansionError, match="runtime: spaces is the base game's"):
        runtime_class(compose(POINTS, [counted]))


def test_every_point_duel_declares_is_called_by_the_base_game():
    """A point nobody calls would be a promise the engine does not keep: each declared point's name
    is asked of the hooks by a module of the base game."""
    from pathlib import Path

    import oracle

    root = Path(__file__).resolve().parent.parent / "oracle" / "duel"
    text = "\n".join(p.read_text(encoding="utf-8") for p in root.rglob("*.py") if "pantheon" not in p.parts)
    for point in oracle.load_game("duel").extension_points:
        asked = (f'hooks.call("{point.name}"', f'hooks.table("{point.name}")', f'hooks.functions("{point.name}")')
        assert any(way in text for way in asked), point.name


def test_base_duel_imports_no_expansion():
    import subprocess
    import sys

    program = ("import sys, oracle; game = oracle.load_game('duel'); game.random_game(1); game.record_schema(); "
               "game.schema_defs(); game.conformance_kit(); "
               "print(sorted(m for m in sys.modules if 'pantheon' in m))")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_design_page_draws_duels_points_from_their_declaration():
    from oracle.docs.expansions import declaring_games, section

    assert declaring_games() == ["duel", "classic"]
    lines = section("duel")
    picture = next(line for line in lines if line.startswith("<svg"))
    assert picture.endswith("</svg>")
    # the Pantheon fills forty-seven of the points, Agora forty-six and their meeting four
    assert picture.count('stroke="#b07a2a"') == 47 + 46 + 4
    assert ">meets pantheon, agora<" in picture
    assert picture.count('stroke-dasharray="4 3"') == 55   # the base game calls all fifty-five
    assert ("| `event_kinds` | table: names merged when the ruleset is made; a name given twice is refused, unless "
            "with the same value") in \
        "\n".join(lines)
    assert lines[-8:] == ["| ruleset | variant | expansions, in their order |", "| --- | --- | --- |",
                          "| 7 Wonders Duel | `standard` | none: the base game |",
                          "| 7 Wonders Duel (first printing) | `first_printing` | none: the base game |",
                          "| 7 Wonders Duel: Pantheon | `pantheon` | Pantheon |",
                          "| 7 Wonders Duel: Agora | `agora` | Agora |",
                          "| 7 Wonders Duel: Pantheon and Agora | `pantheon_agora` | Pantheon, Agora; their meeting: "
                          "Pantheon and Agora |", ""]


def test_the_pantheon_keeps_its_part_of_setup_and_state_in_its_slot():
    import oracle
    from oracle.duel.pantheon.state import Pantheon, PantheonSetup, part, setup_part

    base, pantheon = oracle.load_game("duel"), oracle.load_game("duel", variant="pantheon")
    assert base.setup_from_seed(4).parts == () and base.new_game(seed=4).parts == ()
    setup = pantheon.setup_from_seed(4)
    state = pantheon.new_game(setup)
    assert [type(p) for p in setup.parts] == [PantheonSetup] and [type(p) for p in state.parts] == [Pantheon]
    assert setup_part(setup, pantheon.hooks) is setup.parts[0] and part(state) is state.parts[0]
    assert part(state).spaces == (-1,) * 6 and part(state).decks == setup.parts[0].decks
    assert part(base.new_game(seed=4)) is None and setup_part(base.setup_from_seed(4), base.hooks) is None


def test_the_pantheon_adds_its_score_row_and_its_invariants_through_the_points():
    import oracle

    base, pantheon = oracle.load_game("duel"), oracle.load_game("duel", variant="pantheon")
    _, base_end = base.random_ending(3)
    _, pantheon_end = pantheon.random_ending(3)
    assert list(base.score_sheet(base_end)[0]) == \
        ["blue", "green", "yellow", "purple", "wonders", "progress", "coins", "military", "total"]
    assert list(pantheon.score_sheet(pantheon_end)[0]) == \
        ["blue", "green", "yellow", "purple", "wonders", "progress", "divinities", "coins", "military", "total"]
    assert base.hooks.call("wonders_a_city_holds", 4, base.rules) == 4
    assert pantheon.hooks.call("wonders_a_city_holds", 4, pantheon.rules) == 8
    assert [f.__name__ for f in pantheon.hooks.functions("check_step")] == ["_check_step"]


def test_no_module_of_duel_outside_the_expansions_packages_names_one_but_the_ruleset_list():
    """The base game names no expansion, not even in a comment: only the ruleset list
    (oracle/duel/rulesets.py), the expansions' own packages and their meeting's say 'pantheon' or 'agora'."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "oracle" / "duel"
    own = {root / name for name in ("pantheon", "agora", "pantheon_agora")}
    naming = sorted(str(path.relative_to(root)) for path in root.rglob("*.py")
                    if not any(folder in path.parents for folder in own)
                    and re.search("pantheon|agora", path.read_text(encoding="utf-8"), re.IGNORECASE))
    assert naming == ["rulesets.py"]


def test_the_design_page_draws_the_original_games_points_and_leaders_filling_every_one():
    """7 Wonders declares its points (oracle.classic.points); Leaders, a ruleset one chooses, fills all eighteen."""
    from oracle.docs.expansions import section

    lines = section("classic")
    picture = next(line for line in lines if line.startswith("<svg"))
    assert picture.count('stroke-dasharray="4 3"') == 18    # the base game calls all eighteen
    assert picture.count('stroke="#b07a2a"') == 18          # and Leaders fills each
    assert "| `age_opening` | fold: each is handed the answer so far (the base game's first) |" in "\n".join(lines)
    assert lines[-8:] == ["| ruleset | variant | expansions, in their order |", "| --- | --- | --- |",
                          "| 7 Wonders (first edition) | `standard` | none: the base game |",
                          "| 7 Wonders (first edition, Free City) | `free_city` | none: the base game |",
                          "| 7 Wonders (2020 edition) | `edition2020` | none: the base game |",
                          "| 7 Wonders: Leaders (first edition) | `leaders` | Leaders |",
                          "| 7 Wonders: Leaders (2020 edition) | `edition2020_leaders` | Leaders |", ""]
