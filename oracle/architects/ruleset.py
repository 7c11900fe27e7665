"""The Architects ruleset: the spec's components compiled into what the engine reads.

Each kind of card, wonder piece and progress token is read construct by construct from its
syntax tree (what it produces, the symbol it shows, its shields, points, horns, the decks its
effects take from); no component is known here by name.  Components are referred to by index:
``rules.kinds[i]`` for a kind of card, ``rules.tokens[j]`` for a kind of progress token.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import Any

from oracle.architects.spec import CENTRAL, ArchitectsSpec, load_spec
from oracle.core.belonging import stamp
from oracle.core.spec import CompiledFrom
from oracle.dsl import ast
from oracle.dsl.ast import effects_under


@dataclass(frozen=True)
class Kind:
    """A kind of card (cards.wdl)."""

    name: str
    colour: str
    produces: str = ""            # the resource it gives to build (build.cost)
    wild: bool = False            # it stands for any resource (build.gold)
    science: str = ""             # its science symbol (science.trade)
    shields: int = 0              # military.battle
    points: int = 0               # scoring.points
    icons: tuple[str, ...] = ()
    takes: tuple[str, ...] = ()   # pieces its taker takes (cat.take)
    flips: int = 0                # conflict tokens it turns (military.horns)

    def matches(self, names: tuple[str, ...]) -> bool:
        """Whether a take trigger waiting for ``names`` (colours, resources, icons) fires on it."""
        return self.colour in names or self.produces in names or any(i in names for i in self.icons)


@dataclass(frozen=True)
class Piece:
    """A wonder piece (a stage of wonders.wdl)."""

    number: int
    units: int
    mix: str                      # "different" or "identical" (build.cost)
    rests_on: tuple[int, ...]     # build.order
    points: int
    shields: int                  # counted in battles once built (military.battle)
    effects: tuple[ast.Effect, ...]   # applied when built, in order (build.effect)


@dataclass(frozen=True)
class Wonder:
    name: str
    pieces: tuple[Piece, ...]     # by number, 1 first

    def piece(self, number: int) -> Piece:
        return self.pieces[number - 1]

    @property
    def supports(self) -> tuple[tuple[int, int, int], ...]:
        """(number, its bit, the bits of the pieces it rests on) for every piece, for quick checks."""
        return tuple((p.number, 1 << (p.number - 1), sum(1 << (r - 1) for r in p.rests_on)) for p in self.pieces)


@dataclass(frozen=True)
class Token:
    """A kind of progress token (progress.wdl)."""

    name: str
    copies: int
    shields: int = 0                              # always: N shields
    on_take: tuple[ast.Clause, ...] = ()          # whenever taking ... (progress.extra_card)
    on_stage: tuple[ast.Clause, ...] = ()         # whenever building wonder stage
    counts_as: ast.CountsAs | None = None         # once per turn: a card counts as more units
    any_mix: bool = False                         # once per turn: a stage paid with any resources
    scoring: tuple[ast.Effect, ...] = ()          # at end


@dataclass(frozen=True)
class Ruleset(CompiledFrom):
    spec: ArchitectsSpec
    kinds: tuple[Kind, ...]
    wonders: tuple[Wonder, ...]
    tokens: tuple[Token, ...]
    resources: tuple[str, ...]
    symbols: tuple[str, ...]
    # read by the hot paths: each kind's science symbol ("" if none); each wonder's Wonder.supports
    science_of: tuple[str, ...] = field(init=False)
    supports: tuple[tuple[tuple[int, int, int], ...], ...] = field(init=False)
    # the kinds producing each resource held in a city (build.cost), the wild kinds (build.gold), the
    # kinds a payment may spend (both), the kinds showing each science symbol (science.trade)
    producers: tuple[tuple[int, ...], ...] = field(init=False)
    wilds: tuple[int, ...] = field(init=False)
    payable: tuple[int, ...] = field(init=False)
    scientists: tuple[tuple[int, ...], ...] = field(init=False)
    # the kinds with horns, in kind order (military.*)
    horned: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # each kind's shields and points, each token's shields, in index order; each wonder's pieces
    # with shields as (their bit, their shields) (military.battle, scoring.points)
    kind_shields: tuple[int, ...] = field(init=False, repr=False, compare=False)
    kind_points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    token_shields: tuple[int, ...] = field(init=False, repr=False, compare=False)
    piece_shields: tuple[tuple[tuple[int, int], ...], ...] = field(init=False, repr=False, compare=False)
    # a hand's cards of each kind a payment may spend, of each green kind, in kind order
    count_payable: Callable[[tuple[int, ...]], tuple[int, ...]] = field(init=False, repr=False, compare=False)
    count_science: Callable[[tuple[int, ...]], tuple[int, ...]] = field(init=False, repr=False, compare=False)
    # a hand's cards of each resource, in the order of ``producers`` (build.cost)
    count_resources: Callable[[tuple[int, ...]], tuple[int, ...]] = field(init=False, repr=False, compare=False)
    # answers of pure questions on immutable inputs, kept for the process (oracle.architects.rules.payments)
    memo: dict[tuple[Any, ...], Any] = field(init=False, repr=False, compare=False)
    # (units, one card of each resource asked) -> how many cards of each payable kind the payments for
    # such a piece depend on, filled when first asked (oracle.architects.rules.payments.payable_held)
    payment_caps: dict[tuple[int, bool], tuple[int, ...]] = field(init=False, repr=False, compare=False)
    # read when dealing (oracle.architects.setup): each wonder's deck in kind order, the central deck,
    # the token box, and each wonder's 'keep K of top N' effects (wonder.halicarnassus_rest)
    wonder_decks: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    central_deck: tuple[int, ...] = field(init=False, repr=False, compare=False)
    box: tuple[int, ...] = field(init=False, repr=False, compare=False)
    keeps: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # each token's clauses waiting for a card taken / a piece built, with the kinds of card whose
    # taking sets the clause off: those matching the names it waits for (progress.extra_card; read by
    # oracle.architects.turn)
    on_take: tuple[tuple[tuple[ast.Clause, frozenset[int]], ...], ...] = field(init=False, repr=False,
                                                                                compare=False)
    on_stage: tuple[tuple[tuple[ast.Clause, frozenset[int]], ...], ...] = field(init=False, repr=False,
                                                                                 compare=False)
    # the tokens with such clauses, by trigger ("on_take", "on_stage"); the tokens changing a payment
    waiting: dict[str, frozenset[int]] = field(init=False, repr=False, compare=False)
    modifying: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # per kind of card, read by the hot paths: its science symbol ("" if none)
        object.__setattr__(self, "science_of", tuple(k.science for k in self.kinds))
        object.__setattr__(self, "supports", tuple(w.supports for w in self.wonders))
        object.__setattr__(self, "producers", _groups(self.kinds, lambda k: k.produces))
        object.__setattr__(self, "wilds", tuple(i for i, k in enumerate(self.kinds) if k.wild))
        object.__setattr__(self, "payable", tuple(i for i, k in enumerate(self.kinds) if k.wild or k.produces))
        object.__setattr__(self, "scientists", _groups(self.kinds, lambda k: k.science))
        object.__setattr__(self, "horned", tuple(i for i, k in enumerate(self.kinds) if k.flips))
        object.__setattr__(self, "kind_shields", tuple(k.shields for k in self.kinds))
        object.__setattr__(self, "kind_points", tuple(k.points for k in self.kinds))
        object.__setattr__(self, "token_shields", tuple(t.shields for t in self.tokens))
        object.__setattr__(self, "piece_shields", tuple(tuple((1 << (p.number - 1), p.shields) for p in w.pieces
                                                              if p.shields) for w in self.wonders))
        object.__setattr__(self, "count_payable", counter(self.payable))
        object.__setattr__(self, "count_science", counter(tuple(k for g in self.scientists for k in g)))
        object.__setattr__(self, "count_resources", group_counter(self.producers))
        object.__setattr__(self, "memo", {})
        object.__setattr__(self, "payment_caps", {})
        object.__setattr__(self, "wonder_decks", tuple(self.deck(w.name) for w in self.wonders))
        object.__setattr__(self, "central_deck", self.deck(CENTRAL))
        object.__setattr__(self, "box", self.token_box())
        object.__setattr__(self, "keeps", tuple(sum(isinstance(e, ast.KeepFromTop) for p in w.pieces for e in p.effects)
                                                for w in self.wonders))
        for name in ("on_take", "on_stage"):
            object.__setattr__(self, name, tuple(tuple((c, self.kinds_matching(tuple(n.value for n in c.taken)))
                                                       for c in getattr(t, name)) for t in self.tokens))
        object.__setattr__(self, "waiting", {name: frozenset(i for i, c in enumerate(getattr(self, name)) if c)
                                             for name in ("on_take", "on_stage")})
        object.__setattr__(self, "modifying", frozenset(i for i, t in enumerate(self.tokens)
                                                        if t.counts_as is not None or t.any_mix))

    def kinds_matching(self, names: tuple[str, ...]) -> frozenset[int]:
        """The kinds of card a take trigger waiting for ``names`` fires on (:meth:`Kind.matches`)."""
        return frozenset(i for i, k in enumerate(self.kinds) if k.matches(names))

    def kind_index(self, name: str) -> int:
        return next(i for i, k in enumerate(self.kinds) if k.name == name)

    def wonder_index(self, name: str) -> int:
        return next(i for i, w in enumerate(self.wonders) if w.name == name)

    def deck(self, name: str) -> tuple[int, ...]:
        """The cards of a deck (a wonder's name or ``central``) in kind order, as kind indices."""
        counts = self.spec.decks[name]
        return tuple(i for i, k in enumerate(self.kinds) for _ in range(counts.get(k.name, 0)))

    @property
    def central(self) -> tuple[int, ...]:
        return self.deck(CENTRAL)

    def token_box(self) -> tuple[int, ...]:
        """Every progress token in the box, copies included, as token indices."""
        return tuple(i for i, t in enumerate(self.tokens) for _ in range(t.copies))


def counter(kinds: tuple[int, ...]) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
    """A function giving how many cards of each of ``kinds`` a hand (cards of each kind) holds."""
    if len(kinds) >= 2:
        return itemgetter(*kinds)
    return lambda hand: tuple(hand[k] for k in kinds)


def group_counter(groups: tuple[tuple[int, ...], ...]) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
    """A function giving how many cards of each group of kinds a hand holds (one C call when each
    group is a single kind, as for the resources of the base game)."""
    if all(len(g) == 1 for g in groups):
        return counter(tuple(g[0] for g in groups))
    return lambda hand: tuple(sum(hand[k] for k in g) for g in groups)


def _groups(kinds: tuple[Kind, ...], key: Callable[[Kind], str]) -> tuple[tuple[int, ...], ...]:
    """The kinds of card sharing each non-empty ``key`` (a resource, a symbol), in order of first appearance."""
    groups: dict[str, list[int]] = {}
    for i, kind in enumerate(kinds):
        if key(kind):
            groups.setdefault(key(kind), []).append(i)
    return tuple(tuple(g) for g in groups.values())


def compile_kind(c: ast.Component) -> Kind:
    produces, wild, science, shields = "", False, "", 0
    for e in effects_under(c.clauses, "always"):
        match e:
            case ast.Produce(resource=resource):
                produces = resource.value
            case ast.ProduceAny():
                wild = True
            case ast.Science(symbol=symbol):
                science = symbol.value
            case ast.Shields(amount=amount):
                shields += amount
    taken = effects_under(c.clauses, "when_taken")
    return Kind(
        name=c.name, colour=c.colour.value if c.colour else "", produces=produces, wild=wild, science=science,
        shields=shields, points=sum(e.amount for e in effects_under(c.clauses, "at_end") if isinstance(e, ast.Points)),
        icons=tuple(i.value for i in c.icons),
        takes=tuple(e.piece.value for e in taken if isinstance(e, ast.TakePiece)),
        flips=sum(e.amount for e in taken if isinstance(e, ast.Flip)))


def compile_wonder(c: ast.Component) -> Wonder:
    pieces = []
    for s in sorted(c.stages, key=lambda s: s.number):
        assert s.cost is not None
        pieces.append(Piece(
            number=s.number, units=s.cost.units, mix=s.cost.mix, rests_on=s.rests_on,
            points=sum(e.amount for e in effects_under(s.clauses, "at_end") if isinstance(e, ast.Points)),
            shields=sum(e.amount for e in effects_under(s.clauses, "always") if isinstance(e, ast.Shields)),
            effects=effects_under(s.clauses, "when_built")))
    return Wonder(c.name, tuple(pieces))


def compile_token(c: ast.Component, copies: int) -> Token:
    counts_as = next((e for e in effects_under(c.clauses, "once_per_turn") if isinstance(e, ast.CountsAs)), None)
    return Token(
        name=c.name, copies=copies,
        shields=sum(e.amount for e in effects_under(c.clauses, "always") if isinstance(e, ast.Shields)),
        on_take=tuple(cl for cl in c.clauses if cl.trigger == "on_take"),
        on_stage=tuple(cl for cl in c.clauses if cl.trigger == "on_stage_build"),
        counts_as=counts_as,
        any_mix=any(isinstance(e, ast.BuildWithAny) for e in effects_under(c.clauses, "once_per_turn")),
        scoring=effects_under(c.clauses, "at_end"))


def compile_ruleset(spec: ArchitectsSpec) -> Ruleset:
    return Ruleset(
        spec=spec,
        kinds=tuple(compile_kind(c) for c in spec.cards),
        wonders=tuple(compile_wonder(c) for c in spec.wonders),
        tokens=tuple(compile_token(c, spec.token_copies(c.name)) for c in spec.progress),
        resources=spec.vocabulary.resources,
        symbols=spec.vocabulary.science_symbols,
    )


@lru_cache(maxsize=8)
def load_ruleset(folder: str | None = None, variant: str = "standard") -> Ruleset:
    """The Architects ruleset bundled with the oracle (or the one in ``folder``) for ``variant``."""
    rules = compile_ruleset(load_spec(folder, variant))
    stamp(rules, "architects", variant, folder)
    return rules
