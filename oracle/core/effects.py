"""The effect runtime: validated DSL components compiled into :class:`~oracle.core.components.Component`
values, and their triggered effects run during a move.

Each construct becomes either a contribution to the owner's city profile (``always``
effects), a plain callable run when the component enters a city (``when built`` /
``when taken``, and ``whenever build through chain``), or a scorer (``at end``).

A triggered effect acts on the game through its *runtime*: the game's scratch pad of a move
(Duel's :class:`~oracle.duel.runtime.Runtime`), which gives each construct its meaning in that game
by a method of the construct's name (:data:`RUNTIME_METHODS`): ``shields`` moves Duel's
conflict pawn, and will add to a city's strength in the original game.  A construct whose
method the game's runtime lacks is refused with its position: the game gives it no meaning.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from oracle.core.components import Component, Extras, Instant, Passive, Price, Scorer, TargetDef
from oracle.core.relations import seats
from oracle.dsl import ast
from oracle.dsl.printer import TRIGGER_WORDS
from oracle.dsl.vocabulary import Vocabulary
from oracle.errors import SpecError, SpecProblem


class Constants(Protocol):
    """What the compiler needs of a game's constants."""

    @property
    def trade_colours(self) -> frozenset[int]:
        """Colours whose production counts in trade prices (Duel's trade.price)."""

# construct -> the method of the game's runtime that gives it its meaning
RUNTIME_METHODS: dict[str, str] = {
    "gain_coins": "gain",
    "opponent_loses_coins": "lose",
    "shields": "shields",
    "play_again": "play_again",
    "destroy": "offer_destroy",
    "take_progress": "offer_progress",
    "build_from_discard": "offer_discard_build",
    # 7 Wonders Duel's Pantheon
    "gain_coins_on_card": "gain_on_card",
    "draw_progress": "lay_progress",
    "steal_card": "offer_steal_card",
    "steal_wonder": "offer_steal_wonder",
    "copy_science": "offer_copy_science",
    "discard_from_structure": "offer_structure_discard",
    "unbuild_wonder": "offer_unbuild",
    "build_wonder_from_discard": "offer_wonder_from_discard",
    "place_blocker": "offer_blocker",
    "discard_tokens": "offer_discard_tokens",
    "loot": "offer_loot",
    "invoke": "invoke",
    # 7 Wonders Duel's Agora
    "place_influence": "offer_place_influence",
    "move_influence": "offer_move_influence",
    "remove_influence": "offer_remove_influence",
    "senate_actions": "offer_senate_actions",
    "conspirator_action": "offer_conspirator_action",
    "take_half_coins": "take_half_coins",
    "build_top_row": "offer_top_row_build",
    "build_set_aside": "offer_set_aside_build",
    "remove_wonder": "offer_wonder_removal",
    "swap_card": "offer_card_swap",
    "lock_progress": "offer_token_lock",
    "move_decree": "offer_decree_move",
    "discard_accessible": "offer_accessible_discard",
    "conspire": "conspire",
    "trigger_unprepared": "offer_unprepared_trigger",
    "shields_to": "shields_to",
}

# counts that only the game's runtime can make (7 Wonders Duel's Pantheon): the coins lying on the
# component, the tokens its owner holds, the spaces the pawn just moved; the runtime's ``counter``
# gives each as a function of a state (or a move's pad) and a player
RUNTIME_COUNTS = ("card_coins", "tokens", "spaces", "age", "influence")

# A count: (coins, cities, player) -> number, for a 'per' clause.
Count = Callable[[Sequence[int], Sequence[object], int], int]


def _unsupported(what: str, pos: ast.Pos, game: str = "this game") -> SpecError:
    return SpecError(SpecProblem(pos.file, pos.line, pos.column,
                                 f"'{what}' is not part of {game}; its engine cannot interpret it"))


def run_instants(t: Any, player: int, component: Component) -> None:
    """Apply the 'when built' / 'when taken' effects of ``component`` for ``player``, in source
    order; once the game is over (a supremacy), nothing more applies."""
    for effect in component.instant:
        if t.over:
            return
        effect(t, player)


class _Compiler:
    def __init__(self, vocabulary: Vocabulary, constants: Constants, runtime: type | None, game: str):
        self.v = vocabulary
        self.constants = constants
        self.runtime = runtime
        self.game = game
        self.resource = {r: i for i, r in enumerate(vocabulary.resources)}
        self.colour = {c: i for i, c in enumerate(vocabulary.colours)}
        self.symbol = {s: i for i, s in enumerate(vocabulary.science_symbols)}

    # -- shared pieces ------------------------------------------------------------------------
    def target(self, t: ast.Target) -> TargetDef:
        return TargetDef(t.kind == "wonders", frozenset(self.colour[c.value] for c in t.colours))

    def count(self, per: ast.Per) -> Count:
        """effect.per: the number a 'per' clause multiplies by, for a player in a position."""
        counted, every = per.counted, per.every
        if counted.kind == "cards":
            colours = tuple(self.colour[n.value] for n in counted.names)

            def one(coins: Sequence[int], cities: Sequence[object], p: int) -> int:
                profile = cities[p].profile  # type: ignore[attr-defined]
                return sum(profile.colours[c] for c in colours)
        elif counted.kind == "wonders":
            def one(coins: Sequence[int], cities: Sequence[object], p: int) -> int:
                return len(cities[p].built)  # type: ignore[attr-defined]
        elif counted.kind == "progress":
            def one(coins: Sequence[int], cities: Sequence[object], p: int) -> int:
                return len(cities[p].progress)  # type: ignore[attr-defined]
        elif counted.kind == "coins":
            def one(coins: Sequence[int], cities: Sequence[object], p: int) -> int:
                return coins[p] // every
        elif counted.kind == "stages":
            raise _unsupported("per wonder stage", counted.pos, self.game)
        elif counted.kind == "sets":
            raise _unsupported("per set of cards", counted.pos, self.game)
        elif counted.kind in RUNTIME_COUNTS:
            raise _unsupported(f"per {counted.kind.replace('_', ' ')} here", counted.pos, self.game)
        else:
            what = counted.names[0].value if counted.names else counted.kind
            raise _unsupported(f"per {what}", counted.pos, self.game)
        scope = per.effective_scope
        if scope.kind == "most":
            return lambda coins, cities, p: max(one(coins, cities, q) for q in range(len(cities)))
        relations = tuple(city.value for city in scope.cities)
        if relations == ("own",):
            return one
        return lambda coins, cities, p: sum(one(coins, cities, q) for relation in relations
                                            for q in seats(relation, p, len(cities)))

    def runtime_count(self, per: ast.Per) -> Callable[[Any, int], int] | None:
        """effect.per for the counts only the game's runtime makes (RUNTIME_COUNTS): a function of a
        state or a move's pad and a player; ``None`` for every other count."""
        counted = per.counted
        if counted.kind not in RUNTIME_COUNTS:
            return None
        counter = getattr(self.runtime, "counter", None)
        if counter is None:
            raise _unsupported(f"per {counted.kind.replace('_', ' ')}", counted.pos, self.game)
        every = per.every
        made: Callable[[Any, int], int] | None = counter(counted.kind, tuple(n.value for n in counted.names))
        if made is None:
            raise _unsupported(f"per {counted.kind.replace('_', ' ')}", counted.pos, self.game)
        one = made
        return one if every == 1 else lambda at, p: one(at, p) // every

    # -- 'when built' / 'when taken' / 'whenever ...' ---------------------------------------------
    def supported(self, construct: str, pos: ast.Pos) -> None:
        """Refuse ``construct`` unless the game's runtime gives it a meaning."""
        method = RUNTIME_METHODS.get(construct)
        if self.runtime is not None and (method is None or not hasattr(self.runtime, method)):
            raise _unsupported(construct.replace("_", " "), pos, self.game)

    def instant(self, e: ast.Effect, me: list[Component]) -> tuple[Instant, bool]:
        """A callable applying ``e`` through the game's runtime; the flag tells whether it is a
        play-again effect."""
        self.supported(e.construct, getattr(e, "pos", ast.NOWHERE))
        match e:
            case ast.GainCoins(amount=amount, per=None):
                def gain(t: Any, p: int) -> None:
                    t.gain(p, amount, me[0].name)
                return gain, False
            case ast.GainCoins(amount=amount, per=per) if per is not None and self.runtime_count(per) is not None:
                hooked = self.runtime_count(per)
                assert hooked is not None

                def gain_hooked(t: Any, p: int) -> None:
                    t.gain(p, amount * hooked(t, p), me[0].name)
                return gain_hooked, False
            case ast.GainCoins(amount=amount, per=per) if per is not None:
                count = self.count(per)

                def gain_per(t: Any, p: int) -> None:
                    t.gain(p, amount * count(t.coins, t.cities, p), me[0].name)
                return gain_per, False
            case ast.OpponentLosesCoins(city=city, amount=amount, per=per) if per is not None:
                relation, counted = city.value, self.runtime_count(per)
                if counted is None:
                    raise _unsupported("loses ... per ...", per.pos, self.game)

                def city_loses_per(t: Any, p: int) -> None:
                    n = counted(t, p)
                    for q in seats(relation, p, len(t.cities)):
                        t.lose(q, amount * n, me[0].name)
                return city_loses_per, False
            case ast.OpponentLosesCoins(city=city, amount=amount):
                relation = city.value

                def city_loses(t: Any, p: int) -> None:
                    for q in seats(relation, p, len(t.cities)):
                        t.lose(q, amount, me[0].name)
                return city_loses, False
            case ast.Shields(amount=amount):
                def shields(t: Any, p: int) -> None:
                    t.shields(p, amount, me[0])
                return shields, False
            case ast.ShieldsTo(amount=amount, city=city):
                relation = city.value

                def shields_to(t: Any, p: int) -> None:
                    t.shields_to(p, relation, amount, me[0])
                return shields_to, False
            case ast.PlayAgain():
                def play_again(t: Any, p: int) -> None:
                    t.play_again(p, me[0].name)
                return play_again, True
            case ast.Destroy(city=city, colour=colour):
                index, relation = self.colour[colour.value], city.value

                def destroy(t: Any, p: int) -> None:
                    t.offer_destroy(p, index, relation)
                return destroy, False
            case ast.TakeProgress(keep=keep, source=source, pos=pos) if source.value == "card":
                if keep != 1 or not hasattr(self.runtime, "offer_card_progress"):
                    raise _unsupported(f"take {keep} progress token from card", pos, self.game)

                def take_from_card(t: Any, p: int) -> None:
                    t.offer_card_progress(p, me[0])
                return take_from_card, False
            case ast.TakeProgress(keep=keep, draw=draw, pos=pos):
                if keep != 1:
                    raise _unsupported(f"take {keep} of {draw}", pos, self.game)

                def take_progress(t: Any, p: int) -> None:
                    t.offer_progress(p, draw)
                return take_progress, False
            case ast.BuildFromDiscard():
                def from_discard(t: Any, p: int) -> None:
                    t.offer_discard_build(p)
                return from_discard, False
        pantheon = self.pantheon_instant(e, me)
        if pantheon is not None:
            return pantheon, False
        raise _unsupported(e.construct.replace("_", " "), getattr(e, "pos", ast.NOWHERE), self.game)

    def pantheon_instant(self, e: ast.Effect, me: list[Component]) -> Instant | None:
        """The constructs of 7 Wonders Duel's Pantheon: each hands its choice or its change to the
        runtime method of its name (RUNTIME_METHODS), with the component it belongs to."""
        match e:
            case ast.GainCoinsOnCard(amount=amount):
                return lambda t, p: t.gain_on_card(p, amount, me[0])
            case ast.DrawProgress(amount=amount, source=source):
                if source.value != "box":
                    raise _unsupported(f"draw ... from {source.value}", source.pos, self.game)
                return lambda t, p: t.lay_progress(me[0], amount)
            case ast.StealCard(city=city, colours=colours):
                relation, wanted = city.value, frozenset(self.colour[c.value] for c in colours)
                return lambda t, p: t.offer_steal_card(p, relation, wanted)
            case ast.StealWonder(city=city):
                relation = city.value
                return lambda t, p: t.offer_steal_wonder(p, relation)
            case ast.CopyScience(city=city, colour=colour):
                relation, index = city.value, self.colour[colour.value]
                return lambda t, p: t.offer_copy_science(p, relation, index)
            case ast.DiscardFromStructure():
                return lambda t, p: t.offer_structure_discard(p)
            case ast.UnbuildWonder(cities=cities):
                relations = tuple(c.value for c in cities)
                return lambda t, p: t.offer_unbuild(p, relations)
            case ast.BuildWonderFromDiscard():
                return lambda t, p: t.offer_wonder_from_discard(p)
            case ast.PlaceBlocker():
                return lambda t, p: t.offer_blocker(p)
            case ast.DiscardTokens(amount=amount, piece=piece):
                kind = piece.value
                return lambda t, p: t.offer_discard_tokens(p, kind, amount)
            case ast.Loot(city=city, amount=amount, piece=piece):
                relation, kind = city.value, piece.value
                return lambda t, p: t.offer_loot(p, relation, kind, amount)
            case ast.Invoke(source=source):
                return lambda t, p: t.invoke(p, source, me[0].name)
            case ast.PlaceInfluence(amount=amount, section=section):
                where = None if section is None else section.value
                return lambda t, p: t.offer_place_influence(p, where, amount)
            case ast.MoveInfluence(amount=amount):
                return lambda t, p: t.offer_move_influence(p, amount)
            case ast.RemoveInfluence(amount=amount, city=city):
                relation = city.value
                return lambda t, p: t.offer_remove_influence(p, relation, amount)
            case ast.SenateActions(section=section):
                where = section.value
                return lambda t, p: t.offer_senate_actions(p, where)
            case ast.ConspiratorAction():
                return lambda t, p: t.offer_conspirator_action(p)
            case ast.RemoveWonder(city=city):
                relation = city.value
                return lambda t, p: t.offer_wonder_removal(p, relation)
            case ast.SwapCard(colours=colours, city=city):
                relation, wanted = city.value, frozenset(self.colour[c.value] for c in colours)
                return lambda t, p: t.offer_card_swap(p, relation, wanted)
            case ast.LockProgress():
                return lambda t, p: t.offer_token_lock(p, me[0].index)
            case ast.Conspire():
                return lambda t, p: t.conspire(p)
            case ast.MoveDecree():
                return lambda t, p: t.offer_decree_move(p)
            case ast.DiscardAccessible(least=least, most=most):
                return lambda t, p: t.offer_accessible_discard(p, least, most)
            case ast.TriggerUnprepared():
                return lambda t, p: t.offer_unprepared_trigger(p)
            case ast.BuildTopRow():
                return lambda t, p: t.offer_top_row_build(p)
            case ast.BuildSetAside():
                return lambda t, p: t.offer_set_aside_build(p)
            case ast.TakeHalfCoins(city=city):
                relation = city.value
                return lambda t, p: t.take_half_coins(p, relation, me[0].name)
        return None

    # -- 'at end' ------------------------------------------------------------------------------
    def scorer(self, e: ast.Effect, me: list[Component]) -> Scorer:
        match e:
            case ast.Points(amount=amount, per=per) if per is not None and self.runtime_count(per) is not None:
                hooked = self.runtime_count(per)
                assert hooked is not None
                return lambda state, p: amount * hooked(state, p)
            case ast.PointsBySet(amounts=amounts, deck=deck, pos=pos):
                cards_of = getattr(self.runtime, "cards_of_deck", None)
                if cards_of is None:
                    raise _unsupported("points by set", pos, self.game)
                name = deck.value

                def by_set(state: Any, p: int) -> int:
                    """effect.points_by_set: the set scores once, on the first of its cards the city built."""
                    cards = cards_of(state, p, name)
                    if not cards or cards[0] != me[0].index:
                        return 0
                    return amounts[min(len(cards), len(amounts)) - 1]
                return by_set
            case ast.Points(amount=amount, per=None):
                return lambda state, p: amount
            case ast.Points(amount=amount, per=per) if per is not None:
                count = self.count(per)
                return lambda state, p: amount * count(state.coins, state.cities, p)
        raise _unsupported(e.construct.replace("_", " "), getattr(e, "pos", ast.NOWHERE), self.game)

    # -- 'always' --------------------------------------------------------------------------------
    def passive(self, c: ast.Component, colour: int, me: list[Component]) -> tuple[Passive, tuple[int, ...]]:
        n = len(self.v.resources)
        production = [0] * n
        weight = [0] * n
        counted = colour in self.constants.trade_colours
        choices: list[tuple[int, ...]] = []
        fixed: list[tuple[int, int]] = []
        symbols: list[int] = []
        extra: list[tuple[TargetDef, int]] = []
        discounts: list[tuple[TargetDef, int]] = []
        receives = False
        grants: list[TargetDef] = []
        chain_price: int | None = None
        activation_discount = senate_bonus = 0
        cheaper = [0] * n
        either: list[tuple[TargetDef, int]] = []
        opponent_chains = False
        free_decks: set[str] = set()
        keep_drawn = False
        replay_after: list[str] = []
        for e in c.effects("always"):
            match e:
                case ast.Produce(amount=amount, resource=resource):
                    production[self.resource[resource.value]] += amount
                    if counted:
                        weight[self.resource[resource.value]] += amount
                case ast.ProduceChoice(options=options):
                    choices.append(tuple(self.resource[o.value] for o in options))
                case ast.TradeAt(cities=cities, pos=pos) if cities:
                    raise _unsupported("trade ... from ...", pos, self.game)
                case ast.TradeAt(resources=resources, price=price):
                    fixed.extend((self.resource[r.value], price) for r in resources)
                case ast.Science(symbol=symbol):
                    symbols.append(self.symbol[symbol.value])
                case ast.ExtraShields(amount=amount, target=target):
                    extra.append((self.target(target), amount))
                case ast.Discount(amount=amount, target=target):
                    discounts.append((self.target(target), amount))
                case ast.ReceiveOpponentTrade(city=city):
                    if city.value != "opponent":
                        raise _unsupported(f"receive {city.value} trade", city.pos, self.game)
                    receives = True
                case ast.GrantPlayAgain(target=target):
                    grants.append(self.target(target))
                case ast.ChainPrice(coins=coins, pos=pos):
                    self.extras_supported("build chain cards for ...", pos)
                    chain_price = coins if chain_price is None else min(chain_price, coins)
                case ast.DiscountCoins(amount=amount, pos=pos):
                    self.extras_supported("discount ... coins on divinities", pos)
                    activation_discount += amount
                case ast.SenateBonus(amount=amount, pos=pos):
                    self.extras_supported("politician actions count ... extra cards", pos)
                    senate_bonus += amount
                case ast.TradeCheaper(resources=resources, amount=amount, pos=pos):
                    self.extras_supported("trade ... cheaper", pos)
                    for r in resources:
                        cheaper[self.resource[r.value]] += amount
                case ast.DiscountEither(amount=amount, target=target, pos=pos):
                    self.extras_supported("discount ... resources or coins", pos)
                    either.append((self.target(target), amount))
                case ast.ChainFrom(city=city, pos=pos):
                    self.extras_supported("build through ... chain", pos)
                    if city.value != "opponent":
                        raise _unsupported(f"build through {city.value} chain", city.pos, self.game)
                    opponent_chains = True
                case ast.DeckFree(deck=deck, pos=pos):
                    self.extras_supported(f"build {deck.value} cards free", pos)
                    free_decks.add(deck.value)
                case ast.KeepBoth(pos=pos):
                    self.extras_supported("keep both conspiracies", pos)
                    keep_drawn = True
                case ast.ConspiratorReplay(pos=pos):
                    self.extras_supported("play again after conspirator action", pos)
                    replay_after.append(c.name)
                case _:
                    raise _unsupported(e.construct.replace("_", " "), getattr(e, "pos", ast.NOWHERE), self.game)
        on_chain = tuple(self.instant(e, me)[0] for e in c.effects("on_chain_build"))
        on_push = tuple(self.instant(e, me)[0] for e in c.effects("on_push"))
        on_build = self.on_build(c, me)
        on_discard = tuple(self.instant(e, me)[0] for e in c.effects("on_discard"))
        if (on_build or on_discard) and c.clauses:
            self.extras_supported("whenever any city builds / whenever discarding", c.clauses[0].pos)
        trade_cheaper = tuple(cheaper) if any(cheaper) else ()
        extras = Extras(chain_price, activation_discount, on_push, on_build, on_discard, senate_bonus, trade_cheaper,
                        tuple(either), opponent_chains, frozenset(free_decks), keep_drawn, tuple(replay_after)) \
            if (chain_price is not None or activation_discount or on_push or on_build or on_discard or senate_bonus
                or trade_cheaper or either or opponent_chains or free_decks or keep_drawn or replay_after) else None
        passive = Passive(
            production=tuple(production), choices=tuple(choices), trade_weight=tuple(weight),
            fixed_prices=tuple(fixed), symbols=tuple(symbols),
            chains=frozenset(s.value for s in c.chains), extra_shields=tuple(extra),
            discounts=tuple(discounts), receives_opponent_trade=receives,
            play_again_for=tuple(grants), on_chain_build=on_chain, extras=extras,
        )
        return passive, tuple(symbols)

    def on_build(self, c: ast.Component, me: list[Component]) -> tuple[tuple[TargetDef, Instant], ...]:
        """effect.on_any_build / effect.on_any_wonder: each effect run for the owner when either player
        builds a card of the colours named, or a wonder, with the builds it waits for."""
        found: list[tuple[TargetDef, Instant]] = []
        for clause in c.clauses:
            if clause.trigger == "on_any_build":
                target = TargetDef(False, frozenset(self.colour[n.value] for n in clause.taken))
            elif clause.trigger == "on_any_wonder":
                target = TargetDef(True, frozenset())
            else:
                continue
            found.extend((target, self.instant(e, me)[0]) for e in clause.effects)
        return tuple(found)

    def extras_supported(self, what: str, pos: ast.Pos) -> None:
        """Refuse a lasting effect of 7 Wonders Duel's Pantheon (Extras) unless the game's runtime
        gives it a meaning."""
        if self.runtime is not None and not getattr(self.runtime, "EXTRAS", False):
            raise _unsupported(what, pos, self.game)

    def component(self, c: ast.Component, index: int, kind: str | None = None) -> Component:
        """``c`` compiled (``kind``: what to call it, when it is a stage of a wonder)."""
        triggers = getattr(self.runtime, "TRIGGERS", None)
        for clause in c.clauses:
            if triggers is not None and clause.trigger not in triggers:
                raise _unsupported(TRIGGER_WORDS[clause.trigger], clause.pos, self.game)
        if c.stages and self.runtime is not None and not getattr(self.runtime, "STAGES", False):
            raise _unsupported("stage", c.stages[0].pos, self.game)
        stages = tuple(self.component(dataclasses.replace(c, name=f"{c.name}, stage {stage.number}", cost=stage.cost,
                                                          clauses=stage.clauses, stages=(), chains=(), free_with=(),
                                                          pos=stage.pos), stage.number, "stage")
                       for stage in c.stages)
        me: list[Component] = []
        colour = self.colour[c.colour.value] if c.colour is not None else -1
        passive, symbols = self.passive(c, colour, me)
        compiled = [self.instant(e, me) for trigger in ("when_built", "when_taken", "when_activated", "when_triggered")
                    for e in c.effects(trigger)]
        resources = [0] * len(self.v.resources)
        coins = 0
        if c.cost is not None:
            coins = c.cost.coins
            for part in c.cost.resources:
                resources[self.resource[part.resource.value]] += part.amount
        component = Component(
            kind=kind or c.kind, index=index, name=c.name, source=c,
            deck=c.deck.value if c.deck is not None else "",
            colour=colour, coins=coins,
            resources=tuple(resources) if any(resources) else (),
            needs=tuple((r, n) for r, n in enumerate(resources) if n),
            printed_price=Price(coins, 0),
            free_with=frozenset(s.value for s in c.free_with),
            passive=passive,
            instant=tuple(fx for fx, _ in compiled),
            scorers=tuple(self.scorer(e, me) for e in c.effects("at_end")),
            play_again=any(flag for _, flag in compiled),
            symbols=symbols,
            stages=stages,
            on_reveal=tuple(self.instant(e, me)[0] for e in c.effects("when_revealed")),
            on_draft=tuple(self.instant(e, me)[0] for e in c.effects("when_drafted")),
            on_gain=tuple(self.instant(e, me)[0] for e in c.effects("when_gained")),
            on_lose=tuple(self.instant(e, me)[0] for e in c.effects("when_lost")),
        )
        me.append(component)
        return component


def compile_components(components: Sequence[ast.Component], vocabulary: Vocabulary, constants: Constants,
                       runtime: type | None = None, game: str = "this game",
                       ) -> tuple[tuple[Component, ...], tuple[Component, ...], tuple[Component, ...]]:
    """Compile every component for a game whose runtime is ``runtime`` (constructs it gives no
    meaning are refused); cards are ordered by deck (I, II, III, guild) then source order."""
    compiler = _Compiler(vocabulary, constants, runtime, game)
    deck_order = {d: i for i, d in enumerate(vocabulary.decks)}
    card_asts = sorted((c for c in components if c.kind == "card"), key=lambda c: deck_order[c.deck.value])  # type: ignore[union-attr]
    cards = tuple(compiler.component(c, i) for i, c in enumerate(card_asts))
    wonders = tuple(compiler.component(c, i)
                    for i, c in enumerate(c for c in components if c.kind == "wonder"))
    tokens = tuple(compiler.component(c, i)
                   for i, c in enumerate(c for c in components if c.kind == "progress"))
    return cards, wonders, tokens


def compile_kind(components: Sequence[ast.Component], kind: str, vocabulary: Vocabulary, constants: Constants,
                 runtime: type | None = None, game: str = "this game") -> tuple[Component, ...]:
    """The components of ``kind`` (one an expansion plays: 7 Wonders Duel's Agora's Decrees) compiled
    in source order."""
    compiler = _Compiler(vocabulary, constants, runtime, game)
    return tuple(compiler.component(c, i) for i, c in enumerate(c for c in components if c.kind == kind))


def compile_divinities(components: Sequence[ast.Component], vocabulary: Vocabulary, constants: Constants,
                       runtime: type | None = None, game: str = "this game") -> tuple[Component, ...]:
    """The divinities among ``components`` (7 Wonders Duel's Pantheon), compiled in source order: what
    they do when activated is their ``instant``, when turned face up their ``on_reveal``."""
    compiler = _Compiler(vocabulary, constants, runtime, game)
    return tuple(compiler.component(c, i)
                 for i, c in enumerate(c for c in components if c.kind == "divinity"))
