"""Duel's extension points: where an expansion of 7 Wonders Duel adds to the base game, declared once.

The base game calls these points through the hooks of its ruleset (:mod:`oracle.duel.rulesets`)
and names no expansion.  Each point says what it is for and how the answers of several expansions
combine (:class:`~oracle.core.expansions.Combine`); a fold point is given the base game's answer and
hands its own to the next expansion in the ruleset's order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from oracle.core.expansions import Combine, Point, Points


class FieldCodec(NamedTuple):
    """How a record reads one field of an expansion's actions (``read(rules, value, path)``, the
    engine's value or one :class:`~oracle.errors.InvalidRecordError` at ``path``) and writes it back
    (``write(rules, action)``)."""

    read: Callable[[Any, Any, str], Any]
    write: Callable[[Any, Any], Any]


class Victory(NamedTuple):
    """A way to win an expansion adds: its words in a game's account (``how``, completing "wins …")
    and why a stored position that says the game ended so is refused (``check(state)``: a message,
    or None when the position bears it out)."""

    how: str
    check: Callable[[Any], str | None]


class TurnAction(NamedTuple):
    """A turn action an expansion adds: why one is refused (``check(state, action)`` raises
    :class:`~oracle.errors.IllegalMoveError` with the rule's id) and how it is played
    (``play(pad, action)``)."""

    check: Callable[[Any, Any], None]
    play: Callable[[Any, Any], None]


class SetupCodec(NamedTuple):
    """How a record reads an expansion's chance outcomes under the setup's key (``read(rules, value,
    path)``) and writes them back (``write(rules, part)``); the key is the setup's field of that part."""

    read: Callable[[Any, Any, str], Any]
    write: Callable[[Any, Any], Any]


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
    Point("action_kinds", "the kinds of action an expansion adds, each with the fields its record names in "
                          "order", Combine.TABLE),
    Point("action_tables", "the actions of the kinds an expansion adds, made once per ruleset: given the "
                           "ruleset, a table of actions by kind, indexed by what each names", Combine.EACH),
    Point("action_fields", "how a record reads and writes each field only an expansion's actions have (a "
                           "FieldCodec per field)", Combine.TABLE),
    Point("record_setup", "the chance outcomes an expansion adds to a record's setup, under the key that is "
                          "their field of the setup (a SetupCodec per key)", Combine.TABLE),
    Point("stored_state", "the part an expansion adds to a stored state, under the key that is its field of "
                          "the state: a function of the state's codec and the ruleset giving the part's codec",
          Combine.TABLE),
    Point("view_parts", "the part an expansion adds to a view of a position, under its key: a function of "
                        "the state, the viewer (None: what both players see) and omniscient (everything shown)",
          Combine.TABLE),
    Point("slot_marks", "what lies on the slots of the structure besides the cards, as a view shows it, by "
                        "slot", Combine.EACH),
    Point("hidden_options", "whether the options of a decision are hidden from a viewer", Combine.EACH),
    Point("option_names", "the options of an expansion's decision as its actions name them, given the "
                          "ruleset, how the options are written and the options", Combine.FIRST),
    Point("resample", "a position the player cannot tell apart, given the base game's redrawing, the "
                      "state, the player and the draws", Combine.FOLD),
    Point("event_words", "the words of an expansion's event in a game's account, given the event and who "
                         "moved, by the event's kind", Combine.TABLE),
    Point("move_events", "the events of an expansion that say what a move itself did, by kind",
          Combine.TABLE),
    Point("setup_part", "the chance outcomes an expansion adds to a setup, under the expansion's name: a "
                        "function of the ruleset and the draws, drawn after the base game's in the ruleset's "
                        "order", Combine.TABLE),
    Point("state_part", "the part an expansion keeps in a state, under the expansion's name: a function of "
                        "the ruleset and the expansion's chance outcomes giving the part before the first move",
          Combine.TABLE),
    Point("card_price", "the price of the cards an expansion's rules price, not their printed cost (a "
                        "Senator's), by deck: a function of the position (a state or a move's pad), the seat and "
                        "a card of that deck, answering its Price", Combine.TABLE),
    Point("city_extras", "the components an expansion counts in a city beyond its cards, wonders and "
                         "progress tokens, given the ruleset, the state's parts and the seat", Combine.EACH),
    Point("reserve", "coins a player may spend beyond their treasury, given a state or a move's pad and "
                     "the seat", Combine.SUM),
    Point("spend", "coins a player pays from elsewhere once the treasury runs short, given the move's "
                   "pad, the player, the coins lacking, and the payment's subject and detail; each "
                   "answers what it paid", Combine.SUM),
    Point("turn_actions", "how a turn action an expansion adds is checked and played, by its kind (a "
                          "TurnAction)", Combine.TABLE),
    Point("turn_options", "the turn actions an expansion offers the player, after the base game's, each with "
                          "its price: given the state (or a move's pad between two moves), the player and the coins "
                          "they can spend", Combine.EACH),
    Point("card_turn", "a turn that takes a card from the structure (built, discarded, or under a wonder) is "
                       "about to be played, given the move's pad", Combine.EACH),
    Point("decision_kinds", "the kinds of decision an expansion's moves may leave a player owing, each with "
                            "the action that settles it, its field, rule and words (a DecisionKind); the "
                            "ruleset's are the base game's, then these in the ruleset's order", Combine.TABLE),
    Point("decision_options", "the options of an expansion's decision, worked out once it comes first in the "
                              "queue (one left without options is dropped): by the decision's kind, a "
                              "function of the move's pad and the decision", Combine.TABLE),
    Point("settle", "how an expansion's decision is settled, by its kind: a function of the move's pad, the "
                    "action chosen and the decision", Combine.TABLE),
    Point("structure_dealt", "the structure of an Age has just been laid out, given the move's pad and the "
                             "Age", Combine.EACH),
    Point("turn_passed", "a move and everything it called for are over and the Age goes on: the turn passes, "
                         "to the opponent or to the same player (playing again, or an expansion's action that "
                         "keeps the turn), given the move's pad", Combine.EACH),
    Point("age_dealt", "an Age after the first has been laid out and announced, before its starter is "
                       "chosen, given the move's pad", Combine.EACH),
    Point("discard_buildable", "the cards of the discard pile an effect may build (effect.build_from_discard), "
                               "given the base game's (every card of the pile) and the ruleset", Combine.FOLD),
    Point("card_uncovered", "a face-down card nothing covers any more is about to turn face up, given the "
                            "move's pad and its slot: True if a decision comes first (the card waits)",
          Combine.FIRST),
    Point("turn_reason", "why the player to move has the turn, where an expansion knows better than the base "
                         "game, given the state and the player: a DecisionReason, or None", Combine.FIRST),
    Point("victories", "the victories an expansion adds, by name (a Victory): a stored outcome may name "
                       "them, each checked against the position, and the account words them", Combine.TABLE),
    Point("pawn_stopped", "the conflict pawn has just moved, given the move's pad, the player pushing it, where "
                          "it started and its direction: where an expansion's piece on the track stops it "
                          "short, the pawn is put back there and the event saying so answered, else None",
          Combine.FIRST),
    Point("zone_entered", "the conflict pawn has just entered the zone of a looting token still on the track, "
                          "given the move's pad, the player whose shields moved it and the token: True where an "
                          "expansion's token lies there instead and has done what it does (nobody loses coins), "
                          "else None", Combine.FIRST),
    Point("zone_token", "given the ruleset and a looting token of the track: the name of the token an "
                        "expansion lays in its zone instead (so views show no looting token there), else None",
          Combine.FIRST),
    Point("runtime", "what the effect language's constructs only an expansion's components use mean: the "
                     "methods the ruleset's runtime gains, by the name the construct calls, each a function "
                     "of the move's pad and the construct's arguments", Combine.TABLE),
    Point("runtime_counts", "the counts only an expansion makes for the language's 'per' (the coins on a "
                            "card, the tokens held), by kind: given the names counted, a function of a "
                            "state or a move's pad and a player", Combine.TABLE),
    Point("allowances", "what a stored position may hold that the base game's checks refuse, by name "
                        "(wonders_change_hands, wonders_out_below_cap): the rules that allow it",
          Combine.GATHER),
    Point("card_places", "where else a card dealt may lie in a position, given the state: each card with "
                         "its JSON path", Combine.EACH),
    Point("set_aside_in_play", "which cards left out at setup a position may hold in play, given the state: "
                               "those cards and how many of them at most", Combine.EACH),
    Point("token_places", "where else a progress token may lie in a position, given the state: each "
                          "token with its JSON path", Combine.EACH),
    Point("check_decision", "an expansion's decision in a stored position checked, given the state, its "
                            "place in line, the decision and its JSON path: True once checked (one "
                            "InvalidRecordError if wrong), None for another's", Combine.FIRST),
    Point("policies", "the ways of choosing moves an expansion adds for mining its conformance games, by "
                      "name: a weight for each legal action, given the state and the action", Combine.TABLE),
    Point("spec_sections", "the tables of the spec an expansion reads, by name: a function of the spec's "
                           "game file, vocabulary, components, each Age's slots and the Ages' names, giving "
                           "what it read (None where the table is absent or has a problem, which it records)",
          Combine.TABLE),
    Point("component_kinds", "the kinds of component an expansion plays beyond cards, wonders and progress "
                             "tokens: the spec table that plays each", Combine.TABLE),
    Point("event_blame", "the rules most likely broken where an engine departs at an expansion's event, by "
                         "the event's kind", Combine.GATHER),
    Point("docs", "the pages an expansion adds to the game's site, by expansion: a function giving its "
                  "ExpansionPages class (oracle.duel.docs.expansion_pages), read against its own variant",
          Combine.TABLE),
    Point("pictures", "what an expansion adds to the picture of a position (oracle show), by expansion: a "
                      "function giving its Part (oracle.duel.picture)", Combine.TABLE),
    Point("conformance_kit", "what the conformance kit knows of the ruleset, given the base game's kit",
          Combine.FOLD),
])

__all__ = ["POINTS", "FieldCodec", "SetupCodec", "TurnAction"]
