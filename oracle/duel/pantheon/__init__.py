"""The Pantheon, an expansion of 7 Wonders Duel, as a package plugged into Duel's extension points
(:mod:`oracle.duel.points`).

:data:`oracle.duel.pantheon.expansion.EXPANSION` is what the expansion gives at each point it
fills; Duel's ruleset list (:mod:`oracle.duel.rulesets`) names it for the variant ``pantheon``.
This module imports nothing, so one room of the package is imported without the others.

Its rooms, named as a game package names them:

- what it is: :mod:`~oracle.duel.pantheon.spec` (its table of the spec, read and checked),
  :mod:`~oracle.duel.pantheon.kinds` (the names of its kinds of action and decision),
  :mod:`~oracle.duel.pantheon.state` (its part of a setup and of a state),
  :mod:`~oracle.duel.pantheon.events` (what its rules report);
- its rules: :mod:`~oracle.duel.pantheon.setup` (its chance outcomes, drawn after the base game's),
  :mod:`~oracle.duel.pantheon.rules` (divinities activated, invoked, coins on them, their decisions),
  :mod:`~oracle.duel.pantheon.tokens` (the tokens on the structure, divinities placed),
  :mod:`~oracle.duel.pantheon.turn` (its turn action and how its decisions join the turn),
  :mod:`~oracle.duel.pantheon.reserve` (spending the coins on divinities), and the powers its
  divinities have over the base game's areas: :mod:`~oracle.duel.pantheon.military`,
  :mod:`~oracle.duel.pantheon.progress`, :mod:`~oracle.duel.pantheon.science`,
  :mod:`~oracle.duel.pantheon.wonders`, :mod:`~oracle.duel.pantheon.building`;
- the language: :mod:`~oracle.duel.pantheon.runtime` (the constructs only divinities use),
  :mod:`~oracle.duel.pantheon.decisions` (the decisions they leave) and
  :mod:`~oracle.duel.pantheon.actions` (the actions settling them);
- what checks and shows it: :mod:`~oracle.duel.pantheon.checks` (a stored position's),
  :mod:`~oracle.duel.pantheon.invariants` (what it keeps true across a step),
  :mod:`~oracle.duel.pantheon.scoring` (its row of the score sheet),
  :mod:`~oracle.duel.pantheon.view` (what a view shows of it, the positions a player cannot tell
  apart, the words of its events), :mod:`~oracle.duel.pantheon.record` and
  :mod:`~oracle.duel.pantheon.stored` (its parts of a record and of a stored state),
  :mod:`~oracle.duel.pantheon.schema` (what it adds to the base game's schemas);
- its conformance: :mod:`~oracle.duel.pantheon.kit`, :mod:`~oracle.duel.pantheon.generate`,
  :mod:`~oracle.duel.pantheon.policies` and :mod:`~oracle.duel.pantheon.blame`;
- its pages on the site: :mod:`~oracle.duel.pantheon.docs`.
"""
