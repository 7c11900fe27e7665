"""Duel's extension points: where an expansion of 7 Wonders Duel adds to the base game, declared once.

The base game calls these points through the hooks of its ruleset (:mod:`oracle.duel.rulesets`)
and names no expansion.  Each point says what it is for and how the answers of several expansions
combine (:class:`~oracle.core.expansions.Combine`); a fold point is given the base game's answer and
hands its own to the next expansion in the ruleset's order.
"""

from __future__ import annotations

from oracle.core.expansions import Combine, Point, Points

POINTS = Points("duel", [
    Point("event_kinds", "the kinds of event an expansion's rules report, each by its kind; the game's "
                         "events are the base game's, then these in the ruleset's order", Combine.TABLE),
    Point("protocols", "the versions of the adapter protocol the ruleset is served under, given the base "
                       "game's", Combine.FOLD),
    Point("record_schema", "the JSON Schema of a record, given the base game's and the ruleset", Combine.FOLD),
    Point("schema_defs", "the shared definitions of the published schemas, given the base game's and the game",
          Combine.FOLD),
    Point("score_rows", "the rows an expansion adds to a player's score sheet, after the components' rows and "
                        "before the treasury's, in the ruleset's order", Combine.EACH),
    Point("check_step", "the problems an expansion's invariants find across one step", Combine.EACH),
    Point("wonders_a_city_holds", "the most wonders one city may hold, given the base game's (half the draft) "
                                  "and the ruleset", Combine.FOLD),
    Point("conformance_kit", "what the conformance kit knows of the ruleset, given the base game's kit",
          Combine.FOLD),
])

__all__ = ["POINTS"]
