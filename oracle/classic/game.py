"""7 Wonders (first edition) as a game of the family: the core's interface over the rules of
:mod:`oracle.classic.turn`, registered as ``"classic"``: 3 to 7 players, or 2 with the Free City
(variant ``free_city``).

Seats are numbered clockwise from 0.  In each turn every player owes a decision at once
(turn.choose): ``to_move`` lists the seats still to commit, and the turn resolves when the last
commitment arrives, whatever order they came in.  Babylon B's last card and Halicarnassus's build
from the discard pile are decisions of one player at a time.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

from oracle.classic import record as records
from oracle.classic import view
from oracle.classic.events import EVENTS, CoinsGained, CoinsPaid
from oracle.classic.rules import load_ruleset
from oracle.classic.setup import draw_setup
from oracle.classic.state import CHOOSE, Action, Setup, State
from oracle.classic.turn import (
    apply_logged,
    city_facts,
    coin_cost,
    deciding_city,
    initial_state,
    legal_actions,
    owed_actions,
    random_play_option,
    resolve_round,
    to_move,
)
from oracle.core import game as core
from oracle.core.events import Event, Events
from oracle.core.package import PackageGame
from oracle.core.prng import Draws, SplitMix64
from oracle.errors import InvalidArgumentError


class Game(PackageGame):
    name: ClassVar[str] = "classic"
    title: ClassVar[str] = "7 Wonders"
    variants: ClassVar[tuple[str, ...]] = ("standard", "free_city")    # spec/classic/game.toml [variants]
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6, 7)
    variant_player_counts: ClassVar[dict[str, tuple[int, ...]]] = {"standard": (3, 4, 5, 6, 7), "free_city": (2,)}
    event_kinds: ClassVar[tuple[type[Event], ...]] = EVENTS
    record_format: ClassVar[str] = "urn:wonders-oracle:classic:record:v1"
    turn_rule: ClassVar[str] = "turn.choose"
    setup_type: ClassVar[type] = Setup
    action_type: ClassVar[type] = Action

    @classmethod
    def load(cls, variant: str = "standard", players: int = 3, spec: str | None = None) -> Game:
        rules = load_ruleset(spec, variant)
        if variant != "free_city":
            core.check_spec_players(cls.title, players, rules.spec.min_players, rules.spec.max_players,
                                    rules.spec.files[0])
        return cls(rules, variant, players)

    # ---- setup ---------------------------------------------------------------------------------
    def _draw_setup(self, rng: SplitMix64) -> Setup:
        return draw_setup(self.rules, self.players, rng, free_city=self.variant == "free_city")

    def setup_from_json(self, value: Any, path: str = "$.setup") -> Setup:
        return records.setup_from_json(self.rules, value, self.players, path, self.variant == "free_city")

    def _initial_state(self, setup: Setup) -> State:
        if setup.players != self.players or setup.free_city != (self.variant == "free_city"):
            raise InvalidArgumentError(f"setup must be a setup of {self!r}, not a setup for {setup.players} players"
                                       f"{' and the Free City' * setup.free_city}")
        return initial_state(self.rules, setup)._replace(game=self)

    # ---- decisions -----------------------------------------------------------------------------
    def _to_move(self, state: State) -> tuple[int, ...]:
        return to_move(state)

    def _decision_reason(self, state: State) -> core.DecisionReason:
        """turn.choose, free_city.choose, then the decisions at the end of a turn in their order
        (:mod:`oracle.classic.decisions`)."""
        from oracle.classic.decisions import decision_reason

        return decision_reason(self.rules, state)

    def _legal_actions(self, state: State, player: int | None) -> list[Action]:
        if player is None:
            owing = to_move(state)
            if len(owing) != 1:
                return []
            player = owing[0]
        return legal_actions(self.rules, state, player)

    def _apply(self, state: State, action: Action, player: int | None) -> core.Step:
        seat = self._mover(state, player)
        after, log = apply_logged(self.rules, state, action, seat)
        return core.Step(after, Events(log))

    def _play(self, state: State, action: Action, player: int | None) -> core.Step:
        after, log = apply_logged(self.rules, state, action, player if player is not None else to_move(state)[0],
                                  check=False)
        return core.Step(after, Events(log))

    def _random_moves(self, state: State, rng: SplitMix64) -> Iterator[tuple[Action, int, core.Step]]:
        """The core's random play (each move drawn with ``rng.below(len(actions))`` among the legal
        actions of the first player owing a decision), asking the rules directly."""
        rules = self.rules
        step = core.Step
        below = Draws(rng).below     # rng.below, its draws worked out ahead
        while state.outcome is None:
            player = to_move(state)[0]
            actions = owed_actions(rules, state, player)
            action = actions[below(len(actions))]
            after, log = apply_logged(rules, state, action, player, check=False)
            yield action, player, tuple.__new__(step, (after, Events(log)))
            state = after

    def _random_ending(self, seed: int, **options: Any) -> tuple[int, State]:
        """:meth:`random_play`'s game played through with nothing kept.  A round in which every
        player commits (no Free City) is drawn seat by seat, as ``to_move`` orders them, and
        resolved at once: each player's legal actions do not depend on the others' commitments."""
        if options:
            return super()._random_ending(seed, **options)
        rng = SplitMix64(seed)
        state = self._initial_state(self._draw_setup(rng))
        rules = self.rules
        below = Draws(rng).below
        everyone = range(state.players)
        moves = 0
        while state.outcome is None:
            if state.phase == CHOOSE and state.holder < 0:
                plays = []
                known = city_facts(rules, state)
                for seat in everyone:
                    plays.append((seat, random_play_option(rules, state, seat, known, below)))
                state = resolve_round(rules, state, plays)
                moves += len(plays)
            else:
                player = to_move(state)[0]
                actions = owed_actions(rules, state, player)
                state = apply_logged(rules, state, actions[below(len(actions))], player, check=False)[0]
                moves += 1
        return moves, state

    # ---- views ---------------------------------------------------------------------------------
    def _resample_from_infostate(self, state: State, player: int, rng: SplitMix64) -> State:
        """A state ``player`` cannot tell from ``state`` (view.observe): what they see as the one deciding
        for each of their cities kept, the rest redrawn.  The cards of this Age out of their sight (the
        hands of the other players with no commitment in yet, the Free City's pile, and the discard
        pile's cards of this Age unless they are choosing from it) are dealt again among those places,
        sizes kept; the discard pile's order and the hands of later Ages are shuffled (within each Age).
        Kept: their own hand (the holder's holds the card drawn for the Free City), every commitment
        (a committed card stays in its hand), the discard pile they choose from."""
        setup = state.setup
        committed = {state.controller(c) for c, a in enumerate(state.commitments.by_seat) if a is not None}
        others = [s for s in range(state.players) if s != player and s not in committed]
        sees_discard = view.sees_discard(state, player)
        dealt = {c for hand in setup.hands[state.age - 1] for c in hand} | set(setup.piles[state.age - 1]
                                                                            if setup.piles else ())
        loose = [] if sees_discard else [i for i, c in enumerate(state.discard) if c in dealt]
        pool = rng.shuffled([c for s in others for c in state.hands[s]] + list(state.pile)
                            + [state.discard[i] for i in loose])
        hands = list(state.hands)
        for s in others:
            hands[s], pool = tuple(sorted(pool[:len(hands[s])])), pool[len(hands[s]):]
        pile, pool = tuple(pool[:len(state.pile)]), pool[len(state.pile):]
        discard = list(state.discard)
        for i, card in zip(loose, pool, strict=True):
            discard[i] = card
        if not sees_discard:
            discard = rng.shuffled(discard)
        later = list(setup.hands)
        piles = list(setup.piles)
        for age in range(state.age, len(later)):
            cards = rng.shuffled([c for hand in later[age] for c in hand] + list(piles[age] if piles else ()))
            size = len(later[age][0])
            later[age] = tuple(tuple(cards[i * size:(i + 1) * size]) for i in range(state.players))
            if piles:
                piles[age] = tuple(cards[state.players * size:])
        return state._replace(hands=tuple(hands), discard=tuple(discard), pile=pile,
                              setup=setup._replace(hands=tuple(later), piles=tuple(piles)))

    def _check_step(self, before: State, step: core.Step) -> list[str]:
        """Every card dealt so far accounted for (hands, structures, tucked cards, discard pile); coins
        changed only by the bank's payments and receipts the events declare; no city with two
        structures of one name (build.unique); at most 7 cards a player an Age."""
        after = step.state
        problems = []
        dealt = sum(len(h) for age in after.setup.hands[:after.age] for h in age) \
            + sum(len(p) for p in after.setup.piles[:after.age])
        held = (sum(len(h) for h in after.hands) + len(after.pile) + len(after.discard)
                + sum(len(c.structures) + len(c.tucked) for c in after.cities))
        if held != dealt:
            problems.append(f"{held} cards accounted for, of {dealt} dealt")
        bank = sum(e.amount for e in step.events if isinstance(e, CoinsGained)) \
            - sum(e.bank for e in step.events if isinstance(e, CoinsPaid))
        change = sum(c.coins for c in after.cities) - sum(c.coins for c in before.cities)
        if change != bank:
            problems.append(f"coins changed by {change}; the bank paid out {bank}")
        for seat, city in enumerate(after.cities):
            names = [self.rules.cards[c].name for c in city.structures]
            if len(names) != len(set(names)):
                problems.append(f"city {seat} holds two structures of one name")
            if city.coins < 0:
                problems.append(f"city {seat} holds {city.coins} coins")
        return problems

    # ---- actions and records -----------------------------------------------------------------------
    def _legal_json(self, state: State, player: int | None) -> list[dict[str, Any]]:
        """The legal actions, each build and stage with its ``cost``: the coins it takes in all."""
        out = []
        for a in self._legal_actions(state, player):
            item = self._action_to_json(a)
            if "pay" in item:
                seat = deciding_city(state, player if player is not None else to_move(state)[0])
                item["cost"] = coin_cost(self.rules, state, seat, a) + a.left + a.right
            out.append(item)
        return out

    def spec_listing(self) -> list[dict[str, Any]]:
        from oracle.dsl.printer import component_text

        items = []
        for c in (*self.rules.spec.cards, *self.rules.spec.wonders):
            item: dict[str, Any] = {"kind": c.kind, "name": c.name, "source": f"{c.pos.file}:{c.pos.line}"}
            if c.colour is not None:
                item["colour"] = c.colour.value
            item["dsl"] = component_text(c)
            items.append(item)
        return items

    # ---- the conformance kit ------------------------------------------------------------------------
    def conformance_kit(self) -> Any:
        from oracle.classic.conformance import ClassicKit

        return ClassicKit()


__all__ = ["Game"]
