"""Agora, an expansion of 7 Wonders Duel, as a package plugged into Duel's extension points
(:mod:`oracle.duel.points`).  This module imports nothing, so one room of the package is imported
without the others.

Agora is being built room by room and is not yet a ruleset one can play: Duel's ruleset list does not
name it.  Its rooms so far:

- what it is: :mod:`~oracle.duel.agora.spec` (its table of the spec, ``[agora]``, read and checked);
- its rules: :mod:`~oracle.duel.agora.senate` (the Senate: cubes, control, Decrees turning face up,
  political supremacy, the Senate's points, a Politician's actions, a Senator's cost);
- :mod:`~oracle.duel.agora.expansion`, what it gives at Duel's points so far (its spec table).

The effect language's constructs for the Senate (``place N influence in SECTION section``, ``... in
any chamber``, ``move N influence``, ``remove N CITY influence``) are parsed, checked and worded;
their meaning comes here, at Duel's ``runtime`` point, with Agora's part of the state.
"""
