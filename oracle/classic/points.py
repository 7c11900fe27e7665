"""7 Wonders' extension points: where an expansion of the original game adds to the base game,
declared once.

The base game calls these points through the hooks of its ruleset (:mod:`oracle.classic.rulesets`)
and names no expansion.  Each point says what it is for and how the answers of several expansions
combine (:class:`~oracle.core.expansions.Combine`).  The points are those the expansions played so
far need; a later expansion declares what it needs here, beside them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from oracle.core.expansions import Combine, Point, Points


class Round(NamedTuple):
    """A round of decisions an expansion plays before an Age's cards are dealt (point ``rounds``),
    every player committing at once like a turn (turn.choose).

    - ``begin(rules, state, log)``: the state at the round's first decision, or None when nobody has
      anything to decide in it (the round is skipped);
    - ``options(rules, state, seat)``: the legal actions of a player who owes a decision (never depending on
      the commitments of the others: random play draws every player's before any is committed);
    - ``resolve(rules, state, plays, log)``: the state once every commitment is in (``plays``: (seat,
      action) in seat order), carried on to the next decision (:func:`oracle.classic.turn.round_over`
      when the round is done);
    - ``refusal(rules, state, seat, action)``: the IllegalMoveError, with its rule id, of an action
      outside the legal list;
    - ``reason(rules, state)``: the rule id that makes the decision the players', and its words.
    """

    begin: Callable[..., Any]
    options: Callable[..., Any]
    resolve: Callable[..., Any]
    refusal: Callable[..., Any]
    reason: Callable[..., tuple[str, str]]


class SetupCodec(NamedTuple):
    """How a record reads an expansion's chance outcomes under the setup's key (point ``record_setup``):
    ``read(rules, value, players, path)``, the expansion's part of the setup or one
    :class:`~oracle.errors.InvalidRecordError` at ``path``, and ``write(rules, part)``, its JSON."""

    read: Callable[..., Any]
    write: Callable[..., Any]


class ActionKind(NamedTuple):
    """A kind of action an expansion adds (point ``action_kinds``): the fields its record names besides
    ``action`` and ``player`` (among the base game's: ``card``, ``pay``; or ``points``, a token named by its
    points, an integer from 0), and the kind of component its ``card`` names (a record naming another is
    refused at the card's path); ``played``, when given, says whether a ruleset plays that kind at all (a
    record of one that does not knows no such action)."""

    fields: tuple[str, ...]
    component: str
    played: Callable[[Any], bool] | None = None


class ViewPart(NamedTuple):
    """What an expansion adds to the views of a position under its key (point ``view_parts``):
    ``observed(rules, state, player)``, what that player may see of its part (no hidden information),
    and ``full(rules, state)``, all of it, as the state the adapter reports shows it."""

    observed: Callable[..., Any]
    full: Callable[..., Any]


POINTS = Points("classic", [
    Point("spec_sections", "the tables of the spec an expansion reads, by name: a function of the spec's game "
                           "file, vocabulary and cards, giving what it read (None where the table is absent or "
                           "has a problem, which it records)", Combine.TABLE),
    Point("component_kinds", "the kinds of component an expansion plays beyond cards and wonders: the "
                             "expansion that plays each", Combine.TABLE),
    Point("setup_part", "the chance outcomes an expansion adds to a setup, by expansion: a function of the "
                        "ruleset, the number of players and the generator, drawn after the base game's",
          Combine.TABLE),
    Point("state_part", "the part of a position an expansion keeps, by expansion: a function of the ruleset and "
                        "its part of the setup giving the part at the start", Combine.TABLE),
    Point("age_opening", "the rounds played before an Age's cards are dealt, given those of the expansions "
                         "before (the base game's: none) and the Age (1-3)", Combine.FOLD),
    Point("rounds", "the rounds an expansion plays, by the name of their phase (a Round each)", Combine.TABLE),
    Point("built", "the effects an expansion carries out of what was built in a turn (cards, stages), once the base "
                   "game's are: given the position so far, the ruleset, the (seat, part) built and the log; it may "
                   "add decisions at the end of the pending ones, each the phase of a round it plays and the city "
                   "deciding", Combine.FOLD),
    Point("check_step", "the problems an expansion's invariants find across one step: a function of the "
                        "ruleset, the position before and the step", Combine.EACH),
    Point("score_rows", "the rows an expansion adds to a player's score sheet, by name: a function of the "
                        "ruleset, the position and the seat giving the row's points", Combine.TABLE),
    Point("record_setup", "the chance outcomes an expansion adds to a record's setup, under the key that is the "
                          "expansion's name (a SetupCodec each)", Combine.TABLE),
    Point("action_kinds", "the kinds of action an expansion adds to a record's moves, by kind (an ActionKind "
                          "each)", Combine.TABLE),
    Point("view_parts", "the part an expansion adds to an observation and to the state the adapter reports, "
                        "under its key (a ViewPart each)", Combine.TABLE),
    Point("resample", "a position the player cannot tell apart, given the base game's redrawing, the ruleset, "
                      "the position, the player and the draws", Combine.FOLD),
    Point("played_words", "the words of a card carried out by a kind of action an expansion adds, in a game's "
                          "account, by the kind: a function of the ruleset, the position before, the event and the "
                          "move's events", Combine.TABLE),
    Point("record_schema", "the JSON Schema of a record, given the base game's and the ruleset", Combine.FOLD),
    Point("schema_defs", "the shared definitions of the published schemas, given the base game's and the game",
          Combine.FOLD),
    Point("docs", "the pages an expansion adds to the game's site, by expansion: a function of the base game's "
                  "site and the project's folder giving the expansion's part of the site, read against its own "
                  "variant", Combine.TABLE),
    Point("conformance_kit", "what the conformance kit knows of the ruleset, given the base game's kit",
          Combine.FOLD),
])

__all__ = ["POINTS", "ActionKind", "Round", "SetupCodec", "ViewPart"]
