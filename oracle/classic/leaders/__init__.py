"""7 Wonders: Leaders, an expansion of the original game (first edition), played on the base game's
extension points (:mod:`oracle.classic.points`) and named by no base module but the ruleset list.

Leaders are white cards of their own deck (leaders.deck).  Before Age I each player drafts four of
them (leaders.draft); at the start of each Age, before its cards are dealt, every player uses one at
the same time (leaders.recruitment): recruits it for coins, tucks it under the board for the next
stage, or sells it.  A recruited leader stands in its owner's city like a structure.

The package is a ruleset being built (:data:`oracle.classic.rulesets.IN_PROGRESS`): its rooms are
the spec's ``[leaders]`` table (:mod:`.spec`), its part of a setup and of a position (:mod:`.state`),
its rounds (:mod:`.draft`, :mod:`.recruitment`), what a stage built does to the leaders at once and
the recruit it may leave (:mod:`.at_once`), its score row (:mod:`.scoring`), its form in a record
(:mod:`.record`), what the views show of it (:mod:`.view`) and its JSON Schemas (:mod:`.schema`).
"""
