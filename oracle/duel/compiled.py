"""The type of a compiled Duel ruleset: everything the engine knows about the game, compiled once from
the spec.  It is made by :mod:`oracle.duel.ruleset`, which compiles the spec against the game's
runtime; this module imports no rules, so that states and the modules reading them can name the
type without importing what compiles it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from oracle.core.belonging import value_type
from oracle.core.components import Component, Passive
from oracle.core.expansions import Hooks
from oracle.core.options import NO_CHOICE, Choice, RuleOption, values_of
from oracle.core.spec import Ruling
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary
from oracle.duel import decision_kinds
from oracle.duel.actions import Action, Actions
from oracle.duel.decision_kinds import DecisionKind
from oracle.duel.spec import Constants, Layout, Track

EMPTY: Mapping[str, Component] = MappingProxyType({})


@dataclass(frozen=True, eq=False)
class Ruleset:
    """Everything the engine knows about the game, compiled once from the spec."""

    title: str
    vocabulary: Vocabulary
    constants: Constants
    layouts: tuple[Layout, ...]
    track: Track
    cards: tuple[Component, ...]
    wonders: tuple[Component, ...]
    progress: tuple[Component, ...]
    files: tuple[str, ...]
    rule_ids: dict[str, str] = field(default_factory=dict)
    rulings: tuple[Ruling, ...] = ()         # rulings.toml: every point a source leaves open, and what the spec decides
    divinities: tuple[Component, ...] = ()   # components of the kind divinity (an expansion's), in spec order
    # the components of each other kind an expansion plays (point component_kinds), in spec order
    kinds: Mapping[str, tuple[Component, ...]] = field(default_factory=dict)
    # what each expansion read from its own table of the spec, by the table's name (point spec_sections)
    sections: Mapping[str, Any] = field(default_factory=dict)
    # the expansions the ruleset plays, composed at Duel's points (oracle.duel.rulesets.spec_hooks); none
    # for a ruleset compiled without them
    hooks: Hooks = field(default_factory=lambda: no_expansion(), repr=False)
    # the runtime a move's pad is made of (oracle.duel.runtime.runtime_class): the base game's, with the
    # methods the expansions give the effect language's constructs
    runtime: Any = field(default=None, repr=False)
    # the rule options the ruleset declares, and the readings chosen other than the defaults
    rule_options: tuple[RuleOption, ...] = ()
    choice: Choice = NO_CHOICE

    def option(self, name: str) -> str:
        """The reading the rule option ``name`` plays in this ruleset (a name the spec declares)."""
        return self.option_values[name]

    def __post_init__(self) -> None:
        object.__setattr__(self, "option_values", values_of(self.rule_options, self.choice))
        object.__setattr__(self, "card_index", {c.name: c.index for c in self.cards})
        object.__setattr__(self, "wonder_index", {c.name: c.index for c in self.wonders})
        object.__setattr__(self, "progress_index", {c.name: c.index for c in self.progress})
        object.__setattr__(self, "actions", Actions(len(self.cards), len(self.wonders), len(self.progress),
                                                    value_type(self, Action)))
        decks: dict[str, tuple[Component, ...]] = {}
        for c in self.cards:
            decks[c.deck] = (*decks.get(c.deck, ()), c)
        object.__setattr__(self, "_decks", decks)
        object.__setattr__(self, "_deck_indices",
                           {deck: tuple(c.index for c in cards) for deck, cards in decks.items()})
        object.__setattr__(self, "_deck_sets", {deck: frozenset(cards) for deck, cards in self._deck_indices.items()})
        object.__setattr__(self, "decisions", decision_kinds.kinds(self.hooks))
        object.__setattr__(self, "divinity_index", {c.name: c.index for c in self.divinities})
        object.__setattr__(self, "_named", {kind: MappingProxyType({c.name: c for c in components})
                                            for kind, components in self.kinds.items()})
        v = self.vocabulary
        zero = (0,) * len(v.resources)
        # what a copied science symbol (effect.copy_science) and a held token standing for a Mythology's
        # chain symbol add to a city: a symbol, a chain symbol
        object.__setattr__(self, "science_marks", tuple(
            _mark(f"copied {symbol}", Passive(zero, symbols=(i,)), (i,)) for i, symbol in enumerate(v.science_symbols)))
        object.__setattr__(self, "token_marks", tuple(
            _mark(f"{m} token", Passive(zero, chains=frozenset({m}))) for m in v.mythologies))
        for tables in self.hooks.call("action_tables", self):
            self.actions.add(tables)

    option_values: Mapping[str, str] = field(init=False, repr=False)
    card_index: dict[str, int] = field(init=False, repr=False)
    wonder_index: dict[str, int] = field(init=False, repr=False)
    progress_index: dict[str, int] = field(init=False, repr=False)
    actions: Actions = field(init=False, repr=False)
    # every kind of decision a move may leave, by kind: the base game's, then the expansions'
    decisions: Mapping[str, DecisionKind] = field(init=False, repr=False)
    divinity_index: dict[str, int] = field(init=False, repr=False)
    science_marks: tuple[Component, ...] = field(init=False, repr=False)   # per science symbol
    token_marks: tuple[Component, ...] = field(init=False, repr=False)     # per Mythology
    _decks: dict[str, tuple[Component, ...]] = field(init=False, repr=False)
    _deck_indices: dict[str, tuple[int, ...]] = field(init=False, repr=False)
    _deck_sets: dict[str, frozenset[int]] = field(init=False, repr=False)
    _named: dict[str, Mapping[str, Component]] = field(init=False, repr=False)

    def section(self, name: str) -> Any:
        """What the expansion reading the spec's table ``name`` read from it, or None (no such table)."""
        return self.sections.get(name)

    def of_kind(self, kind: str) -> tuple[Component, ...]:
        """The components of ``kind``, one an expansion of the ruleset plays (none when no expansion does)."""
        return self.kinds.get(kind, ())

    def named(self, kind: str) -> Mapping[str, Component]:
        """The components of ``kind`` (an expansion's, as :meth:`of_kind`) by name."""
        return self._named.get(kind, EMPTY)

    def deck(self, deck: str) -> tuple[Component, ...]:
        """The cards of ``deck``, in spec order."""
        return self._decks.get(deck, ())

    def deck_indices(self, deck: str) -> tuple[int, ...]:
        """The indices of the cards of ``deck``, in spec order (what a setup shuffles)."""
        return self._deck_indices.get(deck, ())

    def in_deck(self, deck: str) -> frozenset[int]:
        """The indices of the cards of ``deck``, as a set (what counting a city's cards of a deck reads)."""
        return self._deck_sets.get(deck, frozenset())

    @property
    def components(self) -> tuple[Component, ...]:
        return self.cards + self.wonders + self.progress + self.divinities + tuple(
            c for kind in self.kinds.values() for c in kind)


def no_expansion() -> Hooks:
    """The hooks of a ruleset playing no expansion (the base game's, ``standard``)."""
    from oracle.duel.rulesets import hooks

    return hooks("standard")


def _mark(name: str, passive: Passive, symbols: tuple[int, ...] = ()) -> Component:
    """A mark that counts in a city without being a component of the game (see Ruleset.science_marks)."""
    return Component(kind="mark", index=-1, name=name, source=ast.Component("mark", name), passive=passive,
                     symbols=symbols)


__all__ = ["Ruleset", "no_expansion"]
