"""Which rule ids a component involves, derived from its syntax tree.

A small declarative table: each construct, trigger and kind of component maps to the rule ids
(``spec/duel/rules.toml``) that give it its meaning in 7 Wonders Duel.  No component is named
here; a component's rule ids follow from what its DSL says.
"""

from __future__ import annotations

from oracle.dsl import ast

# effect construct -> rule ids
CONSTRUCT_RULES: dict[str, tuple[str, ...]] = {
    "produce": ("effect.produce", "trade.price"),
    "produce_choice": ("effect.produce_choice", "cost.choice"),
    "trade_at": ("effect.trade_at", "trade.fixed_price"),
    "science": ("effect.science", "science.pair", "victory.science"),
    "science_choice": ("effect.science", "science.pair", "victory.science"),
    "shields": ("effect.shields", "military.shields", "military.looting", "victory.military"),
    "extra_shields": ("effect.extra_shields", "military.shields"),
    "points": ("effect.points", "scoring.points"),
    "gain_coins": ("effect.gain_coins",),
    "opponent_loses_coins": ("effect.opponent_loses_coins",),
    "play_again": ("effect.play_again", "turn.alternate", "age.play_again_lost"),
    "grant_play_again": ("effect.grant_play_again", "age.play_again_lost"),
    "destroy": ("effect.destroy",),
    "take_progress": ("effect.take_progress", "view.hidden"),
    "build_from_discard": ("effect.build_from_discard", "setup.removals"),
    "discount": ("effect.discount", "cost.discount"),
    "receive_opponent_trade": ("effect.receive_opponent_trade", "trade.bank"),
    # constructs of other games of the family: no Duel rule gives them a meaning
    "play_last_card": (),
    "take_piece": (),
    "build_free": (),
    "copy_card": (),
    "conditional": (),
}

# trigger -> rule ids
TRIGGER_RULES: dict[str, tuple[str, ...]] = {
    "when_built": (),
    "when_taken": (),
    "always": (),
    "at_end": ("scoring.points",),
    "on_chain_build": ("effect.on_chain_build", "chain.free"),
    "at_end_of_turn": (),
    "at_end_of_age": (),
    "once_per_age": (),
}

# kind of component -> rule ids
KIND_RULES: dict[str, tuple[str, ...]] = {
    "card": ("turn.build",),
    "wonder": ("wonder.build", "wonder.cap"),
    "progress": ("science.pair",),
}

# the other things a component may state
PER_RULES = ("effect.per",)
MOST_RULES = ("effect.per_most",)
RESOURCE_COST_RULES = ("cost.afford", "trade.price")
COIN_COST_RULES = ("cost.afford",)
CHAIN_RULES = ("chain.free",)
GUILD_RULES = ("setup.guilds",)


def _effect_rules(effect: ast.Effect) -> list[str]:
    ids = list(CONSTRUCT_RULES[effect.construct])
    per = getattr(effect, "per", None)
    if per is not None:
        ids += PER_RULES
        if per.effective_scope.kind == "most":
            ids += MOST_RULES
    if isinstance(effect, ast.Conditional):
        ids += _effect_rules(effect.then) + _effect_rules(effect.otherwise)
    return ids


def component_rules(c: ast.Component) -> list[str]:
    """The rule ids a component involves, without repeats, in a stable order."""
    ids = list(KIND_RULES.get(c.kind, ()))
    if c.deck is not None and c.deck.value == "guild":
        ids += GUILD_RULES
    if c.cost is not None and c.cost.resources:
        ids += RESOURCE_COST_RULES
    elif c.cost is not None and c.cost.coins:
        ids += COIN_COST_RULES
    if c.free_with or c.chains:
        ids += CHAIN_RULES
    clauses = list(c.clauses) + [clause for stage in c.stages for clause in stage.clauses]
    for clause in clauses:
        ids += TRIGGER_RULES[clause.trigger]
        for effect in clause.effects:
            ids += _effect_rules(effect)
    return list(dict.fromkeys(ids))


def all_rule_ids() -> set[str]:
    """Every rule id the table can produce (each must exist in the registry)."""
    ids = {r for table in (CONSTRUCT_RULES, TRIGGER_RULES, KIND_RULES) for rs in table.values() for r in rs}
    return ids | set(PER_RULES + MOST_RULES + RESOURCE_COST_RULES + COIN_COST_RULES + CHAIN_RULES + GUILD_RULES)
