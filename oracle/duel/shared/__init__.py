"""What more than one of Duel's expansions plays: constructs of the effect language whose cards are
in several expansions, each with everything it needs at Duel's points (its kinds of action and
decision, options and settlement, events and their words, record fields, stored form, blame).

An expansion whose cards use such a construct merges the construct's tables into its own.  The base
game loads none of this: a ruleset whose expansions use none never imports it.  Two expansions of one
ruleset giving the very same object at a table point give it once
(:func:`oracle.core.expansions.compose`), so the expansions that share a construct compose.
"""
