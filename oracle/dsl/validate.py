"""Check parsed components against a game's vocabulary.

The validator reports every problem it finds, each as ``file:line:col: message``:
unknown names (with a suggestion when a known word is close), effects used under a trigger
that cannot carry them, impossible counts, dangling chains, duplicate component names and
decks whose size differs from the game's.
"""

from __future__ import annotations

from collections.abc import Sequence

from oracle.dsl import ast
from oracle.dsl.printer import TRIGGER_WORDS
from oracle.dsl.vocabulary import Vocabulary
from oracle.errors import SpecError, SpecProblem
from oracle.text import shown, suggestion, unprintable

INSTANT = ast.INSTANT
ALLOWED_TRIGGERS = ast.ALLOWED_TRIGGERS


# The largest amount an effect or a cost may name (coins, points, shields, units...).
MAX_AMOUNT = 1000
# The longest name a component may have; names are shown in messages, records and the docs.
MAX_NAME_LENGTH = 100

KIND_WORDS = {"card": "card", "wonder": "wonder", "progress": "progress token", "divinity": "divinity",
              "decree": "Decree", "token": "military token",
              "conspiracy": "Conspiracy", "leader": "leader"}
PLURAL_WORDS = {"card": "cards", "wonder": "wonders", "progress": "progress tokens", "divinity": "divinities",
                "decree": "Decrees", "token": "military tokens",
                "conspiracy": "Conspiracies", "leader": "leaders"}
# counts of 7 Wonders Duel's Pantheon, which look at no city: what they count as written
SCOPELESS = {"card_coins": "per coin on card", "tokens": "per ... token", "spaces": "per space", "age": "per age",
             "influence": "per ... influence"}


# what a condition on a count may count (effect.more_than, effect.count_is): what a city holds, by kind
CITY_COUNTS = {"cards": "cards of some colours", "sets": "complete sets", "stages": "wonder stages",
               "coins": "coins", "piece": "a piece"}


class _Checker:
    def __init__(self, vocabulary: Vocabulary, game_file: str):
        self.v = vocabulary
        self.game_file = game_file
        self.problems: list[SpecProblem] = []

    def problem(self, pos: ast.Pos, message: str) -> None:
        self.problems.append(SpecProblem(pos.file, pos.line, pos.column, message))

    def name(self, name: ast.Name, known: Sequence[str], what: str) -> bool:
        if name.value in known:
            return True
        self.problem(name.pos, f"unknown {what} {shown(name.value)}{suggestion(name.value, known)}")
        return False

    def amount(self, n: int, pos: ast.Pos, what: str, minimum: int = 1) -> None:
        if n < minimum:
            self.problem(pos, f"{what} must be at least {minimum}, not {n}")
        elif n > MAX_AMOUNT:
            self.problem(pos, f"{what} must be at most {MAX_AMOUNT}, not {n}")

    def distinct(self, names: Sequence[ast.Name], what: str) -> None:
        seen: set[str] = set()
        for n in names:
            if n.value in seen:
                self.problem(n.pos, f"{what} {shown(n.value)} is listed twice")
            seen.add(n.value)

    # -- pieces of effects ----------------------------------------------------------------
    def cost(self, cost: ast.Cost, kind: str = "stage", owner: str = "") -> None:
        self.amount(cost.coins, cost.pos, "a coin cost", minimum=0)
        for n in cost.by_age:
            self.amount(n, cost.pos, "a coin cost", minimum=0)
        if cost.by_age and kind != "leader":
            self.problem(cost.pos, f"{owner + ': ' if owner else ''}only a leader's cost changes with the Age "
                                   f"(leaders.age_cost); write a number of coins")
        if cost.mix:
            self.amount(cost.units, cost.pos, "a number of resources")
        for part in cost.resources:
            self.name(part.resource, self.v.resources, "resource")
            self.amount(part.amount, part.pos, "a resource amount")

    def colours(self, names: Sequence[ast.Name]) -> None:
        for n in names:
            self.name(n, self.v.colours, "colour")
        self.distinct(names, "colour")

    def target(self, target: ast.Target) -> None:
        if target.kind == "cards":
            self.colours(target.colours)
        elif target.kind == "divinities":
            self.divinities(target.pos)

    def divinities(self, pos: ast.Pos) -> bool:
        """Whether this game has divinities (a list of mythologies); a problem at ``pos`` if not."""
        if self.v.mythologies:
            return True
        self.problem(pos, "this game has no divinities (its [vocabulary].mythologies is empty)")
        return False

    def senate(self, pos: ast.Pos) -> bool:
        """Whether this game has a Senate (a list of its sections); a problem at ``pos`` if not."""
        if self.v.senate_sections:
            return True
        self.problem(pos, "this game has no Senate (its [vocabulary].senate_sections is empty)")
        return False

    def decks(self, choice: ast.DeckChoice, pos: ast.Pos) -> None:
        """The deck places an effect takes from are places of this game's table."""
        if not self.v.deck_places:
            self.problem(pos, "this game has no deck places to take cards from (its [vocabulary].deck_places is empty)")
            return
        for place in choice.places:
            self.name(place, self.v.deck_places, "deck place")
        self.distinct(choice.places, "deck place")

    def cities(self, cities: Sequence[ast.Name]) -> None:
        """City relations of this game's vocabulary, each named once."""
        for city in cities:
            self.name(city, self.v.cities, "city")
        self.distinct(cities, "city")

    def per(self, per: ast.Per, trigger: str) -> None:
        self.amount(per.every, per.pos, "'per' count")
        counted = per.counted
        if counted.kind in SCOPELESS and per.scope is not None:
            self.problem(per.scope.pos, f"'{SCOPELESS[counted.kind]}' looks at no city; remove 'in ...'")
        if counted.kind == "spaces" and trigger != "on_push":
            self.problem(counted.pos, f"'per space' counts the spaces the conflict pawn has just moved, so it "
                                      f"belongs under 'whenever pushing', not '{TRIGGER_WORDS[trigger]}'")
        elif counted.kind == "tokens":
            for n in counted.names:
                self.name(n, self.v.token_kinds, "kind of token")
            self.distinct(counted.names, "kind of token")
        elif counted.kind in ("cards", "sets"):     # a set: two colours or more, as the grammar has it
            self.colours(counted.names)
        elif counted.kind == "piece":
            name = counted.names[0]
            known = (*self.v.pieces, *self.v.colours)
            if name.value in self.v.colours:
                self.problem(name.pos, f"count '{name.value}' cards as '{name.value} card'")
            else:
                self.name(name, known, "countable thing")
        elif counted.kind == "icons":
            self.name(counted.names[0], self.v.icons, "icon")
        elif counted.kind == "influence" and self.senate(counted.pos):
            self.name(counted.names[0], self.v.cities, "city")
        if per.every != 1 and counted.kind != "coins":
            self.problem(per.pos, "'per N' groups only coins (e.g. 'per 3 coins')")
        if per.scope is not None and per.scope.kind == "cities":
            self.cities(per.scope.cities)

    def test(self, condition: ast.MoreThan | ast.CountIs, trigger: str, owner: str) -> None:
        """effect.more_than, effect.count_is: a test of a count of the owner's city, a construct the game's
        [vocabulary.effects] lists, read at the end; it counts what a city holds (cards of some colours,
        complete sets, wonder stages, coins or a piece), and compares the city with others than itself."""
        construct = condition.construct
        uses = self.v.effects
        words = construct.replace("_", " ")
        if uses is not None and construct not in uses:
            self.problem(condition.pos, f"{owner}: the condition '{words}' is not one of this game's (its "
                                        f"[vocabulary.effects] does not list it)")
            return
        allowed = uses[construct] if uses is not None else ast.CONDITION_TRIGGERS[construct]
        allowed = tuple(t for t in allowed if t in ast.CONDITION_TRIGGERS[construct])
        if trigger not in allowed:
            where = ", ".join(f"'{TRIGGER_WORDS[t]}'" for t in allowed) or "no trigger of this game"
            self.problem(condition.pos, f"{owner}: the condition '{words}' cannot be tested under "
                                        f"'{TRIGGER_WORDS[trigger]}'; it belongs under {where}")
        counted = condition.counted
        if counted.kind not in CITY_COUNTS:
            self.problem(counted.pos, f"a condition counts what a city holds ({', '.join(CITY_COUNTS.values())}), "
                                      f"not '{counted.kind.replace('_', ' ')}'")
            return
        self.per(ast.Per(1, counted, None, condition.pos), trigger)
        if isinstance(condition, ast.MoreThan):
            self.cities(condition.cities)
            for city in condition.cities:
                if city.value == "own":
                    self.problem(city.pos, "a city is never more than itself: compare it with other cities")
        else:
            self.amount(condition.amount, condition.pos, "a count", minimum=0)

    def effect(self, effect: ast.Effect, trigger: str, owner: str) -> None:
        allowed = ALLOWED_TRIGGERS[effect.construct]
        pos = getattr(effect, "pos", ast.NOWHERE)
        uses = self.v.effects
        if uses is not None and effect.construct not in uses and effect.construct != "conditional":
            self.problem(pos, f"{owner}: '{effect.construct.replace('_', ' ')}' is not an effect of this game "
                              f"(its [vocabulary.effects] does not list it)")
            return
        if uses is not None and effect.construct in uses:
            allowed = uses[effect.construct]
        if trigger not in allowed:
            words = ", ".join(f"'{TRIGGER_WORDS[t]}'" for t in allowed)
            self.problem(pos, f"{owner}: '{effect.construct.replace('_', ' ')}' cannot be used under "
                              f"'{TRIGGER_WORDS[trigger]}'; it belongs under {words}")
        match effect:
            case ast.Produce(amount=amount, resource=resource):
                self.name(resource, self.v.resources, "resource")
                self.amount(amount, pos, "a production amount")
            case ast.ProduceChoice(options=options):
                for o in options:
                    self.name(o, self.v.resources, "resource")
                self.distinct(options, "resource")
            case ast.TradeAt(resources=resources, price=price, cities=cities):
                for r in resources:
                    self.name(r, self.v.resources, "resource")
                self.distinct(resources, "resource")
                self.amount(price, pos, "a trade price")
                self.cities(cities)
            case ast.Science(symbol=symbol):
                self.name(symbol, self.v.science_symbols, "science symbol")
            case ast.ScienceChoice(options=options):
                for o in options:
                    self.name(o, self.v.science_symbols, "science symbol")
                self.distinct(options, "science symbol")
            case ast.ScienceSetBonus(amount=amount):
                self.amount(amount, pos, "an amount")
            case ast.Shields(amount=amount):
                self.amount(amount, pos, "an amount")
            case ast.OpponentLosesCoins(city=city, amount=amount, per=per):
                self.name(city, self.v.cities, "city")
                self.amount(amount, pos, "an amount")
                if per is not None:
                    self.per(per, trigger)
                    if per.counted.kind not in ("spaces", "influence"):   # Poliorcetics; Embezzlement
                        self.problem(per.pos, "a loss of coins counts only the spaces the conflict pawn moved "
                                              "('per space') or Influence cubes ('per CITY influence')")
            case ast.ReceiveOpponentTrade(city=city):
                self.name(city, self.v.cities, "city")
            case (ast.ExtraShields(amount=amount, target=target) | ast.Discount(amount=amount, target=target)
                  | ast.DiscountCoins(amount=amount, target=target)):
                self.amount(amount, pos, "an amount")
                self.target(target)
                if isinstance(effect, ast.DiscountCoins):
                    for city in effect.cities:
                        self.name(city, self.v.cities, "city")
                    self.distinct(effect.cities, "city")
            case ast.Points(amount=amount, per=per) | ast.GainCoins(amount=amount, per=per):
                self.amount(amount, pos, "an amount")
                if per is not None:
                    self.per(per, trigger)
            case ast.GrantPlayAgain(target=target):
                self.target(target)
            case ast.Destroy(city=city, colour=colour):
                self.name(city, self.v.cities, "city")
                self.name(colour, self.v.colours, "colour")
            case ast.TakeProgress(keep=keep, draw=draw, source=source):
                self.name(source, self.v.progress_sources, "place to draw progress tokens from")
                self.amount(keep, pos, "the number of tokens kept")
                if draw:   # draw 0: taken among the tokens the source offers
                    self.amount(draw, pos, "the number of tokens drawn")
                    if keep > draw:
                        self.problem(pos, f"cannot keep {keep} of {draw} tokens drawn")
            case ast.PointsByCopies(amounts=amounts):
                if len(amounts) < 2:
                    self.problem(pos, "'by copies' needs the points for 1 copy, 2 copies, ... (at least two amounts)")
                for a in amounts:
                    self.amount(a, pos, "an amount")
            case ast.TakeTop(decks=decks):
                self.decks(decks, pos)
            case ast.KeepFromTop(keep=keep, look=look, decks=decks):
                self.decks(decks, pos)
                self.amount(keep, pos, "the number of cards kept")
                self.amount(look, pos, "the number of cards looked at")
                if keep > look:
                    self.problem(pos, f"cannot keep {keep} of the {look} cards looked at")
            case ast.Flip(amount=amount, piece=piece):
                self.name(piece, self.v.pieces, "game piece")
                self.amount(amount, pos, "an amount")
            case ast.CountsAs(cards=cards, colour=colour, units=units):
                self.name(colour, self.v.colours, "colour")
                self.amount(cards, pos, "a number of cards")
                self.amount(units, pos, "a number of resources")
            case ast.TakePiece(piece=piece):
                self.name(piece, self.v.pieces, "game piece")
            case ast.CopyCard(colour=colour, cities=cities):
                self.name(colour, self.v.colours, "colour")
                self.cities(cities)
            case ast.PointsBySet(amounts=amounts, deck=deck):
                if len(amounts) < 2:
                    self.problem(pos, "'by set' needs the points for 1 card, 2 cards, ... (at least two amounts)")
                for a in amounts:
                    self.amount(a, pos, "an amount")
                self.name(deck, self.v.decks, "deck")
            case ast.GainCoinsOnCard(amount=amount) | ast.ChainPrice(coins=amount):
                self.amount(amount, pos, "an amount")
            case ast.DrawProgress(amount=amount, source=source):
                self.name(source, self.v.progress_sources, "place to draw progress tokens from")
                self.amount(amount, pos, "the number of tokens drawn")
            case ast.StealCard(city=city, colours=colours):
                self.name(city, self.v.cities, "city")
                self.colours(colours)
            case ast.StealWonder(city=city):
                self.name(city, self.v.cities, "city")
            case ast.CopyScience(city=city, colour=colour):
                self.name(city, self.v.cities, "city")
                self.name(colour, self.v.colours, "colour")
            case ast.UnbuildWonder(cities=cities):
                self.cities(cities)
            case ast.DiscardTokens(amount=amount, piece=piece) | ast.Loot(amount=amount, piece=piece):
                self.name(piece, self.v.pieces, "game piece")
                self.amount(amount, pos, "an amount")
                if isinstance(effect, ast.Loot):
                    self.name(effect.city, self.v.cities, "city")
            case ast.Invoke():
                self.divinities(pos)
            case ast.PlaceInfluence(amount=amount, section=section):
                if self.senate(pos) and section is not None:
                    self.name(section, self.v.senate_sections, "section of the Senate")
                self.amount(amount, pos, "the number of cubes")
            case ast.MoveInfluence(amount=amount):
                self.senate(pos)
                self.amount(amount, pos, "the number of cubes")
            case ast.DiscardAccessible(least=least, most=most):
                self.amount(least, pos, "the number of cards to discard", minimum=0)
                self.amount(most, pos, "the number of cards one may discard")
                if most < least:
                    self.problem(pos, f"one may discard {most} cards at most, fewer than the {least} owed")
            case ast.RemoveInfluence(amount=amount, city=city):
                if self.senate(pos):
                    self.name(city, self.v.cities, "city")
                self.amount(amount, pos, "the number of cubes")
            case ast.SenateActions(section=section):
                if self.senate(pos):
                    self.name(section, self.v.senate_sections, "section of the Senate")
            case ast.ConspiratorAction() | ast.KeepBoth() | ast.ConspiratorReplay() | ast.Conspire() \
                    | ast.TriggerUnprepared():
                self.senate(pos)
            case ast.SwapCard(colours=colours, city=city):
                self.name(city, self.v.cities, "city")
                self.colours(colours)
            case ast.TakeHalfCoins(city=city) | ast.RemoveWonder(city=city):
                self.name(city, self.v.cities, "city")
            case ast.SenateBonus(amount=amount):
                self.senate(pos)
                self.amount(amount, pos, "a number of cards")
            case ast.ShieldsTo(amount=amount, city=city):
                self.name(city, self.v.cities, "city")
                self.amount(amount, pos, "an amount")
            case ast.DiscountEither(amount=amount, target=target):
                self.amount(amount, pos, "an amount")
                self.target(target)
            case ast.TradeCheaper(resources=resources, amount=amount):
                for r in resources:
                    self.name(r, self.v.resources, "resource")
                self.distinct(resources, "resource")
                self.amount(amount, pos, "an amount")
            case ast.ChainFrom(city=city):
                self.name(city, self.v.cities, "city")
            case ast.DeckFree(deck=deck):
                self.name(deck, self.v.decks, "deck")
            case ast.BuildAnyFree(names=names):
                self.colours(names)
            case ast.RedirectPiece(piece=piece):
                self.name(piece, self.v.pieces, "piece")
            case ast.DrawUnused(amount=amount, colour=colour) | ast.BuildFromHand(amount=amount, colour=colour):
                self.amount(amount, pos, "an amount")
                self.name(colour, self.v.colours, "colour")
            case ast.Entomb(amount=amount, colour=colour, points=points):
                self.amount(amount, pos, "an amount")
                self.amount(points, pos, "an amount of points")
                self.name(colour, self.v.colours, "colour")
            case ast.CopyAbility(colour=colour, cities=cities):
                self.name(colour, self.v.colours, "colour")
                self.cities(cities)
            case ast.BankBuy(units=units, price=price):
                self.amount(units, pos, "a number of resources")
                self.amount(price, pos, "a price")
            case ast.TakeAgePiece(piece=piece) | ast.DiscardEveryPiece(piece=piece):
                self.name(piece, self.v.pieces, "piece")
            case ast.DiscardChosenPiece(cities=cities, amount=amount, piece=piece):
                self.cities((cities,))
                self.amount(amount, pos, "a number of pieces")
                self.name(piece, self.v.pieces, "piece")
            case ast.ExtraSymbol(amount=amount) | ast.ChangeSymbol(amount=amount):
                self.amount(amount, pos, "a number of science symbols")
            case ast.PointsPerPair(piece=piece):
                self.name(piece, self.v.pieces, "piece")
            case ast.Conditional(then=then, condition=condition, otherwise=otherwise):
                if isinstance(condition, ast.Condition):
                    if condition.text not in self.v.conditions:
                        self.problem(condition.pos, f"unknown condition {shown(condition.text)}"
                                                    f"{suggestion(condition.text, self.v.conditions)}")
                else:
                    self.test(condition, trigger, owner)
                self.effect(then, trigger, owner)
                if not (isinstance(then, ast.Points) and effect.otherwise_nothing):   # "otherwise 0 points"
                    self.effect(otherwise, trigger, owner)

    def clauses(self, clauses: Sequence[ast.Clause], kind: str, owner: str) -> None:
        allowed = self.v.triggers.get(kind, ())
        for clause in clauses:
            if clause.trigger not in allowed:
                words = ", ".join(f"'{TRIGGER_WORDS[t]}'" for t in allowed) or "none"
                self.problem(clause.pos, f"{owner}: a {KIND_WORDS.get(kind, kind)} cannot use "
                                         f"'{TRIGGER_WORDS[clause.trigger]}' in this game (it may use {words})")
            if clause.once and clause.trigger not in ("on_take", "on_stage_build", "on_bank_coins"):
                self.problem(clause.pos, f"{owner}: 'once per turn,' limits a 'whenever' trigger; "
                                         f"'{TRIGGER_WORDS[clause.trigger]}' is not one")
            known = (*self.v.colours, *self.v.resources, *self.v.icons)
            for name in clause.taken:
                if clause.trigger in ("on_any_build", "on_card_build"):     # the colours of the cards built
                    self.name(name, self.v.colours, "colour")
                elif clause.trigger == "on_take_piece":
                    self.name(name, self.v.pieces, "piece")
                elif clause.trigger == "on_buy":
                    self.name(name, self.v.cities, "city")
                else:
                    self.name(name, known, "colour, resource or icon")
            self.distinct(clause.taken, "kind of card")
            for effect in clause.effects:
                self.effect(effect, clause.trigger, owner)

    # -- components -------------------------------------------------------------------------
    def component(self, c: ast.Component) -> None:
        owner = f"{c.kind} {shown(c.name)}"
        if not c.name.strip():
            self.problem(c.pos, f"a {KIND_WORDS.get(c.kind, c.kind)} needs a name")
        elif len(c.name) > MAX_NAME_LENGTH:
            self.problem(c.pos, f"{owner}: a name has at most {MAX_NAME_LENGTH} characters, not {len(c.name):,}")
        elif (bad := unprintable(c.name)) is not None:
            self.problem(c.pos, f"{owner}: a name is printable text; U+{ord(bad):04X} is a control, format or "
                                f"separator character")
        if (c.kind == "card" and not self.v.decks) or c.kind == "leader":     # a leader is a card of a colour too
            if c.deck is not None:
                self.problem(c.deck.pos, f"{owner}: this game's cards name no deck (its game.toml says "
                                         f"what each deck holds)")
            if c.colour is None:
                self.problem(c.pos, f"{owner} has no 'colour'")
            else:
                self.name(c.colour, self.v.colours, "colour")
        elif c.kind == "card":
            allowed = None
            if c.deck is None:
                self.problem(c.pos, f"{owner} has no 'deck'")
            elif self.name(c.deck, self.v.decks, "deck"):
                allowed = self.v.deck_colours.get(c.deck.value)
            if allowed == ():       # a deck whose cards have no colour (Agora's Senators)
                if c.colour is not None:
                    self.problem(c.colour.pos, f"{owner}: cards of deck {c.deck} have no colour")
            elif c.colour is None:
                self.problem(c.pos, f"{owner} has no 'colour'")
            else:
                if allowed and c.colour.value not in allowed:
                    self.problem(c.colour.pos, f"{owner}: cards of deck {c.deck} are {' or '.join(allowed)}, "
                                               f"not {c.colour}")
                self.name(c.colour, self.v.colours, "colour")
        elif c.kind == "divinity":
            self.divinity(c, owner)
        else:
            for key in ("deck", "colour"):
                if getattr(c, key) is not None:
                    self.problem(getattr(c, key).pos, f"{owner}: a {KIND_WORDS.get(c.kind, c.kind)} has no '{key}'")
        if c.kind in ("progress", "decree", "token", "conspiracy"):
            what = KIND_WORDS[c.kind]
            if c.cost is not None:
                self.problem(c.cost.pos, f"{owner}: progress tokens are taken, not bought; remove 'cost'"
                             if c.kind == "progress" else f"{owner}: a {what} is never bought; remove 'cost'")
            for key in ("free_with", "chains"):
                if getattr(c, key):
                    self.problem(getattr(c, key)[0].pos, f"{owner}: a {what} has no chain symbols")
        if c.cost is not None:
            self.cost(c.cost, c.kind, owner)
        for symbol in c.free_with:   # a held mythology token counts as its mythology's chain symbol
            self.name(symbol, (*self.v.chain_symbols, *self.v.mythologies), "chain symbol")
        for symbol in c.chains:
            self.name(symbol, self.v.chain_symbols, "chain symbol")
        self.distinct(c.free_with, "chain symbol")
        self.distinct(c.chains, "chain symbol")
        for icon in c.icons:
            self.name(icon, self.v.icons, "icon")
        self.distinct(c.icons, "icon")
        if c.stages and c.kind != "wonder":
            self.problem(c.stages[0].pos, f"{owner}: only wonders have stages")
        self.clauses(c.clauses, c.kind, owner)
        for stage in c.stages:
            if stage.cost is not None:
                self.cost(stage.cost)
            self.clauses(stage.clauses, c.kind, f"{owner} stage {stage.number}")
        self.stages(c, owner)
        self.card_tokens(c, owner)

    def divinity(self, c: ast.Component, owner: str) -> None:
        """A divinity (7 Wonders Duel's Pantheon) comes from a mythology's deck, or from none; the
        Pantheon space it stands on gives its cost, and it is never a building of a colour."""
        if not self.divinities(c.pos):
            return
        if c.deck is not None:
            self.name(c.deck, self.v.mythologies, "mythology")
        if c.colour is not None:
            self.problem(c.colour.pos, f"{owner}: a divinity has no 'colour'")
        if c.cost is not None:
            self.problem(c.cost.pos, f"{owner}: a divinity has no 'cost'; the Pantheon space it is activated "
                                     f"from sets what it costs")
        for key in ("free_with", "chains"):
            if getattr(c, key):
                self.problem(getattr(c, key)[0].pos, f"{owner}: a divinity has no chain symbols")

    def card_tokens(self, c: ast.Component, owner: str) -> None:
        """What lies on a component is laid there by the component itself: 'take ... from card' takes among
        the tokens its own 'draw ... progress tokens' laid on it, and 'per coin on card' counts the coins its
        own 'gain ... coins on card' laid there."""
        effects = [e for clause in c.clauses for e in clause.effects]
        draws = any(isinstance(e, ast.DrawProgress) for e in effects)
        coins = any(isinstance(e, ast.GainCoinsOnCard) for e in effects)
        for e in effects:
            if isinstance(e, ast.TakeProgress) and e.draw == 0 and e.source.value == "card" and not draws:
                self.problem(e.pos, f"{owner}: 'take ... progress token from card' takes a token its own "
                                    f"'draw ... progress tokens' laid on it, and it has none")
            per = getattr(e, "per", None)
            if isinstance(per, ast.Per) and per.counted.kind == "card_coins" and not coins:
                self.problem(per.counted.pos, f"{owner}: 'per coin on card' counts the coins its own 'gain ... coins "
                                              f"on card' laid on it, and it has none")

    def stages(self, c: ast.Component, owner: str) -> None:
        """build.order: stage numbers are distinct, and a stage rests only on other stages of its
        wonder, never (through others) on itself."""
        numbers = {s.number for s in c.stages}
        seen: set[int] = set()
        for stage in c.stages:
            if stage.number in seen:
                self.problem(stage.pos, f"{owner}: stage {stage.number} is defined twice")
            seen.add(stage.number)
            for n in stage.rests_on:
                if n == stage.number:
                    self.problem(stage.pos, f"{owner} stage {stage.number} cannot rest on itself")
                elif n not in numbers:
                    self.problem(stage.pos, f"{owner} stage {stage.number} rests on stage {n}, which it does not have")
            if len(set(stage.rests_on)) != len(stage.rests_on):
                self.problem(stage.pos, f"{owner} stage {stage.number}: a stage it rests on is listed twice")
        below = {s.number: set(s.rests_on) - {s.number} for s in c.stages}   # a stage on itself: said above

        def reached(start: int) -> set[int]:
            seen_below, frontier = set(), set(below.get(start, ()))
            while frontier:
                n = frontier.pop()
                if n not in seen_below:
                    seen_below.add(n)
                    frontier |= below.get(n, set())
            return seen_below

        circle = [s for s in c.stages if s.number in reached(s.number)]
        if circle:
            listed = ", ".join(str(s.number) for s in circle)
            self.problem(circle[0].pos, f"{owner}: stages {listed} rest on one another in a circle, so none of "
                                        f"them can ever be built")

    def duplicates(self, components: Sequence[ast.Component]) -> None:
        first: dict[str, ast.Component] = {}
        for c in components:
            key = c.name.casefold()
            if key in first:
                self.problem(c.pos, f"duplicate component name {shown(c.name)} (first defined at {first[key].pos})")
            else:
                first[key] = c

    def chains(self, components: Sequence[ast.Component]) -> None:
        """chain.free: every 'free with' symbol is carried by a card of an earlier deck, and
        every carried symbol frees some card (no dangling chains)."""
        order = {d: i for i, d in enumerate(self.v.decks)}
        providers: dict[str, list[ast.Component]] = {}
        for c in components:
            for s in c.chains:
                providers.setdefault(s.value, []).append(c)
        needed: set[str] = set()
        for c in components:
            for s in c.free_with:
                needed.add(s.value)
                sources = providers.get(s.value, [])
                if not sources and s.value in self.v.mythologies:
                    continue   # carried by a mythology token, not by a card
                if not sources:
                    if s.value in self.v.chain_symbols:
                        self.problem(s.pos, f"dangling chain: no card carries {shown(s.value)}, "
                                            f"so {shown(c.name)} can never be built free with it")
                    continue
                if c.deck is not None and c.deck.value in order and not any(
                        p.deck is not None and order.get(p.deck.value, 99) < order[c.deck.value] for p in sources):
                    self.problem(s.pos, f"{shown(c.name)} is freed by {shown(s.value)}, but only cards of the same "
                                        f"or a later deck carry it")
        for symbol, cards in providers.items():
            if symbol not in needed and symbol in self.v.chain_symbols:
                c = cards[0]
                pos = next(s.pos for s in c.chains if s.value == symbol)
                self.problem(pos, f"dangling chain: {shown(c.name)} carries {shown(symbol)} "
                                  "but no card is free with it")

    def counts(self, components: Sequence[ast.Component]) -> None:
        if not self.v.counts:
            return
        found: dict[tuple[str, str], int] = {}
        for c in components:
            key = ("card", c.deck.value) if c.kind == "card" and c.deck is not None else (c.kind, "")
            found[key] = found.get(key, 0) + 1
        for key, expected in self.v.counts.items():
            n = found.get(key, 0)
            if n != expected:
                kind, deck = key
                if kind == "card":
                    message = f"deck {deck} holds {n} cards; the game has {expected}"
                else:
                    message = f"the spec holds {n} {PLURAL_WORDS[kind]}; the game has {expected}"
                self.problems.append(SpecProblem(self.game_file, 0, 0, message))


def validate(components: Sequence[ast.Component], vocabulary: Vocabulary, game_file: str = "<game>",
             check_counts: bool = True) -> None:
    """Raise :class:`SpecError` listing every problem in ``components``; return if there is none."""
    checker = _Checker(vocabulary, game_file)
    checker.duplicates(components)
    for c in components:
        checker.component(c)
    checker.chains(components)
    if check_counts:
        checker.counts(components)
    if checker.problems:
        # in reading order: by file, line and column; problems of the whole spec last
        ordered = sorted(checker.problems, key=lambda p: (p.line == 0, p.file, p.line, p.column))
        raise SpecError(ordered)
