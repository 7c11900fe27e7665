"""Print syntax trees back as canonical effect-language text.

``parse_text(print_spec(tree))`` gives a tree equal to ``tree``: the printer is the inverse
of the parser up to layout, comments and the optional words (``1 wood`` / ``wood``).
"""

from __future__ import annotations

from functools import singledispatch

from oracle.dsl import ast

TRIGGER_WORDS = {
    "when_built": "when built",
    "when_taken": "when taken",
    "always": "always",
    "at_end": "at end",
    "at_end_of_turn": "at end of turn",
    "at_end_of_age": "at end of age",
    "once_per_age": "once per age",
    "first_turn_of_age": "first turn of each age",
    "last_turn_of_age": "last turn of each age",
    "on_chain_build": "whenever build through chain",
    "once_per_turn": "once per turn",
    "on_take": "whenever taking ... card",
    "on_stage_build": "whenever building wonder stage",
    "when_activated": "when activated",
    "when_revealed": "when revealed",
    "when_drafted": "when drafted",
    "on_push": "whenever pushing",
    "on_any_build": "whenever any city builds ... card",
    "on_any_wonder": "whenever any city builds wonders",
    "on_discard": "whenever discarding",
    "when_gained": "when gained",
    "when_lost": "when lost",
    "when_triggered": "when triggered",
    "on_card_build": "whenever building ... cards",
    "on_take_piece": "whenever taking ...",
    "on_buy": "whenever buying from ...",
    "on_bank_coins": "whenever taking coins from the bank",
}


def trigger_text(clause: ast.Clause) -> str:
    """The clause's trigger as written: ``whenever taking wood or brick card``, with the
    ``once per turn,`` prefix of a clause that applies once a turn."""
    if clause.trigger == "on_take":
        text = "whenever taking " + " or ".join(n.value for n in clause.taken) + " card"
    elif clause.trigger == "on_any_build":
        text = "whenever any city builds " + " or ".join(n.value for n in clause.taken) + " cards"
    elif clause.trigger == "on_card_build":
        text = "whenever building " + " or ".join(n.value for n in clause.taken) + " cards"
    elif clause.trigger in ("on_take_piece", "on_buy"):
        text = TRIGGER_WORDS[clause.trigger].replace("...", clause.taken[0].value)
    else:
        text = TRIGGER_WORDS[clause.trigger]
    return f"once per turn, {text}" if clause.once else text


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def cost_text(cost: ast.Cost) -> str:
    if cost.mix:
        return f"{cost.units} {cost.mix} {'resource' if cost.units == 1 else 'resources'}"
    parts: list[str] = []
    if cost.by_age:
        parts.append("/".join(str(n) for n in cost.by_age) + " coins by age")
    if cost.coins:
        parts.append(plural(cost.coins, "coin"))
    for r in cost.resources:
        parts.append(str(r.resource) if r.amount == 1 else f"{r.amount} {r.resource}")
    return ", ".join(parts) if parts else "free"


def _target(t: ast.Target) -> str:
    if t.kind == "wonders":
        return "wonders"
    if t.kind == "divinities":
        return "divinities"
    return " or ".join(c.value for c in t.colours) + " cards"


def _counted(c: ast.Counted, every: int) -> str:
    if c.kind == "sets":
        return "set of " + ", ".join(n.value for n in c.names[:-1]) + f" and {c.names[-1].value} cards"
    if c.kind == "cards":
        return " or ".join(n.value for n in c.names) + " card"
    if c.kind == "wonders":
        return "wonder"
    if c.kind == "stages":
        return "wonder stage"
    if c.kind == "progress":
        return "progress token"
    if c.kind == "coins":
        return "coin" if every == 1 else "coins"
    if c.kind == "icons":
        return f"card showing {c.names[0].value}"
    if c.kind == "card_coins":
        return "coin on card"
    if c.kind == "tokens":
        return " or ".join(n.value for n in c.names) + " token"
    if c.kind == "spaces":
        return "space"
    if c.kind == "age":
        return "age"
    if c.kind == "influence":
        return f"{c.names[0].value} influence"
    return c.names[0].value


def _scope(s: ast.Scope) -> str:
    if s.kind == "most":
        return "in the city with the most"
    names = [n.value for n in s.cities]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"in {joined} {'city' if len(names) == 1 else 'cities'}"


def per_text(p: ast.Per) -> str:
    head = "per" if p.every == 1 else f"per {p.every}"
    text = f"{head} {_counted(p.counted, p.every)}"
    if p.scope is not None:
        text += " " + _scope(p.scope)
    return text


@singledispatch
def effect_text(effect: ast.Effect) -> str:  # pragma: no cover - every construct is registered
    raise TypeError(f"no printer for {type(effect).__name__}")


@effect_text.register
def _(e: ast.Produce) -> str:
    return f"produce {e.resource}" if e.amount == 1 else f"produce {e.amount} {e.resource}"


@effect_text.register
def _(e: ast.ProduceChoice) -> str:
    return "produce one of " + " / ".join(o.value for o in e.options)


@effect_text.register
def _(e: ast.ProduceAny) -> str:
    return "produce any resource"


@effect_text.register
def _(e: ast.TradeAt) -> str:
    text = f"trade {', '.join(r.value for r in e.resources)} at {plural(e.price, 'coin')}"
    return f"{text} from {' and '.join(c.value for c in e.cities)}" if e.cities else text


@effect_text.register
def _(e: ast.Science) -> str:
    return f"science {e.symbol}"


@effect_text.register
def _(e: ast.ScienceChoice) -> str:
    return "science one of " + " / ".join(o.value for o in e.options)


@effect_text.register
def _(e: ast.Shields) -> str:
    return plural(e.amount, "shield")


@effect_text.register
def _(e: ast.ExtraShields) -> str:
    return f"{e.amount} extra {'shield' if e.amount == 1 else 'shields'} on {_target(e.target)}"


@effect_text.register
def _(e: ast.ScienceSetBonus) -> str:
    return f"{e.amount} extra {'point' if e.amount == 1 else 'points'} per science set"


@effect_text.register
def _(e: ast.Points) -> str:
    text = plural(e.amount, "point")
    return f"{text} {per_text(e.per)}" if e.per else text


@effect_text.register
def _(e: ast.PointsByCopies) -> str:
    return " / ".join(str(n) for n in e.amounts) + " points by copies"


@effect_text.register
def _(e: ast.GainCoins) -> str:
    text = f"gain {plural(e.amount, 'coin')}"
    return f"{text} {per_text(e.per)}" if e.per else text


@effect_text.register
def _(e: ast.OpponentLosesCoins) -> str:
    text = f"{e.city} loses {plural(e.amount, 'coin')}"
    return f"{text} {per_text(e.per)}" if e.per else text


@effect_text.register
def _(e: ast.PlayAgain) -> str:
    return "play again"


@effect_text.register
def _(e: ast.PlayLastCard) -> str:
    return "play last card"


@effect_text.register
def _(e: ast.GrantPlayAgain) -> str:
    return f"grant play again to {_target(e.target)}"


@effect_text.register
def _(e: ast.Destroy) -> str:
    return f"destroy {e.city} {e.colour} card"


@effect_text.register
def _(e: ast.TakeProgress) -> str:
    if e.draw == 0:
        return f"take {e.keep} progress {'token' if e.keep == 1 else 'tokens'} from {e.source}"
    return f"take {e.keep} of {e.draw} progress {'token' if e.draw == 1 else 'tokens'} from {e.source}"


@effect_text.register
def _(e: ast.TakePiece) -> str:
    return f"take {e.piece}"


def deck_choice_text(d: ast.DeckChoice) -> str:
    return "any deck" if d.any else " or ".join(n.value for n in d.places) + " deck"


@effect_text.register
def _(e: ast.TakeTop) -> str:
    return f"take top card of {deck_choice_text(e.decks)}"


@effect_text.register
def _(e: ast.KeepFromTop) -> str:
    return f"keep {e.keep} of top {e.look} {'card' if e.look == 1 else 'cards'} of {deck_choice_text(e.decks)}"


@effect_text.register
def _(e: ast.Flip) -> str:
    return f"flip {e.amount} {e.piece} {'token' if e.amount == 1 else 'tokens'}"


@effect_text.register
def _(e: ast.CountsAs) -> str:
    return (f"count {e.cards} {e.colour} {'card' if e.cards == 1 else 'cards'} as "
            f"{e.units} {'resource' if e.units == 1 else 'resources'}")


@effect_text.register
def _(e: ast.BuildWithAny) -> str:
    return "build stage with any resources"


@effect_text.register
def _(e: ast.BuildFromDiscard) -> str:
    return "build from discard free"


@effect_text.register
def _(e: ast.BuildFree) -> str:
    return "build free"


@effect_text.register
def _(e: ast.BuildFreeFirstOfColour) -> str:
    return "build first card of each colour free"


@effect_text.register
def _(e: ast.Discount) -> str:
    return f"discount {e.amount} {'resource' if e.amount == 1 else 'resources'} on {_target(e.target)}"


@effect_text.register
def _(e: ast.ReceiveOpponentTrade) -> str:
    return f"receive {e.city} trade"


@effect_text.register
def _(e: ast.CopyCard) -> str:
    return f"copy {e.colour} card from {' or '.join(c.value for c in e.cities)}"


@effect_text.register
def _(e: ast.PointsBySet) -> str:
    return " / ".join(str(n) for n in e.amounts) + f" points by set of {e.deck} cards"


@effect_text.register
def _(e: ast.GainCoinsOnCard) -> str:
    return f"gain {plural(e.amount, 'coin')} on card"


@effect_text.register
def _(e: ast.DrawProgress) -> str:
    return f"draw {e.amount} progress {'token' if e.amount == 1 else 'tokens'} from {e.source}"


@effect_text.register
def _(e: ast.StealCard) -> str:
    return f"steal {e.city} {' or '.join(c.value for c in e.colours)} card"


@effect_text.register
def _(e: ast.StealWonder) -> str:
    return f"steal {e.city} wonder"


@effect_text.register
def _(e: ast.CopyScience) -> str:
    return f"copy science of {e.city} {e.colour} card"


@effect_text.register
def _(e: ast.DiscardFromStructure) -> str:
    return "discard any card of structure"


@effect_text.register
def _(e: ast.UnbuildWonder) -> str:
    return f"unbuild {' or '.join(c.value for c in e.cities)} wonder"


@effect_text.register
def _(e: ast.BuildWonderFromDiscard) -> str:
    return "build wonder from discard free"


@effect_text.register
def _(e: ast.PlaceBlocker) -> str:
    return "place blocker on track"


@effect_text.register
def _(e: ast.DiscardTokens) -> str:
    return f"discard {e.amount} {e.piece} {'token' if e.amount == 1 else 'tokens'}"


@effect_text.register
def _(e: ast.Loot) -> str:
    return f"loot {e.city} with {e.amount} {e.piece} {'token' if e.amount == 1 else 'tokens'}"


@effect_text.register
def _(e: ast.PlaceInfluence) -> str:
    where = "any chamber" if e.section is None else f"{e.section} section"
    return f"place {e.amount} influence in {where}"


@effect_text.register
def _(e: ast.MoveInfluence) -> str:
    return f"move {e.amount} influence"


@effect_text.register
def _(e: ast.RemoveInfluence) -> str:
    return f"remove {e.amount} {e.city} influence"


@effect_text.register
def _(e: ast.SenateActions) -> str:
    return f"politician actions in {e.section} section"


@effect_text.register
def _(e: ast.ShieldsTo) -> str:
    return f"{plural(e.amount, 'shield')} to {e.city}"


@effect_text.register
def _(e: ast.DiscountEither) -> str:
    return f"discount {e.amount} {'resource' if e.amount == 1 else 'resources'} or coins on {_target(e.target)}"


@effect_text.register
def _(e: ast.TradeCheaper) -> str:
    return f"trade {', '.join(r.value for r in e.resources)} {plural(e.amount, 'coin')} cheaper"


@effect_text.register
def _(e: ast.ChainFrom) -> str:
    return f"build through {e.city} chain"


@effect_text.register
def _(e: ast.DeckFree) -> str:
    return f"build {e.deck} cards free"


@effect_text.register
def _(e: ast.BuildAnyFree) -> str:
    return f"build any {' or '.join(n.value for n in e.names)} card free"


@effect_text.register
def _(e: ast.DrawUnused) -> str:
    return f"draw {e.amount} unused {e.colour} {'card' if e.amount == 1 else 'cards'}"


@effect_text.register
def _(e: ast.BuildFromHand) -> str:
    return f"build {e.amount} {e.colour} {'card' if e.amount == 1 else 'cards'} from hand"


@effect_text.register
def _(e: ast.RedirectPiece) -> str:
    return f"redirect {e.piece} to winner"


@effect_text.register
def _(e: ast.CopyAbility) -> str:
    return (f"copy {'lasting ' if e.lasting else ''}ability of {e.colour} card from "
            f"{' or '.join(c.value for c in e.cities)}")


@effect_text.register
def _(e: ast.BankBuy) -> str:
    return f"buy {e.units} {'resource' if e.units == 1 else 'resources'} from the bank for {plural(e.price, 'coin')} " \
        "each turn"


@effect_text.register
def _(e: ast.TakeAgePiece) -> str:
    return f"take {e.piece} of the age"


@effect_text.register
def _(e: ast.DiscardEveryPiece) -> str:
    return f"discard every {e.piece}"


@effect_text.register
def _(e: ast.DiscardChosenPiece) -> str:
    return f"{e.cities} discard {e.amount} {e.piece}"


@effect_text.register
def _(e: ast.Entomb) -> str:
    return (f"entomb {e.amount} {e.colour} {'card' if e.amount == 1 else 'cards'}"
            f"{' from hand' if e.from_hand else ''} for {e.points} "
            f"{'point' if e.points == 1 else 'points'} per coin")


@effect_text.register
def _(e: ast.ExtraSymbol) -> str:
    return f"{e.amount} extra science {'symbol' if e.amount == 1 else 'symbols'} of the kind held most"


@effect_text.register
def _(e: ast.ChangeSymbol) -> str:
    return f"change {e.amount} science {'symbol' if e.amount == 1 else 'symbols'} to any kind"


@effect_text.register
def _(e: ast.ConspiratorAction) -> str:
    return "conspirator action"


@effect_text.register
def _(e: ast.ConspiratorReplay) -> str:
    return "play again after conspirator action"


@effect_text.register
def _(e: ast.KeepBoth) -> str:
    return "keep both conspiracies"


@effect_text.register
def _(e: ast.BuildTopRow) -> str:
    return "build any card in top row free"


@effect_text.register
def _(e: ast.BuildSetAside) -> str:
    return "build any card set aside free"


@effect_text.register
def _(e: ast.RemoveWonder) -> str:
    return f"remove {e.city} built wonder"


@effect_text.register
def _(e: ast.SwapCard) -> str:
    return f"swap {' or '.join(c.value for c in e.colours)} card with {e.city}"


@effect_text.register
def _(e: ast.LockProgress) -> str:
    return "lock any progress token"


@effect_text.register
def _(e: ast.DiscardAccessible) -> str:
    return f"discard {e.least} to {e.most} accessible {'card' if e.most == 1 else 'cards'} of structure"


@effect_text.register
def _(e: ast.MoveDecree) -> str:
    return "move any decree"


@effect_text.register
def _(e: ast.Conspire) -> str:
    return "conspire"


@effect_text.register
def _(e: ast.TriggerUnprepared) -> str:
    return "trigger any unprepared conspiracy"


@effect_text.register
def _(e: ast.TakeHalfCoins) -> str:
    return f"take half of {e.city} coins"


@effect_text.register
def _(e: ast.SenateBonus) -> str:
    return f"politician actions count {e.amount} extra {'card' if e.amount == 1 else 'cards'}"


@effect_text.register
def _(e: ast.ChainPrice) -> str:
    return f"build chain cards for {plural(e.coins, 'coin')}"


@effect_text.register
def _(e: ast.DiscountCoins) -> str:
    cities = f" for {' and '.join(c.value for c in e.cities)}" if e.cities else ""
    return f"discount {plural(e.amount, 'coin')} on {_target(e.target)}{cities}"


@effect_text.register
def _(e: ast.Invoke) -> str:
    return "invoke top divinity of each deck" if e.source == "tops" else "invoke divinity of any deck"


def condition_text(c: ast.AnyCondition) -> str:
    """A condition as written: a named one's words, or a test of a count (effect.more_than,
    effect.count_is)."""
    if isinstance(c, ast.MoreThan):
        return f"more {_counted_many(c.counted, True)} than {' and '.join(n.value for n in c.cities)}"
    if isinstance(c, ast.CountIs):
        if c.amount == 0:
            return f"no {_counted_many(c.counted, True)}"
        return f"exactly {c.amount} {_counted_many(c.counted, c.amount != 1)}"
    return c.text


def _counted_many(c: ast.Counted, plural: bool) -> str:
    """What a condition counts, in the plural where the language has one (cards, coins, stages)."""
    if not plural or c.kind not in ("cards", "coins", "stages"):
        return _counted(c, 1)
    return _counted(c, 2) if c.kind == "coins" else _counted(c, 1) + "s"


@effect_text.register
def _(e: ast.Conditional) -> str:
    return f"{effect_text(e.then)} if {condition_text(e.condition)} otherwise {effect_text(e.otherwise)}"


@effect_text.register
def _(e: ast.PointsPerPair) -> str:
    return f"points per pair of equal {e.piece}"


def clause_text(clause: ast.Clause) -> str:
    return f"{trigger_text(clause)}: " + "  ".join(effect_text(e) for e in clause.effects)


def _body(lines: list[str], indent: str, cost: ast.Cost | None, clauses: tuple[ast.Clause, ...]) -> None:
    if cost is not None:
        lines.append(f"{indent}cost {cost_text(cost)}")
    for clause in clauses:
        if len(clause.effects) == 1:
            lines.append(f"{indent}{clause_text(clause)}")
        else:
            lines.append(f"{indent}{trigger_text(clause)}:")
            lines.extend(f"{indent}  {effect_text(e)}" for e in clause.effects)


def component_text(c: ast.Component) -> str:
    lines = [f'{c.kind} "{c.name}" {{']
    if c.deck is not None:
        lines.append(f"  deck {c.deck}")
    if c.colour is not None:
        lines.append(f"  colour {c.colour}")
    if c.cost is not None:
        lines.append(f"  cost {cost_text(c.cost)}")
    if c.free_with:
        lines.append("  free with " + " or ".join(n.value for n in c.free_with))
    if c.chains:
        lines.append("  chain " + ", ".join(n.value for n in c.chains))
    if c.icons:
        lines.append("  icon " + ", ".join(n.value for n in c.icons))
    _body(lines, "  ", None, c.clauses)
    for stage in c.stages:
        lines.append(f"  stage {stage.number} {{")
        if stage.rests_on:
            lines.append(f"    rests on {'stage' if len(stage.rests_on) == 1 else 'stages'} "
                         + ", ".join(str(n) for n in stage.rests_on))
        _body(lines, "    ", stage.cost, stage.clauses)
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines)


def print_spec(components: tuple[ast.Component, ...] | list[ast.Component]) -> str:
    return "\n\n".join(component_text(c) for c in components) + "\n"
