"""Which rule ids a component involves, derived from its syntax tree.

A small declarative table: each construct, trigger and kind of component maps to the rule ids
(``spec/duel/rules.toml``) that give it its meaning in 7 Wonders Duel.  No component is named
here; a component's rule ids follow from what its DSL says.
"""

from __future__ import annotations

from collections.abc import Mapping

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
    "copy_ability": (),
    "take_age_piece": (),
    "discard_every_piece": (),
    "discard_chosen_piece": (),
    "entomb": (),
    "extra_symbol": (),
    "change_symbol": (),
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

# With an expansion's registry (``component_rules(c, registry)``): a construct or trigger the base
# tables do not know gives its own rule ``effect.<name>``, and these add the rules behind a kind of
# component, a deck or a construct of the expansion.  Only the ids the registry holds are kept.
EXPANSION_KIND_RULES: dict[str, tuple[str, ...]] = {
    "divinity": ("pantheon.activate", "pantheon.cost", "pantheon.divinity", "pantheon.invoke"),
    "decree": ("agora.decree", "agora.control", "agora.reveal"),
    "token": ("agora.military_tokens",),
    "conspiracy": ("agora.conspire", "agora.conspiracies_hidden"),
}
EXPANSION_DECK_RULES: dict[str, tuple[str, ...]] = {
    "grand_temple": ("setup.grand_temples", "pantheon.temple_free"),
}
EXPANSION_CONSTRUCT_RULES: dict[str, tuple[str, ...]] = {
    "place_blocker": ("military.blocker",),
    "gain_coins_on_card": ("pantheon.reserve",),
    "invoke": ("pantheon.invoke",),
    "place_influence": ("agora.place", "agora.supply", "agora.reveal"),
    "move_influence": ("agora.move", "agora.reveal"),
    "remove_influence": ("agora.remove",),
    "senate_actions": ("agora.politician", "agora.place", "agora.move"),
    "senate_bonus": ("agora.politician",),
    "conspirator_action": ("agora.conspirator", "agora.place", "agora.conspire"),
    "keep_both": ("agora.conspire",),
    "take_half_coins": ("effect.take_half_coins",),
    "build_top_row": ("effect.build_top_row",),
    "build_set_aside": ("effect.build_set_aside", "setup.removals"),
    "remove_wonder": ("effect.remove_wonder", "wonder.cap"),
    "swap_card": ("effect.swap_card",),
    "lock_progress": ("effect.lock_progress",),
    "move_decree": ("effect.move_decree", "agora.decree"),
    "discard_accessible": ("effect.discard_accessible", "age.reveal"),
    "conspire": ("agora.conspire",),
    "trigger_unprepared": ("effect.trigger_unprepared", "agora.trigger"),
    "conspirator_replay": ("agora.conspirator", "effect.play_again"),
    "shields_to": ("military.shields", "agora.military_decree"),
    "trade_cheaper": ("trade.price",),
    "discount_either": ("cost.discount",),
    "chain_from": ("chain.free",),
    "deck_free": ("cost.afford",),
}


def _effect_rules(effect: ast.Effect, registry: Mapping[str, str] | None = None) -> list[str]:
    if registry is None or effect.construct in CONSTRUCT_RULES:
        ids = list(CONSTRUCT_RULES[effect.construct])
    else:
        ids = [f"effect.{effect.construct}", *EXPANSION_CONSTRUCT_RULES.get(effect.construct, ())]
    per = getattr(effect, "per", None)
    if per is not None:
        ids += PER_RULES
        if per.counted.kind == "age":
            ids.append("effect.per_age")
        if per.effective_scope.kind == "most":
            ids += MOST_RULES
    if isinstance(effect, ast.Conditional):
        if not isinstance(effect.condition, ast.Condition):     # a test of a count (effect.more_than, ...)
            ids.append(f"effect.{effect.condition.construct}")
        ids += _effect_rules(effect.then, registry) + _effect_rules(effect.otherwise, registry)
    return ids


def _trigger_rules(trigger: str, registry: Mapping[str, str] | None) -> tuple[str, ...]:
    if registry is None or trigger in TRIGGER_RULES:
        return TRIGGER_RULES[trigger]
    return (f"effect.{trigger}",)


def component_rules(c: ast.Component, registry: Mapping[str, str] | None = None) -> list[str]:
    """The rule ids a component involves, without repeats, in a stable order.

    ``registry`` (rule id -> statement) is an expansion's: its constructs, triggers, kinds of
    component and decks give their rules too, and only the ids the registry holds are kept.
    Without it, the base game's tables alone are used.
    """
    ids = list(KIND_RULES.get(c.kind, ()))
    if registry is not None:
        ids += EXPANSION_KIND_RULES.get(c.kind, ())
        if c.deck is not None:
            ids += EXPANSION_DECK_RULES.get(c.deck.value, ())
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
        ids += _trigger_rules(clause.trigger, registry)
        for effect in clause.effects:
            ids += _effect_rules(effect, registry)
    if registry is not None:
        ids = [rid for rid in ids if rid in registry]
    return list(dict.fromkeys(ids))


def all_rule_ids() -> set[str]:
    """Every rule id the table can produce (each must exist in the registry)."""
    ids = {r for table in (CONSTRUCT_RULES, TRIGGER_RULES, KIND_RULES) for rs in table.values() for r in rs}
    return ids | set(PER_RULES + MOST_RULES + RESOURCE_COST_RULES + COIN_COST_RULES + CHAIN_RULES + GUILD_RULES)
