"""An independent model of 7 Wonders Duel, used by the properties to judge the engine.

Everything here is recomputed from the spec *text* — the syntax trees of ``spec/duel/*.wdl``
and the tables of ``game.toml`` — with plain, deliberately naive code.  Nothing calls the
engine's compiled components, profiles or helpers (``oracle.duel.rules.costs``, ``scoring``, ...):
an invariant that compares the engine with itself proves nothing.  The only link to the
engine is the ruleset's name <-> index tables, needed to read a state at all.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from oracle.dsl import ast
from oracle.dsl.parser import parse_file
from oracle.duel import Game
from oracle.duel.state import City, State
from oracle.resources import spec_dir

SPEC = spec_dir("duel")
TOML = tomllib.loads((SPEC / "game.toml").read_text(encoding="utf-8"))
GAME = Game.load()
RULES = GAME.rules

RESOURCES: tuple[str, ...] = tuple(TOML["vocabulary"]["resources"])
R = {r: i for i, r in enumerate(RESOURCES)}
STARTING_COINS: int = TOML["setup"]["starting_coins"]
CARDS_PER_AGE: int = TOML["setup"]["cards_per_age"]
GUILDS_IN_AGE_III: int = TOML["setup"]["guilds_in_age_III"]
WONDER_CAP: int = TOML["wonders"]["cap"]
SUPREMACY: int = TOML["science"]["supremacy_symbols"]
PAIR: int = TOML["science"]["pair_size"]
TRADE_BASE: int = TOML["trade"]["base_price"]
TRADE_COLOURS = frozenset(TOML["trade"]["counted_colours"])
DISCARD_COINS: int = TOML["turn"]["discard_coins"]
DISCARD_COLOUR: str = TOML["turn"]["discard_coins_per_card"]
COINS_PER_POINT: int = TOML["scoring"]["coins_per_point"]
TIE_BREAK: str = TOML["scoring"]["tie_break_colour"]
CAPITAL: int = TOML["military"]["capital"]
FIRST_GAME: tuple[tuple[str, ...], tuple[str, ...]] = (tuple(TOML["setup"]["first_game"]["first"]),
                                                       tuple(TOML["setup"]["first_game"]["second"]))
DRAFT_ORDER: tuple[str, ...] = tuple(seat for round_ in TOML["setup"]["draft_order"] for seat in round_)
AGES = ("I", "II", "III")


# ---- components -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    wonders: bool
    colours: frozenset[str]

    def matches(self, c: Comp) -> bool:
        return c.kind == "wonder" if self.wonders else (c.kind == "card" and c.colour in self.colours)


@dataclass(frozen=True)
class Comp:
    """What the rules say about one component, read from its syntax tree."""

    kind: str
    name: str
    deck: str
    colour: str
    coins: int
    needs: tuple[int, ...]                       # resource units of the cost, per resource
    free_with: frozenset[str]
    chains: frozenset[str]
    produce: tuple[int, ...]
    choices: tuple[tuple[int, ...], ...]
    trade_at: tuple[tuple[int, int], ...]        # (resource, price)
    symbols: tuple[str, ...]
    shields: int
    extra_shields: tuple[tuple[Target, int], ...]
    discounts: tuple[tuple[Target, int], ...]
    receives_trade: bool
    points: tuple[ast.Points, ...]
    chain_bonus: int                             # coins gained whenever the owner builds through a chain
    gains: tuple[ast.GainCoins, ...]             # 'when built' / 'when taken' coins, in source order
    opponent_loses: int
    decisions: tuple[tuple[str, object], ...]    # ('destroy', colour) / ('library', draw) / ('discard_build', None)
    play_again: bool
    grants: tuple[Target, ...]                   # builds of these classes give another turn


def _target(t: ast.Target) -> Target:
    return Target(t.kind == "wonders", frozenset(c.value for c in t.colours))


def _comp(c: ast.Component) -> Comp:
    needs = [0] * len(RESOURCES)
    coins = 0
    if c.cost is not None:
        coins = c.cost.coins
        for part in c.cost.resources:
            needs[R[part.resource.value]] += part.amount
    produce = [0] * len(RESOURCES)
    choices, trade_at, symbols, extra, discounts, points = [], [], [], [], [], []
    shields = 0
    chain_bonus = 0
    receives = False
    gains, decisions, grants = [], [], []
    loses = 0
    play_again = False
    for clause in c.clauses:
        for e in clause.effects:
            if isinstance(e, ast.Produce):
                produce[R[e.resource.value]] += e.amount
            elif isinstance(e, ast.ProduceChoice):
                choices.append(tuple(R[o.value] for o in e.options))
            elif isinstance(e, ast.TradeAt):
                trade_at.extend((R[r.value], e.price) for r in e.resources)
            elif isinstance(e, ast.Science):
                symbols.append(e.symbol.value)
            elif isinstance(e, ast.Shields):
                shields += e.amount
            elif isinstance(e, ast.ExtraShields):
                extra.append((_target(e.target), e.amount))
            elif isinstance(e, ast.Discount):
                discounts.append((_target(e.target), e.amount))
            elif isinstance(e, ast.ReceiveOpponentTrade):
                receives = True
            elif isinstance(e, ast.Points) and clause.trigger == "at_end":
                points.append(e)
            elif isinstance(e, ast.GainCoins) and clause.trigger == "on_chain_build":
                chain_bonus += e.amount
            elif isinstance(e, ast.GainCoins):
                gains.append(e)
            elif isinstance(e, ast.OpponentLosesCoins):
                loses += e.amount
            elif isinstance(e, ast.Destroy):
                decisions.append(("destroy", e.colour.value))
            elif isinstance(e, ast.TakeProgress):
                decisions.append(("library", e.draw))
            elif isinstance(e, ast.BuildFromDiscard):
                decisions.append(("discard_build", None))
            elif isinstance(e, ast.PlayAgain):
                play_again = True
            elif isinstance(e, ast.GrantPlayAgain):
                grants.append(_target(e.target))
    return Comp(
        kind=c.kind, name=c.name, deck=c.deck.value if c.deck else "", colour=c.colour.value if c.colour else "",
        coins=coins, needs=tuple(needs), free_with=frozenset(n.value for n in c.free_with),
        chains=frozenset(n.value for n in c.chains), produce=tuple(produce), choices=tuple(choices),
        trade_at=tuple(trade_at), symbols=tuple(symbols), shields=shields, extra_shields=tuple(extra),
        discounts=tuple(discounts), receives_trade=receives, points=tuple(points), chain_bonus=chain_bonus,
        gains=tuple(gains), opponent_loses=loses, decisions=tuple(decisions), play_again=play_again,
        grants=tuple(grants),
    )


def _load() -> dict[str, Comp]:
    out: dict[str, Comp] = {}
    for path in sorted(SPEC.glob("*.wdl")):
        for c in parse_file(path).components:
            out[c.name] = _comp(c)
    return out


COMPS: dict[str, Comp] = _load()
CARD = {i: COMPS[c.name] for i, c in enumerate(RULES.cards)}
WONDER = {i: COMPS[c.name] for i, c in enumerate(RULES.wonders)}
TOKEN = {i: COMPS[c.name] for i, c in enumerate(RULES.progress)}
DECKS: dict[str, tuple[int, ...]] = {d: tuple(i for i, c in CARD.items() if c.deck == d)
                                     for d in ("I", "II", "III", "guild")}
ALL_CARDS = frozenset(CARD)
LAW = next(i for i, t in TOKEN.items() if "law" in t.symbols)


def city_comps(state: State, player: int) -> list[Comp]:
    """What counts in a city: its cards, its built wonders, its progress tokens (not the cards under wonders)."""
    return city_comps_of(state.cities[player])


def city_comps_of(city: City) -> list[Comp]:
    return ([CARD[c] for c in city.cards] + [WONDER[w] for w, _ in city.built]
            + [TOKEN[t] for t in city.progress])


# ---- costs --------------------------------------------------------------------------------------


def unit_prices(own: list[Comp], opponent: list[Comp]) -> tuple[int, ...]:
    """trade.price / trade.fixed_price, from the two cities."""
    prices = []
    for r in range(len(RESOURCES)):
        fixed = [p for c in own for res, p in c.trade_at if res == r]
        if fixed:
            prices.append(min(fixed))
        else:
            prices.append(TRADE_BASE + sum(c.produce[r] for c in opponent
                                           if c.kind == "card" and c.colour in TRADE_COLOURS))
    return tuple(prices)


@lru_cache(maxsize=200_000)
def brute_force_trade(needs: tuple[int, ...], produce: tuple[int, ...], choices: tuple[tuple[int, ...], ...],
                      prices: tuple[int, ...], discount: int) -> int:
    """The least coins paid for missing units, trying every use of every choice producer and
    every way of spreading the discount over the units still missing."""
    best = None
    n = len(needs)
    for assignment in product(*choices) if choices else [()]:
        have = list(produce)
        for r in assignment:
            have[r] += 1
        missing = [max(0, needs[r] - have[r]) for r in range(n)]
        for spread in product(*(range(m + 1) for m in missing)):
            if sum(spread) > discount:
                continue
            cost = sum((missing[r] - spread[r]) * prices[r] for r in range(n))
            if best is None or cost < best:
                best = cost
    return best or 0


@dataclass(frozen=True)
class ModelPrice:
    coins: int
    trade: int
    chain: bool

    @property
    def total(self) -> int:
        return self.coins + self.trade


def price(comp: Comp, own: list[Comp], opponent: list[Comp]) -> ModelPrice:
    """What ``comp`` costs the owner of ``own``: a chain makes it free, else printed coins + trade."""
    chains = frozenset().union(*(c.chains for c in own if c.kind == "card"))
    if comp.free_with & chains:
        return ModelPrice(0, 0, True)
    produce = tuple(sum(c.produce[r] for c in own) for r in range(len(RESOURCES)))
    choices = tuple(sorted(ch for c in own for ch in c.choices))
    discount = sum(n for c in own for target, n in c.discounts if target.matches(comp))
    trade = brute_force_trade(comp.needs, produce, choices, unit_prices(own, opponent), discount)
    return ModelPrice(comp.coins, trade, False)


# ---- science ------------------------------------------------------------------------------------


def symbols(comps: list[Comp]) -> Counter[str]:
    return Counter(s for c in comps for s in c.symbols)


def pairs(comps: list[Comp]) -> int:
    return sum(1 for n in symbols(comps).values() if n >= PAIR)


def distinct(comps: list[Comp]) -> int:
    return len(symbols(comps))


# ---- military -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Looting:
    side: int        # +1: on player 1's side of the track (player 1 pays)
    distance: int
    coins: int

    @property
    def victim(self) -> int:
        return 1 if self.side > 0 else 0


LOOTING: tuple[Looting, ...] = tuple(Looting(side, z["from"], z["looting"])
                                     for z in TOML["military"]["zones"] if "looting" in z for side in (-1, 1))
ZONES: tuple[tuple[int, int, int], ...] = tuple((z["from"], z["to"], z["points"]) for z in TOML["military"]["zones"])


def military_points(pawn: int, player: int) -> int:
    leader = 0 if pawn > 0 else 1 if pawn < 0 else -1
    if leader != player:
        return 0
    return next((pts for lo, hi, pts in ZONES if lo <= abs(pawn) <= hi), 0)


def shields_of(comp: Comp, owner: list[Comp]) -> int:
    """The spaces a build moves the pawn: its printed shields plus the owner's bonuses for its class."""
    if not comp.shields:
        return 0
    return comp.shields + sum(n for c in owner for target, n in c.extra_shields if target.matches(comp))


# ---- scoring --------------------------------------------------------------------------------------


def _count(per: ast.Per, state: State, player: int) -> int:
    def one(p: int) -> int:
        city = state.cities[p]
        kind = per.counted.kind
        if kind == "cards":
            colours = {n.value for n in per.counted.names}
            n = sum(1 for c in city.cards if CARD[c].colour in colours)
        elif kind == "wonders":
            n = len(city.built)
        elif kind == "progress":
            n = len(city.progress)
        elif kind == "coins":
            n = state.coins[p]
        else:  # pragma: no cover - no other count in Duel
            raise AssertionError(f"unknown count {kind}")
        return n // per.every

    scope = per.scope
    if scope is not None and scope.kind == "most":
        return max(one(0), one(1))
    cities = [n.value for n in scope.cities] if scope is not None else ["own"]
    return sum(one(player if c == "own" else 1 - player) for c in cities)


def gained(comp: Comp, state: State, player: int) -> list[int]:
    """The coins each 'gain' effect of ``comp`` gives once it has joined ``player``'s city in ``state``."""
    return [g.amount * (_count(g.per, state, player) if g.per else 1) for g in comp.gains]


def _points(comp: Comp, state: State, player: int) -> int:
    return sum(p.amount * (_count(p.per, state, player) if p.per else 1) for p in comp.points)


SHEET = ("blue", "green", "yellow", "purple", "wonders", "progress", "coins", "military")


def score(state: State, player: int) -> dict[str, int]:
    """The score sheet, summed from each component's 'at end' points, the treasury and the track."""
    city = state.cities[player]
    parts = dict.fromkeys(SHEET, 0)
    for c in city.cards:
        comp = CARD[c]
        if comp.points:
            parts[comp.colour] = parts.get(comp.colour, 0) + _points(comp, state, player)
    parts["wonders"] = sum(_points(WONDER[w], state, player) for w, _ in city.built)
    parts["progress"] = sum(_points(TOKEN[t], state, player) for t in city.progress)
    parts["coins"] = state.coins[player] // COINS_PER_POINT
    parts["military"] = military_points(state.pawn, player)
    parts["total"] = sum(parts.values())
    return parts


def civilian_winner(state: State) -> int | None:
    """Most points; on a tie most points of the tie-break colour; else shared (None)."""
    sheets = [score(state, 0), score(state, 1)]
    for key in ("total", TIE_BREAK):
        if sheets[0][key] != sheets[1][key]:
            return 0 if sheets[0][key] > sheets[1][key] else 1
    return None


# ---- the structure --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    covered_by: tuple[tuple[int, ...], ...]
    face_up_row: tuple[bool, ...]


def _layout(age: str) -> Layout:
    table = TOML["layouts"][age]
    slots = [(r + 1, c) for r, row in enumerate(table["rows"]) for c in row]
    where = {pos: i for i, pos in enumerate(slots)}
    covered_by = tuple(tuple(where[(r + 1, c + d)] for d in (-1, 1) if (r + 1, c + d) in where) for r, c in slots)
    return Layout(covered_by, tuple(r in table["face_up_rows"] for r, _ in slots))


LAYOUTS = tuple(_layout(a) for a in AGES)


def uncovered(state: State, slot: int) -> bool:
    layout = LAYOUTS[state.age - 1]
    return all(state.structure[s] < 0 for s in layout.covered_by[slot])


def shown(state: State, slot: int) -> bool:
    """A card shows its face when dealt in a face-up row or once nothing covers it."""
    return LAYOUTS[state.age - 1].face_up_row[slot] or uncovered(state, slot)


def first_game_picks() -> tuple[int, ...]:
    """The eight wonders in pick order for the rulebook's first-game split."""
    seats = [list(FIRST_GAME[0]), list(FIRST_GAME[1])]
    picks = []
    for seat in DRAFT_ORDER:
        picks.append(RULES.wonder_index[seats[0 if seat == "first" else 1].pop(0)])
    return tuple(picks)
