"""Compiled components and the per-city profile their continuous effects add up to.

A :class:`Component` is what the engine knows of a card, wonder or progress token once its
DSL text has been compiled: small integer-indexed facts (cost vector, colour index, chain
symbols), a :class:`Passive` contribution for its ``always`` effects, and plain callables for
its triggered effects.  A :class:`Profile` is the sum of the passive contributions of
everything in a city; it is cached in the city and rebuilt only when the city changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from operator import add
from typing import Any, Final, NamedTuple

from oracle.dsl import ast

# A triggered effect: applied during a move, through the game's runtime (its scratch pad of the
# move), for the player who owns the component.
Instant = Callable[[Any, int], None]
# An end-of-game effect: the points it is worth to its owner in a final state.
Scorer = Callable[[Any, int], int]


class Price(NamedTuple):
    """The coins a build costs: ``coins`` (printed cost) + ``trade`` (paid for missing units).
    Worked out by the game's pricing (Duel's :mod:`oracle.duel.rules.costs`) with :mod:`oracle.core.costs`."""

    coins: int
    trade: int
    chain: bool = False

    @property
    def total(self) -> int:
        return self.coins + self.trade


NOTHING = Price(0, 0)


@dataclass(frozen=True)
class TargetDef:
    """A class of builds a modifier applies to: wonders, or cards of some colours."""

    wonders: bool
    colours: frozenset[int]

    def matches(self, component: Component) -> bool:
        if component.kind == "wonder":
            return self.wonders
        return component.kind == "card" and component.colour in self.colours


class Extras(NamedTuple):
    """What a component adds to its owner's city that only 7 Wonders Duel's expansions' components use:
    a cap on what a card with a chain symbol costs (effect.chain_price), coins off every activation
    (effect.discount_coins), effects run each time the owner's shields push the conflict pawn
    (effect.on_push), each time either player builds a card or a wonder (effect.on_any_build,
    effect.on_any_wonder) or the owner discards a card for coins (effect.on_discard), cards added
    to the count a Politician's Senate actions read (effect.senate_bonus), coins off each unit bought
    from the bank (effect.trade_cheaper), builds that may leave a resource or their coins unpaid
    (effect.discount_either), the opponent's chain symbols used as the owner's (effect.chain_from),
    decks whose cards cost the owner nothing (effect.deck_free), both drawn Conspiracies kept
    (effect.keep_both) and another turn after a Conspirator (effect.conspirator_replay).
    ``None`` in a passive or profile that has none of them."""

    chain_price: int | None = None           # a card with a chain symbol costs at most this
    activation_discount: int = 0             # coins off each activation of a divinity
    on_push: tuple[Instant, ...] = ()        # run after each push of the pawn by the owner
    # run for the owner after either player builds a card or wonder the target matches
    on_build: tuple[tuple[TargetDef, Instant], ...] = ()
    on_discard: tuple[Instant, ...] = ()     # run after each discard for coins by the owner
    senate_bonus: int = 0                    # cards added to the count of a Politician's Senate actions
    trade_cheaper: tuple[int, ...] = ()      # coins off each unit of each resource bought (none: no change)
    # builds that cost either this many resources fewer or none of their printed coins
    symbol_discounts: tuple[tuple[TargetDef, int], ...] = ()
    opponent_chains: bool = False            # the opponent's chain symbols build for free as the owner's do
    free_decks: frozenset[str] = frozenset()  # the decks whose cards the owner builds for nothing
    keep_drawn: bool = False                 # the owner keeps every Conspiracy drawn when conspiring
    replay_after_conspirator: tuple[str, ...] = ()   # what gives the owner another turn after a Conspirator

    def plus(self, other: Extras) -> Extras:
        """Both sets of extras in one city: the lower chain price, the discounts and bonuses summed,
        every effect."""
        chain = self.chain_price if other.chain_price is None else other.chain_price \
            if self.chain_price is None else min(self.chain_price, other.chain_price)
        cheaper = self.trade_cheaper if not other.trade_cheaper else other.trade_cheaper if not self.trade_cheaper \
            else tuple(a + b for a, b in zip(self.trade_cheaper, other.trade_cheaper, strict=True))
        return Extras(chain, self.activation_discount + other.activation_discount, self.on_push + other.on_push,
                      self.on_build + other.on_build, self.on_discard + other.on_discard,
                      self.senate_bonus + other.senate_bonus, cheaper, self.symbol_discounts + other.symbol_discounts,
                      self.opponent_chains or other.opponent_chains, self.free_decks | other.free_decks,
                      self.keep_drawn or other.keep_drawn,
                      self.replay_after_conspirator + other.replay_after_conspirator)

    @property
    def changes_prices(self) -> bool:
        """Whether they change what a build no chain makes free costs."""
        return (self.chain_price is not None or bool(self.trade_cheaper) or bool(self.symbol_discounts)
                or bool(self.free_decks))


@dataclass(frozen=True)
class Passive:
    """What a component adds to its owner's city while it is there (its ``always`` effects)."""

    production: tuple[int, ...]              # fixed units per resource
    choices: tuple[tuple[int, ...], ...] = ()  # one unit of one of these resources, each turn
    trade_weight: tuple[int, ...] = ()       # units the opponent's trade price counts (trade.price)
    fixed_prices: tuple[tuple[int, int], ...] = ()  # (resource, price) (trade.fixed_price)
    symbols: tuple[int, ...] = ()            # science symbols
    chains: frozenset[str] = frozenset()     # chain symbols carried
    extra_shields: tuple[tuple[TargetDef, int], ...] = ()
    discounts: tuple[tuple[TargetDef, int], ...] = ()
    receives_opponent_trade: bool = False
    play_again_for: tuple[TargetDef, ...] = ()
    on_chain_build: tuple[Instant, ...] = ()
    extras: Extras | None = None

    # derived once, below: whether it adds nothing at all, and whether it changes what its owner
    # pays for the builds no chain makes free (see oracle.core.costs): production, choice
    # production, fixed trade prices, discounts or a cap on chain cards' prices.  Chain symbols
    # make a build free without changing what the others cost: a price lookup checks them first.
    is_empty: bool = field(init=False, compare=False, repr=False)
    changes_prices: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        changes_prices = bool(any(self.production) or self.choices or self.fixed_prices or self.discounts
                              or (self.extras is not None and self.extras.changes_prices))
        is_empty = not (changes_prices or self.chains or self.symbols or self.extra_shields
                        or self.receives_opponent_trade or self.play_again_for or self.on_chain_build
                        or self.extras is not None)
        object.__setattr__(self, "changes_prices", changes_prices)
        object.__setattr__(self, "is_empty", is_empty)


@dataclass(frozen=True, eq=False)
class Component:
    """A compiled card, wonder or progress token.  Compared by identity: one per ruleset."""

    kind: str                         # "card" | "wonder" | "progress" | "divinity"
    index: int                        # position among the components of its kind
    name: str
    source: ast.Component
    deck: str = ""                    # cards: "I", "II", "III" or "guild"
    colour: int = -1                  # cards: index into the colour vocabulary
    coins: int = 0                    # coin part of the cost
    resources: tuple[int, ...] = ()   # resource part of the cost, per resource
    needs: tuple[tuple[int, int], ...] = ()    # the same, as (resource, units) for each resource needed
    printed_price: Price = NOTHING            # the price when no resource has to be bought: ``coins``
    free_with: frozenset[str] = frozenset()
    passive: Passive = field(default_factory=lambda: Passive(()))
    instant: tuple[Instant, ...] = ()          # when built / when taken, in source order
    scorers: tuple[Scorer, ...] = ()           # at end
    play_again: bool = False                   # has a play-again effect of its own
    symbols: tuple[int, ...] = ()              # science symbols it carries
    stages: tuple[Component, ...] = ()         # a wonder's stages, in building order (kind "stage")
    on_reveal: tuple[Instant, ...] = ()        # divinities: when turned face up (effect.when_revealed)
    on_draft: tuple[Instant, ...] = ()         # wonders: when picked in the draft (trigger when drafted)
    on_gain: tuple[Instant, ...] = ()          # when a player comes to hold it (trigger when gained: Decrees)
    on_lose: tuple[Instant, ...] = ()          # when a player stops holding it (trigger when lost)

    def __repr__(self) -> str:
        return f"<{self.kind} {self.name!r}>"

    @property
    def location(self) -> str:
        return str(self.source.pos)


class Memo(dict):  # type: ignore[type-arg]
    """Answers already worked out from the immutable value that holds this memo.

    It is no part of that value: every memo equals every other, hashes alike and prints alike,
    so a value compares, hashes and prints the same whatever it has been asked so far.

    ``last_key`` and ``last`` keep the answer asked last and its key, for a caller to check by
    identity before it hashes a key (the memo's owner asks the same question turn after turn).
    """

    __slots__ = ("last", "last_key")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.last_key: tuple[Any, ...] = ()
        self.last: Any = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Memo)

    def __hash__(self) -> int:  # type: ignore[override]  # a dict is unhashable; a memo hashes as nothing
        return 0

    def __repr__(self) -> str:
        return "Memo()"

    def __reduce__(self) -> tuple[Any, ...]:
        return Memo, ()          # a copy or a pickle starts with nothing remembered

    def __deepcopy__(self, memo: Any) -> Memo:
        return self              # it answers questions on an immutable value: a copy may share it


_profile = tuple.__new__   # a Profile made from every field, without the generated constructor's Python frame


def new_memo() -> Memo:
    """An empty :class:`Memo`, made without calling the class: a class whose ``__init__`` is Python
    code runs it from C, in a fresh run of the interpreter loop, which costs more than the rest of
    the memo (a city gains a new one on most builds)."""
    memo = _new_memo(Memo)
    memo.last_key = ()
    memo.last = None
    return memo


_new_memo = dict.__new__


class Profile(NamedTuple):
    """The derived facts of one city, summed from the passive effects of what it holds.

    Make profiles with :meth:`empty` and :meth:`add` only: they decide when the remembered
    prices may go along to a new profile, which ``_replace`` would do blindly.
    """

    production: tuple[int, ...]
    choices: tuple[tuple[int, ...], ...]   # sorted: the profile does not depend on build order
    trade_weight: tuple[int, ...]
    fixed_prices: tuple[int, ...]          # 0 where the player has no fixed price
    symbols: tuple[int, ...]               # count per science symbol
    colours: tuple[int, ...]               # count of cards per colour
    chains: frozenset[str]
    extra_shields: tuple[tuple[TargetDef, int], ...]
    discounts: tuple[tuple[TargetDef, int], ...]
    receives_opponent_trade: bool
    play_again_for: tuple[TargetDef, ...]
    on_chain_build: tuple[Instant, ...]
    prices: Memo       # build prices asked so far (costs.price), handed on while they cannot change
    extras: Extras | None = None   # what only Duel's Pantheon knows (Extras), if anything in the city gives it

    @classmethod
    def empty(cls, resources: int, symbols: int, colours: int) -> Profile:
        zero = (0,) * resources
        return cls(zero, (), zero, zero, (0,) * symbols, (0,) * colours, frozenset(), (), (), False, (), (), Memo())

    def add(self, c: Component) -> Profile:
        """The profile once ``c`` has joined the city."""
        p = c.passive
        (production, choices, trade_weight, fixed, symbols, colours, chains, extra_shields, discounts, receives,
         play_again_for, on_chain_build, memo, extras) = self      # unpacked: a field read by name costs more
        if c.colour >= 0:
            counts = list(colours)
            counts[c.colour] += 1
            colours = tuple(counts)
            if p.is_empty:     # a card that only counts toward its colour
                return _profile(Profile, (production, choices, trade_weight, fixed, symbols, colours, chains,
                                          extra_shields, discounts, receives, play_again_for, on_chain_build,
                                          memo, extras))
        elif p.is_empty:
            return self
        # A city's prices depend only on what changes_prices covers: when that stays the same,
        # the new version keeps the prices already worked out (and shares those still to come).
        if p.changes_prices:
            memo = new_memo()
        # per resource, summed by map (both vectors are the vocabulary's length): no frame per sum
        if any(p.production):
            production = tuple(map(add, production, p.production))
        if p.trade_weight and any(p.trade_weight):
            trade_weight = tuple(map(add, trade_weight, p.trade_weight))
        if p.fixed_prices:
            prices = list(fixed)
            for r, price in p.fixed_prices:
                prices[r] = price if prices[r] == 0 else min(prices[r], price)
            fixed = tuple(prices)
        if p.symbols:
            counts = list(symbols)
            for s in p.symbols:
                counts[s] += 1
            symbols = tuple(counts)
        return _profile(Profile, (
            production, tuple(sorted(choices + p.choices)) if p.choices else choices, trade_weight, fixed, symbols,
            colours, chains | p.chains if p.chains else chains,
            extra_shields + p.extra_shields, discounts + p.discounts, receives or p.receives_opponent_trade,
            play_again_for + p.play_again_for, on_chain_build + p.on_chain_build, memo,
            extras if p.extras is None else p.extras if extras is None else extras.plus(p.extras),
        ))

    def add_all(self, components: Iterable[Component]) -> Profile:
        """The profile once each of ``components`` has joined the city, in that order: what :meth:`add`
        gives one at a time, summed in one pass (a city summed again from its components)."""
        (production, choices, trade_weight, fixed, symbols, colours, chains, extra_shields, discounts, receives,
         play_again_for, on_chain_build, memo, extras) = self      # unpacked: a field read by name costs more
        colour_counts: list[int] | None = None
        fixed_prices: list[int] | None = None
        symbol_counts: list[int] | None = None
        new_choices: list[tuple[int, ...]] = []
        shields: list[tuple[TargetDef, int]] = []
        new_discounts: list[tuple[TargetDef, int]] = []
        again: list[TargetDef] = []
        on_chain: list[Instant] = []
        repriced = False
        for c in components:
            p = c.passive
            if c.colour >= 0:
                if colour_counts is None:
                    colour_counts = list(colours)
                colour_counts[c.colour] += 1
            if p.is_empty:      # a component that adds nothing, or only counts toward its colour
                continue
            if p.changes_prices:
                repriced = True
            if any(p.production):
                production = tuple(map(add, production, p.production))
            if p.trade_weight and any(p.trade_weight):
                trade_weight = tuple(map(add, trade_weight, p.trade_weight))
            if p.fixed_prices:
                if fixed_prices is None:
                    fixed_prices = list(fixed)
                for r, price in p.fixed_prices:
                    fixed_prices[r] = price if fixed_prices[r] == 0 else min(fixed_prices[r], price)
            if p.symbols:
                if symbol_counts is None:
                    symbol_counts = list(symbols)
                for i in p.symbols:
                    symbol_counts[i] += 1
            if p.choices:
                new_choices += p.choices
            if p.chains:
                chains = chains | p.chains
            shields += p.extra_shields
            new_discounts += p.discounts
            receives = receives or p.receives_opponent_trade
            again += p.play_again_for
            on_chain += p.on_chain_build
            if p.extras is not None:
                extras = p.extras if extras is None else extras.plus(p.extras)
        return _profile(Profile, (
            production, tuple(sorted(choices + tuple(new_choices))) if new_choices else choices, trade_weight,
            fixed if fixed_prices is None else tuple(fixed_prices),
            symbols if symbol_counts is None else tuple(symbol_counts),
            colours if colour_counts is None else tuple(colour_counts), chains,
            extra_shields + tuple(shields), discounts + tuple(new_discounts), receives,
            play_again_for + tuple(again), on_chain_build + tuple(on_chain), new_memo() if repriced else memo, extras,
        ))

    def in_any_order(self) -> bool:
        """Whether adding the same components in any other order gives this very profile: each field
        that keeps its components' parts in the order added (extra shields, discounts, play-again
        targets, chain-build effects, and the extras' effects, discounts and replays) holds one at most.
        A city whose profile is so, summed again from the same components, is the same city."""
        if (len(self[EXTRA_SHIELDS]) > 1 or len(self[DISCOUNTS]) > 1 or len(self[PLAY_AGAIN_FOR]) > 1
                or len(self[ON_CHAIN_BUILD]) > 1):
            return False
        extras = self[EXTRAS]
        return extras is None or (len(extras.on_push) < 2 and len(extras.on_build) < 2 and len(extras.on_discard) < 2
                                  and len(extras.symbol_discounts) < 2 and len(extras.replay_after_conspirator) < 2)

    def discount_for(self, c: Component) -> int:
        """Resource units the player may leave unpaid when building ``c`` (Architecture/Masonry-like)."""
        return sum(n for target, n in self.discounts if target.matches(c)) if self.discounts else 0

    def extra_shields_for(self, c: Component) -> int:
        return sum(n for target, n in self.extra_shields if target.matches(c)) if self.extra_shields else 0

    def grants_play_again(self, c: Component) -> bool:
        return any(target.matches(c) for target in self.play_again_for)


# A profile's fields by position, for the hot paths of play: read by name, a NamedTuple field is an
# attribute lookup that Python 3.11 does not specialise, several times the cost of an index.
PRODUCTION: Final = 0
CHOICES: Final = 1
TRADE_WEIGHT: Final = 2
FIXED_PRICES: Final = 3
COLOURS: Final = 5
CHAINS: Final = 6
EXTRA_SHIELDS: Final = 7
DISCOUNTS: Final = 8
PLAY_AGAIN_FOR: Final = 10
ON_CHAIN_BUILD: Final = 11
PRICES: Final = 12
EXTRAS: Final = 13
