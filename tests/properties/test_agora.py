"""Properties of 7 Wonders Duel with Agora, on every position Hypothesis reaches in whole games, against
a small model read from the expansion's spec text (``spec/duel/variants/agora``): its ``[agora]``
table, the Conspiracies and Decrees its ``.wdl`` files name, and the numbers its rules print.  The
model follows the Senate cube by cube through each step's events and never calls the engine's
Senate, price or scoring helpers.

After every move:

* **influence conservation**: each Chamber holds the cubes the model counts from the step's
  ``influence_placed``, ``influence_moved`` (to an adjacent Chamber) and ``influence_removed`` events,
  never a negative count; no cube is placed from an empty supply; each player's cubes in the Senate
  plus the supply the observation shows are the spec's 12, 24 in all;
* **control**: each Chamber's controller, as both observations show it, is the player with strictly
  more cubes there (the model's count), nobody on a tie; every change of controller is announced by a
  ``chamber_control`` event naming the new controller;
* **Decrees**: the six Decrees drawn at setup, one to a Chamber, are six different Decrees of the
  spec and stay in the Senate, moving only as ``decree_moved`` events say (the top one under another
  Chamber's); a Decree lies face down from setup in the spec's hidden Chambers until a cube enters its
  Chamber, or keeps its face when moved unless its new Chamber holds a cube; neither player's
  observation names a face-down Decree, and both name every face-up one;
* **Conspiracies**: the deck and both hands hold each of the spec's 16 Conspiracies exactly once; a
  ``trigger`` action is offered and played only at the start of a turn (no decision owed), naming a
  Conspiracy its player holds, prepared (a ``prepare`` action) in an earlier turn and never
  triggered, at most one a turn, and the same player then takes the turn's card (a turn ends with
  its card: a build, a discard, a wonder or a prepare; playing again is a turn of its own, ruling
  ``agora.trigger_each_turn``); preparing is offered only under a held Conspiracy neither prepared
  nor triggered; Curia Julia's ``trigger_unprepared`` turns up only a held Conspiracy with no card
  under it; every ``trigger`` event is one of those two moves, for the Conspiracy it names; each
  held Conspiracy is prepared and triggered exactly as the model says;
* **hidden Conspiracies**: an observation names the viewer's own Conspiracies, and the opponent's only
  once triggered; it names a card of the deck only to the player who last put it back there
  (ruling ``agora.conspiracy_knowledge``); both players see the card under each prepared one;
* **turn order**: a turn begins (with a trigger or its card) for the player whose turn it is: the
  opponent of the last turn's player, or the same player when a ``play_again`` event owes them
  another, or whoever a ``starter`` event names at a new Age; after a trigger the same player takes
  the turn's card, unless the Age ended (Property Fraud or Turn of Events taking the structure's last
  cards), also when the turn's last decision was the opponent's (a military token taken, ruling
  ``agora.military_token_taker``): two games pin that case;
* **coins**: no treasury is ever negative, and every change of a treasury is the step's ``coins``
  events;
* **political supremacy**: once, at any moment of a step, a player controls all six Chambers (the
  model's count, event by event), the game is over; it ends in a ``political`` victory only for a
  player who then controls all six;
* **Senate points**: each player's ``senate`` row of the score sheet is the sum of the spec's values
  of the Chambers they control.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from oracle.core.prng import SplitMix64
from oracle.duel.agora.policies import POLICIES
from oracle.duel.agora.state import part
from oracle.duel.game import Game as DuelGame
from oracle.duel.state import Action, State
from oracle.resources import spec_dir
from tests.properties.conftest import scaled

GAME = DuelGame.load("agora")
R = GAME.rules
FOLDER = spec_dir("duel") / "variants" / "agora"
SPEC = tomllib.loads((FOLDER / "game.toml").read_text(encoding="utf-8"))
TABLE = SPEC["agora"]
RULES = tomllib.loads((FOLDER / "rules.toml").read_text(encoding="utf-8"))["rules"]
CONSPIRACY_TEXT = (FOLDER / "conspiracies.wdl").read_text(encoding="utf-8")
DECREE_TEXT = (FOLDER / "decrees.wdl").read_text(encoding="utf-8")

SUPPLY: int = TABLE["cubes_each"]
VALUES: list[int] = TABLE["chamber_points"]
CHAMBERS: list[int] = sorted(n for section in TABLE["sections"].values() for n in section)
HIDDEN: set[int] = set(TABLE["hidden_decrees"])
CONSPIRACIES: list[str] = re.findall(r'^conspiracy "([^"]+)"', CONSPIRACY_TEXT, re.MULTILINE)
DECREES: list[str] = re.findall(r'^decree "([^"]+)"', DECREE_TEXT, re.MULTILINE)
NUMBERS = {"four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
SUPREMACY = NUMBERS[re.search(r"controls all (\w+) Chambers", RULES["agora.political_supremacy"]).group(1)]  # type: ignore[union-attr]
POLITICAL = "political"

# the moves that take the turn's card, ending the turn (agora.prepare: preparing takes the card too)
CARD_MOVES = ("build", "discard", "build_wonder", "prepare")
# the engine's indices of the Conspiracies, as its actions name them
NAMES = [c.name for c in R.of_kind("conspiracy")]


def controller(cubes: list[int]) -> int | None:
    """agora.control, read as the rule says: strictly more cubes, nobody on a tie."""
    return 0 if cubes[0] > cubes[1] else 1 if cubes[1] > cubes[0] else None


class Model:
    """The Senate, the Decrees' faces and the Conspiracies as the rules have them, followed move by
    move from each step's events and actions."""

    def __init__(self, state: State) -> None:
        agora = part(state)
        assert agora is not None
        self.cubes = [[0, 0] for _ in CHAMBERS]
        self.decrees = [list(chamber.decrees) for chamber in agora.senate.chambers]
        assert [len(d) for d in self.decrees] == [1] * len(CHAMBERS), "decrees: one Decree to a Chamber at setup"
        self.face_up = {d: n not in HIDDEN for n, held in enumerate(self.decrees, 1) for d in held}
        self.prepared: dict[tuple[int, str], int] = {}      # (player, Conspiracy) -> the turn it was prepared
        self.triggered: set[str] = set()
        self.knower: dict[str, int] = {}                    # a card put back on the deck -> who put it back
        self.turn = 0                                       # turns ended (a card taken)
        self.turn_triggers = 0
        self.opponent_moved = [True, True]                  # the opponent took a card since the player's trigger
        self.repeats = 0                                    # triggers with no turn of the opponent's since the last
        self.unprepared = 0                                 # Conspiracies Curia Julia turned up
        self.trigger_player: int | None = None              # who triggered in the turn going on
        self.next: int | None = None                        # whose turn comes next (None: not known yet)
        self.card_player: int | None = None                 # who took the last card
        self.last_mover: int | None = None                  # who made the last move (a decision included)

    def controllers(self) -> list[int | None]:
        return [controller(c) for c in self.cubes]

    def supreme(self) -> int | None:
        found = set(self.controllers())
        assert len(CHAMBERS) == SUPREMACY
        return next(iter(found)) if len(found) == 1 and None not in found else None

    def _enter(self, chamber: int) -> None:
        """agora.reveal: a cube enters, every Decree of the Chamber turns face up."""
        for d in self.decrees[chamber - 1]:
            self.face_up[d] = True

    def offered(self, state: State, player: int, options: list[Action]) -> None:
        """agora.trigger, agora.prepare: a trigger is offered only at the start of a turn (no decision owed,
        none triggered in it yet), for a Conspiracy of the player's prepared in an earlier turn and never
        triggered; preparing only with no decision owed, under a held Conspiracy neither prepared nor
        triggered."""
        agora = part(state)
        assert agora is not None
        hand = {NAMES[plot.conspiracy] for plot in agora.hands[player]}
        for a in options:
            if a.kind == "trigger":
                name = NAMES[a.conspiracy]
                assert not state.pending and self.turn_triggers == 0, \
                    f"conspiracies: {name} offered to trigger after a trigger or during a decision"
                assert name in hand and (player, name) in self.prepared and name not in self.triggered, \
                    f"conspiracies: player {player} offered to trigger {name}"
            elif a.kind == "prepare":
                name = NAMES[a.conspiracy]
                assert not state.pending and name in hand and (player, name) not in self.prepared \
                    and name not in self.triggered, f"conspiracies: player {player} offered to prepare {name}"

    def step(self, before: State, player: int, action: Action, options: list[Action], events: list) -> int | None:  # type: ignore[type-arg]
        """Follow one step; the player controlling every Chamber at some moment of it, if any."""
        supreme = None
        was = self.controllers()
        announced: dict[int, int | None] = {}
        triggers = [e for e in events if e.kind == "trigger"]
        self._turn(player, action)
        for e in events:
            self._turn_event(e)
            if e.kind == "influence_placed":
                assert sum(c[e.player] for c in self.cubes) < SUPPLY, \
                    f"influence conservation: player {e.player} places a cube from an empty supply"
                self.cubes[e.chamber - 1][e.player] += 1
                self._enter(e.chamber)
            elif e.kind == "influence_moved":
                assert abs(e.to - e.chamber) == 1 and e.to in CHAMBERS, \
                    f"influence conservation: a cube moves from Chamber {e.chamber} to {e.to}, not adjacent"
                assert self.cubes[e.chamber - 1][e.player] > 0, \
                    f"influence conservation: player {e.player} moves a cube out of empty Chamber {e.chamber}"
                self.cubes[e.chamber - 1][e.player] -= 1
                self.cubes[e.to - 1][e.player] += 1
                self._enter(e.to)
            elif e.kind == "influence_removed":
                assert self.cubes[e.chamber - 1][e.player] > 0, \
                    f"influence conservation: a cube of player {e.player} leaves empty Chamber {e.chamber}"
                self.cubes[e.chamber - 1][e.player] -= 1
            elif e.kind == "decree_moved":
                decree = self.decrees[e.chamber - 1].pop(0)
                self.decrees[e.to - 1].append(decree)
                self.face_up[decree] = self.face_up[decree] or sum(self.cubes[e.to - 1]) > 0
            elif e.kind == "chamber_control":
                announced[e.chamber] = e.player
            supreme = supreme if supreme is not None else self.supreme()
        now = self.controllers()
        for n in CHAMBERS:
            if was[n - 1] != now[n - 1]:
                assert n in announced, f"control: Chamber {n} went from {was[n - 1]} to {now[n - 1]} unannounced"
            if n in announced:
                assert announced[n] == now[n - 1], \
                    f"control: Chamber {n} announced for {announced[n]}, the cubes give it to {now[n - 1]}"
        self._conspiracies(before, player, action, options, triggers)
        self.last_mover = player
        return supreme

    def _turn(self, player: int, action: Action) -> None:
        """turn order, agora.trigger: a turn begins with a trigger or with its card, for the player whose
        turn it is; after a trigger the same player takes the turn's card, unless the Age ended.  The
        turn's last decision may have been the opponent's (turn.alternate, ruling
        agora.military_token_taker): the turn is still the mover's."""
        if action.kind not in (*CARD_MOVES, "trigger"):
            return
        if action.kind == "trigger" or self.trigger_player is None:
            assert self.next in (None, player), \
                f"turn order: player {player} begins a turn with a {action.kind}, it is player {self.next}'s turn"
        else:
            assert self.trigger_player == player, \
                f"conspiracies: player {self.trigger_player} triggered, player {player} takes the turn's card"
        if action.kind in CARD_MOVES:
            self.trigger_player = None
            self.card_player = player
            self.next = 1 - player

    def _turn_event(self, e) -> None:  # type: ignore[no-untyped-def]
        """Whose turn comes next, as the step's events change it: another turn owed, lost at the end of an
        Age; who begins Age I, then who begins Ages II and III once chosen."""
        if e.kind == "play_again":
            self.next = e.player
        elif e.kind == "age":
            self.next = e.player if e.age == "I" else None
            self.trigger_player = None
            self.turn_triggers = 0
        elif e.kind == "starter":
            self.next = e.player

    def _conspiracies(self, before: State, player: int, action: Action, options: list[Action],
                      triggers: list) -> None:  # type: ignore[type-arg]
        agora = part(before)
        assert agora is not None
        hand = {NAMES[plot.conspiracy] for plot in agora.hands[player]}
        if action.kind == "trigger":
            name = NAMES[action.conspiracy]
            assert name in hand, f"conspiracies: player {player} triggers {name}, which they do not hold"
            assert (player, name) in self.prepared and self.prepared[(player, name)] < self.turn, \
                f"conspiracies: player {player} triggers {name}, not prepared in an earlier turn"
            assert name not in self.triggered, f"conspiracies: {name} triggered twice"
            assert self.turn_triggers == 0, f"conspiracies: player {player} triggers a second Conspiracy in a turn"
            self.turn_triggers += 1
            self.trigger_player = player
            self.triggered.add(name)
            self.repeats += not self.opponent_moved[player]
            self.opponent_moved[player] = False
            assert [(e.player, e.conspiracy) for e in triggers] == [(player, name)], \
                f"conspiracies: triggering {name} announces {[(e.player, e.conspiracy) for e in triggers]}"
        elif action.kind == "trigger_unprepared" and action.conspiracy >= 0:
            name = NAMES[action.conspiracy]
            assert name in hand and (player, name) not in self.prepared and name not in self.triggered, \
                f"conspiracies: Curia Julia turns up {name}, not an unprepared Conspiracy player {player} holds"
            self.triggered.add(name)
            self.unprepared += 1
            assert [(e.player, e.conspiracy) for e in triggers] == [(player, name)], \
                f"conspiracies: Curia Julia's {name} announces {[(e.player, e.conspiracy) for e in triggers]}"
        else:
            assert not triggers, f"conspiracies: a {action.kind} triggers {[e.conspiracy for e in triggers]}"
        if action.kind == "prepare":
            name = NAMES[action.conspiracy]
            assert name in hand and (player, name) not in self.prepared and name not in self.triggered, \
                f"conspiracies: player {player} prepares {name}"
            self.prepared[(player, name)] = self.turn
        if action.kind == "conspire" and action.put_back:
            drawn = {NAMES[a.conspiracy] for a in options if a.kind == "conspire"}
            (other,) = drawn - {NAMES[action.conspiracy]}
            self.knower[other] = player
        if action.kind in CARD_MOVES:
            self.turn += 1
            self.turn_triggers = 0
            self.opponent_moved[1 - player] = True


def check_senate(model: Model, state: State, views: list[dict]) -> None:  # type: ignore[type-arg]
    agora = part(state)
    assert agora is not None
    chambers = agora.senate.chambers
    assert [list(c.cubes) for c in chambers] == model.cubes, \
        f"influence conservation: the Senate holds {[c.cubes for c in chambers]}, the events {model.cubes}"
    for seat in (0, 1):
        on_board = sum(c[seat] for c in model.cubes)
        assert all(c[seat] >= 0 for c in model.cubes) and on_board <= SUPPLY
        for view in views:
            left = view["agora"]["supply"][seat]
            assert left + on_board == SUPPLY, \
                f"influence conservation: player {seat} has {on_board} cubes out and {left} left"
    assert sum(map(sum, model.cubes)) + sum(views[0]["agora"]["supply"]) == 2 * SUPPLY
    assert [list(c.decrees) for c in chambers] == model.decrees, \
        f"decrees: the Chambers hold {[c.decrees for c in chambers]}, the model {model.decrees}"
    laid = [d for held in model.decrees for d in held]
    assert len(laid) == len(CHAMBERS) == len(set(laid)) and set(laid) <= set(DECREES), f"decrees: {laid}"
    expected = model.controllers()
    for viewer, view in enumerate(views):
        shown = view["agora"]["chambers"]
        assert [c["chamber"] for c in shown] == CHAMBERS
        assert [c["controller"] for c in shown] == expected, \
            f"control: player {viewer} sees {[c['controller'] for c in shown]}, the cubes give {expected}"
        for n, c in enumerate(shown, 1):
            faces = [d if model.face_up[d] else None for d in model.decrees[n - 1]]
            assert c["decrees"] == faces, f"decrees: player {viewer} sees {c['decrees']} in Chamber {n}, not {faces}"


def check_conspiracies(model: Model, state: State, views: list[dict]) -> None:  # type: ignore[type-arg]
    agora = part(state)
    assert agora is not None
    everywhere = [NAMES[c] for c in agora.deck] + [NAMES[p.conspiracy] for hand in agora.hands for p in hand]
    assert sorted(everywhere) == sorted(CONSPIRACIES), f"conspiracies: the deck and hands hold {sorted(everywhere)}"
    for seat, hand in enumerate(agora.hands):
        for plot in hand:
            name = NAMES[plot.conspiracy]
            assert plot.prepared == ((seat, name) in model.prepared), f"conspiracies: {name} prepared"
            assert plot.triggered == (name in model.triggered), f"conspiracies: {name} triggered"
    for viewer, view in enumerate(views):
        seen = view["agora"]["conspiracies"]
        deck = [NAMES[c] if model.knower.get(NAMES[c]) == viewer else None for c in agora.deck]
        assert seen["deck"] == deck, f"hidden conspiracies: player {viewer} sees the deck as {seen['deck']}"
        for seat, hand in enumerate(agora.hands):
            names = [NAMES[p.conspiracy] if seat == viewer or p.triggered else None for p in hand]
            assert [p["conspiracy"] for p in seen["hands"][seat]] == names, \
                f"hidden conspiracies: player {viewer} sees player {seat}'s hand as {seen['hands'][seat]}"
            public = [(R.cards[p.card].name if p.prepared else None, p.triggered) for p in hand]
            assert [(p["prepared"], p["triggered"]) for p in seen["hands"][seat]] == public, \
                f"hidden conspiracies: player {viewer} sees the cards under player {seat}'s Conspiracies wrong"


def coin_flows(before: State, after: State, events: list) -> None:  # type: ignore[type-arg]
    for seat in (0, 1):
        coins = sum(e.amount for e in events if e.kind == "coins" and e.player == seat)
        assert after.coins[seat] - before.coins[seat] == coins, \
            f"coins: treasury of {seat} went from {before.coins[seat]} to {after.coins[seat]}, the events say {coins:+}"
        assert after.coins[seat] >= 0, f"coins: treasury of {seat} is {after.coins[seat]}"


def supremacy(model: Model, before: State, after: State, supreme: int | None) -> None:
    if before.outcome is not None:
        return
    if supreme is not None:
        assert after.outcome is not None, f"political supremacy: player {supreme} controls every Chamber, play goes on"
    final = model.supreme()
    if after.outcome is not None and after.outcome.victory == POLITICAL:
        assert final is not None and after.outcome.winner == final, \
            f"political supremacy: {after.outcome} with the Chambers controlled by {model.controllers()}"


def senate_points(model: Model, state: State) -> None:
    controllers = model.controllers()
    for seat, sheet in enumerate(GAME.score_sheet(state)):
        expected = sum(v for v, who in zip(VALUES, controllers, strict=True) if who == seat)
        assert sheet["senate"] == expected, f"senate points: player {seat} scores {sheet['senate']}, not {expected}"


def play_checked(seed: int, style: str | None, seats: tuple[int, ...], choose: Callable[[int], int]) -> Counter[str]:
    """A whole game from the setup of ``seed``, each move the ``choose(n)``-th of the ``n`` legal ones
    (for the players of ``seats``, of those ``style``, one of Agora's policies, likes best); every
    property checked after every move.  What the game went through: the kinds of its moves (``move:``)
    and events (``event:``), its ending (``victory:``), its turns and its triggers in turns of playing
    again."""
    state = GAME.new_game(seed=seed)
    model = Model(state)
    seen: Counter[str] = Counter()
    while state.outcome is None:
        options = GAME.legal_actions(state)
        actions = options
        player = state.to_move
        model.offered(state, player, options)
        if style is not None and player in seats:
            scores = [POLICIES[style](state, a) for a in options]
            actions = [a for a, s in zip(options, scores, strict=True) if s == max(scores)]
        action = actions[choose(len(actions))]
        step = GAME.apply(state, action)
        after, events = step.state, list(step.events)
        supreme = model.step(state, player, action, options, events)
        views = [GAME.observe(after, viewer) for viewer in (0, 1)]
        check_senate(model, after, views)
        check_conspiracies(model, after, views)
        coin_flows(state, after, events)
        supremacy(model, state, after, supreme)
        senate_points(model, after)
        seen[f"move: {action.kind}"] += 1
        seen.update(f"event: {e.kind}" for e in events)
        state = after
    seen[f"victory: {state.outcome.victory}"] += 1
    seen["turns"] += model.turn
    seen["repeated triggers"] += model.repeats
    seen["Curia Julia triggers"] += model.unprepared
    seen["Senate points"] += sum(sheet["senate"] for sheet in GAME.score_sheet(state))
    return seen


STYLES = [None, *sorted(POLICIES)]
SEATS = [(0, 1), (0,), (1,)]
# sixteen seeded games (seed, style, the seats playing it): four of each style, the political one for
# one player only, so that they win the Senate; the last, seed 19 played by plotting, triggers twice
# between two turns of the opponent (ruling agora.trigger_each_turn)
GAMES = [(seed, STYLES[seed % 4], (0, 1) if STYLES[seed % 4] in (None, "plotting") else (seed // 4 % 2,))
         for seed in range(15)] + [(19, "plotting", (0, 1))]


@scaled(0.5)
@given(st.data())
def test_every_position_of_a_game_keeps_the_expansions_invariants(data: st.DataObject) -> None:
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    style = data.draw(st.sampled_from(STYLES), label="style")
    seats = data.draw(st.sampled_from(SEATS), label="seats")
    play_checked(seed, style, seats, lambda n: data.draw(st.integers(0, n - 1), label="move"))


def test_the_invariants_are_put_to_the_test_by_seeded_games():
    """The same checks over seeded games, most of them played by one of Agora's policies: Senators
    recruited, cubes placed, moved and removed, control changing hands, Conspiracies drawn, prepared
    and triggered (twice between two turns of the opponent, and unprepared through Curia Julia),
    Decrees moved, coins changing hands, political victories and Senate points scored."""
    seen: Counter[str] = Counter()
    for seed, style, seats in GAMES:
        seen += play_checked(seed, style, seats, SplitMix64(seed).below)
    assert seen["move: senate_action"] >= 80 and seen["move: conspirator_action"] >= 45
    assert seen["event: influence_placed"] >= 90 and seen["event: influence_moved"] >= 40
    assert seen["event: influence_removed"] >= 3 and seen["event: chamber_control"] >= 120
    assert seen["event: military_token"] >= 15 and seen["event: decree_moved"] >= 2
    assert seen["move: conspire"] >= 25 and seen["move: prepare"] >= 25 and seen["move: trigger"] >= 25
    assert seen["Curia Julia triggers"] >= 1 and seen["repeated triggers"] >= 1
    assert seen["event: coins"] >= 800 and seen["Senate points"] >= 80
    assert seen["victory: political"] >= 2 and seen["victory: civilian"] >= 10


def test_the_turn_after_a_decision_of_the_opponents():
    """Seed 1063, player 0 playing senatorial: player 0 recruits Left Politician 2; their first Senate
    action (a cube from Chamber 3 to 4) loses them the Military Decree of Chamber 3, so the pawn moves as
    player 1's shield and player 1 takes the Place Influence token; player 1 places its cube last: the
    turn was player 0's, so player 1 takes the next (turn.alternate)."""
    play_checked(1063, "senatorial", (0,), SplitMix64(1063 * 7 + 1).below)


def test_the_card_of_a_turn_after_a_trigger_and_a_decision_of_the_opponents():
    """Seed 5581, both playing plotting: player 1 triggers Swindle at the start of their turn; its cube
    move (Chamber 4 to 5) loses them the Military Decree, player 0 takes the Place Influence token and
    places a cube; the turn goes on for player 1, who takes its card."""
    play_checked(5581, "plotting", (0, 1), SplitMix64(5581 * 7 + 1).below)


def test_the_model_reads_the_spec_text():
    assert SUPPLY == 12 and CHAMBERS == [1, 2, 3, 4, 5, 6] and sorted(HIDDEN) == [2, 4, 6]
    assert VALUES == [1, 2, 3, 3, 2, 1] and "1, 2, 3, 3, 2 and 1 points" in RULES["agora.senate_points"]
    assert "strictly more cubes" in RULES["agora.control"] and SUPREMACY == 6
    assert len(CONSPIRACIES) == len(set(CONSPIRACIES)) == SPEC["components"]["conspiracies"] == 16
    assert CONSPIRACIES[0] == "Extortion" and CONSPIRACIES[-1] == "Sabotage" and sorted(NAMES) == sorted(CONSPIRACIES)
    assert len(DECREES) == len(set(DECREES)) == SPEC["components"]["decrees"] == 16
    assert DECREES[0] == "Blue Income" and DECREES[-1] == "Conspirator Replay"
