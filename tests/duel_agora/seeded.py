"""Seeded bugs for Agora's commonly-wrong list (``AGORA_WRONG`` of :mod:`oracle.duel.agora.kit`): each
patches the reference engine (playing ``rules``), through pytest's ``monkeypatch``, to read one entry
wrongly.  The bugs
live here, never in the engine; ``test_kit.py`` runs the entry's cases against each.

A function the expansion gives at one of Duel's points is held by the composed hooks as well as by its
module: such a bug replaces the function's code (:func:`recode`), which every holder sees."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from oracle.duel.agora import conspiracies, decrees, influence, schemes, senate, senators
from oracle.duel.rules import building, structure
from oracle.duel.state import MILITARY, Turn


def recode(monkeypatch: Any, function: Any, wrong: Any) -> None:
    """``function`` runs ``wrong``'s code (with ``function``'s module globals) until the patch is undone."""
    monkeypatch.setattr(function, "__code__", wrong.__code__)


ORIGINAL = "_seeded_bug_original"   # the name a wrapper (see wrap) calls the original function by


def wrap(monkeypatch: Any, function: Any, wrapper: Any) -> None:
    """``function`` runs ``wrapper``'s code, which finds the original in its module's globals under
    :data:`ORIGINAL` (``globals()["_seeded_bug_original"]``: the code runs in the module's globals)."""
    original = types.FunctionType(function.__code__, function.__globals__, function.__name__,
                                  function.__defaults__, function.__closure__)
    monkeypatch.setitem(function.__globals__, ORIGINAL, original)
    recode(monkeypatch, function, wrapper)


def a_thirteenth_cube(monkeypatch: Any, rules: Any) -> None:
    """30: a player's supply holds a 13th cube."""
    monkeypatch.setattr(senate, "supply", lambda c, chambers, player: c.cubes_each + 1 - chambers.on_board(player))


def senators_count_none(monkeypatch: Any, rules: Any) -> None:
    """31: a Senator's price ignores the Senators already in the recruiter's city."""
    monkeypatch.setattr(senators, "held", lambda at, player: 0)


def _senate_actions(placed_anywhere: bool = False, bonus_as_actions: bool = False,
                    replayed: bool = False) -> Callable[[Any, int, str], None]:
    """agora.politician read wrongly: cubes placed outside the section, the Decree's 2 added to the
    actions rather than to the blue cards counted, or a replay after a Politician too."""
    def offer(t: Any, player: int, section: str) -> None:
        c = influence.constants(t.game.rules)
        profile = t.cities[player].profile
        bonus = profile.extras.senate_bonus if profile.extras is not None else 0
        counted = profile.colours[c.senate_colour] + (0 if bonus_as_actions else bonus)
        allowed = tuple(range(1, c.chambers + 1)) if placed_anywhere else c.section(section)
        actions = influence.rules.senate_actions(c, counted) + (bonus if bonus_as_actions else 0)
        for _ in range(actions):
            t.decide(influence.Decision(influence.SENATE_CHOICE, player, (), (allowed,)))
        if replayed and profile.extras is not None and profile.extras.replay_after_conspirator:
            t.play_again(player, profile.extras.replay_after_conspirator[0])
    return offer


def politician_places_anywhere(monkeypatch: Any, rules: Any) -> None:
    """32: a Politician places cubes in any Chamber, not only its section's."""
    monkeypatch.setattr(influence, "offer_senate_actions", _senate_actions(placed_anywhere=True))


def senate_bonus_adds_actions(monkeypatch: Any, rules: Any) -> None:
    """33: the Decree adding 2 adds 2 Senate actions, not 2 blue cards to the count."""
    monkeypatch.setattr(influence, "offer_senate_actions", _senate_actions(bonus_as_actions=True))


def politician_replays(monkeypatch: Any, rules: Any) -> None:
    """34: the Conspirator-replay Decree gives a Politician a second action too."""
    monkeypatch.setattr(influence, "offer_senate_actions", _senate_actions(replayed=True))


def income_on_own_builds_only(monkeypatch: Any, rules: Any) -> None:
    """35: a Decree paying on builds pays its controller for the controller's own builds only."""
    def built_anywhere(t: Any, player: int, component: Any) -> None:
        extras = t.cities[player].profile.extras
        for target, effect in extras.on_build if extras is not None else ():
            if not t.over and target.matches(component):
                effect(t, player)
    monkeypatch.setattr(building, "built_anywhere", built_anywhere)


def military_decree_kept_when_lost(monkeypatch: Any, rules: Any) -> None:
    """36: losing the Military Decree leaves the pawn where it is."""
    original = decrees._changed_hands

    def changed_hands(t: Any, changes: list[Any]) -> None:
        original(t, [(named, None, now) for named, _, now in changes])
    monkeypatch.setattr(decrees, "_changed_hands", changed_hands)


def supremacy_to_the_mover(monkeypatch: Any, rules: Any) -> None:
    """37: military supremacy goes to the player whose turn it is, whoever the pawn favours."""
    end_game = Turn.end_game

    def ended(t: Any, victory: str, winner: int | None) -> None:
        end_game(t, victory, t.player if victory == MILITARY else winner)
    monkeypatch.setattr(Turn, "end_game", ended)


def tie_goes_to_the_first_player(monkeypatch: Any, rules: Any) -> None:
    """38: a Chamber with as many cubes of each player (cubes in it) is controlled by the first player."""
    def controller(chamber: senate.Chamber) -> int | None:
        first, second = chamber.cubes
        return 1 if second > first else 0 if first else None
    monkeypatch.setattr(senate.Chamber, "controller", property(controller))


def turn_of_events_reveals_late(monkeypatch: Any, rules: Any) -> None:
    """39: the cards Turn of Events uncovers stay face down until the move is over."""
    def discard_accessible(t: Any, action: Any, decision: Any) -> None:
        reveal = structure.reveal
        structure.reveal = lambda t: None
        try:
            globals()["_seeded_bug_original"](t, action, decision)
        finally:
            structure.reveal = reveal
    wrap(monkeypatch, schemes.discard_accessible, discard_accessible)


def treason_pool_of_age_one(monkeypatch: Any, rules: Any) -> None:
    """40: Treason's pool is the cards left out of Age I only, whatever the Age."""
    original = schemes.set_aside
    monkeypatch.setattr(schemes, "set_aside", lambda rules, setup, age: original(rules, setup, 1))


def sabotage_boxes_the_card(monkeypatch: Any, rules: Any) -> None:
    """41: the card under a wonder Sabotage removes goes back to the box with it."""
    def remove_wonder(t: Any, action: Any, decision: Any) -> None:
        discard = t.discard
        globals()["_seeded_bug_original"](t, action, decision)
        t.discard = discard
    wrap(monkeypatch, schemes.remove_wonder, remove_wonder)


def two_conspiracies_a_turn(monkeypatch: Any, rules: Any) -> None:
    """42: a turn may trigger another Conspiracy once one has been triggered."""
    monkeypatch.setattr(conspiracies, "TRIGGERED", conspiracies.MAY_TRIGGER)


def senators_are_blue(monkeypatch: Any, rules: Any) -> None:
    """43: a Senator counts as a blue Building (for the Politicians' Senate actions, the guilds, the
    Decrees)."""
    blue = rules.vocabulary.colours.index("blue")
    kind = type(rules.cards[0])
    monkeypatch.setattr(kind, "__setattr__", object.__setattr__)    # undone last: the cards are frozen
    for card in rules.deck(senators.DECK):
        monkeypatch.setattr(card, "colour", blue)


# commonly-wrong entry -> its seeded bug
SEEDED: dict[int, Callable[[Any, Any], None]] = {
    30: a_thirteenth_cube,
    31: senators_count_none,
    32: politician_places_anywhere,
    33: senate_bonus_adds_actions,
    34: politician_replays,
    35: income_on_own_builds_only,
    36: military_decree_kept_when_lost,
    37: supremacy_to_the_mover,
    38: tie_goes_to_the_first_player,
    39: turn_of_events_reveals_late,
    40: treason_pool_of_age_one,
    41: sabotage_boxes_the_card,
    42: two_conspiracies_a_turn,
    43: senators_are_blue,
}


def failures(game: Any, kit: Any, cases: list[dict[str, Any]], number: int, monkeypatch: Any) -> list[dict[str, Any]]:
    """The cases of ``cases`` the engine playing ``game`` fails once patched with entry ``number``'s bug
    (the patch undone and the kept answers forgotten after)."""
    from oracle.conformance.selfcheck import InvalidItem, check_case
    from tests.seeding import _forget_kept_answers

    SEEDED[number](monkeypatch, game.rules)
    _forget_kept_answers()
    failed = []
    try:
        for case in cases:
            try:
                check_case(game, kit, case)
            except InvalidItem:
                failed.append(case)
    finally:
        monkeypatch.undo()
        _forget_kept_answers()
    return failed
