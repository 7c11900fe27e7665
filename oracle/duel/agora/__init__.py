"""Agora, an expansion of 7 Wonders Duel, as a package plugged into Duel's extension points
(:mod:`oracle.duel.points`).  This module imports nothing, so one room of the package is imported
without the others.

Duel's ruleset list names it (:data:`oracle.duel.rulesets.RULESETS`: the variant ``agora``), so
every command, record and adapter chooses it by that name.  Its rooms:

- what it is: :mod:`~oracle.duel.agora.spec` (its table of the spec, ``[agora]``, read and checked);
  the names of its actions, decisions and victory, :mod:`~oracle.duel.agora.kinds`;
- its part of a position, :mod:`~oracle.duel.agora.state` (the Senate, the Conspiracy deck and hands);
- its rules: :mod:`~oracle.duel.agora.senate` (the Senate's arithmetic: cubes, control, Decrees
  turning face up, political supremacy, the Senate's points, a Politician's actions, a Senator's
  cost) and :mod:`~oracle.duel.agora.influence` (a cube placed, moved or removed in play: the
  decisions, their options and settlement, control announced, political supremacy);
- the Senators, :mod:`~oracle.duel.agora.senators` (their deck and what recruiting one costs);
- conspiring, :mod:`~oracle.duel.agora.conspiring` (a Conspirator's action, the Conspiracies drawn,
  kept and put back); what a player cannot see redrawn, :mod:`~oracle.duel.agora.resample`;
- what the effect language's Senate constructs mean, :mod:`~oracle.duel.agora.runtime`;
- its decisions, actions, events, record fields, score row and views:
  :mod:`~oracle.duel.agora.decisions`, :mod:`~oracle.duel.agora.actions`,
  :mod:`~oracle.duel.agora.events`, :mod:`~oracle.duel.agora.record`,
  :mod:`~oracle.duel.agora.scoring`, :mod:`~oracle.duel.agora.view`;
- :mod:`~oracle.duel.agora.expansion`, what it gives at Duel's points.
"""
