"""7 Wonders: Leaders, an expansion of the original game (first edition), played on the base game's
extension points (:mod:`oracle.classic.points`) and named by no base module but the ruleset list.

Leaders are white cards of their own deck (leaders.deck).  Before Age I each player drafts four of
them (leaders.draft); at the start of each Age, before its cards are dealt, every player uses one at
the same time (leaders.recruitment): recruits it for coins, tucks it under the board for the next
stage, or sells it.  A recruited leader stands in its owner's city like a structure.

The ruleset list names it (:data:`oracle.classic.rulesets.RULESETS`: the variant ``leaders``), so every
command, record and adapter chooses it by that name; its suite is not yet published
(:data:`oracle.classic.rulesets.SUITES_PENDING`).  Its rooms are
the spec's ``[leaders]`` table (:mod:`.spec`), its part of a setup and of a position (:mod:`.state`),
its rounds (:mod:`.draft`, :mod:`.recruitment`), what a stage built does to the leaders at once and
the recruit it may leave (:mod:`.at_once`), its score row (:mod:`.scoring`), its form in a record
(:mod:`.record`), what the views show of it (:mod:`.view`), its JSON Schemas (:mod:`.schema`) and its
pages of the site (:mod:`.docs`).
"""
