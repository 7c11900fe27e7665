"""Agora's part of the conformance kit: its own commonly-wrong rules and the kit of a ruleset playing
it (the point ``conformance_kit``): the base game's kit with Agora's suite folder, schemas, list of
commonly-wrong rules and generator (:mod:`oracle.duel.agora.generate`)."""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.duel.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES, ExpansionKit

# ---- Agora's own commonly-wrong rules (every one of the base game's holds too), numbered after the
# base game's and the Pantheon's -----------------------------------------------------------------------

AGORA_WRONG: dict[int, str] = {
    30: "a player has 12 Influence cubes: placing one with an empty supply does nothing (there is no 13th)",
    31: "a Senator costs as many coins as the Senators already in its recruiter's city, not those recruited "
        "this Age; Corruption makes it free",
    32: "a Politician places cubes in its own section of the Senate only, but moves any of its player's cubes "
        "to an adjacent Chamber, across sections",
    33: "the Decree adding 2 adds them to the blue cards counted for a Politician's Senate actions, not 2 "
        "actions",
    34: "the Conspirator-replay Decree gives a second action to a Conspirator only, never to a Politician",
    35: "an income Decree pays its controller when the opponent builds too",
    36: "losing the Military Decree moves the pawn back; the opponent taking it moves the pawn 2; the military "
        "token reached that way is taken by the player the pawn moved for, whoever's turn it is",
    37: "military supremacy goes to the player the pawn's position favours, not to the player whose turn it is",
    38: "a Chamber with as many cubes of each player (1-1, 0-0) is controlled by nobody and scores nothing",
    39: "the cards Turn of Events uncovers turn face up at once, and its discards pay nobody",
    40: "Treason builds from the Age cards left out at setup so far (3, 6 or 9 by the Age); the guilds left "
        "out are not among them",
    41: "Sabotage sends the wonder back to the box and the card under it to the discard pile",
    42: "one Conspiracy is triggered a turn, at its start, never on the turn it was prepared; an unprepared one "
        "only through Curia Julia",
    43: "a Senator is no Building of any colour: no guild, Decree, Property Fraud or Treason counts it",
}

AGORA_WRONG_RULES: dict[int, str] = {
    30: "agora.supply", 31: "agora.recruit_cost", 32: "agora.politician", 33: "agora.politician",
    34: "effect.conspirator_replay", 35: "effect.on_any_build", 36: "agora.military_decree",
    37: "victory.military", 38: "agora.control", 39: "effect.discard_accessible", 40: "effect.build_set_aside",
    41: "effect.remove_wonder", 42: "agora.trigger", 43: "agora.recruit_cost",
}


class AgoraKit(ExpansionKit):
    """The kit of 7 Wonders Duel with Agora: the base game's, with its own suite (``duel-agora``),
    schemas and generator."""

    edition = "agora"
    published_as = "duel-agora"
    commonly_wrong: ClassVar[dict[int, str]] = {**COMMONLY_WRONG, **AGORA_WRONG}
    commonly_wrong_rules: ClassVar[dict[int, str]] = {**COMMONLY_WRONG_RULES, **AGORA_WRONG_RULES}

    expansion = "oracle.duel.agora"     # holding its ``blame`` and ``generate``


def kit(base: Any) -> AgoraKit:
    """The kit of a ruleset playing Agora, given the base game's (the point ``conformance_kit``)."""
    return AgoraKit()
