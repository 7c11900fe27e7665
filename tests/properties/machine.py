"""A Hypothesis state machine playing whole games of Duel through the reference engine.

Each example deals a generated setup (any decks, wonders and tokens; sometimes the rulebook's
first-game wonder split; either rules variant) and then, step by step, draws one of the sorted
legal actions, so that a failure shrinks toward a short game and the first choices.  After
every step the invariants below compare the engine with :mod:`tests.properties.model`, which
recomputes from the spec text what the rules say should have happened.

Every assertion message starts with the name of its invariant, so a failure (and each seeded
bug of ``test_seeded_bugs.py``) says which rule broke.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any, NamedTuple

from hypothesis import event, note, target
from hypothesis import strategies as st
from hypothesis.control import current_build_context, currently_in_test_context
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from oracle.core.events import Event
from oracle.duel import Game, apply, legal_actions
from oracle.duel import events as ev
from oracle.duel.record import action_to_json, parse_record, record_to_json, replay
from oracle.duel.ruleset import Ruleset
from oracle.duel.scoring import score as engine_score
from oracle.duel.serialize import compact_bytes, state_from_json, state_to_json
from oracle.duel.state import (
    BUILD,
    BUILD_DISCARDED,
    BUILD_WONDER,
    CHOOSE_STARTER,
    CIVILIAN,
    DESTROY,
    DISCARD,
    MILITARY,
    PICK_WONDER,
    SCIENCE,
    TAKE_PROGRESS,
    Action,
    State,
)
from oracle.duel.view import account, observe, summary
from oracle.errors import IllegalMoveError
from tests.properties import model as m
from tests.properties.strategies import setups

# Counts across every example of the session, printed at the end of the run (conftest.py).
STATS: Counter[str] = Counter()

DECISION_ACTIONS = {"progress": (TAKE_PROGRESS, "token"), "library": (TAKE_PROGRESS, "token"),
                    "destroy": (DESTROY, "card"), "discard_build": (BUILD_DISCARDED, "card"),
                    "starter": (CHOOSE_STARTER, "player")}
CARD_PLAYS = (BUILD, DISCARD, BUILD_WONDER)
BUILDS = (BUILD, BUILD_WONDER, BUILD_DISCARDED)
CHAIN_BONUS = {c.name for c in m.COMPS.values() if c.chain_bonus}


class Transition(NamedTuple):
    prev: State
    action: Action
    state: State
    events: Sequence[Event]

    @property
    def mover(self) -> int:
        return self.prev.to_move


def entering(a: Action) -> m.Comp | None:
    """The component an action brings into the mover's city (its effects apply), if any."""
    if a.kind in (BUILD, BUILD_DISCARDED):
        return m.CARD[a.card]
    if a.kind == BUILD_WONDER:
        return m.WONDER[a.wonder]
    if a.kind == TAKE_PROGRESS:
        return m.TOKEN[a.token]
    return None


def check(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def strings(value: Any) -> set[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


def engine_index(token: m.Looting) -> int:
    """Where the engine keeps this looting token in ``state.looting``."""
    return next(t.index for t in m.RULES.track.looting if (t.side, t.distance) == (token.side, token.distance))


class DuelMachine(RuleBasedStateMachine):
    """Random legal play of one whole game per example, every invariant checked after each step."""

    # A seeded-bug test may replace the ruleset (e.g. one whose wonder cap is 8).
    ruleset: Ruleset = m.RULES

    def __init__(self) -> None:
        super().__init__()
        self.counter = "steps"            # the STATS key moves are counted under
        self.game: Game | None = None
        self.state: State | None = None
        self.initial: State | None = None
        self.first_game = False
        self.moves: list[Action] = []
        self.steps: list[Any] = []
        self.last: Transition | None = None
        self.settled: State | None = None   # the last state no decision was pending in (age.reveal)
        self.fresh = False                # something new to check since the last invariants
        self.mutated = False              # apply changed the state it was given
        self.repeatable = True            # applying the same action again gave the same step
        self.bank = 0                     # the bank as an account: what it has paid out, negated
        self.looting = [True] * len(m.LOOTING)
        self.looted: Counter[int] = Counter()
        self.board_taken = [0, 0]
        self.last_taker = -1
        self.card_player = -1             # who made the last card play (decisions and extra turns are theirs)
        self.extra_owed = False           # that player is owed another turn once decisions are settled
        self.seen: Counter[str] = Counter()  # for targets
        self.modified_builds = 0          # for a target: builds by a player holding Strategy, Masonry...

    @classmethod
    def at(cls, state: State) -> DuelMachine:
        """A machine resuming from a position built directly (not reached by play), for the
        transition invariants only: those about the whole history (card conservation, hidden
        information, replay) need a game played from its setup."""
        machine = cls()
        machine.counter = "steps from positions"
        machine.game = state.game
        machine.state = machine.initial = state
        machine.bank = 2 * m.STARTING_COINS - sum(state.coins)
        machine.looting = [state.looting[engine_index(token)] for token in m.LOOTING]
        machine.last_taker = machine.card_player = state.last_active
        return machine

    # ---- rules -----------------------------------------------------------------------------------

    @initialize(data=st.data())
    def deal(self, data: st.DataObject) -> None:
        self.first_game = data.draw(st.integers(0, 3).map(lambda n: n == 0), label="first-game wonders")
        variant = data.draw(st.sampled_from(("standard", "first_printing")), label="variant")
        setup = data.draw(setups(self.first_game), label="setup")
        STATS["examples"] += 1
        self.game = Game(self.ruleset, variant)
        self.state = self.initial = self.settled = self.game.new_game(setup)
        self.fresh = True
        event(f"variant: {variant}")
        if self.first_game:
            event("first-game wonders")

    @rule(data=st.data())
    def play(self, data: st.DataObject) -> None:
        state = self.state
        assert state is not None and self.game is not None
        if state.outcome is not None:
            self.fresh = False
            return
        if state.age == 0 and self.first_game:
            action = Action(PICK_WONDER, wonder=state.setup.wonders[state.picks])
        else:
            action = self.choose(data, legal_actions(state))
        self.make(action)

    def make(self, action: Action) -> None:
        """Apply ``action`` to the current state and keep what the invariants need."""
        state = self.state
        assert state is not None
        if currently_in_test_context():  # the exhaustive track test drives the machine outside Hypothesis
            note(f"move {len(self.moves)}: {self.describe(action)}")
        before = compact_bytes(state)
        step = apply(state, action)
        self.mutated = compact_bytes(state) != before
        self.repeatable = apply(state, action) == step
        self.moves.append(action)
        self.steps.append(step)
        self.last = Transition(state, action, step.state, step.events)
        self.state = step.state
        if not step.state.pending:
            self.settled = step.state
        self.fresh = True
        if action.kind in CARD_PLAYS:
            self.last_taker = state.to_move
        STATS[self.counter] += 1
        if action.kind in BUILDS and any(c.extra_shields or c.discounts for c in m.city_comps(state, state.to_move)):
            self.modified_builds += 1
        self.record_events(step.events, action)

    @staticmethod
    def choose(data: st.DataObject, actions: list[Action]) -> Action:
        """One of the legal actions: first the kind of move (build, build a wonder, discard, or the
        decision owed), then one action of that kind, both as indexes into sorted lists, so that a
        failure shrinks toward builds of the first cards.  Choosing the kind first keeps wonders
        (one action per accessible card and wonder) from crowding out the other moves."""
        kinds = sorted({a.kind for a in actions})
        kind = kinds[data.draw(st.integers(0, len(kinds) - 1), label="kind of move")] if len(kinds) > 1 else kinds[0]
        of_kind = sorted(a for a in actions if a.kind == kind)
        return of_kind[data.draw(st.integers(0, len(of_kind) - 1), label="action")] if len(of_kind) > 1 else of_kind[0]

    def describe(self, action: Action) -> str:
        return json.dumps(action_to_json(self.ruleset, action))

    def record_events(self, events: Sequence[Event], action: Action) -> None:
        for e in events:
            label = None
            if isinstance(e, ev.WonderBuilt):
                label = f"wonder built: {e.wonder}"
            elif isinstance(e, ev.ProgressTaken):
                label = f"progress token: {e.token} ({e.source})"
            elif isinstance(e, ev.GameOver):
                label = f"victory: {e.victory}" + (" (shared)" if e.player is None else "")
                STATS[f"{self.counter}: games finished"] += 1
            elif e.kind in ("looting", "wonder_removed", "play_again_lost", "destroy"):
                label = e.kind
            elif isinstance(e, ev.CardBuilt) and e.via:
                label = f"build: {e.via}"
            if label:
                if currently_in_test_context():
                    event(label)
                STATS[f"{self.counter}: {label}"] += 1
                self.seen[e.kind] += 1
        if action.kind == BUILD_DISCARDED:
            self.seen["mausoleum"] += 1
        if self.state is not None and self.state.pending and self.state.pending[0].kind == "library":
            self.seen["library"] += 1

    def teardown(self) -> None:
        state = self.state
        if state is None:
            return
        # Steer generation toward long games, the wonder cap, both draw-and-choose wonders,
        # the far ends of the track, and close civilian scores (where the tie-break decides).
        target(float(len(self.moves)), label="moves played")
        target(float(state.wonders_built), label="wonders built")
        target(float(self.seen["library"] + self.seen["mausoleum"]), label="library and mausoleum")
        target(float(abs(state.pawn)), label="distance of the pawn from the centre")
        target(float(self.modified_builds), label="builds made holding a build modifier")
        if state.outcome is not None and state.outcome.victory == CIVILIAN:
            gap = abs(m.score(state, 0)["total"] - m.score(state, 1)["total"])
            target(-float(gap), label="civilian score gap (negated)")
        if current_build_context().is_final:
            note("record: " + json.dumps(self.record()))

    def record(self) -> dict[str, Any]:
        assert self.initial is not None and self.game is not None
        return record_to_json(self.ruleset, self.initial.setup, self.moves, self.game.variant)

    # ---- invariants ----------------------------------------------------------------------------------
    # Each runs once per new state (``fresh``); names are the invariants of the issue.

    @invariant()
    def card_conservation(self) -> None:
        """Each of the 73 cards is in exactly one place; face-down cards turn up exactly when the move
        that uncovered them is over (its decisions included)."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "card conservation"
        setup = s.setup
        dealt = {c for age in setup.ages for c in age}
        places: list[tuple[str, int]] = []
        places += [("removed at setup or left in the box", c) for c in m.ALL_CARDS - dealt]
        for a in range(s.age, 3):  # the Ages not dealt yet (all three during the draft)
            places += [(f"Age {m.AGES[a]} deck, not dealt yet", c) for c in setup.ages[a]]
        places += [("structure", c) for c in s.structure if c >= 0]
        for p in (0, 1):
            places += [(f"city of player {p}", c) for c in s.cities[p].cards]
            places += [(f"under a wonder of player {p}", c) for _, c in s.cities[p].built]
        places += [("discard pile", c) for c in s.discard]
        count = Counter(c for _, c in places)
        twice = {m.CARD[c].name: [w for w, x in places if x == c] for c, n in count.items() if n > 1}
        missing = sorted(m.CARD[c].name for c in m.ALL_CARDS - set(count))
        check(not twice, f"{tag}: cards in two places: {twice}")
        check(not missing, f"{tag}: cards in no place: {missing}")
        check(len(count) == len(m.ALL_CARDS) == 73, f"{tag}: {len(count)} cards accounted for, not 73")
        if s.age == 0:
            check(s.structure == (), f"{tag}: a structure during the draft")
            return
        dealt_now = setup.ages[s.age - 1]
        check(all(c in (-1, dealt_now[i]) for i, c in enumerate(s.structure)),
              f"{tag}: the structure does not hold the Age {s.age} cards in their dealt slots")
        accessible = tuple(i for i, c in enumerate(s.structure) if c >= 0 and m.uncovered(s, i))
        check(s.accessible == accessible, f"{tag}: accessible slots {s.accessible}, uncovered ones {accessible}")
        # age.reveal: cards uncovered by a move turn up once the move is over; while a decision it
        # called for is pending they show as they did when the last move was over
        settled = self.settled if s.pending and self.settled is not None and self.settled.age == s.age else s
        for i, c in enumerate(s.structure):
            if c >= 0:
                up = bool(s.face_up >> i & 1)
                pending = " (a decision pending)" if settled is not s else ""
                check(up == m.shown(settled, i), f"{tag}: {m.CARD[c].name} in slot {i} is face "
                                                 f"{'up' if up else 'down'} while "
                                                 f"{'un' if m.uncovered(s, i) else ''}covered{pending}")
        t = self.last
        if t is not None and t.prev.age == s.age:
            turned = {(i, m.CARD[c].name) for i, c in enumerate(t.prev.structure)
                      if c >= 0 and s.structure[i] == c and not t.prev.face_up >> i & 1 and s.face_up >> i & 1}
            reveals = {(e.slot, e.card) for e in t.events if isinstance(e, ev.CardRevealed)}
            check(reveals == turned, f"{tag}: reveal events {sorted(reveals)}, cards turned up {sorted(turned)}")

    @invariant()
    def coin_conservation(self) -> None:
        """Coins move only to and from the bank, by events; never below 0; trade money goes to the
        bank (the opponent takes the same amount only with a receive-trade component)."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "coin conservation"
        check(min(s.coins) >= 0, f"{tag}: coins below 0: {s.coins}")
        t = self.last
        if t is None:
            check(s.coins == (m.STARTING_COINS, m.STARTING_COINS), f"{tag}: starting coins {s.coins}")
            return
        balance = list(t.prev.coins)
        for e in t.events:
            if isinstance(e, ev.CoinsChanged):
                balance[e.player] += e.amount
                check(balance[e.player] >= 0, f"{tag}: player {e.player}'s coins go below 0 at {e}")
        check(tuple(balance) == s.coins, f"{tag}: coins went from {t.prev.coins} to {s.coins} but the "
                                         f"coin events account for {tuple(balance)}")
        self.bank -= sum(e.amount for e in t.events if isinstance(e, ev.CoinsChanged))
        check(self.bank + sum(s.coins) == 2 * m.STARTING_COINS,
              f"{tag}: bank {self.bank} + players {s.coins} is not the {2 * m.STARTING_COINS} coins of the start")
        # Every other flow: the price itself is the costs invariant's, looting the military one's.
        mover = t.mover
        actual = sorted((e.player, e.amount, e.source, e.reason) for e in t.events if isinstance(e, ev.CoinsChanged)
                        and not (e.player == mover and e.reason in ("cost", "trade")) and e.source != "looting")
        expected = sorted(self.coin_flows(t))
        check(actual == expected, f"{tag}: coins moved {actual}; the rules move {expected}")

    @staticmethod
    def coin_flows(t: Transition) -> list[tuple[int, int, str, str]]:
        """The coins a move gives or takes, besides the build's price and looting: (player, amount, subject, detail)."""
        prev, s, a, mover = t.prev, t.state, t.action, t.mover
        opponent = 1 - mover
        out = []
        comp = entering(a)
        opponent_coins = prev.coins[opponent]
        if a.kind == DISCARD:
            yellow = sum(1 for c in prev.cities[mover].cards if m.CARD[c].colour == m.DISCARD_COLOUR)
            out.append((mover, m.DISCARD_COINS + yellow, m.CARD[a.card].name, "discard"))
        if a.kind in (BUILD, BUILD_WONDER) and comp is not None:
            trade = -sum(e.amount for e in t.events
                         if isinstance(e, ev.CoinsChanged) and e.player == mover and e.reason == "trade")
            if trade and any(c.receives_trade for c in m.city_comps(prev, opponent)):
                out.append((opponent, trade, comp.name, "opponent trade"))
                opponent_coins += trade
            if any(isinstance(e, ev.CardBuilt) and e.via == "chain" for e in t.events):
                out += [(mover, c.chain_bonus, c.name, "") for c in m.city_comps(prev, mover) if c.chain_bonus]
        if comp is not None:
            out += [(mover, n, comp.name, "") for n in m.gained(comp, s, mover) if n]
            lost = min(opponent_coins, comp.opponent_loses)
            if lost:
                out.append((opponent, -lost, comp.name, ""))
        return out

    @invariant()
    def costs_and_legal_actions(self) -> None:
        """The legal actions are exactly what the model allows, and a build is charged the
        brute-force cheapest price (nothing through a chain)."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "costs and legal actions"
        legal = legal_actions(s)
        check(len(set(legal)) == len(legal), f"{tag}: an action is listed twice")
        built = s.wonders_built
        if s.outcome is not None:
            expected: set[Action] = set()
        elif s.pending:
            d = s.pending[0]
            kind, field = DECISION_ACTIONS[d.kind]
            expected = {Action(kind, **{field: o}) for o in d.options}
            check(d.player == s.to_move, f"{tag}: player {s.to_move} moves while {d.player} owes a decision")
            self.check_options(d, s, tag)
        elif s.age == 0:
            round_ = s.setup.wonders[4 * (s.picks // 4):4 * (s.picks // 4) + 4]
            taken = set(s.cities[0].wonders + s.cities[1].wonders)
            expected = {Action(PICK_WONDER, wonder=w) for w in round_ if w not in taken}
        else:
            p = s.to_move
            own, opponent = m.city_comps(s, p), m.city_comps(s, 1 - p)
            coins = s.coins[p]
            slots = [i for i, c in enumerate(s.structure) if c >= 0 and m.uncovered(s, i)]
            expected = set()
            for i in slots:
                card = s.structure[i]
                expected.add(Action(DISCARD, card=card))
                if m.price(m.CARD[card], own, opponent).total <= coins:
                    expected.add(Action(BUILD, card=card))
            if built < m.WONDER_CAP:  # beyond the cap: the wonder_cap invariant
                done = {w for w, _ in s.cities[p].built}
                for w in s.cities[p].wonders:
                    if w not in done and m.price(m.WONDER[w], own, opponent).total <= coins:
                        expected |= {Action(BUILD_WONDER, card=s.structure[i], wonder=w) for i in slots}
            else:
                legal = [a for a in legal if a.kind != BUILD_WONDER]
        check(set(legal) == expected, f"{tag}: the engine allows {sorted(set(legal) - expected)} and refuses "
                                      f"{sorted(expected - set(legal))}")
        t = self.last
        if t is None:
            return
        a, mover, prev = t.action, t.mover, t.prev
        mine = [e for e in t.events if e.kind == "coins" and e.player == mover]
        if a.kind in (BUILD, BUILD_WONDER):
            comp = m.CARD[a.card] if a.kind == BUILD else m.WONDER[a.wonder]
            owned = m.city_comps(prev, mover)
            want = m.price(comp, owned, m.city_comps(prev, 1 - mover))
            paid = (-sum(e.amount for e in mine if e.reason == "cost" and e.source == comp.name),
                    -sum(e.amount for e in mine if e.reason == "trade" and e.source == comp.name))
            check(paid == (want.coins, want.trade),
                  f"{tag}: {comp.name} was charged {paid[0]} printed + {paid[1]} trade; the cheapest way is "
                  f"{want.coins} + {want.trade}" + (" (free through a chain)" if want.chain else ""))
            if a.kind == BUILD:
                build = next(e for e in t.events if e.kind == "build")
                check((build.via == "chain") == want.chain, f"{tag}: chain build flagged {build.via!r}")
                bonus = sum(c.chain_bonus for c in owned) if want.chain else 0
                got = sum(e.amount for e in mine if e.amount > 0 and e.source in CHAIN_BONUS)
                check(got == bonus, f"{tag}: a chain build gave {got} coins of chain bonus, not {bonus}")
        elif a.kind == DISCARD:
            income = m.DISCARD_COINS + sum(1 for c in prev.cities[mover].cards if m.CARD[c].colour == m.DISCARD_COLOUR)
            check([(e.amount, e.reason) for e in mine] == [(income, "discard")],
                  f"{tag}: discarding gave {[(e.amount, e.reason) for e in mine]}, not {income} coins")
        elif a.kind == BUILD_DISCARDED:
            check(not any(e.reason in ("cost", "trade") for e in mine), f"{tag}: a card built from the "
                                                                        "discard pile was paid for")

    def check_options(self, d: Any, s: State, tag: str) -> None:
        """A pending decision offers exactly the choices the rules give."""
        if d.kind == "progress":
            check(d.options == s.board, f"{tag}: progress choices {d.options}, board {s.board}")
        elif d.kind == "library":
            check(d.options == s.box[:3], f"{tag}: Great Library choices {d.options}, box {s.box}")
        elif d.kind == "destroy":
            theirs = s.cities[1 - d.player].cards
            colours = {m.CARD[c].colour for c in d.options}
            check(len(colours) == 1 and set(d.options) == {c for c in theirs if m.CARD[c].colour in colours},
                  f"{tag}: destroy choices {d.options} are not all the opponent's cards of one colour")
        elif d.kind == "discard_build":
            check(d.options == s.discard and s.discard != (), f"{tag}: discard-pile choices {d.options}")
        else:
            chooser = 1 if s.pawn > 0 else 0 if s.pawn < 0 else self.last_taker
            check(d.options == (0, 1) and d.player == chooser,
                  f"{tag}: player {d.player} chooses who begins (pawn {s.pawn}, last card taken by {self.last_taker})")

    @invariant()
    def hidden_information(self) -> None:
        """No observation names a face-down card, a box token, a card removed at setup or not yet
        dealt, or the opponent's Great Library draw; states differing only there look the same."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "hidden information"
        views = [observe(s, 0), observe(s, 1)]
        for p in (0, 1):
            leaked = strings(views[p]) & self.hidden_names(s, p)
            check(not leaked, f"{tag}: player {p} sees {sorted(leaked)}")
        twin, chooser = self.hidden_twin(s)
        for p in (0, 1):
            if p != chooser:
                check(observe(twin, p) == views[p], f"{tag}: player {p}'s view changes with hidden cards")

    def hidden_names(self, s: State, player: int) -> set[str]:
        rules = self.ruleset
        names = set()
        if s.age > 0:
            names |= {m.CARD[c].name for i, c in enumerate(s.structure) if c >= 0 and not m.shown(s, i)}
        dealt = {c for age in s.setup.ages for c in age}
        names |= {m.CARD[c].name for c in m.ALL_CARDS - dealt}
        for a in range(s.age, 3):
            names |= {m.CARD[c].name for c in s.setup.ages[a]}
        drawn: tuple[int, ...] = ()
        if s.pending and s.pending[0].kind == "library" and s.pending[0].player == player:
            drawn = s.pending[0].options
        names |= {rules.progress[t].name for t in s.box if t not in drawn}
        if s.age == 0 and s.picks < 4:
            names |= {rules.wonders[w].name for w in s.setup.wonders[4:]}
        return names

    def hidden_twin(self, s: State) -> tuple[State, int]:
        """A state that differs from ``s`` only in what nobody may see (and, when a Great Library
        draw is pending, in that draw: the second value is the player who may see the difference)."""
        setup = s.setup
        structure = list(s.structure)
        if s.age > 0:
            dealt = {c for age in setup.ages for c in age}
            for guild in (False, True):
                slots = [i for i, c in enumerate(structure)
                         if c >= 0 and not m.shown(s, i) and (m.CARD[c].deck == "guild") == guild]
                deck = ("guild",) if guild else (m.AGES[s.age - 1],)
                spare = [c for c in m.ALL_CARDS - dealt if m.CARD[c].deck in deck]
                pool = [structure[i] for i in slots] + sorted(spare)
                for k, i in enumerate(slots):
                    structure[i] = pool[(k + 1) % len(pool)]
        later = tuple(tuple(reversed(a)) if n >= s.age else a for n, a in enumerate(setup.ages))
        twin = s._replace(structure=tuple(structure), setup=setup._replace(ages=later),
                          box=tuple(reversed(s.box)))
        chooser = -1
        if s.pending and s.pending[0].kind == "library":
            d = s.pending[0]
            chooser = d.player
            box = s.box[len(d.options):] + s.box[:len(d.options)]
            twin = twin._replace(box=box, pending=(d._replace(options=box[:len(d.options)]), *s.pending[1:]))
        elif s.age == 0:
            twin = twin._replace(setup=twin.setup._replace(wonders=setup.wonders[:4] + setup.wonders[4:][::-1])
                                 if s.picks < 4 else twin.setup)
        return twin, chooser

    @invariant()
    def military(self) -> None:
        """The pawn stays in -9..+9 and moves by the shields of what was built (bonuses only for
        their class); each looting token is taken once, when its zone is first entered, for min(coins, n)."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "military"
        check(-m.CAPITAL <= s.pawn <= m.CAPITAL, f"{tag}: pawn at {s.pawn}")
        t = self.last
        if t is not None:
            pos, balance = t.prev.pawn, list(t.prev.coins)
            expected_loot: list[tuple[int, int]] = []
            subjects = []
            for e in t.events:
                if isinstance(e, ev.CoinsChanged) and e.source != "looting":
                    balance[e.player] += e.amount
                if not isinstance(e, ev.PawnMoved):
                    continue
                subjects.append(e.source)
                comp = m.COMPS[e.source]
                step = 1 if e.player == 0 else -1
                spaces = m.shields_of(comp, m.city_comps(t.prev, e.player))
                new = max(-m.CAPITAL, min(m.CAPITAL, pos + step * spaces))
                check(e.spaces == new - pos, f"{tag}: {e.source} moved the pawn {e.spaces}, not {new - pos} "
                                             f"({spaces} spaces for player {e.player})")
                pos = new
                for k in sorted(range(len(m.LOOTING)), key=lambda k: m.LOOTING[k].distance):
                    token = m.LOOTING[k]
                    if self.looting[k] and token.side == step and step * pos >= token.distance:
                        self.looting[k] = False
                        self.looted[k] += 1
                        lost = min(balance[token.victim], token.coins)
                        balance[token.victim] -= lost
                        expected_loot.append((token.victim, lost))
            check(pos == s.pawn, f"{tag}: pawn events end at {pos}, the pawn is at {s.pawn}")
            looted = [(e.player, e.lost) for e in t.events if isinstance(e, ev.LootingTokenTaken)]
            check(looted == expected_loot, f"{tag}: looting {looted}, the track says {expected_loot}")
            a = t.action
            comp = None
            if a.kind in (BUILD, BUILD_DISCARDED):
                comp = m.CARD[a.card]
            elif a.kind == BUILD_WONDER:
                comp = m.WONDER[a.wonder]
            want = [comp.name] if comp is not None and comp.shields else []
            check(subjects == want, f"{tag}: pawn moved for {subjects}, expected {want}")
        for k, token in enumerate(m.LOOTING):
            check(self.looted[k] <= 1, f"{tag}: a looting token was taken twice")
            check(s.looting[engine_index(token)] == self.looting[k],
                  f"{tag}: the {token.coins}-coin looting token on side {token.side} is "
                  f"{'on' if s.looting[engine_index(token)] else 'off'} the track")

    @invariant()
    def refusals(self) -> None:
        """Actions outside the legal list are refused, each with the id of the first rule it breaks."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "refusals"
        legal = set(legal_actions(s))
        for action in self.illegal_candidates(s):
            if action in legal:
                continue
            rule = self.broken_rule(s, action)
            if rule is None:  # beyond the wonder cap: the wonder_cap invariant's business
                continue
            try:
                apply(s, action)
            except IllegalMoveError as error:
                check(error.rule == rule, f"{tag}: {action} refused under {error.rule}, not {rule}")
            else:
                raise AssertionError(f"{tag}: {action} is accepted though it breaks {rule}")

    @staticmethod
    def illegal_candidates(s: State) -> list[Action]:
        """A sample of actions, mostly illegal ones, covering every reason for a refusal."""
        if s.outcome is not None:
            return [Action(DISCARD, card=0)]
        if s.pending:
            d = s.pending[0]
            kind, field = DECISION_ACTIONS[d.kind]
            domain = {"token": range(len(m.TOKEN)), "card": range(len(m.CARD)), "player": range(3)}[field]
            outside = [Action(kind, **{field: x}) for x in domain if x not in d.options][:3]
            return [Action(DISCARD, card=0), Action(PICK_WONDER, wonder=0), *outside]
        if s.age == 0:
            return [Action(BUILD, card=0), *(Action(PICK_WONDER, wonder=w) for w in range(len(m.WONDER)))]
        out = [Action(TAKE_PROGRESS, token=0), Action(CHOOSE_STARTER, player=0), Action(BUILD, card=-1)]
        dealt = s.setup.ages[s.age - 1]
        out += [Action(kind, card=c) for c in dealt for kind in (BUILD, DISCARD)]
        out.append(Action(BUILD, card=s.setup.ages[s.age % 3][0]))  # a card of another Age
        if s.accessible:
            card = s.structure[s.accessible[0]]
            out += [Action(BUILD_WONDER, card=card, wonder=w) for w in range(-1, len(m.WONDER))]
        covered = [i for i, c in enumerate(s.structure) if c >= 0 and i not in s.accessible]
        if covered:
            out.append(Action(BUILD_WONDER, card=s.structure[covered[0]], wonder=s.cities[s.to_move].wonders[0]))
        return out

    @staticmethod
    def broken_rule(s: State, a: Action) -> str | None:
        """The rule an action breaks, checked in the order: game over, decision owed, draft,
        kind of move, the card (in the structure, uncovered), the wonder (given, owned, unbuilt,
        under the cap), the price."""
        if s.outcome is not None:
            return "game.over"
        if s.pending:
            d = s.pending[0]
            return {"progress": "science.pair", "library": "effect.take_progress", "destroy": "effect.destroy",
                    "discard_build": "effect.build_from_discard", "starter": "age.next_starter"}[d.kind]
        if s.age == 0:
            return "setup.draft"
        if a.kind not in CARD_PLAYS:
            return "turn.play"
        if a.card not in s.structure or a.card < 0:
            return "turn.accessible"
        slot = s.structure.index(a.card)
        if not m.uncovered(s, slot):
            return "turn.accessible"
        p = s.to_move
        own, opponent = m.city_comps(s, p), m.city_comps(s, 1 - p)
        if a.kind == DISCARD:
            return None
        if a.kind == BUILD_WONDER:
            city = s.cities[p]
            if a.wonder not in city.wonders or a.wonder in {w for w, _ in city.built}:
                return "wonder.build"
            if s.wonders_built >= m.WONDER_CAP:
                return None
            comp = m.WONDER[a.wonder]
        else:
            comp = m.CARD[a.card]
        return "cost.afford" if m.price(comp, own, opponent).total > s.coins[p] else None

    @invariant()
    def round_trips(self) -> None:
        """Replaying the record gives the same state; the state's JSON round-trips; apply is pure."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None and self.game is not None
        tag = "round trips"
        check(not self.mutated, f"{tag}: apply changed the state it was given")
        check(self.repeatable, f"{tag}: applying the same action twice gave different results")
        text = json.dumps(self.record())
        replayed, steps = replay(self.game, parse_record(self.ruleset, text))
        check(replayed == s, f"{tag}: replaying the record gives a different state")
        if steps:
            check(steps[-1].events == self.steps[-1].events, f"{tag}: replaying the record gives other events")
        for compact in (False, True):
            data = json.loads(json.dumps(state_to_json(s, compact)))
            check(state_from_json(self.game, data) == s, f"{tag}: the state's JSON (compact={compact}) "
                                                         "does not restore it")

    @invariant()
    def science(self) -> None:
        """A player gets at most one board token per pair of symbols; Law never makes a pair; the
        ten tokens are each in one place."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "science"
        places = list(s.board) + list(s.box) + [x for c in s.cities for x in c.progress]
        check(sorted(places) == list(range(len(m.TOKEN))), f"{tag}: progress tokens {places}")
        t = self.last
        if t is not None:
            for e in t.events:
                if isinstance(e, ev.ProgressTaken) and e.source == "board":
                    self.board_taken[e.player] += 1
            if s.outcome is None:
                def board_decisions(state: State) -> int:
                    return sum(1 for d in state.pending if d.kind == "progress")
                settled = 1 if t.prev.pending and t.prev.pending[0].kind == "progress" else 0
                created = board_decisions(s) - (board_decisions(t.prev) - settled)
                new_pairs = m.pairs(m.city_comps(s, t.mover)) - m.pairs(m.city_comps(t.prev, t.mover))
                want = 1 if new_pairs > 0 and t.prev.board else 0
                check(created == want, f"{tag}: {created} progress choices for {max(new_pairs, 0)} new pairs "
                                       f"(board: {len(t.prev.board)} tokens)")
        for p in (0, 1):
            comps = m.city_comps(s, p)
            owed = sum(1 for d in s.pending if d.kind == "progress" and d.player == p)
            check(self.board_taken[p] + owed <= m.pairs(comps),
                  f"{tag}: player {p} took {self.board_taken[p]} board tokens (+{owed} owed) "
                  f"for {m.pairs(comps)} pairs of symbols")

    @invariant()
    def scoring(self) -> None:
        """Every score sheet equals the sum of what each component is worth; the total is the sum of the
        parts; the tie-break colour decides only equal totals."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "scoring"
        sheets = [m.score(s, 0), m.score(s, 1)]
        summed = summary(s)
        for p in (0, 1):
            sheet = engine_score(s, p)
            check(sheet["total"] == sum(v for k, v in sheet.items() if k != "total"),
                  f"{tag}: player {p}'s total {sheet['total']} is not the sum of the parts {sheet}")
            check(sheet == sheets[p], f"{tag}: player {p}'s sheet {sheet}, the components are worth {sheets[p]}")
            check(summed["players"][p]["score"] == sheets[p], f"{tag}: the summary's sheet differs")
        if s.outcome is not None and s.outcome.victory == CIVILIAN:
            want = m.civilian_winner(s)
            check(s.outcome.winner == want, f"{tag}: civilian winner {s.outcome.winner}, sheets {sheets} give {want}")
            last_line = account(self.initial, self.steps).rstrip("\n").splitlines()[-1]
            check(last_line.split() == ["total", str(sheets[0]["total"]), str(sheets[1]["total"])],
                  f"{tag}: the account ends with {last_line!r}")

    @invariant()
    def terminal_victories(self) -> None:
        """The game is over exactly at a capital, at six different symbols, or once Age III's last
        card is played; then nothing is legal and there is one victory and a winner or a share."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "terminal victories"
        military = abs(s.pawn) >= m.CAPITAL
        science = [p for p in (0, 1) if m.distinct(m.city_comps(s, p)) >= m.SUPREMACY]
        finished = s.age == 3 and all(c < 0 for c in s.structure) and not s.pending
        over = military or bool(science) or finished
        check(s.is_over == over and (s.outcome is not None) == over,
              f"{tag}: outcome {s.outcome} with pawn {s.pawn}, science {science}, Age III done {finished}")
        if s.outcome is None:
            check(len(legal_actions(s)) > 0 and s.to_move in (0, 1), f"{tag}: no legal action in a live game")
            return
        check(legal_actions(s) == [] and s.to_move == -1 and s.pending == (), f"{tag}: play goes on after the end")
        check(int(military) + len(science) + (0 if military or science else 1) == 1,
              f"{tag}: more than one way the game ended")
        victory, winner = s.outcome
        check(s.outcome.shared == (winner is None) and (winner is None) <= (victory == CIVILIAN),
              f"{tag}: {s.outcome} is shared: {s.outcome.shared}")
        if military:
            check((victory, winner) == (MILITARY, 0 if s.pawn > 0 else 1), f"{tag}: {s.outcome} at pawn {s.pawn}")
        elif science:
            check((victory, winner) == (SCIENCE, science[0]), f"{tag}: {s.outcome}, science supremacy of {science}")
        else:
            check(victory == CIVILIAN, f"{tag}: {s.outcome} after Age III")
        try:
            apply(s, Action(DISCARD, card=0))
            raise AssertionError(f"{tag}: a move is accepted after the end")
        except IllegalMoveError as error:
            check(error.rule == "game.over", f"{tag}: refused with {error.rule}, not game.over")
        t = self.last
        if t is not None and t.prev.outcome is None:
            ends = [e for e in t.events if e.kind == "game_over"]
            check(len(ends) == 1 and ends[0].victory == victory, f"{tag}: game_over events {ends}")

    @invariant()
    def turn_order(self) -> None:
        """Who moves next: the draft order, then alternating turns; another turn after a play-again
        wonder (never two), lost when the Age ends; decisions first, as the effects queue them; the
        weaker player (or the last to take a card) chooses who begins an Age."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "turn order"
        t = self.last
        if t is None:
            check(s.age == 0 and s.to_move == s.setup.first_player, f"{tag}: player {s.to_move} picks first")
            return
        prev, a, mover = t.prev, t.action, t.mover
        first = s.setup.first_player
        if a.kind in CARD_PLAYS:
            self.card_player = mover
            self.extra_owed = False
        comp = entering(a)
        plays_again = []
        supremacy = s.outcome is not None and s.outcome.victory != CIVILIAN  # effects stop at once
        if comp is not None and a.kind != TAKE_PROGRESS and not supremacy:
            own = m.city_comps(prev, mover)
            if comp.play_again or any(g.matches(comp) for c in own for g in c.grants):
                plays_again = [mover]
                self.extra_owed = True
        again = [e.player for e in t.events if e.kind == "play_again"]
        check(again == plays_again, f"{tag}: play-again events for {again}, the rules give {plays_again}")
        new_age = s.age != prev.age and prev.age > 0
        lost = [e.player for e in t.events if e.kind == "play_again_lost"]
        age_over = new_age or (s.outcome is not None and s.outcome.victory == CIVILIAN)
        check(lost == ([self.card_player] if age_over and self.extra_owed else []),
              f"{tag}: extra turns lost {lost} (owed: {self.extra_owed})")
        if new_age:
            self.extra_owed = False
        if s.outcome is not None:
            return
        remainder = prev.pending[1:] if prev.pending else ()
        check(s.pending[:len(remainder)] == remainder, f"{tag}: decisions owed were dropped or reordered")
        created = [(d.kind, d.player, d.options) for d in s.pending[len(remainder):]]
        want = self.decisions_created(t, comp, new_age)
        check(created == want, f"{tag}: the move queued {created}; the rules queue {want}")
        if s.pending:
            expected = s.pending[0].player
        elif prev.age == 0 and s.age == 0:
            expected = first ^ (m.DRAFT_ORDER[s.picks] == "second")
        elif prev.age == 0:
            expected = first
        elif a.kind == CHOOSE_STARTER:
            expected = a.player
        elif new_age:
            check(self.game is not None and self.game.variant == "first_printing" and s.pawn == 0,
                  f"{tag}: a new Age without a choice of who begins")
            expected = self.last_taker
        else:
            expected = self.card_player if self.extra_owed else 1 - self.card_player
        check(s.to_move == expected, f"{tag}: player {s.to_move} moves; the rules say player {expected}")

    def decisions_created(self, t: Transition, comp: m.Comp | None, new_age: bool) -> list[tuple[str, int, tuple]]:
        prev, s, mover = t.prev, t.state, t.mover
        out: list[tuple[str, int, tuple]] = []
        if comp is not None:
            for kind, arg in comp.decisions:
                if kind == "destroy":
                    options = tuple(c for c in s.cities[1 - mover].cards if m.CARD[c].colour == arg)
                elif kind == "library":
                    options = prev.box[:arg]  # type: ignore[misc]
                else:
                    options = s.discard
                if options:
                    out.append((kind, mover, options))
            if m.pairs(m.city_comps(s, mover)) > m.pairs(m.city_comps(prev, mover)) and s.board:
                out.append(("progress", mover, s.board))
        if new_age and not (self.game is not None and self.game.variant == "first_printing" and s.pawn == 0):
            chooser = 1 if s.pawn > 0 else 0 if s.pawn < 0 else self.last_taker
            out.append(("starter", chooser, (0, 1)))
        return out

    @invariant()
    def wonder_cap(self) -> None:
        """Never more than 7 wonders; once the 7th is built the last unbuilt one leaves the game."""
        if not self.fresh:
            return
        s = self.state
        assert s is not None
        tag = "the 7-wonder cap"
        built = [w for c in s.cities for w, _ in c.built]
        drafted = [w for c in s.cities for w in c.wonders]
        check(len(built) <= m.WONDER_CAP, f"{tag}: {len(built)} wonders built")
        check(len(set(built)) == len(built) and len(set(drafted)) == len(drafted), f"{tag}: a wonder twice")
        for c in s.cities:
            check(all(w in c.wonders for w, _ in c.built), f"{tag}: a player built someone else's wonder")
        if len(built) < m.WONDER_CAP:
            check(s.removed_wonders == (), f"{tag}: {s.removed_wonders} removed before the cap")
            return
        gone = set(drafted) - set(built)
        check(set(s.removed_wonders) == gone and len(gone) == 1,
              f"{tag}: {len(built)} built, removed {s.removed_wonders}, unbuilt {sorted(gone)}")
        check(not any(a.kind == BUILD_WONDER for a in legal_actions(s)), f"{tag}: a wonder is buildable after the cap")
        if s.outcome is None and not s.pending and s.accessible:
            owner = next(p for p in (0, 1) if s.removed_wonders[0] in s.cities[p].wonders)
            if owner == s.to_move:
                try:
                    apply(s, Action(BUILD_WONDER, card=s.structure[s.accessible[0]], wonder=s.removed_wonders[0]))
                    raise AssertionError(f"{tag}: the wonder sent back to the box can be built")
                except IllegalMoveError as error:
                    check(error.rule == "wonder.cap", f"{tag}: refused with {error.rule}, not wonder.cap")
