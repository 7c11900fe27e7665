"""The classic ruleset: the spec's components compiled into what the engine reads.

Each card, board and stage is read construct by construct from its syntax tree (what it
produces, its trade prices, shields, science symbols, coins, points, and the abilities of the
boards); no component is known here by name.  Cards are referred to by index (``rules.cards[i]``),
board sides by index (``rules.boards[j]``), resources and science symbols by their index in the
vocabulary.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from oracle.classic.points import POINTS
from oracle.classic.rulesets import spec_hooks
from oracle.classic.spec import AGES, ClassicSpec, load_spec
from oracle.core.belonging import stamp
from oracle.core.expansions import Hooks, compose
from oracle.core.options import NO_CHOICE, Choice, RuleOption, values_of
from oracle.core.spec import CompiledFrom
from oracle.dsl import ast
from oracle.dsl.ast import effects_under
from oracle.dsl.vocabulary import Vocabulary
from oracle.errors import SpecError, SpecProblem

NO_HOOKS = compose(POINTS, ())      # the hooks of a ruleset playing no expansion


@dataclass(frozen=True)
class Trade:
    """A lowered trade price (trade.discount): ``resources`` from the neighbours ``directions``."""

    resources: frozenset[int]
    price: int
    directions: tuple[str, ...]


@dataclass(frozen=True)
class Part:
    """What a card, a board's own clause or a stage is to the engine."""

    name: str
    colour: str = ""                          # cards only
    coins: int = 0                            # build.cost: paid to the bank
    cost: tuple[int, ...] = ()                # build.cost: units of each resource
    free_with: frozenset[str] = frozenset()   # build.chain: links that make it free
    chains: frozenset[str] = frozenset()      # build.chain: links it gives
    produce: tuple[int, ...] = ()             # units of each resource, every turn
    choices: tuple[tuple[int, ...], ...] = ()  # one unit of one of these, every turn
    trades: tuple[Trade, ...] = ()            # trade.discount
    shields: int = 0                          # military.conflict
    symbols: tuple[int, ...] = ()             # science symbols
    wild_symbols: int = 0                     # wonder.science_choice: symbols chosen at the end
    on_build: tuple[ast.Effect, ...] = ()     # effect.coins, wonder.discard_build
    at_end: tuple[ast.Effect, ...] = ()       # points and copies, counted at the end
    plays_last: bool = False                  # wonder.last_card
    free_build: bool = False                  # wonder.free_build
    free_first_turn: bool = False             # wonder.free_first_card: the card of each Age's first turn
    free_last_turn: bool = False              # wonder.free_last_card: the card of each Age's last turn
    free_new_colour: bool = False             # wonder.free_colour: a card of a colour the city lacks
    discard_build: bool = False               # wonder.discard_build
    kind: str = "card"                        # the kind of component: a card, or one an expansion plays
    # standing powers over the owner's later builds and conflicts (effect.discount, effect.build_any_free,
    # effect.redirect_piece, effect.bank_buy) and the clauses run when something happens in the city
    # (effect.whenever)
    waives: tuple[tuple[str, int], ...] = ()  # (colour, or WONDER for stages; resource units waived)
    frees: frozenset[str] = frozenset()       # colours built for nothing
    redirects: tuple[str, ...] = ()           # pieces the owner would take for a lost conflict, passed on
    buys: tuple[tuple[int, int], ...] = ()    # (price, units) bought from the bank in each build
    listens: tuple[ast.Clause, ...] = ()      # clauses of the triggers in WHENEVER
    # effect.discount_coins: (colour, coins less, the relations of the cities whose builds it cheapens:
    # () for the owner's own)
    cheapens: tuple[tuple[str, int, tuple[str, ...]], ...] = ()
    # effect.copy_ability: when built, the ability of a card copied from other cities (colour, the cities)
    copies: tuple[tuple[str, tuple[str, ...]], ...] = ()
    copies_lasting: bool = False              # effect.copy_ability: its copies leave out when-built effects
    # construct coin_cost_by_age: the coins of each Age, in order, for a price that changes with the Age (else ())
    coins_by_age: tuple[int, ...] = ()

    @cached_property
    def stands(self) -> bool:
        """Whether the part has a standing power or a clause run on an event (see :class:`Standing`)."""
        return bool(self.waives or self.frees or self.redirects or self.buys or self.listens)

    @property
    def needs(self) -> bool:
        return any(self.cost)

    @cached_property
    def produces(self) -> bool:
        """Whether the part produces anything (fixed units or a choice)."""
        return any(self.produce) or bool(self.choices)

    @cached_property
    def cost_items(self) -> tuple[tuple[int, int], ...]:
        """The resource cost as (resource, units) pairs, the resources it names only."""
        return tuple((r, n) for r, n in enumerate(self.cost) if n)


@dataclass(frozen=True)
class Board:
    """A side of a board: its own resource (``base``) and its stages, in building order."""

    name: str                  # "Alexandria A"
    board: str                 # "Alexandria"
    side: str                  # "A" (setup.sides)
    base: Part
    stages: tuple[Part, ...]


@dataclass(frozen=True, eq=False)
class Ruleset(CompiledFrom):
    """Compared and hashed by identity: one per loaded spec (the engine's caches key on it)."""

    spec: ClassicSpec
    cards: tuple[Part, ...]
    boards: tuple[Board, ...]
    resources: tuple[str, ...]
    symbols: tuple[str, ...]
    # the expansions the ruleset plays, composed (oracle.classic.points); none for the base game's variants
    hooks: Hooks = field(default_factory=lambda: NO_HOOKS)

    def card_index(self, name: str) -> int:
        return _card_indexes(self)[name]

    def board_index(self, name: str) -> int:
        return next(i for i, b in enumerate(self.boards) if b.name == name)

    def board_sides(self, board: str) -> tuple[int, int]:
        """The indexes of the two sides of ``board`` (A, B)."""
        a, b = self.spec.boards[board]
        return self.board_index(a), self.board_index(b)

    def age_deck(self, age: int, players: int) -> tuple[int, ...]:
        """setup.decks: the cards of Age ``age`` (1-3) used with ``players``, guilds aside."""
        return tuple(self.card_index(n) for n in self.spec.copies(AGES[age - 1], players))

    @property
    def guilds(self) -> tuple[int, ...]:
        return tuple(self.card_index(n) for n in self.spec.guilds)

    @property
    def rule_options(self) -> tuple[RuleOption, ...]:
        """The rule options the ruleset declares (:mod:`oracle.core.options`)."""
        return self.spec.rule_options

    @property
    def choice(self) -> Choice:
        """The readings of its rule options chosen, other than the defaults, in declared order."""
        return self.spec.choice

    def option(self, name: str) -> str:
        """The reading the rule option ``name`` plays in this ruleset (a name the spec declares)."""
        return _option_values(self)[name]


@lru_cache(maxsize=32)
def any_part_has(rules: Ruleset, power: str) -> bool:
    """Whether any card, board or stage of ``rules`` has the standing power ``power`` (a field of
    :class:`Part`: ``listens``, ``frees``, ``redirects``, ``buys``); when none has, the engine never asks for it."""
    return any(getattr(p, power) for p in (*rules.cards, *(s for b in rules.boards for s in (b.base, *b.stages))))


@lru_cache(maxsize=32)
def lasting_copies(rules: Ruleset) -> bool:
    """effect.copy_ability: whether the copies of ``rules`` are lasting ones, leaving out what a card copied
    does when built (every copy of a ruleset is of one kind: :func:`_check_copy_kinds`)."""
    return any_part_has(rules, "copies_lasting")


@lru_cache(maxsize=8)
def _option_values(rules: Ruleset) -> Mapping[str, str]:
    return values_of(rules.rule_options, rules.choice)


@lru_cache(maxsize=8)
def _card_indexes(rules: Ruleset) -> dict[str, int]:
    return {c.name: i for i, c in enumerate(rules.cards)}


def compile_part(name: str, clauses: tuple[ast.Clause, ...], cost: ast.Cost | None, vocabulary: Vocabulary,
                 colour: str = "", free_with: tuple[ast.Name, ...] = (), chains: tuple[ast.Name, ...] = (),
                 kind: str = "card") -> Part:
    """A card, a board's own clauses or a stage, read construct by construct."""
    resources = vocabulary.resources
    index = {r: i for i, r in enumerate(resources)}
    symbol = {s: i for i, s in enumerate(vocabulary.science_symbols)}
    produce = [0] * len(resources)
    choices: list[tuple[int, ...]] = []
    trades: list[Trade] = []
    shields = 0
    symbols: list[int] = []
    for e in effects_under(clauses, "always"):
        match e:
            case ast.Produce(amount=amount, resource=resource):
                produce[index[resource.value]] += amount
            case ast.ProduceChoice(options=options):
                choices.append(tuple(index[o.value] for o in options))
            case ast.TradeAt(resources=names, price=price, cities=cities):
                trades.append(Trade(frozenset(index[r.value] for r in names), price,
                                    tuple(c.value for c in cities)))
            case ast.Shields(amount=amount):
                shields += amount
            case ast.Science(symbol=s):
                symbols.append(symbol[s.value])
    at_end = effects_under(clauses, "at_end")
    on_build = effects_under(clauses, "when_built")
    waives: list[tuple[str, int]] = []
    frees: list[str] = []
    redirects: list[str] = []
    cheapens: list[tuple[str, int, tuple[str, ...]]] = []
    buys: list[tuple[int, int]] = []
    for e in effects_under(clauses, "always"):
        match e:
            case ast.Discount(amount=amount, target=target):
                for t in (target.colours if target.kind == "cards" else (ast.Name(WONDER),)):
                    waives.append((t.value, amount))
            case ast.BuildAnyFree(names=names):
                frees.extend(n.value for n in names)
            case ast.RedirectPiece(piece=piece):
                redirects.append(piece.value)
            case ast.DiscountCoins(amount=amount, target=target, cities=whose) if target.kind == "cards":
                cheapens.extend((c.value, amount, tuple(w.value for w in whose)) for c in target.colours)
            case ast.BankBuy(units=units, price=price):
                buys.append((price, units))
    need = [0] * len(resources)
    coins = 0
    if cost is not None:
        coins = cost.coins
        for part in cost.resources:
            need[index[part.resource.value]] += part.amount
    return Part(
        name=name, colour=colour, coins=coins, cost=tuple(need),
        free_with=frozenset(s.value for s in free_with), chains=frozenset(s.value for s in chains),
        produce=tuple(produce), choices=tuple(choices), trades=tuple(trades), shields=shields,
        symbols=tuple(symbols), wild_symbols=sum(1 for e in at_end if isinstance(e, ast.ScienceChoice)),
        on_build=on_build, at_end=tuple(e for e in at_end if not isinstance(e, ast.ScienceChoice)),
        plays_last=any(isinstance(e, ast.PlayLastCard) for e in effects_under(clauses, "at_end_of_age")),
        free_build=any(isinstance(e, ast.BuildFree) for e in effects_under(clauses, "once_per_age")),
        free_first_turn=any(isinstance(e, ast.BuildFree) for e in effects_under(clauses, "first_turn_of_age")),
        free_last_turn=any(isinstance(e, ast.BuildFree) for e in effects_under(clauses, "last_turn_of_age")),
        free_new_colour=any(isinstance(e, ast.BuildFreeFirstOfColour) for e in effects_under(clauses, "always")),
        discard_build=any(isinstance(e, ast.BuildFromDiscard) for e in on_build),
        kind=kind, waives=tuple(waives), frees=frozenset(frees), redirects=tuple(redirects),
        listens=tuple(c for c in clauses if c.trigger in WHENEVER), cheapens=tuple(cheapens),
        copies=tuple((e.colour.value, tuple(c.value for c in e.cities)) for e in on_build
                     if isinstance(e, ast.CopyAbility)),
        copies_lasting=any(e.lasting for e in on_build if isinstance(e, ast.CopyAbility)),
        buys=tuple(sorted(buys)),
        coins_by_age=cost.by_age if cost is not None else (),
    )


# effect.whenever: the triggers of clauses run when something happens in the owner's city
WHENEVER = ("on_chain_build", "on_card_build", "on_take_piece", "on_buy", "on_bank_coins")
WONDER = "wonder"       # effect.discount: the target of a discount on wonder stages


# effect.per: what the engine counts (oracle.classic.rules.city.count)
COUNTS = ("cards", "sets", "stages", "piece", "coins")


def _check_counts(spec: ClassicSpec) -> None:
    """effect.per: every count the components make is one the engine counts; another is one
    :class:`SpecError` where it is written (the language has counts for the family's other games)."""
    problems = []
    for component in (*spec.cards, *spec.others, *spec.wonders):
        clauses = (*component.clauses, *(c for s in component.stages for c in s.clauses))
        for clause in clauses:
            for effect in clause.effects:
                for e in (effect, getattr(effect, "then", None), getattr(effect, "otherwise", None)):
                    per = getattr(e, "per", None)
                    if isinstance(per, ast.Per) and per.counted.kind not in COUNTS:
                        pos = per.counted.pos
                        problems.append(SpecProblem(pos.file, pos.line, pos.column,
                                                    f"{component.name}: 7 Wonders counts no "
                                                    f"'{per.counted.kind.replace('_', ' ')}'; its counts are "
                                                    f"cards, sets of cards, wonder stages, pieces and coins"))
    if problems:
        raise SpecError(problems)


def _check_kinds_played(spec: ClassicSpec) -> None:
    """effect.discount_coins, effect.draw_unused, effect.build_from_hand, effect.entomb: the engine prices,
    draws, builds and entombs this way only the components of the kinds an expansion plays (their own hand and deck, a
    price in coins alone), so each of these names a colour such components have; another is one
    :class:`SpecError` where it is written."""
    colours = {c.colour.value for c in spec.others if c.colour}
    problems = []
    for component in (*spec.cards, *spec.others, *spec.wonders):
        for clause in (*component.clauses, *(c for s in component.stages for c in s.clauses)):
            for e in clause.effects:
                named: tuple[ast.Name, ...] = ()
                if isinstance(e, ast.DiscountCoins):
                    named = e.target.colours if e.target.kind == "cards" else (ast.Name(e.target.kind, e.pos),)
                    what = "lowers the price in coins of"
                elif isinstance(e, ast.DrawUnused):
                    named, what = (e.colour,), "draws from the cards left out"
                elif isinstance(e, ast.BuildFromHand):
                    named, what = (e.colour,), "builds from a hand at once"
                elif isinstance(e, ast.Entomb):
                    named, what = (e.colour,), "entombs"
                for n in named:
                    if n.value not in colours:
                        pos = n.pos
                        problems.append(SpecProblem(pos.file, pos.line, pos.column,
                                                    f"{component.name}: the 7 Wonders engine {what} only cards of "
                                                    f"a kind an expansion plays, not {n.value!r} cards"))
    if problems:
        raise SpecError(problems)


def _check_age_costs(spec: ClassicSpec) -> None:
    """Construct coin_cost_by_age: a price that changes with the Age gives one value for each Age of the game;
    another count is one :class:`SpecError` where it is written."""
    problems = [SpecProblem(c.cost.pos.file, c.cost.pos.line, c.cost.pos.column,
                            f"{c.name}: a cost by the Age gives the coins of each of the {len(AGES)} Ages, "
                            f"not {len(c.cost.by_age)} values")
                for c in spec.others if c.cost is not None and c.cost.by_age and len(c.cost.by_age) != len(AGES)]
    if problems:
        raise SpecError(problems)


# effect.take_age_piece, effect.discard_every_piece, effect.discard_chosen_piece: carried out when a component
# of a kind an expansion plays is built (its own round), never for a card or a stage
_TOKEN_EFFECTS = (ast.TakeAgePiece, ast.DiscardEveryPiece, ast.DiscardChosenPiece)


def _check_token_effects(spec: ClassicSpec) -> None:
    """effect.take_age_piece, effect.discard_every_piece, effect.discard_chosen_piece: the effects on the
    conflict tokens are carried out only when a component of a kind an expansion plays is built; one on
    another component is one :class:`SpecError` where it is written."""
    kinds = {c.kind for c in spec.others}
    problems = []
    for component in (*spec.cards, *spec.others, *spec.wonders):
        for clause in (*component.clauses, *(c for s in component.stages for c in s.clauses)):
            for e in clause.effects:
                if not isinstance(e, _TOKEN_EFFECTS):
                    continue
                if component.kind not in kinds:
                    problems.append(SpecProblem(e.pos.file, e.pos.line, e.pos.column,
                                                f"{component.name}: the 7 Wonders engine takes or discards tokens "
                                                f"only when a component of a kind an expansion plays is built"))
    if problems:
        raise SpecError(problems)


def _check_copy_kinds(spec: ClassicSpec) -> None:
    """effect.copy_ability: every copy of a ruleset is of one kind, lasting or not (the engine carries out
    a copy by the ruleset's kind, :func:`lasting_copies`); a copy of the other kind is one :class:`SpecError`
    where it is written."""
    copies = [(component.name, e) for component in (*spec.cards, *spec.others, *spec.wonders)
              for clause in (*component.clauses, *(c for s in component.stages for c in s.clauses))
              for e in clause.effects if isinstance(e, ast.CopyAbility)]
    problems = [SpecProblem(e.pos.file, e.pos.line, e.pos.column,
                            f"{name}: every copy of a ruleset is of one kind; this one is "
                            f"{'lasting' if e.lasting else 'not lasting'}, that of {copies[0][0]} is not")
                for name, e in copies if e.lasting != copies[0][1].lasting]
    if problems:
        raise SpecError(problems)


def compile_ruleset(spec: ClassicSpec) -> Ruleset:
    _check_counts(spec)
    _check_kinds_played(spec)
    _check_age_costs(spec)
    _check_token_effects(spec)
    _check_copy_kinds(spec)
    v = spec.vocabulary
    # the cards, then the components of the kinds the expansions play, which stand in a city like cards
    cards = tuple(compile_part(c.name, c.clauses, c.cost, v, c.colour.value if c.colour else "", c.free_with,
                               c.chains, c.kind) for c in (*spec.cards, *spec.others))
    boards = []
    sides = {name: (board, side) for board, names in spec.boards.items()
             for side, name in zip(spec.sides, names, strict=True)}
    for w in spec.wonders:
        board, side = sides[w.name]
        stages = tuple(compile_part(f"{w.name}, stage {s.number}", s.clauses, s.cost, v)
                       for s in sorted(w.stages, key=lambda s: s.number))
        boards.append(Board(w.name, board, side, compile_part(w.name, w.clauses, None, v), stages))
    return Ruleset(spec=spec, cards=cards, boards=tuple(boards), resources=v.resources, symbols=v.science_symbols,
                   hooks=spec_hooks(spec.variant))


def load_ruleset(folder: str | None = None, variant: str = "standard", choice: Choice = NO_CHOICE) -> Ruleset:
    """The classic ruleset bundled with the oracle (or the one in ``folder``) as ``variant`` plays it,
    with the readings ``choice`` sets of its rule options (:mod:`oracle.core.options`)."""
    return _load_once(folder, variant, tuple(choice))


@lru_cache(maxsize=8)
def _load_once(folder: str | None, variant: str, choice: Choice) -> Ruleset:
    rules = compile_ruleset(load_spec(folder, variant, choice))
    stamp(rules, "classic", variant, folder, rules.choice)
    return rules
