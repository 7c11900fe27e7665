"""The scratch pad of one move.

:func:`oracle.duel.apply` copies the parts of a state a move may change into a :class:`Turn`,
lets the rules modules work on it, and freezes it into the next state.  The previous state
is never touched; parts the move leaves alone are shared, not copied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from oracle.core.components import Component, Profile
from oracle.duel.events import CoinsChanged, GameOver, PlayAgain
from oracle.duel.state import City, Decision, Outcome, State

if TYPE_CHECKING:
    from oracle.duel.game import Game
    from oracle.duel.ruleset import Ruleset


class Turn:
    """Mutable working copy of a state for the duration of one move; the runtime that gives the
    effect language's constructs their meaning in Duel (see :mod:`oracle.core.effects`)."""

    # the triggers Duel's engine fires, and whether its wonders have stages (they do not)
    TRIGGERS = ("always", "when_built", "when_taken", "at_end", "on_chain_build")
    STAGES = False

    __slots__ = ("accessible", "age", "board", "box", "cities", "coins", "discard", "events",
                 "extra_turn", "face_up", "game", "last_active", "looting", "offer", "outcome",
                 "pawn", "pending", "picks", "player", "removed_wonders", "rules", "state",
                 "structure", "to_move")

    def __init__(self, state: State):
        self.state = state
        # every field of the state, in State's order
        (game, _, self.age, self.to_move, coins, self.pawn, self.looting, cities, self.structure,
         self.face_up, self.accessible, self.board, self.box, self.discard, self.offer, self.picks,
         self.removed_wonders, pending, self.extra_turn, self.last_active, self.outcome) = state
        self.game: Game = game
        self.rules: Ruleset = game.rules
        self.player = self.to_move
        self.coins = list(coins)
        self.cities = list(cities)
        self.pending = list(pending)
        self.events: list[tuple[Any, ...]] = []   # (event class, field values...): see oracle.core.events.Events

    # -- coins (the bank is unlimited; coins never go below 0) ------------------------------------
    def gain(self, player: int, amount: int, subject: str = "", detail: str = "") -> None:
        """Take ``amount`` coins from the bank."""
        if amount:
            self.coins[player] += amount
            self.events.append((CoinsChanged, player, subject, amount, detail))

    def pay(self, player: int, amount: int, subject: str = "", detail: str = "") -> None:
        """Pay ``amount`` coins to the bank (legality has been checked: the player can afford it)."""
        if amount:
            self.coins[player] -= amount
            self.events.append((CoinsChanged, player, subject, -amount, detail))

    def lose(self, player: int, amount: int, subject: str = "", detail: str = "") -> int:
        """Lose up to ``amount`` coins to the bank, never going below 0; returns what was lost."""
        lost = min(amount, self.coins[player])
        self.pay(player, lost, subject, detail)
        return lost

    # -- what the effect language's constructs mean in Duel (oracle.core.effects.RUNTIME_METHODS) --
    def shields(self, player: int, amount: int, source: Component) -> None:
        """effect.shields: move the conflict pawn (military.shields), plus any extra shields the
        player's city gives builds of this kind (effect.extra_shields: Strategy on red cards)."""
        from oracle.duel import military

        military.move_pawn(self, player, amount + self.profile(player).extra_shields_for(source), source.name)

    def play_again(self, player: int, source: str) -> None:
        """effect.play_again: the player takes another turn once the move's decisions are settled."""
        self.extra_turn = True
        self.events.append((PlayAgain, player, source))

    def offer_destroy(self, player: int, colour: int, relation: str = "opponent") -> None:
        """effect.destroy: the player will choose one of the cards of ``colour`` in the city
        ``relation`` names (the opponent's, in every Duel component)."""
        from oracle.duel import building

        building.offer_destroy(self, player, colour, relation)

    def offer_progress(self, player: int, draw: int) -> None:
        """effect.take_progress: the player will choose among the first ``draw`` tokens of the box."""
        from oracle.duel import progress

        progress.offer_from_box(self, player, draw)

    def offer_discard_build(self, player: int) -> None:
        """effect.build_from_discard: the player will choose a card of the discard pile to build."""
        from oracle.duel import building

        building.offer_discard_build(self, player)

    # -- cities ---------------------------------------------------------------------------------
    def profile(self, player: int) -> Profile:
        return self.cities[player].profile

    def add_card(self, player: int, card: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.cities[player] = City(cards + (card.index,), wonders, built, progress, profile.add(card))

    def remove_card(self, player: int, card: Component) -> None:
        city = self.cities[player]
        cards = tuple(c for c in city.cards if c != card.index)
        self.cities[player] = rebuild_city(self.rules, city._replace(cards=cards))

    def add_wonder(self, player: int, wonder: Component, card: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.cities[player] = City(cards, wonders, built + ((wonder.index, card.index),), progress, profile.add(wonder))

    def add_progress(self, player: int, token: Component) -> None:
        cards, wonders, built, progress, profile = self.cities[player]
        self.cities[player] = City(cards, wonders, built, progress + (token.index,), profile.add(token))

    # -- flow -----------------------------------------------------------------------------------
    def decide(self, decision: Decision) -> None:
        """Queue a decision the player owes before play goes on."""
        self.pending.append(decision)

    def end_game(self, victory: str, winner: int | None) -> None:
        if self.outcome is None:
            self.outcome = Outcome(victory, winner)
            self.pending.clear()
            self.extra_turn = False
            self.events.append((GameOver, victory, winner))

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def freeze(self) -> State:
        return State(
            self.game, self.state.setup, self.age, -1 if self.outcome else self.to_move,
            (self.coins[0], self.coins[1]), self.pawn, self.looting, (self.cities[0], self.cities[1]),
            self.structure, self.face_up, self.accessible, self.board, self.box, self.discard,
            self.offer, self.picks, self.removed_wonders, tuple(self.pending), self.extra_turn,
            self.last_active, self.outcome,
        )


def empty_profile(rules: Ruleset) -> Profile:
    v = rules.vocabulary
    return Profile.empty(len(v.resources), len(v.science_symbols), len(v.colours))


def rebuild_city(rules: Ruleset, city: City) -> City:
    """The city with its profile summed again from scratch (after a card has left it)."""
    profile = empty_profile(rules)
    for c in city.cards:
        profile = profile.add(rules.cards[c])
    for w, _ in city.built:
        profile = profile.add(rules.wonders[w])
    for p in city.progress:
        profile = profile.add(rules.progress[p])
    return city._replace(profile=profile)
