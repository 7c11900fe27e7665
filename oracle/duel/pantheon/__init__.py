"""The Pantheon, an expansion of 7 Wonders Duel, as a package plugged into Duel's extension points
(:mod:`oracle.duel.points`).

:data:`oracle.duel.pantheon.expansion.EXPANSION` is what the expansion gives at each point it
fills; Duel's ruleset list (:mod:`oracle.duel.rulesets`) names it for the variant ``pantheon``.
This module imports nothing, so one room of the package is imported without the others.

Its rooms, named as a game package names them: :mod:`~oracle.duel.pantheon.setup` (its chance
outcomes, drawn after the base game's), :mod:`~oracle.duel.pantheon.reserve` (the coins lying on
divinities, and spending them), :mod:`~oracle.duel.pantheon.record` (its setup's key and its
actions' fields in a record), :mod:`~oracle.duel.pantheon.stored` (its part of a stored state),
:mod:`~oracle.duel.pantheon.view` (what a view shows of it, the positions a player cannot tell apart,
the words of its events), :mod:`~oracle.duel.pantheon.schema` (what its records, states and
observations add to the base game's schemas), :mod:`~oracle.duel.pantheon.kit` and
:mod:`~oracle.duel.pantheon.generate` (its conformance kit and suite),
:mod:`~oracle.duel.pantheon.scoring` (its row of the score sheet) and
:mod:`~oracle.duel.pantheon.invariants` (what it keeps true across a step).  Its part of the state
(:mod:`oracle.duel.pantheon_state`), its rules and its spec reading still lie beside the base game's
modules, which read them; they move here point by point.
"""
